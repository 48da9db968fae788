//! The faults a learner can inject, as the format writes them, and every rule that
//! differs from one kind to the next: when a fault fires, what makes it valid, how it
//! is read on the web and what a first try of it looks like. Each is one exhaustive
//! `match`, so a new kind is a variant here, a row in `kind.rs` and the place that asks
//! for it (ARCHITECTURE.md, "Add a fault kind").

#[cfg(not(target_arch = "wasm32"))]
use serde::Deserialize;
use serde::Serialize;

use crate::format::message::ApplyError;
use crate::format::source_config::{ProducerStep, RelayStep};
use crate::format::step::Step;

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
    /// The broker hands `message` out again right after delivery `delivery`, although
    /// nothing failed, as an SQS standard queue may: the next free worker gets it while
    /// the first still works on it (`acklab/2`, on a queue).
    DuplicateDelivery {
        message: String,
        #[serde(default = "first_delivery")]
        delivery: u32,
    },
}

/// A moment in the handling of one message at which a one-shot fault may fire: the
/// engine asks the fault book about each as it passes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// A worker finished `step` of this delivery.
    AfterStep { delivery: u32, step: Step },
    /// The consumer sends its ack of this delivery.
    Ack { delivery: u32 },
    /// The consumer commits the offset past this delivery's record.
    OffsetCommit { delivery: u32 },
    /// The payment service answers this delivery's charge.
    PaymentResponse { delivery: u32 },
    /// The broker confirms a publish to the producer or the relay.
    PublishConfirm,
    /// The broker handed this delivery to a worker.
    Delivered { delivery: u32 },
    /// The producer finished a step of the message's request.
    AfterProducerStep(ProducerStep),
    /// The relay finished a step on the message's outbox row.
    AfterRelayStep(RelayStep),
}

impl Moment {
    /// The delivery a moment names and the step just done, as a fault's `delivery`
    /// and `after` fields (`FaultKind::at`).
    fn parts(self) -> (Option<u32>, Option<serde_json::Value>) {
        // A step's name is its serde name; naming it keeps serde_json's value
        // serializer out of the web bundle.
        let step = |name: &str| Some(serde_json::Value::String(name.to_string()));
        match self {
            Moment::AfterStep {
                delivery,
                step: done,
            } => (Some(delivery), step(done.name())),
            Moment::Ack { delivery }
            | Moment::OffsetCommit { delivery }
            | Moment::PaymentResponse { delivery }
            | Moment::Delivered { delivery } => (Some(delivery), None),
            Moment::PublishConfirm => (None, None),
            Moment::AfterProducerStep(done) => (None, step(done.name())),
            Moment::AfterRelayStep(done) => (None, step(done.name())),
        }
    }
}

/// What the engine does at once for a fault that fires at a tick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TickAction {
    CrashBroker,
    Redrive,
}

/// When a fault fires.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    /// Once, at the first moment of its message that matches.
    At(Moment),
    /// At a tick, whatever is happening then (at once if that tick has passed).
    Tick { at: u64, action: TickAction },
    /// On every `apply` it matches: poison and transient errors are not one-shot.
    EveryApply,
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
            Fault::DuplicateDelivery { .. } => FaultKind::DuplicateDelivery,
        }
    }

    /// When the fault fires.
    pub fn when(&self) -> When {
        let at = When::At;
        match *self {
            Fault::Crash {
                after, delivery, ..
            }
            | Fault::Stall {
                after, delivery, ..
            } => at(Moment::AfterStep {
                delivery,
                step: after,
            }),
            Fault::LoseAck { delivery, .. } => at(Moment::Ack { delivery }),
            Fault::LosePublishConfirm { .. } => at(Moment::PublishConfirm),
            Fault::LosePaymentResponse { delivery, .. } => at(Moment::PaymentResponse { delivery }),
            Fault::LoseCommit { delivery, .. } => at(Moment::OffsetCommit { delivery }),
            Fault::DuplicateDelivery { delivery, .. } => at(Moment::Delivered { delivery }),
            Fault::CrashProducer { after, .. } => at(Moment::AfterProducerStep(after)),
            Fault::CrashRelay { after, .. } => at(Moment::AfterRelayStep(after)),
            Fault::Poison { .. } | Fault::Transient { .. } => When::EveryApply,
            Fault::BrokerCrash { at } => When::Tick {
                at,
                action: TickAction::CrashBroker,
            },
            Fault::Redrive { at } => When::Tick {
                at,
                action: TickAction::Redrive,
            },
        }
    }

    /// The error `apply` meets on `delivery` because of this fault, if any. Poison
    /// fails every time; a transient error the first `failures` deliveries.
    pub fn apply_error(&self, delivery: u32) -> Option<ApplyError> {
        match *self {
            Fault::Poison { permanent, .. } => Some(if permanent {
                ApplyError::PoisonPermanent
            } else {
                ApplyError::Poison
            }),
            Fault::Transient { failures, .. } => {
                (delivery <= failures).then_some(ApplyError::Transient)
            }
            Fault::Crash { .. }
            | Fault::LoseAck { .. }
            | Fault::LosePublishConfirm { .. }
            | Fault::LosePaymentResponse { .. }
            | Fault::Stall { .. }
            | Fault::BrokerCrash { .. }
            | Fault::LoseCommit { .. }
            | Fault::CrashProducer { .. }
            | Fault::CrashRelay { .. }
            | Fault::Redrive { .. }
            | Fault::DuplicateDelivery { .. } => None,
        }
    }

    /// The consumer's step the fault follows (a crash or a stall after it), if any: such
    /// a fault goes with its step when the lines change.
    pub fn after_step(&self) -> Option<Step> {
        self.clone().after_step_mut().map(|step| *step)
    }

    /// The consumer's step the fault follows, to move it (`Scenario::with_pipeline`).
    pub fn after_step_mut(&mut self) -> Option<&mut Step> {
        match self {
            Fault::Crash { after, .. } | Fault::Stall { after, .. } => Some(after),
            Fault::LoseAck { .. }
            | Fault::LosePublishConfirm { .. }
            | Fault::LosePaymentResponse { .. }
            | Fault::Poison { .. }
            | Fault::Transient { .. }
            | Fault::BrokerCrash { .. }
            | Fault::LoseCommit { .. }
            | Fault::CrashProducer { .. }
            | Fault::CrashRelay { .. }
            | Fault::Redrive { .. }
            | Fault::DuplicateDelivery { .. } => None,
        }
    }

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
            | Fault::CrashRelay { message, .. }
            | Fault::DuplicateDelivery { message, .. } => Some(message),
            Fault::BrokerCrash { .. } | Fault::Redrive { .. } => None,
        }
    }

    /// The `kind` tag as it is written in the format.
    pub fn kind_name(&self) -> &'static str {
        self.kind().name()
    }
}

impl Fault {
    /// The fault of `kind` with the fields the web app read (`web.rs`), or those a first
    /// try or a moment gives; fields the kind lacks are ignored. Serde's error for a
    /// field the kind needs and `f` lacks.
    pub(crate) fn build(kind: FaultKind, f: web::Fields) -> Result<Fault, serde_json::Error> {
        use web::{need, step};
        let (delivery, permanent, after) = (f.delivery, f.permanent, f.after.as_ref());
        let message = || need(f.message.clone(), "message");
        Ok(match kind {
            FaultKind::Crash => Fault::Crash {
                after: step(after)?,
                message: message()?,
                delivery,
            },
            FaultKind::LoseAck => Fault::LoseAck {
                message: message()?,
                delivery,
            },
            FaultKind::LosePublishConfirm => Fault::LosePublishConfirm {
                message: message()?,
            },
            FaultKind::LosePaymentResponse => Fault::LosePaymentResponse {
                message: message()?,
                delivery,
            },
            FaultKind::Stall => Fault::Stall {
                after: step(after)?,
                message: message()?,
                delivery,
                ticks: need(f.ticks, "ticks")?,
            },
            FaultKind::Poison => Fault::Poison {
                message: message()?,
                permanent,
            },
            FaultKind::Transient => Fault::Transient {
                message: message()?,
                failures: need(f.failures, "failures")?,
            },
            FaultKind::BrokerCrash => Fault::BrokerCrash {
                at: need(f.at, "at")?,
            },
            FaultKind::LoseCommit => Fault::LoseCommit {
                message: message()?,
                delivery,
            },
            FaultKind::CrashProducer => Fault::CrashProducer {
                after: step(after)?,
                message: message()?,
            },
            FaultKind::CrashRelay => Fault::CrashRelay {
                after: step(after)?,
                message: message()?,
            },
            FaultKind::Redrive => Fault::Redrive {
                at: need(f.at, "at")?,
            },
            FaultKind::DuplicateDelivery => Fault::DuplicateDelivery {
                message: message()?,
                delivery,
            },
        })
    }
}

mod kind;
mod offer;
mod web;

pub use kind::{Brokers, FaultInfo, FaultKind, Needs, Since, Stage};
pub use offer::FaultSpot;
pub(crate) use web::Fields;
