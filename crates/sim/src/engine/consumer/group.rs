//! The consumer side of the group on a log: the engine routes what happens to a worker
//! (a crash, a restart, a poll, the timers a poll and a crash started) to the group
//! coordinator (`engine/coordinator.rs`) and carries out what it answers.

use crate::engine::coordinator::GroupInput;
use crate::engine::Engine;
use crate::trace::WorkerId;
use crate::world::broker::Store;
use crate::world::log_broker::Member;
use crate::world::worker::WorkerState;

impl Engine {
    /// Tells the group coordinator `input`, on a log; a queue has no group (a crashed
    /// worker's deliveries come back when their visibility timeouts end, and a
    /// restarted worker just asks for a message).
    pub(crate) fn tell_group(&mut self, input: GroupInput) {
        match self.broker.store {
            Store::Queue(_) => return,
            Store::Log(_) => {}
        }
        let effects = self.group.react(&mut self.broker, input, self.now);
        self.carry_out(effects);
    }

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
}
