//! How a delivery ends early: a transaction committed or rolled back (waking the
//! workers that waited for it), an abandoned delivery, a crashed worker.

use super::turn::Turn;
use crate::engine::coordinator::GroupInput;
use crate::engine::input::{Input, WORKER_RESTART_TICKS};
use crate::format::broker_kind::BrokerKind;
use crate::format::scenario::Step;
use crate::trace::{ChannelCloseCause, EventKind, WorkerId};
use crate::world::database::Write;
use crate::world::worker::{Job, WorkerState};

impl Turn<'_> {
    /// Commits or rolls back the worker's open transaction, if any, and wakes the
    /// workers that were waiting for it.
    pub(super) fn end_transaction(&mut self, worker: WorkerId, job: Job, commit: bool) {
        let (copy, delivery) = (job.copy, job.delivery);
        if commit {
            let writes = self.database.commit(worker);
            if writes
                .iter()
                .any(|w| matches!(w, Write::EmailOutbox { .. }))
            {
                self.wake_mail_relay();
            }
            for write in writes {
                let Some((op, order)) = write.business_op() else {
                    continue;
                };
                self.record(EventKind::EffectCommitted {
                    worker,
                    copy: write.copy(),
                    delivery,
                    op,
                    order,
                });
            }
            self.record(EventKind::Committed { worker, copy });
        } else if let Some(discarded) = self.database.rollback(worker) {
            self.record(EventKind::RolledBack {
                worker,
                copy,
                discarded,
            });
        }
        self.wake_waiters_of(worker);
    }

    fn wake_waiters_of(&mut self, holder: WorkerId) {
        for index in 0..self.workers.len() {
            let worker = &mut self.workers[index];
            let epoch = worker.epoch;
            let Some(job) = worker.job_mut() else {
                continue;
            };
            if job.waiting_for == Some(holder) {
                job.waiting_for = None;
                self.schedule(
                    self.now + 1,
                    Input::WorkerStep {
                        worker: index as WorkerId,
                        epoch,
                    },
                );
            }
        }
    }

    /// Gives up on the current delivery after an error: roll back, tell the broker if
    /// the error allows it (and the message was not acked yet), and go idle.
    pub(super) fn abandon(&mut self, worker: WorkerId, nack: bool, permanent: bool) {
        let Some(job) = self.workers[worker as usize].job().copied() else {
            return;
        };
        self.end_transaction(worker, job, false);
        self.end_kafka_tx(worker, job, false, false);
        self.record(EventKind::Abandoned {
            worker,
            copy: job.copy,
            delivery: job.delivery,
            after_ack: job.acked,
        });
        self.workers[worker as usize].state = WorkerState::Idle;
        match self.scenario.broker.kind {
            BrokerKind::Queue => {}
            BrokerKind::Log => {
                self.after_failed_record(worker, job, permanent);
                return;
            }
        }
        if !nack || job.acked {
            return;
        }
        let mut delay = self.scenario.retry.backoff_ticks(job.delivery);
        if self.scenario.retry.jitter && delay > 0 {
            delay = self.rng.rand_range(0..delay + 1);
        }
        let outcome = self
            .broker
            .nack(job.copy, job.delivery, self.now, delay, permanent);
        self.record_requeue(job.copy, job.delivery, outcome);
    }

    pub(super) fn crash_worker(&mut self, worker: WorkerId, job: Job, after: Step) {
        self.record(EventKind::Crashed {
            worker,
            copy: job.copy,
            delivery: job.delivery,
            after,
        });
        self.end_transaction(worker, job, false);
        self.channel_closed(worker, job, ChannelCloseCause::WorkerCrashed);
        // Aborted at once here; Kafka aborts it when the transaction times out or the
        // restarted producer (same transactional.id) fences it.
        self.end_kafka_tx(worker, job, false, false);
        let restarts_at = self.now + WORKER_RESTART_TICKS;
        let epoch = self.workers[worker as usize].epoch;
        self.workers[worker as usize].crash(restarts_at);
        self.tell_group(GroupInput::Crashed { worker, epoch });
        self.schedule(restarts_at, Input::WorkerRestart { worker });
    }
}
