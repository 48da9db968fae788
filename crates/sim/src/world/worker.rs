//! A consumer worker process: what it is doing and what it remembers.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::trace::{CopyId, WorkerId};

/// The delivery a worker is working on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Job {
    pub copy: CopyId,
    pub message: usize,
    pub delivery: u32,
    /// Index of the next pipeline step to run.
    pub next_step: usize,
    /// Whether this delivery's ack already reached the broker.
    pub acked: bool,
    /// Set once a reconciling charge found no earlier charge: the call comes next.
    pub status_checked: bool,
    /// Set while `record_dedup` waits for another worker's transaction.
    pub waiting_for: Option<WorkerId>,
    /// Set while the worker is frozen by a stall fault.
    pub stalled_until: Option<u64>,
    /// On a log with batches: how many records of this poll come after this one.
    pub batch_left: u32,
    /// On a log: the assignment generation of the record's partition when it was
    /// polled (Kafka's group generation, which fences a transaction's offsets).
    pub generation: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum WorkerState {
    Idle,
    Busy(Job),
    /// Crashed; back at `restarts_at` with empty memory.
    Down {
        restarts_at: u64,
    },
}

#[derive(Clone, Debug, Serialize)]
pub struct Worker {
    pub state: WorkerState,
    /// Bumped at every crash so that steps scheduled before it are ignored.
    pub epoch: u32,
    /// The in-process dedup set (`memory` store): each interned message id, with the
    /// tick it was recorded at.
    pub memory: BTreeMap<u32, u64>,
    /// On a log: the records of the last poll not yet started, in offset order, with
    /// their poll counts.
    pub batch: Vec<(CopyId, u32)>,
    /// On a log: the tick of the worker's last poll, which `max_poll_interval` counts
    /// from.
    pub polled_at: Option<u64>,
}

impl Worker {
    pub fn new() -> Self {
        Worker {
            state: WorkerState::Idle,
            epoch: 0,
            memory: BTreeMap::new(),
            batch: Vec::new(),
            polled_at: None,
        }
    }

    pub fn job(&self) -> Option<&Job> {
        match &self.state {
            WorkerState::Busy(job) => Some(job),
            _ => None,
        }
    }

    pub fn job_mut(&mut self) -> Option<&mut Job> {
        match &mut self.state {
            WorkerState::Busy(job) => Some(job),
            _ => None,
        }
    }

    /// The process dies: its memory is gone and queued steps become stale.
    pub fn crash(&mut self, restarts_at: u64) {
        self.state = WorkerState::Down { restarts_at };
        self.memory.clear();
        self.batch.clear();
        self.polled_at = None;
        self.epoch += 1;
    }
}

impl Default for Worker {
    fn default() -> Self {
        Worker::new()
    }
}
