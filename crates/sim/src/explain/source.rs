//! Why the producer's side went wrong (`acklab/2`): an order applied downstream that
//! never committed at the source (a phantom), or one committed and never sent.

use super::duplicate::{effect_cause, effect_events};
use super::{in_trace_order, Cause, Context};
use crate::scenario::ProducerStep;
use crate::trace::EventKind;

/// The producer's crash on this message's request, as a cause.
fn producer_crash(context: &Context) -> Option<Cause> {
    let event = context.first(|k| matches!(k, EventKind::ProducerCrashed { .. }))?;
    match context.trace[event].kind {
        EventKind::ProducerCrashed {
            after, discarded, ..
        } => Some(Cause::ProducerCrashed {
            event,
            after,
            discarded,
        }),
        _ => None,
    }
}

/// A phantom: published before the commit, the transaction rolled back in a crash,
/// and the consumer applied what the source never kept.
pub(super) fn explain_phantom(context: &Context) -> Vec<Cause> {
    let mut causes = Vec::new();
    if let Some(event) = context.first(|k| matches!(k, EventKind::Published { .. })) {
        // Only a pipeline with a transaction has a commit to publish before.
        causes.push(if in_transaction(context) {
            Cause::PublishedBeforeCommit { event }
        } else {
            Cause::PublishedBeforeWrite { event }
        });
    }
    causes.extend(producer_crash(context));
    if let Some(&event) = effect_events(context).first() {
        causes.push(effect_cause(context, event, 1));
    }
    in_trace_order(&mut causes);
    causes
}

/// A committed order that no copy ever carried to the broker: the producer crashed
/// between its commit and its publish, the relay marked the row sent and then failed
/// to publish it, or nothing in the producer's pipeline sends anything. None when a
/// copy was published (the usual explanations apply) or without a producer pipeline.
pub(crate) fn explain_source_loss(context: &Context) -> Option<Vec<Cause>> {
    let pipeline = context.scenario.producer.pipeline.as_deref()?;
    if context
        .first(|k| matches!(k, EventKind::Published { .. }))
        .is_some()
    {
        return None;
    }
    let sends = [ProducerStep::Publish, ProducerStep::WriteOutbox];
    if !sends.iter().any(|step| pipeline.contains(step)) {
        return Some(vec![Cause::NoPublishStep]);
    }
    let row_committed = context
        .first(|k| matches!(k, EventKind::SourceCommitted { outbox: true, .. }))
        .is_some();
    // With its outbox row committed, the order's fate is the relay's, whatever the
    // producer did after.
    if let Some(crash) = producer_crash(context).filter(|_| !row_committed) {
        let committed = context
            .first(|k| matches!(k, EventKind::SourceCommitted { .. }))
            .is_some();
        if !committed {
            // The request died before it committed or sent anything.
            return Some(vec![crash]);
        }
        return Some(vec![crash, not_sent_after_commit(pipeline)]);
    }
    let marked = context.first(|k| matches!(k, EventKind::OutboxMarkedSent { .. }))?;
    let mut causes = Vec::new();
    if let Some(event) = context.first(|k| matches!(k, EventKind::RelayCrashed { .. })) {
        if let EventKind::RelayCrashed { after, .. } = context.trace[event].kind {
            causes.push(Cause::RelayCrashed { event, after });
        }
    }
    causes.push(Cause::MarkedSentBeforePublish { event: marked });
    in_trace_order(&mut causes);
    Some(causes)
}

/// Whether the producer's pipeline writes in a transaction (`begin` … `commit`).
fn in_transaction(context: &Context) -> bool {
    let pipeline = context
        .scenario
        .producer
        .pipeline
        .as_deref()
        .unwrap_or_default();
    pipeline.contains(&ProducerStep::Begin)
}

/// Why a committed order was never sent, in the words its pipeline earns: a publish
/// after the transaction, a publish after a write that committed on its own, or an
/// outbox row written apart from the order.
fn not_sent_after_commit(pipeline: &[ProducerStep]) -> Cause {
    match (
        pipeline.contains(&ProducerStep::Publish),
        pipeline.contains(&ProducerStep::Begin),
    ) {
        (true, true) => Cause::CommittedNotPublished,
        (true, false) => Cause::WrittenNotPublished,
        (false, _) => Cause::OutboxRowNotWritten,
    }
}

/// A second copy that the outbox relay published: the relay's crash before it marked
/// the row sent (if that is what happened), then the publish again. None when the
/// producer writes no outbox.
pub(super) fn relay_republish(context: &Context, copy: u32) -> Option<Vec<Cause>> {
    let pipeline = context.scenario.producer.pipeline.as_deref()?;
    if !pipeline.contains(&ProducerStep::WriteOutbox) {
        return None;
    }
    let again =
        context.first(|k| matches!(k, EventKind::Published { copy: c, .. } if *c == copy))?;
    let mut causes = Vec::new();
    let crash = context.first(|k| matches!(k, EventKind::RelayCrashed { .. }));
    if let Some(event) = crash.filter(|&event| event < again) {
        if let EventKind::RelayCrashed { after, .. } = context.trace[event].kind {
            causes.push(Cause::RelayCrashed { event, after });
        }
    }
    causes.push(Cause::RelayRepublished { event: again });
    Some(causes)
}
