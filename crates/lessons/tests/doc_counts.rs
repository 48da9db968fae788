//! The counts the docs state in words ("Forty-two guided lessons", "Nineteen lessons
//! are written in part 2") are the course's: a lesson added or moved makes this fail
//! until the sentence says the new number.

use acklab_lessons::{course, Lesson};
use acklab_sim::Op;

fn read(path: &str) -> String {
    let path = format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A number written as an English word or as digits, up to 99.
fn number(word: &str) -> Option<usize> {
    const UNITS: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 8] = [
        "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    let word = word.to_lowercase();
    if let Ok(n) = word.parse() {
        return Some(n);
    }
    if let Some(n) = UNITS.iter().position(|u| *u == word) {
        return Some(n);
    }
    let (tens, unit) = word.split_once('-').unwrap_or((&word, "zero"));
    let tens = TENS.iter().position(|t| *t == tens)? * 10 + 20;
    Some(tens + UNITS.iter().position(|u| *u == unit)?)
}

/// The number written right before `words` in `page` (the sentence must exist), with
/// the page's line breaks read as spaces.
fn stated(page: &str, words: &str) -> usize {
    let page = page.split_whitespace().collect::<Vec<_>>().join(" ");
    let at = page
        .find(words)
        .unwrap_or_else(|| panic!("the docs no longer say \"{words}\""));
    let before = page[..at].trim_end();
    let word = before.rsplit(' ').next().unwrap_or("");
    number(word).unwrap_or_else(|| panic!("no number before \"{words}\": {word}"))
}

fn is_part_two(lesson: &Lesson) -> bool {
    lesson.scenario.format == "acklab/2"
}

/// A lesson of the log world or of order and versions.
fn uses_log_or_versions(lesson: &Lesson) -> bool {
    lesson.scenario.broker.kind == acklab_sim::BrokerKind::Log
        || lesson
            .scenario
            .messages
            .iter()
            .any(|m| m.op == Op::SetStatus)
}

#[test]
fn the_readme_counts_the_lessons() {
    let lessons = course().expect("the course loads");
    assert_eq!(stated(&read("README.md"), "guided lessons"), lessons.len());
}

#[test]
fn the_format_page_counts_the_lessons_of_part_two() {
    let page = read("docs/scenario-format.md");
    let lessons = course().expect("the course loads");
    let part_two: Vec<&Lesson> = lessons.iter().filter(|l| is_part_two(l)).collect();
    assert_eq!(
        stated(&page, "lessons are written in part 2"),
        part_two.len()
    );
    let log_or_versions: Vec<&&Lesson> = part_two
        .iter()
        .filter(|l| uses_log_or_versions(l))
        .collect();
    assert_eq!(
        stated(&page, "of them use the log or order and versions"),
        log_or_versions.len()
    );
    // The sentence names each of them by its English title, and no other.
    let flat = page.split_whitespace().collect::<Vec<_>>().join(" ");
    let start = flat
        .find("of them use the log or order and versions")
        .expect("the sentence");
    let sentence = &flat[start..];
    let sentence = &sentence[..sentence.find(". ").unwrap_or(sentence.len())];
    let quoted = sentence.split('"').skip(1).step_by(2).count();
    assert_eq!(quoted, log_or_versions.len(), "titles named: {sentence}");
    for lesson in log_or_versions {
        let title = lesson.text("en", "title").expect("an English title");
        assert!(
            sentence.contains(&format!("\"{title}\"")),
            "the format page does not name \"{title}\""
        );
    }
}

#[test]
fn number_words_read_as_numbers() {
    assert_eq!(number("Forty-two"), Some(42));
    assert_eq!(number("nineteen"), Some(19));
    assert_eq!(number("twelve"), Some(12));
    assert_eq!(number("163"), Some(163));
    assert_eq!(number("several"), None);
}
