//! The read model of the system panel: what the broker holds (in flight, delayed, dead
//! lettered, each partition's place) and what each worker does, at one tick.

use serde::Serialize;

use crate::engine::Engine;
use crate::format::scenario::Step;
use crate::trace::{CopyId, WorkerId};
use crate::world::broker::{CopyState, Store};
use crate::world::log_broker::Log;
use crate::world::worker::WorkerState;

/// What the broker holds at one tick, copy by copy.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Holdings {
    pub up: bool,
    /// Ready copies in delivery order.
    pub ready: Vec<CopyId>,
    /// Copies delivered and not yet acked, with the ticks left before they are visible
    /// again.
    pub in_flight: Vec<(CopyId, u64)>,
    /// Copies waiting out a retry delay, with the tick they are ready again.
    pub delayed: Vec<(CopyId, u64)>,
    pub dead_lettered: Vec<CopyId>,
    /// The broker is a log: its ready records are those ahead of their partition's
    /// position, and an in-flight record is polled and not yet committed past (no
    /// timeout brings it back; a rebalance does).
    pub log: bool,
    /// On a log: each partition with its records, owner and offsets.
    pub partitions: Vec<PartitionRow>,
    /// On a log: the consumer group's generation (how many rebalances changed an
    /// assignment).
    pub generation: u32,
    /// On a log: the live workers the group has removed for not polling within
    /// `max_poll_interval`; each goes on with its record until it polls and rejoins.
    pub removed: Vec<WorkerId>,
}

/// One partition of a log at one tick, as the log view draws it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct PartitionRow {
    /// The records in offset order.
    pub records: Vec<CopyId>,
    /// Every record before this offset is committed (consumed, as far as the group
    /// knows).
    pub committed: u64,
    /// The offset the owner polls next.
    pub position: u64,
    pub owner: Option<WorkerId>,
    /// The offset of a record the consumer gave up on: nobody reads past it.
    pub blocked_at: Option<u64>,
    /// A rebalance gave the partition to this worker; its live owner keeps it until its
    /// next poll (Kafka's revocation).
    pub revoking_to: Option<WorkerId>,
}

/// What one worker does at one tick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WorkerDoing {
    Idle,
    /// Crashed; back at `restarts_at`.
    Down {
        restarts_at: u64,
    },
    Busy {
        copy: CopyId,
        delivery: u32,
        /// The step it takes next (none once its pipeline is done).
        next: Option<Step>,
        /// Blocked on the lock another worker's transaction holds.
        waiting_for: Option<WorkerId>,
        /// Frozen until this tick.
        stalled_until: Option<u64>,
    },
}

impl Engine {
    /// On a log: the workers that are up but not members of the group.
    fn removed_members(&self, log: &Log) -> Vec<WorkerId> {
        let workers = self.consumer.workers.iter().enumerate();
        let up = |(_, w): &(usize, &crate::world::worker::Worker)| {
            !matches!(w.state, crate::world::worker::WorkerState::Down { .. })
        };
        workers
            .filter(up)
            .filter(|(index, _)| log.members.get(*index) == Some(&None))
            .map(|(index, _)| index as WorkerId)
            .collect()
    }

    /// A log's partitions and its records ready to poll, partition by partition in
    /// offset order.
    fn log_holdings(&self, log: &Log) -> Holdings {
        let records = log
            .partitions
            .iter()
            .flat_map(|p| p.records.iter().copied());
        let ready = |c: &CopyId| self.broker.copies[*c as usize].state == CopyState::Ready;
        let partitions = log.partitions.iter().map(|p| PartitionRow {
            records: p.records.clone(),
            committed: p.committed,
            position: p.position,
            owner: p.owner.map(|m| m.worker),
            blocked_at: p.blocked_at,
            revoking_to: p.revoking.map(|(member, _)| member.worker),
        });
        Holdings {
            ready: records.filter(ready).collect(),
            log: true,
            partitions: partitions.collect(),
            generation: log.generation,
            removed: self.removed_members(log),
            ..Holdings::default()
        }
    }

    /// What the broker holds, for the system panel.
    pub fn holdings(&self) -> Holdings {
        let mut holdings = match &self.broker.store {
            Store::Queue(line) => Holdings {
                ready: line.iter().copied().collect(),
                ..Holdings::default()
            },
            Store::Log(log) => self.log_holdings(log),
        };
        holdings.up = self.broker.up;
        let log = holdings.log;
        for (copy, entry) in self.broker.copies.iter().enumerate() {
            let copy = copy as CopyId;
            match entry.state {
                CopyState::InFlight { expires_at, .. } => {
                    let left = if log {
                        0
                    } else {
                        expires_at.saturating_sub(self.now)
                    };
                    holdings.in_flight.push((copy, left));
                }
                CopyState::Delayed { until } => holdings.delayed.push((copy, until)),
                CopyState::DeadLettered { .. } => holdings.dead_lettered.push(copy),
                CopyState::Ready | CopyState::Acked | CopyState::Dropped => {}
            }
        }
        holdings
    }

    /// What each worker does, for the system panel and the editor's marks.
    pub fn doings(&self) -> Vec<WorkerDoing> {
        self.consumer
            .workers
            .iter()
            .map(|worker| match worker.state {
                WorkerState::Idle => WorkerDoing::Idle,
                WorkerState::Down { restarts_at } => WorkerDoing::Down { restarts_at },
                WorkerState::Busy(job) => WorkerDoing::Busy {
                    copy: job.copy,
                    delivery: job.delivery,
                    next: self.scenario.pipeline.get(job.next_step).copied(),
                    waiting_for: job.waiting_for,
                    stalled_until: job.stalled_until,
                },
            })
            .collect()
    }
}
