//! Property tests: invariants that must hold for every scenario, not just the corpus.
//! A failure prints the shrunk scenario, whose `seed` field reproduces the run.
#![cfg(not(target_arch = "wasm32"))]

use acklab_sim::{
    explore, fault_space, run, BrokerConfig, BrokerLike, DedupConfig, DedupStore, ExploreOptions,
    Fault, Message, Op, Outcome, PaymentConfig, ProducerConfig, RetryPolicy, Scenario, Step,
    FORMAT, FORMAT_2,
};
use proptest::prelude::*;

fn op() -> impl Strategy<Value = Op> {
    prop::sample::select(Op::ALL.to_vec())
}

fn database_op() -> impl Strategy<Value = Op> {
    prop::sample::select(vec![Op::CreateOrder, Op::Deposit, Op::SetStatus])
}

fn messages(ops: impl Strategy<Value = Op>) -> impl Strategy<Value = Vec<Message>> {
    prop::collection::vec(ops, 1..=4).prop_map(|ops| {
        ops.into_iter()
            .enumerate()
            .map(|(i, op)| Message::new(&format!("m{}", i + 1), op))
            .collect()
    })
}

/// Any pipeline the validator accepts: receive first, then a shuffled subset of the
/// other steps, repaired so that begin/commit and check/record come in order.
fn valid_pipeline() -> impl Strategy<Value = Vec<Step>> {
    let rest = Step::ALL[1..].to_vec();
    (
        prop::collection::vec(any::<bool>(), rest.len()),
        Just(rest).prop_shuffle(),
    )
        .prop_map(|(keep, shuffled)| {
            let mut steps: Vec<Step> = shuffled
                .into_iter()
                .zip(keep)
                .filter(|(_, k)| *k)
                .map(|(s, _)| s)
                .collect();
            let has = |steps: &Vec<Step>, s| steps.contains(&s);
            if has(&steps, Step::Begin) != has(&steps, Step::Commit) {
                steps.retain(|s| *s != Step::Begin && *s != Step::Commit);
            }
            order(&mut steps, Step::Begin, Step::Commit);
            order(&mut steps, Step::CheckDedup, Step::RecordDedup);
            let mut pipeline = vec![Step::Receive];
            pipeline.extend(steps);
            pipeline
        })
}

/// A valid pipeline that has `apply` and, after it, `ack`.
fn apply_then_ack_pipeline() -> impl Strategy<Value = Vec<Step>> {
    valid_pipeline().prop_map(|mut steps| {
        for step in [Step::Apply, Step::Ack] {
            if !steps.contains(&step) {
                steps.push(step);
            }
        }
        order(&mut steps, Step::Apply, Step::Ack);
        steps
    })
}

fn order(steps: &mut [Step], first: Step, second: Step) {
    let (a, b) = (
        steps.iter().position(|s| *s == first),
        steps.iter().position(|s| *s == second),
    );
    if let (Some(a), Some(b)) = (a, b) {
        if b < a {
            steps.swap(a, b);
        }
    }
}

fn settings() -> impl Strategy<
    Value = (
        DedupConfig,
        u32,
        BrokerConfig,
        ProducerConfig,
        PaymentConfig,
        RetryPolicy,
        u64,
    ),
> {
    (
        (
            prop::sample::select(vec![
                DedupStore::None,
                DedupStore::Memory,
                DedupStore::Table,
            ]),
            any::<bool>(),
        )
            .prop_map(|(store, unique)| DedupConfig {
                store,
                unique,
                ttl: None,
            }),
        1u32..=3,
        (
            1u64..=40,
            1u32..=6,
            any::<bool>(),
            prop::sample::select(BrokerLike::ALL.to_vec()),
        )
            .prop_map(
                |(visibility_timeout, max_deliveries, durable, like)| BrokerConfig {
                    visibility_timeout,
                    max_deliveries,
                    durable,
                    like,
                    ..BrokerConfig::default()
                },
            ),
        (any::<bool>(), any::<bool>(), any::<bool>()).prop_map(
            |(retry, stable_ids, idempotent)| ProducerConfig {
                messages_per_tick: None,
                retry,
                stable_ids,
                idempotent,
                pipeline: None,
            },
        ),
        (any::<bool>(), any::<bool>()).prop_map(|(idempotency_key, reconcile)| PaymentConfig {
            idempotency_key,
            reconcile,
            ..PaymentConfig::default()
        }),
        (0u64..=5, 1u64..=3, any::<bool>()).prop_map(|(backoff, multiplier, jitter)| RetryPolicy {
            backoff,
            multiplier,
            max_backoff: Some(backoff * 4),
            jitter,
        }),
        any::<u64>(),
    )
}

fn scenario(
    ops: impl Strategy<Value = Op>,
    pipeline: impl Strategy<Value = Vec<Step>>,
) -> impl Strategy<Value = Scenario> {
    (messages(ops), pipeline, settings()).prop_map(|(messages, pipeline, s)| Scenario {
        // A queue like RabbitMQ is an `acklab/2` setting.
        format: if s.2.like.is_default() {
            FORMAT
        } else {
            FORMAT_2
        }
        .to_string(),
        seed: s.6,
        messages,
        pipeline,
        dedup: s.0,
        workers: s.1,
        broker: s.2,
        producer: s.3,
        payment: s.4,
        retry: s.5,
        faults: Vec::new(),
        consumer: Default::default(),
        downstream: Default::default(),
        relay: Default::default(),
    })
}

/// Adds up to four faults: picks from the explorer's fault space plus the fault kinds
/// it never adds (poison, transient, broker crashes).
fn with_faults(scenario: Scenario) -> impl Strategy<Value = Scenario> {
    let mut space = fault_space(&scenario);
    for message in &scenario.messages {
        space.push(Fault::Poison {
            message: message.id.clone(),
            permanent: false,
        });
        space.push(Fault::Poison {
            message: message.id.clone(),
            permanent: true,
        });
        space.push(Fault::Transient {
            message: message.id.clone(),
            failures: 2,
        });
    }
    space.extend((0..6).map(|at| Fault::BrokerCrash { at: at * 3 }));
    prop::collection::vec(prop::sample::select(space), 0..=4).prop_map(move |faults| {
        let mut scenario = scenario.clone();
        scenario.faults = faults;
        scenario
    })
}

fn faulty_scenario() -> impl Strategy<Value = Scenario> {
    scenario(op(), valid_pipeline()).prop_flat_map(with_faults)
}

fn duplicated(scenario: &Scenario) -> usize {
    run(scenario)
        .messages
        .iter()
        .filter(|m| m.outcome == Outcome::Duplicated)
        .count()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn same_scenario_and_seed_give_the_same_trace(scenario in faulty_scenario()) {
        scenario.validate().expect("the generator makes valid scenarios");
        let first = serde_json::to_string(&run(&scenario)).expect("serialises");
        let second = serde_json::to_string(&run(&scenario)).expect("serialises");
        prop_assert!(first == second, "seed {}: two runs differ", scenario.seed);
    }

    #[test]
    fn every_published_message_is_accounted_for(scenario in faulty_scenario()) {
        let report = run(&scenario);
        prop_assert!(report.finished, "seed {}: the run did not finish", scenario.seed);
        prop_assert!(report.violations.is_empty(), "seed {}: {:?}", scenario.seed, report.violations);
        prop_assert!(report.messages.iter().all(|m| m.outcome != Outcome::Pending), "seed {}: pending at the end", scenario.seed);
    }

    #[test]
    fn without_faults_apply_then_ack_is_always_ok(mut scenario in scenario(op(), apply_then_ack_pipeline())) {
        scenario.workers = 1;
        scenario.broker.visibility_timeout = scenario.pipeline.len() as u64 + 2;
        let report = run(&scenario);
        for message in &report.messages {
            prop_assert_eq!(message.outcome, Outcome::Ok, "seed {}: {} in {:?}", scenario.seed, message.id, scenario.pipeline);
        }
    }

    #[test]
    fn a_unique_inbox_in_the_transaction_never_adds_duplicates(scenario in inbox_pair().prop_flat_map(with_faults)) {
        let mut guarded = scenario.clone();
        guarded.dedup = DedupConfig { store: DedupStore::Table, unique: true, ttl: None };
        let mut bare = scenario;
        bare.dedup = DedupConfig { store: DedupStore::None, unique: false, ttl: None };
        let (with_inbox, without) = (duplicated(&guarded), duplicated(&bare));
        prop_assert!(with_inbox <= without, "seed {}: the unique inbox added duplicates", bare.seed);
        if guarded.producer.stable_ids {
            // With stable ids the id's row commits once at most, and with it the change.
            prop_assert_eq!(with_inbox, 0, "seed {}: a duplicate got past the unique inbox", bare.seed);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn every_explored_schedule_keeps_the_invariants(scenario in faulty_scenario()) {
        let exploration = explore(&scenario, ExploreOptions::default());
        let broken: Vec<_> = exploration.results.iter().filter(|r| !r.violations.is_empty()).collect();
        prop_assert!(broken.is_empty(), "seed {}: {:?}", scenario.seed, broken.first());
        prop_assert_eq!(exploration.violations, 0);
    }
}

/// Pipelines with `apply` and `record_dedup` inside one transaction, so that switching
/// the store from none to a unique table changes nothing but the dedup itself.
fn inbox_pair() -> impl Strategy<Value = Scenario> {
    let pipeline = (any::<bool>(), any::<bool>()).prop_map(|(check, ack_last)| {
        let mut steps = vec![Step::Receive, Step::Begin];
        if check {
            steps.push(Step::CheckDedup);
        }
        steps.extend([Step::Apply, Step::RecordDedup, Step::Commit]);
        if ack_last {
            steps.push(Step::Ack);
        } else {
            steps.insert(1, Step::Ack);
        }
        steps
    });
    scenario(database_op(), pipeline)
}
