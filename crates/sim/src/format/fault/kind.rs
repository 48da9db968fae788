//! The kinds of fault and what the format says of each: its name, its fields, since
//! which format it may be written, which brokers can have it and what else the scenario
//! needs. One descriptor per kind; the lists, the format gate, the broker rule and the
//! playground's offers all read it, so a new kind is one row in `fault_kinds!` (its name and
//! descriptor) and the arms the compiler asks for.

use super::web::Fields;
use super::{Fault, Moment, When};
use crate::format::broker_kind::BrokerKind;
use crate::format::broker_like::BrokerLike;

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

/// Whose pipeline a kind's `after` field names: the consumer's, the producer's or the
/// outbox relay's. A kind without `after` says `Consumer` and nothing reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Consumer,
    Producer,
    Relay,
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
    /// Whose pipeline the `after` field names.
    pub stage: Stage,
    /// Whether the message the fault names must be a charge (a payment's response).
    pub charges_only: bool,
    /// What happened when a fault of the kind struck, as the CLI says it before "at
    /// t=…", for a kind whose trace records it as `fault_struck`; empty for the kinds
    /// with events and causes of their own.
    pub struck: &'static str,
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
            stage: Stage::Consumer,
            charges_only: false,
            struck: "",
            offered_on_timeline: false,
        }
    }

    /// Its `after` names a step of `stage`'s pipeline.
    const fn after_in(self, stage: Stage) -> FaultInfo {
        FaultInfo { stage, ..self }
    }

    /// When it strikes, the CLI says `words`.
    const fn strikes(self, words: &'static str) -> FaultInfo {
        FaultInfo {
            struck: words,
            ..self
        }
    }

    /// What the CLI says when a fault of `kind` strikes: its own words, or its name.
    pub fn struck_words(self, kind: FaultKind) -> String {
        if self.struck.is_empty() {
            format!("a {} fault struck", kind.name())
        } else {
            self.struck.to_string()
        }
    }

    /// It names a charge only.
    const fn charges(self) -> FaultInfo {
        FaultInfo {
            charges_only: true,
            ..self
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
        FaultInfo::plain(MESSAGE_AND_DELIVERY).charges().offered();
    Stall => "stall", FaultInfo::plain(&["after", "message", "delivery", "ticks"]);
    Poison => "poison", FaultInfo::plain(&["message", "permanent"]);
    Transient => "transient", FaultInfo::plain(&["message", "failures"]);
    BrokerCrash => "broker_crash", FaultInfo::plain(&["at"]).on(Brokers::Queue);
    LoseCommit => "lose_commit",
        FaultInfo::plain(MESSAGE_AND_DELIVERY).on(Brokers::Log).part_two(Needs::Nothing).offered();
    CrashProducer => "crash_producer", FaultInfo::plain(&["after", "message"])
        .after_in(Stage::Producer).part_two(Needs::ProducerPipeline);
    CrashRelay => "crash_relay", FaultInfo::plain(&["after", "message"])
        .after_in(Stage::Relay).part_two(Needs::Outbox);
    Redrive => "redrive", FaultInfo::plain(&["at"]).on(Brokers::Queue).part_two(Needs::Nothing);
    DuplicateDelivery => "duplicate_delivery", FaultInfo::plain(MESSAGE_AND_DELIVERY)
        .on(Brokers::Queue).part_two(Needs::Nothing)
        .strikes("with nothing failed, the broker handed the message out again");
}

/// A kind is written as its `kind` tag, in a trace as in the format.
impl serde::Serialize for FaultKind {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
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
    /// Whether a broker of flavour `like` produces a fault of this kind. RabbitMQ never
    /// hands a message to a second consumer while the first holds it on a live channel,
    /// so it makes no duplicate delivery without a failure.
    pub fn happens_like(self, like: BrokerLike) -> bool {
        match like {
            BrokerLike::Sqs => true,
            BrokerLike::Rabbitmq => self != FaultKind::DuplicateDelivery,
        }
    }

    /// The fault of this kind on `message` that fires at `moment`, if one of this kind
    /// can: the timeline offers "lose this ack" for an ack it recorded this way. The
    /// fault is built from what the moment says (its delivery, the step just done) and
    /// kept only if it fires at that very moment, so no kind needs a rule here: a stall
    /// lacks its length, and poison, transient errors and tick faults fire otherwise.
    pub fn at(self, message: String, moment: Moment) -> Option<Fault> {
        let fault = Fault::build(self, Fields::at_moment(message, moment)).ok()?;
        (fault.when() == When::At(moment)).then_some(fault)
    }
}
