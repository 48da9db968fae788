//! Every action's change to the state, one arm each and no catch-all: a new action does
//! not compile until it is given its change here. The changes themselves live with
//! their part of the state (playback, editing, lesson, deck, page).

use super::{Action, AppState};

impl AppState {
    /// The state after `action` (the lock, the open question and the compared run are
    /// checked around it, in `reduced`).
    pub(super) fn next(&self, action: Action) -> Self {
        match action {
            // Playback: the tick moves, the scenario stays.
            Action::Play => self.play(),
            Action::Pause => self.paused(),
            Action::TogglePlay => self.toggle_play(),
            Action::Advance => self.advance(),
            Action::StepForward => self.at(self.tick + 1),
            Action::StepBack => self.at(self.tick.saturating_sub(1)),
            Action::RunToEnd => self.at(self.end_tick),
            Action::Reset => self.at(0),
            Action::Scrub(tick) => self.at(tick),
            Action::SetSpeed(speed) => self.with_speed(speed),
            Action::SpeedStep(step) => self.speed_step(step),
            // Edits of the scenario or of the lines: each can be undone. An edit from a
            // panel reaches here with its place already taken (place::split).
            Action::EditIn(_, scenario) | Action::Edit(scenario) => {
                self.edit(*scenario).remembering(self)
            }
            Action::EditStage(change) => self.edit_stage(change).remembering(self),
            Action::SetDraft(draft) => self.set_draft(draft).remembering(self),
            Action::ToggleCrash(step) => self.toggle_crash(step).remembering(self),
            Action::LoadSchedule(faults) => self.load_schedule(faults).remembering(self),
            Action::AddFault(fault) => self.with_fault(Some(fault)).remembering(self),
            Action::AddFaultOfKind(kind) => self.with_fault_of_kind(kind).remembering(self),
            Action::UseDedupTable => self.using_dedup_table().remembering(self),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::SetTarget(target) => self.targeting(target),
            // The explorer's sweep, run in its worker.
            Action::Explore { pairs } => self.explore(pairs),
            Action::ExploreProgress { run, done, total } => self.explore_progress(run, done, total),
            Action::Explored { run, exploration } => self.explored(run, exploration),
            Action::ExploreFailed { run, reason } => self.explore_failed(run, reason),
            Action::CancelExplore => self.explore_cancelled(),
            // Lessons.
            Action::OpenLesson(index) => self.open_lesson(index),
            Action::Choose(choice) => self.with_lesson(|p| p.choice = Some(choice)),
            Action::CommitPrediction => self.with_lesson(|p| p.committed = true),
            Action::CloseLesson => self.lesson_closed(),
            Action::BackToOwnScenario => self.back_to_own_scenario(),
            Action::SetDone(done) => self.with_done(done),
            // Decks, the compared consumer and the Embed dialog.
            Action::AddSlide(title, note) => self.add_slide(title, note),
            Action::GoSlide(index) => self.show_slide(index),
            Action::SlideStep(step) => self.slide_step(step),
            Action::MoveSlide(index, step) => self.move_slide(index, step),
            Action::RemoveSlide(index) => self.remove_slide(index),
            Action::CloseDeck => self.close_deck(),
            Action::ReopenDeck => self.reopen_deck(),
            Action::ToggleDeckEditor => self.toggle_deck_editor(),
            Action::Compare(pipeline) => self.comparing(pipeline),
            Action::ToggleEmbed => self.toggle_embed(),
            Action::EmbedPanel(panel) => self.embed_panel(panel),
            Action::EmbedLock => self.embed_lock(),
            // The page: messages, dialogs, texts, the language and addresses.
            Action::Notice(notice) => self.with_notice(notice),
            Action::DismissNotice => self.notice_dismissed(),
            Action::Toast(said) => self.toasting(said),
            Action::ToastGone(number) => self.toast_gone(number),
            Action::UpdateReady => self.update_offered(),
            Action::OpenReference(reference) => self.with_reference(Some(reference)),
            Action::CloseReference => self.with_reference(None),
            Action::SetSettingsOpen(open) => self.with_settings_open(open),
            Action::ToggleHelp => self.with_help(!self.help_open),
            Action::CloseHelp => self.with_help(false),
            Action::TogglePresenting => self.toggle_presenting(),
            Action::SetLocale(texts) | Action::TextsLoaded(texts) => self.texts_loaded(texts),
            Action::Restore(lesson, scenario) => self.restore_or_refuse(lesson, scenario),
            Action::Import(text) => self.import(text),
            Action::BrokenAddress(why) => self.broken_address(why),
        }
    }
}
