//! The fault menu's way to add a fault: at a spot the learner picked. The timeline's,
//! against a recorded event, is the trace's (`trace/offer.rs`).

use super::{Fault, FaultKind};
use crate::format::scenario::{Scenario, FORMAT_2};

/// Where a fault added from the playground goes: the message and delivery it targets,
/// and the tick on screen (for a broker crash).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaultSpot {
    pub message: usize,
    pub delivery: u32,
    pub tick: u64,
}

impl Scenario {
    /// The scenario with a fault of `kind` added at `spot`, when the scenario can take
    /// it there; None when it cannot (no card charge to lose the answer of, no such
    /// step). A kind of the second part moves an `acklab/1` scenario to `acklab/2`: every
    /// part-two field is at its default there, so the scenario means what it meant.
    pub fn with_fault_of_kind(&self, kind: FaultKind, spot: FaultSpot) -> Option<Scenario> {
        if !kind.offered_in(self) {
            return None;
        }
        let mut next = self.clone();
        next.faults.push(Fault::of_kind(kind, self, spot)?);
        if next.validate().is_err() {
            next.format = FORMAT_2.to_string();
        }
        next.validate().ok().map(|()| next)
    }
}
