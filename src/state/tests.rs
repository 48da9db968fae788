//! The reducer's tests: edits refused or taken, playback, the explorer, lessons.

use super::*;
use crate::view::summary;
use acklab_lessons::Answer;

impl AppState {
    /// The notice as the page words it now.
    pub(crate) fn notice_text(&self) -> Option<String> {
        self.notice.as_ref().map(crate::notice::Notice::text)
    }
}
use acklab_sim::{Guarantee, Message, Op, Outcome};

pub(super) fn open_lesson(id: &str) -> Rc<AppState> {
    let start = state();
    let index = start
        .course
        .iter()
        .position(|l| l.id == id)
        .expect("the lesson exists");
    start.reduce(Action::OpenLesson(index))
}

pub(super) fn state() -> Rc<AppState> {
    crate::i18n::activate("en");
    Rc::new(AppState::new(
        crate::start::default_scenario(),
        None,
        crate::i18n::texts(),
    ))
}

/// Explores as the page does: the state starts a run, and the run's answer comes back
/// as the explorer's worker makes it (the same sweep and limits, through the wire form
/// the page reads).
pub(super) fn worker_explores(state: Rc<AppState>, pairs: bool) -> Rc<AppState> {
    let started = state.reduce(Action::Explore { pairs });
    let Some(run) = started.exploring.clone() else {
        return started;
    };
    let options = acklab_sim::ExploreOptions {
        pairs,
        max_schedules: EXPLORE_LIMIT as usize,
        max_work_events: EXPLORE_WORK_EVENTS,
    };
    let wire = acklab_sim::explore(&started.scenario, options).to_wire();
    let exploration = Exploration::from_wire(&wire).expect("the wire form reads back");
    started.reduce(Action::Explored {
        run: run.id,
        exploration: Rc::new(exploration),
    })
}

#[test]
fn an_invalid_order_is_shown_but_the_last_valid_scenario_keeps_running() {
    let before = state();
    let after = before.clone().reduce(Action::SetDraft(vec![
        Step::Apply,
        Step::Receive,
        Step::Ack,
    ]));
    assert_eq!(after.scenario, before.scenario);
    assert_eq!(after.draft, vec![Step::Apply, Step::Receive, Step::Ack]);
    assert!(after
        .draft_error
        .as_ref()
        .is_some_and(|e| e.kind == acklab_sim::ErrorKind::MustStartWithReceive));
    let fixed = after.reduce(Action::SetDraft(vec![
        Step::Receive,
        Step::Ack,
        Step::Apply,
    ]));
    assert_eq!(
        fixed.scenario.pipeline,
        vec![Step::Receive, Step::Ack, Step::Apply]
    );
    assert!(fixed.draft_error.is_none());
    assert_eq!(fixed.revision, before.revision + 1);
}

#[test]
fn an_invalid_edit_is_refused_with_a_message() {
    let before = state();
    let mut bad = (*before.scenario).clone();
    bad.workers = 0;
    let after = before.clone().reduce(Action::Edit(Box::new(bad)));
    assert_eq!(after.scenario, before.scenario);
    assert!(after
        .notice_text()
        .as_deref()
        .is_some_and(|n| n.contains("workers")));
}

#[test]
fn the_gutter_toggles_a_crash_point_and_removing_its_line_removes_it() {
    let crashed = state().reduce(Action::ToggleCrash(Step::Apply));
    assert_eq!(crashed.scenario.faults.len(), 1);
    let cleared = crashed.clone().reduce(Action::ToggleCrash(Step::Apply));
    assert!(cleared.scenario.faults.is_empty());
    let without_apply = crashed.reduce(Action::SetDraft(vec![Step::Receive, Step::Ack]));
    assert!(
        without_apply.scenario.faults.is_empty(),
        "a crash after a removed line goes with it"
    );
}

#[test]
fn playback_stays_between_zero_and_the_end() {
    let start = state();
    assert_eq!(start.clone().reduce(Action::StepBack).tick, 0);
    let end = start.reduce(Action::RunToEnd);
    assert!(end.tick > 0 && end.tick == end.end_tick);
    assert_eq!(end.clone().reduce(Action::StepForward).tick, end.end_tick);
    assert_eq!(end.clone().reduce(Action::StepBack).tick, end.end_tick - 1);
    assert_eq!(
        end.clone().reduce(Action::Scrub(u64::MAX)).tick,
        end.end_tick
    );
    let replay = end.reduce(Action::Play);
    assert!(
        replay.playing && replay.tick == 0,
        "play at the end starts over"
    );
}

#[test]
fn a_replayed_schedule_is_a_history_entry_and_a_big_scenario_is_not_explored() {
    let explored = worker_explores(state(), false);
    let exploration = explored.exploration.clone().expect("explored");
    let duplicating = exploration
        .results
        .iter()
        .find(|r| r.duplicated > 0)
        .expect("a duplicate");
    let replayed = explored.reduce(Action::LoadSchedule(duplicating.added.clone()));
    assert!(replayed.push_history && replayed.tick == replayed.end_tick);
    let mut big = crate::start::default_scenario();
    big.messages = (0..=EXPLORE_MAX_MESSAGES)
        .map(|i| Message::new(&format!("m{i}"), Op::Deposit))
        .collect();
    let refused = worker_explores(
        Rc::new(AppState::new(big, None, crate::i18n::texts())),
        false,
    );
    assert!(refused.exploration.is_none() && refused.notice.is_some());
}

#[test]
fn a_sweep_runs_in_the_worker_and_only_its_own_answer_is_taken() {
    let started = state().reduce(Action::Explore { pairs: true });
    let run = started.exploring.clone().expect("a run started");
    assert!(run.pairs && started.exploration.is_none());
    let progressed = started.clone().reduce(Action::ExploreProgress {
        run: run.id,
        done: 10,
        total: 400,
    });
    let shown = progressed.exploring.clone().expect("still running");
    assert_eq!((shown.done, shown.total), (10, 400));
    // Cancelled, then started again: the first run's late answer is not this one's.
    let again = progressed
        .reduce(Action::CancelExplore)
        .reduce(Action::Explore { pairs: false });
    let second = again.exploring.clone().expect("the second run");
    assert_ne!(second.id, run.id);
    let answer = worker_explores(state(), true)
        .exploration
        .clone()
        .expect("explored");
    let late = again.clone().reduce(Action::Explored {
        run: run.id,
        exploration: answer.clone(),
    });
    assert!(late.exploration.is_none() && late.exploring == Some(second.clone()));
    let failed = again.clone().reduce(Action::ExploreFailed {
        run: second.id,
        reason: "explore-unavailable",
    });
    assert!(failed.exploring.is_none());
    assert!(failed
        .notice_text()
        .as_deref()
        .is_some_and(|n| n.contains("its files could not be loaded")));
    // An edit while the sweep runs cancels it: its answer would be about another scenario.
    let edited = again.reduce(Action::SetDraft(vec![
        Step::Receive,
        Step::Apply,
        Step::Ack,
    ]));
    assert!(edited.exploring.is_none());
    let ignored = edited.reduce(Action::Explored {
        run: second.id,
        exploration: answer,
    });
    assert!(ignored.exploration.is_none());
}

#[test]
fn pairs_are_explored_in_the_app_and_say_so() {
    let explored = worker_explores(state(), true);
    let exploration = explored.exploration.clone().expect("explored");
    let singles = worker_explores(state(), false)
        .exploration
        .clone()
        .expect("explored");
    assert_eq!(exploration.scope, acklab_sim::Scope::SingleFaultsAndPairs);
    assert!(exploration.schedules > singles.schedules && !exploration.truncated);
    assert_eq!(
        exploration.results, singles.results,
        "the matrix draws the same single faults"
    );
}

#[test]
fn a_crash_point_stays_on_its_line_when_lines_are_reordered() {
    // The one-minute story: ack above apply, crash after line 2: the order vanishes;
    // ack back below apply, the crash still after line 2: the order doubles.
    let ack_first = state().reduce(Action::SetDraft(vec![
        Step::Receive,
        Step::Ack,
        Step::Apply,
    ]));
    let crashed = ack_first.reduce(Action::ToggleCrash(Step::Ack));
    let lost = crashed.clone().reduce(Action::RunToEnd);
    assert_eq!(
        summary(&crate::view::SimView::at(&lost.recording, lost.tick).totals),
        "1 lost"
    );
    let back = crashed.reduce(Action::SetDraft(vec![
        Step::Receive,
        Step::Apply,
        Step::Ack,
    ]));
    assert!(matches!(
        back.scenario.faults[0],
        Fault::Crash {
            after: Step::Apply,
            ..
        }
    ));
    let doubled = back.reduce(Action::RunToEnd);
    assert_eq!(
        summary(&crate::view::SimView::at(&doubled.recording, doubled.tick).totals),
        "1 duplicated"
    );
}

#[test]
fn an_unfinished_order_survives_a_settings_edit_and_refuses_a_crash_point_on_it() {
    let unfinished = state().reduce(Action::SetDraft(vec![
        Step::Receive,
        Step::Begin,
        Step::Apply,
        Step::Ack,
    ]));
    assert!(unfinished.draft_error.is_some());
    let mut edited = (*unfinished.scenario).clone();
    edited.workers = 2;
    let after = unfinished.reduce(Action::Edit(Box::new(edited)));
    assert_eq!(after.scenario.workers, 2);
    assert_eq!(after.draft.len(), 4, "the learner's arrangement is kept");
    let refused = after.reduce(Action::ToggleCrash(Step::Begin));
    assert!(refused.scenario.faults.is_empty() && refused.notice.is_some());
}

#[test]
fn a_lesson_locks_time_until_the_prediction_then_grades_it_at_the_end() {
    let opened = open_lesson("ack-first-loses");
    assert_eq!(
        opened.scenario.pipeline,
        vec![Step::Receive, Step::Ack, Step::Apply]
    );
    let locked = opened.clone().reduce(Action::RunToEnd);
    assert_eq!(locked.tick, 0, "no run before the prediction");
    let chosen = opened
        .reduce(Action::Choose(Answer::Outcome(Outcome::Duplicated)))
        .reduce(Action::CommitPrediction);
    let graded = chosen.reduce(Action::RunToEnd);
    let progress = graded.lesson.clone().expect("still in the lesson");
    assert_eq!(
        progress.simulated,
        Some(Answer::Outcome(Outcome::Lost)),
        "the core's answer, not ours"
    );
    assert!(graded.done.contains(&"ack-first-loses".to_string()));
}

#[test]
fn nothing_reveals_the_answer_before_it_is_given_and_a_changed_run_is_not_graded() {
    let opened = open_lesson("ack-first-loses");
    let edited = opened.clone().reduce(Action::SetDraft(vec![
        Step::Receive,
        Step::Apply,
        Step::Ack,
    ]));
    assert_eq!(
        edited.scenario, opened.scenario,
        "no edits while the question is open"
    );
    assert!(
        worker_explores(opened.clone(), false).exploration.is_none(),
        "no explorer either"
    );
    let answered = opened
        .reduce(Action::Choose(Answer::Outcome(Outcome::Lost)))
        .reduce(Action::CommitPrediction);
    let changed = answered.reduce(Action::SetDraft(vec![
        Step::Receive,
        Step::Apply,
        Step::Ack,
    ]));
    let run = changed.reduce(Action::RunToEnd);
    assert!(
        run.lesson.as_ref().is_some_and(|p| p.simulated.is_none()),
        "another scenario is not graded"
    );
}

#[test]
fn a_question_about_the_guarantee_is_graded_by_the_explorer_run_on_screen() {
    let answered = open_lesson("ack-order-decides")
        .reduce(Action::Choose(Answer::Guarantee(Guarantee::AtMostOnce)))
        .reduce(Action::CommitPrediction);
    let run = answered.clone().reduce(Action::RunToEnd);
    assert!(
        run.lesson.as_ref().is_some_and(|p| p.simulated.is_none()),
        "a run to the end does not answer a question about the guarantee"
    );
    let paired = worker_explores(run.clone(), true);
    assert!(
        paired
            .lesson
            .as_ref()
            .is_some_and(|p| p.simulated.is_none()),
        "a pairs sweep does not grade a question about single faults"
    );
    let explored = worker_explores(run, false);
    let guarantee = explored
        .exploration
        .as_ref()
        .map(|e| Answer::Guarantee(e.guarantee));
    let progress = explored.lesson.clone().expect("still in the lesson");
    assert_eq!(
        progress.simulated, guarantee,
        "the grade quotes the explorer"
    );
    assert!(explored.done.contains(&"ack-order-decides".to_string()));
}

#[test]
fn the_inbox_fix_takes_four_actions_from_the_default_consumer() {
    let mut state = state();
    for step in [Step::Begin, Step::CheckDedup, Step::RecordDedup] {
        let draft = inserted(&state.draft, step);
        state = state.reduce(Action::SetDraft(draft));
        assert!(state.draft_error.is_none(), "valid after adding {step:?}");
    }
    let state = worker_explores(state.reduce(Action::UseDedupTable), false);
    assert_eq!(
        state.scenario.pipeline,
        vec![
            Step::Receive,
            Step::Begin,
            Step::CheckDedup,
            Step::Apply,
            Step::RecordDedup,
            Step::Commit,
            Step::Ack
        ]
    );
    let guarantee = state.exploration.as_ref().map(|e| e.guarantee.name());
    assert_eq!(guarantee, Some("exactly-once"));
}

#[test]
fn undo_and_redo_walk_every_edit_including_an_unfinished_arrangement() {
    let start = state();
    let crashed = start.clone().reduce(Action::ToggleCrash(Step::Apply));
    let unfinished = crashed.clone().reduce(Action::SetDraft(vec![
        Step::Apply,
        Step::Receive,
        Step::Ack,
    ]));
    assert!(unfinished.draft_error.is_some());
    let undone = unfinished.clone().reduce(Action::Undo);
    assert_eq!(undone.draft, crashed.draft);
    assert!(undone.draft_error.is_none());
    assert_eq!(undone.scenario, crashed.scenario);
    let undone = undone.reduce(Action::Undo);
    assert_eq!(undone.scenario, start.scenario);
    assert_eq!(undone.clone().reduce(Action::Undo).scenario, start.scenario);
    let redone = undone.reduce(Action::Redo).reduce(Action::Redo);
    assert_eq!(redone.draft, unfinished.draft);
    assert!(redone.draft_error.is_some());
    assert_eq!(redone.scenario, crashed.scenario);
    // A new edit after an undo drops what could be redone.
    let branched = redone.reduce(Action::Undo).reduce(Action::UseDedupTable);
    assert!(branched.future.is_empty());
    assert_eq!(branched.past.len(), 2);
}

#[test]
fn back_and_forward_restore_the_lesson_and_its_scenario() {
    let first = open_lesson("ack-first-loses");
    let second = first.clone().reduce(Action::OpenLesson(
        first.lesson.as_ref().map_or(0, |p| p.index) + 1,
    ));
    assert_ne!(second.lesson_id(), first.lesson_id());
    let back = second.clone().reduce(Action::Restore(
        first.lesson_id(),
        Some(Box::new((*first.scenario).clone())),
    ));
    assert_eq!(back.lesson_id(), first.lesson_id());
    assert_eq!(back.scenario, first.scenario);
    assert!(!back.push_history, "going back writes no new entry");
    let playground = back.reduce(Action::Restore(
        None,
        Some(Box::new(crate::start::default_scenario())),
    ));
    assert_eq!(playground.lesson, None);
    assert_eq!(*playground.scenario, crate::start::default_scenario());
}

#[test]
fn every_lesson_is_graded_with_the_answer_the_lessons_crate_computes() {
    let start = state();
    for (index, lesson) in start.course.iter().enumerate() {
        let run = start
            .clone()
            .reduce(Action::OpenLesson(index))
            .reduce(Action::CommitPrediction)
            .reduce(Action::RunToEnd);
        let run = worker_explores(run, false);
        let graded = run.lesson.clone().and_then(|p| p.simulated);
        assert_eq!(
            graded,
            acklab_lessons::simulated_answer(lesson),
            "{}",
            lesson.id
        );
    }
}

#[test]
fn space_toggles_play_and_plus_minus_step_through_the_menu_speeds() {
    let start = state();
    let playing = start.clone().reduce(Action::TogglePlay);
    assert!(playing.playing);
    assert!(!playing.reduce(Action::TogglePlay).playing);
    assert_eq!(start.speed, 4);
    let faster = start.clone().reduce(Action::SpeedStep(1));
    assert_eq!(faster.speed, 10);
    assert_eq!(
        faster.reduce(Action::SpeedStep(5)).speed,
        25,
        "no faster than the menu"
    );
    assert_eq!(
        start.clone().reduce(Action::SpeedStep(-3)).speed,
        2,
        "no slower"
    );
    let lesson = open_lesson("ack-first-loses");
    assert!(
        !lesson.reduce(Action::TogglePlay).playing,
        "not before the prediction"
    );
}

/// A scenario run to its end by a fresh engine, apart from the state's recordings.
pub(super) fn end_run(scenario: &acklab_sim::Scenario) -> acklab_sim::Engine {
    let mut engine = acklab_sim::Engine::new(scenario);
    engine.run();
    engine
}

pub(super) fn end_tick(scenario: &acklab_sim::Scenario) -> u64 {
    end_run(scenario).now()
}

#[test]
fn a_notice_is_data_worded_when_drawn_so_it_follows_the_language() {
    crate::i18n::activate("en");
    let state = state();
    let invalid = state
        .scenario
        .with_pipeline(vec![Step::Apply, Step::Receive]);
    let refused = state.reduce(Action::Edit(Box::new(invalid)));
    let english = refused.notice_text().unwrap_or_default();
    crate::i18n::activate("uk");
    let ukrainian = refused.notice_text().unwrap_or_default();
    crate::i18n::activate("en");
    assert!(english.contains("receive"), "{english}");
    assert!(!ukrainian.is_empty() && ukrainian != english, "{ukrainian}");
    assert!(matches!(
        refused.notice,
        Some(crate::notice::Notice::Invalid(_))
    ));
}

#[test]
fn the_producers_lines_are_edited_by_actions_under_the_cores_rules() {
    use acklab_sim::ProducerStep::{Begin, Commit, Publish, Write};
    let service = crate::start::default_scenario().with_orders_service(true);
    let state = state().reduce(Action::Edit(Box::new(service)));
    let crash = Fault::CrashProducer {
        after: Publish,
        message: state.scenario.messages[0].id.clone(),
    };
    let crashed = state.reduce(Action::EditStage(StageEdit::ToggleCrash(crash.clone())));
    assert_eq!(crashed.scenario.faults, vec![crash.clone()]);
    // Moving publish before commit keeps the crash after publish; removing it takes it.
    let moved = crashed
        .clone()
        .reduce(Action::EditStage(StageEdit::Producer(vec![
            Begin, Write, Publish, Commit,
        ])));
    assert_eq!(moved.scenario.faults, vec![crash]);
    let removed = moved.reduce(Action::EditStage(StageEdit::Producer(vec![
        Begin, Write, Commit,
    ])));
    assert!(removed.scenario.faults.is_empty());
    let added = removed.reduce(Action::EditStage(StageEdit::AddProducerSteps(vec![
        Publish,
    ])));
    let pipeline = added.scenario.producer.pipeline.clone();
    assert_eq!(pipeline, Some(vec![Begin, Write, Commit, Publish]));
    // A refused edit is said under the producer's panel, and the scenario stays.
    let refused = added
        .clone()
        .reduce(Action::EditStage(StageEdit::Relay(vec![
            acklab_sim::RelayStep::Publish,
        ])));
    assert_eq!(refused.scenario, added.scenario);
    assert_eq!(refused.notice_place, Place::Producer);
}
