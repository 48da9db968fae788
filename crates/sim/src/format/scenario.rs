//! The scenario format (`acklab/1`, and the optional part-2 fields of `acklab/2`): the
//! serde types, their defaults and validation.
//!
//! The format is a public contract (share links, lessons and outside tests use it), so
//! unknown fields are rejected and every default is spelled out here and in
//! `docs/scenario-format.md`.

use serde::{Deserialize, Serialize};

pub use crate::format::broker_like::BrokerLike;
pub use crate::format::downstream::DownstreamConfig;
pub use crate::format::fault::Fault;
pub use crate::format::log_config::{BrokerKind, ConsumerConfig};
pub use crate::format::message::{Message, Op};
pub use crate::format::retry::RetryPolicy;
pub use crate::format::source_config::{ProducerStep, RelayConfig, RelayStep};
pub use crate::format::step::Step;

/// The only format tag this version understands.
pub const FORMAT: &str = "acklab/1";
/// The format of a scenario that uses any part-2 field (the log broker and beyond).
pub const FORMAT_2: &str = "acklab/2";
pub use crate::format::limits::{MAX_FAULTS, MAX_MESSAGES, MAX_WORKERS};

/// A whole scenario: what is published, how the consumer is written, and what goes wrong.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub format: String,
    #[serde(default)]
    pub seed: u64,
    pub messages: Vec<Message>,
    pub pipeline: Vec<Step>,
    #[serde(default)]
    pub dedup: DedupConfig,
    #[serde(default = "default_workers")]
    pub workers: u32,
    #[serde(default)]
    pub broker: BrokerConfig,
    #[serde(default)]
    pub producer: ProducerConfig,
    #[serde(default)]
    pub payment: PaymentConfig,
    #[serde(default)]
    pub retry: RetryPolicy,
    #[serde(default)]
    pub faults: Vec<Fault>,
    /// How the consumer client reads a log (`acklab/2`).
    #[serde(default, skip_serializing_if = "ConsumerConfig::is_default")]
    pub consumer: ConsumerConfig,
    /// The reader of the output topic the consumer emits to (`acklab/2`).
    #[serde(default, skip_serializing_if = "DownstreamConfig::is_default")]
    pub downstream: DownstreamConfig,
    /// The relay that publishes the producer's outbox (`acklab/2`).
    #[serde(default, skip_serializing_if = "RelayConfig::is_default")]
    pub relay: RelayConfig,
}

fn default_workers() -> u32 {
    1
}

/// Where processed message ids are remembered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DedupStore {
    /// Nothing is remembered; `check_dedup` and `record_dedup` do nothing.
    #[default]
    None,
    /// A set inside each worker process: lost when that worker crashes.
    Memory,
    /// A `processed_messages` table in the database.
    Table,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DedupConfig {
    #[serde(default)]
    pub store: DedupStore,
    /// A unique constraint on `processed_messages.id` (only meaningful for `table`).
    #[serde(default = "yes")]
    pub unique: bool,
    /// A dedup row or memory entry expires this many ticks after it was written, and a
    /// copy that arrives later is processed again (`acklab/2`). Absent: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ttl: Option<u64>,
}

impl Default for DedupConfig {
    fn default() -> Self {
        DedupConfig {
            store: DedupStore::None,
            unique: true,
            ttl: None,
        }
    }
}

fn yes() -> bool {
    true
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BrokerConfig {
    #[serde(default = "default_visibility_timeout")]
    pub visibility_timeout: u64,
    #[serde(default = "default_max_deliveries")]
    pub max_deliveries: u32,
    #[serde(default = "yes")]
    pub durable: bool,
    /// A queue (as in `acklab/1`) or a log (`acklab/2`).
    #[serde(default, skip_serializing_if = "BrokerKind::is_default")]
    pub kind: BrokerKind,
    /// A log's partitions, 1–8 (`acklab/2`).
    #[serde(
        default = "crate::format::log_config::default_partitions",
        skip_serializing_if = "crate::format::log_config::is_default_partitions"
    )]
    pub partitions: u32,
    /// How many ticks the group waits for a crashed member before it hands the
    /// member's partitions to the others (`acklab/2`).
    #[serde(
        default = "crate::format::log_config::default_session_timeout",
        skip_serializing_if = "crate::format::log_config::is_default_session_timeout"
    )]
    pub session_timeout: u64,
    /// A copy that has waited in the queue this many ticks since it was stored (or
    /// redriven) is dead-lettered by age, reason `expired` (`acklab/2`, queue only): a
    /// queue's message TTL, as RabbitMQ's `x-message-ttl` with a dead-letter exchange.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message_ttl: Option<u64>,
    /// Which real broker the queue behaves like: SQS (the default) or RabbitMQ
    /// (`acklab/2`, queue only).
    #[serde(default, skip_serializing_if = "BrokerLike::is_default")]
    pub like: BrokerLike,
}

fn default_visibility_timeout() -> u64 {
    20
}

fn default_max_deliveries() -> u32 {
    5
}

impl BrokerConfig {
    /// Whether the broker drops a publish that repeats an idempotent producer's
    /// producer id and sequence number: a log always does, as Kafka does; a queue as
    /// the broker it behaves like (`BrokerLike::drops_repeated_sequences`).
    pub fn drops_repeated_sequences(&self) -> bool {
        match self.kind {
            BrokerKind::Log => true,
            BrokerKind::Queue => self.like.drops_repeated_sequences(),
        }
    }
}

impl Default for BrokerConfig {
    fn default() -> Self {
        BrokerConfig {
            visibility_timeout: default_visibility_timeout(),
            max_deliveries: default_max_deliveries(),
            durable: true,
            kind: BrokerKind::Queue,
            partitions: crate::format::log_config::DEFAULT_PARTITIONS,
            session_timeout: crate::format::log_config::DEFAULT_SESSION_TIMEOUT,
            message_ttl: None,
            like: BrokerLike::Sqs,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProducerConfig {
    /// Publish again when the broker's confirm does not arrive (off by default: the
    /// producer publishes each message once).
    #[serde(default)]
    pub retry: bool,
    /// A re-publish keeps the message id (false: it gets a fresh one).
    #[serde(default = "yes")]
    pub stable_ids: bool,
    /// Producer id + sequence number let the broker drop a re-published copy.
    #[serde(default)]
    pub idempotent: bool,
    /// The orders service's own steps for each message (`acklab/2`). Absent: the
    /// producer just publishes each message, as in `acklab/1`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pipeline: Option<Vec<ProducerStep>>,
    /// How many messages the producer publishes in one tick, in the listed order
    /// (`acklab/2`; absent: one). More than one makes a burst: a batch of orders
    /// arriving together, which is how many consumers come to fail at one moment.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub messages_per_tick: Option<u32>,
}

impl Default for ProducerConfig {
    fn default() -> Self {
        ProducerConfig {
            retry: false,
            stable_ids: true,
            idempotent: false,
            pipeline: None,
            messages_per_tick: None,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PaymentConfig {
    /// The charge call carries the message id as an idempotency key and the service
    /// honours it: a repeated call returns the first result instead of charging again.
    #[serde(default)]
    pub idempotency_key: bool,
    /// Before charging, the consumer asks the service whether this message's charge
    /// was already taken, and skips the charge if so.
    #[serde(default)]
    pub reconcile: bool,
    /// The service is down from tick `from` up to, not including, `to`: every charge
    /// call in the window fails as a transient error (`acklab/2`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outage: Option<Outage>,
    /// Charge calls the service takes per tick; the calls beyond fail as overloaded
    /// (`acklab/2`). Absent: no limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capacity: Option<u32>,
    /// How many ticks the service remembers an idempotency key after the charge it
    /// was first used for (`acklab/2`). Absent: for ever.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key_ttl: Option<u64>,
}

/// A window of ticks in which the payment service answers every call with an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Outage {
    pub from: u64,
    pub to: u64,
}

impl Outage {
    /// Whether the service is down at `tick`.
    pub fn covers(&self, tick: u64) -> bool {
        self.from <= tick && tick < self.to
    }
}

impl Scenario {
    /// A small example: three database messages through the full inbox pipeline.
    pub fn example() -> Scenario {
        let message = |id: &str, op: Op| Message::new(id, op);
        Scenario {
            format: FORMAT.to_string(),
            seed: 0,
            messages: vec![
                message("m1", Op::CreateOrder),
                message("m2", Op::Deposit),
                message("m3", Op::SetStatus),
            ],
            pipeline: Step::ALL.to_vec(),
            dedup: DedupConfig {
                store: DedupStore::Table,
                unique: true,
                ttl: None,
            },
            workers: 1,
            broker: BrokerConfig::default(),
            producer: ProducerConfig::default(),
            payment: PaymentConfig::default(),
            retry: RetryPolicy::default(),
            faults: Vec::new(),
            consumer: ConsumerConfig::default(),
            downstream: DownstreamConfig::default(),
            relay: RelayConfig::default(),
        }
    }

    /// The steps a pipeline for this scenario's broker can hold, in the order of a full
    /// pipeline; `check_version` (part 2) only in an `acklab/2` document.
    pub fn steps_offered(&self) -> Vec<Step> {
        let mut steps = match self.broker.kind {
            BrokerKind::Queue => Step::ALL.to_vec(),
            BrokerKind::Log => Step::ON_A_LOG.to_vec(),
        };
        if self.format == FORMAT_2 {
            steps.insert(3, Step::CheckVersion);
            // The operation's row around the external call: before apply, after it.
            let apply = steps.iter().position(|s| *s == Step::Apply).unwrap_or(0);
            steps.insert(apply, Step::RecordAttempt);
            steps.insert(apply + 2, Step::RecordResult);
        }
        if self.format == FORMAT_2 && self.broker.kind == BrokerKind::Log {
            // A Kafka transaction around the work and the offset commit.
            steps.insert(1, Step::BeginTx);
            steps.push(Step::CommitTx);
        }
        steps
    }

    /// The operations a message of this scenario can ask for: `upsert` (part 2) only in
    /// an `acklab/2` document.
    pub fn ops_offered(&self) -> &'static [Op] {
        if self.format == FORMAT_2 {
            &Op::ALL_PART_TWO
        } else {
            &Op::ALL
        }
    }

    /// The index of a message by id.
    pub fn message_index(&self, id: &str) -> Option<usize> {
        self.messages.iter().position(|m| m.id == id)
    }

    /// Where a step sits in the pipeline.
    pub fn step_position(&self, step: Step) -> Option<usize> {
        self.pipeline.iter().position(|s| *s == step)
    }
}
