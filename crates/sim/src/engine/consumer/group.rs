//! The consumer's side of the group on a log: what happens to a worker (an expired
//! session, a late poll, a restart) told to the group coordinator
//! (`engine/coordinator.rs`) with what the worker's state says.

use super::turn::Turn;
use crate::engine::coordinator::GroupInput;
use crate::trace::{EventKind, WorkerId};
use crate::world::log_broker::Member;
use crate::world::worker::WorkerState;

impl Turn<'_> {
    /// The group gives up on a crashed member when its session expires. If the worker
    /// is back by now, it joins in its new life.
    pub(crate) fn expire_session(&mut self, worker: WorkerId, epoch: u32) {
        let up = !matches!(
            self.workers[worker as usize].state,
            WorkerState::Down { .. }
        );
        let back = up.then(|| self.member(worker));
        let member = Member { worker, epoch };
        self.tell_group(GroupInput::SessionExpired { member, back });
    }

    /// `max_poll_interval` after a poll: a member that has not polled since (it is
    /// still on that poll's records, or stalled) is removed from the group. The worker
    /// itself does not know yet: it goes on, and its commits are refused until it polls
    /// and rejoins (a crashed worker is left to its session timeout).
    pub(crate) fn poll_deadline(&mut self, worker: WorkerId, epoch: u32, polled_at: u64) {
        let state = &self.workers[worker as usize];
        let polling = matches!(state.state, WorkerState::Idle | WorkerState::Down { .. });
        let late = state.epoch == epoch && state.polled_at == Some(polled_at);
        let member = Member { worker, epoch };
        let still_on_that_poll = !polling && late;
        self.tell_group(GroupInput::PollDeadline {
            member,
            still_on_that_poll,
        });
    }

    /// A restarted worker, or one the group removed, asks to join in its current life:
    /// at once if its old membership is over; otherwise the group takes it in when its
    /// old session expires.
    pub(crate) fn rejoin(&mut self, worker: WorkerId) {
        let member = self.member(worker);
        self.tell_group(GroupInput::Join { member });
    }

    /// A crashed worker is back, with empty memory, and asks to join the group.
    pub(crate) fn restart(&mut self, worker: WorkerId) {
        self.workers[worker as usize].state = WorkerState::Idle;
        self.record(EventKind::Restarted { worker });
        self.rejoin(worker);
    }
}
