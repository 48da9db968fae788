//! What the engine does on the broker's side: a crash and a redrive, a copy's requeue
//! recorded, copies aged past `message_ttl`, and ready copies handed to idle workers.

use super::{Engine, Input, BROKER_DOWN_TICKS};
use crate::engine::effect::requeued;
use crate::format::broker_kind::BrokerKind;
use crate::format::broker_like::BrokerLike;
use crate::format::fault::{FaultKind, Moment};
use crate::format::log_config::partition_of;
use crate::trace::LogPlace;
use crate::trace::{ChannelCloseCause, CopyId, EventKind, WorkerId};
use crate::world::broker::{Requeue, Store};
use crate::world::worker::WorkerState;

impl Engine {
    pub(crate) fn crash_broker(&mut self) {
        if !self.broker.up {
            return;
        }
        let report = self.broker.crash();
        self.record(EventKind::BrokerCrashed {
            durable: self.scenario.broker.durable,
        });
        for copy in report.dropped {
            self.record(EventKind::CopyDropped { copy });
        }
        for copy in report.dead_lettered {
            let deliveries = self.broker.copies[copy as usize].deliveries;
            let reason = crate::trace::DeadLetterReason::MaxDeliveries;
            self.record(EventKind::DeadLettered {
                copy,
                deliveries,
                reason,
            });
        }
        for copy in report.requeued {
            self.record(EventKind::CopyRequeued { copy });
        }
        self.schedule(self.now + BROKER_DOWN_TICKS, Input::BrokerRestart);
    }

    /// The broker's timeout for a held delivery ran out: SQS's visibility timeout makes
    /// the copy visible again; RabbitMQ's consumer timeout closes the consumer's channel,
    /// which puts the copy back at the head of the queue.
    pub(crate) fn timeout_delivery(&mut self, copy: CopyId, delivery: u32) {
        let holder = self.broker.copies[copy as usize]
            .state
            .in_flight()
            .map(|(worker, _)| worker);
        let outcome = self.broker.expire(copy, delivery);
        if outcome == Requeue::Stale {
            return;
        }
        let event = match (self.scenario.broker.like, holder) {
            (BrokerLike::Rabbitmq, Some(worker)) => EventKind::ChannelClosed {
                worker,
                copy,
                delivery,
                reason: ChannelCloseCause::ConsumerTimeout,
            },
            (BrokerLike::Rabbitmq, None) | (BrokerLike::Sqs, _) => {
                EventKind::VisibilityExpired { copy, delivery }
            }
        };
        self.record(event);
        self.record_requeue(copy, delivery, outcome);
    }

    /// The operator's redrive: every dead-lettered copy goes back to the queue.
    pub(crate) fn redrive(&mut self) {
        for copy in self.broker.redrive(self.now) {
            self.record(EventKind::CopyRedriven { copy });
            self.schedule_age_check();
        }
    }

    /// Records what became of a copy after a failed or expired delivery.
    pub(crate) fn record_requeue(&mut self, copy: CopyId, delivery: u32, outcome: Requeue) {
        let effects = requeued(&self.broker, copy, delivery, outcome);
        self.carry_out(effects);
    }

    /// A copy just stored or redriven ages out `message_ttl` ticks from now, if it is
    /// still waiting in the queue then.
    pub(crate) fn schedule_age_check(&mut self) {
        if let Some(ttl) = self.scenario.broker.message_ttl {
            self.schedule(self.now + ttl, Input::MessageAged);
        }
    }

    /// Dead-letters the ready copies that waited longer than `message_ttl`.
    pub(crate) fn expire_aged_copies(&mut self) {
        for copy in self.broker.expire_aged(self.now) {
            let deliveries = self.broker.copies[copy as usize].deliveries;
            self.record(EventKind::DeadLettered {
                copy,
                deliveries,
                reason: crate::trace::DeadLetterReason::Expired,
            });
        }
    }

    /// On a log: appends a stored copy to its message's partition (the one the lesson
    /// names, or its key's).
    pub(crate) fn append_to_log(&mut self, message: usize, copy: CopyId) {
        match self.broker.store {
            // On a queue the copy already waits in the ready line (`Broker::publish`).
            Store::Queue(_) => return,
            Store::Log(_) => {}
        }
        let entry = &self.scenario.messages[message];
        let partitions = self.scenario.broker.partitions;
        let key = entry.key.as_deref().unwrap_or(&entry.id);
        let partition = entry
            .partition
            .unwrap_or_else(|| partition_of(key, partitions));
        let offset = self.broker.log_append(partition, copy);
        self.copies[copy as usize].place = Some(LogPlace { partition, offset });
    }

    /// Hands ready copies to idle workers, lowest-numbered worker first.
    pub(crate) fn dispatch(&mut self) {
        match self.scenario.broker.kind {
            BrokerKind::Queue => {}
            // On a log the workers poll their partitions; nothing is pushed to them.
            BrokerKind::Log => {
                self.consumer_turn(|turn| turn.poll_for_idle_workers());
                return;
            }
        }
        self.expire_aged_copies();
        while self.broker.has_ready() {
            let Some(worker) = self
                .consumer
                .workers
                .iter()
                .position(|w| w.state == WorkerState::Idle)
            else {
                return;
            };
            let Some((copy, delivery)) = self.broker.deliver(worker as WorkerId, self.now) else {
                return;
            };
            self.consumer_turn(|turn| turn.start_job(worker as WorkerId, copy, delivery));
            let expires_at = self.now + self.scenario.broker.visibility_timeout;
            self.schedule(expires_at, Input::VisibilityExpired { copy, delivery });
            self.duplicate_if_struck(copy, delivery);
        }
    }

    /// A duplicate delivery: the broker makes the copy it just handed out ready again,
    /// as if that delivery's visibility timeout had run out at once, so a free worker
    /// gets it while the first still works on it. It does not strike a copy's last
    /// allowed delivery, which would dead-letter the copy under the worker's hands.
    fn duplicate_if_struck(&mut self, copy: CopyId, delivery: u32) {
        let entry = self.broker.copies[copy as usize];
        if entry.deliveries - entry.redriven_after >= self.scenario.broker.max_deliveries {
            return;
        }
        let message = self.copies[copy as usize].message;
        let (fault, moment) = (FaultKind::DuplicateDelivery, Moment::Delivered { delivery });
        if self.faults.fire(message, fault, moment).is_none() {
            return;
        }
        self.record(EventKind::FaultStruck {
            fault,
            copy,
            delivery,
        });
        let outcome = self.broker.expire(copy, delivery);
        self.record_requeue(copy, delivery, outcome);
    }
}
