//! Why a message was never applied: acked before its effect, dropped by the broker,
//! skipped as a false duplicate, or never published.

use super::duplicate::{failure_cause, interruption};
use super::{in_trace_order, Cause, Context};
use crate::scenario::Step;
use crate::trace::EventKind;

pub(super) fn explain_loss(context: &Context) -> Vec<Cause> {
    if context.scenario.step_position(Step::Apply).is_none() {
        return vec![Cause::NoApplyStep];
    }
    if let Some(event) = context.first(|k| matches!(k, EventKind::CopyDropped { .. })) {
        return vec![Cause::DroppedByBroker { event }];
    }
    if let Some(skipped) = context.first(|k| {
        matches!(
            k,
            EventKind::DedupHit { .. } | EventKind::DedupConflict { .. }
        )
    }) {
        return explain_false_duplicate(context, skipped);
    }
    if let Some(acked) = context.first(|k| matches!(k, EventKind::Acked { .. })) {
        return explain_acked_loss(context, acked);
    }
    // Nothing reached the broker: the producer gave up (the event has no copy).
    let gave_up = context
        .trace
        .iter()
        .enumerate()
        .find_map(|(i, e)| match e.kind {
            EventKind::PublishGaveUp { message, attempts } if message == context.message => {
                Some((i, attempts))
            }
            _ => None,
        });
    match gave_up {
        Some((event, attempts)) => vec![Cause::PublishGaveUp { event, attempts }],
        None => vec![Cause::NeverApplied],
    }
}

fn explain_acked_loss(context: &Context, acked: usize) -> Vec<Cause> {
    let EventKind::Acked {
        worker,
        copy,
        delivery,
    } = context.trace[acked].kind
    else {
        return vec![Cause::NeverApplied];
    };
    let mut causes = vec![Cause::AckedBeforeEffect {
        event: acked,
        worker,
    }];
    for event in context.of_delivery(copy, delivery).filter(|&e| e > acked) {
        match context.trace[event].kind {
            EventKind::Abandoned { .. } => causes.push(Cause::AbandonedAfterAck { event }),
            // After the ack only what ended the work matters: a crash or an error.
            EventKind::Crashed { .. }
            | EventKind::ApplyFailed { .. }
            | EventKind::PaymentResponseLost { .. } => causes.extend(failure_cause(context, event)),
            _ => {}
        }
    }
    causes.push(Cause::NotRedelivered);
    causes
}

/// A dedup row committed without the effect, then a redelivery skipped as a duplicate.
fn explain_false_duplicate(context: &Context, skipped: usize) -> Vec<Cause> {
    let mut causes = Vec::new();
    let recorded = context.first(|k| matches!(k, EventKind::DedupRecorded { .. }));
    if let Some(event) = recorded {
        if let EventKind::DedupRecorded { copy, delivery, .. } = context.trace[event].kind {
            causes.extend(interruption(context, copy, delivery));
        }
    }
    let worker = match context.trace[skipped].kind {
        EventKind::DedupHit { worker, .. } | EventKind::DedupConflict { worker, .. } => worker,
        _ => 0,
    };
    causes.push(Cause::SkippedAsDuplicate {
        event: skipped,
        worker,
    });
    in_trace_order(&mut causes);
    causes.push(Cause::DedupNotInSameTransaction);
    causes
}
