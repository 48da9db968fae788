//! `Cause`: one link in the chain that led to an outcome, as data pointing into the
//! trace. The CLI's English and the app's words render the same causes.

use serde::Serialize;

use crate::format::fault::FaultKind;
use crate::format::scenario::{Op, ProducerStep, RelayStep, Step};
use crate::trace::{ApplyError, ChannelCloseCause, DeadLetterReason, WorkerId};

/// One link in the chain that led to an outcome. `event` is an index into the trace.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "cause", rename_all = "snake_case")]
pub enum Cause {
    /// The effect was applied (the `nth` time): a committed row or a charge taken.
    EffectApplied {
        event: usize,
        worker: WorkerId,
        nth: u32,
        op: Op,
        order: Option<u64>,
    },
    Crashed {
        event: usize,
        worker: WorkerId,
        after: Step,
        next: Option<Step>,
    },
    AckLost {
        event: usize,
        worker: WorkerId,
        broker_down: bool,
    },
    Stalled {
        event: usize,
        worker: WorkerId,
        ticks: u64,
    },
    VisibilityExpired {
        event: usize,
    },
    /// On a broker like RabbitMQ: the worker's channel closed and the broker took the
    /// message back at once, to the head of the queue.
    ChannelClosed {
        event: usize,
        worker: WorkerId,
        reason: ChannelCloseCause,
    },
    ApplyFailed {
        event: usize,
        worker: WorkerId,
        error: ApplyError,
    },
    PaymentResponseLost {
        event: usize,
        worker: WorkerId,
    },
    BrokerRequeued {
        event: usize,
    },
    Redelivered {
        event: usize,
        worker: WorkerId,
        delivery: u32,
    },
    /// The broker kept a second copy because the producer published again.
    Republished {
        event: usize,
        new_id: Option<String>,
    },
    NoDedupStore,
    NoDedupCheck,
    NoDedupRecord,
    /// The id was regenerated on retry, so no dedup store can recognise the copy.
    NewIdNotRecognised {
        new_id: String,
    },
    /// The in-process dedup set was emptied when the worker restarted.
    DedupMemoryForgotten {
        event: usize,
        worker: WorkerId,
    },
    /// Each worker process has its own in-memory set.
    DedupMemoryPerWorker,
    /// The dedup row and the business change were not committed together.
    DedupNotInSameTransaction,
    /// Two deliveries checked before either had committed its dedup row.
    CheckThenInsertRace,
    NoUniqueConstraint,
    /// The card is charged outside the database transaction: a rollback cannot undo it.
    ChargeOutsideTransaction,
    /// The consumer sent the e-mail itself, outside the database transaction and with
    /// no idempotency key: a repeated delivery sends it again.
    EmailSentDirectly,
    NoIdempotencyKey,
    /// Two deliveries asked the payment service for the charge's status before either
    /// charge was taken, so both went ahead.
    StatusCheckRace,
    /// The message was acked before its effect was committed.
    AckedBeforeEffect {
        event: usize,
        worker: WorkerId,
    },
    /// An error after the ack: the consumer gave up, and the broker has forgotten it.
    AbandonedAfterAck {
        event: usize,
    },
    /// The broker does not deliver an acked message again.
    NotRedelivered,
    /// A dedup row was written although the effect never committed.
    SkippedAsDuplicate {
        event: usize,
        worker: WorkerId,
    },
    DroppedByBroker {
        event: usize,
    },
    PublishGaveUp {
        event: usize,
        attempts: u32,
    },
    NoApplyStep,
    DeadLettered {
        event: usize,
        deliveries: u32,
        reason: DeadLetterReason,
    },
    /// A dead-lettered message is parked, not gone: someone has to look at it.
    ParkedNeedsAttention,
    /// Nothing more specific was found in the trace.
    NeverApplied,
    /// On a log: a commit covered the record's offset before its effect was applied.
    /// `auto`: the client's timer made it, not the `commit_offset` step.
    CommittedPast {
        event: usize,
        worker: WorkerId,
        partition: u32,
        offset: u64,
        record: u64,
        auto: bool,
    },
    /// On a log: the record was polled again (its `poll`-th time): its partition's
    /// owner read it again from an offset before it (after a crash, a rebalance or a
    /// refused commit).
    PolledAgain {
        event: usize,
        worker: WorkerId,
        poll: u32,
    },
    /// On a log: nothing read the record again; the group resumes a partition from its
    /// committed offset.
    NotReadAgain,
    /// On a log: a rebalance gave the partition to a member that started at the
    /// committed offset, past the record.
    ResumedPast {
        event: usize,
        worker: Option<WorkerId>,
        partition: u32,
        offset: u64,
    },
    /// An older update of the same order (`older`, at `older_version`) was written
    /// after this one (at `version`), setting the status back to `older_status`.
    /// `versioned`: the messages carry versions; without them the order of publishing
    /// is what makes an update older.
    OverwrittenByOlder {
        event: usize,
        worker: WorkerId,
        older: String,
        older_version: u64,
        older_status: String,
        version: u64,
        versioned: bool,
    },
    /// On a log: the record's own processing went well, but its worker crashed later
    /// in the same poll (on `record`), before the offset commit that would cover it.
    CrashedLaterInPoll {
        event: usize,
        worker: WorkerId,
        record: String,
    },
    /// On a log: the consumer gave up on the record after `deliveries` polls (one for a
    /// permanent error), wrote it to the dead-letter topic and moved on.
    ParkedInDeadLetterTopic {
        event: usize,
        worker: WorkerId,
        deliveries: u32,
        reason: DeadLetterReason,
    },
    /// On a log: the offset commit after the record never reached the group, so the
    /// committed offset stayed before it.
    OffsetCommitLost {
        event: usize,
        worker: WorkerId,
        partition: u32,
        offset: u64,
    },
    /// On a log: the worker crashed on `record`, earlier in the poll that had handed it
    /// this record too, so the record was never processed.
    CrashedEarlierInPoll {
        event: usize,
        worker: WorkerId,
        record: String,
    },
    /// On a log without a dead-letter topic: the consumer gave up on the record at
    /// `offset` after `deliveries` polls, and nobody reads `partition` past it.
    PartitionBlocked {
        event: usize,
        worker: WorkerId,
        partition: u32,
        offset: u64,
        deliveries: u32,
    },
    /// The record waits in its partition behind `record`, which blocks it.
    WaitsBehind {
        record: String,
    },
    /// The output record was written outside a Kafka transaction: it stays although
    /// the offset after it was never committed.
    EmitOutsideKafkaTransaction,
    /// The downstream reader reads uncommitted records: it counts the record of an
    /// aborted transaction too.
    ReadsUncommitted,
    /// A database write or a card charge is outside the Kafka transaction: aborting it
    /// does not undo the effect.
    OutsideKafkaTransaction,
    /// The pipeline writes a status without comparing versions.
    NoVersionCheck,
    /// The older update passed `check_version` before the newer status was committed.
    VersionCheckRace,
    /// The producer process died right after `after`; its open transaction, with
    /// `discarded` rows, rolled back (`acklab/2`).
    ProducerCrashed {
        event: usize,
        after: ProducerStep,
        discarded: u32,
    },
    /// The producer published the event before its transaction committed.
    PublishedBeforeCommit {
        event: usize,
    },
    /// The order committed, and the publish after it never happened: two writes
    /// to two systems, with no transaction around both.
    CommittedNotPublished,
    /// Without a transaction: the producer published the event before it wrote the
    /// order, and the write never came.
    PublishedBeforeWrite {
        event: usize,
    },
    /// The relay published an outbox row that was committed without its order (the
    /// pipeline writes them apart, and the producer crashed between the two).
    RelayPublishedRowWithoutOrder {
        event: usize,
    },
    /// On a log: the worker crashed on a later record (`record`) before any commit
    /// covered this one, so the group's committed offset stayed before it.
    CrashedOnLaterRecord {
        event: usize,
        worker: WorkerId,
        record: String,
    },
    /// Without a transaction: the order was written (committed on its own), and the
    /// publish after it never happened.
    WrittenNotPublished,
    /// The order committed without its outbox row, which the pipeline writes apart
    /// from the order's transaction: the relay had nothing to publish.
    OutboxRowNotWritten,
    /// The relay died right after `after`.
    RelayCrashed {
        event: usize,
        after: RelayStep,
    },
    /// The relay marked the row sent before publishing it: no later poll takes it.
    MarkedSentBeforePublish {
        event: usize,
    },
    /// The producer neither publishes nor writes an outbox: nothing is sent.
    NoPublishStep,
    /// The relay published the row again: it had not been marked sent.
    RelayRepublished {
        event: usize,
    },
    /// The dedup entry had outlived `dedup.ttl` when the copy came back (`acklab/2`).
    DedupExpired {
        event: usize,
        ttl: u64,
    },
    /// An operator redrove the dead-letter queue: the parked copy came back.
    Redriven {
        event: usize,
    },
    /// A fault of a kind that has no cause of its own struck delivery `delivery`: its
    /// kind's words tell what it did (`FaultInfo::struck`).
    FaultStruck {
        event: usize,
        fault: FaultKind,
        delivery: u32,
    },
    /// On a log: the group removed `worker` for not polling again within
    /// `max_poll_interval` (`interval` ticks) while it still had the record; its
    /// partition went to another member, and the worker went on (a zombie).
    RemovedFromGroup {
        event: usize,
        worker: WorkerId,
        interval: u64,
    },
    /// On a log: the group refused the removed worker's offset commit (Kafka's
    /// `CommitFailedException`); what it had written stayed written.
    CommitRefused {
        event: usize,
        worker: WorkerId,
    },
    /// The payment service had forgotten the idempotency key (`payment.key_ttl`).
    IdempotencyKeyExpired {
        ttl: u64,
    },
}
