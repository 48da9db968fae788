//! The English words for causal explanations. The UI has its own renderer per locale;
//! this one serves the CLI and the JSON output.

use crate::format::scenario::{Message, Op, Scenario, Step};
use crate::judge::cause::Cause;
use crate::trace::{ApplyError, DeadLetterReason, TraceEvent};

mod guard;
use guard::render_guard;

/// Renders a causal chain as one line: "worker 1 crashed at t=5, after commit and before ack → …".
/// `message` is the index of the message the chain explains.
pub fn render(
    causes: &[Cause],
    scenario: &Scenario,
    trace: &[TraceEvent],
    message: usize,
) -> String {
    let fallback = Message::new("", Op::Deposit);
    let message = scenario.messages.get(message).unwrap_or(&fallback);
    causes
        .iter()
        .map(|cause| render_cause(cause, message, trace))
        .collect::<Vec<_>>()
        .join(" → ")
}

fn at(trace: &[TraceEvent], event: usize) -> String {
    trace
        .get(event)
        .map(|e| format!("t={}", e.tick))
        .unwrap_or_default()
}

fn effect(op: Op, nth: u32, order: Option<u64>, message: &Message) -> String {
    let amount = message.amount();
    let again = if nth > 1 { " again" } else { "" };
    match op {
        Op::CreateOrder => match (nth, order) {
            (1, Some(n)) => format!("created order #{n}"),
            (_, Some(n)) => format!("created a second order, #{n},"),
            _ => format!("created an order{again}"),
        },
        Op::Deposit => format!("added {amount} to the balance{again}"),
        Op::SetStatus => format!("set the order status to {}{again}", message.status()),
        Op::Upsert => format!("wrote the order{again}"),
        Op::Emit => format!("wrote the output record{again}"),
        Op::Charge => format!("charged the card {amount}{again}"),
        Op::SendEmail => format!("sent the e-mail{again}"),
    }
}

fn error_name(error: ApplyError) -> &'static str {
    match error {
        ApplyError::Poison => "a poison message, failing every time",
        ApplyError::PoisonPermanent => "a permanent error",
        ApplyError::Transient => "a transient error",
        ApplyError::PaymentOutage => "the payment service was down",
        ApplyError::PaymentOverloaded => "the payment service was over its capacity",
    }
}

fn crash_place(after: Step, next: Option<Step>) -> String {
    match next {
        Some(next) => format!("after {} and before {}", after.name(), next.name()),
        None => format!("after {}, its last step", after.name()),
    }
}

fn worker_name(worker: u32) -> String {
    format!("worker {}", worker + 1)
}

fn render_cause(cause: &Cause, message: &Message, trace: &[TraceEvent]) -> String {
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
        _ => render_delivery(cause, trace),
    }
}

/// What happened to a delivery: interruptions and returns.
fn render_delivery(cause: &Cause, trace: &[TraceEvent]) -> String {
    match cause {
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
            "{} froze for {ticks} ticks at {}, past the visibility timeout",
            worker_name(*worker),
            at(trace, *event)
        ),
        Cause::VisibilityExpired { event } => {
            format!(
                "the visibility timeout ran out at {} with no ack, so the broker took the message back",
                at(trace, *event)
            )
        }
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
        _ => render_guard(cause, trace),
    }
}

/// The producer's side (`acklab/2`): its crashes, its dual writes and its relay.
fn render_source(cause: &Cause, trace: &[TraceEvent]) -> String {
    match cause {
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
        _ => "the effect was never applied".into(),
    }
}
