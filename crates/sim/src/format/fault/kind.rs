//! The kinds of fault and what the format says of each: its name, its fields, since
//! which format it may be written, which brokers can have it and what else the scenario
//! needs. One descriptor per kind; the lists, the format gate, the broker rule and the
//! playground's offers all read it, so a new kind is one row in `fault_kinds!` (its name and
//! descriptor) and the arms the compiler asks for.

use super::{Fault, Moment};
use crate::format::broker_kind::BrokerKind;

/// Since which format a kind may be written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Since {
    /// `acklab/1` and later.
    One,
    /// `acklab/2` only: an older document that names the kind is refused.
    Two,
}

/// The brokers a kind can happen on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Brokers {
    Both,
    /// Only a queue: an ack to lose, a broker crash or a redrive of its dead letters.
    Queue,
    /// Only a log: an offset commit to lose.
    Log,
}

/// What else a scenario needs before a fault of the kind can happen in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needs {
    Nothing,
    /// A producer's pipeline with at least one step, to crash after.
    ProducerPipeline,
    /// A producer that writes an outbox, whose relay can crash.
    Outbox,
}

/// What the format and the playground say of one kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaultInfo {
    /// The fields a fault of this kind may have besides `kind`, in the order serde
    /// names them in its errors.
    pub fields: &'static [&'static str],
    pub since: Since,
    pub brokers: Brokers,
    pub needs: Needs,
    /// Whether the timeline offers the kind against a recorded event ("lose this ack"),
    /// with the message `offer-<name>`.
    pub offered_on_timeline: bool,
}

impl FaultInfo {
    /// A kind of `acklab/1` with these fields, on either broker, needing nothing else,
    /// not offered on the timeline.
    const fn plain(fields: &'static [&'static str]) -> FaultInfo {
        FaultInfo {
            fields,
            since: Since::One,
            brokers: Brokers::Both,
            needs: Needs::Nothing,
            offered_on_timeline: false,
        }
    }

    /// Offered on the timeline against the event it strikes.
    const fn offered(self) -> FaultInfo {
        FaultInfo {
            offered_on_timeline: true,
            ..self
        }
    }

    const fn on(self, brokers: Brokers) -> FaultInfo {
        FaultInfo { brokers, ..self }
    }

    /// Written only in `acklab/2`, and needing `needs`.
    const fn part_two(self, needs: Needs) -> FaultInfo {
        FaultInfo {
            since: Since::Two,
            needs,
            ..self
        }
    }
}

/// Declares the kinds once, each with its name and its descriptor: the enum, `ALL`,
/// `NAMES` and `info` follow, so a new kind cannot be missing from any of them.
macro_rules! fault_kinds {
    ($($kind:ident => $name:literal, $info:expr;)*) => {
        /// The kinds of fault, as the format's `kind` tag names them.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum FaultKind {
            $($kind,)*
        }

        impl FaultKind {
            /// Every kind, in the order the format lists them.
            pub const ALL: &'static [FaultKind] = &[$(FaultKind::$kind,)*];
            /// Each kind's `kind` tag as the format writes it, in the order of `ALL`.
            pub const NAMES: &'static [&'static str] = &[$($name,)*];
            /// Each kind's descriptor, in the order of `ALL`.
            const INFO: &'static [FaultInfo] = &[$($info,)*];
        }
    };
}

const MESSAGE_AND_DELIVERY: &[&str] = &["message", "delivery"];

fault_kinds! {
    Crash => "crash", FaultInfo::plain(&["after", "message", "delivery"]);
    LoseAck => "lose_ack", FaultInfo::plain(MESSAGE_AND_DELIVERY).on(Brokers::Queue).offered();
    LosePublishConfirm => "lose_publish_confirm", FaultInfo::plain(&["message"]).offered();
    LosePaymentResponse => "lose_payment_response",
        FaultInfo::plain(MESSAGE_AND_DELIVERY).offered();
    Stall => "stall", FaultInfo::plain(&["after", "message", "delivery", "ticks"]);
    Poison => "poison", FaultInfo::plain(&["message", "permanent"]);
    Transient => "transient", FaultInfo::plain(&["message", "failures"]);
    BrokerCrash => "broker_crash", FaultInfo::plain(&["at"]).on(Brokers::Queue);
    LoseCommit => "lose_commit",
        FaultInfo::plain(MESSAGE_AND_DELIVERY).on(Brokers::Log).part_two(Needs::Nothing).offered();
    CrashProducer => "crash_producer",
        FaultInfo::plain(&["after", "message"]).part_two(Needs::ProducerPipeline);
    CrashRelay => "crash_relay", FaultInfo::plain(&["after", "message"]).part_two(Needs::Outbox);
    Redrive => "redrive", FaultInfo::plain(&["at"]).on(Brokers::Queue).part_two(Needs::Nothing);
}

impl FaultKind {
    /// What the format and the playground say of this kind.
    pub fn info(self) -> FaultInfo {
        FaultKind::INFO[self as usize]
    }

    /// The `kind` tag as the format writes it.
    pub fn name(self) -> &'static str {
        FaultKind::NAMES[self as usize]
    }

    /// The kind a `kind` tag names, if any.
    pub fn from_name(name: &str) -> Option<FaultKind> {
        FaultKind::ALL
            .iter()
            .copied()
            .find(|kind| kind.name() == name)
    }

    /// The fields a fault of this kind may have besides `kind`.
    pub fn fields(self) -> &'static [&'static str] {
        self.info().fields
    }

    /// Whether a fault of this kind can happen on a broker of `kind`. A log has no
    /// acks and a lost commit needs one; poison, transient errors and broker crashes
    /// are not modelled on a log yet (docs/scenario-format.md).
    pub fn works_on(self, kind: BrokerKind) -> bool {
        match self.info().brokers {
            Brokers::Both => true,
            Brokers::Queue => kind == BrokerKind::Queue,
            Brokers::Log => kind == BrokerKind::Log,
        }
    }
}

impl FaultKind {
    /// The fault of this kind on `message` that fires at `moment`, if one of this kind
    /// can: the timeline offers "lose this ack" for an ack it recorded this way.
    pub fn at(self, message: String, moment: Moment) -> Option<Fault> {
        use FaultKind as K;
        match (self, moment) {
            (K::Crash, Moment::AfterStep { delivery, step }) => Some(Fault::Crash {
                after: step,
                message,
                delivery,
            }),
            (K::LoseAck, Moment::Ack { delivery }) => Some(Fault::LoseAck { message, delivery }),
            (K::LosePublishConfirm, Moment::PublishConfirm) => {
                Some(Fault::LosePublishConfirm { message })
            }
            (K::LosePaymentResponse, Moment::PaymentResponse { delivery }) => {
                Some(Fault::LosePaymentResponse { message, delivery })
            }
            (K::LoseCommit, Moment::OffsetCommit { delivery }) => {
                Some(Fault::LoseCommit { message, delivery })
            }
            (K::CrashProducer, Moment::AfterProducerStep(after)) => {
                Some(Fault::CrashProducer { after, message })
            }
            (K::CrashRelay, Moment::AfterRelayStep(after)) => {
                Some(Fault::CrashRelay { after, message })
            }
            // A stall needs a length, and the rest fire on every apply or at a tick.
            (
                K::Crash
                | K::LoseAck
                | K::LosePublishConfirm
                | K::LosePaymentResponse
                | K::LoseCommit
                | K::CrashProducer
                | K::CrashRelay
                | K::Stall
                | K::Poison
                | K::Transient
                | K::BrokerCrash
                | K::Redrive,
                _,
            ) => None,
        }
    }
}
