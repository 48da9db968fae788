//! The broker's operations when it is a queue: handing out the oldest ready copy, acks,
//! a delivery that failed or timed out, delayed retries, ageing out, an operator's
//! redrive, and the broker's crash (a log's operations are `on_log.rs`).

use super::{AckReply, Broker, CopyState, CrashReport, Requeue, Store};
use crate::trace::{CopyId, DeadLetterReason, WorkerId};

impl Broker {
    /// Whether a delivery could be made right now.
    pub fn has_ready(&self) -> bool {
        match &self.store {
            Store::Queue(ready) => self.up && !ready.is_empty(),
            // A log hands nothing out: its members poll their partitions.
            Store::Log(_) => false,
        }
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
        while let Some(&copy) = self.store.line().front() {
            let entry = &mut self.copies[copy as usize];
            if now.saturating_sub(entry.enqueued_at) < ttl {
                break;
            }
            self.store.line().pop_front();
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
        let copy = self.store.line().pop_front()?;
        let entry = &mut self.copies[copy as usize];
        entry.deliveries += 1;
        entry.returned = false;
        let expires_at = now + self.config.visibility_timeout;
        entry.state = CopyState::InFlight {
            worker,
            delivery: entry.deliveries,
            expires_at,
        };
        Some((copy, entry.deliveries))
    }

    /// The consumer acks delivery `delivery` of `copy`. Only an ack the flavour accepts
    /// for the delivery settles the copy (`BrokerLike::ack_settles`).
    pub fn ack(&mut self, copy: CopyId, delivery: u32) -> AckReply {
        if !self.up {
            return AckReply::Down;
        }
        let entry = &mut self.copies[copy as usize];
        if !entry.state.is_held() {
            return AckReply::Ignored;
        }
        let in_flight = entry.state.in_flight().map(|(_, delivery)| delivery);
        if !self
            .config
            .like
            .ack_settles(delivery, entry.deliveries, in_flight)
        {
            return AckReply::Stale;
        }
        if entry.state == CopyState::Ready {
            self.store.line().retain(|c| *c != copy);
        }
        entry.state = CopyState::Acked;
        AckReply::Acked
    }

    /// The consumer's channel closed while it held `delivery` (a crash or a dropped
    /// connection): a broker that notices it takes the copy back at once.
    pub fn take_back(&mut self, copy: CopyId, delivery: u32) -> Requeue {
        if !self.up || !self.is_current(copy, delivery) {
            return Requeue::Stale;
        }
        self.requeue(copy, None, false)
    }

    /// The visibility timeout of `delivery` ran out (on a broker like RabbitMQ, the
    /// consumer timeout, which closes the consumer's channel).
    pub fn expire(&mut self, copy: CopyId, delivery: u32) -> Requeue {
        if !self.is_current(copy, delivery) {
            return Requeue::Stale;
        }
        self.requeue(copy, None, false)
    }

    /// The consumer reported an error for `delivery`: retry after `delay` ticks (at once
    /// on a broker that does not delay retries), or
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
        let delayed = delay > 0 && self.config.like.delays_retries();
        let ready_at = delayed.then_some(now + delay);
        self.requeue(copy, ready_at, permanent)
    }

    fn is_current(&self, copy: CopyId, delivery: u32) -> bool {
        self.copies[copy as usize]
            .state
            .in_flight()
            .is_some_and(|(_, current)| current == delivery)
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
            self.line_up_returned(copy);
        }
        outcome
    }

    /// Puts a copy taken back from a consumer in the line: at the end (like SQS), or
    /// (like RabbitMQ 3.x's quorum queue, which serves returned messages first, in the
    /// order they came back) behind the returned copies already waiting at the head.
    fn line_up_returned(&mut self, copy: CopyId) {
        if !self.config.like.returns_to_head() {
            self.store.line().push_back(copy);
            return;
        }
        let copies = &self.copies;
        let line = self.store.line();
        let behind = line
            .iter()
            .take_while(|c| copies[**c as usize].returned)
            .count();
        line.insert(behind, copy);
        self.copies[copy as usize].returned = true;
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
                entry.returned = false;
                entry.redriven_after = entry.deliveries;
                entry.enqueued_at = now;
                self.store.line().push_back(copy as CopyId);
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
            self.store.line().push_back(copy);
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
        for entry in &mut self.copies {
            entry.returned = false;
        }
        *self.store.line() = self
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
}
