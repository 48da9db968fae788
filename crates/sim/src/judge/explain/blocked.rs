//! Why a record is still waiting at the end of a run on a log: a record the consumer
//! gave up on without a dead-letter topic blocks its partition (head-of-line).

use super::{Cause, Context};
use crate::trace::EventKind;

/// The failure and the block for the record that blocked its partition; the block and
/// the record in front for one waiting behind it; nothing for a record that is only
/// pending because the run is not over.
pub(super) fn explain_blocked(context: &Context) -> Vec<Cause> {
    let Some(place) = context.copies.iter().find_map(|info| {
        (info.message == context.message)
            .then_some(info.place)
            .flatten()
    }) else {
        return Vec::new();
    };
    let blocked = context
        .trace
        .iter()
        .enumerate()
        .find_map(|(event, e)| match e.kind {
            EventKind::PartitionBlocked {
                worker,
                copy,
                partition,
                offset,
                deliveries,
            } if partition == place.partition && offset <= place.offset => Some((
                Cause::PartitionBlocked {
                    event,
                    worker,
                    partition,
                    offset,
                    deliveries,
                },
                copy,
            )),
            _ => None,
        });
    let Some((cause, copy)) = blocked else {
        return Vec::new();
    };
    let blocker = &context.copies[copy as usize];
    if blocker.message == context.message {
        return apply_failure(context).into_iter().chain([cause]).collect();
    }
    vec![
        cause,
        Cause::WaitsBehind {
            record: blocker.wire_id.clone(),
        },
    ]
}

/// A record the consumer parked in the dead-letter topic: the error, the parking, and
/// that someone has to look at it.
pub(super) fn explain_dead_letter_topic(context: &Context) -> Vec<Cause> {
    let failure = apply_failure(context);
    let parked = context.first(|k| matches!(k, EventKind::DeadLetterTopicWritten { .. }));
    let parked = parked.and_then(|event| match context.trace[event].kind {
        EventKind::DeadLetterTopicWritten {
            worker,
            deliveries,
            reason,
            ..
        } => Some(Cause::ParkedInDeadLetterTopic {
            event,
            worker,
            deliveries,
            reason,
        }),
        _ => None,
    });
    let mut causes: Vec<Cause> = failure.into_iter().chain(parked).collect();
    if causes.is_empty() {
        return vec![Cause::NeverApplied];
    }
    causes.push(Cause::ParkedNeedsAttention);
    causes
}

/// The record's first failed `apply`, as a cause.
fn apply_failure(context: &Context) -> Option<Cause> {
    let event = context.first(|k| matches!(k, EventKind::ApplyFailed { .. }))?;
    match context.trace[event].kind {
        EventKind::ApplyFailed { worker, error, .. } => Some(Cause::ApplyFailed {
            event,
            worker,
            error,
        }),
        _ => None,
    }
}
