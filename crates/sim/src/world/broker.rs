//! The message broker: a FIFO queue with in-flight deliveries, visibility timeouts,
//! delayed retries and a dead-letter queue. A plain state machine: the engine calls it
//! with an input and it answers; it never schedules anything itself.

mod on_log;

use std::collections::VecDeque;

use serde::Serialize;

use crate::format::broker_kind::BrokerKind;
use crate::format::scenario::BrokerConfig;
use crate::trace::{CopyId, DeadLetterReason, WorkerId};

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

#[derive(Clone, Debug, Serialize)]
pub struct Broker {
    config: BrokerConfig,
    pub up: bool,
    pub copies: Vec<BrokerCopy>,
    ready: VecDeque<CopyId>,
    /// A log's partitions and consumer group (empty on a queue).
    pub log: crate::world::log_broker::Log,
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

    pub fn new(config: BrokerConfig) -> Self {
        Broker {
            config,
            up: true,
            copies: Vec::new(),
            ready: VecDeque::new(),
            log: crate::world::log_broker::Log::default(),
            seen_sequences: Vec::new(),
        }
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
        });
        match self.config.kind {
            BrokerKind::Queue => self.ready.push_back(copy),
            // A log's records wait in their partition (`log_append`), not in a queue.
            BrokerKind::Log => {}
        }
        Some(Some(copy))
    }

    /// Whether a delivery could be made right now.
    pub fn has_ready(&self) -> bool {
        self.up && !self.ready.is_empty()
    }

    /// Dead-letters the copies at the head of the queue that have waited `message_ttl`
    /// ticks or more since they were stored or redriven; returns them. As in RabbitMQ,
    /// a message expires when it reaches the head of the queue, so one that came back
    /// behind younger ones waits for them; a copy a worker holds does not age out.
    pub fn expire_aged(&mut self, now: u64) -> Vec<CopyId> {
        let mut expired = Vec::new();
        let Some(ttl) = self.config.message_ttl.filter(|_| self.up) else {
            return expired;
        };
        while let Some(&copy) = self.ready.front() {
            let entry = &mut self.copies[copy as usize];
            if now.saturating_sub(entry.enqueued_at) < ttl {
                break;
            }
            self.ready.pop_front();
            entry.state = CopyState::DeadLettered {
                reason: DeadLetterReason::Expired,
            };
            expired.push(copy);
        }
        expired
    }

    /// Hands the oldest ready copy to `worker`; returns it with its delivery number.
    pub fn deliver(&mut self, worker: WorkerId, now: u64) -> Option<(CopyId, u32)> {
        if !self.up {
            return None;
        }
        let copy = self.ready.pop_front()?;
        let entry = &mut self.copies[copy as usize];
        entry.deliveries += 1;
        let expires_at = now + self.config.visibility_timeout;
        entry.state = CopyState::InFlight {
            worker,
            delivery: entry.deliveries,
            expires_at,
        };
        Some((copy, entry.deliveries))
    }

    pub fn ack(&mut self, copy: CopyId) -> AckReply {
        if !self.up {
            return AckReply::Down;
        }
        let entry = &mut self.copies[copy as usize];
        if !entry.state.is_held() {
            return AckReply::Ignored;
        }
        if entry.state == CopyState::Ready {
            self.ready.retain(|c| *c != copy);
        }
        entry.state = CopyState::Acked;
        AckReply::Acked
    }

    /// The visibility timeout of `delivery` ran out.
    pub fn expire(&mut self, copy: CopyId, delivery: u32) -> Requeue {
        if !self.is_current(copy, delivery) {
            return Requeue::Stale;
        }
        self.requeue(copy, None, false)
    }

    /// The consumer reported an error for `delivery`: retry after `delay` ticks, or
    /// dead-letter the copy if the error is permanent or attempts are used up.
    pub fn nack(
        &mut self,
        copy: CopyId,
        delivery: u32,
        now: u64,
        delay: u64,
        permanent: bool,
    ) -> Requeue {
        if !self.up || !self.is_current(copy, delivery) {
            return Requeue::Stale;
        }
        let ready_at = (delay > 0).then_some(now + delay);
        self.requeue(copy, ready_at, permanent)
    }

    fn is_current(&self, copy: CopyId, delivery: u32) -> bool {
        matches!(self.copies[copy as usize].state, CopyState::InFlight { delivery: d, .. } if d == delivery)
    }

    fn requeue(&mut self, copy: CopyId, ready_at: Option<u64>, permanent: bool) -> Requeue {
        let entry = &mut self.copies[copy as usize];
        let outcome = if permanent {
            Requeue::DeadLettered {
                reason: DeadLetterReason::PermanentError,
            }
        } else if entry.spent() >= self.config.max_deliveries {
            Requeue::DeadLettered {
                reason: DeadLetterReason::MaxDeliveries,
            }
        } else if let Some(until) = ready_at {
            Requeue::Delayed { until }
        } else {
            Requeue::Ready
        };
        entry.state = match outcome {
            Requeue::DeadLettered { reason } => CopyState::DeadLettered { reason },
            Requeue::Delayed { until } => CopyState::Delayed { until },
            // Stale is never the outcome here: requeue is asked only of a current delivery.
            Requeue::Ready | Requeue::Stale => CopyState::Ready,
        };
        if outcome == Requeue::Ready {
            self.ready.push_back(copy);
        }
        outcome
    }

    /// An operator moves every dead-lettered copy back to the queue (a redrive), each
    /// with `max_deliveries` attempts anew; nothing happens while the broker is down.
    /// Returns the copies moved.
    pub fn redrive(&mut self, now: u64) -> Vec<CopyId> {
        let mut moved = Vec::new();
        if !self.up {
            return moved;
        }
        for (copy, entry) in self.copies.iter_mut().enumerate() {
            if matches!(entry.state, CopyState::DeadLettered { .. }) {
                entry.state = CopyState::Ready;
                entry.redriven_after = entry.deliveries;
                entry.enqueued_at = now;
                self.ready.push_back(copy as CopyId);
                moved.push(copy as CopyId);
            }
        }
        moved
    }

    /// A delayed copy's backoff is over.
    pub fn release(&mut self, copy: CopyId) {
        let entry = &mut self.copies[copy as usize];
        if matches!(entry.state, CopyState::Delayed { .. }) {
            entry.state = CopyState::Ready;
            self.ready.push_back(copy);
        }
    }

    /// The broker process dies. A durable broker keeps what it stored and puts the
    /// in-flight copies back in the queue; a non-durable one loses everything it held.
    pub fn crash(&mut self) -> CrashReport {
        self.up = false;
        let mut report = CrashReport::default();
        for (index, entry) in self.copies.iter_mut().enumerate() {
            let copy = index as CopyId;
            if !entry.state.is_held() {
                continue;
            }
            if !self.config.durable {
                entry.state = CopyState::Dropped;
                report.dropped.push(copy);
            } else if matches!(entry.state, CopyState::InFlight { .. }) {
                // Putting it back counts against max_deliveries like any other return.
                if entry.spent() >= self.config.max_deliveries {
                    let reason = DeadLetterReason::MaxDeliveries;
                    entry.state = CopyState::DeadLettered { reason };
                    report.dead_lettered.push(copy);
                } else {
                    entry.state = CopyState::Ready;
                    report.requeued.push(copy);
                }
            }
        }
        self.ready = self
            .copies
            .iter()
            .enumerate()
            .filter(|(_, e)| e.state == CopyState::Ready)
            .map(|(i, _)| i as CopyId)
            .collect();
        if !self.config.durable {
            self.seen_sequences.clear();
        }
        report
    }

    pub fn restart(&mut self) {
        self.up = true;
    }

    /// Copies in the ready queue, oldest first.
    pub fn ready_queue(&self) -> impl Iterator<Item = CopyId> + '_ {
        self.ready.iter().copied()
    }
}
