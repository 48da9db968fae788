//! The consumer pipeline: what each step the learner arranged does on a worker, and how
//! a delivery ends (finished, duplicate, abandoned after an error, or crashed).

mod dedup;
mod ending;
mod group;
mod kafka_tx;
mod log;
mod operations;
mod payment;
mod turn;
mod version;

#[cfg(test)]
mod turn_tests;

pub(crate) use turn::{Consumer, Turn};

use crate::engine::input::Input;
use crate::format::broker_kind::BrokerKind;
use crate::format::broker_like::BrokerLike;
use crate::format::fault::{FaultKind, Moment};
use crate::format::scenario::{Fault, Op, Step};
use crate::trace::{ChannelCloseCause, CopyId, EventKind, WorkerId};
use crate::world::broker::{AckReply, Requeue};
use crate::world::database::Write;
use crate::world::worker::{Job, WorkerState};

/// How a step ended.
enum StepOutcome {
    Continue,
    /// The step is not finished: run it again at the next tick.
    Again,
    /// `record_dedup` must wait for another worker's transaction.
    Wait {
        holder: WorkerId,
    },
    /// The dedup check or the unique constraint says this delivery is a duplicate.
    Duplicate,
    /// An error abandons the delivery. `nack`: the consumer tells the broker (so it
    /// retries with backoff); without it the copy returns when its timeout runs out.
    Failed {
        nack: bool,
        permanent: bool,
    },
}

impl Turn<'_> {
    /// The broker delivers `copy` to `worker`, which starts on it.
    pub(crate) fn start_job(&mut self, worker: WorkerId, copy: CopyId, delivery: u32) {
        self.record(EventKind::Delivered {
            worker,
            copy,
            delivery,
        });
        self.begin_job(worker, copy, delivery, 0, 0);
    }

    /// `worker` starts on a delivered copy at pipeline step `next_step`; `batch_left`
    /// records of the same poll come after it.
    pub(crate) fn begin_job(
        &mut self,
        worker: WorkerId,
        copy: CopyId,
        delivery: u32,
        batch_left: u32,
        next_step: usize,
    ) {
        let message = self.copies[copy as usize].message;
        let place = self.copies[copy as usize].place;
        let generation = place.map_or(0, |p| {
            self.broker.log().partitions[p.partition as usize].generation
        });
        // A later record of a poll whose commit came right after `poll` is committed
        // past already.
        let after_commit = self.scenario.pipeline.get(1) == Some(&Step::CommitOffset);
        let job = Job {
            copy,
            message,
            delivery,
            next_step,
            acked: next_step > 1 && after_commit,
            status_checked: false,
            waiting_for: None,
            stalled_until: None,
            batch_left,
            generation,
        };
        self.workers[worker as usize].state = WorkerState::Busy(job);
        self.run_step(worker);
    }

    /// Runs the worker's next pipeline step, or finishes the delivery after the last.
    pub(crate) fn run_step(&mut self, worker: WorkerId) {
        let Some(job) = self.workers[worker as usize].job_mut() else {
            return;
        };
        job.stalled_until = None;
        let job = *job;
        let step = self.scenario.pipeline.get(job.next_step).copied();
        let step = step.filter(|&s| !self.commit_waits_for_batch(job, s));
        let Some(step) = step else {
            self.record(EventKind::Finished {
                worker,
                copy: job.copy,
                delivery: job.delivery,
            });
            self.workers[worker as usize].state = WorkerState::Idle;
            return;
        };
        match self.execute(worker, job, step) {
            StepOutcome::Continue => self.after_step(worker, job, step),
            StepOutcome::Again => {
                let epoch = self.workers[worker as usize].epoch;
                self.schedule(self.now + 1, Input::WorkerStep { worker, epoch });
            }
            StepOutcome::Wait { holder } => {
                if let Some(job) = self.workers[worker as usize].job_mut() {
                    job.waiting_for = Some(holder);
                }
                self.record(EventKind::DedupWait {
                    worker,
                    copy: job.copy,
                    holder,
                });
            }
            StepOutcome::Duplicate => {
                self.end_transaction(worker, job, false);
                if !job.acked {
                    // The outcome does not matter here: the delivery ends either way.
                    // On a log a duplicate is committed past when the pipeline commits.
                    match self.scenario.broker.kind {
                        BrokerKind::Queue => {
                            let _ = self.ack(worker, job);
                        }
                        BrokerKind::Log => {
                            let commits = self.scenario.pipeline.contains(&Step::CommitOffset);
                            if commits && job.batch_left == 0 {
                                self.commit_offset(worker, job);
                            }
                        }
                    }
                }
                // A Kafka transaction open around the skipped work commits, with the
                // offset noted in it (whether the note was made before or just now).
                if self.output.in_transaction(worker) {
                    let _ = self.commit_kafka_tx(worker, job);
                }
                self.record(EventKind::Finished {
                    worker,
                    copy: job.copy,
                    delivery: job.delivery,
                });
                self.workers[worker as usize].state = WorkerState::Idle;
            }
            StepOutcome::Failed { nack, permanent } => self.abandon(worker, nack, permanent),
        }
    }

    fn execute(&mut self, worker: WorkerId, job: Job, step: Step) -> StepOutcome {
        match step {
            Step::Receive => StepOutcome::Continue,
            Step::Begin => {
                self.database.begin(worker);
                StepOutcome::Continue
            }
            Step::CheckDedup => self.check_dedup(worker, job),
            Step::CheckVersion => self.check_version(worker, job),
            Step::BeginTx => {
                self.output.begin(worker);
                StepOutcome::Continue
            }
            Step::CommitTx => self.commit_kafka_tx(worker, job),
            Step::RecordAttempt => self.record_attempt(worker, job),
            Step::RecordResult => self.record_result(worker, job),
            Step::Apply => self.apply(worker, job),
            Step::RecordDedup => self.record_dedup(worker, job),
            Step::Commit => {
                self.end_transaction(worker, job, true);
                StepOutcome::Continue
            }
            Step::Poll => StepOutcome::Continue,
            Step::CommitOffset => {
                self.commit_offset(worker, job);
                // Inside a Kafka transaction the offset is only noted: it takes effect
                // with `commit_tx`, so the record is not done with yet.
                if !self.output.in_transaction(worker) {
                    self.mark_acked(worker);
                }
                StepOutcome::Continue
            }
            Step::Ack => match self.ack(worker, job) {
                true => StepOutcome::Continue,
                false => StepOutcome::Failed {
                    nack: false,
                    permanent: false,
                },
            },
        }
    }

    fn after_step(&mut self, worker: WorkerId, job: Job, step: Step) {
        self.record(EventKind::StepDone {
            worker,
            copy: job.copy,
            delivery: job.delivery,
            step,
        });
        if let Some(job) = self.workers[worker as usize].job_mut() {
            job.next_step += 1;
        }
        let moment = Moment::AfterStep {
            delivery: job.delivery,
            step,
        };
        if self
            .faults
            .fire(job.message, FaultKind::Crash, moment)
            .is_some()
        {
            self.crash_worker(worker, job, step);
            return;
        }
        let epoch = self.workers[worker as usize].epoch;
        let mut next = self.now + 1;
        if let Some(Fault::Stall { ticks, .. }) =
            self.faults.fire(job.message, FaultKind::Stall, moment)
        {
            self.record(EventKind::Stalled {
                worker,
                copy: job.copy,
                delivery: job.delivery,
                ticks,
            });
            next += ticks;
            if let Some(job) = self.workers[worker as usize].job_mut() {
                job.stalled_until = Some(next);
            }
        }
        self.schedule(next, Input::WorkerStep { worker, epoch });
    }

    fn apply(&mut self, worker: WorkerId, job: Job) -> StepOutcome {
        let (copy, delivery) = (job.copy, job.delivery);
        // A charge resumed after its status check already passed the failure point.
        let error = if job.status_checked {
            None
        } else {
            self.faults.apply_error(job.message, delivery)
        };
        if let Some(error) = error {
            self.record(EventKind::ApplyFailed {
                worker,
                copy,
                delivery,
                error,
            });
            self.record_failed_operation(worker, job, error);
            return StepOutcome::Failed {
                nack: true,
                permanent: error.is_permanent(),
            };
        }
        let message = &self.scenario.messages[job.message];
        let (op, amount) = (message.op, message.amount());
        if op == Op::Charge {
            return self.charge(worker, job, amount);
        }
        if op == Op::Emit {
            return self.emit(worker, job);
        }
        if op == Op::SendEmail && !self.scenario.consumer.email_outbox {
            self.send_email(worker, copy, delivery);
            return StepOutcome::Continue;
        }
        let order = self.orders.of_message(job.message);
        let applied = self
            .database
            .apply((worker, copy, delivery), (op, amount), order);
        let Some((write, committed)) = applied else {
            return StepOutcome::Continue;
        };
        let order = if let Write::Order { number, .. } = write {
            Some(number)
        } else {
            None
        };
        self.record(EventKind::Applied {
            worker,
            copy,
            delivery,
            op,
            order,
            in_transaction: !committed,
        });
        if committed && op == Op::SendEmail {
            // An outbox row written outside a transaction commits at once.
            self.wake_mail_relay();
        } else if committed {
            self.record(EventKind::EffectCommitted {
                worker,
                copy,
                delivery,
                op,
                order,
            });
        }
        StepOutcome::Continue
    }

    /// Sends the ack; false if it never reached the broker.
    fn ack(&mut self, worker: WorkerId, job: Job) -> bool {
        let (copy, delivery) = (job.copy, job.delivery);
        if self
            .faults
            .fire(job.message, FaultKind::LoseAck, Moment::Ack { delivery })
            .is_some()
        {
            self.record(EventKind::AckLost {
                worker,
                copy,
                delivery,
                broker_down: false,
            });
            self.channel_closed(worker, job, ChannelCloseCause::AckLost);
            return false;
        }
        match self.broker.ack(copy, delivery) {
            AckReply::Acked => self.record(EventKind::Acked {
                worker,
                copy,
                delivery,
            }),
            AckReply::Ignored => self.record(EventKind::AckIgnored {
                worker,
                copy,
                delivery,
            }),
            // The copy stays with the broker, which delivers it again. SQS answers a
            // delete with an older receipt handle with success, so the worker goes on;
            // on RabbitMQ an ack on the closed channel fails in the client, and the
            // worker abandons the delivery (an open transaction rolls back).
            AckReply::Stale => {
                self.record(EventKind::AckStale {
                    worker,
                    copy,
                    delivery,
                });
                match self.scenario.broker.like {
                    BrokerLike::Sqs => {}
                    BrokerLike::Rabbitmq => return false,
                }
            }
            AckReply::Down => {
                self.record(EventKind::AckLost {
                    worker,
                    copy,
                    delivery,
                    broker_down: true,
                });
                return false;
            }
        }
        self.mark_acked(worker);
        true
    }

    /// On a broker like RabbitMQ, the worker's channel closed (its process died, or its
    /// connection dropped): the broker takes the delivery back at once, to the head of
    /// the queue. A broker like SQS notices nothing and waits for the timeout.
    pub(super) fn channel_closed(&mut self, worker: WorkerId, job: Job, reason: ChannelCloseCause) {
        let queue = match self.scenario.broker.kind {
            BrokerKind::Queue => true,
            BrokerKind::Log => false,
        };
        if !queue || !self.scenario.broker.like.notices_closed_channels() {
            return;
        }
        let (copy, delivery) = (job.copy, job.delivery);
        let outcome = self.broker.take_back(copy, delivery);
        if outcome == Requeue::Stale {
            return;
        }
        self.record(EventKind::ChannelClosed {
            worker,
            copy,
            delivery,
            reason,
        });
        self.record_requeue(copy, delivery, outcome);
    }

    /// The worker's current delivery has been acked (or its offset committed).
    fn mark_acked(&mut self, worker: WorkerId) {
        if let Some(job) = self.workers[worker as usize].job_mut() {
            job.acked = true;
        }
    }
}
