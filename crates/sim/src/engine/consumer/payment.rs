//! The card charge: the payment service is called outside any database transaction,
//! after a status look-up when the consumer reconciles, and its response can be lost.

use super::turn::Turn;
use super::StepOutcome;
use crate::format::fault::{FaultKind, Moment};
use crate::trace::{EventKind, WorkerId};
use crate::world::worker::Job;

impl Turn<'_> {
    /// With `payment.reconcile`, the look-up before the charge: found, the step is done;
    /// not found, the charge comes at the next tick. The look-up and the charge are two
    /// calls, a tick apart: another delivery can slip in between, as in any
    /// check-then-act.
    fn status_check(&mut self, worker: WorkerId, job: Job) -> StepOutcome {
        let copy = job.copy;
        let key = self.copy_keys[copy as usize];
        if let Some(charge) = self.payment.status(key) {
            self.record(EventKind::ChargeFoundByStatus {
                worker,
                copy,
                charge,
            });
            return StepOutcome::Continue;
        }
        self.record(EventKind::ChargeNotFoundByStatus { worker, copy });
        if let Some(job) = self.workers[worker as usize].job_mut() {
            job.status_checked = true;
        }
        StepOutcome::Again
    }

    /// Calls the payment service, outside any database transaction.
    pub(super) fn charge(&mut self, worker: WorkerId, job: Job, amount: u64) -> StepOutcome {
        if self.scenario.payment.reconcile && !job.status_checked {
            return self.status_check(worker, job);
        }
        let copy = job.copy;
        let key = self.copy_keys[copy as usize];
        let config = self.scenario.payment;
        if let Some(error) = self.payment.refuses(&config, self.now) {
            self.record(EventKind::ApplyFailed {
                worker,
                copy,
                delivery: job.delivery,
                error,
            });
            self.record_failed_operation(worker, job, error);
            return StepOutcome::Failed {
                nack: true,
                permanent: false,
            };
        }
        match self.payment.charge(copy, key, amount, self.now) {
            crate::world::payment::ChargeReply::Charged(charge) => {
                self.record(EventKind::Charged {
                    worker,
                    copy,
                    delivery: job.delivery,
                    charge,
                })
            }
            crate::world::payment::ChargeReply::Replayed(charge) => {
                self.record(EventKind::ChargeReplayed {
                    worker,
                    copy,
                    charge,
                })
            }
        }
        if self
            .faults
            .fire(
                job.message,
                FaultKind::LosePaymentResponse,
                Moment::PaymentResponse {
                    delivery: job.delivery,
                },
            )
            .is_some()
        {
            self.record(EventKind::PaymentResponseLost {
                worker,
                copy,
                delivery: job.delivery,
            });
            return StepOutcome::Failed {
                nack: true,
                permanent: false,
            };
        }
        StepOutcome::Continue
    }
}
