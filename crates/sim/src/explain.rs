//! Causal explanations of bad outcomes, as typed steps that point into the trace. The
//! English words live in `english.rs`; the UI renders the same steps in every language.

use serde::Serialize;

use crate::scenario::{DedupStore, Op, Scenario, Step};
use crate::trace::{
    ApplyError, CopyId, CopyInfo, DeadLetterReason, EventKind, TraceEvent, WorkerId,
};
use crate::verdict::Outcome;

/// One link in the chain that led to an outcome. `event` is an index into the trace.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "cause", rename_all = "snake_case")]
pub enum Cause {
    /// The effect was applied (the `nth` time): a committed row or a charge taken.
    EffectApplied {
        event: usize,
        worker: WorkerId,
        nth: u32,
        op: Op,
        order: Option<u64>,
    },
    Crashed {
        event: usize,
        worker: WorkerId,
        after: Step,
        next: Option<Step>,
    },
    AckLost {
        event: usize,
        worker: WorkerId,
        broker_down: bool,
    },
    Stalled {
        event: usize,
        worker: WorkerId,
        ticks: u64,
    },
    VisibilityExpired {
        event: usize,
    },
    ApplyFailed {
        event: usize,
        worker: WorkerId,
        error: ApplyError,
    },
    PaymentResponseLost {
        event: usize,
        worker: WorkerId,
    },
    BrokerRequeued {
        event: usize,
    },
    Redelivered {
        event: usize,
        worker: WorkerId,
        delivery: u32,
    },
    /// The broker kept a second copy because the producer published again.
    Republished {
        event: usize,
        new_id: Option<String>,
    },
    NoDedupStore,
    NoDedupCheck,
    NoDedupRecord,
    /// The id was regenerated on retry, so no dedup store can recognise the copy.
    NewIdNotRecognised {
        new_id: String,
    },
    /// The in-process dedup set was emptied when the worker restarted.
    DedupMemoryForgotten {
        event: usize,
        worker: WorkerId,
    },
    /// Each worker process has its own in-memory set.
    DedupMemoryPerWorker,
    /// The dedup row and the business change were not committed together.
    DedupNotInSameTransaction,
    /// Two deliveries checked before either had committed its dedup row.
    CheckThenInsertRace,
    NoUniqueConstraint,
    /// The card is charged outside the database transaction: a rollback cannot undo it.
    ChargeOutsideTransaction,
    NoIdempotencyKey,
    /// The message was acked before its effect was committed.
    AckedBeforeEffect {
        event: usize,
        worker: WorkerId,
    },
    /// An error after the ack: the consumer gave up, and the broker has forgotten it.
    AbandonedAfterAck {
        event: usize,
    },
    /// The broker does not deliver an acked message again.
    NotRedelivered,
    /// A dedup row was written although the effect never committed.
    SkippedAsDuplicate {
        event: usize,
        worker: WorkerId,
    },
    DroppedByBroker {
        event: usize,
    },
    PublishGaveUp {
        event: usize,
        attempts: u32,
    },
    NoApplyStep,
    DeadLettered {
        event: usize,
        deliveries: u32,
        reason: DeadLetterReason,
    },
    /// Nothing more specific was found in the trace.
    NeverApplied,
}

impl Cause {
    /// The trace event a cause points at, if it points at one.
    pub fn event(&self) -> Option<usize> {
        use Cause::*;
        match self {
            EffectApplied { event, .. }
            | Crashed { event, .. }
            | AckLost { event, .. }
            | Stalled { event, .. }
            | VisibilityExpired { event }
            | ApplyFailed { event, .. }
            | PaymentResponseLost { event, .. }
            | BrokerRequeued { event }
            | Redelivered { event, .. }
            | Republished { event, .. }
            | DedupMemoryForgotten { event, .. }
            | AckedBeforeEffect { event, .. }
            | AbandonedAfterAck { event }
            | SkippedAsDuplicate { event, .. }
            | DroppedByBroker { event }
            | PublishGaveUp { event, .. }
            | DeadLettered { event, .. } => Some(*event),
            _ => None,
        }
    }
}

/// What `explain` needs to see, in one place.
struct Context<'a> {
    scenario: &'a Scenario,
    trace: &'a [TraceEvent],
    copies: &'a [CopyInfo],
    message: usize,
    /// Indices of the trace events about this message's copies, in order.
    events: &'a [usize],
}

impl Context<'_> {
    /// Indices of this message's events that `pick` accepts.
    fn find(&self, pick: impl Fn(&EventKind) -> bool) -> Vec<usize> {
        self.events
            .iter()
            .copied()
            .filter(|&i| pick(&self.trace[i].kind))
            .collect()
    }

    fn first(&self, pick: impl Fn(&EventKind) -> bool) -> Option<usize> {
        self.events
            .iter()
            .copied()
            .find(|&i| pick(&self.trace[i].kind))
    }

    fn of_delivery(&self, copy: CopyId, delivery: u32) -> impl Iterator<Item = usize> + '_ {
        self.events.iter().copied().filter(move |&i| {
            self.trace[i].kind.copy() == Some(copy)
                && self.trace[i].kind.delivery() == Some(delivery)
        })
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
        if let Some(copy) = event.kind.copy() {
            index[copies[copy as usize].message].push(position);
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
        Outcome::Ok | Outcome::Pending => Vec::new(),
    }
}

fn effect_events(context: &Context) -> Vec<usize> {
    context.find(|k| {
        matches!(
            k,
            EventKind::EffectCommitted { .. } | EventKind::Charged { .. }
        )
    })
}

fn effect_cause(context: &Context, event: usize, nth: u32) -> Cause {
    let (worker, order) = match context.trace[event].kind {
        EventKind::EffectCommitted { worker, order, .. } => (worker, order),
        EventKind::Charged { worker, .. } => (worker, None),
        _ => (0, None),
    };
    let op = context.scenario.messages[context.message].op;
    Cause::EffectApplied {
        event,
        worker,
        nth,
        op,
        order,
    }
}

fn explain_duplicate(context: &Context) -> Vec<Cause> {
    let effects = effect_events(context);
    let (Some(&first), Some(&second)) = (effects.first(), effects.get(1)) else {
        return vec![Cause::NeverApplied];
    };
    let copy_of = |e: usize| context.trace[e].kind.copy().unwrap_or(0);
    let delivery_of = |e: usize| context.trace[e].kind.delivery().unwrap_or(1);
    // The events of the chain are told in the order they happened; the missing guards
    // and the second effect close it.
    let mut causes = vec![effect_cause(context, first, 1)];
    let (first_copy, second_copy) = (copy_of(first), copy_of(second));
    if first_copy != second_copy {
        causes.push(republish_cause(context, second_copy));
    } else {
        let (early, late) = {
            let (a, b) = (delivery_of(first), delivery_of(second));
            (a.min(b), a.max(b))
        };
        causes.extend(interruption(context, first_copy, early));
        if let Some(event) = context.first(|k| matches!(k, EventKind::Delivered { copy, delivery, .. } if *copy == first_copy && *delivery == late)) {
            if let EventKind::Delivered { worker, delivery, .. } = context.trace[event].kind {
                causes.push(Cause::Redelivered { event, worker, delivery });
            }
        }
    }
    causes.sort_by_key(|cause| cause.event().unwrap_or(usize::MAX));
    causes.extend(missing_guards(context, first, second));
    causes.push(effect_cause(context, second, 2));
    causes
}

fn republish_cause(context: &Context, copy: CopyId) -> Cause {
    let event = context.first(|k| {
        matches!(
            k,
            EventKind::PublishConfirmLost { .. } | EventKind::PublishRejected { .. }
        )
    });
    let info = &context.copies[copy as usize];
    let original = &context.scenario.messages[context.message].id;
    let new_id = (info.wire_id != *original).then(|| info.wire_id.clone());
    Cause::Republished {
        event: event.unwrap_or(0),
        new_id,
    }
}

/// What cut delivery `delivery` of `copy` short, so that the broker sent it again.
fn interruption(context: &Context, copy: CopyId, delivery: u32) -> Vec<Cause> {
    let mut causes = Vec::new();
    for event in context.of_delivery(copy, delivery) {
        match context.trace[event].kind {
            EventKind::Crashed { worker, after, .. } => {
                let next = next_step(context.scenario, after);
                causes.push(Cause::Crashed {
                    event,
                    worker,
                    after,
                    next,
                });
            }
            EventKind::AckLost {
                worker,
                broker_down,
                ..
            } => causes.push(Cause::AckLost {
                event,
                worker,
                broker_down,
            }),
            EventKind::Stalled { worker, ticks, .. } => causes.push(Cause::Stalled {
                event,
                worker,
                ticks,
            }),
            EventKind::ApplyFailed { worker, error, .. } => causes.push(Cause::ApplyFailed {
                event,
                worker,
                error,
            }),
            EventKind::PaymentResponseLost { worker, .. } => {
                causes.push(Cause::PaymentResponseLost { event, worker })
            }
            EventKind::VisibilityExpired { .. } => causes.push(Cause::VisibilityExpired { event }),
            _ => {}
        }
    }
    if causes.is_empty() {
        if let Some(event) =
            context.first(|k| matches!(k, EventKind::CopyRequeued { copy: c } if *c == copy))
        {
            causes.push(Cause::BrokerRequeued { event });
        }
    }
    causes
}

fn next_step(scenario: &Scenario, after: Step) -> Option<Step> {
    let position = scenario.step_position(after)?;
    scenario.pipeline.get(position + 1).copied()
}

/// Why no guard stopped the second application of the effect.
fn missing_guards(context: &Context, first: usize, second: usize) -> Vec<Cause> {
    let scenario = context.scenario;
    if scenario.messages[context.message].op == Op::Charge {
        let mut causes = vec![Cause::ChargeOutsideTransaction];
        if !scenario.payment.idempotency_key {
            causes.push(Cause::NoIdempotencyKey);
        }
        return causes;
    }
    let has = |step| scenario.step_position(step).is_some();
    let second_copy = context.trace[second].kind.copy().unwrap_or(0) as usize;
    let new_id = &context.copies[second_copy].wire_id;
    let store = scenario.dedup.store;
    let unique_guard =
        store == DedupStore::Table && scenario.dedup.unique && has(Step::RecordDedup);
    if store == DedupStore::None {
        return vec![Cause::NoDedupStore];
    }
    if *new_id != scenario.messages[context.message].id {
        return vec![Cause::NewIdNotRecognised {
            new_id: new_id.clone(),
        }];
    }
    if !has(Step::CheckDedup) && !unique_guard {
        return vec![Cause::NoDedupCheck];
    }
    if !has(Step::RecordDedup) {
        return vec![Cause::NoDedupRecord];
    }
    if store == DedupStore::Memory {
        return vec![memory_guard(context, first, second)];
    }
    if !same_transaction(scenario) {
        return vec![Cause::DedupNotInSameTransaction];
    }
    vec![Cause::CheckThenInsertRace, Cause::NoUniqueConstraint]
}

fn worker_of(event: &TraceEvent) -> Option<WorkerId> {
    match event.kind {
        EventKind::EffectCommitted { worker, .. } | EventKind::Charged { worker, .. } => {
            Some(worker)
        }
        _ => None,
    }
}

fn memory_guard(context: &Context, first: usize, second: usize) -> Cause {
    let (Some(a), Some(b)) = (
        worker_of(&context.trace[first]),
        worker_of(&context.trace[second]),
    ) else {
        return Cause::DedupMemoryPerWorker;
    };
    if a != b {
        return Cause::DedupMemoryPerWorker;
    }
    let restart = (first..second)
        .find(|&i| matches!(context.trace[i].kind, EventKind::Restarted { worker } if worker == a));
    match restart {
        Some(event) => Cause::DedupMemoryForgotten { event, worker: a },
        None => Cause::DedupNotInSameTransaction,
    }
}

/// Whether `apply` and `record_dedup` both sit between `begin` and `commit`.
fn same_transaction(scenario: &Scenario) -> bool {
    let position = |step| scenario.step_position(step);
    match (
        position(Step::Begin),
        position(Step::Commit),
        position(Step::Apply),
        position(Step::RecordDedup),
    ) {
        (Some(begin), Some(commit), Some(apply), Some(record)) => {
            (begin..commit).contains(&apply) && (begin..commit).contains(&record)
        }
        _ => false,
    }
}

fn explain_loss(context: &Context) -> Vec<Cause> {
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
            EventKind::Crashed { worker, after, .. } => {
                let next = next_step(context.scenario, after);
                causes.push(Cause::Crashed {
                    event,
                    worker,
                    after,
                    next,
                });
            }
            EventKind::ApplyFailed { worker, error, .. } => causes.push(Cause::ApplyFailed {
                event,
                worker,
                error,
            }),
            EventKind::PaymentResponseLost { worker, .. } => {
                causes.push(Cause::PaymentResponseLost { event, worker })
            }
            EventKind::Abandoned { .. } => causes.push(Cause::AbandonedAfterAck { event }),
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
        if let Some(copy) = context.trace[event].kind.copy() {
            // The delivery that wrote the row is the copy's last delivery before it.
            let delivery = (0..event)
                .rev()
                .find_map(|i| match context.trace[i].kind {
                    EventKind::Delivered {
                        copy: c, delivery, ..
                    } if c == copy => Some(delivery),
                    _ => None,
                })
                .unwrap_or(1);
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
    causes.push(Cause::DedupNotInSameTransaction);
    causes
}

fn explain_dead_letter(context: &Context) -> Vec<Cause> {
    let mut causes = Vec::new();
    if let Some(event) = context.first(|k| matches!(k, EventKind::ApplyFailed { .. })) {
        if let EventKind::ApplyFailed { worker, error, .. } = context.trace[event].kind {
            causes.push(Cause::ApplyFailed {
                event,
                worker,
                error,
            });
        }
    }
    if let Some(event) = context.first(|k| matches!(k, EventKind::DeadLettered { .. })) {
        if let EventKind::DeadLettered {
            deliveries, reason, ..
        } = context.trace[event].kind
        {
            causes.push(Cause::DeadLettered {
                event,
                deliveries,
                reason,
            });
        }
    }
    causes
}
