//! The Kafka pass's own rules, without services: which log scenarios it replays, a lost
//! offset commit as a one-shot fault, and the records a blocked partition leaves.

use acklab_sim::{BrokerLike, Fault, Message, Op, Outcome, Scenario};

use crate::compare::{judged, Observed};
use crate::select::{all_scenarios, reproducible, reproducible_on_log};

fn scenario(name: &str) -> Scenario {
    let all = all_scenarios().unwrap_or_default();
    let found = all.into_iter().find(|(n, _)| n == name);
    found
        .map(|(_, s)| s)
        .unwrap_or_else(|| panic!("{name} not found"))
}

#[test]
fn one_worker_on_one_partition_without_a_poll_deadline_is_replayed_on_kafka() {
    let replayed = [
        "corpus log_commit_before_processing_loses",
        "corpus log_lost_commit_then_crash_duplicates",
        "corpus log_dead_letter_topic_unblocks",
        "lesson kafka-transaction-exactly-once",
        "lesson log-auto-commit-loses",
        "corpus log_auto_commit_loses_a_slow_record",
        "corpus log_lost_payment_response_is_polled_again",
    ];
    for name in replayed {
        assert_eq!(reproducible_on_log(&scenario(name)), Ok(()), "{name}");
    }
    let not_yet = [
        (
            "corpus log_rebalance_hands_the_partition_over",
            "rebalances",
        ),
        ("lesson ack-first-loses", "queue scenario"),
    ];
    for (name, reason) in not_yet {
        let said = reproducible_on_log(&scenario(name))
            .err()
            .unwrap_or_default();
        assert!(said.contains(reason), "{name}: {said:?}");
    }
    let log = scenario("corpus log_commit_before_processing_loses");
    for like in BrokerLike::ALL {
        let said = reproducible(&log, like).err().unwrap_or_default();
        assert!(said.contains("replayed on Kafka"), "{said:?}");
    }
}

#[test]
fn at_least_twenty_log_scenarios_are_replayed_on_kafka() {
    let all = all_scenarios().unwrap_or_default();
    let replayed = all
        .iter()
        .filter(|(_, s)| reproducible_on_log(s).is_ok())
        .count();
    assert!(replayed >= crate::FEWEST_ON_KAFKA, "only {replayed}");
}

#[test]
fn a_lost_offset_commit_fires_once_at_its_delivery_and_must_fire() {
    use crate::real::steps::Faults;
    let mut scenario = Scenario::example();
    scenario.faults = vec![Fault::LoseCommit {
        message: "m1".into(),
        delivery: 2,
    }];
    let mut faults = Faults::new(&scenario);
    assert_eq!(faults.unfired().len(), 1, "a lost commit must fire");
    assert!(!faults.lose_commit("m1", 1), "not on delivery 1");
    assert!(faults.lose_commit("m1", 2));
    assert!(!faults.lose_commit("m1", 2), "one-shot");
    assert!(faults.unfired().is_empty());
}

#[test]
fn records_behind_a_blocked_partition_are_pending_unless_applied() {
    let mut scenario = Scenario::example();
    scenario.messages = ["m1", "p1", "m2"]
        .map(|id| Message::new(id, Op::Deposit))
        .to_vec();
    let mut observed = Observed::default();
    observed.applied.insert("m1".into(), 1);
    observed.pending = vec!["p1".into(), "m2".into()];
    let outcomes: Vec<Outcome> = judged(&scenario, &observed)
        .into_iter()
        .map(|v| v.outcome)
        .collect();
    assert_eq!(outcomes, [Outcome::Ok, Outcome::Pending, Outcome::Pending]);
    observed.pending.clear();
    let lost = judged(&scenario, &observed);
    assert_eq!(
        lost[1].outcome,
        Outcome::Lost,
        "not pending without a block"
    );
}

#[test]
fn each_listed_tansu_difference_is_a_reader_that_sees_aborted_records() {
    use crate::compare::simulated;
    use crate::explained::{difference, listed};
    use acklab_lessons::RealSystem;
    for name in listed(RealSystem::Kafka) {
        let as_if = difference(RealSystem::Kafka, name).and_then(|cause| cause.as_if);
        let Some(as_if) = as_if else {
            panic!("{name}: a Kafka difference whose cause cannot be checked");
        };
        let written = scenario(name);
        assert_eq!(reproducible_on_log(&written), Ok(()), "{name}");
        assert_ne!(
            simulated(&written),
            simulated(&as_if(&written)),
            "{name}: the cause changes nothing"
        );
    }
}

#[test]
fn the_auto_commit_timer_fires_every_that_many_ticks_from_the_start() {
    let mut every_two = scenario("lesson log-auto-commit-loses");
    every_two.consumer.auto_commit = Some(2);
    let fired: Vec<u64> = (0..7)
        .filter(|&tick| crate::real::kafka::auto_commit_due(&every_two, tick))
        .collect();
    assert_eq!(fired, [2, 4, 6]);
    every_two.consumer.auto_commit = None;
    assert!(!(0..7).any(|tick| crate::real::kafka::auto_commit_due(&every_two, tick)));
}
