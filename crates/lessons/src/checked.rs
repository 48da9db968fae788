//! The real systems the conformance suite (`cargo xtask conformance`) replays lessons
//! on, as a lesson's `agrees_with` names them.

use serde::{Deserialize, Serialize};

/// A real system on which a lesson's scenario, as written, ends with the same verdicts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RealSystem {
    /// RabbitMQ 3.x with PostgreSQL 15, the queue behaving like RabbitMQ.
    Rabbitmq,
    /// moto, an emulator of SQS, with PostgreSQL 15, the queue behaving like SQS.
    Sqs,
    /// tansu, a Kafka-compatible broker, with PostgreSQL 15: the log.
    Kafka,
}

impl RealSystem {
    pub const ALL: [RealSystem; 3] = [RealSystem::Rabbitmq, RealSystem::Sqs, RealSystem::Kafka];

    /// The system as `agrees_with` writes it.
    pub fn name(self) -> &'static str {
        match self {
            RealSystem::Rabbitmq => "rabbitmq",
            RealSystem::Sqs => "sqs",
            RealSystem::Kafka => "kafka",
        }
    }
}
