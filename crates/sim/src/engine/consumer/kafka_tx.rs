//! The consumer as a Kafka producer: `emit` writes a record to the output topic, and a
//! Kafka transaction (`begin_tx` … `commit_tx`) makes its records and an offset
//! committed inside it take effect together, or not at all.

use super::turn::Turn;
use super::StepOutcome;
use crate::format::scenario::Op;
use crate::trace::{EventKind, WorkerId};
use crate::world::log_broker::{Commit, Member};
use crate::world::worker::Job;

impl Turn<'_> {
    /// `emit`: one output record for the job's copy. A reader sees it now unless it is
    /// inside a transaction and the reader is `read_committed`.
    pub(super) fn emit(&mut self, worker: WorkerId, job: Job) -> StepOutcome {
        let (copy, delivery) = (job.copy, job.delivery);
        let (_, committed) = self.output.write(worker, copy);
        self.record(EventKind::OutputWritten {
            worker,
            copy,
            delivery,
            in_transaction: !committed,
        });
        if committed || !self.scenario.downstream.isolation.is_read_committed() {
            self.record_output_visible(worker, job);
        }
        StepOutcome::Continue
    }

    /// An output record became visible to the downstream reader: what its verdict
    /// counts.
    fn record_output_visible(&mut self, worker: WorkerId, job: Job) {
        self.record(EventKind::EffectCommitted {
            worker,
            copy: job.copy,
            delivery: job.delivery,
            op: Op::Emit,
            order: None,
        });
    }

    /// `commit_offset` inside a Kafka transaction only notes the offset: it is
    /// committed with the transaction (`sendOffsetsToTransaction`). True if noted.
    pub(crate) fn offset_into_transaction(
        &mut self,
        worker: WorkerId,
        partition: u32,
        offset: u64,
    ) -> bool {
        match &mut self.output.transactions[worker as usize] {
            Some(transaction) => {
                transaction.offset = Some((partition, offset));
                true
            }
            None => false,
        }
    }

    /// `commit_tx`: the offset noted inside the transaction is committed first; if the
    /// group refuses it (the group removed this member and its partition moved: a
    /// zombie), the whole transaction aborts, as Kafka fences a producer whose group
    /// generation is stale. A live member keeps its partition until its next poll, so
    /// only a removed member is fenced (reachable once `max_poll_interval` removes
    /// members; a crashed member's steps end with its crash).
    pub(super) fn commit_kafka_tx(&mut self, worker: WorkerId, job: Job) -> StepOutcome {
        let Some(transaction) = self.output.transactions[worker as usize].clone() else {
            return StepOutcome::Continue;
        };
        if let Some((partition, offset)) = transaction.offset {
            let member = Member {
                worker,
                epoch: self.workers[worker as usize].epoch,
            };
            // The partition was handed out again since the record was polled, even if
            // back to this worker: the group generation is stale.
            let reassigned =
                self.broker.log().partitions[partition as usize].generation != job.generation;
            let commit = if reassigned {
                Commit::Refused
            } else {
                self.broker.log_commit(member, partition, offset)
            };
            match commit {
                Commit::Refused => {
                    self.end_kafka_tx(worker, job, false, true);
                    return StepOutcome::Continue;
                }
                Commit::Moved => self.record(EventKind::OffsetCommitted {
                    worker,
                    copy: job.copy,
                    delivery: job.delivery,
                    partition,
                    offset,
                }),
                Commit::Unchanged => {}
            }
        }
        self.end_kafka_tx(worker, job, true, false);
        StepOutcome::Continue
    }

    /// Ends the worker's Kafka transaction, if one is open: committed, its records
    /// become visible to a `read_committed` reader; aborted (a crash, an error, a
    /// fenced commit), they never do.
    pub(crate) fn end_kafka_tx(&mut self, worker: WorkerId, job: Job, commit: bool, fenced: bool) {
        let Some(transaction) = self.output.end(worker, commit) else {
            return;
        };
        let (copy, records) = (job.copy, transaction.records.len() as u32);
        if !commit {
            self.record(EventKind::KafkaTxAborted {
                worker,
                copy,
                records,
                fenced,
            });
            return;
        }
        self.record(EventKind::KafkaTxCommitted {
            worker,
            copy,
            records,
        });
        if self.scenario.downstream.isolation.is_read_committed() {
            for index in transaction.records {
                let copy = self.output.records[index].copy;
                let record = Job { copy, ..job };
                self.record_output_visible(worker, record);
            }
        }
    }
}
