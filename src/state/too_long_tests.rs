//! Runs too long for the page are refused with a notice, whichever way they arrive: a
//! link, an edit, an opened file; the course's and the tests' scenarios all fit.

use super::tests::{open_lesson, state};
use super::*;
use acklab_sim::{Message, Op};

/// `messages` deposits that always fail, each retried at once until
/// `max_deliveries`: about four trace events per delivery.
fn poisoned(messages: usize, max_deliveries: u32) -> Scenario {
    let mut scenario = crate::start::default_scenario();
    scenario.messages = (1..=messages)
        .map(|i| Message::new(&format!("m{i}"), Op::Deposit))
        .collect();
    scenario.faults = scenario
        .messages
        .iter()
        .map(|m| Fault::Poison {
            message: m.id.clone(),
            permanent: false,
        })
        .collect();
    scenario.workers = 8;
    scenario.broker.max_deliveries = max_deliveries;
    scenario.retry.backoff = 0;
    scenario.validate().expect("the poisoned scenario is valid");
    scenario
}

#[test]
fn a_link_whose_run_is_too_long_is_not_opened_and_the_reason_says_why() {
    crate::i18n::activate("en");
    let Err(too_long) = AppState::opened(poisoned(1_000, 100), crate::i18n::texts()) else {
        panic!("a run of 400,000 events was opened");
    };
    assert_eq!(too_long.max_trace_events, PAGE_MAX_TRACE_EVENTS);
    let reason = too_long_reason(&too_long).text();
    assert!(
        reason.contains("50000 events") && reason.contains("acklab run"),
        "{reason}"
    );
}

/// The poisoned scenario with the ack before the work: each message is delivered once.
fn acked_first(max_deliveries: u32) -> Scenario {
    let mut scenario = poisoned(1_000, max_deliveries);
    scenario.pipeline = vec![Step::Receive, Step::Ack, Step::Apply];
    scenario
}

#[test]
fn a_second_consumer_too_long_for_the_page_is_refused_and_so_is_an_edit_that_makes_it_so() {
    let short = state().reduce(Action::Edit(Box::new(acked_first(1))));
    assert!(short.notice.is_none(), "{:?}", short.notice);
    let retries = vec![Step::Receive, Step::Apply, Step::Ack];
    let compared = short.clone().reduce(Action::Compare(Some(retries.clone())));
    assert!(compared.compare.is_some() && compared.notice.is_none());
    // With 100 deliveries, A (ack first) is still short, but B retries each message.
    let edited = compared
        .clone()
        .reduce(Action::Edit(Box::new(acked_first(100))));
    assert_eq!(edited.scenario, compared.scenario, "the edit was not made");
    assert_eq!(edited.compare, compared.compare, "B is kept");
    assert_eq!(edited.past.len(), compared.past.len(), "nothing to undo");
    assert!(edited.notice.is_some());
    let long_a = state().reduce(Action::Edit(Box::new(acked_first(100))));
    let refused = long_a.clone().reduce(Action::Compare(Some(retries)));
    assert!(refused.compare.is_none() && refused.recording_b.is_none());
    assert!(refused.notice.is_some());
}

#[test]
fn an_opened_file_too_long_for_the_page_leaves_the_open_lesson_as_it_was() {
    let lesson = open_lesson("ack-first-loses");
    let file = poisoned(1_000, 100).to_json();
    let after = lesson.clone().reduce(Action::Import(file));
    assert_eq!(after.lesson_id(), lesson.lesson_id());
    assert_eq!(after.scenario, lesson.scenario);
    assert_eq!(
        after.revision, lesson.revision,
        "the address is not rewritten"
    );
    assert!(after.notice.is_some());
}

#[test]
fn an_edit_that_makes_the_run_too_long_is_refused_and_nothing_changes() {
    let before = state();
    let after = before
        .clone()
        .reduce(Action::Edit(Box::new(poisoned(1_000, 100))));
    assert_eq!(after.scenario, before.scenario);
    assert!(Rc::ptr_eq(&after.recording, &before.recording));
    let notice = after.notice_text().unwrap_or_default();
    assert!(notice.starts_with("This change was not made"), "{notice}");
}

#[test]
fn an_opened_file_too_long_for_the_page_is_refused_with_its_reason() {
    let before = state();
    let file = poisoned(1_000, 100).to_json();
    let after = before.clone().reduce(Action::Import(file));
    assert_eq!(after.scenario, before.scenario);
    assert!(after
        .notice_text()
        .as_deref()
        .is_some_and(|n| n.contains("acklab run")));
}

#[test]
fn a_run_just_under_the_bound_is_taken() {
    // 100 poisoned messages delivered 100 times each: about 40,000 events.
    let before = state();
    let after = before.reduce(Action::Edit(Box::new(poisoned(100, 100))));
    assert_eq!(after.scenario.messages.len(), 100);
    assert!(after.notice.is_none(), "{:?}", after.notice);
    let events = after.recording.trace().len();
    assert!(events > PAGE_MAX_TRACE_EVENTS / 2 && events <= PAGE_MAX_TRACE_EVENTS);
}

#[test]
fn every_scenario_of_the_course_and_the_large_test_fits_the_page() {
    let start = state();
    let loaded: Vec<_> = start.course.iter().filter(|l| l.loaded).collect();
    assert!(loaded.len() >= 30, "only {} lessons loaded", loaded.len());
    for lesson in loaded {
        assert!(record(&lesson.scenario).is_ok(), "{}", lesson.id);
    }
    let large = Scenario::from_json(include_str!("../../e2e/large.acklab.json"))
        .expect("the large test scenario is valid");
    assert!(record(&large).is_ok());
}
