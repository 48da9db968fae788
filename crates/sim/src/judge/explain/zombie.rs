//! On a log: a member the group removed for not polling within `max_poll_interval`
//! (a zombie) goes on with the record it has; what that did to the record.

use super::{Cause, Context};
use crate::trace::{CopyId, EventKind};

/// The removal of the worker that had delivery `delivery` of `copy` while it still
/// held it, and the refusal of its offset commit after it, if they happened.
pub(super) fn removed_during(context: &Context, copy: CopyId, delivery: u32) -> Vec<Cause> {
    let Some(interval) = context.scenario.consumer.max_poll_interval else {
        return Vec::new();
    };
    let own: Vec<usize> = context.of_delivery(copy, delivery).collect();
    let (Some(&start), Some(&end)) = (own.first(), own.last()) else {
        return Vec::new();
    };
    let EventKind::Delivered { worker, .. } = context.trace[start].kind else {
        return Vec::new();
    };
    let removed = (start..end).find(|&e| {
        matches!(context.trace[e].kind, EventKind::PollIntervalExceeded { worker: w } if w == worker)
    });
    let Some(event) = removed else {
        return Vec::new();
    };
    let mut causes = vec![Cause::RemovedFromGroup {
        event,
        worker,
        interval,
    }];
    let refused = own.into_iter().find(|&e| {
        matches!(
            context.trace[e].kind,
            EventKind::OffsetCommitRejected { .. }
        )
    });
    if let Some(event) = refused {
        causes.push(Cause::CommitRefused { event, worker });
    }
    causes
}
