//! Why a message was never applied: acked before its effect, dropped by the broker,
//! skipped as a false duplicate, or never published.

use super::duplicate::{failure_cause, interruption};
use super::{in_trace_order, Cause, Context};
use crate::format::scenario::Step;
use crate::trace::EventKind;

pub(super) fn explain_loss(context: &Context) -> Vec<Cause> {
    if context.scenario.step_position(Step::Apply).is_none() {
        return vec![Cause::NoApplyStep];
    }
    if let Some(causes) = super::explain_source_loss(context) {
        return causes;
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
    if let Some(causes) = explain_committed_loss(context) {
        return causes;
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
        let kind = &context.trace[event].kind;
        if matches!(kind, EventKind::Abandoned { .. }) {
            causes.push(Cause::AbandonedAfterAck { event });
        } else if kind.stops_work() {
            // After the ack only what ended the work matters: a crash or an error.
            causes.extend(failure_cause(context, event));
        }
    }
    causes.push(Cause::NotRedelivered);
    causes
}

/// On a log: the group committed past the record before its effect; what stopped the
/// work (a crash, an error); the owner the partition went to started past it.
fn explain_committed_loss(context: &Context) -> Option<Vec<Cause>> {
    let (copy, place) = context.copies.iter().enumerate().find_map(|(copy, info)| {
        (info.message == context.message).then_some((copy as u32, info.place?))
    })?;
    let (partition, record) = (place.partition, place.offset);
    let (event, worker, offset, auto) = first_commit_past(context, partition, record)?;
    let mut causes = vec![Cause::CommittedPast {
        event,
        worker,
        partition,
        offset,
        record,
        auto,
    }];
    let stopped = context.first(|k| k.copy() == Some(copy) && k.stops_work());
    match stopped {
        Some(stopped) => causes.extend(failure_cause(context, stopped)),
        None => causes.extend(crash_earlier_in_poll(context, copy, event)),
    }
    let after = stopped.unwrap_or(event);
    let resumed = context
        .trace
        .iter()
        .enumerate()
        .skip(after)
        .find_map(|(i, e)| match e.kind {
            EventKind::PartitionAssigned {
                partition: p,
                worker,
                offset,
                ..
            } if p == partition && offset > record => Some(Cause::ResumedPast {
                event: i,
                worker,
                partition,
                offset,
            }),
            _ => None,
        });
    causes.push(resumed.unwrap_or(Cause::NotReadAgain));
    Some(causes)
}

/// On a log: the crash of the worker that polled this record (in its last poll before
/// the commit that went past it), on another record of the same poll.
fn crash_earlier_in_poll(context: &Context, copy: u32, commit: usize) -> Option<Cause> {
    let polled = context
        .find(|k| matches!(k, EventKind::Delivered { copy: c, .. } if *c == copy))
        .into_iter()
        .rfind(|&e| e < commit)?;
    let EventKind::Delivered { worker, .. } = context.trace[polled].kind else {
        return None;
    };
    let (event, crashed, delivery) = (polled..context.trace.len()).find_map(|e| {
        let EventKind::Crashed {
            worker: w,
            copy,
            delivery,
            ..
        } = context.trace[e].kind
        else {
            return None;
        };
        (w == worker).then_some((e, copy, delivery))
    })?;
    // A poll hands its records over at one tick, next to each other in the trace.
    let tick = context.trace[polled].tick;
    let same_tick = context.trace[..polled]
        .iter()
        .rev()
        .take_while(|e| e.tick == tick)
        .chain(
            context.trace[polled..]
                .iter()
                .take_while(|e| e.tick == tick),
        );
    let same_poll = same_tick.into_iter().any(|e| {
        e.kind
            == EventKind::Delivered {
                worker,
                copy: crashed,
                delivery,
            }
    });
    same_poll.then(|| Cause::CrashedEarlierInPoll {
        event,
        worker,
        record: context.copies[crashed as usize].wire_id.clone(),
    })
}

/// The first commit (by the step or the timer) that covered offset `record`.
fn first_commit_past(
    context: &Context,
    partition: u32,
    record: u64,
) -> Option<(usize, u32, u64, bool)> {
    context.trace.iter().enumerate().find_map(|(i, e)| {
        let commit = e.kind.offset_commit()?;
        (commit.partition == partition && commit.offset > record).then_some((
            i,
            commit.worker,
            commit.offset,
            commit.auto,
        ))
    })
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
    // The caller found the skip as one of these two kinds; the chain is whole either way.
    let worker = if let EventKind::DedupHit { worker, .. }
    | EventKind::DedupConflict { worker, .. } = context.trace[skipped].kind
    {
        worker
    } else {
        0
    };
    causes.push(Cause::SkippedAsDuplicate {
        event: skipped,
        worker,
    });
    in_trace_order(&mut causes);
    causes.push(Cause::DedupNotInSameTransaction);
    causes
}
