//! The producer's side (`acklab/2`): the orders service's database (its orders and its
//! outbox), the service's process working through requests, and the outbox relay. The
//! engine drives them (`producer.rs`); the verdicts read which orders committed.

use serde::Serialize;

/// One row of the outbox table: the event of `message`'s request, and whether the
/// relay has marked it sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct OutboxRow {
    pub message: usize,
    pub sent: bool,
}

/// The orders service: its database and its two processes.
#[derive(Clone, Debug, Default)]
pub struct Source {
    /// Per message: its order row committed in the service's database.
    pub(crate) committed: Vec<bool>,
    /// The outbox, in commit order.
    pub outbox: Vec<OutboxRow>,
    pub(crate) producer: ProducerProcess,
    pub(crate) relay: RelayProcess,
    /// Per message: how many times the relay published it.
    pub(crate) relay_publishes: Vec<u32>,
    /// Per message: the producer crashed on its request, which was dropped.
    pub(crate) dropped: Vec<bool>,
}

/// The service's process, which handles one request (one message) at a time.
#[derive(Clone, Debug, Default)]
pub(crate) struct ProducerProcess {
    /// The message of the request in hand; every earlier request is over.
    pub(crate) request: usize,
    /// Index of the next step of the pipeline for that request.
    pub(crate) next_step: usize,
    /// Whether a transaction is open, and the rows it wrote (order, outbox).
    pub(crate) open: Option<(bool, bool)>,
}

/// The relay's process, which publishes one outbox row at a time.
#[derive(Clone, Debug, Default)]
pub(crate) struct RelayProcess {
    /// The outbox row in hand (an index into the outbox).
    pub(crate) row: Option<usize>,
    /// Index of the next step of the relay's pipeline for that row.
    pub(crate) next_step: usize,
}

impl Source {
    pub(crate) fn new(messages: usize) -> Source {
        Source {
            committed: vec![false; messages],
            relay_publishes: vec![0; messages],
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

    /// The request in hand, if the producer is not done with every message.
    pub fn request(&self) -> usize {
        self.producer.request
    }

    /// The oldest committed row not marked sent, which `read_outbox` takes.
    pub(crate) fn first_unsent(&self) -> Option<usize> {
        self.outbox.iter().position(|row| !row.sent)
    }
}
