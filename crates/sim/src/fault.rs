//! The faults a learner can inject, as they are written in `acklab/1`.

use serde::{Deserialize, Serialize};

use crate::scenario::Step;

fn first_delivery() -> u32 {
    1
}

/// A fault the learner injects. Each fault fires at most once: at the first moment that
/// matches it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Fault {
    /// The worker process dies right after finishing `after`.
    Crash {
        after: Step,
        message: String,
        #[serde(default = "first_delivery")]
        delivery: u32,
    },
    /// The consumer's ack never reaches the broker; the consumer sees an error.
    LoseAck {
        message: String,
        #[serde(default = "first_delivery")]
        delivery: u32,
    },
    /// The broker stores the message but its confirm to the producer is lost.
    LosePublishConfirm { message: String },
    /// The payment service charges the card but its answer is lost.
    LosePaymentResponse {
        message: String,
        #[serde(default = "first_delivery")]
        delivery: u32,
    },
    /// The worker freezes for `ticks` right after finishing `after`.
    Stall {
        after: Step,
        message: String,
        #[serde(default = "first_delivery")]
        delivery: u32,
        ticks: u64,
    },
    /// `apply` fails on every attempt. A `permanent` error is recognised as such and
    /// sent straight to the dead-letter queue; otherwise it is retried until
    /// `max_deliveries`.
    Poison {
        message: String,
        #[serde(default)]
        permanent: bool,
    },
    /// `apply` fails on the first `failures` deliveries, then succeeds.
    Transient { message: String, failures: u32 },
    /// The broker process dies at tick `at` and restarts a few ticks later.
    BrokerCrash { at: u64 },
}

impl Fault {
    /// The message the fault names, if it names one.
    pub fn message(&self) -> Option<&str> {
        match self {
            Fault::Crash { message, .. }
            | Fault::LoseAck { message, .. }
            | Fault::LosePublishConfirm { message }
            | Fault::LosePaymentResponse { message, .. }
            | Fault::Stall { message, .. }
            | Fault::Poison { message, .. }
            | Fault::Transient { message, .. } => Some(message),
            Fault::BrokerCrash { .. } => None,
        }
    }

    /// The `kind` tag as it is written in the format.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Fault::Crash { .. } => "crash",
            Fault::LoseAck { .. } => "lose_ack",
            Fault::LosePublishConfirm { .. } => "lose_publish_confirm",
            Fault::LosePaymentResponse { .. } => "lose_payment_response",
            Fault::Stall { .. } => "stall",
            Fault::Poison { .. } => "poison",
            Fault::Transient { .. } => "transient",
            Fault::BrokerCrash { .. } => "broker_crash",
        }
    }
}
