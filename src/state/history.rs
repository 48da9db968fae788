//! Undo and redo: every edit of the scenario or of the consumer's lines keeps what
//! was there before, so a learner can try something and take it back.

use std::rc::Rc;

use acklab_sim::{Scenario, Step};

use super::AppState;

/// How many edits can be undone.
const UNDO_DEPTH: usize = 100;

/// One stack of snapshots, the latest last.
type Stack = Rc<Vec<Snapshot>>;

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
        // A snapshot's scenario was recorded before, so it fits the page again.
        match self.with_scenario(scenario, self.tick) {
            Ok(next) => AppState {
                draft: snapshot.draft.clone(),
                draft_error,
                notice: None,
                ..next
            },
            Err(why) => self.refused(why),
        }
    }

    /// Takes the latest snapshot off one stack and puts the present on the other:
    /// undo goes from `past` to `future`, redo the other way.
    fn traded(&self, from: &[Snapshot], to: &[Snapshot]) -> Option<(Self, Stack, Stack)> {
        let (snapshot, rest) = from.split_last()?;
        let mut to = to.to_vec();
        to.push(self.snapshot());
        Some((self.restored(snapshot), Rc::new(rest.to_vec()), Rc::new(to)))
    }

    pub(super) fn undo(&self) -> Self {
        match self.traded(&self.past, &self.future) {
            Some((state, past, future)) => AppState {
                past,
                future,
                ..state
            },
            None => self.clone(),
        }
    }

    pub(super) fn redo(&self) -> Self {
        match self.traded(&self.future, &self.past) {
            Some((state, future, past)) => AppState {
                past,
                future,
                ..state
            },
            None => self.clone(),
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
