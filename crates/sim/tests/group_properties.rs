//! Property tests for the consumer group's hand-over, as Kafka does it: a live member
//! keeps its partitions until its next poll, so a partition is never worked on by two
//! members the group counts, and only a crash or a removal (past `max_poll_interval`)
//! in the middle of a record replays it. A failure prints the scenario's seed and
//! faults.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;

use acklab_sim::{
    fault_space, BrokerKind, ConsumerConfig, Engine, EventKind, Fault, Message, Op, Scenario, Step,
    WorkerDoing, FORMAT_2,
};
use proptest::prelude::*;

/// Two or three workers on one to four partitions, eight deposits on a few keys, a
/// pipeline that commits the offset after the work (`poll, apply, commit_offset`, with
/// or without a database transaction), one record per poll, no auto-commit; up to four
/// crashes and stalls from the explorer's fault space, which make the group rebalance.
/// Sessions mostly expire before a crashed worker restarts (5 ticks), so that it
/// rejoins and takes partitions back from live, often busy, members. Half of the runs
/// remove a member that does not poll within 1 to 5 ticks more than a record takes
/// (the shortest interval allowed, and a little more), which a stall makes into a
/// zombie.
fn group_scenario() -> impl Strategy<Value = Scenario> {
    let timeout = prop_oneof![3 => 1u64..=4, 1 => 5u64..=8];
    let interval = prop::option::of(1u64..=5);
    let shape = (
        2u32..=3,
        1u32..=4,
        timeout,
        any::<bool>(),
        any::<u64>(),
        interval,
    );
    shape.prop_flat_map(
        |(workers, partitions, session_timeout, transaction, seed, slack)| {
            let mut scenario = Scenario::example();
            scenario.format = FORMAT_2.to_string();
            scenario.seed = seed;
            scenario.messages = (0..8)
                .map(|i| Message {
                    key: Some(format!("k{}", i % 4)),
                    ..Message::new(&format!("m{}", i + 1), Op::Deposit)
                })
                .collect();
            scenario.pipeline = if transaction {
                vec![
                    Step::Poll,
                    Step::Begin,
                    Step::Apply,
                    Step::Commit,
                    Step::CommitOffset,
                ]
            } else {
                vec![Step::Poll, Step::Apply, Step::CommitOffset]
            };
            scenario.workers = workers;
            scenario.broker.kind = BrokerKind::Log;
            scenario.broker.partitions = partitions;
            scenario.broker.session_timeout = session_timeout;
            scenario.consumer = ConsumerConfig {
                max_poll_records: 1,
                auto_commit: None,
                dead_letter_topic: false,
                max_poll_interval: slack.map(|ticks| scenario.pipeline.len() as u64 + ticks),
                email_outbox: false,
            };
            let space: Vec<Fault> = fault_space(&scenario)
                .into_iter()
                .filter(|f| matches!(f, Fault::Crash { .. } | Fault::Stall { .. }))
                .collect();
            prop::collection::vec(prop::sample::select(space), 0..=4).prop_map(move |faults| {
                let mut scenario = scenario.clone();
                scenario.faults = faults;
                scenario
            })
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    /// At every tick, each busy worker the group counts works on a record of a
    /// partition it owns, so no partition has two members working on it (before the
    /// two-phase hand-over, a partition moved away from a live member in mid-record,
    /// and both worked on it). Only a removed member, a zombie, works on a partition it
    /// no longer owns.
    /// And the hand-over happens: at the end no partition is still waiting for one, and
    /// every deposit was applied.
    #[test]
    fn a_partition_is_worked_on_by_its_owner_only(scenario in group_scenario()) {
        let mut engine = Engine::new(&scenario);
        let mut steps = 0;
        while engine.step() && steps < 10_000 {
            steps += 1;
            let holdings = engine.holdings();
            for (worker, doing) in engine.doings().iter().enumerate() {
                let WorkerDoing::Busy { copy, .. } = doing else { continue };
                if holdings.removed.contains(&(worker as u32)) {
                    continue;
                }
                let Some(place) = engine.copies()[*copy as usize].place else { continue };
                let owner = holdings.partitions[place.partition as usize].owner;
                prop_assert_eq!(owner, Some(worker as u32), "seed {}: t={} worker {} works on partition {} it does not own; faults {:?}",
                    scenario.seed, engine.now(), worker, place.partition, scenario.faults);
            }
        }
        let waiting: Vec<usize> = engine.holdings().partitions.iter().enumerate()
            .filter(|(_, p)| p.revoking_to.is_some()).map(|(i, _)| i).collect();
        prop_assert!(waiting.is_empty(), "seed {}: partitions {:?} still waiting for a hand-over; faults {:?}", scenario.seed, waiting, scenario.faults);
        for verdict in engine.verdicts() {
            prop_assert!(verdict.applied >= 1, "seed {}: {} never applied; faults {:?}", scenario.seed, verdict.id, scenario.faults);
        }
    }

    /// With the offset committed after the work and only crashes and stalls, a record
    /// is applied again only after a worker crashed while it had that record, or was
    /// removed from the group while it had it, once per such crash or removal at most:
    /// a rebalance never replays a record a live member was working on. So a run with
    /// neither applies no record twice.
    #[test]
    fn only_a_crash_or_a_removal_in_mid_record_replays_it(scenario in group_scenario()) {
        let report = acklab_sim::run(&scenario);
        let mut applied: BTreeMap<u32, u32> = BTreeMap::new();
        let mut cut_short: BTreeMap<u32, u32> = BTreeMap::new();
        // The record each worker was given last: what a removal cuts short.
        let mut holding: BTreeMap<u32, u32> = BTreeMap::new();
        for event in &report.trace {
            match event.kind {
                EventKind::Delivered { worker, copy, .. } => {
                    holding.insert(worker, copy);
                }
                EventKind::Crashed { copy, .. } => *cut_short.entry(copy).or_default() += 1,
                EventKind::PollIntervalExceeded { worker } => {
                    if let Some(&copy) = holding.get(&worker) {
                        *cut_short.entry(copy).or_default() += 1;
                    }
                }
                EventKind::EffectCommitted { copy, .. } => {
                    let count = applied.entry(copy).or_default();
                    *count += 1;
                    let allowed = 1 + cut_short.get(&copy).copied().unwrap_or(0);
                    prop_assert!(*count <= allowed,
                        "seed {}: copy {} applied {} times at t={} with {} crashes or removals on it; faults {:?}",
                        scenario.seed, copy, count, event.tick, allowed - 1, scenario.faults);
                }
                _ => {}
            }
        }
    }

    /// A member removed for a slow poll cannot commit: every refused offset commit
    /// comes from a worker the group had removed and that has not polled since.
    #[test]
    fn only_a_removed_member_is_refused(scenario in group_scenario()) {
        let report = acklab_sim::run(&scenario);
        let mut removed: BTreeMap<u32, bool> = BTreeMap::new();
        for event in &report.trace {
            match event.kind {
                EventKind::PollIntervalExceeded { worker } => {
                    removed.insert(worker, true);
                }
                EventKind::StepDone { worker, step: Step::Poll, .. } => {
                    removed.insert(worker, false);
                }
                EventKind::OffsetCommitRejected { worker, .. } => {
                    prop_assert!(removed.get(&worker).copied().unwrap_or(false),
                        "seed {}: worker {} refused at t={} but never removed; faults {:?}",
                        scenario.seed, worker, event.tick, scenario.faults);
                }
                _ => {}
            }
        }
    }
}
