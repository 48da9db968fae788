//! The disagreements the suite expects, each with its cause, as docs/conformance.md
//! gives them. A disagreement not listed here fails the suite, and so does a listed one
//! that agrees: the list and the docs must stay true.

use acklab_lessons::RealSystem;
use acklab_sim::{Isolation, Scenario};

/// Why a listed scenario ends otherwise on the real broker than in the simulator: the
/// reason, and where the reason can be checked, the scenario edited to behave as the
/// real system does, whose verdicts the real run must then give.
#[derive(Clone, Copy)]
pub struct Cause {
    pub reason: &'static str,
    pub as_if: Option<fn(&Scenario) -> Scenario>,
}

/// Why scenario `name` ends otherwise on the real broker than in the simulator (in the
/// broker's flavour), if that is expected.
pub fn difference(broker: RealSystem, name: &str) -> Option<Cause> {
    differences(broker)
        .iter()
        .find(|(scenario, _)| *scenario == name)
        .map(|(_, cause)| *cause)
}

/// The scenarios listed as differing on `broker`.
#[cfg(test)]
pub fn listed(broker: RealSystem) -> impl Iterator<Item = &'static str> {
    differences(broker).iter().map(|(scenario, _)| *scenario)
}

fn differences(broker: RealSystem) -> &'static [(&'static str, Cause)] {
    match broker {
        RealSystem::Rabbitmq => &[],
        RealSystem::Sqs => SQS,
        RealSystem::Kafka => KAFKA,
    }
}

/// Where tansu is not Kafka: its Fetch answers list no aborted transactions, so a
/// `read_committed` reader is handed an aborted transaction's output records, which
/// Kafka hides from it. Each of these aborts a transaction that wrote one.
const KAFKA: &[(&str, Cause)] = &[
    ("lesson kafka-transaction-exactly-once", TANSU_SHOWS_ABORTED),
    ("lesson exactly-once-stops-at-kafka", TANSU_SHOWS_ABORTED),
    (
        "lesson kafka-transaction-and-dedup-table",
        TANSU_SHOWS_ABORTED,
    ),
    (
        "corpus log_kafka_transaction_does_not_cover_the_database",
        TANSU_SHOWS_ABORTED,
    ),
    (
        "corpus log_kafka_transaction_exactly_once",
        TANSU_SHOWS_ABORTED,
    ),
];

const TANSU_SHOWS_ABORTED: Cause = Cause {
    reason: "tansu hands a read_committed reader the output record of the aborted \
             transaction (its Fetch lists no aborted transactions); Kafka hides it, as the \
             simulator does",
    as_if: Some(read_uncommitted),
};

/// The scenario with its downstream reader seeing aborted records, as tansu's
/// `read_committed` reader does.
fn read_uncommitted(scenario: &Scenario) -> Scenario {
    let mut edited = scenario.clone();
    edited.downstream.isolation = Isolation::ReadUncommitted;
    edited
}

/// None today: every replayed scenario agreed with moto 5.2.6 when the SQS pass was
/// written.
const SQS: &[(&str, Cause)] = &[];

/// Why a receipt-handle case of `sqs_rules` ends otherwise on the emulator, if that is
/// expected.
pub fn receipt_handle_difference(case: &str) -> Option<&'static str> {
    RECEIPT_HANDLES
        .iter()
        .find(|(name, _)| *name == case)
        .map(|(_, reason)| *reason)
}

const RECEIPT_HANDLES: &[(&str, &str)] = &[(
    "an older handle, after the message was received again",
    "AWS says such a delete succeeds but may leave the message; moto deletes it, and the \
     model keeps it: the case a consumer must be ready for",
)];
