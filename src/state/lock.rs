//! The reducer's rules about actions: what a locked frame (`?lock`) and a pinned lesson
//! (`?embed&lesson=`) refuse, what waits for a lesson's answer, what gets a history
//! entry. One exhaustive `match` gives every action its rules, so that a new action
//! cannot compile until it says.

use super::action::Action;

/// How the reducer treats an action.
#[derive(Clone, Copy)]
pub(super) struct Rules {
    /// It would change what a locked frame shows: its scenario (an edit, a replayed
    /// schedule, an opened file, an address followed), its lesson or its deck.
    pub changes_locked_content: bool,
    /// It would leave a pinned lesson for another lesson or for none.
    leaves_lesson: Leaves,
    /// It would move time on or change the scenario, and so could reveal a lesson's
    /// answer before it is given.
    pub waits_for_the_answer: bool,
    /// An explicit step with a history entry of its own (Back returns to the state
    /// before it); everything else only replaces the address.
    pub gets_history_entry: bool,
}

#[derive(Clone, Copy, PartialEq)]
enum Leaves {
    Never,
    Always,
    /// An address followed: only when it is another lesson's.
    ForAnotherLesson,
}

/// Playing, exploring (which changes nothing) and the frame's own display choices.
const PLAIN: Rules = Rules {
    changes_locked_content: false,
    leaves_lesson: Leaves::Never,
    waits_for_the_answer: false,
    gets_history_entry: false,
};

/// An edit of the scenario.
const EDIT: Rules = Rules {
    changes_locked_content: true,
    waits_for_the_answer: true,
    ..PLAIN
};

/// A change of lesson.
const SWITCH: Rules = Rules {
    changes_locked_content: true,
    leaves_lesson: Leaves::Always,
    gets_history_entry: true,
    ..PLAIN
};

impl Rules {
    /// Whether the action would leave the pinned lesson `pinned`; an address followed
    /// inside the frame (Back, Forward) may go on within the lesson, not out of it.
    pub(super) fn leaves_lesson(self, action: &Action, pinned: Option<&str>) -> bool {
        match (self.leaves_lesson, action) {
            (Leaves::ForAnotherLesson, Action::Restore(lesson, _)) => lesson.as_deref() != pinned,
            (leaves, _) => leaves == Leaves::Always,
        }
    }
}

impl Action {
    pub(super) fn rules(&self) -> Rules {
        match self {
            Action::EditIn(..)
            | Action::Edit(_)
            | Action::EditStage(_)
            | Action::SetDraft(_)
            | Action::ToggleCrash(_)
            | Action::AddFault(_)
            | Action::AddFaultOfKind(_)
            | Action::UseDedupTable
            | Action::Undo
            | Action::Redo => EDIT,
            Action::LoadSchedule(_) => Rules {
                gets_history_entry: true,
                ..EDIT
            },
            // An opened file replaces the lesson's scenario and closes the lesson.
            Action::OpenLesson(_)
            | Action::CloseLesson
            | Action::BackToOwnScenario
            | Action::Import(_) => SWITCH,
            Action::Restore(..) => Rules {
                changes_locked_content: true,
                leaves_lesson: Leaves::ForAnotherLesson,
                ..PLAIN
            },
            Action::AddSlide(..)
            | Action::MoveSlide(..)
            | Action::RemoveSlide(_)
            | Action::CloseDeck
            | Action::ReopenDeck => Rules {
                changes_locked_content: true,
                ..PLAIN
            },
            Action::Play
            | Action::TogglePlay
            | Action::Advance
            | Action::StepForward
            | Action::RunToEnd
            | Action::Scrub(_)
            | Action::Explore { .. } => Rules {
                waits_for_the_answer: true,
                ..PLAIN
            },
            Action::SetTarget(_)
            | Action::Pause
            | Action::StepBack
            | Action::Reset
            | Action::SetSpeed(_)
            | Action::TogglePresenting
            | Action::ToggleHelp
            | Action::CloseHelp
            | Action::SpeedStep(_)
            | Action::ExploreProgress { .. }
            | Action::Explored { .. }
            | Action::ExploreFailed { .. }
            | Action::CancelExplore
            | Action::DismissNotice
            | Action::SetLocale(_)
            | Action::Choose(_)
            | Action::CommitPrediction
            | Action::SetDone(_)
            | Action::Notice(_)
            | Action::Toast(_)
            | Action::ToastGone(_)
            | Action::UpdateReady
            | Action::OpenReference(_)
            | Action::CloseReference
            | Action::SetSettingsOpen(_)
            | Action::TextsLoaded(_)
            | Action::GoSlide(_)
            | Action::SlideStep(_)
            | Action::ToggleDeckEditor
            | Action::ToggleEmbed
            | Action::EmbedPanel(_)
            | Action::EmbedLock
            | Action::Compare(_)
            | Action::BrokenAddress(_) => PLAIN,
        }
    }
}
