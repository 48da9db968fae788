//! The parts every event may name: the copy and the delivery attempt it is about.

use crate::format::fault::Moment;
use crate::trace::{CopyId, EventKind};

/// How an event went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Failure {
    /// The worker's handling of a delivery ended here.
    StopsWork,
    /// Any other fault, loss, refusal or parked message.
    Other,
}

impl EventKind {
    /// Whether something went wrong at this event: a fault, a loss, a refusal, a
    /// message parked. The timeline draws these in the fault colour; the core decides
    /// it, once, for every view.
    pub fn is_failure(&self) -> bool {
        self.failure().is_some()
    }

    /// Whether a worker's handling of a delivery ended at this event: it crashed, apply
    /// failed, or the payment's answer was lost (the worker cannot tell it paid).
    pub(crate) fn stops_work(&self) -> bool {
        self.failure() == Some(Failure::StopsWork)
    }

    /// How something went wrong at this event, if it did: every event kind listed once.
    pub(crate) fn failure(&self) -> Option<Failure> {
        use EventKind::*;
        match self {
            PaymentResponseLost { .. } | ApplyFailed { .. } | Crashed { .. } => {
                Some(Failure::StopsWork)
            }
            PublishRejected { .. }
            | PublishConfirmLost { .. }
            | PublishGaveUp { .. }
            | AckLost { .. }
            | AckStale { .. }
            | DeadLettered { .. }
            | BrokerCrashed { .. }
            | CopyDropped { .. }
            | OffsetCommitLost { .. }
            | OffsetCommitRejected { .. }
            | PartitionBlocked { .. }
            | KafkaTxAborted { .. }
            | PollIntervalExceeded { .. }
            | ProducerCrashed { .. }
            | RelayCrashed { .. }
            | FaultStruck { .. } => Some(Failure::Other),
            Published { .. }
            | DuplicatePublishDropped { .. }
            | Delivered { .. }
            | StepDone { .. }
            | DedupHit { .. }
            | DedupExpired { .. }
            | DedupRecorded { .. }
            | DedupWait { .. }
            | DedupConflict { .. }
            | VersionSkipped { .. }
            | Applied { .. }
            | EffectCommitted { .. }
            | Committed { .. }
            | RolledBack { .. }
            | Charged { .. }
            | ChargeReplayed { .. }
            | ChargeFoundByStatus { .. }
            | ChargeNotFoundByStatus { .. }
            | EmailSent { .. }
            | OperationRecorded { .. }
            | OperationAlreadyDone { .. }
            | Acked { .. }
            | AckIgnored { .. }
            | Abandoned { .. }
            | Finished { .. }
            | Restarted { .. }
            | Stalled { .. }
            | VisibilityExpired { .. }
            | ChannelClosed { .. }
            | RetryScheduled { .. }
            | CopyRedriven { .. }
            | CopyRequeued { .. }
            | BrokerRestarted
            | OffsetCommitted { .. }
            | OffsetAutoCommitted { .. }
            | DeadLetterTopicWritten { .. }
            | OutputWritten { .. }
            | KafkaTxCommitted { .. }
            | SessionExpired { .. }
            | PartitionAssigned { .. }
            | PartitionRevoked { .. }
            | ProducerStepDone { .. }
            | SourceCommitted { .. }
            | ProducerRestarted
            | OutboxRead { .. }
            | OutboxMarkedSent { .. }
            | RelayRestarted => None,
        }
    }

    /// The moment of its message at which a fault could have struck this event: the
    /// timeline offers "lose this ack" on an ack by asking it.
    pub fn fault_moment(&self) -> Option<Moment> {
        use EventKind::*;
        match *self {
            StepDone { delivery, step, .. } => Some(Moment::AfterStep { delivery, step }),
            Acked { delivery, .. } => Some(Moment::Ack { delivery }),
            OffsetCommitted { delivery, .. } => Some(Moment::OffsetCommit { delivery }),
            Charged { delivery, .. } => Some(Moment::PaymentResponse { delivery }),
            Published { .. } => Some(Moment::PublishConfirm),
            ProducerStepDone { step, .. } => Some(Moment::AfterProducerStep(step)),
            PublishRejected { .. }
            | PublishConfirmLost { .. }
            | PublishGaveUp { .. }
            | PaymentResponseLost { .. }
            | ApplyFailed { .. }
            | AckLost { .. }
            | Crashed { .. }
            | DeadLettered { .. }
            | BrokerCrashed { .. }
            | CopyDropped { .. }
            | OffsetCommitLost { .. }
            | OffsetCommitRejected { .. }
            | PartitionBlocked { .. }
            | KafkaTxAborted { .. }
            | PollIntervalExceeded { .. }
            | ProducerCrashed { .. }
            | RelayCrashed { .. }
            | DuplicatePublishDropped { .. }
            | Delivered { .. }
            | DedupHit { .. }
            | DedupExpired { .. }
            | DedupRecorded { .. }
            | DedupWait { .. }
            | DedupConflict { .. }
            | VersionSkipped { .. }
            | Applied { .. }
            | EffectCommitted { .. }
            | Committed { .. }
            | RolledBack { .. }
            | ChargeReplayed { .. }
            | ChargeFoundByStatus { .. }
            | ChargeNotFoundByStatus { .. }
            | EmailSent { .. }
            | OperationRecorded { .. }
            | OperationAlreadyDone { .. }
            | AckIgnored { .. }
            | AckStale { .. }
            | Abandoned { .. }
            | Finished { .. }
            | Restarted { .. }
            | Stalled { .. }
            | VisibilityExpired { .. }
            | ChannelClosed { .. }
            | RetryScheduled { .. }
            | CopyRedriven { .. }
            | CopyRequeued { .. }
            | BrokerRestarted
            | FaultStruck { .. }
            | OffsetAutoCommitted { .. }
            | DeadLetterTopicWritten { .. }
            | OutputWritten { .. }
            | KafkaTxCommitted { .. }
            | SessionExpired { .. }
            | PartitionAssigned { .. }
            | PartitionRevoked { .. }
            | SourceCommitted { .. }
            | ProducerRestarted
            | OutboxRead { .. }
            | OutboxMarkedSent { .. }
            | RelayRestarted => None,
        }
    }

    /// The copy an event is about, if any.
    pub fn copy(&self) -> Option<CopyId> {
        use EventKind::*;
        match self {
            Published { copy, .. }
            | PublishConfirmLost { copy, .. }
            | Delivered { copy, .. }
            | StepDone { copy, .. }
            | DedupHit { copy, .. }
            | DedupExpired { copy, .. }
            | DedupRecorded { copy, .. }
            | DedupWait { copy, .. }
            | DedupConflict { copy, .. }
            | VersionSkipped { copy, .. }
            | Applied { copy, .. }
            | EffectCommitted { copy, .. }
            | Committed { copy, .. }
            | RolledBack { copy, .. }
            | Charged { copy, .. }
            | ChargeReplayed { copy, .. }
            | ChargeFoundByStatus { copy, .. }
            | ChargeNotFoundByStatus { copy, .. }
            | PaymentResponseLost { copy, .. }
            | OperationRecorded { copy, .. }
            | EmailSent { copy, .. }
            | OperationAlreadyDone { copy, .. }
            | ApplyFailed { copy, .. }
            | Acked { copy, .. }
            | AckIgnored { copy, .. }
            | AckStale { copy, .. }
            | AckLost { copy, .. }
            | Abandoned { copy, .. }
            | Finished { copy, .. }
            | Crashed { copy, .. }
            | Stalled { copy, .. }
            | VisibilityExpired { copy, .. }
            | ChannelClosed { copy, .. }
            | RetryScheduled { copy, .. }
            | DeadLettered { copy, .. }
            | CopyDropped { copy }
            | CopyRequeued { copy }
            | CopyRedriven { copy }
            | OffsetCommitted { copy, .. }
            | OffsetCommitLost { copy, .. }
            | OffsetCommitRejected { copy, .. }
            | DeadLetterTopicWritten { copy, .. }
            | OutputWritten { copy, .. }
            | KafkaTxCommitted { copy, .. }
            | KafkaTxAborted { copy, .. }
            | PartitionBlocked { copy, .. }
            | FaultStruck { copy, .. } => Some(*copy),
            PublishRejected { .. }
            | DuplicatePublishDropped { .. }
            | PublishGaveUp { .. }
            | Restarted { .. }
            | BrokerCrashed { .. }
            | BrokerRestarted
            | OffsetAutoCommitted { .. }
            | SessionExpired { .. }
            | PollIntervalExceeded { .. }
            | PartitionAssigned { .. }
            | PartitionRevoked { .. }
            | ProducerStepDone { .. }
            | SourceCommitted { .. }
            | ProducerCrashed { .. }
            | ProducerRestarted
            | OutboxRead { .. }
            | OutboxMarkedSent { .. }
            | RelayCrashed { .. }
            | RelayRestarted => None,
        }
    }
}
