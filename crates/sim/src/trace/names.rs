//! What trace events name: copies and workers by index, where a record sits in a log,
//! why a copy was dead-lettered, where an external operation stands.

use serde::Serialize;

/// Index of one copy of a message held by the broker (see [`CopyInfo`]).
pub type CopyId = u32;
/// Index of a worker, 0-based (shown to people as 1-based).
pub type WorkerId = u32;

/// One copy of a logical message as the broker stores it. A producer retry can put a
/// second copy of the same message into the queue, with the same or a fresh id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CopyInfo {
    /// Index of the logical message in the scenario.
    pub message: usize,
    /// The id consumers see (and deduplicate on).
    pub wire_id: String,
    /// Which publish attempt of the producer created the copy (1 = the original).
    pub attempt: u32,
    /// On a log: the partition the record was appended to, and its offset there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place: Option<LogPlace>,
}

/// Where a record sits in a log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LogPlace {
    pub partition: u32,
    pub offset: u64,
}

/// Why the broker moved a copy to the dead-letter queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DeadLetterReason {
    MaxDeliveries,
    PermanentError,
    /// It waited in the queue longer than `broker.message_ttl`.
    Expired,
}

/// Why a consumer's channel closed on a broker like RabbitMQ, which then took back the
/// message the channel held.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ChannelCloseCause {
    /// The worker process died, and with it its connection.
    WorkerCrashed,
    /// The connection dropped, taking the ack with it.
    AckLost,
    /// The consumer held the message longer than the broker's consumer timeout.
    ConsumerTimeout,
}

/// Where an external operation stands in the consumer's operations table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OperationStatus {
    /// An attempt was written before the call and no result after it: the call may or
    /// may not have happened.
    Pending,
    Succeeded,
    /// The call failed for certain (the service refused it): a retry is safe.
    Failed,
}

pub use crate::format::message::ApplyError;

impl OperationStatus {
    /// The status as the operations table stores it.
    pub fn name(self) -> &'static str {
        match self {
            OperationStatus::Pending => "pending",
            OperationStatus::Succeeded => "succeeded",
            OperationStatus::Failed => "failed",
        }
    }
}
