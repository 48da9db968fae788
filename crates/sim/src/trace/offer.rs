//! The timeline's way to add a fault: against an event the trace recorded, where the
//! fault would strike.

use crate::format::fault::{FaultKind, Moment};
use crate::format::scenario::{Fault, Scenario, Step};
use crate::trace::{CopyInfo, TraceEvent};

impl Fault {
    /// The fault that would make event `index` of a recorded `trace` go wrong, if the
    /// timeline offers one there: the ack lost, the publish's confirm lost, the charge's
    /// answer lost, the offset commit lost; never one the scenario has. A fault fires at the first moment of its
    /// message that matches, so only the first such event of a message is offered
    /// (a second copy's ack would lose the first copy's).
    pub fn against(
        trace: &[TraceEvent],
        index: usize,
        scenario: &Scenario,
        copies: &[CopyInfo],
    ) -> Option<Fault> {
        let message_of =
            |event: &TraceEvent| Some(copies.get(event.kind.copy()? as usize)?.message);
        let event = trace.get(index)?;
        let (message, moment) = (message_of(event)?, event.kind.fault_moment()?);
        if matches!(moment, Moment::OffsetCommit { .. }) && offsets_in_kafka_tx(scenario) {
            // The offset went in with the Kafka transaction at `commit_tx`; a lost
            // commit strikes only a `commit_offset` of its own.
            return None;
        }
        let earlier = trace[..index]
            .iter()
            .any(|e| e.kind.fault_moment() == Some(moment) && message_of(e) == Some(message));
        if earlier {
            return None;
        }
        let id = &scenario.messages.get(message)?.id;
        FaultKind::ALL
            .iter()
            .filter(|kind| kind.info().offered_on_timeline)
            .find_map(|kind| kind.at(id.clone(), moment))
            // One already written struck here, or will: a second changes nothing.
            .filter(|fault| {
                let same = |f: &Fault| f.kind() == fault.kind() && f.when() == fault.when();
                !scenario
                    .faults
                    .iter()
                    .any(|f| same(f) && f.message() == fault.message())
            })
    }
}

/// Whether the pipeline commits its offsets inside a Kafka transaction: `commit_offset`
/// between `begin_tx` and `commit_tx`.
fn offsets_in_kafka_tx(scenario: &Scenario) -> bool {
    let at = |step| scenario.step_position(step);
    match (
        at(Step::BeginTx),
        at(Step::CommitOffset),
        at(Step::CommitTx),
    ) {
        (Some(begin), Some(offset), Some(commit)) => begin < offset && offset < commit,
        (_, _, _) => false,
    }
}
