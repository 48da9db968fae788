//! The message broker: where each copy stands, and what holds the copies not handed
//! out yet (`Store`): a queue's line, with visibility timeouts, delayed retries and a
//! dead-letter queue (`on_queue.rs`), or a log's partitions and consumer group
//! (`on_log.rs`). A plain state machine: the engine calls it with an input and it
//! answers; it never schedules anything itself.

mod on_log;
mod on_queue;

use std::collections::VecDeque;

use serde::Serialize;

use crate::format::broker_kind::BrokerKind;
use crate::format::scenario::BrokerConfig;
use crate::trace::{CopyId, DeadLetterReason, WorkerId};
use crate::world::log_broker::Log;

/// Where one copy of a message is, as far as the broker knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum CopyState {
    Ready,
    InFlight {
        worker: WorkerId,
        delivery: u32,
        expires_at: u64,
    },
    /// Waiting out a retry backoff.
    Delayed {
        until: u64,
    },
    Acked,
    DeadLettered {
        reason: DeadLetterReason,
    },
    /// Lost in the crash of a non-durable broker.
    Dropped,
}

impl CopyState {
    /// The worker holding the copy and its delivery number, while it is in flight.
    pub fn in_flight(self) -> Option<(WorkerId, u32)> {
        match self {
            CopyState::InFlight {
                worker, delivery, ..
            } => Some((worker, delivery)),
            CopyState::Ready
            | CopyState::Delayed { .. }
            | CopyState::Acked
            | CopyState::DeadLettered { .. }
            | CopyState::Dropped => None,
        }
    }

    /// Whether the broker still holds the copy (it may still be processed).
    pub fn is_held(self) -> bool {
        matches!(
            self,
            CopyState::Ready | CopyState::InFlight { .. } | CopyState::Delayed { .. }
        )
    }
}

/// The broker's view of one copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BrokerCopy {
    pub state: CopyState,
    /// How many times the copy has been delivered so far.
    pub deliveries: u32,
    /// `deliveries` when the copy was last redriven from the dead-letter queue: a
    /// redriven copy gets `max_deliveries` attempts anew (`acklab/2`).
    #[serde(skip)]
    pub redriven_after: u32,
    /// When the copy was stored or last redriven: its age counts from there for
    /// `message_ttl`.
    #[serde(skip)]
    pub enqueued_at: u64,
    /// Taken back from a consumer and waiting among the returned copies at the head of
    /// the line (a queue like RabbitMQ): a later return queues up behind it.
    #[serde(skip)]
    pub returned: bool,
}

impl BrokerCopy {
    /// The deliveries that count against `max_deliveries`.
    fn spent(&self) -> u32 {
        self.deliveries - self.redriven_after
    }
}

/// What the broker answers to an ack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AckReply {
    Acked,
    /// The copy was already acked, dead-lettered or dropped: nothing to do.
    Ignored,
    /// The ack is for an older delivery of a copy the broker still holds: it settles
    /// nothing, and the copy stays where it is (SQS: an older receipt handle; RabbitMQ:
    /// the channel that carried the delivery is closed).
    Stale,
    Down,
}

/// What became of a copy whose delivery failed or timed out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Requeue {
    Ready,
    Delayed {
        until: u64,
    },
    DeadLettered {
        reason: DeadLetterReason,
    },
    /// The delivery was no longer current (acked, redelivered, dropped): no change.
    Stale,
}

/// What a crash did to the copies the broker held.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CrashReport {
    pub dropped: Vec<CopyId>,
    pub requeued: Vec<CopyId>,
    pub dead_lettered: Vec<CopyId>,
}

/// Where the broker keeps what it has not handed out: a queue's line of ready copies,
/// or a log's partitions with their consumer group. A queue has no partitions and a
/// log no line, so each decision that differs between them is a `match` on this.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Store {
    /// The copies ready for delivery, oldest first.
    Queue(VecDeque<CopyId>),
    Log(Log),
}

impl Store {
    /// A log's partitions and group. The engine routes a log's inputs (polls, commits,
    /// sessions, rebalances) only on a log, so asking a queue is a bug in the engine:
    /// it is said at once, where an empty log would quietly do nothing.
    pub fn log(&self) -> &Log {
        match self {
            Store::Log(log) => log,
            Store::Queue(_) => panic!("the engine asked a queue for its log"),
        }
    }

    pub fn log_mut(&mut self) -> &mut Log {
        match self {
            Store::Log(log) => log,
            Store::Queue(_) => panic!("the engine asked a queue for its log"),
        }
    }

    /// A queue's line of ready copies. Deliveries, acks, retries, the broker's crash
    /// and an operator's redrive are a queue's (validation keeps their steps and faults
    /// off a log), so asking a log is a bug in the engine.
    fn line(&mut self) -> &mut VecDeque<CopyId> {
        match self {
            Store::Queue(ready) => ready,
            Store::Log(_) => panic!("the engine asked a log for a queue's line"),
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct Broker {
    config: BrokerConfig,
    pub up: bool,
    pub copies: Vec<BrokerCopy>,
    pub store: Store,
    /// Sequence numbers of the idempotent producer's records already stored.
    #[serde(skip)]
    seen_sequences: Vec<usize>,
}

impl Broker {
    /// Records a sequence number; false if it was stored before. The numbers are kept
    /// sorted, so a lookup is a binary search (and no hash set enters the web bundle).
    fn remember_sequence(&mut self, number: usize) -> bool {
        match self.seen_sequences.binary_search(&number) {
            Ok(_) => false,
            Err(place) => {
                self.seen_sequences.insert(place, number);
                true
            }
        }
    }

    /// An empty broker; on a log, every one of the `workers` is a member of the group.
    pub fn new(config: BrokerConfig, workers: usize) -> Self {
        let store = match config.kind {
            BrokerKind::Queue => Store::Queue(VecDeque::new()),
            BrokerKind::Log => Store::Log(Log::new(config.partitions, workers)),
        };
        Broker {
            config,
            up: true,
            copies: Vec::new(),
            store,
            seen_sequences: Vec::new(),
        }
    }

    /// The log's partitions and group (see `Store::log`).
    pub fn log(&self) -> &Log {
        self.store.log()
    }

    pub fn log_mut(&mut self) -> &mut Log {
        self.store.log_mut()
    }

    /// Stores a published message; `None` if the broker is down. A record of an
    /// idempotent producer carries its sequence number, which the broker checks:
    /// `Some(None)` means "already stored, dropped".
    pub fn publish(&mut self, sequence: Option<usize>, now: u64) -> Option<Option<CopyId>> {
        if !self.up {
            return None;
        }
        if sequence.is_some_and(|number| !self.remember_sequence(number)) {
            return Some(None);
        }
        let copy = self.copies.len() as CopyId;
        self.copies.push(BrokerCopy {
            state: CopyState::Ready,
            deliveries: 0,
            redriven_after: 0,
            enqueued_at: now,
            returned: false,
        });
        match &mut self.store {
            Store::Queue(ready) => ready.push_back(copy),
            // A log's records wait in their partition (`log_append`), not in a line.
            Store::Log(_) => {}
        }
        Some(Some(copy))
    }

    pub fn restart(&mut self) {
        self.up = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::broker_like::BrokerLike;

    fn broker(kind: BrokerKind) -> Broker {
        let config = BrokerConfig {
            kind,
            ..BrokerConfig::default()
        };
        Broker::new(config, 2)
    }

    #[test]
    fn a_queue_keeps_a_line_and_a_log_its_partitions() {
        let mut queue = broker(BrokerKind::Queue);
        assert_eq!(queue.publish(None, 0), Some(Some(0)));
        assert!(queue.has_ready());
        let mut log = broker(BrokerKind::Log);
        assert_eq!(log.publish(None, 0), Some(Some(0)));
        assert!(!log.has_ready(), "a log's record waits in its partition");
        assert_eq!(log.log().members, vec![Some(0), Some(0)]);
    }

    /// Like RabbitMQ 3.x's quorum queue: returned copies wait at the head in the order
    /// they came back, before the copies never delivered; like SQS, at the end.
    #[test]
    fn returned_copies_line_up_at_the_head_in_the_order_they_came_back() {
        for (like, expected) in [
            (BrokerLike::Rabbitmq, vec![0, 1, 2]),
            (BrokerLike::Sqs, vec![2, 0, 1]),
        ] {
            let config = BrokerConfig {
                like,
                ..BrokerConfig::default()
            };
            let mut queue = Broker::new(config, 2);
            for tick in 0..3 {
                queue.publish(None, tick);
            }
            assert_eq!(queue.deliver(0, 3), Some((0, 1)));
            assert_eq!(queue.deliver(1, 3), Some((1, 1)));
            assert_eq!(queue.take_back(0, 1), Requeue::Ready);
            assert_eq!(queue.take_back(1, 1), Requeue::Ready);
            let line: Vec<CopyId> = queue.store.line().iter().copied().collect();
            assert_eq!(line, expected, "{like:?}");
            assert_eq!(queue.deliver(0, 4).map(|(copy, _)| copy), Some(expected[0]));
        }
    }

    #[test]
    #[should_panic(expected = "asked a queue for its log")]
    fn a_queue_asked_for_its_log_says_so() {
        broker(BrokerKind::Queue).log_mut().leave(0);
    }

    #[test]
    #[should_panic(expected = "asked a log for a queue's line")]
    fn a_log_asked_for_a_delivery_says_so() {
        let mut log = broker(BrokerKind::Log);
        log.publish(None, 0);
        log.deliver(0, 0);
    }
}
