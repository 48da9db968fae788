//! Why a message's effect was applied twice: what interrupted the first delivery, how
//! the message came back, and which guard was missing.

use super::guards::{missing_guards, next_step};
use super::{in_trace_order, Cause, Context};
use crate::format::broker_kind::BrokerKind;
use crate::trace::{ChannelCloseCause, CopyId, EventKind};

pub(super) fn effect_events(context: &Context) -> Vec<usize> {
    context.find(|k| k.effect().is_some())
}

pub(super) fn effect_cause(context: &Context, event: usize, nth: u32) -> Cause {
    let effect = context.trace[event].kind.effect();
    let (worker, order) = effect.map_or((0, None), |e| (e.worker, e.order));
    let op = context.scenario.messages[context.message].op;
    Cause::EffectApplied {
        event,
        worker,
        nth,
        op,
        order,
    }
}

pub(super) fn explain_duplicate(context: &Context) -> Vec<Cause> {
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
        match super::source::relay_republish(context, second_copy) {
            Some(relay) => causes.extend(relay),
            None => causes.push(republish_cause(context, second_copy)),
        }
    } else {
        let (early, late) = {
            let (a, b) = (delivery_of(first), delivery_of(second));
            (a.min(b), a.max(b))
        };
        let mut cut = interruption(context, first_copy, early);
        cut.extend(super::zombie::removed_during(context, first_copy, early));
        match context.scenario.broker.kind {
            // A queue redelivers for the reasons the cut already names.
            BrokerKind::Queue => {}
            // On a log the copy is read again when its offset commit was lost or late.
            BrokerKind::Log => {
                let again = context.first(|k| matches!(k, EventKind::Delivered { copy, delivery, .. } if *copy == first_copy && *delivery == late));
                let lost = lost_commit(context, (first_copy, early), again, &cut);
                if lost.len() < 2 && cut.is_empty() {
                    causes.extend(crash_later_in_poll(context, first));
                }
                causes.extend(lost);
            }
        }
        causes.extend(cut);
        causes.extend(redriven_between(context, first, second));
        if let Some(event) = context.first(|k| matches!(k, EventKind::Delivered { copy, delivery, .. } if *copy == first_copy && *delivery == late)) {
            if let EventKind::Delivered { worker, delivery, .. } = context.trace[event].kind {
                causes.push(match context.scenario.broker.kind {
                    BrokerKind::Queue => Cause::Redelivered { event, worker, delivery },
                    BrokerKind::Log => Cause::PolledAgain { event, worker, poll: delivery },
                });
            }
        }
    }
    let (timed, untimed): (Vec<Cause>, Vec<Cause>) = missing_guards(context, first, second)
        .into_iter()
        .partition(|cause| cause.event().is_some());
    causes.extend(timed);
    in_trace_order(&mut causes);
    // What happened after the second effect (a zombie's refused commit) closes the
    // chain after it.
    let after = causes
        .iter()
        .position(|c| c.event().is_some_and(|e| e > second));
    let later = after.map(|at| causes.split_off(at)).unwrap_or_default();
    causes.extend(untimed);
    causes.push(effect_cause(context, second, 2));
    causes.extend(later);
    causes
}

/// A copy parked in the dead-letter queue and redriven from it between two effects:
/// how a late copy came back.
fn redriven_between(context: &Context, first: usize, second: usize) -> Vec<Cause> {
    let between = |picked: Vec<usize>| picked.into_iter().find(|&e| e > first && e < second);
    let mut causes = Vec::new();
    let parked = between(context.find(|k| matches!(k, EventKind::DeadLettered { .. })));
    if let Some(event) = parked {
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
    if let Some(event) = between(context.find(|k| matches!(k, EventKind::CopyRedriven { .. }))) {
        causes.push(Cause::Redriven { event });
    }
    causes
}

/// On a log, a record whose own delivery went well is read again when its worker
/// crashed later in the same poll, before the poll's offset commit.
fn crash_later_in_poll(context: &Context, effect: usize) -> Option<Cause> {
    if context.scenario.consumer.max_poll_records < 2 {
        return None;
    }
    let EventKind::EffectCommitted {
        worker,
        copy: own,
        delivery,
        ..
    } = context.trace[effect].kind
    else {
        return None;
    };
    // A poll hands all its records over at one tick: the tick a record was polled.
    let polled_at = |copy: u32, delivery: u32| {
        context.trace.iter().find_map(|e| match e.kind {
            EventKind::Delivered {
                worker: w,
                copy: c,
                delivery: d,
            } if w == worker && c == copy && d == delivery => Some(e.tick),
            _ => None,
        })
    };
    // The worker's next crash, if it came while it worked on a record of this poll.
    let (event, copy, late) =
        context.trace[effect..]
            .iter()
            .enumerate()
            .find_map(|(offset, e)| match e.kind {
                EventKind::Crashed {
                    worker: w,
                    copy,
                    delivery,
                    ..
                } if w == worker => Some((effect + offset, copy, delivery)),
                _ => None,
            })?;
    if polled_at(copy, late) != polled_at(own, delivery) {
        return None;
    }
    Some(Cause::CrashedLaterInPoll {
        event,
        worker,
        record: context.copies[copy as usize].wire_id.clone(),
    })
}

/// On a log: the offset commit after the record was lost, then what made its worker
/// read from the old committed offset again before the record came `again` (its next
/// crash), unless `cut` already names it. Empty when the commit was not lost, or when
/// a failure of the delivery itself (an error) sent the consumer back to the record.
fn lost_commit(
    context: &Context,
    (copy, delivery): (CopyId, u32),
    again: Option<usize>,
    cut: &[Cause],
) -> Vec<Cause> {
    let seeks_back = cut.iter().any(|c| {
        matches!(
            c,
            Cause::ApplyFailed { .. } | Cause::PaymentResponseLost { .. }
        )
    });
    let until = again.unwrap_or(context.trace.len());
    let lost = context.of_delivery(copy, delivery).find(|&e| {
        e < until && matches!(context.trace[e].kind, EventKind::OffsetCommitLost { .. })
    });
    let (Some(event), false) = (lost, seeks_back) else {
        return Vec::new();
    };
    let EventKind::OffsetCommitLost {
        worker,
        partition,
        offset,
        ..
    } = context.trace[event].kind
    else {
        return Vec::new();
    };
    let mut causes = vec![Cause::OffsetCommitLost {
        event,
        worker,
        partition,
        offset,
    }];
    if cut.iter().any(|c| matches!(c, Cause::Crashed { .. })) {
        return causes;
    }
    let crash = (event..until).find_map(|e| {
        let EventKind::Crashed {
            worker: w, copy: c, ..
        } = context.trace[e].kind
        else {
            return None;
        };
        (w == worker).then_some((e, c))
    });
    causes.extend(crash.and_then(|(e, crashed)| {
        if crashed == copy {
            failure_cause(context, e)
        } else {
            let record = context.copies[crashed as usize].wire_id.clone();
            Some(Cause::CrashedOnLaterRecord {
                event: e,
                worker,
                record,
            })
        }
    }));
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
pub(super) fn interruption(context: &Context, copy: CopyId, delivery: u32) -> Vec<Cause> {
    let mut causes = interruption_events(context, copy, delivery);
    // A stall matters only when the visibility timeout (or RabbitMQ's consumer
    // timeout) ran out during it.
    let timed_out = |c: &Cause| {
        matches!(
            c,
            Cause::VisibilityExpired { .. }
                | Cause::ChannelClosed {
                    reason: ChannelCloseCause::ConsumerTimeout,
                    ..
                }
        )
    };
    if !causes.iter().any(timed_out) {
        causes.retain(|c| !matches!(c, Cause::Stalled { .. }));
    }
    causes
}

/// The cause an event stands for when it cuts a delivery short, if it does.
pub(super) fn failure_cause(context: &Context, event: usize) -> Option<Cause> {
    Some(match context.trace[event].kind {
        EventKind::Crashed { worker, after, .. } => {
            let next = next_step(context.scenario, after);
            Cause::Crashed {
                event,
                worker,
                after,
                next,
            }
        }
        EventKind::AckLost {
            worker,
            broker_down,
            ..
        } => Cause::AckLost {
            event,
            worker,
            broker_down,
        },
        EventKind::Stalled { worker, ticks, .. } => Cause::Stalled {
            event,
            worker,
            ticks,
        },
        EventKind::ApplyFailed { worker, error, .. } => Cause::ApplyFailed {
            event,
            worker,
            error,
        },
        EventKind::PaymentResponseLost { worker, .. } => {
            Cause::PaymentResponseLost { event, worker }
        }
        EventKind::VisibilityExpired { .. } => Cause::VisibilityExpired { event },
        EventKind::ChannelClosed { worker, reason, .. } => Cause::ChannelClosed {
            event,
            worker,
            reason,
        },
        EventKind::FaultStruck {
            fault, delivery, ..
        } => Cause::FaultStruck {
            event,
            fault,
            delivery,
        },
        // Not a failure: the delivery went on, or ended, for no fault of its own.
        EventKind::Published { .. }
        | EventKind::PublishRejected { .. }
        | EventKind::PublishConfirmLost { .. }
        | EventKind::DuplicatePublishDropped { .. }
        | EventKind::PublishGaveUp { .. }
        | EventKind::Delivered { .. }
        | EventKind::StepDone { .. }
        | EventKind::DedupHit { .. }
        | EventKind::DedupExpired { .. }
        | EventKind::DedupRecorded { .. }
        | EventKind::DedupWait { .. }
        | EventKind::DedupConflict { .. }
        | EventKind::VersionSkipped { .. }
        | EventKind::Applied { .. }
        | EventKind::EffectCommitted { .. }
        | EventKind::Committed { .. }
        | EventKind::RolledBack { .. }
        | EventKind::Charged { .. }
        | EventKind::ChargeReplayed { .. }
        | EventKind::ChargeFoundByStatus { .. }
        | EventKind::ChargeNotFoundByStatus { .. }
        | EventKind::EmailSent { .. }
        | EventKind::OperationRecorded { .. }
        | EventKind::OperationAlreadyDone { .. }
        | EventKind::Acked { .. }
        | EventKind::AckIgnored { .. }
        | EventKind::AckStale { .. }
        | EventKind::Abandoned { .. }
        | EventKind::Finished { .. }
        | EventKind::Restarted { .. }
        | EventKind::RetryScheduled { .. }
        | EventKind::DeadLettered { .. }
        | EventKind::BrokerCrashed { .. }
        | EventKind::CopyDropped { .. }
        | EventKind::CopyRedriven { .. }
        | EventKind::CopyRequeued { .. }
        | EventKind::BrokerRestarted
        | EventKind::OffsetCommitted { .. }
        | EventKind::OffsetAutoCommitted { .. }
        | EventKind::OffsetCommitLost { .. }
        | EventKind::OffsetCommitRejected { .. }
        | EventKind::DeadLetterTopicWritten { .. }
        | EventKind::PartitionBlocked { .. }
        | EventKind::OutputWritten { .. }
        | EventKind::KafkaTxCommitted { .. }
        | EventKind::KafkaTxAborted { .. }
        | EventKind::SessionExpired { .. }
        | EventKind::PollIntervalExceeded { .. }
        | EventKind::PartitionAssigned { .. }
        | EventKind::PartitionRevoked { .. }
        | EventKind::ProducerStepDone { .. }
        | EventKind::SourceCommitted { .. }
        | EventKind::ProducerCrashed { .. }
        | EventKind::ProducerRestarted
        | EventKind::OutboxRead { .. }
        | EventKind::OutboxMarkedSent { .. }
        | EventKind::RelayCrashed { .. }
        | EventKind::RelayRestarted => return None,
    })
}

fn interruption_events(context: &Context, copy: CopyId, delivery: u32) -> Vec<Cause> {
    let mut causes: Vec<Cause> = context
        .of_delivery(copy, delivery)
        .filter_map(|e| failure_cause(context, e))
        .collect();
    if causes.is_empty() {
        if let Some(event) =
            context.first(|k| matches!(k, EventKind::CopyRequeued { copy: c } if *c == copy))
        {
            causes.push(Cause::BrokerRequeued { event });
        }
    }
    causes
}
