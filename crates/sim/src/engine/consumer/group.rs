//! The consumer group on a log: each member's session and poll deadline, leaving and
//! rejoining, and the rebalance that hands partitions over (with the offsets committed
//! before they move).

use crate::engine::{Engine, Input};
use crate::trace::{EventKind, WorkerId};
use crate::world::broker::Store;
use crate::world::log_broker::{Commit, Member};
use crate::world::worker::WorkerState;

impl Engine {
    /// On a log, a crashed worker stays a member of the group until its session
    /// expires; its partitions wait for it until then.
    pub(crate) fn start_session_timer(&mut self, worker: WorkerId, epoch: u32) {
        match self.broker.store {
            // A queue has no group: a crashed worker's deliveries come back when their
            // visibility timeouts end.
            Store::Queue(_) => return,
            Store::Log(_) => {}
        }
        let at = self.now + self.scenario.broker.session_timeout;
        self.schedule(at, Input::SessionExpired { worker, epoch });
    }

    /// The group gives up on a crashed member. If the worker is back by now, it joins
    /// in its new life; either way the partitions are handed out again.
    pub(crate) fn expire_session(&mut self, worker: WorkerId, epoch: u32) {
        if !self.broker.log().is_member(Member { worker, epoch }) {
            return;
        }
        self.broker.log_mut().leave(worker);
        self.record(EventKind::SessionExpired { worker });
        if !matches!(
            self.workers[worker as usize].state,
            WorkerState::Down { .. }
        ) {
            let member = self.member(worker);
            self.broker.log_mut().join(member);
        }
        self.rebalance();
    }

    /// `max_poll_interval` after a poll: a member that has not polled since (it is
    /// still on that poll's records, or stalled) is removed from the group, and its
    /// partitions go to the others now. The worker itself does not know yet: it goes
    /// on, and its commits are refused until it polls and rejoins (a crashed worker is
    /// left to its session timeout).
    pub(crate) fn poll_deadline(&mut self, worker: WorkerId, epoch: u32, polled_at: u64) {
        let state = &self.workers[worker as usize];
        let polling = matches!(state.state, WorkerState::Idle | WorkerState::Down { .. });
        let member = Member { worker, epoch };
        let late = state.epoch == epoch && state.polled_at == Some(polled_at);
        if polling || !late || !self.broker.log().is_member(member) {
            return;
        }
        self.broker.log_mut().leave(worker);
        self.record(EventKind::PollIntervalExceeded { worker });
        self.rebalance();
    }

    /// A restarted worker joins the group at once if its old session has expired;
    /// otherwise the group takes it in when that session expires.
    pub(crate) fn rejoin(&mut self, worker: WorkerId) {
        match &self.broker.store {
            // A queue has no group to join: the worker just asks for a message.
            Store::Queue(_) => return,
            Store::Log(log) if log.members[worker as usize].is_some() => return,
            Store::Log(_) => {}
        }
        let member = self.member(worker);
        self.broker.log_mut().join(member);
        self.rebalance();
    }

    pub(super) fn rebalance(&mut self) {
        for moved in self.broker.log_rebalance() {
            self.assigned(moved);
        }
    }

    /// A polling member gives up the partitions a rebalance took from it: each goes to
    /// its new owner now.
    pub(super) fn hand_over(&mut self, member: Member) {
        // With auto-commit on, a Kafka client commits its position before it gives a
        // partition up (the Java client before it rejoins, librdkafka when partitions
        // are removed), so the new owner does not redo what it finished.
        if self.scenario.consumer.auto_commit.is_some() {
            self.commit_before_hand_over(member);
        }
        for moved in self.broker.log_hand_over(member) {
            self.record(EventKind::PartitionRevoked {
                partition: moved.partition,
                worker: member.worker,
                generation: moved.generation,
            });
            self.assigned(moved);
        }
    }

    /// Auto-commits `member`'s position in each partition it is about to give up.
    fn commit_before_hand_over(&mut self, member: Member) {
        let leaving: Vec<(u32, u64)> = self
            .broker
            .log_uncommitted()
            .into_iter()
            .filter(|(owner, partition, _)| {
                *owner == member
                    && self.broker.log().partitions[*partition as usize]
                        .revoking
                        .is_some()
            })
            .map(|(_, partition, offset)| (partition, offset))
            .collect();
        for (partition, offset) in leaving {
            if self.broker.log_commit(member, partition, offset) == Commit::Moved {
                let worker = member.worker;
                self.record(EventKind::OffsetAutoCommitted {
                    worker,
                    partition,
                    offset,
                });
            }
        }
    }

    fn assigned(&mut self, moved: crate::world::log_broker::Assignment) {
        self.record(EventKind::PartitionAssigned {
            partition: moved.partition,
            worker: moved.worker,
            offset: moved.offset,
            generation: moved.generation,
        });
    }
}
