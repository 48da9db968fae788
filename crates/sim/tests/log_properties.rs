//! Property tests for the log broker: every run ends with the invariants holding
//! (conservation restated for offsets, committed offsets never moving back, the
//! broker's offsets agreeing with the trace), and a partition's records are first
//! read in offset order. A failure prints the shrunk scenario and its seed.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;

use acklab_sim::{
    fault_space, run, BrokerKind, ConsumerConfig, DedupConfig, DedupStore, EventKind, Fault,
    Message, Op, Outcome, Scenario, Step, FORMAT_2,
};
use proptest::prelude::*;

/// Up to six messages whose keys fall on a few partitions; each status update carries
/// its place in the publish order as its version.
fn messages() -> impl Strategy<Value = Vec<Message>> {
    let message = (prop::sample::select(Op::ALL_PART_TWO.to_vec()), 0u8..4);
    prop::collection::vec(message, 1..=6).prop_map(|items| {
        items
            .into_iter()
            .enumerate()
            .map(|(i, (op, key))| Message {
                key: Some(format!("k{key}")),
                version: (op == Op::SetStatus).then_some(i as u64 + 1),
                ..Message::new(&format!("m{}", i + 1), op)
            })
            .collect()
    })
}

/// A valid log pipeline: poll first, then any of the other steps in their usual order
/// (begin and commit together), with commit_offset anywhere after poll or left out.
fn pipeline() -> impl Strategy<Value = Vec<Step>> {
    let checks = (any::<bool>(), any::<bool>());
    (any::<bool>(), checks, any::<bool>(), 0usize..5).prop_map(
        |(transaction, (check, check_version), record, commit_at)| {
            let mut steps = vec![Step::Poll];
            if transaction {
                steps.push(Step::Begin);
            }
            if check {
                steps.push(Step::CheckDedup);
            }
            if check_version {
                steps.push(Step::CheckVersion);
            }
            steps.push(Step::Apply);
            if record {
                steps.push(Step::RecordDedup);
            }
            if transaction {
                steps.push(Step::Commit);
            }
            if commit_at > 0 {
                steps.insert(commit_at.min(steps.len()), Step::CommitOffset);
            }
            steps
        },
    )
}

fn log_scenario() -> impl Strategy<Value = Scenario> {
    let settings = (
        1u32..=3,
        1u32..=4,
        1u64..=12,
        prop::option::of(1u64..=4),
        any::<bool>(),
    );
    (messages(), pipeline(), settings, 1u32..=3, any::<u64>()).prop_map(
        |(
            messages,
            mut pipeline,
            (workers, partitions, session_timeout, auto_commit, table),
            batch,
            seed,
        )| {
            // With batches, the offset commit comes right after poll or last.
            let commit = pipeline.iter().position(|s| *s == Step::CommitOffset);
            if batch > 1 && commit.is_some_and(|at| at != 1 && at + 1 != pipeline.len()) {
                pipeline.retain(|s| *s != Step::CommitOffset);
                pipeline.push(Step::CommitOffset);
            }
            let mut scenario = Scenario::example();
            scenario.format = FORMAT_2.to_string();
            scenario.seed = seed;
            scenario.messages = messages;
            scenario.pipeline = pipeline;
            scenario.workers = workers;
            scenario.broker.kind = BrokerKind::Log;
            scenario.broker.partitions = partitions;
            scenario.broker.session_timeout = session_timeout;
            scenario.consumer = ConsumerConfig {
                max_poll_records: batch,
                auto_commit,
                dead_letter_topic: false,
                max_poll_interval: None,
                email_outbox: false,
            };
            let store = if table {
                DedupStore::Table
            } else {
                DedupStore::None
            };
            scenario.dedup = DedupConfig {
                store,
                unique: true,
                ttl: None,
            };
            scenario
        },
    )
}

/// Adds up to four faults from the explorer's fault space for the scenario, and
/// sometimes a record that fails (poison, permanent or not, or a transient error),
/// with or without a dead-letter topic.
fn faulty_log_scenario() -> impl Strategy<Value = Scenario> {
    log_scenario().prop_flat_map(|scenario| {
        let space = fault_space(&scenario);
        let count = scenario.messages.len();
        let failing = prop::option::of((0..count, 0u8..3, 1u32..=3));
        let faults = prop::collection::vec(prop::sample::select(space), 0..=4);
        (faults, failing, any::<bool>()).prop_map(move |(faults, failing, topic)| {
            let mut scenario = scenario.clone();
            scenario.faults = faults;
            scenario.consumer.dead_letter_topic = topic;
            scenario.broker.max_deliveries = 3;
            if let Some((index, kind, failures)) = failing {
                let message = scenario.messages[index].id.clone();
                scenario.faults.push(match kind {
                    0 => Fault::Poison {
                        message,
                        permanent: false,
                    },
                    1 => Fault::Poison {
                        message,
                        permanent: true,
                    },
                    _ => Fault::Transient { message, failures },
                });
            }
            scenario
        })
    })
}

/// Whether the run ended with a partition blocked by a record the consumer gave up on.
fn blocked(report: &acklab_sim::RunReport) -> bool {
    report
        .trace
        .iter()
        .any(|e| matches!(e.kind, EventKind::PartitionBlocked { .. }))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn every_record_is_accounted_for(scenario in faulty_log_scenario()) {
        scenario.validate().expect("the generator makes valid scenarios");
        let report = run(&scenario);
        prop_assert!(report.finished, "seed {}: the run did not finish", scenario.seed);
        prop_assert!(report.violations.is_empty(), "seed {}: {:?}", scenario.seed, report.violations);
        // Only a blocked partition leaves records waiting at the end, each explained.
        for message in &report.messages {
            if message.outcome == Outcome::Pending {
                prop_assert!(blocked(&report), "seed {}: {} pending at the end", scenario.seed, message.id);
                prop_assert!(!message.causes.is_empty(), "seed {}: {} pending without a cause", scenario.seed, message.id);
            }
        }
        // Without a dead-letter topic nothing is parked; with one, nothing blocks.
        let parked = report.messages.iter().any(|m| m.outcome == Outcome::DeadLettered);
        prop_assert!(!parked || scenario.consumer.dead_letter_topic, "seed {}: parked without a topic", scenario.seed);
        prop_assert!(!blocked(&report) || !scenario.consumer.dead_letter_topic, "seed {}: blocked with a topic", scenario.seed);
        let again = run(&scenario);
        prop_assert!(report.trace == again.trace, "seed {}: two runs differ", scenario.seed);
    }

    #[test]
    fn a_partition_is_first_read_in_offset_order(scenario in faulty_log_scenario()) {
        let report = run(&scenario);
        let mut last_first_read: BTreeMap<u32, u64> = BTreeMap::new();
        for event in &report.trace {
            let EventKind::Delivered { copy, delivery: 1, .. } = event.kind else { continue };
            let place = report.copies[copy as usize].place.expect("a record has a place");
            if let Some(&before) = last_first_read.get(&place.partition) {
                prop_assert!(place.offset > before, "seed {}: partition {} read offset {} after {}", scenario.seed, place.partition, place.offset, before);
            }
            last_first_read.insert(place.partition, place.offset);
        }
    }

    /// One key stays in one partition, read in offset order, so a lone consumer that
    /// checks versions never lets an older update overwrite a newer one, whatever
    /// crashes, stalls and lost commits replay. (With several workers, two members can
    /// race on one order through different keys, and a member Kafka removes for missing
    /// `max.poll.interval.ms` writes later as a "zombie"; the check is a plain read.)
    #[test]
    fn with_a_version_check_one_keys_updates_stay_in_order(mut scenario in faulty_log_scenario()) {
        scenario.workers = 1;
        if !scenario.pipeline.contains(&Step::CheckVersion) {
            let apply = scenario.pipeline.iter().position(|s| *s == Step::Apply).unwrap_or(1);
            scenario.pipeline.insert(apply, Step::CheckVersion);
        }
        let report = run(&scenario);
        for message in &report.messages {
            prop_assert!(message.outcome != Outcome::OutOfOrder, "seed {}: {} out of order in {:?}", scenario.seed, message.id, scenario.pipeline);
        }
    }

    /// Consume-transform-produce inside a Kafka transaction (the offset committed in
    /// it, no auto-commit): whatever crashes, stalls, lost commits and rebalances do,
    /// a read_committed reader sees each input's output record exactly once.
    #[test]
    fn a_kafka_transaction_emits_exactly_once(mut scenario in faulty_log_scenario()) {
        for message in &mut scenario.messages {
            message.op = acklab_sim::Op::Emit;
            message.version = None;
        }
        scenario.pipeline = vec![Step::Poll, Step::BeginTx, Step::Apply, Step::CommitOffset, Step::CommitTx];
        scenario.consumer.auto_commit = None;
        scenario.consumer.max_poll_records = 1;
        scenario.faults.retain(|f| !matches!(f, Fault::Poison { .. } | Fault::Transient { .. }));
        let space = fault_space(&scenario);
        scenario.faults.retain(|f| space.contains(f));
        let report = run(&scenario);
        prop_assert!(report.violations.is_empty(), "seed {}: {:?}", scenario.seed, report.violations);
        for message in &report.messages {
            prop_assert_eq!(message.outcome, Outcome::Ok, "seed {}: {} with {:?}", scenario.seed, message.id, scenario.faults);
        }
    }

    #[test]
    fn without_faults_processing_before_the_commit_is_always_ok(mut scenario in log_scenario()) {
        scenario.consumer.auto_commit = None;
        scenario.pipeline.retain(|s| *s != Step::CommitOffset);
        scenario.pipeline.push(Step::CommitOffset);
        let report = run(&scenario);
        for message in &report.messages {
            prop_assert_eq!(message.outcome, Outcome::Ok, "seed {}: {} in {:?}", scenario.seed, message.id, scenario.pipeline);
        }
    }
}

/// A duplicate skipped inside a Kafka transaction (here by `check_version`, after the
/// offset was noted in the transaction) commits that transaction: each of the three
/// records ends with a committed transaction and a committed offset, and none is left
/// open for the next record to take over.
#[test]
fn a_duplicate_inside_a_kafka_transaction_commits_it() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/log_duplicate_inside_kafka_transaction_commits_it.json"
    );
    let text = std::fs::read_to_string(path).expect("the scenario is there");
    let scenario = Scenario::from_json(&text).expect("valid");
    let report = run(&scenario);
    let count =
        |pick: fn(&EventKind) -> bool| report.trace.iter().filter(|e| pick(&e.kind)).count();
    assert_eq!(
        count(|k| matches!(k, EventKind::KafkaTxCommitted { .. })),
        3
    );
    assert_eq!(count(|k| matches!(k, EventKind::OffsetCommitted { .. })), 3);
    assert_eq!(count(|k| matches!(k, EventKind::KafkaTxAborted { .. })), 0);
}
