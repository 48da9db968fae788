//! Where the fault menu adds a fault: the spot the learner picked. The edit itself is
//! `Scenario::with_fault_of_kind` (`format/edit.rs`); the timeline's offer, against a
//! recorded event, is the trace's (`trace/offer.rs`).

/// Where a fault added from the playground goes: the message and delivery it targets,
/// and the tick on screen (for a broker crash).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaultSpot {
    pub message: usize,
    pub delivery: u32,
    pub tick: u64,
}
