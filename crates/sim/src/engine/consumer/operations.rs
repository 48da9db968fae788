//! The operations table around an external call (the charge): `record_attempt` writes
//! the operation's row before the call, status pending, and `record_result` writes
//! the result after it, each in its own transaction, committed at once. A later
//! delivery reads the row: succeeded means no call at all; failed means the call
//! surely did not happen, so it is made again; pending means nobody knows, so the
//! consumer asks the service (reconciles) instead of calling blindly.

use super::turn::Turn;
use crate::engine::consumer::StepOutcome;
use crate::format::scenario::{Op, Step};
use crate::trace::{ApplyError, EventKind, OperationStatus, WorkerId};
use crate::world::database::OperationRow;
use crate::world::worker::Job;

impl Turn<'_> {
    /// `record_attempt`: read the operation's row and decide whether to call.
    pub(super) fn record_attempt(&mut self, worker: WorkerId, job: Job) -> StepOutcome {
        if self.scenario.messages[job.message].op != Op::Charge {
            return StepOutcome::Continue;
        }
        let key = self.copy_keys[job.copy as usize];
        let status = self.operation(key).map(|row| row.status);
        match status {
            Some(OperationStatus::Succeeded) => {
                self.record(EventKind::OperationAlreadyDone {
                    worker,
                    copy: job.copy,
                });
                StepOutcome::Duplicate
            }
            Some(OperationStatus::Pending) => match self.payment.status(key) {
                // The earlier attempt's call did happen: write down its result now.
                Some(charge) => {
                    self.record(EventKind::ChargeFoundByStatus {
                        worker,
                        copy: job.copy,
                        charge,
                    });
                    self.write_operation(worker, job, OperationStatus::Succeeded, None, 0);
                    StepOutcome::Duplicate
                }
                None => {
                    self.record(EventKind::ChargeNotFoundByStatus {
                        worker,
                        copy: job.copy,
                    });
                    self.write_operation(worker, job, OperationStatus::Pending, None, 1);
                    StepOutcome::Continue
                }
            },
            Some(OperationStatus::Failed) | None => {
                self.write_operation(worker, job, OperationStatus::Pending, None, 1);
                StepOutcome::Continue
            }
        }
    }

    /// `record_result`: the call answered, so the operation succeeded.
    pub(super) fn record_result(&mut self, worker: WorkerId, job: Job) -> StepOutcome {
        if self.scenario.messages[job.message].op == Op::Charge {
            self.write_operation(worker, job, OperationStatus::Succeeded, None, 0);
        }
        StepOutcome::Continue
    }

    /// A charge that failed for certain (the handler's error, or the service refused
    /// the call) is written as failed, with its error, when the pipeline records
    /// results; a lost answer is not a certain failure and leaves the row pending.
    pub(super) fn record_failed_operation(
        &mut self,
        worker: WorkerId,
        job: Job,
        error: ApplyError,
    ) {
        let records = self.scenario.pipeline.contains(&Step::RecordResult);
        if records && self.scenario.messages[job.message].op == Op::Charge {
            self.write_operation(worker, job, OperationStatus::Failed, Some(error), 0);
        }
    }

    fn operation(&self, key: u32) -> Option<&OperationRow> {
        self.database.operations.iter().find(|row| row.key == key)
    }

    /// Writes the operation's row (inserting it the first time), committed at once;
    /// `more_attempts` is added to its attempt count.
    fn write_operation(
        &mut self,
        worker: WorkerId,
        job: Job,
        status: OperationStatus,
        last_error: Option<ApplyError>,
        more_attempts: u32,
    ) {
        let key = self.copy_keys[job.copy as usize];
        let rows = &mut self.database.operations;
        let index = match rows.iter().position(|row| row.key == key) {
            Some(index) => index,
            None => {
                rows.push(OperationRow {
                    key,
                    copy: job.copy,
                    status,
                    attempts: 0,
                    last_error: None,
                });
                rows.len() - 1
            }
        };
        let row = &mut rows[index];
        row.copy = job.copy;
        row.status = status;
        row.attempts += more_attempts;
        if last_error.is_some() {
            row.last_error = last_error;
        }
        let attempts = row.attempts;
        self.record(EventKind::OperationRecorded {
            worker,
            copy: job.copy,
            status,
            attempts,
        });
    }
}
