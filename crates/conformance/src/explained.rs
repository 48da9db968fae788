//! The disagreements the suite expects, each with its cause, as docs/conformance.md
//! gives them. A disagreement not listed here fails the suite, and so does a listed one
//! that agrees: the list and the docs must stay true.

use acklab_sim::BrokerLike;

/// Why scenario `name` ends otherwise on the real broker than in the simulator's
/// flavour `like`, if that is expected.
pub fn difference(like: BrokerLike, name: &str) -> Option<&'static str> {
    differences(like)
        .iter()
        .find(|(scenario, _)| *scenario == name)
        .map(|(_, reason)| *reason)
}

/// The scenarios listed as differing on a broker like `like`.
#[cfg(test)]
pub fn listed(like: BrokerLike) -> impl Iterator<Item = &'static str> {
    differences(like).iter().map(|(scenario, _)| *scenario)
}

fn differences(like: BrokerLike) -> &'static [(&'static str, &'static str)] {
    match like {
        BrokerLike::Rabbitmq => &[],
        BrokerLike::Sqs => SQS,
    }
}

/// None today: every replayed scenario agreed with moto 5.2.6 when the SQS pass was
/// written.
const SQS: &[(&str, &str)] = &[];

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
