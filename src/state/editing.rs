//! Edits of the scenario: a whole edited copy, the learner's arrangement of lines, a
//! crash point toggled in the gutter, the explorer's run and a replayed schedule. An
//! invalid edit is refused with the core's reason and the state is kept.

use std::rc::Rc;

use acklab_sim::{explore, ExploreOptions, Fault, Scenario, Step};

use super::pipeline::carry_faults;
use super::{AppState, EXPLORE_LIMIT, EXPLORE_MAX_MESSAGES, EXPLORE_WORK_EVENTS};
use crate::errors::error_text;
use crate::i18n::{tr, tr_args};

impl AppState {
    /// Applies an edited scenario if it is valid; otherwise keeps everything and says why.
    pub(super) fn edit(&self, scenario: Scenario) -> Self {
        match scenario.validate() {
            Ok(()) => AppState {
                notice: None,
                ..self.with_scenario(scenario, self.tick)
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
            Ok(()) => AppState {
                notice: None,
                ..self.with_scenario(scenario, self.tick)
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

    pub(super) fn explore(&self) -> Self {
        if self.scenario.messages.len() > EXPLORE_MAX_MESSAGES {
            let limit = (EXPLORE_MAX_MESSAGES as u64).into();
            return self.refused(tr_args("explore-too-big", &[("limit", limit)]));
        }
        let options = ExploreOptions {
            pairs: false,
            max_schedules: EXPLORE_LIMIT,
            max_work_events: EXPLORE_WORK_EVENTS,
        };
        AppState {
            exploration: Some(Rc::new(explore(&self.scenario, options))),
            explored_with: self.scenario.faults.clone(),
            ..self.clone()
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
