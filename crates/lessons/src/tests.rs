//! The course's own checks: every lesson loads, agrees with the simulator, grades a
//! wrong answer as wrong, covers the syllabus, links the broker rules where it leans on
//! them, and has every text in every locale.

use super::*;

/// The web app reads a lesson's file once it is fetched: until then the lesson is a
/// stand-in with its title, and a file that does not read keeps it one.
#[test]
fn a_lesson_is_read_from_its_file_when_the_file_comes() {
    let course = course().expect("the course loads");
    let waiting = course_with(|_| None);
    assert_eq!(waiting.len(), course.len());
    assert!(waiting
        .iter()
        .all(|l| !l.loaded && l.text("en", "title").is_some()));
    let file = |id: &str| {
        files::FILES
            .iter()
            .find(|(lesson, _, _)| *lesson == id)
            .map(|(_, json, _)| json.to_string())
    };
    assert_eq!(course_with(file), course);
    assert!(course.iter().all(|l| l.loaded));
    let first = course[0].id.clone();
    let broken = course_with(|id| (id == first).then(|| "{".to_string()));
    assert!(!broken[0].loaded);
}

#[test]
fn every_lesson_agrees_with_the_simulator() {
    let lessons = course().expect("the course loads");
    assert!(lessons.len() >= 16, "only {} lessons", lessons.len());
    let problems: Vec<String> = lessons.iter().flat_map(check).collect();
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn a_wrong_answer_or_expectation_is_caught() {
    let mut lesson = course().expect("the course loads").remove(0);
    lesson.prediction.answer = Answer::Outcome(Outcome::Ok);
    lesson
        .expect
        .outcomes
        .insert("m1".into(), Outcome::Duplicated);
    let problems = check(&lesson);
    assert!(
        problems.iter().any(|p| p.contains("simulator says lost")),
        "{problems:?}"
    );
    assert!(
        problems.iter().any(|p| p.contains("expects duplicated")),
        "{problems:?}"
    );
}

/// A word that is not an answer to the question is refused with the reason.
#[test]
fn an_answer_of_the_wrong_kind_is_refused() {
    let read = |json: &str| serde_json::from_str::<Prediction>(json).map_err(|e| e.to_string());
    let about_message = r#"{"about":"m1","choices":["ok","lost"],"answer":"lost"}"#;
    assert_eq!(
        read(about_message).map(|p| p.answer),
        Ok(Answer::Outcome(Outcome::Lost))
    );
    let wrong = read(r#"{"about":"m1","choices":["ok","exactly-once"],"answer":"ok"}"#);
    assert!(wrong.is_err_and(|e| e.contains("\"exactly-once\" is not an outcome")));
    let wrong = read(r#"{"about":"guarantee","choices":["lost"],"answer":"lost"}"#);
    assert!(wrong.is_err_and(|e| e.contains("not a guarantee")));
    let written = serde_json::to_string(&read(about_message).expect("read")).expect("write");
    assert_eq!(written, about_message);
}

#[test]
fn every_concept_of_the_syllabus_has_a_lesson() {
    let lessons = course().expect("the course loads");
    let concepts: Vec<&str> = lessons
        .iter()
        .flat_map(|l| l.concepts.iter().map(String::as_str))
        .collect();
    for concept in [
        "at-most-once",
        "at-least-once",
        "ack order",
        "idempotency",
        "stable ids",
        "dedup",
        "durability",
        "transactions",
        "unique constraint",
        "race",
        "visibility timeout",
        "lost ack",
        "poison message",
        "dead-letter queue",
        "backoff",
        "jitter",
        "idempotent producer",
        "idempotency key",
        "transaction boundary",
        "choosing semantics",
        "permanent errors",
        "transient errors",
        "reconcile",
    ] {
        assert!(concepts.contains(&concept), "no lesson teaches {concept}");
    }
}

/// A lesson whose text leans on a rule of the simulated broker (redelivery, the
/// visibility timeout, nacks, dead letters, the idempotent producer, or a real
/// broker by name) links the note that states those rules; no other lesson does.
#[test]
fn lessons_that_lean_on_the_broker_link_its_rules() {
    let words = [
        "visibility timeout",
        "dead-letter",
        "nack",
        "delivers again",
        "delivers the message again",
        "redeliver",
        "idempotent producer",
        "sqs",
        "rabbitmq",
        "kafka",
    ];
    for lesson in course().expect("the course loads") {
        let english = lesson.all_text("en").to_lowercase();
        let leans = words.iter().any(|w| english.contains(w));
        assert_eq!(lesson.broker_rules, leans, "{}: broker_rules", lesson.id);
    }
}

/// Every lesson is written in every locale, with every text, and the translations
/// are not English left behind.
#[test]
fn every_lesson_has_every_text_in_every_locale() {
    for lesson in course().expect("the course loads") {
        for locale in LOCALES {
            assert!(
                lesson.texts.contains_key(locale),
                "{}: no {locale}.ftl",
                lesson.id
            );
            for key in TEXT_KEYS {
                let text = lesson.text(locale, key).unwrap_or_default();
                assert!(!text.is_empty(), "{}: {locale} has no {key}", lesson.id);
                let english = lesson.text("en", key).unwrap_or_default();
                assert!(
                    locale == "en" || text != english,
                    "{}: {locale} {key} is still English",
                    lesson.id
                );
            }
        }
    }
}
