//! What an event is about beyond its copy: the message on the producer's side (whose
//! events name no copy) and the delivery attempt. Each one exhaustive table: a new kind
//! must say whether it names them.

use super::event_kind::EventKind;

impl EventKind {
    /// The message a producer's or relay's event is about (those name no copy).
    pub fn source_message(&self) -> Option<usize> {
        use EventKind::*;
        match self {
            ProducerStepDone { message, .. }
            | SourceCommitted { message, .. }
            | ProducerCrashed { message, .. }
            | OutboxRead { message }
            | OutboxMarkedSent { message }
            | RelayCrashed { message, .. } => Some(*message),
            Published { .. }
            | PublishRejected { .. }
            | PublishConfirmLost { .. }
            | DuplicatePublishDropped { .. }
            | PublishGaveUp { .. }
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
            | PaymentResponseLost { .. }
            | EmailSent { .. }
            | OperationRecorded { .. }
            | OperationAlreadyDone { .. }
            | ApplyFailed { .. }
            | Acked { .. }
            | AckIgnored { .. }
            | AckStale { .. }
            | AckLost { .. }
            | Abandoned { .. }
            | Finished { .. }
            | Crashed { .. }
            | Restarted { .. }
            | Stalled { .. }
            | VisibilityExpired { .. }
            | ChannelClosed { .. }
            | RetryScheduled { .. }
            | DeadLettered { .. }
            | BrokerCrashed { .. }
            | CopyDropped { .. }
            | CopyRedriven { .. }
            | CopyRequeued { .. }
            | BrokerRestarted
            | FaultStruck { .. }
            | OffsetCommitted { .. }
            | OffsetAutoCommitted { .. }
            | OffsetCommitLost { .. }
            | OffsetCommitRejected { .. }
            | DeadLetterTopicWritten { .. }
            | PartitionBlocked { .. }
            | OutputWritten { .. }
            | KafkaTxCommitted { .. }
            | KafkaTxAborted { .. }
            | SessionExpired { .. }
            | PollIntervalExceeded { .. }
            | PartitionAssigned { .. }
            | PartitionRevoked { .. }
            | ProducerRestarted
            | RelayRestarted => None,
        }
    }

    /// The delivery attempt an event is about, if any.
    pub fn delivery(&self) -> Option<u32> {
        use EventKind::*;
        match self {
            Delivered { delivery, .. }
            | FaultStruck { delivery, .. }
            | StepDone { delivery, .. }
            | DedupHit { delivery, .. }
            | DedupExpired { delivery, .. }
            | DedupRecorded { delivery, .. }
            | DedupConflict { delivery, .. }
            | VersionSkipped { delivery, .. }
            | Applied { delivery, .. }
            | EffectCommitted { delivery, .. }
            | Charged { delivery, .. }
            | EmailSent { delivery, .. }
            | PaymentResponseLost { delivery, .. }
            | ApplyFailed { delivery, .. }
            | Acked { delivery, .. }
            | AckIgnored { delivery, .. }
            | AckStale { delivery, .. }
            | AckLost { delivery, .. }
            | Abandoned { delivery, .. }
            | Finished { delivery, .. }
            | Crashed { delivery, .. }
            | Stalled { delivery, .. }
            | VisibilityExpired { delivery, .. }
            | ChannelClosed { delivery, .. }
            | RetryScheduled { delivery, .. }
            | OffsetCommitted { delivery, .. }
            | OffsetCommitLost { delivery, .. }
            | OffsetCommitRejected { delivery, .. }
            | OutputWritten { delivery, .. } => Some(*delivery),
            Published { .. }
            | PublishRejected { .. }
            | PublishConfirmLost { .. }
            | DuplicatePublishDropped { .. }
            | PublishGaveUp { .. }
            | DedupWait { .. }
            | Committed { .. }
            | RolledBack { .. }
            | ChargeReplayed { .. }
            | ChargeFoundByStatus { .. }
            | ChargeNotFoundByStatus { .. }
            | OperationRecorded { .. }
            | OperationAlreadyDone { .. }
            | Restarted { .. }
            | DeadLettered { .. }
            | BrokerCrashed { .. }
            | CopyDropped { .. }
            | CopyRedriven { .. }
            | CopyRequeued { .. }
            | BrokerRestarted
            | OffsetAutoCommitted { .. }
            | DeadLetterTopicWritten { .. }
            | PartitionBlocked { .. }
            | KafkaTxCommitted { .. }
            | KafkaTxAborted { .. }
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
