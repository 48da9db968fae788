//! Causal explanations of bad outcomes, as typed steps that point into the trace. The
//! English words live in `english.rs`; the UI renders the same steps in every language.

use crate::format::broker_kind::BrokerKind;
use crate::format::scenario::Scenario;
use crate::judge::verdict::Outcome;
use crate::trace::{CopyId, CopyInfo, EventKind, TraceEvent};

mod blocked;
mod duplicate;
mod event;
mod guards;
mod loss;
mod order;
mod source;
mod zombie;

pub use crate::judge::cause::Cause;

use blocked::{explain_blocked, explain_dead_letter_topic};
use duplicate::explain_duplicate;
use loss::explain_loss;
use order::explain_out_of_order;
use source::explain_phantom;
use source::explain_source_loss;

/// What `explain` needs to see, in one place.
pub(super) struct Context<'a> {
    pub(super) scenario: &'a Scenario,
    pub(super) trace: &'a [TraceEvent],
    pub(super) copies: &'a [CopyInfo],
    pub(super) message: usize,
    /// Indices of the trace events about this message's copies, in order.
    pub(super) events: &'a [usize],
}

impl Context<'_> {
    /// Indices of this message's events that `pick` accepts.
    pub(super) fn find(&self, pick: impl Fn(&EventKind) -> bool) -> Vec<usize> {
        self.events
            .iter()
            .copied()
            .filter(|&i| pick(&self.trace[i].kind))
            .collect()
    }

    pub(super) fn first(&self, pick: impl Fn(&EventKind) -> bool) -> Option<usize> {
        self.events
            .iter()
            .copied()
            .find(|&i| pick(&self.trace[i].kind))
    }

    pub(super) fn of_delivery(
        &self,
        copy: CopyId,
        delivery: u32,
    ) -> impl Iterator<Item = usize> + '_ {
        self.events.iter().copied().filter(move |&i| {
            self.trace[i].kind.copy() == Some(copy)
                && self.trace[i].kind.delivery() == Some(delivery)
        })
    }
}

/// Sorts causes by the trace event they point at, those without one last. One shared
/// function, so that the web bundle carries one copy of the sort.
fn in_trace_order(causes: &mut [Cause]) {
    stable_sort_by_key(causes, |cause| cause.event().unwrap_or(usize::MAX));
}

/// An insertion sort, stable: a message has a few causes, and the standard library's
/// stable sort is 3 KB of the web bundle.
fn stable_sort_by_key<T>(items: &mut [T], key: impl Fn(&T) -> usize) {
    for next in 1..items.len() {
        let mut at = next;
        while at > 0 && key(&items[at - 1]) > key(&items[at]) {
            items.swap(at - 1, at);
            at -= 1;
        }
    }
}

/// For each message, the indices of the trace events about its copies: built once per
/// report so that explaining many messages stays linear in the trace.
pub fn events_by_message(
    trace: &[TraceEvent],
    copies: &[CopyInfo],
    messages: usize,
) -> Vec<Vec<usize>> {
    let mut index = vec![Vec::new(); messages];
    for (position, event) in trace.iter().enumerate() {
        let message = match event.kind.copy() {
            Some(copy) => Some(copies[copy as usize].message),
            None => event.kind.source_message(),
        };
        if let Some(message) = message {
            index[message].push(position);
        }
    }
    index
}

/// Explains a message's outcome; empty for `ok` and `pending`.
pub fn explain(
    scenario: &Scenario,
    trace: &[TraceEvent],
    copies: &[CopyInfo],
    message: usize,
    outcome: Outcome,
    events: &[usize],
) -> Vec<Cause> {
    let context = Context {
        scenario,
        trace,
        copies,
        message,
        events,
    };
    match outcome {
        Outcome::Duplicated => explain_duplicate(&context),
        Outcome::Lost => explain_loss(&context),
        Outcome::DeadLettered => explain_dead_letter(&context),
        Outcome::OutOfOrder => explain_out_of_order(&context),
        Outcome::Phantom => explain_phantom(&context),
        Outcome::Pending => match scenario.broker.kind {
            BrokerKind::Queue => Vec::new(),
            BrokerKind::Log => explain_blocked(&context),
        },
        Outcome::Ok => Vec::new(),
    }
}

fn explain_dead_letter(context: &Context) -> Vec<Cause> {
    match context.scenario.broker.kind {
        BrokerKind::Queue => {}
        BrokerKind::Log => return explain_dead_letter_topic(context),
    }
    let Some(event) = context.first(|k| matches!(k, EventKind::DeadLettered { .. })) else {
        return vec![Cause::NeverApplied];
    };
    let EventKind::DeadLettered {
        copy,
        deliveries,
        reason,
    } = context.trace[event].kind
    else {
        return vec![Cause::NeverApplied];
    };
    // An error in apply explains it; otherwise what cut the last delivery short does.
    let failed = context.first(|k| matches!(k, EventKind::ApplyFailed { .. }));
    let mut causes = match failed.map(|e| (e, &context.trace[e].kind)) {
        Some((event, EventKind::ApplyFailed { worker, error, .. })) => vec![Cause::ApplyFailed {
            event,
            worker: *worker,
            error: *error,
        }],
        _ => duplicate::interruption(context, copy, deliveries),
    };
    causes.push(Cause::DeadLettered {
        event,
        deliveries,
        reason,
    });
    causes.push(Cause::ParkedNeedsAttention);
    causes
}

#[cfg(test)]
mod sort_tests {
    use proptest::prelude::*;

    proptest! {
        /// The same order as the standard library's stable sort, ties included.
        #[test]
        fn sorts_as_the_standard_stable_sort(items in proptest::collection::vec((0usize..5, 0usize..100), 0..40)) {
            let mut ours = items.clone();
            super::stable_sort_by_key(&mut ours, |item| item.0);
            let mut theirs = items;
            theirs.sort_by_key(|item| item.0);
            prop_assert_eq!(ours, theirs);
        }
    }
}
