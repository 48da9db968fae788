//! The trace: every observable thing that happened in a run, in (tick, sequence) order.
//! The UI draws it, the checker recounts it and the explanations point into it.

mod about;
mod event_kind;
mod names;
mod offer;
mod parts;
mod roles;

pub use event_kind::EventKind;
pub use names::{
    ApplyError, ChannelCloseCause, CopyId, CopyInfo, DeadLetterReason, LogPlace, OperationStatus,
    WorkerId,
};
pub use roles::Holding;
#[cfg(feature = "checker")]
pub use roles::{Effect, Role, Settling, SourceFact};

use serde::Serialize;

/// One thing that happened, at one tick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TraceEvent {
    pub tick: u64,
    #[serde(flatten)]
    pub kind: EventKind,
}
