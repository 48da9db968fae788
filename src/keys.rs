//! The one place where the core's enums become the keys of their Fluent messages. The
//! core names each value in the format's words (`FaultKind::name`, `Outcome::name`,
//! `Op::name`); a message family here adds its prefix. The i18n tests walk every value
//! of every enum through these functions, so a value that lacks a message in some
//! locale fails them.

use acklab_sim::{FaultKind, Op, Outcome};

/// A fault of this kind in the list of faults ("lose the ack of m1, delivery 1").
pub fn fault(kind: FaultKind) -> String {
    format!("fault-{}", kind.name())
}

/// The kind's name in the fault menu.
pub fn fault_menu(kind: FaultKind) -> String {
    format!("kind-{}", kind.name())
}

/// A fault of this kind as a point of the explorer's matrix.
pub fn fault_point(kind: FaultKind) -> String {
    format!("point-{}", kind.name().replace('_', "-"))
}

/// The timeline's offer to make a recorded event go wrong with a fault of this kind;
/// the core says which kinds it offers (`FaultInfo::offered_on_timeline`).
pub fn fault_offer(kind: FaultKind) -> String {
    format!("offer-{}", kind.name())
}

/// A message's outcome.
pub fn outcome(outcome: Outcome) -> String {
    format!("outcome-{}", outcome.name())
}

/// An operation.
pub fn op(op: Op) -> String {
    format!("op-{}", op.name())
}
