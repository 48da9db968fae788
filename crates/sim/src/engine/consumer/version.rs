//! `check_version`: the consumer reads the version stored with the order's status and
//! skips an update that is not newer, so that an old update arriving late cannot
//! overwrite a newer status.

use super::turn::Turn;
use super::StepOutcome;
use crate::format::scenario::Op;
use crate::trace::{EventKind, WorkerId};
use crate::world::worker::Job;

impl Turn<'_> {
    /// Only a status update is checked; any other operation goes on. The check is a
    /// plain read (like a `SELECT` without `FOR UPDATE`): two workers can both pass it
    /// for one order before either commits, and then the last commit wins.
    pub(super) fn check_version(&mut self, worker: WorkerId, job: Job) -> StepOutcome {
        if self.scenario.messages[job.message].op != Op::SetStatus {
            return StepOutcome::Continue;
        }
        let order = self.orders.of_message(job.message);
        let Some(stored) = self.database.stored_version(worker, order.key) else {
            return StepOutcome::Continue;
        };
        if stored < order.version {
            return StepOutcome::Continue;
        }
        self.skipped_as_stale[job.message] = true;
        self.record(EventKind::VersionSkipped {
            worker,
            copy: job.copy,
            delivery: job.delivery,
            stored,
        });
        StepOutcome::Duplicate
    }
}
