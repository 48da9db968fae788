//! The faults a learner can inject, as they are written in `acklab/1`.

#[cfg(not(target_arch = "wasm32"))]
use serde::Deserialize;
use serde::Serialize;

use crate::scenario::{BrokerKind, ProducerStep, RelayStep, Scenario, Step};
use crate::trace::{CopyInfo, EventKind, TraceEvent};

fn first_delivery() -> u32 {
    1
}

/// A fault the learner injects. Each fault fires at most once: at the first moment that
/// matches it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Deserialize))]
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
    /// On a log: the consumer's offset commit after this record never takes effect; a
    /// later commit covers it, commits being cumulative (`acklab/2`).
    LoseCommit {
        message: String,
        #[serde(default = "first_delivery")]
        delivery: u32,
    },
    /// The producer process dies right after finishing `after` for `message`'s request:
    /// its open transaction rolls back and the request is not retried (`acklab/2`).
    CrashProducer {
        after: ProducerStep,
        message: String,
    },
    /// The outbox relay dies right after finishing `after` on `message`'s row; it comes
    /// back a few ticks later and reads the outbox again (`acklab/2`).
    CrashRelay { after: RelayStep, message: String },
    /// At tick `at` an operator moves every dead-lettered copy back to the queue, each
    /// with `max_deliveries` attempts anew (`acklab/2`, on a queue). Not a failure, but
    /// an input at a tick like a broker crash.
    Redrive { at: u64 },
}

/// The kinds of fault, as the format's `kind` tag names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FaultKind {
    Crash,
    LoseAck,
    LosePublishConfirm,
    LosePaymentResponse,
    Stall,
    Poison,
    Transient,
    BrokerCrash,
    LoseCommit,
    CrashProducer,
    CrashRelay,
    Redrive,
}

impl FaultKind {
    /// Every kind, in the order the format lists them.
    pub const ALL: [FaultKind; 12] = [
        FaultKind::Crash,
        FaultKind::LoseAck,
        FaultKind::LosePublishConfirm,
        FaultKind::LosePaymentResponse,
        FaultKind::Stall,
        FaultKind::Poison,
        FaultKind::Transient,
        FaultKind::BrokerCrash,
        FaultKind::LoseCommit,
        FaultKind::CrashProducer,
        FaultKind::CrashRelay,
        FaultKind::Redrive,
    ];

    /// Each kind's `kind` tag as the format writes it, in the order of `ALL`.
    pub const NAMES: [&'static str; 12] = [
        "crash",
        "lose_ack",
        "lose_publish_confirm",
        "lose_payment_response",
        "stall",
        "poison",
        "transient",
        "broker_crash",
        "lose_commit",
        "crash_producer",
        "crash_relay",
        "redrive",
    ];

    /// The `kind` tag as the format writes it.
    pub fn name(self) -> &'static str {
        FaultKind::NAMES[self as usize]
    }

    /// The kind a `kind` tag names, if any.
    pub fn from_name(name: &str) -> Option<FaultKind> {
        FaultKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// The fields a fault of this kind may have besides `kind`, in the order serde
    /// names them in its errors.
    pub fn fields(self) -> &'static [&'static str] {
        match self {
            FaultKind::Crash => &["after", "message", "delivery"],
            FaultKind::CrashProducer | FaultKind::CrashRelay => &["after", "message"],
            FaultKind::LoseAck | FaultKind::LosePaymentResponse | FaultKind::LoseCommit => {
                &["message", "delivery"]
            }
            FaultKind::LosePublishConfirm => &["message"],
            FaultKind::Stall => &["after", "message", "delivery", "ticks"],
            FaultKind::Poison => &["message", "permanent"],
            FaultKind::Transient => &["message", "failures"],
            FaultKind::BrokerCrash | FaultKind::Redrive => &["at"],
        }
    }

    /// Whether a fault of this kind can happen on a broker of `kind`. A log has no
    /// acks and a lost commit needs one; poison, transient errors and broker crashes
    /// are not modelled on a log yet (docs/scenario-format.md).
    pub fn works_on(self, kind: BrokerKind) -> bool {
        match self {
            FaultKind::LoseCommit => kind == BrokerKind::Log,
            FaultKind::LoseAck | FaultKind::BrokerCrash | FaultKind::Redrive => {
                kind == BrokerKind::Queue
            }
            _ => true,
        }
    }
}

impl FaultKind {
    /// Whether a fault of this kind can happen in `scenario`: on its broker, and for a
    /// producer's or relay's crash, when that pipeline exists.
    pub fn offered_in(self, scenario: &Scenario) -> bool {
        let producer = scenario.producer.pipeline.as_deref();
        match self {
            FaultKind::CrashProducer => producer.is_some_and(|p| !p.is_empty()),
            FaultKind::CrashRelay => {
                producer.is_some_and(|p| p.contains(&crate::scenario::ProducerStep::WriteOutbox))
            }
            _ => self.works_on(scenario.broker.kind),
        }
    }
}

impl Scenario {
    /// The scenario with a fault of `kind` added at `spot`, when the scenario can take
    /// it there; None when it cannot (no card charge to lose the answer of, no such
    /// step). A kind of the second part moves an `acklab/1` scenario to `acklab/2`: every
    /// part-two field is at its default there, so the scenario means what it meant.
    pub fn with_fault_of_kind(&self, kind: FaultKind, spot: FaultSpot) -> Option<Scenario> {
        if !kind.offered_in(self) {
            return None;
        }
        let mut next = self.clone();
        next.faults.push(Fault::of_kind(kind, self, spot)?);
        if next.validate().is_err() {
            next.format = crate::scenario::FORMAT_2.to_string();
        }
        next.validate().ok().map(|()| next)
    }
}

/// `wanted` if the pipeline has it, else its first step.
fn first_of<T: Copy + PartialEq>(pipeline: &[T], wanted: T) -> Option<T> {
    if pipeline.contains(&wanted) {
        Some(wanted)
    } else {
        pipeline.first().copied()
    }
}

/// Where a fault added from the playground goes: the message and delivery it targets,
/// and the tick on screen (for a broker crash).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaultSpot {
    pub message: usize,
    pub delivery: u32,
    pub tick: u64,
}

impl Fault {
    /// The fault's kind.
    pub fn kind(&self) -> FaultKind {
        match self {
            Fault::Crash { .. } => FaultKind::Crash,
            Fault::LoseAck { .. } => FaultKind::LoseAck,
            Fault::LosePublishConfirm { .. } => FaultKind::LosePublishConfirm,
            Fault::LosePaymentResponse { .. } => FaultKind::LosePaymentResponse,
            Fault::Stall { .. } => FaultKind::Stall,
            Fault::Poison { .. } => FaultKind::Poison,
            Fault::Transient { .. } => FaultKind::Transient,
            Fault::BrokerCrash { .. } => FaultKind::BrokerCrash,
            Fault::LoseCommit { .. } => FaultKind::LoseCommit,
            Fault::CrashProducer { .. } => FaultKind::CrashProducer,
            Fault::CrashRelay { .. } => FaultKind::CrashRelay,
            Fault::Redrive { .. } => FaultKind::Redrive,
        }
    }

    /// A fault of `kind` at `spot`, with the parameters a first try wants: a crash or
    /// a stall right after `apply` (or the first step), a stall long enough for the
    /// visibility timeout to run out, a transient error that fails twice, a broker
    /// crash now. None when the spot names no message of the scenario.
    pub fn of_kind(kind: FaultKind, scenario: &Scenario, spot: FaultSpot) -> Option<Fault> {
        let message = scenario.messages.get(spot.message)?.id.clone();
        let delivery = spot.delivery;
        let after = if scenario.pipeline.contains(&Step::Apply) {
            Step::Apply
        } else {
            scenario.pipeline.first().copied().unwrap_or(Step::Receive)
        };
        Some(match kind {
            FaultKind::Crash => Fault::Crash {
                after,
                message,
                delivery,
            },
            FaultKind::LoseAck => Fault::LoseAck { message, delivery },
            FaultKind::LosePublishConfirm => Fault::LosePublishConfirm { message },
            FaultKind::LosePaymentResponse => Fault::LosePaymentResponse { message, delivery },
            FaultKind::Stall => Fault::Stall {
                after,
                message,
                delivery,
                ticks: scenario.broker.visibility_timeout + 1,
            },
            FaultKind::Poison => Fault::Poison {
                message,
                permanent: false,
            },
            FaultKind::Transient => Fault::Transient {
                message,
                failures: 2,
            },
            FaultKind::BrokerCrash => Fault::BrokerCrash { at: spot.tick },
            FaultKind::LoseCommit => Fault::LoseCommit { message, delivery },
            FaultKind::CrashProducer => Fault::CrashProducer {
                after: first_of(scenario.producer.pipeline.as_deref()?, ProducerStep::Commit)?,
                message,
            },
            FaultKind::CrashRelay => Fault::CrashRelay {
                after: first_of(&scenario.relay.pipeline, RelayStep::Publish)?,
                message,
            },
            FaultKind::Redrive => Fault::Redrive { at: spot.tick },
        })
    }

    /// The fault that would make a recorded event go wrong, if one can: the ack lost,
    /// the publish's confirm lost, the charge's answer lost.
    pub fn against(event: &TraceEvent, scenario: &Scenario, copies: &[CopyInfo]) -> Option<Fault> {
        let copy = copies.get(event.kind.copy()? as usize)?;
        let message = scenario.messages.get(copy.message)?.id.clone();
        match event.kind {
            EventKind::Acked { delivery, .. } => Some(Fault::LoseAck { message, delivery }),
            EventKind::Published { .. } => Some(Fault::LosePublishConfirm { message }),
            EventKind::Charged { delivery, .. } => {
                Some(Fault::LosePaymentResponse { message, delivery })
            }
            EventKind::OffsetCommitted { delivery, .. } => {
                Some(Fault::LoseCommit { message, delivery })
            }
            _ => None,
        }
    }
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
            | Fault::Transient { message, .. }
            | Fault::LoseCommit { message, .. }
            | Fault::CrashProducer { message, .. }
            | Fault::CrashRelay { message, .. } => Some(message),
            Fault::BrokerCrash { .. } | Fault::Redrive { .. } => None,
        }
    }

    /// The `kind` tag as it is written in the format.
    pub fn kind_name(&self) -> &'static str {
        self.kind().name()
    }
}

mod web;
