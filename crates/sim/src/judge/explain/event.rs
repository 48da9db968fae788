//! The trace event each cause points at: the verdict's links and the order of a chain.

use super::Cause;

impl Cause {
    /// The trace event a cause points at, if it points at one.
    pub fn event(&self) -> Option<usize> {
        use Cause::*;
        match self {
            EffectApplied { event, .. }
            | Crashed { event, .. }
            | AckLost { event, .. }
            | Stalled { event, .. }
            | VisibilityExpired { event }
            | ChannelClosed { event, .. }
            | ApplyFailed { event, .. }
            | PaymentResponseLost { event, .. }
            | BrokerRequeued { event }
            | Redelivered { event, .. }
            | FaultStruck { event, .. }
            | Republished { event, .. }
            | DedupMemoryForgotten { event, .. }
            | AckedBeforeEffect { event, .. }
            | AbandonedAfterAck { event }
            | SkippedAsDuplicate { event, .. }
            | DroppedByBroker { event }
            | PublishGaveUp { event, .. }
            | DeadLettered { event, .. }
            | CommittedPast { event, .. }
            | PolledAgain { event, .. }
            | ResumedPast { event, .. }
            | OverwrittenByOlder { event, .. }
            | CrashedLaterInPoll { event, .. }
            | OffsetCommitLost { event, .. }
            | CrashedEarlierInPoll { event, .. }
            | PublishedBeforeWrite { event }
            | RelayPublishedRowWithoutOrder { event }
            | CrashedOnLaterRecord { event, .. }
            | PartitionBlocked { event, .. }
            | ParkedInDeadLetterTopic { event, .. }
            | ProducerCrashed { event, .. }
            | PublishedBeforeCommit { event }
            | RelayCrashed { event, .. }
            | MarkedSentBeforePublish { event }
            | RelayRepublished { event }
            | DedupExpired { event, .. }
            | RemovedFromGroup { event, .. }
            | CommitRefused { event, .. }
            | Redriven { event } => Some(*event),
            NoDedupStore
            | NoDedupCheck
            | NoDedupRecord
            | NewIdNotRecognised { .. }
            | DedupMemoryPerWorker
            | DedupNotInSameTransaction
            | CheckThenInsertRace
            | NoUniqueConstraint
            | ChargeOutsideTransaction
            | EmailSentDirectly
            | NoIdempotencyKey
            | StatusCheckRace
            | NotRedelivered
            | NoApplyStep
            | ParkedNeedsAttention
            | NeverApplied
            | NotReadAgain
            | WaitsBehind { .. }
            | EmitOutsideKafkaTransaction
            | ReadsUncommitted
            | OutsideKafkaTransaction
            | NoVersionCheck
            | VersionCheckRace
            | CommittedNotPublished
            | WrittenNotPublished
            | OutboxRowNotWritten
            | NoPublishStep
            | IdempotencyKeyExpired { .. } => None,
        }
    }
}
