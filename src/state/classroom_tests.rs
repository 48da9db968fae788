//! The reducer's tests for the classroom: a locked or embedded frame, opened files,
//! decks, two consumers compared, the Embed dialog.

use super::tests::{end_run, end_tick, open_lesson, state, worker_explores};
use super::*;
use crate::i18n::tr;

fn framed(query: &str, lesson: Option<&str>) -> Rc<AppState> {
    let opened = match lesson {
        Some(id) => open_lesson(id),
        None => state(),
    };
    Rc::new(AppState {
        frame: Rc::new(crate::embed::frame(query)),
        ..(*opened).clone()
    })
}

#[test]
fn a_locked_frame_plays_the_run_but_refuses_every_edit() {
    let locked = framed("embed&lock", None);
    let refused = [
        Action::SetDraft(vec![Step::Receive, Step::Ack, Step::Apply]),
        Action::ToggleCrash(Step::Apply),
        Action::UseDedupTable,
        Action::Edit(Box::new(acklab_sim::Scenario::example())),
        Action::LoadSchedule(Vec::new()),
        Action::OpenLesson(0),
    ];
    for action in refused {
        let after = locked.clone().reduce(action);
        assert_eq!(after.scenario, locked.scenario);
        assert_eq!(after.draft, locked.draft);
        assert!(after.lesson.is_none());
        assert_eq!(
            after.notice_text().as_deref(),
            Some(tr("locked-refused").as_str())
        );
    }
    let played = locked.clone().reduce(Action::RunToEnd);
    assert_eq!(played.tick, played.end_tick);
    assert!(worker_explores(locked, false).exploration.is_some());
}

#[test]
fn an_embedded_lesson_stays_open_but_can_be_answered_and_changed() {
    let pinned = framed("embed&lesson=ack-first-loses", Some("ack-first-loses"));
    let id = pinned.lesson_id();
    assert_eq!(pinned.clone().reduce(Action::CloseLesson).lesson_id(), id);
    assert_eq!(pinned.clone().reduce(Action::OpenLesson(3)).lesson_id(), id);
    let committed = pinned.reduce(Action::CommitPrediction);
    assert!(committed.lesson.as_ref().is_some_and(|p| p.committed));
    let edited = committed.clone().reduce(Action::ToggleCrash(Step::Apply));
    assert_ne!(
        edited.scenario, committed.scenario,
        "only ?lock forbids edits"
    );
}

#[test]
fn an_opened_file_replaces_the_scenario_or_is_refused_with_the_reason() {
    let lesson = open_lesson("ack-first-loses");
    let file = acklab_sim::Scenario::example().to_json();
    let opened = lesson.clone().reduce(Action::Import(file));
    assert_eq!(*opened.scenario, acklab_sim::Scenario::example());
    assert!(opened.lesson.is_none(), "a file is a scenario of its own");
    assert!(
        opened.push_history,
        "Back returns to the state before the file"
    );
    let broken = opened
        .clone()
        .reduce(Action::Import(r#"{"format": "acklab/1", "messages": [{"id": "m1", "op": "refund"}], "pipeline": ["receive"]}"#.into()));
    assert_eq!(broken.scenario, opened.scenario);
    let notice = broken.notice_text().unwrap_or_default();
    assert!(notice.contains("messages[0].op"), "{notice}");
    let locked =
        framed("lock", None).reduce(Action::Import(acklab_sim::Scenario::example().to_json()));
    assert_ne!(*locked.scenario, acklab_sim::Scenario::example());
}

#[test]
fn a_deck_grows_from_the_scenario_on_screen_and_flips_between_slides() {
    let first = state().reduce(Action::AddSlide("ack first".into(), "watch line 2".into()));
    let deck = first
        .deck
        .clone()
        .expect("a deck starts with the first slide");
    assert_eq!(deck.slides[0].scenario, *first.scenario);
    let other = first.reduce(Action::Edit(Box::new(acklab_sim::Scenario::example())));
    let two = other.reduce(Action::AddSlide("  ".into(), String::new()));
    assert_eq!(two.slide, 1);
    // The page names an untitled slide by its number when it asks for it (app.rs);
    // the state keeps the title as given, trimmed.
    assert_eq!(
        two.deck.as_ref().map(|d| d.slides[1].title.clone()),
        Some(String::new())
    );
    let back = two.clone().reduce(Action::SlideStep(-1));
    assert_eq!(back.slide, 0);
    assert_eq!(*back.scenario, crate::start::default_scenario());
    assert_eq!(
        back.clone().reduce(Action::SlideStep(-1)).slide,
        0,
        "no slide before the first"
    );
    assert_eq!(
        back.clone().reduce(Action::SlideStep(5)).slide,
        1,
        "none after the last"
    );
    let moved = back.reduce(Action::MoveSlide(0, 1));
    assert_eq!(moved.slide, 1, "the slide on screen moved with its place");
    assert_eq!(
        moved.deck.as_ref().map(|d| d.slides[0].title.as_str()),
        two.deck.as_ref().map(|d| d.slides[1].title.as_str())
    );
    let one = moved.reduce(Action::RemoveSlide(0));
    assert_eq!(one.deck.as_ref().map(|d| d.slides.len()), Some(1));
    assert!(
        one.reduce(Action::RemoveSlide(0)).deck.is_none(),
        "the last slide closes the deck"
    );
}

#[test]
fn a_locked_frame_flips_a_deck_but_does_not_change_it() {
    let decked = state().reduce(Action::AddSlide("a".into(), String::new()));
    let decked = decked.reduce(Action::AddSlide("b".into(), String::new()));
    let locked = Rc::new(AppState {
        frame: Rc::new(crate::embed::frame("lock")),
        ..(*decked).clone()
    });
    assert_eq!(locked.clone().reduce(Action::SlideStep(-1)).slide, 0);
    for action in [
        Action::AddSlide("c".into(), String::new()),
        Action::RemoveSlide(0),
        Action::CloseDeck,
    ] {
        assert_eq!(locked.clone().reduce(action).deck, locked.deck);
    }
}

#[test]
fn a_pinned_consumer_plays_beside_the_edited_one_to_the_later_end() {
    let ack_first = open_lesson("ack-first-loses").reduce(Action::CommitPrediction);
    let pinned = ack_first
        .clone()
        .reduce(Action::Compare(Some(ack_first.scenario.pipeline.clone())));
    assert_eq!(pinned.compared().as_ref(), Some(&*pinned.scenario));
    // A becomes work-first; B keeps ack-first, with A's faults (the crash point stayed
    // on line 2 of A, now after apply).
    let work_first = pinned.reduce(Action::SetDraft(vec![
        Step::Receive,
        Step::Apply,
        Step::Ack,
    ]));
    let b = work_first.compared().expect("B stays pinned");
    assert_eq!(b.pipeline, vec![Step::Receive, Step::Ack, Step::Apply]);
    assert_eq!(b.faults, work_first.scenario.faults);
    assert_eq!(
        work_first.end_tick,
        end_tick(&work_first.scenario).max(end_tick(&b)),
        "one set of controls plays both to their ends"
    );
    assert_eq!(
        work_first.recording_b.as_ref().map(|r| r.trace().len()),
        Some(end_run(&b).trace().len()),
        "B's run is recorded again when A's scenario changes"
    );
    assert!(work_first.reduce(Action::Compare(None)).compare.is_none());
}

#[test]
fn lines_that_cannot_run_are_not_pinned() {
    let refused = state().reduce(Action::Compare(Some(vec![Step::Apply, Step::Receive])));
    assert!(refused.compare.is_none());
    assert!(
        refused
            .notice_text()
            .as_deref()
            .is_some_and(|n| n.contains("receive")),
        "{:?}",
        refused.notice
    );
}

#[test]
fn the_embed_dialog_starts_with_the_frames_defaults_and_keeps_the_authors_picks() {
    use crate::embed::Panel;
    let open = state().reduce(Action::ToggleEmbed);
    let (shown, lock) = open.embed.expect("open");
    assert!(shown.has(Panel::Verdict) && !shown.has(Panel::Lesson) && !lock);
    let picked = open
        .reduce(Action::EmbedPanel(Panel::Explorer))
        .reduce(Action::EmbedLock);
    assert_eq!(picked.embed, Some((shown.toggled(Panel::Explorer), true)));
    assert!(picked.reduce(Action::ToggleEmbed).embed.is_none());
    let lesson = open_lesson("ack-first-loses").reduce(Action::ToggleEmbed);
    assert!(lesson
        .embed
        .is_some_and(|(shown, _)| shown.has(Panel::Lesson)));
}

#[test]
fn past_the_last_slide_a_step_keeps_the_run_and_a_closed_deck_reopens() {
    let one = state().reduce(Action::AddSlide("one".into(), String::new()));
    let two = one
        .reduce(Action::Edit(Box::new(acklab_sim::Scenario::example())))
        .reduce(Action::AddSlide("two".into(), String::new()));
    let ended = two.reduce(Action::RunToEnd);
    assert!(ended.tick > 0);
    let stepped = ended.clone().reduce(Action::SlideStep(1));
    assert_eq!(
        (stepped.slide, stepped.tick),
        (1, ended.tick),
        "a clicker's double press keeps the run"
    );
    let closed = stepped.reduce(Action::CloseDeck);
    assert!(closed.deck.is_none());
    let reopened = closed.reduce(Action::ReopenDeck);
    assert_eq!(reopened.deck, ended.deck);
    assert_eq!(reopened.slide, 1);
    assert!(reopened.closed_deck.is_none());
}

#[test]
fn after_the_lessons_the_learners_own_scenario_comes_back() {
    let own = acklab_sim::Scenario::example();
    let edited = state().reduce(Action::Edit(Box::new(own.clone())));
    let first = edited.reduce(Action::OpenLesson(0));
    let second = first.reduce(Action::OpenLesson(1));
    assert_eq!(
        second.own_scenario.as_deref(),
        Some(&own),
        "kept from before the first lesson"
    );
    let closed = second.reduce(Action::CloseLesson);
    assert_ne!(
        *closed.scenario, own,
        "closing keeps the lesson's scenario on screen"
    );
    let back = closed.reduce(Action::BackToOwnScenario);
    assert_eq!(*back.scenario, own);
    assert!(back.own_scenario.is_none());
}

#[test]
fn the_embed_dialog_shows_the_explorer_for_a_lesson_graded_by_it() {
    use crate::embed::Panel;
    let course = state().course.clone();
    let Some(index) = course.iter().position(|l| l.id == "ack-order-decides") else {
        panic!("the lesson ack-order-decides exists");
    };
    let lesson = state().reduce(Action::OpenLesson(index));
    assert!(lesson.lesson_asks_for_explorer());
    let dialog = lesson.reduce(Action::ToggleEmbed);
    assert!(dialog
        .embed
        .is_some_and(|(shown, _)| shown.has(Panel::Explorer)));
}
