//! The explorer ("what could go wrong?"): runs the scenario once with its own faults and
//! once more for every fault of the fault space added to them (optionally every pair),
//! and derives the guarantee the pipeline really gives from what it saw.

use serde::Serialize;

use crate::engine::Engine;
use crate::format::broker_kind::BrokerKind;
use crate::format::fault::FaultKind;
use crate::format::scenario::{Fault, Op, ProducerStep, Scenario, Step};
use crate::judge::cause::Cause;
use crate::judge::verdict::Outcome;
use crate::trace::EventKind;

pub(crate) mod examples;
pub(crate) mod sweep;
pub(crate) mod wire;

/// The delivery guarantee a pipeline gives, derived from the schedules explored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Guarantee {
    #[serde(rename = "exactly-once")]
    ExactlyOnce,
    #[serde(rename = "at-least-once")]
    AtLeastOnce,
    #[serde(rename = "at-most-once")]
    AtMostOnce,
    #[serde(rename = "none")]
    None,
}

impl Guarantee {
    /// Every guarantee, strongest first.
    pub const ALL: [Guarantee; 4] = [
        Guarantee::ExactlyOnce,
        Guarantee::AtLeastOnce,
        Guarantee::AtMostOnce,
        Guarantee::None,
    ];

    pub fn from_counts(lost: u32, duplicated: u32) -> Guarantee {
        match (lost > 0, duplicated > 0) {
            (false, false) => Guarantee::ExactlyOnce,
            (false, true) => Guarantee::AtLeastOnce,
            (true, false) => Guarantee::AtMostOnce,
            (true, true) => Guarantee::None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Guarantee::ExactlyOnce => "exactly-once",
            Guarantee::AtLeastOnce => "at-least-once",
            Guarantee::AtMostOnce => "at-most-once",
            Guarantee::None => "none",
        }
    }
}

/// Which schedules the guarantee was derived from: it holds within them, no further.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// The scenario as written, and with each single fault of the fault space added.
    SingleFaults,
    /// The same, and with every pair of faults added.
    SingleFaultsAndPairs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExploreOptions {
    /// Also run every pair of faults from the fault space.
    pub pairs: bool,
    /// Stop after this many schedules (the result says it was truncated).
    pub max_schedules: usize,
    /// Stop once the schedules run have made this many trace events between them (the
    /// result says it was truncated): the work a sweep may take, whatever the size of
    /// the scenario. The default is a few seconds natively (docs/benchmarks.md).
    pub max_work_events: u64,
}

impl Default for ExploreOptions {
    fn default() -> Self {
        ExploreOptions {
            pairs: false,
            max_schedules: 50_000,
            max_work_events: 20_000_000,
        }
    }
}

/// What one schedule (the scenario plus the added faults) did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScheduleResult {
    pub added: Vec<Fault>,
    pub lost: u32,
    pub duplicated: u32,
    /// Messages left in the dead-letter queue: parked for a person, not lost.
    pub parked: u32,
    /// Status updates overwritten by older ones (written only when there are some).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub out_of_order: u32,
    /// Messages applied although their order never committed at the source (written
    /// only when there are some).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub phantom: u32,
    /// Each message's outcome in this schedule, in scenario order.
    pub outcomes: Vec<Outcome>,
    /// Invariants the checker found broken (always empty unless the simulator has a
    /// bug; not checked, so empty, in a build without the `checker` feature).
    pub violations: Vec<String>,
}

/// One schedule that lost, duplicated or parked a message, with its explanation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Example {
    pub outcome: Outcome,
    /// The message that went wrong.
    pub message: String,
    /// The faults added to the scenario's own.
    pub added: Vec<Fault>,
    /// Every fault of the schedule: set these as the scenario's faults to replay it.
    pub faults: Vec<Fault>,
    #[cfg(feature = "english")]
    pub explanation: String,
    pub causes: Vec<Cause>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Exploration {
    pub guarantee: Guarantee,
    /// The schedules the guarantee holds within.
    pub scope: Scope,
    pub schedules: u32,
    /// Schedules in which at least one message was lost.
    pub lost: u32,
    /// Schedules in which at least one message was duplicated.
    pub duplicated: u32,
    /// Schedules in which at least one message was parked in the dead-letter queue.
    /// Parked is not lost (it can be redriven), so it does not change the guarantee.
    pub parked: u32,
    /// The same count as `parked`, under the name earlier versions used.
    pub dead_lettered: u32,
    /// Schedules in which a status update was overwritten by an older one: a violation
    /// of its own, which does not change the delivery guarantee (written only when
    /// there are some).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub out_of_order: u32,
    /// Schedules in which a message was applied downstream although its order never
    /// committed at the source: a violation of its own, which does not change the
    /// delivery guarantee (written only when there are some).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub phantom: u32,
    /// Schedules in which the checker found a broken invariant: a simulator bug if not 0
    /// (0 in a build without the `checker` feature, which does not check).
    pub violations: u32,
    pub truncated: bool,
    pub examples: Vec<Example>,
    #[serde(skip)]
    pub results: Vec<ScheduleResult>,
}

/// How many deliveries of each message the fault space targets.
const DELIVERIES_EXPLORED: u32 = 2;
/// Short stalls shift one worker against the others: the interleavings explored.
const INTERLEAVING_SHIFTS: [u64; 3] = [1, 2, 3];
/// How many broker crash points are tried.
const BROKER_CRASH_POINTS: usize = 8;

/// Every single fault the explorer adds, in a stable order.
pub fn fault_space(scenario: &Scenario) -> Vec<Fault> {
    let mut faults = Vec::new();
    let has = |step| scenario.step_position(step).is_some();
    for message in &scenario.messages {
        let id = &message.id;
        for delivery in 1..=DELIVERIES_EXPLORED {
            for &after in &scenario.pipeline {
                faults.push(Fault::Crash {
                    after,
                    message: id.clone(),
                    delivery,
                });
            }
            if has(Step::Ack) {
                faults.push(Fault::LoseAck {
                    message: id.clone(),
                    delivery,
                });
            }
            if has(Step::CommitOffset) {
                faults.push(Fault::LoseCommit {
                    message: id.clone(),
                    delivery,
                });
            }
            if has(Step::Apply) && message.op == Op::Charge {
                faults.push(Fault::LosePaymentResponse {
                    message: id.clone(),
                    delivery,
                });
            }
            if scenario.workers >= 2 {
                faults.extend(stalls(scenario, id, delivery));
            }
        }
        if scenario.producer.retry {
            faults.push(Fault::LosePublishConfirm {
                message: id.clone(),
            });
        }
        faults.extend(source_faults(scenario, id));
    }
    // A broker crash is not modelled on a log yet (docs/scenario-format.md).
    if FaultKind::BrokerCrash.works_on(scenario.broker.kind) {
        let points = broker_crash_points(scenario).into_iter();
        faults.extend(points.map(|at| Fault::BrokerCrash { at }));
    }
    faults
}

/// On the producer's side: a producer crash after each of its steps, and with an outbox
/// a relay crash after each of the relay's and a lost confirm (the relay publishes
/// again after one, whatever `producer.retry` says).
fn source_faults(scenario: &Scenario, id: &str) -> Vec<Fault> {
    let Some(pipeline) = scenario.producer.pipeline.as_deref() else {
        return Vec::new();
    };
    let message = || id.to_string();
    let mut faults: Vec<Fault> = pipeline
        .iter()
        .map(|&after| Fault::CrashProducer {
            after,
            message: message(),
        })
        .collect();
    if pipeline.contains(&ProducerStep::WriteOutbox) {
        let relay = scenario.relay.pipeline.iter();
        faults.extend(relay.map(|&after| Fault::CrashRelay {
            after,
            message: message(),
        }));
        if !scenario.producer.retry {
            faults.push(Fault::LosePublishConfirm { message: message() });
        }
    }
    faults
}

/// A long stall lets the visibility timeout expire mid-work (on a log: outlasts the
/// session timeout and an auto-commit period, and `max_poll_interval`, which makes the
/// member a zombie); short ones reorder the workers' steps against each other.
fn stalls(scenario: &Scenario, id: &str, delivery: u32) -> Vec<Fault> {
    let broker = &scenario.broker;
    let consumer = &scenario.consumer;
    let long = match broker.kind {
        BrokerKind::Queue => broker.visibility_timeout + 1,
        BrokerKind::Log => {
            let auto_commit = consumer.auto_commit.unwrap_or(0);
            let interval = consumer.max_poll_interval.unwrap_or(0);
            broker.session_timeout.max(auto_commit).max(interval) + 1
        }
    };
    let mut faults = Vec::new();
    for &after in &scenario.pipeline {
        for ticks in INTERLEAVING_SHIFTS.iter().copied().chain([long]) {
            faults.push(Fault::Stall {
                after,
                message: id.to_string(),
                delivery,
                ticks,
            });
        }
    }
    faults
}

/// Ticks right after deliveries of the fault-free run: a crash there catches messages
/// both waiting in the queue and in flight.
fn broker_crash_points(scenario: &Scenario) -> Vec<u64> {
    // Crashes while the producer still publishes would test the producer's retries,
    // which are the scenario's to set: the explorer keeps to broker and consumers.
    let mut engine = Engine::new(scenario);
    engine.run();
    // With a producer pipeline the orders service publishes later: after its last
    // publish in the run without added faults.
    let last_publish = engine.trace.iter().rev().find_map(|e| match e.kind {
        EventKind::Published { .. } => Some(e.tick + 1),
        _ => None,
    });
    let publishing_ends = match scenario.producer.pipeline {
        Some(_) => last_publish.unwrap_or(0),
        None => scenario.messages.len() as u64,
    };
    let mut ticks: Vec<u64> = engine
        .trace
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Delivered { .. }))
        .map(|e| e.tick + 1)
        .filter(|&tick| tick >= publishing_ends)
        .collect();
    ticks.dedup();
    ticks.truncate(BROKER_CRASH_POINTS);
    ticks
}

/// Runs one schedule; returns what it did and how many trace events it made.
pub(crate) fn run_schedule(
    scenario: std::sync::Arc<Scenario>,
    added: Vec<Fault>,
) -> (ScheduleResult, usize) {
    let mut engine = Engine::shared(scenario);
    engine.run();
    let verdicts = engine.verdicts_without_causes();
    let count = |o: Outcome| verdicts.iter().filter(|v| v.outcome == o).count() as u32;
    let result = ScheduleResult {
        added,
        lost: count(Outcome::Lost),
        duplicated: count(Outcome::Duplicated),
        parked: count(Outcome::DeadLettered),
        out_of_order: count(Outcome::OutOfOrder),
        phantom: count(Outcome::Phantom),
        outcomes: verdicts.iter().map(|v| v.outcome).collect(),
        violations: violations(&engine, &verdicts),
    };
    (result, engine.trace.len())
}

/// The checker's findings on a schedule's run; without the `checker` feature (the web
/// app) it is not run and nothing is found.
fn violations(engine: &Engine, verdicts: &[crate::judge::verdict::MessageVerdict]) -> Vec<String> {
    #[cfg(feature = "checker")]
    return crate::judge::checker::check(engine, verdicts);
    #[cfg(not(feature = "checker"))]
    {
        let _ = (engine, verdicts);
        Vec::new()
    }
}

fn is_zero(count: &u32) -> bool {
    *count == 0
}
