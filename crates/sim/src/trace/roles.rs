//! What an event does, for the questions the checker, the explanations and the metrics
//! ask of every event: one exhaustive table (`EventKind::role`), so that a new event
//! kind must say here what it is, and every place that counts settlings, offset
//! commits, effects, held deliveries, status updates or the producer's side follows.

use super::event_kind::EventKind;
use super::names::{CopyId, WorkerId};
use crate::format::message::Op;

/// How an event changes what the broker holds of a copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settling {
    Acked,
    DeadLettered,
    Dropped,
    /// Written to a log's dead-letter topic by the consumer.
    ParkedInTopic,
    /// Taken back from the dead letters by an operator.
    Redriven,
}

/// An offset committed on a log, by the `commit_offset` step or by the timer (`auto`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OffsetCommit {
    pub worker: WorkerId,
    pub partition: u32,
    pub offset: u64,
    pub auto: bool,
}

/// A message's effect made: a database write committed, a card charged, an e-mail sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effect {
    pub worker: WorkerId,
    pub copy: CopyId,
    /// The database operation committed; none for a charge or an e-mail.
    pub op: Option<Op>,
    /// The order a `create_order` made.
    pub order: Option<u64>,
}

/// What an event says of the producer's side: an orders service's transaction committed
/// (with an order, with an outbox row), or a row marked sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SourceFact {
    Committed {
        message: usize,
        order: bool,
        outbox: bool,
    },
    MarkedSent {
        message: usize,
    },
}

/// How an event changes the deliveries a worker holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holding {
    Takes {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
    },
    Finishes {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
    },
    /// A crash, or giving a delivery up (which on a log drops the rest of its poll).
    DropsAll { worker: WorkerId },
}

/// What an event does, for those questions; `Other` for the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Settles(CopyId, Settling),
    OffsetCommit(OffsetCommit),
    Effect(Effect),
    Holding(Holding),
    /// A status update skipped as not newer: it reached its order without writing.
    StatusSkipped(CopyId),
    Source(SourceFact),
    Other,
}

impl EventKind {
    /// The copy an event settles in the broker, and how.
    pub fn settles(&self) -> Option<(CopyId, Settling)> {
        match self.role() {
            Role::Settles(copy, settling) => Some((copy, settling)),
            Role::OffsetCommit(_)
            | Role::Effect(_)
            | Role::Holding(_)
            | Role::StatusSkipped(_)
            | Role::Source(_)
            | Role::Other => None,
        }
    }

    pub fn offset_commit(&self) -> Option<OffsetCommit> {
        match self.role() {
            Role::OffsetCommit(commit) => Some(commit),
            Role::Settles(..)
            | Role::Effect(_)
            | Role::Holding(_)
            | Role::StatusSkipped(_)
            | Role::Source(_)
            | Role::Other => None,
        }
    }

    pub fn effect(&self) -> Option<Effect> {
        match self.role() {
            Role::Effect(effect) => Some(effect),
            Role::Settles(..)
            | Role::OffsetCommit(_)
            | Role::Holding(_)
            | Role::StatusSkipped(_)
            | Role::Source(_)
            | Role::Other => None,
        }
    }

    pub fn holding(&self) -> Option<Holding> {
        match self.role() {
            Role::Holding(holding) => Some(holding),
            Role::Settles(..)
            | Role::OffsetCommit(_)
            | Role::Effect(_)
            | Role::StatusSkipped(_)
            | Role::Source(_)
            | Role::Other => None,
        }
    }

    /// What the event does: every kind listed once.
    pub fn role(&self) -> Role {
        use EventKind::*;
        match *self {
            Acked { copy, .. } => Role::Settles(copy, Settling::Acked),
            DeadLettered { copy, .. } => Role::Settles(copy, Settling::DeadLettered),
            CopyDropped { copy } => Role::Settles(copy, Settling::Dropped),
            DeadLetterTopicWritten { copy, .. } => Role::Settles(copy, Settling::ParkedInTopic),
            CopyRedriven { copy } => Role::Settles(copy, Settling::Redriven),
            OffsetCommitted {
                worker,
                partition,
                offset,
                ..
            } => Role::OffsetCommit(OffsetCommit {
                worker,
                partition,
                offset,
                auto: false,
            }),
            OffsetAutoCommitted {
                worker,
                partition,
                offset,
            } => Role::OffsetCommit(OffsetCommit {
                worker,
                partition,
                offset,
                auto: true,
            }),
            EffectCommitted {
                worker,
                copy,
                op,
                order,
                ..
            } => Role::Effect(Effect {
                worker,
                copy,
                op: Some(op),
                order,
            }),
            Charged { worker, copy, .. } | EmailSent { worker, copy, .. } => Role::Effect(Effect {
                worker,
                copy,
                op: None,
                order: None,
            }),
            Delivered {
                worker,
                copy,
                delivery,
            } => Role::Holding(Holding::Takes {
                worker,
                copy,
                delivery,
            }),
            Finished {
                worker,
                copy,
                delivery,
            } => Role::Holding(Holding::Finishes {
                worker,
                copy,
                delivery,
            }),
            Crashed { worker, .. } | Abandoned { worker, .. } => {
                Role::Holding(Holding::DropsAll { worker })
            }
            VersionSkipped { copy, .. } => Role::StatusSkipped(copy),
            SourceCommitted {
                message,
                order,
                outbox,
            } => Role::Source(SourceFact::Committed {
                message,
                order,
                outbox,
            }),
            OutboxMarkedSent { message } => Role::Source(SourceFact::MarkedSent { message }),
            Published { .. }
            | PublishRejected { .. }
            | PublishConfirmLost { .. }
            | DuplicatePublishDropped { .. }
            | PublishGaveUp { .. }
            | StepDone { .. }
            | DedupHit { .. }
            | DedupExpired { .. }
            | DedupRecorded { .. }
            | DedupWait { .. }
            | DedupConflict { .. }
            | Applied { .. }
            | Committed { .. }
            | RolledBack { .. }
            | ChargeReplayed { .. }
            | ChargeFoundByStatus { .. }
            | ChargeNotFoundByStatus { .. }
            | PaymentResponseLost { .. }
            | OperationRecorded { .. }
            | OperationAlreadyDone { .. }
            | ApplyFailed { .. }
            | AckIgnored { .. }
            | AckStale { .. }
            | AckLost { .. }
            | Restarted { .. }
            | Stalled { .. }
            | VisibilityExpired { .. }
            | ChannelClosed { .. }
            | RetryScheduled { .. }
            | BrokerCrashed { .. }
            | CopyRequeued { .. }
            | BrokerRestarted
            | FaultStruck { .. }
            | OffsetCommitLost { .. }
            | OffsetCommitRejected { .. }
            | PartitionBlocked { .. }
            | OutputWritten { .. }
            | KafkaTxCommitted { .. }
            | KafkaTxAborted { .. }
            | SessionExpired { .. }
            | PollIntervalExceeded { .. }
            | PartitionAssigned { .. }
            | PartitionRevoked { .. }
            | ProducerStepDone { .. }
            | ProducerCrashed { .. }
            | ProducerRestarted
            | OutboxRead { .. }
            | RelayCrashed { .. }
            | RelayRestarted => Role::Other,
        }
    }
}
