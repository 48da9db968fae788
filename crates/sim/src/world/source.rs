//! The producer's side (`acklab/2`): the orders service's database, its orders and its
//! outbox. The service's process and the outbox relay are actors (`engine/producer.rs`,
//! `engine/relay.rs`) that write it through the engine; the verdicts read which orders
//! committed.

use serde::Serialize;

/// One row of the outbox table: the event of `message`'s request, and whether the
/// relay has marked it sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct OutboxRow {
    pub message: usize,
    pub sent: bool,
}

/// The orders service's database, and the requests its process dropped.
#[derive(Clone, Debug, Default)]
pub struct Source {
    /// Per message: its order row committed in the service's database.
    pub(crate) committed: Vec<bool>,
    /// The outbox, in commit order.
    pub outbox: Vec<OutboxRow>,
    /// Per message: the producer crashed on its request, which was dropped.
    pub(crate) dropped: Vec<bool>,
}

impl Source {
    pub(crate) fn new(messages: usize) -> Source {
        Source {
            committed: vec![false; messages],
            dropped: vec![false; messages],
            ..Source::default()
        }
    }

    /// Whether `message`'s order row committed in the service's database.
    pub fn order_committed(&self, message: usize) -> bool {
        self.committed.get(message).copied().unwrap_or(false)
    }

    /// Whether the producer crashed on `message`'s request.
    pub(crate) fn dropped(&self, message: usize) -> bool {
        self.dropped.get(message).copied().unwrap_or(false)
    }
}
