//! The log broker (Kafka-like): partitions of records with offsets, one consumer group
//! whose members are the workers, each partition's committed offset and its owner's
//! position. A plain state machine like the queue: the engine calls it and records
//! what it answers. The records are the broker's copies, so a copy's state says where
//! the group stands with it: ready (ahead of the position), in flight (polled, not
//! committed past), acked (committed past, whether or not it was processed).

use serde::Serialize;

use crate::trace::{CopyId, WorkerId};
use crate::world::broker::{Broker, CopyState};

/// A worker in one life: a crashed worker that restarts joins the group anew.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Member {
    pub worker: WorkerId,
    pub epoch: u32,
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct Partition {
    /// The records in offset order.
    pub records: Vec<CopyId>,
    /// Every record before this offset counts as consumed by the group.
    pub committed: u64,
    /// The owner's position: the offset it polls next.
    pub position: u64,
    pub owner: Option<Member>,
    /// The offset of a record the consumer gave up on without a dead-letter topic: no
    /// member polls the partition any more.
    pub blocked_at: Option<u64>,
    /// How many times the partition has been assigned: a transaction begun on a record
    /// polled under an older assignment is fenced when it commits its offset.
    pub generation: u32,
    /// A rebalance gave the partition to this member while its owner was still a member
    /// of the group: the owner keeps it (and may commit) until its next poll, where it
    /// gives it up, as a Kafka consumer does in `poll()`; an owner that crashed gives
    /// it up when its session expires instead. With the rebalance's generation.
    pub revoking: Option<(Member, u32)>,
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct Log {
    pub partitions: Vec<Partition>,
    /// Each worker's membership of the group: the life it joined in, until its
    /// session expires after a crash.
    pub members: Vec<Option<u32>>,
    /// Where each worker starts looking when it polls, so that it takes its
    /// partitions in turn.
    next_partition: Vec<usize>,
    /// The group's generation: how many rebalances changed an assignment.
    pub generation: u32,
    /// How many partitions their live owners have given up at a poll so far.
    pub handed_over: u64,
}

/// What an offset commit did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Commit {
    /// The committed offset moved forward.
    Moved,
    /// The offset was not past the committed one: nothing changed.
    Unchanged,
    /// The committer does not own the partition (any more).
    Refused,
}

/// A partition that a rebalance gave to a new owner (or to nobody).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Assignment {
    pub partition: u32,
    pub worker: Option<WorkerId>,
    /// The committed offset, where the new owner starts.
    pub offset: u64,
    /// The group's generation of the rebalance that decided it.
    pub generation: u32,
}

impl Log {
    /// A log of `partitions` empty partitions; every worker is a member from the start.
    pub fn new(partitions: u32, workers: usize) -> Log {
        Log {
            partitions: vec![Partition::default(); partitions as usize],
            members: vec![Some(0); workers],
            next_partition: vec![0; workers],
            generation: 0,
            handed_over: 0,
        }
    }

    /// Whether `member` is in the group in that life.
    pub fn is_member(&self, member: Member) -> bool {
        self.members.get(member.worker as usize) == Some(&Some(member.epoch))
    }

    pub fn join(&mut self, member: Member) {
        self.members[member.worker as usize] = Some(member.epoch);
    }

    pub fn leave(&mut self, worker: WorkerId) {
        self.members[worker as usize] = None;
    }

    /// Hands the partitions out again: partition p goes to the (p mod n)-th member by
    /// worker number (round-robin, not Kafka's default; see docs). A partition that
    /// keeps its owner keeps its position. One whose owner is no longer a member moves
    /// now; one whose owner is a live member is only marked: the owner gives it up at
    /// its next poll (`hand_over`), and the new owner then starts at the committed
    /// offset, as in Kafka's rebalance protocols. Returns the partitions that moved.
    pub fn rebalance(&mut self) -> Vec<Assignment> {
        let members: Vec<Member> = (0..self.members.len())
            .filter_map(|w| {
                self.members[w].map(|epoch| Member {
                    worker: w as WorkerId,
                    epoch,
                })
            })
            .collect();
        let generation = self.generation + 1;
        let mut moved = Vec::new();
        let mut changed = false;
        for (index, partition) in self.partitions.iter_mut().enumerate() {
            let target = (!members.is_empty()).then(|| members[index % members.len()]);
            if target == partition.owner {
                changed |= partition.revoking.take().is_some();
                continue;
            }
            let live_owner = partition.owner.filter(|owner| members.contains(owner));
            if let (Some(_), Some(target)) = (live_owner, target) {
                // Asked again for the same hand-over, the group changes nothing.
                if partition.revoking.map(|(pending, _)| pending) != Some(target) {
                    partition.revoking = Some((target, generation));
                    changed = true;
                }
                continue;
            }
            changed = true;
            partition.revoking = None;
            moved.push(assign(partition, index, target, generation));
        }
        if changed {
            self.generation = generation;
        }
        moved
    }

    /// `member` polls: it gives up the partitions a rebalance took from it, which go
    /// to their new owners now. Returns them.
    pub fn hand_over(&mut self, member: Member) -> Vec<Assignment> {
        let partitions = self.partitions.iter_mut().enumerate();
        let moved: Vec<Assignment> = partitions
            .filter(|(_, p)| p.owner == Some(member))
            .filter_map(|(index, partition)| {
                let (target, generation) = partition.revoking.take()?;
                Some(assign(partition, index, Some(target), generation))
            })
            .collect();
        self.handed_over += moved.len() as u64;
        moved
    }
}

/// Gives `partition` to `owner`, to start at its committed offset.
fn assign(
    partition: &mut Partition,
    index: usize,
    owner: Option<Member>,
    generation: u32,
) -> Assignment {
    partition.owner = owner;
    partition.generation += 1;
    partition.position = partition.committed;
    Assignment {
        partition: index as u32,
        worker: owner.map(|m| m.worker),
        offset: partition.committed,
        generation,
    }
}

impl Broker {
    /// Appends a stored copy to `partition`; returns its offset.
    pub fn log_append(&mut self, partition: u32, copy: CopyId) -> u64 {
        let records = &mut self.log.partitions[partition as usize].records;
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
        let count = self.log.partitions.len();
        let next = self.log.next_partition[member.worker as usize];
        // The partition the poll's first record came from, for the rest of the poll.
        let start = if first {
            next
        } else {
            (next + count - 1) % count
        };
        let candidates = if first { count } else { 1 };
        let index = (0..candidates).map(|i| (start + i) % count).find(|&p| {
            let partition = &self.log.partitions[p];
            partition.owner == Some(member)
                && partition.blocked_at.is_none()
                && (partition.position as usize) < partition.records.len()
        })?;
        self.log.next_partition[member.worker as usize] = (index + 1) % count;
        let partition = &mut self.log.partitions[index];
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
        let entry = &self.log.partitions[partition as usize];
        if !self.log.is_member(member) || entry.owner != Some(member) {
            return Commit::Refused;
        }
        if offset <= entry.committed {
            return Commit::Unchanged;
        }
        self.log.partitions[partition as usize].committed = offset;
        self.settle(partition);
        Commit::Moved
    }

    /// `member` moves its position in `partition` back to `offset` (to poll a failed
    /// record again), if it still owns the partition.
    pub fn log_seek(&mut self, member: Member, partition: u32, offset: u64) {
        let entry = &mut self.log.partitions[partition as usize];
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
        let entry = &mut self.log.partitions[partition as usize];
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
        let partitions = self.log.partitions.iter().enumerate();
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
        let moved = self.log.rebalance();
        for assignment in &moved {
            self.settle(assignment.partition);
        }
        moved
    }

    /// `member` polls and gives up the partitions a rebalance took from it; returns
    /// them, with their new owners.
    pub fn log_hand_over(&mut self, member: Member) -> Vec<Assignment> {
        let moved = self.log.hand_over(member);
        for assignment in &moved {
            self.settle(assignment.partition);
        }
        moved
    }

    /// Brings the states of a partition's copies in line with its offsets: committed
    /// past is acked, polled is in flight, the rest is ready.
    fn settle(&mut self, partition: u32) {
        let entry = &self.log.partitions[partition as usize];
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
