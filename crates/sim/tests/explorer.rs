//! The explorer's fault space is pinned (kinds, deliveries, counts), so that narrowing
//! it, say to first deliveries only, fails a test; and its verdict keeps parked
//! messages apart from lost ones and states its scope.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;

use acklab_sim::{
    explore, fault_space, run, DedupStore, ExploreOptions, Fault, Guarantee, Message, Op, Outcome,
    Scenario, Scope, Step, Sweep,
};

fn message(id: &str, op: Op) -> Message {
    Message::new(id, op)
}

/// How many faults of each kind, and of each delivery, the space holds.
fn census(faults: &[Fault]) -> (BTreeMap<&'static str, usize>, BTreeMap<u32, usize>) {
    let mut kinds = BTreeMap::new();
    let mut deliveries = BTreeMap::new();
    for fault in faults {
        *kinds.entry(fault.kind_name()).or_insert(0) += 1;
        let delivery = match fault {
            Fault::Crash { delivery, .. }
            | Fault::Stall { delivery, .. }
            | Fault::LoseAck { delivery, .. }
            | Fault::LosePaymentResponse { delivery, .. } => Some(*delivery),
            _ => None,
        };
        if let Some(delivery) = delivery {
            *deliveries.entry(delivery).or_insert(0) += 1;
        }
    }
    (kinds, deliveries)
}

fn pinned(scenario: &Scenario, kinds: &[(&str, usize)], deliveries: &[(u32, usize)]) {
    let space = fault_space(scenario);
    let (got_kinds, got_deliveries) = census(&space);
    let want_kinds: BTreeMap<&str, usize> = kinds.iter().copied().collect();
    let want_deliveries: BTreeMap<u32, usize> = deliveries.iter().copied().collect();
    assert_eq!(
        got_kinds, want_kinds,
        "fault kinds (seed {})",
        scenario.seed
    );
    assert_eq!(
        got_deliveries, want_deliveries,
        "faults per delivery (seed {})",
        scenario.seed
    );
    let exploration = explore(scenario, ExploreOptions::default());
    assert_eq!(
        exploration.schedules as usize,
        space.len() + 1,
        "one schedule as written, one per fault (seed {})",
        scenario.seed
    );
}

#[test]
fn the_example_explores_every_step_and_lost_ack_on_two_deliveries() {
    // 3 messages × 2 deliveries × (7 crash points + 1 lost ack), and the broker crash
    // points after the deliveries at t=7 and t=14 (the one at t=0 is still publishing).
    pinned(
        &Scenario::example(),
        &[("broker_crash", 2), ("crash", 42), ("lose_ack", 6)],
        &[(1, 24), (2, 24)],
    );
    assert_eq!(
        explore(&Scenario::example(), ExploreOptions::default()).schedules,
        51
    );
}

#[test]
fn two_workers_add_stalls_and_a_charge_adds_lost_payment_responses() {
    let mut scenario = Scenario::example();
    scenario.messages = vec![message("m1", Op::CreateOrder), message("p1", Op::Charge)];
    scenario.pipeline = vec![Step::Receive, Step::Apply, Step::Ack];
    scenario.dedup.store = DedupStore::None;
    scenario.workers = 2;
    // Per message and delivery: 3 crashes, 1 lost ack, 3 steps × 4 stall lengths; the
    // charge adds a lost payment response per delivery. The two workers take both
    // messages at t=0 and t=1, so only t=2 is after publishing: one broker crash point.
    pinned(
        &scenario,
        &[
            ("broker_crash", 1),
            ("crash", 12),
            ("lose_ack", 4),
            ("lose_payment_response", 2),
            ("stall", 48),
        ],
        &[(1, 33), (2, 33)],
    );
}

#[test]
fn producer_retries_add_a_lost_confirm_per_message() {
    let mut scenario = Scenario::example();
    scenario.producer.retry = true;
    pinned(
        &scenario,
        &[
            ("broker_crash", 2),
            ("crash", 42),
            ("lose_ack", 6),
            ("lose_publish_confirm", 3),
        ],
        &[(1, 24), (2, 24)],
    );
}

#[test]
fn pairs_run_every_pair_of_the_space() {
    let scenario = Scenario::example();
    let space = fault_space(&scenario).len() as u32;
    let options = ExploreOptions {
        pairs: true,
        ..ExploreOptions::default()
    };
    let exploration = explore(&scenario, options);
    assert_eq!(exploration.schedules, 1 + space + space * (space - 1) / 2);
    assert_eq!(exploration.scope, Scope::SingleFaultsAndPairs);
    assert_eq!(
        explore(&scenario, ExploreOptions::default()).scope,
        Scope::SingleFaults
    );
}

/// The idempotent consumer with only two deliveries allowed: two faults in a row push a
/// message into the dead-letter queue. It is parked there, not lost.
#[test]
fn a_parked_message_is_counted_apart_and_does_not_downgrade_the_guarantee() {
    let mut scenario = Scenario::example();
    scenario.broker.max_deliveries = 2;
    let options = ExploreOptions {
        pairs: true,
        ..ExploreOptions::default()
    };
    let exploration = explore(&scenario, options);
    assert!(
        exploration.parked > 0,
        "two crashes in a row park a message"
    );
    assert_eq!(exploration.dead_lettered, exploration.parked);
    assert_eq!((exploration.lost, exploration.duplicated), (0, 0));
    assert_eq!(exploration.guarantee, Guarantee::ExactlyOnce);
    let example = exploration
        .examples
        .iter()
        .find(|e| e.outcome == Outcome::DeadLettered)
        .expect("an example of a parked message");
    assert!(
        example.explanation.contains("redrives or discards"),
        "{}",
        example.explanation
    );
    let json = serde_json::to_value(&exploration).expect("serialises");
    assert_eq!(json["parked"], exploration.parked);
    assert_eq!(json["scope"], "single_faults_and_pairs");
}

/// A record re-sent under a new id is a new record with a new sequence number: the
/// idempotent producer cannot drop it.
#[test]
fn the_idempotent_producer_drops_only_a_retry_of_the_same_record() {
    let text = |stable: bool| {
        format!(
            r#"{{"format": "acklab/1",
                "messages": [{{"id": "m1", "op": "create_order"}}],
                "pipeline": ["receive", "apply", "ack"],
                "producer": {{"retry": true, "idempotent": true, "stable_ids": {stable}}},
                "faults": [{{"kind": "lose_publish_confirm", "message": "m1"}}]}}"#
        )
    };
    let outcome = |stable: bool| {
        let scenario = Scenario::from_json(&text(stable)).expect("valid");
        run(&scenario).messages[0].outcome
    };
    assert_eq!(
        outcome(true),
        Outcome::Ok,
        "the client's own retry is dropped"
    );
    assert_eq!(
        outcome(false),
        Outcome::Duplicated,
        "a new id is a new record"
    );
}

/// An order's status updates on a queue, without a version check: some schedule lets
/// the older update win. The explorer counts it apart from lost and duplicated, gives
/// an example of it, and a version check (one worker) removes it.
#[test]
fn out_of_order_is_counted_on_its_own() {
    let update = |id: &str, status: &str, version: u64| Message {
        key: Some("order-7".into()),
        status: Some(status.into()),
        version: Some(version),
        ..message(id, Op::SetStatus)
    };
    let mut scenario = Scenario::example();
    scenario.format = acklab_sim::FORMAT_2.into();
    scenario.messages = vec![update("m1", "paid", 1), update("m2", "shipped", 2)];
    scenario.pipeline = vec![Step::Receive, Step::Apply, Step::Ack];
    scenario.validate().expect("valid");
    let exploration = explore(&scenario, ExploreOptions::default());
    assert!(exploration.out_of_order > 0, "{exploration:?}");
    // Each update takes effect (a status is idempotent), so the delivery guarantee is
    // exactly-once; the order is a separate violation.
    assert_eq!(
        exploration.guarantee,
        Guarantee::ExactlyOnce,
        "{exploration:?}"
    );
    let example = exploration
        .examples
        .iter()
        .find(|e| e.outcome == Outcome::OutOfOrder)
        .expect("an out-of-order example");
    let mut replay = scenario.clone();
    replay.faults = example.faults.clone();
    let report = run(&replay);
    let verdict = report.messages.iter().find(|m| m.id == example.message);
    assert_eq!(verdict.map(|v| v.outcome), Some(Outcome::OutOfOrder));

    scenario.pipeline.insert(1, Step::CheckVersion);
    let checked = explore(&scenario, ExploreOptions::default());
    assert_eq!(checked.out_of_order, 0, "{checked:?}");
}

/// A sweep run in small batches finds what one call finds, and counts its progress.
#[test]
fn a_sweep_in_batches_equals_one_exploration() {
    let scenario = Scenario::example();
    let options = ExploreOptions {
        pairs: true,
        ..ExploreOptions::default()
    };
    let mut sweep = Sweep::new(&scenario, options);
    let total = sweep.total();
    let mut batches = 0;
    while !sweep.advance(7) {
        batches += 1;
        assert!(sweep.done() <= total);
    }
    assert!(batches > 1, "the sweep ran in {batches} batches");
    assert_eq!(sweep.done(), total);
    let in_batches = sweep.finish();
    assert_eq!(in_batches, explore(&scenario, options));
    assert_eq!(u64::from(in_batches.schedules), total);
    assert!(!in_batches.truncated);
}

/// The work bound stops a sweep however small its scenario, and the result says so:
/// it counts the schedules it ran, every one of them whole.
#[test]
fn the_work_bound_stops_a_sweep_and_says_so() {
    let scenario = Scenario::example();
    let one_run = run(&scenario).trace.len() as u64;
    let options = ExploreOptions {
        pairs: true,
        max_work_events: one_run * 10,
        ..ExploreOptions::default()
    };
    let exploration = explore(&scenario, options);
    assert!(exploration.truncated);
    assert!(
        (5..=20).contains(&exploration.schedules),
        "{} schedules for ten runs' worth of events",
        exploration.schedules
    );
    assert_eq!(exploration.results.len() as u32, exploration.schedules);
}
