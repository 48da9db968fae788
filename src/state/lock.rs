//! The reducer's rules about actions: what a locked frame (`?lock`) and a pinned lesson
//! (`?embed&lesson=`) refuse, what waits for a lesson's answer, what gets a history
//! entry. One exhaustive answer per action each, so that a new action cannot compile
//! until it says.

use super::action::Action;

impl Action {
    /// Whether the action would change what a locked frame shows: its scenario (an
    /// edit, a replayed schedule, an opened file, an address followed), its lesson or
    /// its deck. Playing, exploring (which changes nothing) and the frame's own display
    /// choices stay allowed.
    pub(super) fn changes_locked_content(&self) -> bool {
        match self {
            Action::EditIn(..)
            | Action::Edit(_)
            | Action::SetDraft(_)
            | Action::ToggleCrash(_)
            | Action::AddFault(_)
            | Action::AddFaultOfKind(_)
            | Action::LoadSchedule(_)
            | Action::UseDedupTable
            | Action::Undo
            | Action::Redo
            | Action::Import(_)
            | Action::Restore(..)
            | Action::OpenLesson(_)
            | Action::CloseLesson
            | Action::BackToOwnScenario
            | Action::AddSlide(..)
            | Action::MoveSlide(..)
            | Action::RemoveSlide(_)
            | Action::CloseDeck
            | Action::ReopenDeck => true,
            Action::SetTarget(_)
            | Action::Play
            | Action::Pause
            | Action::Advance
            | Action::StepForward
            | Action::StepBack
            | Action::RunToEnd
            | Action::Reset
            | Action::Scrub(_)
            | Action::SetSpeed(_)
            | Action::TogglePlay
            | Action::TogglePresenting
            | Action::ToggleHelp
            | Action::CloseHelp
            | Action::SpeedStep(_)
            | Action::Explore { .. }
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
            | Action::OpenReference(_)
            | Action::CloseReference
            | Action::SetSettingsOpen(_)
            | Action::TextsLoaded
            | Action::GoSlide(_)
            | Action::SlideStep(_)
            | Action::ToggleDeckEditor
            | Action::ToggleEmbed
            | Action::EmbedPanel(_)
            | Action::EmbedLock
            | Action::Compare(_)
            | Action::BrokenAddress(_) => false,
        }
    }

    /// Whether the action would leave the pinned lesson `pinned` for another lesson or
    /// for none. An address followed inside the frame (Back, Forward) may go on within
    /// the lesson, not out of it.
    pub(super) fn leaves_lesson(&self, pinned: Option<&str>) -> bool {
        match self {
            // An opened file replaces the lesson's scenario and closes the lesson.
            Action::OpenLesson(_)
            | Action::CloseLesson
            | Action::BackToOwnScenario
            | Action::Import(_) => true,
            Action::Restore(lesson, _) => lesson.as_deref() != pinned,
            Action::EditIn(..)
            | Action::Edit(_)
            | Action::SetDraft(_)
            | Action::ToggleCrash(_)
            | Action::SetTarget(_)
            | Action::Play
            | Action::Pause
            | Action::Advance
            | Action::StepForward
            | Action::StepBack
            | Action::RunToEnd
            | Action::Reset
            | Action::Scrub(_)
            | Action::SetSpeed(_)
            | Action::TogglePlay
            | Action::TogglePresenting
            | Action::ToggleHelp
            | Action::CloseHelp
            | Action::SpeedStep(_)
            | Action::Explore { .. }
            | Action::ExploreProgress { .. }
            | Action::Explored { .. }
            | Action::ExploreFailed { .. }
            | Action::CancelExplore
            | Action::LoadSchedule(_)
            | Action::DismissNotice
            | Action::AddFault(_)
            | Action::AddFaultOfKind(_)
            | Action::SetLocale(_)
            | Action::Choose(_)
            | Action::CommitPrediction
            | Action::SetDone(_)
            | Action::Notice(_)
            | Action::Toast(_)
            | Action::ToastGone(_)
            | Action::OpenReference(_)
            | Action::CloseReference
            | Action::Undo
            | Action::Redo
            | Action::UseDedupTable
            | Action::SetSettingsOpen(_)
            | Action::TextsLoaded
            | Action::AddSlide(..)
            | Action::GoSlide(_)
            | Action::SlideStep(_)
            | Action::MoveSlide(..)
            | Action::RemoveSlide(_)
            | Action::CloseDeck
            | Action::ReopenDeck
            | Action::ToggleDeckEditor
            | Action::ToggleEmbed
            | Action::EmbedPanel(_)
            | Action::EmbedLock
            | Action::Compare(_)
            | Action::BrokenAddress(_) => false,
        }
    }

    /// Whether the action waits for a lesson's open question: it would move time on or
    /// change the scenario, and so could reveal the answer before it is given.
    pub(super) fn waits_for_the_answer(&self) -> bool {
        match self {
            Action::EditIn(..)
            | Action::Edit(_)
            | Action::SetDraft(_)
            | Action::ToggleCrash(_)
            | Action::Play
            | Action::Advance
            | Action::StepForward
            | Action::RunToEnd
            | Action::Scrub(_)
            | Action::TogglePlay
            | Action::Explore { .. }
            | Action::LoadSchedule(_)
            | Action::AddFault(_)
            | Action::AddFaultOfKind(_)
            | Action::Undo
            | Action::Redo
            | Action::UseDedupTable => true,
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
            | Action::OpenLesson(_)
            | Action::Choose(_)
            | Action::CommitPrediction
            | Action::CloseLesson
            | Action::SetDone(_)
            | Action::Notice(_)
            | Action::Toast(_)
            | Action::ToastGone(_)
            | Action::OpenReference(_)
            | Action::CloseReference
            | Action::Restore(..)
            | Action::SetSettingsOpen(_)
            | Action::TextsLoaded
            | Action::AddSlide(..)
            | Action::GoSlide(_)
            | Action::SlideStep(_)
            | Action::MoveSlide(..)
            | Action::RemoveSlide(_)
            | Action::CloseDeck
            | Action::BackToOwnScenario
            | Action::ReopenDeck
            | Action::ToggleDeckEditor
            | Action::ToggleEmbed
            | Action::EmbedPanel(_)
            | Action::EmbedLock
            | Action::Compare(_)
            | Action::Import(_)
            | Action::BrokenAddress(_) => false,
        }
    }

    /// Whether the action is an explicit step that gets a history entry of its own
    /// (Back returns to the state before it); everything else only replaces the address.
    pub(super) fn gets_history_entry(&self) -> bool {
        match self {
            Action::LoadSchedule(_)
            | Action::OpenLesson(_)
            | Action::CloseLesson
            | Action::BackToOwnScenario
            | Action::Import(_) => true,
            Action::EditIn(..)
            | Action::Edit(_)
            | Action::SetDraft(_)
            | Action::ToggleCrash(_)
            | Action::SetTarget(_)
            | Action::Play
            | Action::Pause
            | Action::Advance
            | Action::StepForward
            | Action::StepBack
            | Action::RunToEnd
            | Action::Reset
            | Action::Scrub(_)
            | Action::SetSpeed(_)
            | Action::TogglePlay
            | Action::TogglePresenting
            | Action::ToggleHelp
            | Action::CloseHelp
            | Action::SpeedStep(_)
            | Action::Explore { .. }
            | Action::ExploreProgress { .. }
            | Action::Explored { .. }
            | Action::ExploreFailed { .. }
            | Action::CancelExplore
            | Action::DismissNotice
            | Action::AddFault(_)
            | Action::AddFaultOfKind(_)
            | Action::SetLocale(_)
            | Action::Choose(_)
            | Action::CommitPrediction
            | Action::SetDone(_)
            | Action::Notice(_)
            | Action::Toast(_)
            | Action::ToastGone(_)
            | Action::OpenReference(_)
            | Action::CloseReference
            | Action::Undo
            | Action::Redo
            | Action::UseDedupTable
            | Action::Restore(..)
            | Action::SetSettingsOpen(_)
            | Action::TextsLoaded
            | Action::AddSlide(..)
            | Action::GoSlide(_)
            | Action::SlideStep(_)
            | Action::MoveSlide(..)
            | Action::RemoveSlide(_)
            | Action::CloseDeck
            | Action::ReopenDeck
            | Action::ToggleDeckEditor
            | Action::ToggleEmbed
            | Action::EmbedPanel(_)
            | Action::EmbedLock
            | Action::Compare(_)
            | Action::BrokenAddress(_) => false,
        }
    }
}
