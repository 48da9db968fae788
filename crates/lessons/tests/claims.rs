//! What a lesson's words claim beyond its graded answer, checked against the simulator:
//! a takeaway that says "the waits are 3 then 6 ticks" or "the explorer still says
//! at-least-once" must stay true when the model changes.

use acklab_lessons::{course, Lesson};
use acklab_sim::{explore, run, EventKind, ExploreOptions, Guarantee, Scenario, Step};

fn lesson(id: &str) -> Lesson {
    course()
        .expect("the course loads")
        .into_iter()
        .find(|l| l.id == id)
        .unwrap_or_else(|| panic!("no lesson {id}"))
}

fn guarantee(scenario: &Scenario) -> Guarantee {
    explore(scenario, ExploreOptions::default()).guarantee
}

#[test]
fn ack_order_decides_only_under_its_conditions() {
    let ack_first = lesson("ack-order-decides").scenario;
    assert_eq!(guarantee(&ack_first), Guarantee::AtMostOnce);
    let mut ack_after = ack_first.clone();
    ack_after.pipeline = vec![Step::Receive, Step::Apply, Step::Ack];
    assert_eq!(guarantee(&ack_after), Guarantee::AtLeastOnce);
    // A second worker: a stall before the ack lets another worker take the message.
    let mut two_workers = ack_first.clone();
    two_workers.workers = 2;
    assert_eq!(guarantee(&two_workers), Guarantee::None);
    // A broker that is not durable can lose what ack-after would otherwise keep: m2
    // waits in the queue at t=1 while the one worker is busy with m1.
    let mut not_durable = ack_after;
    not_durable.broker.durable = false;
    not_durable.faults = vec![acklab_sim::Fault::BrokerCrash { at: 1 }];
    assert_eq!(run(&not_durable).totals.lost, 1);
}

#[test]
fn the_idempotent_producer_leaves_the_consumer_at_least_once() {
    let scenario = lesson("idempotent-producer").scenario;
    assert_eq!(guarantee(&scenario), Guarantee::AtLeastOnce);
}

#[test]
fn the_retries_wait_3_then_6_ticks() {
    let scenario = lesson("transient-error-backoff").scenario;
    let report = run(&scenario);
    let waits: Vec<u64> = report
        .trace
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::RetryScheduled { ready_at, .. } => Some(ready_at - e.tick),
            _ => None,
        })
        .collect();
    assert_eq!(waits, [3, 6], "seed {}", scenario.seed);
}

#[test]
fn the_poison_message_does_not_hold_up_the_next_one() {
    let report = run(&lesson("poison-message").scenario);
    let tick_of = |pick: &dyn Fn(&EventKind) -> bool| {
        report
            .trace
            .iter()
            .find(|e| pick(&e.kind))
            .map(|e| e.tick)
            .expect("the event happens")
    };
    // m2 is the second message published, so its copy is copy 1.
    let m2_applied = tick_of(&|k| matches!(k, EventKind::EffectCommitted { copy: 1, .. }));
    let m1_parked = tick_of(&|k| matches!(k, EventKind::DeadLettered { copy: 0, .. }));
    assert!(m2_applied < m1_parked, "m2 went past m1");
}

#[test]
fn work_first_redelivers_when_the_visibility_timeout_runs_out() {
    let scenario = lesson("work-first-doubles").scenario;
    let report = run(&scenario);
    let expired = report
        .trace
        .iter()
        .position(|e| matches!(e.kind, EventKind::VisibilityExpired { .. }))
        .expect("the timeout runs out");
    let second = report
        .trace
        .iter()
        .position(|e| matches!(e.kind, EventKind::Delivered { delivery: 2, .. }))
        .expect("a second delivery");
    assert!(expired < second);
    assert_eq!(
        report.trace[expired].tick, scenario.broker.visibility_timeout,
        "counted from the first delivery at t=0"
    );
}

#[test]
fn the_view_counter_can_lose_a_view_but_never_counts_one_twice() {
    let exploration = explore(
        &lesson("semantics-per-message-type").scenario,
        ExploreOptions::default(),
    );
    assert!(exploration.lost > 0 && exploration.duplicated == 0);
}

/// The retry storm's takeaway: without a wait its charges end in the dead-letter queue;
/// exponential backoff (the task's 2 ticks, × 2) lets every one outlast the outage, with
/// jitter or without; and jitter lowers no peak here, since the charges fail a tick apart.
#[test]
fn backoff_outlasts_the_outage_and_jitter_has_little_to_break_up() {
    let storm = lesson("retry-storm").scenario;
    assert!(run(&storm).totals.dead_lettered > 0, "seed {}", storm.seed);
    let peak_calls = |scenario: &Scenario| {
        let report = run(scenario);
        let calls: Vec<u64> = report
            .trace
            .iter()
            .filter(|e| matches!(e.kind, EventKind::ApplyFailed { .. }))
            .map(|e| e.tick)
            .collect();
        let most = calls
            .iter()
            .map(|t| calls.iter().filter(|u| *u == t).count())
            .max()
            .unwrap_or(0);
        (report.totals.ok, report.totals.dead_lettered, most)
    };
    let mut backoff = storm.clone();
    backoff.retry.backoff = 2;
    backoff.retry.multiplier = 2;
    let mut jitter = backoff.clone();
    jitter.retry.jitter = true;
    let (ok, parked, plain_peak) = peak_calls(&backoff);
    assert_eq!((ok, parked), (8, 0), "seed {}", backoff.seed);
    let (ok, parked, jitter_peak) = peak_calls(&jitter);
    assert_eq!((ok, parked), (8, 0), "seed {}", jitter.seed);
    assert!(jitter_peak >= plain_peak, "{jitter_peak} < {plain_peak}");
}
