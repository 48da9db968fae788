//! How each action changes the state: playback moves the tick, edits change the
//! scenario (and can be undone), and the rest.

use std::rc::Rc;

use super::{Action, AppState};

impl AppState {
    /// Playback: the tick moves, the scenario stays.
    pub(super) fn playback(&self, action: &Action) -> Option<Self> {
        Some(match action {
            Action::TogglePlay if self.playing => AppState {
                playing: false,
                ..self.clone()
            },
            Action::TogglePlay => return self.playback(&Action::Play),
            Action::SpeedStep(step) => {
                let speeds = crate::components::controls::SPEEDS;
                let now = speeds.iter().position(|s| *s >= self.speed).unwrap_or(0);
                let next = now
                    .saturating_add_signed(*step as isize)
                    .min(speeds.len() - 1);
                AppState {
                    speed: speeds[next],
                    ..self.clone()
                }
            }
            Action::Play if self.tick >= self.end_tick => AppState {
                tick: 0,
                playing: true,
                ..self.clone()
            },
            Action::Play => AppState {
                playing: true,
                ..self.clone()
            },
            Action::Pause => AppState {
                playing: false,
                ..self.clone()
            },
            Action::Advance if !self.playing => self.clone(),
            Action::Advance => {
                let tick = (self.tick + 1).min(self.end_tick);
                AppState {
                    tick,
                    playing: tick < self.end_tick,
                    ..self.clone()
                }
            }
            Action::StepForward => self.at(self.tick + 1),
            Action::StepBack => self.at(self.tick.saturating_sub(1)),
            Action::RunToEnd => self.at(self.end_tick),
            Action::Reset => self.at(0),
            Action::Scrub(tick) => self.at(*tick),
            Action::SetSpeed(speed) => AppState {
                speed: (*speed).clamp(1, 50),
                ..self.clone()
            },
            _ => return None,
        })
    }

    /// The scenario with one more fault (none: a target that names no message).
    fn with_fault(&self, fault: Option<acklab_sim::Fault>) -> Self {
        let mut scenario = (*self.scenario).clone();
        scenario.faults.extend(fault);
        self.edit(scenario)
    }

    /// Edits of the scenario or of the lines; each can be undone.
    pub(super) fn edited(&self, action: Action) -> Result<Self, Action> {
        let next = match action {
            Action::Edit(scenario) => self.edit(*scenario),
            Action::SetDraft(draft) => self.set_draft(draft),
            Action::ToggleCrash(step) => self.toggle_crash(step),
            Action::LoadSchedule(faults) => self.load_schedule(faults),
            Action::AddFault(fault) => self.with_fault(Some(fault)),
            Action::AddFaultOfKind(kind) => {
                let spot = acklab_sim::FaultSpot {
                    message: self.target.message,
                    delivery: self.target.delivery,
                    tick: self.tick,
                };
                // The menu offers only what the scenario can take; anything else is
                // refused in words, never with a field's path.
                match self.scenario.with_fault_of_kind(kind, spot) {
                    Some(scenario) => self.edit(scenario),
                    None => self.refused(crate::i18n::tr("fault-cannot-happen-here")),
                }
            }
            Action::UseDedupTable => {
                let mut scenario = (*self.scenario).clone();
                scenario.dedup.store = acklab_sim::DedupStore::Table;
                self.edit(scenario)
            }
            other => return Err(other),
        };
        Ok(next.remembering(self))
    }

    /// Everything that is neither playback nor an edit.
    pub(super) fn other(&self, action: Action) -> Self {
        let this = self.clone();
        match action {
            Action::SetTarget(target) => AppState { target, ..this },
            Action::Explore { pairs } => self.explore(pairs),
            Action::ExploreProgress { run, done, total } => self.explore_progress(run, done, total),
            Action::Explored { run, exploration } => self.explored(run, exploration),
            Action::ExploreFailed { run, reason } => self.explore_failed(run, reason),
            Action::CancelExplore => AppState {
                exploring: None,
                ..this
            },
            Action::DismissNotice => AppState {
                notice: None,
                ..this
            },
            // The new locale's lesson texts were installed just before: take them in.
            Action::SetLocale(locale) => AppState {
                locale,
                course: Rc::new(crate::i18n::course()),
                glossary: Rc::new(crate::i18n::glossary()),
                ..this
            },
            Action::OpenLesson(index) => self.open_lesson(index),
            Action::Choose(choice) => self.with_lesson(|p| p.choice = Some(choice)),
            Action::CommitPrediction => self.with_lesson(|p| p.committed = true),
            Action::CloseLesson => AppState {
                lesson: None,
                ..this
            },
            Action::BackToOwnScenario => match &self.own_scenario {
                Some(own) if self.lesson.is_none() => {
                    match self.with_scenario((**own).clone(), 0) {
                        Ok(back) => AppState {
                            own_scenario: None,
                            push_history: true,
                            ..back
                        }
                        .forgetting_edits(),
                        Err(why) => self.refused(why),
                    }
                }
                _ => this,
            },
            Action::SetDone(done) => AppState {
                done: Rc::new(done),
                ..this
            },
            Action::Notice(text) => AppState {
                notice: Some(text),
                ..this
            },
            Action::Toast(text) => AppState {
                toast: Some((self.toast.as_ref().map_or(0, |(n, _)| n + 1), text)),
                ..this
            },
            Action::ToastGone(number) => AppState {
                toast: self.toast.clone().filter(|(n, _)| *n != number),
                ..this
            },
            Action::OpenReference(reference) => AppState {
                reference: Some(reference),
                ..this
            },
            Action::CloseReference => AppState {
                reference: None,
                ..this
            },
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            // Refused, the address goes back to what is on screen, as after a broken link.
            Action::Restore(lesson, scenario) => self
                .restore(lesson, scenario.map(|s| *s))
                .unwrap_or_else(|why| AppState {
                    revision: self.revision + 1,
                    ..self.refused(why)
                }),
            // An opened file is a scenario of its own: any lesson closes, as after a link.
            Action::Import(text) => match acklab_sim::Scenario::from_json(&text) {
                Ok(scenario) => match self.restore(None, Some(scenario)) {
                    Ok(next) => AppState {
                        notice: None,
                        ..next
                    },
                    Err(why) => self.refused(why),
                },
                Err(error) => AppState {
                    notice: Some(crate::i18n::tr_args(
                        "import-refused",
                        &[("reason", crate::errors::error_text(&error).into())],
                    )),
                    ..this
                },
            },
            Action::SetSettingsOpen(settings_open) => AppState {
                settings_open,
                ..this
            },
            // Lesson texts may be among them: the course takes them in (and the new
            // state renders the page that waited for them).
            Action::BrokenAddress(why) => AppState {
                notice: Some(why),
                revision: self.revision + 1,
                ..this
            },
            Action::ToggleHelp => AppState {
                help_open: !self.help_open,
                ..this
            },
            Action::CloseHelp => AppState {
                help_open: false,
                ..this
            },
            Action::TogglePresenting => AppState {
                presenting: !self.presenting,
                ..this
            },
            Action::TextsLoaded => AppState {
                course: Rc::new(crate::i18n::course()),
                glossary: Rc::new(crate::i18n::glossary()),
                ..this
            },
            _ => this,
        }
    }
}
