//! The English words for causal explanations. The UI has its own renderer per locale;
//! this one serves the CLI and the JSON output.

use crate::format::scenario::{Message, Op, Scenario, Step};
use crate::judge::cause::Cause;
use crate::trace::{ApplyError, ChannelCloseCause, DeadLetterReason, TraceEvent};

mod causes;
use causes::render_cause;

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
