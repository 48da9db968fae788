//! Undo and redo: every edit of the scenario or of the consumer's lines keeps what
//! was there before, so a learner can try something and take it back.

use std::rc::Rc;

use acklab_sim::{Scenario, Step};

use super::AppState;

/// How many edits can be undone.
const UNDO_DEPTH: usize = 100;

/// What an edit changed: the scenario that ran, and the lines as arranged (which may
/// be an arrangement that cannot run yet).
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    pub scenario: Rc<Scenario>,
    pub draft: Vec<Step>,
}

impl AppState {
    pub(super) fn snapshot(&self) -> Snapshot {
        Snapshot {
            scenario: self.scenario.clone(),
            draft: self.draft.clone(),
        }
    }

    /// `self` after an edit from `before`: the state before goes on the undo stack,
    /// and the redo stack is dropped, as in any editor.
    pub(super) fn remembering(self, before: &AppState) -> Self {
        if self.scenario == before.scenario && self.draft == before.draft {
            return self;
        }
        let mut past = (*before.past).clone();
        past.push(before.snapshot());
        if past.len() > UNDO_DEPTH {
            past.remove(0);
        }
        AppState {
            past: Rc::new(past),
            future: Rc::new(Vec::new()),
            ..self
        }
    }

    /// Puts a snapshot back, keeping the tick where it was.
    fn restored(&self, snapshot: &Snapshot) -> Self {
        let scenario = (*snapshot.scenario).clone();
        let mut arranged = scenario.clone();
        arranged.pipeline = snapshot.draft.clone();
        let draft_error = arranged.validate().err();
        AppState {
            draft: snapshot.draft.clone(),
            draft_error,
            notice: None,
            ..self.with_scenario(scenario, self.tick)
        }
    }

    pub(super) fn undo(&self) -> Self {
        let mut past = (*self.past).clone();
        let Some(snapshot) = past.pop() else {
            return self.clone();
        };
        let mut future = (*self.future).clone();
        future.push(self.snapshot());
        AppState {
            past: Rc::new(past),
            future: Rc::new(future),
            ..self.restored(&snapshot)
        }
    }

    pub(super) fn redo(&self) -> Self {
        let mut future = (*self.future).clone();
        let Some(snapshot) = future.pop() else {
            return self.clone();
        };
        let mut past = (*self.past).clone();
        past.push(self.snapshot());
        AppState {
            past: Rc::new(past),
            future: Rc::new(future),
            ..self.restored(&snapshot)
        }
    }

    /// A new starting point (a lesson, a pasted link): earlier edits belong to another
    /// scenario and cannot be undone into this one.
    pub(super) fn forgetting_edits(self) -> Self {
        AppState {
            past: Rc::new(Vec::new()),
            future: Rc::new(Vec::new()),
            ..self
        }
    }
}
