//! Edits of the scenario: a whole edited copy, the learner's arrangement of lines, a
//! crash point toggled in the gutter, the explorer's run and a replayed schedule. An
//! invalid edit is refused with the core's reason and the state is kept.

use std::rc::Rc;

use acklab_sim::{Exploration, Fault, Scenario, Step};

use super::pipeline::carry_faults;
use super::{AppState, ExploreRun, EXPLORE_MAX_MESSAGES};
use crate::errors::error_text;
use crate::i18n::{tr, tr_args};

impl AppState {
    /// Applies an edited scenario if it is valid; otherwise keeps everything and says why.
    pub(super) fn edit(&self, scenario: Scenario) -> Self {
        match scenario.validate() {
            Ok(()) => match self.with_scenario(scenario, self.tick) {
                Ok(next) => AppState {
                    notice: None,
                    ..next
                },
                Err(why) => self.refused(why),
            },
            Err(error) => self.refused(error_text(&error)),
        }
    }

    /// Takes the learner's arrangement; runs it if the core accepts it. Faults tied to a
    /// step that left the pipeline go with it.
    pub(super) fn set_draft(&self, draft: Vec<Step>) -> Self {
        let mut scenario = (*self.scenario).clone();
        scenario.faults = carry_faults(&self.scenario.pipeline, &draft, &scenario.faults);
        scenario.pipeline = draft.clone();
        match scenario.validate() {
            Ok(()) => match self.with_scenario(scenario, self.tick) {
                Ok(next) => AppState {
                    notice: None,
                    ..next
                },
                Err(why) => self.refused(why),
            },
            Err(error) => AppState {
                draft,
                draft_error: Some(error),
                ..self.clone()
            },
        }
    }

    pub(super) fn toggle_crash(&self, after: Step) -> Self {
        if !self.scenario.pipeline.contains(&after) {
            return self.refused(tr("crash-needs-valid-order"));
        }
        let Some(message) = self.scenario.messages.get(self.target.message) else {
            return self.clone();
        };
        let fault = Fault::Crash {
            after,
            message: message.id.clone(),
            delivery: self.target.delivery,
        };
        let mut scenario = (*self.scenario).clone();
        if let Some(position) = scenario.faults.iter().position(|f| *f == fault) {
            scenario.faults.remove(position);
        } else {
            scenario.faults.push(fault);
        }
        self.edit(scenario)
    }

    /// Starts a sweep: the shell's worker hook sees the new run and starts the worker
    /// (`crate::explorer_worker`); a sweep already running is replaced.
    pub(super) fn explore(&self, pairs: bool) -> Self {
        if self.scenario.messages.len() > EXPLORE_MAX_MESSAGES {
            let limit = (EXPLORE_MAX_MESSAGES as u64).into();
            return self.refused(tr_args("explore-too-big", &[("limit", limit)]));
        }
        let id = self.explore_runs.wrapping_add(1);
        AppState {
            exploring: Some(ExploreRun {
                id,
                pairs,
                done: 0,
                total: 0,
            }),
            explore_runs: id,
            ..self.clone()
        }
    }

    /// Whether a worker's message is about the sweep running now (not a cancelled one).
    fn is_running(&self, run: u32) -> bool {
        self.exploring.as_ref().is_some_and(|r| r.id == run)
    }

    pub(super) fn explore_progress(&self, run: u32, done: u64, total: u64) -> Self {
        match &self.exploring {
            Some(running) if running.id == run => AppState {
                exploring: Some(ExploreRun {
                    done,
                    total,
                    ..running.clone()
                }),
                ..self.clone()
            },
            _ => self.clone(),
        }
    }

    /// The worker's answer becomes the explorer's result (and may grade a lesson).
    pub(super) fn explored(&self, run: u32, exploration: Rc<Exploration>) -> Self {
        if !self.is_running(run) {
            return self.clone();
        }
        AppState {
            exploration: Some(exploration),
            explored_with: self.scenario.faults.clone(),
            exploring: None,
            ..self.clone()
        }
    }

    pub(super) fn explore_failed(&self, run: u32, reason: String) -> Self {
        if !self.is_running(run) {
            return self.clone();
        }
        AppState {
            exploring: None,
            ..self.refused(tr_args("explore-failed", &[("reason", reason.into())]))
        }
    }

    pub(super) fn load_schedule(&self, faults: Vec<Fault>) -> Self {
        let mut scenario = (*self.scenario).clone();
        scenario.faults = faults;
        let exploration = self.exploration.clone();
        let loaded = self.edit(scenario);
        AppState {
            tick: loaded.end_tick,
            exploration,
            push_history: true,
            ..loaded
        }
    }
}
