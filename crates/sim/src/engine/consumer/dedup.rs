//! The dedup steps: `check_dedup` asks whether the message was handled before (in the
//! worker's memory or the processed-messages table), `record_dedup` remembers it, and
//! an entry past `dedup.ttl` no longer counts.

use super::turn::Turn;
use super::StepOutcome;
use crate::format::scenario::{DedupStore, Step};
use crate::trace::{EventKind, WorkerId};
use crate::world::database::DedupInsert;
use crate::world::worker::Job;

impl Turn<'_> {
    /// The oldest tick a dedup entry can have been written at and still count: with a
    /// `dedup.ttl`, entries expire that many ticks after they were written.
    fn oldest_live_dedup(&self) -> u64 {
        self.scenario
            .dedup
            .ttl
            .map_or(0, |ttl| (self.now + 1).saturating_sub(ttl))
    }

    pub(super) fn check_dedup(&mut self, worker: WorkerId, job: Job) -> StepOutcome {
        let key = self.copy_keys[job.copy as usize];
        let written = match self.scenario.dedup.store {
            DedupStore::None => None,
            DedupStore::Memory => self.workers[worker as usize].memory.get(&key).copied(),
            DedupStore::Table => self.database.dedup_written(worker, key),
        };
        let Some(written) = written else {
            return StepOutcome::Continue;
        };
        if written < self.oldest_live_dedup() {
            // The entry has expired: this copy looks new.
            self.record(EventKind::DedupExpired {
                worker,
                copy: job.copy,
                delivery: job.delivery,
                written,
            });
            return StepOutcome::Continue;
        }
        self.record(EventKind::DedupHit {
            worker,
            copy: job.copy,
            delivery: job.delivery,
        });
        StepOutcome::Duplicate
    }

    pub(super) fn record_dedup(&mut self, worker: WorkerId, job: Job) -> StepOutcome {
        let key = self.copy_keys[job.copy as usize];
        let copy = job.copy;
        match self.scenario.dedup.store {
            DedupStore::None => StepOutcome::Continue,
            DedupStore::Memory => {
                self.workers[worker as usize].memory.insert(key, self.now);
                self.record(EventKind::DedupRecorded {
                    worker,
                    copy,
                    delivery: job.delivery,
                    committed: true,
                });
                StepOutcome::Continue
            }
            DedupStore::Table => {
                // Said once per delivery: by `check_dedup` when the pipeline has one.
                let unique = self.scenario.dedup.unique
                    && self.scenario.step_position(Step::CheckDedup).is_none();
                let written = self.database.dedup_written(worker, key);
                let oldest_live = self.oldest_live_dedup();
                if let Some(written) = written.filter(|&w| unique && w < oldest_live) {
                    // An expired row no longer stops the insert: the copy goes ahead.
                    self.record(EventKind::DedupExpired {
                        worker,
                        copy,
                        delivery: job.delivery,
                        written,
                    });
                }
                match self.database.dedup_insert(
                    worker,
                    (copy, key, self.now),
                    self.scenario.dedup.unique,
                    self.oldest_live_dedup(),
                ) {
                    DedupInsert::Inserted { committed } => {
                        self.record(EventKind::DedupRecorded {
                            worker,
                            copy,
                            delivery: job.delivery,
                            committed,
                        });
                        StepOutcome::Continue
                    }
                    DedupInsert::Conflict => {
                        self.record(EventKind::DedupConflict {
                            worker,
                            copy,
                            delivery: job.delivery,
                        });
                        StepOutcome::Duplicate
                    }
                    DedupInsert::Wait { holder } => StepOutcome::Wait { holder },
                }
            }
        }
    }
}
