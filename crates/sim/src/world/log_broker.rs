//! The log broker (Kafka-like): partitions of records with offsets, one consumer group
//! whose members are the workers, each partition's committed offset and its owner's
//! position. A plain state machine like the queue: the engine calls it and records
//! what it answers. The records are the broker's copies, so a copy's state says where
//! the group stands with it: ready (ahead of the position), in flight (polled, not
//! committed past), acked (committed past, whether or not it was processed).

use serde::Serialize;

use crate::trace::{CopyId, WorkerId};

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
    pub(crate) next_partition: Vec<usize>,
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
