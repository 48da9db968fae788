//! Why the producer's side went wrong (`acklab/2`): an order applied downstream that
//! never committed at the source (a phantom), or one committed and never sent.

use super::duplicate::{effect_cause, effect_events};
use super::{in_trace_order, Cause, Context};
use crate::format::scenario::ProducerStep;
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
        causes.push(phantom_publish(context, event));
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
pub(super) fn explain_source_loss(context: &Context) -> Option<Vec<Cause>> {
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
        let mut causes = vec![crash];
        causes.extend(not_sent_after_commit(pipeline));
        return Some(causes);
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

/// How a phantom's event left, in the words its pipeline earns: the relay published
/// an outbox row committed without its order, or the producer published before its
/// transaction committed, or (without a transaction) before it wrote the order.
fn phantom_publish(context: &Context, published: usize) -> Cause {
    let pipeline = context
        .scenario
        .producer
        .pipeline
        .as_deref()
        .unwrap_or_default();
    let by_relay = context
        .first(|k| matches!(k, EventKind::OutboxRead { .. }))
        .is_some_and(|read| read < published);
    if by_relay || !pipeline.contains(&ProducerStep::Publish) {
        return Cause::RelayPublishedRowWithoutOrder { event: published };
    }
    if pipeline.contains(&ProducerStep::Begin) {
        Cause::PublishedBeforeCommit { event: published }
    } else {
        Cause::PublishedBeforeWrite { event: published }
    }
}

/// Why a committed order was never sent, in the words its pipeline earns: a publish
/// placed after the transaction, a publish placed after a write that committed on its
/// own, or an outbox row written apart from the order. None when the publish came
/// before the commit (it was refused: the crash explains the rest).
fn not_sent_after_commit(pipeline: &[ProducerStep]) -> Option<Cause> {
    let position = |step| pipeline.iter().position(|s| *s == step);
    let committed_at = position(ProducerStep::Commit).or(position(ProducerStep::Write));
    match (position(ProducerStep::Publish), committed_at) {
        (Some(publish), Some(commit)) if publish > commit => {
            Some(if pipeline.contains(&ProducerStep::Begin) {
                Cause::CommittedNotPublished
            } else {
                Cause::WrittenNotPublished
            })
        }
        (Some(_), _) => None,
        (None, _) => Some(Cause::OutboxRowNotWritten),
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
