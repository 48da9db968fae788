//! The explorer on the producer's side (`acklab/2`): its fault space holds a producer
//! crash after each producer step and, with an outbox, a relay crash after each relay
//! step and a lost confirm; a phantom is counted on its own; and each kind of trouble
//! comes with its smallest example (fewest faults, then earliest), which replays.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;

use acklab_sim::{
    explore, fault_space, run, DedupStore, ExploreOptions, Fault, Guarantee, Message, Op, Outcome,
    ProducerStep, Scenario, Step, FORMAT_2,
};

/// Three orders, a consumer with its inbox or without, and the producer's `pipeline`.
fn orders_service(pipeline: &[ProducerStep], inbox: bool) -> Scenario {
    let mut scenario = Scenario::example();
    scenario.format = FORMAT_2.to_string();
    scenario.messages = (1..=3)
        .map(|n| Message::new(&format!("m{n}"), Op::CreateOrder))
        .collect();
    scenario.producer.pipeline = Some(pipeline.to_vec());
    if !inbox {
        scenario.pipeline = vec![Step::Receive, Step::Apply, Step::Ack];
        scenario.dedup.store = DedupStore::None;
    }
    scenario
}

use ProducerStep::{Begin, Commit, Publish, Write, WriteOutbox};

fn kinds(scenario: &Scenario) -> BTreeMap<&'static str, usize> {
    let mut kinds = BTreeMap::new();
    for fault in fault_space(scenario) {
        *kinds.entry(fault.kind_name()).or_insert(0) += 1;
    }
    kinds
}

#[test]
fn the_fault_space_covers_the_producer_and_the_relay() {
    let dual = orders_service(&[Begin, Write, Commit, Publish], false);
    let got = kinds(&dual);
    assert_eq!(
        got.get("crash_producer"),
        Some(&(4 * 3)),
        "every step, every message"
    );
    assert_eq!(got.get("crash_relay"), None, "no outbox, no relay");
    let outbox = orders_service(&[Begin, Write, WriteOutbox, Commit], true);
    let got = kinds(&outbox);
    assert_eq!(got.get("crash_producer"), Some(&(4 * 3)));
    assert_eq!(
        got.get("crash_relay"),
        Some(&(3 * 3)),
        "after each relay step"
    );
    assert_eq!(
        got.get("lose_publish_confirm"),
        Some(&3),
        "the relay publishes again"
    );
    // The consumer's own faults are still there, and the space is run whole.
    assert_eq!(got.get("crash"), Some(&(7 * 2 * 3)));
    let exploration = explore(&outbox, ExploreOptions::default());
    assert_eq!(
        exploration.schedules as usize,
        fault_space(&outbox).len() + 1
    );
}

#[test]
fn commit_then_publish_loses_and_publish_then_commit_makes_phantoms() {
    let commit_first = explore(
        &orders_service(&[Begin, Write, Commit, Publish], true),
        ExploreOptions::default(),
    );
    assert!(commit_first.lost > 0, "a crash between commit and publish");
    assert_eq!(commit_first.phantom, 0);
    assert_eq!(commit_first.guarantee, Guarantee::AtMostOnce);
    let publish_first = explore(
        &orders_service(&[Begin, Write, Publish, Commit], true),
        ExploreOptions::default(),
    );
    assert!(
        publish_first.phantom > 0,
        "a crash between publish and commit"
    );
    assert_eq!(publish_first.lost, 0);
    // A phantom is a violation of its own: the delivery guarantee does not count it.
    assert_eq!(publish_first.guarantee, Guarantee::ExactlyOnce);
    let example = publish_first
        .examples
        .iter()
        .find(|e| e.outcome == Outcome::Phantom)
        .expect("a phantom example");
    assert_eq!(
        example.added,
        vec![Fault::CrashProducer {
            after: Publish,
            message: "m1".into()
        }],
        "the fewest faults, then the earliest"
    );
}

/// Exactly once end to end takes both halves: the outbox (nothing committed is lost,
/// nothing uncommitted is sent) and the consumer's inbox (the relay's repeats are
/// absorbed). Without the inbox the relay's repeat is a duplicate.
#[test]
fn the_outbox_and_the_inbox_together_give_exactly_once() {
    let both = explore(
        &orders_service(&[Begin, Write, WriteOutbox, Commit], true),
        ExploreOptions::default(),
    );
    assert_eq!((both.lost, both.duplicated, both.phantom), (0, 0, 0));
    assert_eq!(both.guarantee, Guarantee::ExactlyOnce);
    let outbox_only = explore(
        &orders_service(&[Begin, Write, WriteOutbox, Commit], false),
        ExploreOptions::default(),
    );
    assert_eq!(outbox_only.guarantee, Guarantee::AtLeastOnce);
    assert!(outbox_only
        .examples
        .iter()
        .any(|e| e.outcome == Outcome::Duplicated));
}

/// Every example replays: its faults, set as the scenario's, give its outcome to its
/// message; and none has more faults than the fewest that show its kind.
#[test]
fn every_example_is_the_smallest_and_replays() {
    for pipeline in [
        &[Begin, Write, Commit, Publish][..],
        &[Begin, Write, Publish, Commit][..],
        &[Begin, Write, WriteOutbox, Commit][..],
    ] {
        for inbox in [false, true] {
            let scenario = orders_service(pipeline, inbox);
            let exploration = explore(&scenario, ExploreOptions::default());
            for example in &exploration.examples {
                let fewest = exploration
                    .results
                    .iter()
                    .filter(|r| r.outcomes.contains(&example.outcome))
                    .map(|r| r.added.len())
                    .min();
                assert_eq!(Some(example.added.len()), fewest, "{pipeline:?} {inbox}");
                let mut replay = scenario.clone();
                replay.faults = example.faults.clone();
                let report = run(&replay);
                let verdict = report.messages.iter().find(|m| m.id == example.message);
                assert_eq!(
                    verdict.map(|v| v.outcome),
                    Some(example.outcome),
                    "{pipeline:?} {inbox}"
                );
            }
        }
    }
}

/// Of the single faults that duplicate, the example is the one that goes wrong first:
/// a crash after apply on the first message, not on a later one.
#[test]
fn the_example_is_the_earliest_of_the_fewest() {
    let mut scenario = Scenario::example();
    scenario.pipeline = vec![Step::Receive, Step::Apply, Step::Ack];
    scenario.dedup.store = DedupStore::None;
    let exploration = explore(&scenario, ExploreOptions::default());
    let duplicated = exploration
        .examples
        .iter()
        .find(|e| e.outcome == Outcome::Duplicated)
        .expect("a duplicate example");
    assert_eq!(duplicated.message, "m1");
    assert_eq!(duplicated.added.len(), 1);
}
