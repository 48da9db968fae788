//! The consumer on a log: polling the worker's partitions, committing offsets (by the
//! `commit_offset` step or the client's auto-commit timer), and the consumer group's
//! membership and rebalances when a worker crashes and comes back.

use super::turn::Turn;
use crate::engine::coordinator::GroupInput;
use crate::engine::input::Input;
use crate::format::fault::{FaultKind, Moment};
use crate::format::scenario::Step;
use crate::trace::{DeadLetterReason, EventKind, WorkerId};
use crate::world::broker::Store;
use crate::world::log_broker::{Commit, Member};
use crate::world::worker::{Job, WorkerState};

impl Turn<'_> {
    /// On a log: hands out the partitions and starts the auto-commit timer.
    pub(crate) fn start_log(&mut self) {
        match self.broker.store {
            // A queue has no partitions to hand out and no offsets to commit.
            Store::Queue(_) => return,
            Store::Log(_) => {}
        }
        self.tell_group(GroupInput::Start);
        if let Some(every) = self.scenario.consumer.auto_commit {
            self.schedule(every, Input::AutoCommit);
        }
    }

    /// The worker in its current life, as the group knows members.
    pub(super) fn member(&self, worker: WorkerId) -> Member {
        let epoch = self.workers[worker as usize].epoch;
        Member { worker, epoch }
    }

    /// Each idle worker that is a member goes on with the records of its last poll, or
    /// polls up to `max_poll_records` records; lowest-numbered worker first. A record
    /// can end at once (a duplicate skipped at its first step), so a worker goes on
    /// until it is busy or has nothing to read.
    pub(crate) fn poll_for_idle_workers(&mut self) {
        // A poll can hand a partition over to a worker that already had its turn, and
        // a removed member that rejoins at its poll starts a rebalance that asks the
        // others for partitions: the round goes again until neither happened in it.
        loop {
            let log = self.broker.log();
            let before = (log.handed_over, log.generation);
            for worker in 0..self.workers.len() as WorkerId {
                while self.workers[worker as usize].state == WorkerState::Idle {
                    if !self.take_next_record(worker) {
                        break;
                    }
                }
            }
            let log = self.broker.log();
            if (log.handed_over, log.generation) == before {
                break;
            }
        }
    }

    /// An idle worker starts on the next record of its poll, or polls; false when it
    /// is not a member or nothing is ahead of it.
    fn take_next_record(&mut self, worker: WorkerId) -> bool {
        // The records a poll returned are processed one after another, as a Kafka
        // application's loop does, even by a member the group removed meanwhile.
        let batch = &mut self.workers[worker as usize].batch;
        if !batch.is_empty() {
            let (copy, delivery) = batch.remove(0);
            let left = batch.len() as u32;
            self.begin_job(worker, copy, delivery, left, self.batch_resume_step());
            return true;
        }
        // A member removed for a slow poll rejoins the group at its next poll.
        if self.broker.log().members[worker as usize].is_none() {
            self.rejoin(worker);
        }
        let member = self.member(worker);
        if !self.broker.log().is_member(member) {
            return false;
        }
        // A Kafka consumer calls `poll()` in a loop: an idle member is at its next poll
        // after every input, and gives up what a rebalance took from it here.
        self.tell_group(GroupInput::Poll { member });
        let max = self.scenario.consumer.max_poll_records.max(1);
        let polled = self.broker.log_poll(member, max);
        self.workers[worker as usize].polled_at = Some(self.now);
        let Some(&(copy, delivery)) = polled.first() else {
            return false;
        };
        if let Some(interval) = self.scenario.consumer.max_poll_interval {
            let (epoch, polled_at) = (member.epoch, self.now);
            let deadline = Input::PollDeadline {
                worker,
                epoch,
                polled_at,
            };
            self.schedule(self.now + interval, deadline);
        }
        // A poll hands every record over at once: each is delivered now.
        for &(copy, delivery) in &polled {
            self.record(EventKind::Delivered {
                worker,
                copy,
                delivery,
            });
        }
        let left = polled.len() as u32 - 1;
        self.workers[worker as usize].batch = polled[1..].to_vec();
        self.begin_job(worker, copy, delivery, left, 0);
        true
    }

    /// Where a later record of a poll starts: after `poll`, and after `commit_offset`
    /// when it comes right after `poll` (the batch's commit is made once).
    fn batch_resume_step(&self) -> usize {
        match self.scenario.pipeline.get(1) {
            Some(Step::CommitOffset) => 2,
            _ => 1,
        }
    }

    /// Whether `commit_offset` as the pipeline's last step waits for the batch's last
    /// record: the batch is committed once, after its last record.
    pub(crate) fn commit_waits_for_batch(&self, job: Job, step: Step) -> bool {
        let last = self.scenario.pipeline.len().saturating_sub(1);
        step == Step::CommitOffset && job.batch_left > 0 && job.next_step == last && last > 1
    }

    /// The `commit_offset` step: commits the position after the job's record. A lost
    /// commit and a refused one (the partition moved) leave the worker going on, as a
    /// Kafka client does after a failed asynchronous commit.
    pub(crate) fn commit_offset(&mut self, worker: WorkerId, job: Job) {
        let Some(place) = self.copies[job.copy as usize].place else {
            return;
        };
        let (copy, delivery) = (job.copy, job.delivery);
        // Right after `poll` the commit covers the whole poll: the position after it.
        let ahead = if job.next_step == 1 {
            job.batch_left
        } else {
            0
        };
        let (partition, offset) = (place.partition, place.offset + 1 + u64::from(ahead));
        if self.offset_into_transaction(worker, partition, offset) {
            return;
        }
        if self
            .faults
            .fire(
                job.message,
                FaultKind::LoseCommit,
                Moment::OffsetCommit { delivery },
            )
            .is_some()
        {
            let lost = EventKind::OffsetCommitLost {
                worker,
                copy,
                delivery,
                partition,
                offset,
            };
            self.record(lost);
            return;
        }
        let member = self.member(worker);
        let event = match self.broker.log_commit(member, partition, offset) {
            Commit::Moved => EventKind::OffsetCommitted {
                worker,
                copy,
                delivery,
                partition,
                offset,
            },
            Commit::Refused => EventKind::OffsetCommitRejected {
                worker,
                copy,
                delivery,
                partition,
                offset,
            },
            // Already committed past: the step changes nothing.
            Commit::Unchanged => return,
        };
        self.record(event);
    }

    /// After a failed record, as a Kafka consumer's error handler does: poll it again,
    /// up to `broker.max_deliveries` polls (one for a permanent error); then write it
    /// to the dead-letter topic and commit past it, or, without one, stop there and
    /// block the partition.
    pub(crate) fn after_failed_record(&mut self, worker: WorkerId, job: Job, permanent: bool) {
        let Some(place) = self.copies[job.copy as usize].place else {
            return;
        };
        // Only an error in `apply` counts toward giving up: a lost payment response is
        // polled again, and the status check or the key finds the charge.
        let apply_error = self.faults.apply_error(job.message, job.delivery).is_some();
        let tries_left = job.delivery < self.scenario.broker.max_deliveries;
        if !apply_error || (tries_left && !permanent) {
            self.seek_back(worker, job);
            return;
        }
        // A worker that lost the partition leaves the record to its new owner.
        let member = self.member(worker);
        if self.broker.log().partitions[place.partition as usize].owner != Some(member) {
            self.workers[worker as usize].batch.clear();
            return;
        }
        self.workers[worker as usize].batch.clear();
        let (copy, deliveries) = (job.copy, job.delivery);
        if !self.scenario.consumer.dead_letter_topic {
            self.broker.log_block(place.partition, place.offset);
            self.record(EventKind::PartitionBlocked {
                worker,
                copy,
                partition: place.partition,
                offset: place.offset,
                deliveries,
            });
            return;
        }
        let reason = if permanent {
            DeadLetterReason::PermanentError
        } else {
            DeadLetterReason::MaxDeliveries
        };
        self.broker.log_dead_letter(copy, reason);
        self.record(EventKind::DeadLetterTopicWritten {
            worker,
            copy,
            deliveries,
            reason,
        });
        // The handler commits past the record it parked, as Spring Kafka's
        // dead-letter recoverer does.
        let parked = Job {
            next_step: usize::MAX,
            batch_left: 0,
            ..job
        };
        self.commit_offset(worker, parked);
        // Records after it in the same poll are read again.
        let member = self.member(worker);
        self.broker
            .log_seek(member, place.partition, place.offset + 1);
    }

    /// After a failed record: the worker's position goes back to it, and the rest of its
    /// poll is dropped (it will be polled again).
    pub(crate) fn seek_back(&mut self, worker: WorkerId, job: Job) {
        self.workers[worker as usize].batch.clear();
        if let Some(place) = self.copies[job.copy as usize].place {
            let member = self.member(worker);
            self.broker.log_seek(member, place.partition, place.offset);
        }
    }

    /// The auto-commit timer: every live owner commits its position, processed or not.
    /// The timer runs on while anything else is scheduled (`more_inputs`).
    pub(crate) fn auto_commit(&mut self, more_inputs: bool) {
        for (member, partition, offset) in self.broker.log_uncommitted() {
            if self.workers[member.worker as usize].epoch != member.epoch {
                continue;
            }
            if self.broker.log_commit(member, partition, offset) == Commit::Moved {
                let worker = member.worker;
                let event = EventKind::OffsetAutoCommitted {
                    worker,
                    partition,
                    offset,
                };
                self.record(event);
            }
        }
        if let (Some(every), true) = (self.scenario.consumer.auto_commit, more_inputs) {
            self.schedule(self.now + every, Input::AutoCommit);
        }
    }
}
