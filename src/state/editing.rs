//! Edits of the scenario: a whole edited copy, the learner's arrangement of lines, a
//! crash point toggled in the gutter, a fault added, and a replayed schedule. An
//! invalid edit is refused with the core's reason and the state is kept.

use acklab_sim::{Fault, Scenario, Step};

use super::{AppState, FaultTarget, StageEdit};
use crate::notice::Notice;

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
            Err(error) => self.refused(Notice::Invalid(error)),
        }
    }

    /// An edit of the producer's or the relay's lines, by the core's rules: a crash
    /// stays after its step and goes with it (`Scenario::with_stage_steps`).
    pub(super) fn edit_stage(&self, change: StageEdit) -> Self {
        let scenario = &self.scenario;
        self.edit(match change {
            StageEdit::Producer(steps) => scenario.with_stage_steps(steps),
            StageEdit::Relay(steps) => scenario.with_stage_steps(steps),
            StageEdit::AddProducerSteps(steps) => scenario.with_producer_steps_added(&steps),
            StageEdit::ToggleCrash(fault) => scenario.with_fault_toggled(fault),
        })
    }

    /// Takes the learner's arrangement; runs it if the core accepts it. Faults tied to a
    /// step that left the pipeline go with it.
    pub(super) fn set_draft(&self, draft: Vec<Step>) -> Self {
        let scenario = self.scenario.with_pipeline(draft.clone());
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
            return self.refused(Notice::says("crash-needs-valid-order"));
        }
        let Some(message) = self.scenario.messages.get(self.target.message) else {
            return self.clone();
        };
        let fault = Fault::Crash {
            after,
            message: message.id.clone(),
            delivery: self.target.delivery,
        };
        self.edit(self.scenario.with_fault_toggled(fault))
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

    /// The scenario with one more fault (none: a target that names no message).
    pub(super) fn with_fault(&self, fault: Option<Fault>) -> Self {
        let mut scenario = (*self.scenario).clone();
        scenario.faults.extend(fault);
        self.edit(scenario)
    }

    /// A fault of a kind at the target message and delivery (a broker crash at the tick
    /// on screen). The menu offers only what the scenario can take; anything else is
    /// refused in words, never with a field's path.
    pub(super) fn with_fault_of_kind(&self, kind: acklab_sim::FaultKind) -> Self {
        let spot = acklab_sim::FaultSpot {
            message: self.target.message,
            delivery: self.target.delivery,
            tick: self.tick,
        };
        match self.scenario.with_fault_of_kind(kind, spot) {
            Some(scenario) => self.edit(scenario),
            None => self.refused(Notice::says("fault-cannot-happen-here")),
        }
    }

    /// The dedup steps need somewhere to remember ids: keep them in a table.
    pub(super) fn using_dedup_table(&self) -> Self {
        let mut scenario = (*self.scenario).clone();
        scenario.dedup.store = acklab_sim::DedupStore::Table;
        self.edit(scenario)
    }

    /// Which message and delivery the gutter's crash points apply to.
    pub(super) fn targeting(&self, target: FaultTarget) -> Self {
        AppState {
            target,
            ..self.clone()
        }
    }
}
