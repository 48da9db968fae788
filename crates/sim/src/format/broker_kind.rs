//! Queue or log: the broker a scenario runs on.

use serde::{Deserialize, Serialize};

/// Which broker the scenario runs on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BrokerKind {
    /// A queue with per-message acks (RabbitMQ, SQS): the broker of `acklab/1`.
    #[default]
    Queue,
    /// A partitioned log with committed offsets (Kafka).
    Log,
}

impl BrokerKind {
    pub fn is_queue(&self) -> bool {
        *self == BrokerKind::Queue
    }

    /// The kind as the format writes it.
    pub fn name(self) -> &'static str {
        match self {
            BrokerKind::Queue => "queue",
            BrokerKind::Log => "log",
        }
    }
}
