//! Every lesson folder is in the course, and every lesson of the course has a folder:
//! the build embeds only the lessons `lessons/course.json` names, so a folder left out
//! of it would be a lesson no learner ever sees, with no test to say so.

use std::collections::BTreeSet;

use acklab_lessons::course;

#[test]
fn every_lesson_folder_is_in_the_course_and_back() {
    let root = format!("{}/../../lessons", env!("CARGO_MANIFEST_DIR"));
    let entries = std::fs::read_dir(&root).unwrap_or_else(|e| panic!("{root}: {e}"));
    let folders: BTreeSet<String> = entries
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.path().join("lesson.json").is_file())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    let lessons = course().unwrap_or_else(|e| panic!("the course does not read: {e}"));
    let in_course: BTreeSet<String> = lessons.into_iter().map(|lesson| lesson.id).collect();
    let left_out: Vec<_> = folders.difference(&in_course).collect();
    let missing: Vec<_> = in_course.difference(&folders).collect();
    assert!(
        left_out.is_empty() && missing.is_empty(),
        "lesson folders not in lessons/course.json: {left_out:?}; \
         lessons of the course with no folder: {missing:?}"
    );
}
