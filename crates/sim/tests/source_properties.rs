//! Property tests for the producer's side (`acklab/2`): with any producer pipeline and
//! any producer, relay, confirm and broker faults, the run ends sound; an outbox row is
//! published at least once after its commit when the relay publishes before it marks
//! the row sent; nothing is published for a write through the outbox that rolled back.
//! A failure prints the shrunk scenario and its seed.
#![cfg(not(target_arch = "wasm32"))]

use acklab_sim::{
    run, BrokerKind, DedupConfig, EventKind, Fault, Message, Metrics, Op, Outage, Outcome,
    ProducerStep, RelayConfig, RelayStep, RetryPolicy, RunReport, Scenario, Step, FORMAT_2,
};
use proptest::prelude::*;

/// A valid producer pipeline: each step at most once, `commit` after `begin` when
/// both are there, in any order otherwise.
fn producer_pipeline() -> impl Strategy<Value = Vec<ProducerStep>> {
    let steps = Just(ProducerStep::ALL.to_vec()).prop_shuffle();
    (
        steps,
        prop::collection::vec(any::<bool>(), 5),
        any::<bool>(),
    )
        .prop_map(|(order, keep, transaction)| {
            let mut pipeline: Vec<ProducerStep> = order
                .into_iter()
                .zip(keep)
                .filter(|(step, kept)| {
                    let paired = matches!(step, ProducerStep::Begin | ProducerStep::Commit);
                    if paired {
                        transaction
                    } else {
                        *kept
                    }
                })
                .map(|(step, _)| step)
                .collect();
            let begin = pipeline.iter().position(|s| *s == ProducerStep::Begin);
            let commit = pipeline.iter().position(|s| *s == ProducerStep::Commit);
            if let (Some(begin), Some(commit)) = (begin, commit) {
                if commit < begin {
                    pipeline.swap(begin, commit);
                }
            }
            pipeline
        })
}

/// A fault on the producer's side, aimed at message `m<n>`.
fn source_fault(messages: usize) -> impl Strategy<Value = Fault> {
    let id = (1..=messages).prop_map(|n| format!("m{n}"));
    let producer = (prop::sample::select(ProducerStep::ALL.to_vec()), id.clone())
        .prop_map(|(after, message)| Fault::CrashProducer { after, message });
    let relay = (prop::sample::select(RelayStep::ALL.to_vec()), id.clone())
        .prop_map(|(after, message)| Fault::CrashRelay { after, message });
    let confirm = id.prop_map(|message| Fault::LosePublishConfirm { message });
    let broker = (0u64..40).prop_map(|at| Fault::BrokerCrash { at });
    let redrive = (0u64..80).prop_map(|at| Fault::Redrive { at });
    let poison = (1..=messages).prop_map(|n| Fault::Poison {
        message: format!("m{n}"),
        permanent: false,
    });
    prop_oneof![producer, relay, confirm, broker, redrive, poison]
}

/// Up to five messages, a producer pipeline, a relay that publishes first or marks
/// first, a consumer with or without its inbox, settings of time and load (TTLs, an
/// outage, a capacity, the retry policy) and up to four faults that fit.
fn source_scenario() -> impl Strategy<Value = Scenario> {
    let messages = prop::sample::select(vec![Op::CreateOrder, Op::Deposit, Op::Charge]);
    let setup = (
        prop::collection::vec(messages, 1..=5),
        producer_pipeline(),
        any::<bool>(),
        any::<bool>(),
        1u64..=4,
        any::<u64>(),
    );
    let time = (
        prop::option::of(1u64..=30),
        prop::option::of(1u64..=20),
        prop::option::of((0u64..20, 1u64..20)),
        prop::option::of(1u32..=3),
        (0u64..=3, 1u64..=2, any::<bool>()),
        1u32..=4,
    );
    (setup, time)
        .prop_flat_map(|(setup, time)| {
            let faults = prop::collection::vec(source_fault(setup.0.len()), 0..=4);
            (Just(setup), Just(time), faults)
        })
        .prop_map(|(setup, time, faults)| {
            let (ops, producer, marks_first, inbox, interval, seed) = setup;
            let mut scenario = Scenario::example();
            scenario.format = FORMAT_2.to_string();
            scenario.seed = seed;
            scenario.messages = ops
                .iter()
                .enumerate()
                .map(|(i, op)| Message::new(&format!("m{}", i + 1), *op))
                .collect();
            if !inbox {
                scenario.pipeline = vec![Step::Receive, Step::Apply, Step::Ack];
                scenario.dedup = DedupConfig::default();
            }
            let relay = if marks_first {
                vec![
                    RelayStep::ReadOutbox,
                    RelayStep::MarkSent,
                    RelayStep::Publish,
                ]
            } else {
                RelayStep::ALL.to_vec()
            };
            scenario.relay = RelayConfig {
                pipeline: relay,
                interval,
            };
            with_time_and_load(&mut scenario, time);
            // Only the faults that fit the pipelines the scenario has.
            let outbox = producer.contains(&ProducerStep::WriteOutbox);
            scenario.faults = faults
                .into_iter()
                .filter(|fault| match fault {
                    Fault::CrashProducer { after, .. } => producer.contains(after),
                    Fault::CrashRelay { .. } => outbox,
                    _ => true,
                })
                .collect();
            scenario.producer.pipeline = Some(producer);
            // Half the runs retry a publish without a confirm: a producer crash must
            // not leave another request's retry unaccounted for.
            scenario.producer.retry = scenario.seed.is_multiple_of(2);
            scenario
        })
}

type TimeAndLoad = (
    Option<u64>,
    Option<u64>,
    Option<(u64, u64)>,
    Option<u32>,
    (u64, u64, bool),
    u32,
);

fn with_time_and_load(scenario: &mut Scenario, time: TimeAndLoad) {
    let (dedup_ttl, key_ttl, outage, capacity, (backoff, multiplier, jitter), workers) = time;
    scenario.workers = workers;
    scenario.dedup.ttl = dedup_ttl;
    let payment = &mut scenario.payment;
    payment.idempotency_key = true;
    payment.key_ttl = key_ttl;
    payment.capacity = capacity;
    payment.outage = outage.map(|(from, length)| Outage {
        from,
        to: from + length,
    });
    scenario.retry = RetryPolicy {
        backoff,
        multiplier,
        max_backoff: None,
        jitter,
    };
}

/// The tick of each event of `kind` naming `message`, for the events that name one.
fn ticks_of(report: &RunReport, message: usize, pick: fn(&EventKind) -> Option<usize>) -> Vec<u64> {
    report
        .trace
        .iter()
        .filter(|event| pick(&event.kind) == Some(message))
        .map(|event| event.tick)
        .collect()
}

fn outbox_commit(kind: &EventKind) -> Option<usize> {
    match *kind {
        EventKind::SourceCommitted {
            message,
            outbox: true,
            ..
        } => Some(message),
        _ => None,
    }
}

fn published(kind: &EventKind) -> Option<usize> {
    match *kind {
        EventKind::Published { message, .. } => Some(message),
        _ => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    /// Every run ends, sound, with nothing pending, the same twice over.
    #[test]
    fn every_run_on_the_producers_side_ends_sound(scenario in source_scenario()) {
        prop_assert!(scenario.validate().is_ok(), "seed {}: {:?}", scenario.seed, scenario.validate());
        let report = run(&scenario);
        prop_assert!(report.finished, "seed {}: the run did not finish", scenario.seed);
        prop_assert!(report.violations.is_empty(), "seed {}: {:?}", scenario.seed, report.violations);
        for message in &report.messages {
            prop_assert!(message.outcome != Outcome::Pending, "seed {}: {} pending", scenario.seed, message.id);
        }
        prop_assert!(run(&scenario).trace == report.trace, "seed {}: two runs differ", scenario.seed);
        // The metrics agree with the totals, and every delivery in flight ends.
        let metrics = Metrics::of(&report.trace, &report.copies, report.end_tick, scenario.broker.kind);
        let sum = |series: &[u32]| series.iter().map(|&v| u64::from(v)).sum::<u64>();
        prop_assert_eq!(sum(&metrics.deliveries), u64::from(report.totals.deliveries), "seed {}", scenario.seed);
        prop_assert_eq!(metrics.in_flight.last().copied(), Some(0), "seed {}", scenario.seed);
        prop_assert!(sum(&metrics.payment_failures) <= sum(&metrics.payment_calls), "seed {}", scenario.seed);
        prop_assert!(sum(&metrics.redeliveries) <= sum(&metrics.deliveries), "seed {}", scenario.seed);
    }

    /// With a relay that publishes before it marks the row sent, every committed
    /// outbox row is published at least once after its commit, whatever crashes.
    #[test]
    fn an_outbox_row_is_published_at_least_once_after_its_commit(scenario in source_scenario()) {
        prop_assume!(scenario.relay.pipeline == RelayStep::ALL.to_vec());
        prop_assume!(scenario.broker.kind == BrokerKind::Queue);
        let report = run(&scenario);
        for (index, message) in report.messages.iter().enumerate() {
            let Some(&committed) = ticks_of(&report, index, outbox_commit).first() else {
                continue;
            };
            let after = ticks_of(&report, index, published).into_iter().filter(|&t| t >= committed).count();
            prop_assert!(after >= 1, "seed {}: {}'s outbox row committed at t={committed} and was never published", scenario.seed, message.id);
        }
    }

    /// A producer that sends only through the outbox publishes nothing for a request
    /// whose outbox row never committed (its transaction rolled back in a crash).
    #[test]
    fn nothing_is_published_for_a_rolled_back_write_through_the_outbox(mut scenario in source_scenario()) {
        // Through the outbox only: no direct publish, and an outbox row in the request.
        let mut pipeline = scenario.producer.pipeline.clone().unwrap_or_default();
        pipeline.retain(|s| *s != ProducerStep::Publish);
        if !pipeline.contains(&ProducerStep::WriteOutbox) {
            let before_commit = pipeline.iter().position(|s| *s == ProducerStep::Commit);
            pipeline.insert(before_commit.unwrap_or(pipeline.len()), ProducerStep::WriteOutbox);
        }
        scenario.producer.pipeline = Some(pipeline);
        scenario.faults.retain(|f| !matches!(f, Fault::CrashProducer { after: ProducerStep::Publish, .. }));
        let report = run(&scenario);
        for (index, message) in report.messages.iter().enumerate() {
            if ticks_of(&report, index, outbox_commit).is_empty() {
                prop_assert!(ticks_of(&report, index, published).is_empty(), "seed {}: {} published without a committed outbox row", scenario.seed, message.id);
                prop_assert!(message.applied == 0, "seed {}: {} applied without a committed outbox row", scenario.seed, message.id);
            }
        }
    }

    /// A message is a phantom only when the producer writes an order and it did not
    /// commit; through the outbox in one transaction there is never a phantom.
    #[test]
    fn the_outbox_in_the_orders_transaction_makes_no_phantom(mut scenario in source_scenario(), outbox_first in any::<bool>()) {
        let (write, outbox) = (ProducerStep::Write, ProducerStep::WriteOutbox);
        let (a, b) = if outbox_first { (outbox, write) } else { (write, outbox) };
        scenario.producer.pipeline = Some(vec![ProducerStep::Begin, a, b, ProducerStep::Commit]);
        scenario.faults.retain(|f| !matches!(f, Fault::CrashProducer { after: ProducerStep::Publish, .. }));
        let report = run(&scenario);
        prop_assert!(report.totals.phantom == 0, "seed {}: a phantom through the outbox", scenario.seed);
    }
}
