//! The harness's own rules, without services: the verdicts read from what a run left,
//! the comparison, and which scenarios are replayed.

use acklab_sim::{
    BrokerKind, BrokerLike, Fault, Message, Op, Outcome, ProducerStep, RelayStep, Scenario, Step,
};

use crate::compare::{differences, judged, Observed, Verdict};
use crate::select::reproducible;

fn status(id: &str, status: &str) -> Message {
    let mut message = Message::new(id, Op::SetStatus);
    message.key = Some("order-7".into());
    message.status = Some(status.into());
    message
}

fn scenario(messages: Vec<Message>) -> Scenario {
    let mut scenario = Scenario::example();
    scenario.messages = messages;
    scenario.faults.clear();
    scenario
}

#[test]
fn an_older_status_left_last_makes_the_newer_update_out_of_order() {
    let scenario = scenario(vec![status("m1", "paid"), status("m2", "shipped")]);
    let mut observed = Observed::default();
    observed.applied.insert("m1".into(), 2);
    observed.applied.insert("m2".into(), 1);
    observed.versions.insert("order-7".into(), 1);
    let outcomes: Vec<Outcome> = judged(&scenario, &observed)
        .iter()
        .map(|v| v.outcome)
        .collect();
    assert_eq!(outcomes, [Outcome::Ok, Outcome::OutOfOrder]);
    observed.versions.insert("order-7".into(), 2);
    let outcomes: Vec<Outcome> = judged(&scenario, &observed)
        .iter()
        .map(|v| v.outcome)
        .collect();
    assert_eq!(outcomes, [Outcome::Ok, Outcome::Ok]);
}

#[test]
fn an_update_skipped_as_stale_is_ok_and_an_upsert_twice_is_not_a_duplicate() {
    let mut upsert = Message::new("u1", Op::Upsert);
    upsert.key = Some("order-7".into());
    let scenario = scenario(vec![status("m1", "paid"), status("m2", "shipped"), upsert]);
    let mut observed = Observed::default();
    observed.applied.insert("m2".into(), 1);
    observed.applied.insert("u1".into(), 2);
    observed.skipped.push("m1".into());
    observed.versions.insert("order-7".into(), 2);
    let outcomes: Vec<Outcome> = judged(&scenario, &observed)
        .iter()
        .map(|v| v.outcome)
        .collect();
    assert_eq!(outcomes, [Outcome::Ok, Outcome::Ok, Outcome::Ok]);
    // Without the skip, m1 never reached its order: lost.
    observed.skipped.clear();
    assert_eq!(judged(&scenario, &observed)[0].outcome, Outcome::Lost);
}

#[test]
fn counts_and_dead_letters_give_the_other_outcomes() {
    let scenario = scenario(vec![
        Message::new("twice", Op::Deposit),
        Message::new("parked", Op::CreateOrder),
        Message::new("gone", Op::CreateOrder),
    ]);
    let mut observed = Observed::default();
    observed.applied.insert("twice".into(), 2);
    observed.dead_lettered.push("parked".into());
    let outcomes: Vec<Outcome> = judged(&scenario, &observed)
        .iter()
        .map(|v| v.outcome)
        .collect();
    assert_eq!(
        outcomes,
        [Outcome::Duplicated, Outcome::DeadLettered, Outcome::Lost]
    );
}

#[test]
fn a_dead_lettered_copy_under_a_fresh_id_counts_for_its_message() {
    let scenario = scenario(vec![Message::new("m1", Op::CreateOrder)]);
    let mut observed = Observed::default();
    observed.dead_lettered.push("m1~2".into());
    assert_eq!(
        judged(&scenario, &observed)[0].outcome,
        Outcome::DeadLettered
    );
    observed.dead_lettered = vec!["m10".into()];
    assert_eq!(judged(&scenario, &observed)[0].outcome, Outcome::Lost);
}

#[test]
fn a_difference_names_the_message_and_both_verdicts() {
    let verdict = |outcome, applied| Verdict {
        id: "m2".into(),
        outcome,
        applied,
    };
    let same = [verdict(Outcome::Ok, 1)];
    assert_eq!(differences(&same, &same), None);
    let said = differences(&[verdict(Outcome::OutOfOrder, 1)], &same);
    assert_eq!(
        said.as_deref(),
        Some("m2: simulator out_of_order ×1, real ok ×1")
    );
}

#[test]
fn only_what_a_real_system_can_do_is_replayed() {
    let mut plain = Scenario::example();
    plain.faults = vec![Fault::Crash {
        after: Step::Apply,
        message: plain.messages[0].id.clone(),
        delivery: 1,
    }];
    let rabbit = |s: &Scenario| reproducible(s, BrokerLike::Rabbitmq);
    assert_eq!(rabbit(&plain), Ok(()));
    assert_eq!(reproducible(&plain, BrokerLike::Sqs), Ok(()));
    let mut log = plain.on_broker(BrokerKind::Log);
    log.faults.clear();
    assert!(rabbit(&log).is_err());
    let mut two = plain.clone();
    two.workers = 2;
    assert_eq!(rabbit(&two), Ok(()));
    let mut eight = plain.clone();
    eight.workers = 8;
    assert_eq!(rabbit(&eight), Ok(()));
    let mut nine = plain.clone();
    nine.workers = 9;
    assert!(rabbit(&nine).is_err());
    let mut crash = plain.clone();
    crash.faults = vec![Fault::BrokerCrash { at: 3 }];
    assert!(rabbit(&crash).is_err());
    let mut stall = plain;
    stall.faults = vec![Fault::Stall {
        after: Step::Apply,
        message: stall.messages[0].id.clone(),
        delivery: 1,
        ticks: 30,
    }];
    // A stall is the worker sleeping on a paced clock, its timeout mapped onto
    // RabbitMQ's consumer timeout or SQS's visibility timeout.
    assert_eq!(rabbit(&stall), Ok(()));
    assert_eq!(reproducible(&stall, BrokerLike::Sqs), Ok(()));
    let mut long_timeout = stall.clone();
    long_timeout.broker.visibility_timeout = 60;
    assert!(
        rabbit(&long_timeout).is_err(),
        "60 ticks in RabbitMQ's 4 s make ticks under 80 ms"
    );
    let mut jitter = stall;
    jitter.retry.jitter = true;
    assert!(reproducible(&jitter, BrokerLike::Sqs).is_err());
}

#[test]
fn an_order_that_never_committed_at_the_source_is_a_phantom_when_applied() {
    let mut scenario = scenario(vec![
        Message::new("phantom", Op::CreateOrder),
        Message::new("never", Op::CreateOrder),
        Message::new("gone", Op::CreateOrder),
    ]);
    let mut observed = Observed::default();
    observed.applied.insert("phantom".into(), 1);
    observed.source_orders.push("gone".into());
    let outcomes = |scenario: &Scenario, observed: &Observed| -> Vec<Outcome> {
        judged(scenario, observed)
            .iter()
            .map(|v| v.outcome)
            .collect()
    };
    // Without a producer pipeline every message's order exists.
    assert_eq!(
        outcomes(&scenario, &observed),
        [Outcome::Ok, Outcome::Lost, Outcome::Lost]
    );
    scenario.producer.pipeline = Some(vec![
        ProducerStep::Begin,
        ProducerStep::Write,
        ProducerStep::Publish,
        ProducerStep::Commit,
    ]);
    assert_eq!(
        outcomes(&scenario, &observed),
        [Outcome::Phantom, Outcome::Ok, Outcome::Lost]
    );
}

#[test]
fn a_republish_under_a_fresh_id_belongs_to_its_message() {
    use crate::real::message_of;
    assert_eq!(message_of("m1~2"), "m1");
    assert_eq!(message_of("m1"), "m1");
}

#[test]
fn the_producers_side_is_replayed_but_not_the_sqs_flavours_sequence_numbers() {
    let mut outbox = Scenario::example();
    let id = outbox.messages[0].id.clone();
    outbox.producer.pipeline = Some(vec![
        ProducerStep::Begin,
        ProducerStep::Write,
        ProducerStep::WriteOutbox,
        ProducerStep::Commit,
    ]);
    outbox.faults = vec![
        Fault::CrashRelay {
            after: RelayStep::Publish,
            message: id.clone(),
        },
        Fault::LosePublishConfirm {
            message: id.clone(),
        },
    ];
    assert_eq!(reproducible(&outbox, BrokerLike::Rabbitmq), Ok(()));
    let mut retrying = Scenario::example();
    retrying.producer.retry = true;
    retrying.faults = vec![Fault::LosePublishConfirm { message: id }];
    assert_eq!(reproducible(&retrying, BrokerLike::Rabbitmq), Ok(()));
    // RabbitMQ keeps no sequence numbers, in the model as for real; the SQS flavour
    // drops the repeat as Kafka does, which a standard queue does not.
    retrying.producer.idempotent = true;
    assert_eq!(reproducible(&retrying, BrokerLike::Rabbitmq), Ok(()));
    assert!(reproducible(&retrying, BrokerLike::Sqs).is_err());
}

#[test]
fn a_crash_of_the_orders_service_or_the_relay_fires_once_at_its_step() {
    use crate::real::steps::Faults;
    let mut scenario = Scenario::example();
    let id = scenario.messages[0].id.clone();
    scenario.faults = vec![
        Fault::CrashProducer {
            after: ProducerStep::Commit,
            message: id.clone(),
        },
        Fault::CrashRelay {
            after: RelayStep::MarkSent,
            message: id.clone(),
        },
        Fault::LosePublishConfirm {
            message: id.clone(),
        },
    ];
    let mut faults = Faults::new(&scenario);
    assert_eq!(faults.unfired().len(), 3);
    assert!(!faults.crash_producer_after(&id, ProducerStep::Write));
    assert!(faults.crash_producer_after(&id, ProducerStep::Commit));
    assert!(!faults.crash_producer_after(&id, ProducerStep::Commit));
    assert!(!faults.crash_relay_after(&id, RelayStep::Publish));
    assert!(faults.crash_relay_after(&id, RelayStep::MarkSent));
    assert!(faults.lose_confirm(&id));
    assert!(!faults.lose_confirm(&id), "a lost confirm is one-shot");
    assert!(faults.unfired().is_empty());
}

#[test]
fn a_crash_that_never_fired_is_reported() {
    use crate::real::steps::Faults;
    let mut scenario = Scenario::example();
    let id = scenario.messages[0].id.clone();
    scenario.faults = vec![
        Fault::Crash {
            after: Step::Apply,
            message: id.clone(),
            delivery: 2,
        },
        Fault::Poison {
            message: id.clone(),
            permanent: false,
        },
    ];
    let mut faults = Faults::new(&scenario);
    assert_eq!(faults.unfired().len(), 1, "only the crash must fire");
    assert!(
        !faults.crash_after(&id, 1, Step::Apply),
        "not on delivery 1"
    );
    assert!(faults.crash_after(&id, 2, Step::Apply));
    assert!(faults.unfired().is_empty());
}

#[test]
fn a_visibility_timeout_ends_half_a_tick_early_in_whole_seconds() {
    use crate::real::clock::{visibility_mapping, SHORTEST_SHARED_TICK, SHORTEST_TICK};
    for shortest in [SHORTEST_TICK, SHORTEST_SHARED_TICK] {
        assert_eq!(visibility_mapping(0, shortest), None);
        for ticks in [1u32, 2, 5, 10, 20, 37, 60] {
            timeout_in_seconds(ticks, shortest);
        }
    }
}

/// `ticks` of visibility timeout map to whole seconds, half a tick early, with ticks
/// at least `shortest` long.
fn timeout_in_seconds(ticks: u32, shortest: std::time::Duration) {
    use crate::real::clock::visibility_mapping;
    use std::time::Duration;
    let Some((tick, seconds)) = visibility_mapping(u64::from(ticks), shortest) else {
        panic!("{ticks} ticks have no mapping");
    };
    assert!(tick >= shortest, "{ticks} ticks: a tick of {tick:?}");
    let real = Duration::from_secs(seconds.into());
    let simulated = tick * (2 * ticks - 1) / 2;
    assert!(
        simulated.abs_diff(real) < Duration::from_millis(2),
        "{ticks} ticks of {tick:?} end at {simulated:?}, not at {real:?}"
    );
}

#[test]
fn rabbitmqs_consumer_timeout_ends_half_a_tick_early() {
    use crate::real::clock::{consumer_timeout_mapping, RABBITMQ_CONSUMER_TIMEOUT, SHORTEST_TICK};
    let timeout = RABBITMQ_CONSUMER_TIMEOUT;
    assert_eq!(consumer_timeout_mapping(0, timeout), None);
    assert_eq!(
        consumer_timeout_mapping(60, timeout),
        None,
        "ticks under 80 ms"
    );
    for ticks in [1u32, 3, 6, 20, 25] {
        let Some(tick) = consumer_timeout_mapping(u64::from(ticks), timeout) else {
            panic!("{ticks} ticks have no mapping");
        };
        assert!(tick >= SHORTEST_TICK, "{ticks} ticks: a tick of {tick:?}");
        let simulated = tick * (2 * ticks - 1) / 2;
        assert!(
            simulated.abs_diff(RABBITMQ_CONSUMER_TIMEOUT) < std::time::Duration::from_millis(2),
            "{ticks} ticks of {tick:?} end at {simulated:?}"
        );
    }
}

#[test]
fn every_listed_difference_names_a_scenario_that_exists() {
    let scenarios = crate::select::all_scenarios().unwrap_or_default();
    assert!(scenarios.len() > 100, "the scenarios were not found");
    for broker in acklab_lessons::RealSystem::ALL {
        for listed in crate::explained::listed(broker) {
            assert!(
                scenarios.iter().any(|(name, _)| name == listed),
                "explained.rs lists {listed}, which is no scenario"
            );
        }
    }
}

#[test]
fn a_message_ttl_is_replayed_on_rabbitmq_half_a_tick_short_and_not_on_sqs() {
    use crate::real::consumer_timeout::{message_ttl, rabbit_timing, MESSAGE_TTL_TICK};
    let mut scenario = Scenario::example();
    scenario.faults.clear();
    scenario.broker.message_ttl = Some(10);
    assert_eq!(reproducible(&scenario, BrokerLike::Rabbitmq), Ok(()));
    let sqs = reproducible(&scenario, BrokerLike::Sqs)
        .err()
        .unwrap_or_default();
    assert!(sqs.contains("retention period"), "{sqs}");
    let tick = rabbit_timing(&scenario, std::time::Duration::ZERO);
    assert_eq!(tick, Ok(Some(MESSAGE_TTL_TICK)));
    let ttl = message_ttl(&scenario, MESSAGE_TTL_TICK);
    assert_eq!(ttl, Some(MESSAGE_TTL_TICK * 10 - MESSAGE_TTL_TICK / 2));
}

#[test]
fn a_dedup_ttl_is_replayed_on_the_table_its_expiry_job_deletes_from() {
    use acklab_sim::DedupStore;
    let mut scenario = Scenario::example();
    scenario.faults.clear();
    scenario.dedup.ttl = Some(10);
    scenario.dedup.store = DedupStore::Table;
    for like in BrokerLike::ALL {
        assert_eq!(reproducible(&scenario, like), Ok(()), "{like:?}");
    }
    scenario.dedup.store = DedupStore::Memory;
    let memory = reproducible(&scenario, BrokerLike::Rabbitmq);
    assert!(memory.is_err_and(|e| e.contains("dedup TTL")));
}
