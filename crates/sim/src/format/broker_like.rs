//! Which real queue broker the simulated queue behaves like: SQS or RabbitMQ
//! (`broker.like`, `acklab/2`). The two hand out and take back messages differently,
//! and a lesson's outcome can depend on which one the learner runs.

use serde::{Deserialize, Serialize};

/// The queue's flavour. A log has none: it is always like Kafka.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BrokerLike {
    /// Amazon SQS: a received message is hidden for the visibility timeout and comes
    /// back at the end of it, behind what was published meanwhile; an older receipt
    /// handle no longer deletes it; a failed message may wait out a retry delay
    /// (`ChangeMessageVisibility`). Today's behaviour, the format's default.
    #[default]
    Sqs,
    /// RabbitMQ 3.x (classic or quorum queue): a consumer's unacked messages go back to
    /// the head of the queue at once when its channel closes (a crash, a dropped
    /// connection, or `consumer_timeout` for a stalled consumer); an ack counts only on
    /// the live channel that carried the delivery; a nack requeues at once, with no
    /// broker-side delay.
    Rabbitmq,
}

impl BrokerLike {
    /// Every flavour, in the order Settings lists them.
    pub const ALL: [BrokerLike; 2] = [BrokerLike::Sqs, BrokerLike::Rabbitmq];

    /// Whether this is the format's default, which a document does not write.
    pub fn is_default(&self) -> bool {
        *self == BrokerLike::default()
    }

    /// The flavour as the format writes it.
    pub fn name(self) -> &'static str {
        match self {
            BrokerLike::Sqs => "sqs",
            BrokerLike::Rabbitmq => "rabbitmq",
        }
    }

    /// The flavour of this name, if there is one.
    pub fn from_name(name: &str) -> Option<BrokerLike> {
        BrokerLike::ALL.into_iter().find(|like| like.name() == name)
    }

    /// Whether a copy taken back from a consumer goes to the head of the queue (its
    /// unacked messages are returned when the channel closes) rather than the tail.
    pub fn returns_to_head(self) -> bool {
        match self {
            BrokerLike::Sqs => false,
            BrokerLike::Rabbitmq => true,
        }
    }

    /// Whether the broker takes a delivery back the moment its consumer's channel
    /// closes (a crash or a dropped connection), instead of when a timeout runs out.
    pub fn notices_closed_channels(self) -> bool {
        match self {
            BrokerLike::Sqs => false,
            BrokerLike::Rabbitmq => true,
        }
    }

    /// Whether the broker can hold a failed message back for a retry delay. SQS can
    /// (the consumer extends the message's visibility); RabbitMQ requeues at once, and a
    /// delay needs a wait queue with a TTL and a dead-letter exchange, which the model
    /// does not draw.
    pub fn delays_retries(self) -> bool {
        match self {
            BrokerLike::Sqs => true,
            BrokerLike::Rabbitmq => false,
        }
    }

    /// Whether the broker drops a publish that repeats an idempotent producer's producer
    /// id and sequence number. RabbitMQ keeps no such numbers and stores the repeat. The
    /// SQS flavour keeps today's behaviour, the format's default, and drops it as Kafka
    /// does with `enable.idempotence` (an SQS standard queue has no such check either;
    /// a FIFO queue drops a repeated deduplication id within five minutes).
    pub fn drops_repeated_sequences(self) -> bool {
        match self {
            BrokerLike::Sqs => true,
            BrokerLike::Rabbitmq => false,
        }
    }

    /// Whether an ack of `delivery` settles a copy the broker has delivered
    /// `deliveries` times and holds as `in_flight_delivery` (`None`: not in flight).
    /// SQS deletes with the newest receipt handle even after its visibility timeout ran
    /// out, until the message is received again; RabbitMQ takes an ack only on the
    /// channel that carried the delivery, which is closed once the copy went back.
    pub fn ack_settles(
        self,
        delivery: u32,
        deliveries: u32,
        in_flight_delivery: Option<u32>,
    ) -> bool {
        match self {
            BrokerLike::Sqs => delivery == deliveries,
            BrokerLike::Rabbitmq => in_flight_delivery == Some(delivery),
        }
    }
}
