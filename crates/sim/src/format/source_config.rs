//! The producer's side as a scenario writes it (`acklab/2`): the orders service's own
//! pipeline, and the relay that publishes its transactional outbox.

use serde::{Deserialize, Serialize};

/// One line of the producer's pipeline: what the orders service does for one request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProducerStep {
    /// Open a transaction in the service's own database.
    Begin,
    /// Write the business row (the order), in the transaction or committed at once.
    Write,
    /// Write the event into the outbox table, for the relay to publish.
    WriteOutbox,
    /// Commit the transaction.
    Commit,
    /// Publish the event to the broker directly (a dual write when there is a `write`).
    Publish,
}

impl ProducerStep {
    /// Every step, in the order of a pipeline that writes the order and its outbox row
    /// in one transaction.
    pub const ALL: [ProducerStep; 5] = [
        ProducerStep::Begin,
        ProducerStep::Write,
        ProducerStep::WriteOutbox,
        ProducerStep::Commit,
        ProducerStep::Publish,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ProducerStep::Begin => "begin",
            ProducerStep::Write => "write",
            ProducerStep::WriteOutbox => "write_outbox",
            ProducerStep::Commit => "commit",
            ProducerStep::Publish => "publish",
        }
    }
}

/// One line of the outbox relay's pipeline, for one outbox row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RelayStep {
    /// Take the oldest committed row not yet marked sent.
    ReadOutbox,
    /// Publish the row's event, under the row's id.
    Publish,
    /// Mark the row sent, so that no later poll publishes it again.
    MarkSent,
}

impl RelayStep {
    pub const ALL: [RelayStep; 3] = [
        RelayStep::ReadOutbox,
        RelayStep::Publish,
        RelayStep::MarkSent,
    ];

    pub fn name(self) -> &'static str {
        match self {
            RelayStep::ReadOutbox => "read_outbox",
            RelayStep::Publish => "publish",
            RelayStep::MarkSent => "mark_sent",
        }
    }
}

/// The relay that publishes the outbox (used when the producer has `write_outbox`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RelayConfig {
    /// `read_outbox` first, then `publish` and `mark_sent` in the order the learner chose.
    #[serde(default = "default_relay_pipeline")]
    pub pipeline: Vec<RelayStep>,
    /// Ticks between two polls of the outbox when the last one found nothing to send.
    #[serde(default = "default_relay_interval")]
    pub interval: u64,
}

pub(crate) const DEFAULT_RELAY_INTERVAL: u64 = 2;

fn default_relay_pipeline() -> Vec<RelayStep> {
    RelayStep::ALL.to_vec()
}

fn default_relay_interval() -> u64 {
    DEFAULT_RELAY_INTERVAL
}

impl Default for RelayConfig {
    fn default() -> Self {
        RelayConfig {
            pipeline: default_relay_pipeline(),
            interval: DEFAULT_RELAY_INTERVAL,
        }
    }
}

impl RelayConfig {
    pub fn is_default(&self) -> bool {
        *self == RelayConfig::default()
    }
}
