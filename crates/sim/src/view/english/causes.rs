//! The English words for each cause: one arm per cause, a table of sentences, so that a
//! new cause is a compile error here until it has its words.

use super::*;

/// One cause as the CLI says it.
pub(super) fn render_cause(cause: &Cause, message: &Message, trace: &[TraceEvent]) -> String {
    match cause {
        Cause::EffectApplied {
            event,
            worker,
            nth,
            op,
            order,
        } => {
            let who = if *op == Op::Charge {
                "the payment service".to_string()
            } else {
                worker_name(*worker)
            };
            format!(
                "{who} {} at {}",
                effect(*op, *nth, *order, message),
                at(trace, *event)
            )
        }
        Cause::FaultStruck { event, fault, .. } => {
            format!(
                "{} at {}",
                fault.info().struck_words(*fault),
                at(trace, *event)
            )
        }
        Cause::Crashed {
            event,
            worker,
            after,
            next,
        } => {
            format!(
                "{} crashed at {}, {}",
                worker_name(*worker),
                at(trace, *event),
                crash_place(*after, *next)
            )
        }
        Cause::AckLost {
            event,
            worker,
            broker_down: false,
        } => {
            format!(
                "the ack from {} was lost at {}",
                worker_name(*worker),
                at(trace, *event)
            )
        }
        Cause::AckLost {
            event,
            worker,
            broker_down: true,
        } => {
            format!(
                "the ack from {} failed at {}: the broker was down",
                worker_name(*worker),
                at(trace, *event)
            )
        }
        Cause::Stalled {
            event,
            worker,
            ticks,
        } => format!(
            "{} froze for {ticks} ticks at {}, past the broker's timeout",
            worker_name(*worker),
            at(trace, *event)
        ),
        Cause::VisibilityExpired { event } => {
            format!(
                "the visibility timeout ran out at {} with no ack, so the broker took the message back",
                at(trace, *event)
            )
        }
        Cause::ChannelClosed {
            event,
            worker,
            reason,
        } => format!(
            "{}'s channel closed at {} ({}), so the broker took the message back at once",
            worker_name(*worker),
            at(trace, *event),
            match reason {
                ChannelCloseCause::WorkerCrashed => "the worker's process died",
                ChannelCloseCause::AckLost => "the connection dropped with the ack",
                ChannelCloseCause::ConsumerTimeout => "the consumer timeout ran out",
            }
        ),
        Cause::ApplyFailed { event, error, .. } => format!(
            "apply failed at {} ({})",
            at(trace, *event),
            error_name(*error)
        ),
        Cause::PaymentResponseLost { event, worker } => format!(
            "the card was charged but the answer was lost at {}, so {} could not tell it had paid",
            at(trace, *event),
            worker_name(*worker)
        ),
        Cause::BrokerRequeued { event } => {
            format!(
                "the broker crashed at {} and put the unacked message back in the queue",
                at(trace, *event)
            )
        }
        Cause::Redelivered {
            event,
            worker,
            delivery,
        } => {
            format!(
                "redelivered at {} to {} (delivery {delivery})",
                at(trace, *event),
                worker_name(*worker)
            )
        }
        Cause::Republished { event, new_id } => {
            let base = format!(
                "the producer got no confirm at {} and published again",
                at(trace, *event)
            );
            match new_id {
                Some(id) => format!("{base} under a new id, {id}"),
                None => format!("{base}: a second copy in the queue"),
            }
        }
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
        Cause::ProducerCrashed { event, after, discarded } => {
            let rolled_back = match discarded {
                0 => String::new(),
                1 => ", and its open transaction rolled back, discarding 1 row".to_string(),
                n => format!(", and its open transaction rolled back, discarding {n} rows"),
            };
            format!("the producer crashed at {}, right after {}{rolled_back}", at(trace, *event), after.name())
        }
        Cause::PublishedBeforeCommit { event } => format!(
            "the producer published the event at {}, before its transaction committed",
            at(trace, *event)
        ),
        Cause::CommittedNotPublished => "the order was committed, but the publish after the commit never ran: the database and the broker are two separate writes with no transaction around both (a dual write); an outbox row written in the same transaction closes that gap".into(),
        Cause::PublishedBeforeWrite { event } => format!(
            "the producer published the event at {}, before it wrote the order, and the write never came: without a transaction each write stands alone (a dual write)",
            at(trace, *event)
        ),
        Cause::WrittenNotPublished => "the order was written (without a transaction, each write commits on its own), but the publish after it never ran: the database and the broker are two separate writes (a dual write); an outbox row written in one transaction with the order closes that gap".into(),
        Cause::RelayPublishedRowWithoutOrder { event } => format!(
            "the relay published the event at {}, from an outbox row committed without its order: the pipeline writes the row and the order apart, and the order never came",
            at(trace, *event)
        ),
        Cause::OutboxRowNotWritten => "the order was committed without its outbox row: the pipeline writes the row apart from the order's transaction, and it was never written, so the relay had nothing to publish; write the row in the order's transaction".into(),
        Cause::RelayCrashed { event, after } => format!(
            "the outbox relay crashed at {}, right after {}",
            at(trace, *event),
            after.name()
        ),
        Cause::MarkedSentBeforePublish { event } => format!(
            "the relay marked the row sent at {} before publishing it, so no later poll takes it again",
            at(trace, *event)
        ),
        Cause::NoPublishStep => "the producer neither publishes nor writes an outbox row, so nothing is ever sent".into(),
        Cause::RelayRepublished { event } => format!(
            "the relay published the row again at {}, because it had not been marked sent",
            at(trace, *event)
        ),
        Cause::DedupExpired { event, ttl } => format!(
            "at {} the dedup record had expired (dedup.ttl is {ttl} ticks), so the copy looked new",
            at(trace, *event)
        ),
        Cause::Redriven { event } => format!(
            "at {} an operator redrove the dead-letter queue, and the copy went back to the queue",
            at(trace, *event)
        ),
        Cause::IdempotencyKeyExpired { ttl } => format!(
            "the payment service had forgotten the idempotency key (payment.key_ttl is {ttl} ticks), so it charged again"
        ),
        Cause::RemovedFromGroup { event, worker, interval } => format!(
            "at {} the group removed {}: it had not polled again within max_poll_interval ({interval} {}), so its partition went to another worker, which read on from the committed offset, while {} went on with the record it had (a zombie)",
            at(trace, *event),
            worker_name(*worker),
            if *interval == 1 { "tick" } else { "ticks" },
            worker_name(*worker)
        ),
        Cause::CommitRefused { event, worker } => format!(
            "at {} the group refused the offset commit of {} (in Kafka, a CommitFailedException): a removed member cannot commit, but what it had written stayed written",
            at(trace, *event),
            worker_name(*worker)
        ),
        Cause::NeverApplied => "the effect was never applied".into(),
    }
}
