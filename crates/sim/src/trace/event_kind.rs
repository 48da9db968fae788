//! Every kind of event a run records, with what it names. The questions asked of a kind
//! (went wrong? which fault moment?) are answered in `parts.rs`.

use serde::Serialize;

use super::names::{
    ApplyError, ChannelCloseCause, CopyId, DeadLetterReason, OperationStatus, WorkerId,
};
use crate::format::fault::FaultKind;
use crate::format::scenario::{Op, ProducerStep, RelayStep, Step};

/// What happened. Workers, copies and messages are indices; [`CopyInfo`] names copies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EventKind {
    /// The broker accepted a publish and stored it as `copy`.
    Published {
        message: usize,
        copy: CopyId,
        attempt: u32,
    },
    /// The broker was down: the publish went nowhere.
    PublishRejected {
        message: usize,
        attempt: u32,
    },
    /// The broker stored the copy but the producer never heard back.
    PublishConfirmLost {
        message: usize,
        copy: CopyId,
    },
    /// An idempotent producer's retry: the broker recognised the sequence number.
    DuplicatePublishDropped {
        message: usize,
        attempt: u32,
    },
    /// The producer stopped trying without a confirm.
    PublishGaveUp {
        message: usize,
        attempts: u32,
    },
    /// The broker handed delivery `delivery` of `copy` to `worker`.
    Delivered {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
    },
    /// A pipeline step finished.
    StepDone {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        step: Step,
    },
    /// `check_dedup` found the id: this delivery is a duplicate.
    DedupHit {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
    },
    /// `check_dedup` found the id, but its entry (written at `written`) had outlived
    /// `dedup.ttl`: the copy is processed as new (`acklab/2`).
    DedupExpired {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        written: u64,
    },
    /// `record_dedup` wrote the id (`committed` when it committed on its own).
    DedupRecorded {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        committed: bool,
    },
    /// `record_dedup` waits for another transaction's uncommitted insert of the same id.
    DedupWait {
        worker: WorkerId,
        copy: CopyId,
        holder: WorkerId,
    },
    /// The unique constraint refused a second insert: treated as a duplicate.
    DedupConflict {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
    },
    /// `check_version` found the order's stored version (`stored`) as new as this
    /// update's, or newer: the update is skipped.
    VersionSkipped {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        stored: u64,
    },
    /// `apply` wrote its change (inside a transaction, or committed at once).
    Applied {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        op: Op,
        order: Option<u64>,
        in_transaction: bool,
    },
    /// A business change became durable: this is what the verdict counts.
    EffectCommitted {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        op: Op,
        order: Option<u64>,
    },
    Committed {
        worker: WorkerId,
        copy: CopyId,
    },
    /// An open transaction was undone, with the number of writes it discarded.
    RolledBack {
        worker: WorkerId,
        copy: CopyId,
        discarded: u32,
    },
    /// The payment service took a charge: counted by the verdict, transaction or not.
    Charged {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        charge: u32,
    },
    /// The idempotency key matched: the service returned the first result.
    ChargeReplayed {
        worker: WorkerId,
        copy: CopyId,
        charge: u32,
    },
    /// Reconciling: the service said this key was already charged, so no new charge.
    ChargeFoundByStatus {
        worker: WorkerId,
        copy: CopyId,
        charge: u32,
    },
    /// Reconciling: the service knew no charge under this key, so the charge follows.
    ChargeNotFoundByStatus {
        worker: WorkerId,
        copy: CopyId,
    },
    PaymentResponseLost {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
    },
    /// An e-mail went out: sent by the worker's `apply`, or (`relay`) by the mail relay
    /// from the outbox row the worker committed.
    EmailSent {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        relay: bool,
    },
    /// `record_attempt` or `record_result` (or a failed call) wrote the operation's
    /// row, committed at once: its status now and the attempts made so far.
    OperationRecorded {
        worker: WorkerId,
        copy: CopyId,
        status: OperationStatus,
        attempts: u32,
    },
    /// `record_attempt` found the operation succeeded already: no call; the delivery
    /// ends as a duplicate does.
    OperationAlreadyDone {
        worker: WorkerId,
        copy: CopyId,
    },
    ApplyFailed {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        error: ApplyError,
    },
    Acked {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
    },
    /// The broker had already forgotten the copy; the ack changed nothing.
    AckIgnored {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
    },
    /// The ack was for an older delivery of a copy the broker still holds (it was
    /// delivered again, or taken back): it settled nothing.
    AckStale {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
    },
    /// The ack never reached the broker (`broker_down`: the broker was not running).
    AckLost {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        broker_down: bool,
    },
    /// The consumer gave up on this delivery after an error; later steps do not run.
    Abandoned {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        after_ack: bool,
    },
    /// The consumer reached the end of its pipeline.
    Finished {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
    },
    Crashed {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        after: Step,
    },
    Restarted {
        worker: WorkerId,
    },
    Stalled {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        ticks: u64,
    },
    /// The visibility timeout ran out: the broker may deliver the copy again.
    VisibilityExpired {
        copy: CopyId,
        delivery: u32,
    },
    /// On a broker like RabbitMQ: `worker`'s channel closed while it held delivery
    /// `delivery`, and the broker took the copy back at once.
    ChannelClosed {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        reason: ChannelCloseCause,
    },
    /// After an error the copy waits for its backoff, then is ready again.
    RetryScheduled {
        copy: CopyId,
        delivery: u32,
        ready_at: u64,
    },
    DeadLettered {
        copy: CopyId,
        deliveries: u32,
        reason: DeadLetterReason,
    },
    BrokerCrashed {
        durable: bool,
    },
    /// A non-durable broker lost this copy in its crash.
    CopyDropped {
        copy: CopyId,
    },
    /// An operator's redrive moved this dead-lettered copy back to the queue.
    CopyRedriven {
        copy: CopyId,
    },
    /// A durable broker put this in-flight copy back in the queue when it restarted.
    CopyRequeued {
        copy: CopyId,
    },
    BrokerRestarted,
    /// A fault of a kind with no event of its own struck delivery `delivery` of `copy`:
    /// what it did follows in the events after it.
    FaultStruck {
        fault: FaultKind,
        copy: CopyId,
        delivery: u32,
    },
    /// On a log: the worker committed its position in `partition`: every record
    /// before `offset` counts as consumed by the group (after handling `copy`).
    OffsetCommitted {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        partition: u32,
        offset: u64,
    },
    /// On a log: the client committed the position of its last poll on its own timer
    /// (auto-commit), whatever the processing had done.
    OffsetAutoCommitted {
        worker: WorkerId,
        partition: u32,
        offset: u64,
    },
    /// On a log: the offset commit after `copy` never took effect.
    OffsetCommitLost {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        partition: u32,
        offset: u64,
    },
    /// On a log: the group refused the commit: the partition had moved to another
    /// member in a rebalance (Kafka's CommitFailedException).
    OffsetCommitRejected {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        partition: u32,
        offset: u64,
    },
    /// On a log: the consumer wrote a record it gave up on to the dead-letter topic
    /// (after `deliveries` polls), and commits past it next.
    DeadLetterTopicWritten {
        worker: WorkerId,
        copy: CopyId,
        deliveries: u32,
        reason: DeadLetterReason,
    },
    /// On a log without a dead-letter topic: the consumer gave up on the record at
    /// `offset` after `deliveries` polls; the partition is blocked there.
    PartitionBlocked {
        worker: WorkerId,
        copy: CopyId,
        partition: u32,
        offset: u64,
        deliveries: u32,
    },
    /// `emit` produced a record for `copy` to the output topic, inside the worker's
    /// Kafka transaction or at once.
    OutputWritten {
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        in_transaction: bool,
    },
    /// The worker's Kafka transaction committed its `records` output records (and the
    /// offset committed inside it, recorded as its own event).
    KafkaTxCommitted {
        worker: WorkerId,
        copy: CopyId,
        records: u32,
    },
    /// The worker's Kafka transaction aborted: its `records` output records stay
    /// invisible to a `read_committed` reader. `fenced`: the group refused its offset
    /// commit (the partition had moved), which aborts it.
    KafkaTxAborted {
        worker: WorkerId,
        copy: CopyId,
        records: u32,
        fenced: bool,
    },
    /// On a log: the group gave up waiting for a crashed member.
    SessionExpired {
        worker: WorkerId,
    },
    /// On a log: the live `worker` did not poll within `consumer.max_poll_interval`, so
    /// the group removed it (Kafka's consumer leaves the group when
    /// `max.poll.interval.ms` passes). Its partitions move at once; until it polls
    /// again and rejoins, the group refuses its commits.
    PollIntervalExceeded {
        worker: WorkerId,
    },
    /// On a log: a rebalance of the group's `generation` gave `partition` to `worker`
    /// (nobody when no member is alive), which starts reading it at the committed
    /// `offset`.
    PartitionAssigned {
        partition: u32,
        worker: Option<WorkerId>,
        offset: u64,
        generation: u32,
    },
    /// On a log: `worker`, a live member, gave up `partition` at its poll, as the
    /// rebalance of the group's `generation` asked (until then it kept reading and
    /// committing it).
    PartitionRevoked {
        partition: u32,
        worker: WorkerId,
        generation: u32,
    },
    /// The producer finished `begin`, `write` or `write_outbox` for `message`'s request
    /// (`acklab/2`); a `publish` is recorded as the broker saw it, a commit as below.
    ProducerStepDone {
        message: usize,
        step: ProducerStep,
    },
    /// Rows of `message`'s request became durable in the producer's database: the
    /// business row (`order`) and the outbox row (`outbox`), by `commit` or at once.
    SourceCommitted {
        message: usize,
        order: bool,
        outbox: bool,
    },
    /// The producer process died after `after` for `message`'s request; its open
    /// transaction rolled back, discarding `discarded` rows.
    ProducerCrashed {
        message: usize,
        after: ProducerStep,
        discarded: u32,
    },
    ProducerRestarted,
    /// The relay took `message`'s row, committed and not marked sent, from the outbox.
    OutboxRead {
        message: usize,
    },
    /// The relay marked `message`'s row sent.
    OutboxMarkedSent {
        message: usize,
    },
    /// The relay died after `after` on `message`'s row.
    RelayCrashed {
        message: usize,
        after: RelayStep,
    },
    RelayRestarted,
}
