//! The guards a duplicate got past: which dedup step, transaction, memory or
//! idempotency key would have stopped the second effect.

use super::{Cause, Context};
use crate::format::scenario::{DedupStore, Op, Scenario, Step};
use crate::trace::{EventKind, TraceEvent, WorkerId};

pub(super) fn next_step(scenario: &Scenario, after: Step) -> Option<Step> {
    let position = scenario.step_position(after)?;
    scenario.pipeline.get(position + 1).copied()
}

/// Why no guard stopped the second application of the effect: what a Kafka
/// transaction does not cover, then the consumer's own guards.
pub(super) fn missing_guards(context: &Context, first: usize, second: usize) -> Vec<Cause> {
    let scenario = context.scenario;
    let op = scenario.messages[context.message].op;
    let in_kafka_tx = scenario.step_position(Step::BeginTx).is_some();
    let kafka = match (op, in_kafka_tx) {
        (Op::Emit, true) if !scenario.downstream.isolation.is_read_committed() => {
            return vec![Cause::ReadsUncommitted];
        }
        (Op::Emit, false) => Some(Cause::EmitOutsideKafkaTransaction),
        (Op::Emit, true) => None,
        (_, true) => Some(Cause::OutsideKafkaTransaction),
        (_, false) => None,
    };
    kafka
        .into_iter()
        .chain(dedup_guards(context, first, second))
        .collect()
}

/// Why the consumer's own guards (a dedup store, an idempotency key) did not stop it.
fn dedup_guards(context: &Context, first: usize, second: usize) -> Vec<Cause> {
    let scenario = context.scenario;
    let second_copy = context.trace[second].kind.copy().unwrap_or(0) as usize;
    let new_id = &context.copies[second_copy].wire_id;
    let is_charge = scenario.messages[context.message].op == Op::Charge;
    let guarded = !is_charge || scenario.payment.idempotency_key;
    if *new_id != scenario.messages[context.message].id && guarded {
        return vec![Cause::NewIdNotRecognised {
            new_id: new_id.clone(),
        }];
    }
    if is_charge {
        return charge_guards(scenario);
    }
    if scenario.messages[context.message].op == Op::SendEmail && !scenario.consumer.email_outbox {
        return vec![Cause::EmailSentDirectly];
    }
    let has = |step| scenario.step_position(step).is_some();
    let store = scenario.dedup.store;
    let unique_guard =
        store == DedupStore::Table && scenario.dedup.unique && has(Step::RecordDedup);
    if store == DedupStore::None {
        return vec![Cause::NoDedupStore];
    }
    if !has(Step::CheckDedup) && !unique_guard {
        return vec![Cause::NoDedupCheck];
    }
    if !has(Step::RecordDedup) {
        return vec![Cause::NoDedupRecord];
    }
    let expired = context.find(|k| matches!(k, EventKind::DedupExpired { .. }));
    if let Some(&event) = expired.iter().find(|&&e| e > first && e < second) {
        let ttl = scenario.dedup.ttl.unwrap_or_default();
        return vec![Cause::DedupExpired { event, ttl }];
    }
    if store == DedupStore::Memory {
        return vec![memory_guard(context, first, second)];
    }
    if !same_transaction(scenario) {
        return vec![Cause::DedupNotInSameTransaction];
    }
    vec![Cause::CheckThenInsertRace, Cause::NoUniqueConstraint]
}

/// Why a card was charged twice: no key, and a status check that can race.
fn charge_guards(scenario: &Scenario) -> Vec<Cause> {
    let mut causes = vec![Cause::ChargeOutsideTransaction];
    if let (true, Some(ttl)) = (scenario.payment.idempotency_key, scenario.payment.key_ttl) {
        // The key was honoured, so only its expiry let the second charge through.
        causes.push(Cause::IdempotencyKeyExpired { ttl });
        return causes;
    }
    if scenario.payment.reconcile {
        causes.push(Cause::StatusCheckRace);
    }
    causes.push(Cause::NoIdempotencyKey);
    causes
}

fn worker_of(event: &TraceEvent) -> Option<WorkerId> {
    event.kind.effect().map(|effect| effect.worker)
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
