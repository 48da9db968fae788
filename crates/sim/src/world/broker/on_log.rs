//! The broker's operations when it is a log: appending records, a member's poll, its
//! commits and seeks, a partition blocked, a record parked, and the rebalances that
//! move partitions between members (the group's bookkeeping is `log_broker.rs`).

use super::{Broker, CopyState};
use crate::trace::CopyId;
use crate::world::log_broker::{Assignment, Commit, Member};

impl Broker {
    /// Appends a stored copy to `partition`; returns its offset.
    pub fn log_append(&mut self, partition: u32, copy: CopyId) -> u64 {
        let records = &mut self.store.log_mut().partitions[partition as usize].records;
        records.push(copy);
        records.len() as u64 - 1
    }

    /// `member` polls up to `max` records from one of its partitions, taking its
    /// partitions in turn: the records from that partition's position on, which moves
    /// past them. Returns each copy with its delivery number (how many times the group
    /// has polled that record); empty when nothing is ahead.
    pub fn log_poll(&mut self, member: Member, max: u32) -> Vec<(CopyId, u32)> {
        let mut polled = Vec::new();
        while let Some(record) = self.log_poll_one(member, polled.is_empty()) {
            polled.push(record);
            if polled.len() as u32 >= max {
                break;
            }
        }
        polled
    }

    /// One record of a poll: the first from the next partition in turn, the others
    /// from the same partition.
    fn log_poll_one(&mut self, member: Member, first: bool) -> Option<(CopyId, u32)> {
        let log = self.store.log_mut();
        let count = log.partitions.len();
        let next = log.next_partition[member.worker as usize];
        // The partition the poll's first record came from, for the rest of the poll.
        let start = if first {
            next
        } else {
            (next + count - 1) % count
        };
        let candidates = if first { count } else { 1 };
        let index = (0..candidates).map(|i| (start + i) % count).find(|&p| {
            let partition = &log.partitions[p];
            partition.owner == Some(member)
                && partition.blocked_at.is_none()
                && (partition.position as usize) < partition.records.len()
        })?;
        log.next_partition[member.worker as usize] = (index + 1) % count;
        let partition = &mut log.partitions[index];
        let offset = partition.position;
        let copy = partition.records[offset as usize];
        partition.position += 1;
        let committed_past = offset < partition.committed;
        let entry = &mut self.copies[copy as usize];
        entry.deliveries += 1;
        // A record behind the committed offset (read again after a seek, or by an owner
        // whose position is behind a commit it made for an earlier read) stays
        // consumed as far as the group knows; the worker still processes it.
        if !committed_past {
            entry.state = CopyState::InFlight {
                worker: member.worker,
                delivery: entry.deliveries,
                expires_at: u64::MAX,
            };
        }
        Some((copy, entry.deliveries))
    }

    /// `member` commits `offset` in `partition`. A member the group removed (its
    /// session expired) is refused, as Kafka's coordinator refuses a stale generation;
    /// a live member keeps its partitions until its next poll, so its commit before
    /// then is accepted. Commits are cumulative and never move back: one at or below
    /// the committed offset changes nothing.
    pub fn log_commit(&mut self, member: Member, partition: u32, offset: u64) -> Commit {
        let log = self.store.log();
        let entry = &log.partitions[partition as usize];
        if !log.is_member(member) || entry.owner != Some(member) {
            return Commit::Refused;
        }
        if offset <= entry.committed {
            return Commit::Unchanged;
        }
        self.store.log_mut().partitions[partition as usize].committed = offset;
        self.settle(partition);
        Commit::Moved
    }

    /// `member` moves its position in `partition` back to `offset` (to poll a failed
    /// record again), if it still owns the partition.
    pub fn log_seek(&mut self, member: Member, partition: u32, offset: u64) {
        let entry = &mut self.store.log_mut().partitions[partition as usize];
        // Like Kafka's `seek`, this may go behind the committed offset.
        if entry.owner == Some(member) && offset < entry.position {
            entry.position = offset;
            self.settle(partition);
        }
    }

    /// The consumer gives up on the record at `offset` of `partition` without a
    /// dead-letter topic: the position goes back to it and nobody polls the partition
    /// again, so it and every record after it wait.
    pub fn log_block(&mut self, partition: u32, offset: u64) {
        let entry = &mut self.store.log_mut().partitions[partition as usize];
        entry.blocked_at = Some(offset);
        entry.position = entry.position.min(offset);
        self.settle(partition);
    }

    /// The consumer wrote `copy` to the dead-letter topic: it is parked there.
    pub fn log_dead_letter(&mut self, copy: CopyId, reason: crate::trace::DeadLetterReason) {
        self.copies[copy as usize].state = CopyState::DeadLettered { reason };
    }

    /// The partitions whose owner's position is past their committed offset: what an
    /// auto-commit would commit, as (owner, partition, position).
    pub fn log_uncommitted(&self) -> Vec<(Member, u32, u64)> {
        let partitions = self.store.log().partitions.iter().enumerate();
        partitions
            .filter_map(|(index, p)| {
                let owner = p.owner?;
                (p.position > p.committed).then_some((owner, index as u32, p.position))
            })
            .collect()
    }

    /// Rebalances the group and brings the copies' states in line with the new
    /// positions; returns the partitions that moved.
    pub fn log_rebalance(&mut self) -> Vec<Assignment> {
        let moved = self.store.log_mut().rebalance();
        for assignment in &moved {
            self.settle(assignment.partition);
        }
        moved
    }

    /// `member` polls and gives up the partitions a rebalance took from it; returns
    /// them, with their new owners.
    pub fn log_hand_over(&mut self, member: Member) -> Vec<Assignment> {
        let moved = self.store.log_mut().hand_over(member);
        for assignment in &moved {
            self.settle(assignment.partition);
        }
        moved
    }

    /// Brings the states of a partition's copies in line with its offsets: committed
    /// past is acked, polled is in flight, the rest is ready.
    fn settle(&mut self, partition: u32) {
        let entry = &self.store.log().partitions[partition as usize];
        for (offset, &copy) in entry.records.iter().enumerate() {
            let offset = offset as u64;
            let state = &mut self.copies[copy as usize].state;
            if offset < entry.committed {
                if state.is_held() {
                    *state = CopyState::Acked;
                }
            } else if offset >= entry.position && matches!(state, CopyState::InFlight { .. }) {
                *state = CopyState::Ready;
            }
        }
    }
}
