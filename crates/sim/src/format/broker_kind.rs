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
    /// Whether a pipeline must start with `receive`: a queue's worker takes one
    /// message at a time, while a log's consumer may poll first and start its
    /// transaction around the whole poll.
    pub fn receive_comes_first(self) -> bool {
        match self {
            BrokerKind::Queue => true,
            BrokerKind::Log => false,
        }
    }

    /// Whether `broker.message_ttl` is simulated: a queue drops or dead-letters a message
    /// that waited too long, while Kafka's retention deletes old records whether or not
    /// they were read, which the log does not model.
    pub fn simulates_message_ttl(self) -> bool {
        match self {
            BrokerKind::Queue => true,
            BrokerKind::Log => false,
        }
    }

    /// Whether this is the format's default kind, which a document does not write.
    pub fn is_default(&self) -> bool {
        *self == BrokerKind::default()
    }

    /// The kind as the format writes it.
    pub fn name(self) -> &'static str {
        match self {
            BrokerKind::Queue => "queue",
            BrokerKind::Log => "log",
        }
    }
}
