//! The lock over every action: a locked frame keeps its scenario, its lesson and its
//! deck whatever it is sent, and a pinned lesson stays open. The samples are listed
//! behind an exhaustive match, so a new action fails to compile here until it has one.

use super::tests::open_lesson;
use super::*;
use crate::notice::Notice;

/// One sample of every action.
fn every_action() -> Vec<Action> {
    let scenario = || Box::new(acklab_sim::Scenario::example());
    let exploration = Rc::new(
        Exploration::from_wire(&acklab_sim::explore(&scenario(), Default::default()).to_wire())
            .expect("the wire form reads back"),
    );
    let other_lesson = Some("work-first-doubles".to_string());
    vec![
        Action::EditIn(Place::Consumer, scenario()),
        Action::Edit(scenario()),
        Action::SetDraft(vec![Step::Receive, Step::Ack, Step::Apply]),
        Action::ToggleCrash(Step::Apply),
        Action::SetTarget(FaultTarget {
            message: 0,
            delivery: 2,
        }),
        Action::Play,
        Action::Pause,
        Action::Advance,
        Action::StepForward,
        Action::StepBack,
        Action::RunToEnd,
        Action::Reset,
        Action::Scrub(3),
        Action::SetSpeed(2),
        Action::TogglePlay,
        Action::TogglePresenting,
        Action::ToggleHelp,
        Action::CloseHelp,
        Action::SpeedStep(1),
        Action::Explore { pairs: false },
        Action::ExploreProgress {
            run: 1,
            done: 1,
            total: 2,
        },
        Action::Explored {
            run: 1,
            exploration,
        },
        Action::ExploreFailed {
            run: 1,
            reason: "explore-crashed",
        },
        Action::CancelExplore,
        Action::LoadSchedule(vec![acklab_sim::Fault::LoseAck {
            message: "m1".into(),
            delivery: 1,
        }]),
        Action::DismissNotice,
        Action::AddFault(acklab_sim::Fault::LoseAck {
            message: "m1".into(),
            delivery: 1,
        }),
        Action::AddFaultOfKind(acklab_sim::FaultKind::LoseAck),
        Action::SetLocale(crate::i18n::texts()),
        Action::OpenLesson(1),
        Action::Choose(acklab_lessons::Answer::Outcome(acklab_sim::Outcome::Lost)),
        Action::CommitPrediction,
        Action::CloseLesson,
        Action::SetDone(vec!["ack-first-loses".into()]),
        Action::Notice(Notice::says("dismiss")),
        Action::Toast(Notice::says("link-copied")),
        Action::ToastGone(1),
        Action::OpenReference(Reference::BrokerRules),
        Action::CloseReference,
        Action::Undo,
        Action::Redo,
        Action::UseDedupTable,
        Action::Restore(other_lesson, Some(scenario())),
        Action::SetSettingsOpen(true),
        Action::TextsLoaded(crate::i18n::texts()),
        Action::AddSlide("title".into(), "note".into()),
        Action::GoSlide(0),
        Action::SlideStep(1),
        Action::MoveSlide(0, 1),
        Action::RemoveSlide(0),
        Action::CloseDeck,
        Action::BackToOwnScenario,
        Action::ReopenDeck,
        Action::ToggleDeckEditor,
        Action::ToggleEmbed,
        Action::EmbedPanel(crate::embed::Panel::Faults),
        Action::EmbedLock,
        Action::Compare(Some(vec![Step::Receive, Step::Apply, Step::Ack])),
        Action::Import(acklab_sim::Scenario::example().to_json()),
        Action::BrokenAddress(Notice::says("broken-base64")),
        Action::UpdateReady,
        Action::EditStage(StageEdit::AddProducerSteps(vec![
            acklab_sim::ProducerStep::Publish,
        ])),
    ]
}

/// The sample's place in the list; the match has no wildcard, so a new action cannot
/// compile without a place, and the test below then asks for its sample.
fn ordinal(action: &Action) -> usize {
    match action {
        Action::EditIn(..) => 0,
        Action::Edit(_) => 1,
        Action::SetDraft(_) => 2,
        Action::ToggleCrash(_) => 3,
        Action::SetTarget(_) => 4,
        Action::Play => 5,
        Action::Pause => 6,
        Action::Advance => 7,
        Action::StepForward => 8,
        Action::StepBack => 9,
        Action::RunToEnd => 10,
        Action::Reset => 11,
        Action::Scrub(_) => 12,
        Action::SetSpeed(_) => 13,
        Action::TogglePlay => 14,
        Action::TogglePresenting => 15,
        Action::ToggleHelp => 16,
        Action::CloseHelp => 17,
        Action::SpeedStep(_) => 18,
        Action::Explore { .. } => 19,
        Action::ExploreProgress { .. } => 20,
        Action::Explored { .. } => 21,
        Action::ExploreFailed { .. } => 22,
        Action::CancelExplore => 23,
        Action::LoadSchedule(_) => 24,
        Action::DismissNotice => 25,
        Action::AddFault(_) => 26,
        Action::AddFaultOfKind(_) => 27,
        Action::SetLocale(_) => 28,
        Action::OpenLesson(_) => 29,
        Action::Choose(_) => 30,
        Action::CommitPrediction => 31,
        Action::CloseLesson => 32,
        Action::SetDone(_) => 33,
        Action::Notice(_) => 34,
        Action::Toast(_) => 35,
        Action::ToastGone(_) => 36,
        Action::OpenReference(_) => 37,
        Action::CloseReference => 38,
        Action::Undo => 39,
        Action::Redo => 40,
        Action::UseDedupTable => 41,
        Action::Restore(..) => 42,
        Action::SetSettingsOpen(_) => 43,
        Action::TextsLoaded(_) => 44,
        Action::AddSlide(..) => 45,
        Action::GoSlide(_) => 46,
        Action::SlideStep(_) => 47,
        Action::MoveSlide(..) => 48,
        Action::RemoveSlide(_) => 49,
        Action::CloseDeck => 50,
        Action::BackToOwnScenario => 51,
        Action::ReopenDeck => 52,
        Action::ToggleDeckEditor => 53,
        Action::ToggleEmbed => 54,
        Action::EmbedPanel(_) => 55,
        Action::EmbedLock => 56,
        Action::Compare(_) => 57,
        Action::Import(_) => 58,
        Action::BrokenAddress(_) => 59,
        Action::UpdateReady => 60,
        Action::EditStage(_) => 61,
    }
}

#[test]
fn every_action_has_a_sample() {
    let ordinals: Vec<usize> = every_action().iter().map(ordinal).collect();
    assert_eq!(ordinals, (0..62).collect::<Vec<_>>());
}

fn framed(query: &str, opened: Rc<AppState>) -> Rc<AppState> {
    Rc::new(AppState {
        frame: Rc::new(crate::embed::frame(query)),
        ..(*opened).clone()
    })
}

/// A locked frame with a lesson open: whatever it is sent, the scenario, the consumer,
/// the lesson and the deck stay (an address followed, `Restore`, included).
#[test]
fn a_locked_frame_keeps_its_scenario_lesson_and_deck_under_every_action() {
    let lesson = open_lesson("ack-first-loses").reduce(Action::CommitPrediction);
    let locked = framed("embed&lock&lesson=ack-first-loses", lesson);
    for action in every_action() {
        let name = ordinal(&action);
        let after = locked.clone().reduce(action);
        assert_eq!(after.scenario, locked.scenario, "action {name}");
        assert_eq!(after.draft, locked.draft, "action {name}");
        assert_eq!(after.lesson_id(), locked.lesson_id(), "action {name}");
        assert_eq!(after.deck, locked.deck, "action {name}");
    }
}

/// A pinned lesson may be edited and followed back and forth within itself, never
/// left: an address of another lesson is refused, one of its own is followed.
#[test]
fn a_pinned_lesson_follows_its_own_addresses_only() {
    let pinned = framed(
        "embed&lesson=ack-first-loses",
        open_lesson("ack-first-loses"),
    );
    let id = pinned.lesson_id();
    for action in every_action() {
        let name = ordinal(&action);
        assert_eq!(
            pinned.clone().reduce(action).lesson_id(),
            id,
            "action {name}"
        );
    }
    let own = Action::Restore(id.clone(), Some(Box::new(acklab_sim::Scenario::example())));
    let followed = pinned.clone().reduce(own);
    assert_eq!(*followed.scenario, acklab_sim::Scenario::example());
    assert_eq!(followed.lesson_id(), id);
}

/// While a lesson's question is open, no action reveals the answer: one that leaves the
/// question open (same lesson, no prediction yet) moves neither time nor the scenario.
#[test]
fn an_open_question_holds_time_and_the_scenario_under_every_action() {
    let asking = open_lesson("ack-first-loses");
    assert!(asking.prediction_pending());
    for action in every_action() {
        let name = ordinal(&action);
        let after = asking.clone().reduce(action);
        if after.lesson_id() == asking.lesson_id() && after.prediction_pending() {
            assert_eq!(after.tick, asking.tick, "action {name}");
            assert_eq!(after.scenario, asking.scenario, "action {name}");
            assert_eq!(after.draft, asking.draft, "action {name}");
        }
    }
}
