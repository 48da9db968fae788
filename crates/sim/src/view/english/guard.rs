//! The English words for the guards, the ordering, the log and the producer's side:
//! one arm per cause, a table of sentences.

use super::*;

pub(super) fn render_guard(cause: &Cause, trace: &[TraceEvent]) -> String {
    match cause {
        Cause::NoDedupStore => "there is no dedup store, so nothing remembers which ids were processed".into(),
        Cause::NoDedupCheck => "the consumer never checks whether it already processed the id".into(),
        Cause::NoDedupRecord => "the consumer never records the processed id".into(),
        Cause::NewIdNotRecognised { new_id } => format!("the copy carries a new id ({new_id}), so neither a dedup record nor an idempotency key can recognise it"),
        Cause::DedupMemoryForgotten { event, worker } => {
            format!("worker {}'s in-memory dedup set was emptied when it restarted at {}", worker + 1, at(trace, *event))
        }
        Cause::DedupMemoryPerWorker => "the dedup set lives in each worker's memory, and another worker took the copy".into(),
        Cause::DedupNotInSameTransaction => "the dedup record was not committed in the same transaction as the change".into(),
        Cause::CheckThenInsertRace => "both deliveries checked the dedup table before either had committed its record".into(),
        Cause::NoUniqueConstraint => "with no unique constraint, the second insert of the id succeeded".into(),
        Cause::EmailSentDirectly => "the consumer sent the e-mail itself, outside the database transaction: nothing can take an e-mail back, and the mail service has no idempotency key, so the next delivery sent it again".into(),
        Cause::ChargeOutsideTransaction => "the card charge is a call to another system, outside any database transaction: nothing in the database can undo it, and no record of the attempt was committed before the call to stop a second one".into(),
        Cause::StatusCheckRace => {
            "both deliveries asked for the charge's status before either charge was taken".into()
        }
        Cause::NoIdempotencyKey => "the payment call carried no idempotency key, so the service charged again".into(),
        Cause::AckedBeforeEffect { event, worker } => {
            format!("worker {} acked the message at {}, before its effect was committed", worker + 1, at(trace, *event))
        }
        Cause::AbandonedAfterAck { event } => format!("the consumer gave up at {} after it had acked", at(trace, *event)),
        Cause::NotRedelivered => "the broker never redelivers an acked message, so the effect never happened".into(),
        Cause::SkippedAsDuplicate { event, worker } => format!(
            "worker {} found the id already recorded at {} and skipped the message as a duplicate",
            worker + 1,
            at(trace, *event)
        ),
        Cause::DroppedByBroker { event } => {
            format!("the broker crashed at {} and, not being durable, lost the message", at(trace, *event))
        }
        Cause::PublishGaveUp { event, attempts: 1 } => format!(
            "the producer published while the broker was down and, not retrying, gave up at {}",
            at(trace, *event)
        ),
        Cause::PublishGaveUp { event, attempts } => format!(
            "the producer published {attempts} times while the broker was down, then gave up at {}",
            at(trace, *event)
        ),
        Cause::NoApplyStep => "the pipeline has no apply step, so nothing is ever applied".into(),
        Cause::DeadLettered { event, deliveries, reason: DeadLetterReason::MaxDeliveries } => format!(
            "after {deliveries} {}, the most the broker allows, the broker moved it to the dead-letter queue at {}",
            if *deliveries == 1 { "delivery" } else { "deliveries" },
            at(trace, *event)
        ),
        Cause::DeadLettered { event, reason: DeadLetterReason::Expired, .. } => format!(
            "it waited in the queue longer than the queue's message TTL, and the broker moved it to the dead-letter queue at {}",
            at(trace, *event)
        ),
        Cause::DeadLettered { event, reason: DeadLetterReason::PermanentError, .. } => format!(
            "the consumer rejected it as a permanent error, without a retry, and the broker moved it to the dead-letter queue at {}",
            at(trace, *event)
        ),
        Cause::ParkedInDeadLetterTopic {
            event,
            worker,
            deliveries,
            reason,
        } => format!(
            "{}, worker {} wrote it to the dead-letter topic at {} and committed past it",
            match reason {
                DeadLetterReason::PermanentError => "as a permanent error, without a retry".to_string(),
                // A log has no message TTL (validation refuses it), so this is never said.
                DeadLetterReason::Expired => "as too old".to_string(),
                DeadLetterReason::MaxDeliveries => format!(
                    "after {deliveries} {}, the most the consumer allows",
                    if *deliveries == 1 { "poll" } else { "polls" }
                ),
            },
            worker + 1,
            at(trace, *event)
        ),
        Cause::ParkedNeedsAttention => {
            "it is parked there, not lost: it waits until someone inspects it and redrives or discards it".into()
        }
        Cause::CommittedPast { event, worker, partition, offset, record, auto } => format!(
            "{} worker {} committed offset {offset} in partition {partition} at {}, past record {record}, whose effect had not been applied",
            if *auto { "the auto-commit timer of" } else { "" },
            worker + 1,
            at(trace, *event)
        )
        .trim_start()
        .to_string(),
        Cause::PolledAgain { event, worker, poll } => format!(
            "polled again at {} by worker {} (poll {poll})",
            at(trace, *event),
            worker + 1
        ),
        Cause::NotReadAgain => {
            "the group resumes a partition from its committed offset, so nothing read the record again".into()
        }
        Cause::ResumedPast { event, worker: Some(worker), partition, offset } => format!(
            "at {} partition {partition} went to worker {}, which started at the committed offset {offset}, so the record was never read again",
            at(trace, *event),
            worker + 1
        ),
        Cause::ResumedPast { event, worker: None, partition, offset } => format!(
            "at {} partition {partition} was left without a consumer, at the committed offset {offset}",
            at(trace, *event)
        ),
        Cause::OverwrittenByOlder {
            event,
            worker,
            older,
            older_version,
            older_status,
            version,
            versioned,
        } => format!(
            "at {} worker {} wrote {older}, an older update ({}), and the status went back to {older_status}",
            at(trace, *event),
            worker + 1,
            if *versioned {
                format!("version {older_version} < {version}")
            } else {
                "sent first".to_string()
            }
        ),
        Cause::OffsetCommitLost {
            event,
            worker,
            partition,
            offset,
        } => format!(
            "at {} the commit of offset {offset} in partition {partition} by worker {} was lost, so the committed offset stayed before this record",
            at(trace, *event),
            worker + 1
        ),
        Cause::CrashedOnLaterRecord {
            event,
            worker,
            record,
        } => format!(
            "worker {} crashed at {} on {record}, before a later commit covered this record",
            worker + 1,
            at(trace, *event)
        ),
        Cause::CrashedEarlierInPoll {
            event,
            worker,
            record,
        } => format!(
            "worker {} crashed at {} on {record}, earlier in the same poll, so this record was never processed",
            worker + 1,
            at(trace, *event)
        ),
        Cause::CrashedLaterInPoll {
            event,
            worker,
            record,
        } => format!(
            "worker {} crashed at {} on {record}, later in the same poll, before the offset commit that would have covered this record",
            worker + 1,
            at(trace, *event)
        ),
        Cause::PartitionBlocked {
            event,
            worker,
            partition,
            offset,
            deliveries,
        } => format!(
            "at {} worker {} gave up on the record at offset {offset} of partition {partition} after {deliveries} {}; without a dead-letter topic nobody reads partition {partition} past it",
            at(trace, *event),
            worker + 1,
            if *deliveries == 1 { "poll" } else { "polls" }
        ),
        Cause::WaitsBehind { record } => {
            format!("this record waits in the partition behind {record}, which blocks it")
        }
        Cause::EmitOutsideKafkaTransaction => "the output record is written outside a Kafka transaction, so it stays although the offset after it was never committed".into(),
        Cause::ReadsUncommitted => "the downstream reader reads uncommitted records (read_uncommitted), so it also counts the record of the aborted transaction".into(),
        Cause::OutsideKafkaTransaction => "the Kafka transaction covers the output records and the offset, not the database or the card: aborting it does not undo this effect".into(),
        Cause::NoVersionCheck => {
            "the consumer writes the status without comparing versions (no check_version)".into()
        }
        Cause::VersionCheckRace => {
            "the older update passed check_version before the newer status was committed".into()
        }
        _ => render_source(cause, trace),
    }
}
