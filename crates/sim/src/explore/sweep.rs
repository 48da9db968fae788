//! An exploration in progress: the explorer's schedules run a batch at a time, so that
//! a caller can show progress, stop it, or spread it over frames (the app's worker, the
//! CLI's progress line). The work is bounded by the trace events all schedules made,
//! not by the scenario's size: a sweep that reaches the bound stops, and its result says
//! it was truncated and how many schedules it tried.

use std::sync::Arc;

use super::{Exploration, ScheduleResult};
use crate::explore::examples::summarise;
use crate::explore::{run_schedule, ExploreOptions, Scope};
use crate::format::scenario::{Fault, Scenario};

/// Where the sweep stands in the sequence of schedules: first the scenario as written,
/// then each single fault of the space, then (with pairs) each pair `(first, second)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cursor {
    AsWritten,
    Single(usize),
    Pair(usize, usize),
    End,
}

pub struct Sweep {
    /// How many faults the scenario has of its own, before a schedule's are added.
    own_faults: usize,
    space: Vec<Fault>,
    options: ExploreOptions,
    cursor: Cursor,
    /// One trial scenario, shared with each schedule's engine and changed in place once
    /// that engine is gone: no copy of the scenario per schedule.
    trial: Arc<Scenario>,
    results: Vec<ScheduleResult>,
    /// Trace events made by the schedules run so far.
    work_events: u64,
    stopped_early: bool,
}

impl Sweep {
    pub fn new(scenario: &Scenario, options: ExploreOptions) -> Sweep {
        Sweep {
            space: crate::explore::fault_space(scenario),
            own_faults: scenario.faults.len(),
            options,
            cursor: Cursor::AsWritten,
            trial: Arc::new(scenario.clone()),
            results: Vec::new(),
            work_events: 0,
            stopped_early: false,
        }
    }

    /// How many schedules the whole sweep holds (before any bound stops it).
    pub fn total(&self) -> u64 {
        let singles = self.space.len() as u64;
        let pairs = if self.options.pairs {
            singles * singles.saturating_sub(1) / 2
        } else {
            0
        };
        1 + singles + pairs
    }

    /// How many schedules have run.
    pub fn done(&self) -> u64 {
        self.results.len() as u64
    }

    /// The trace events the schedules run so far made: the work the bound counts.
    pub fn work_events(&self) -> u64 {
        self.work_events
    }

    pub fn is_finished(&self) -> bool {
        self.cursor == Cursor::End
    }

    /// The faults the schedule at the cursor adds, and the cursor after it.
    fn schedule_at(&self, cursor: Cursor) -> (Vec<Fault>, Cursor) {
        let n = self.space.len();
        let after_singles = if self.options.pairs && n >= 2 {
            Cursor::Pair(0, 1)
        } else {
            Cursor::End
        };
        match cursor {
            Cursor::AsWritten if n == 0 => (Vec::new(), Cursor::End),
            Cursor::AsWritten => (Vec::new(), Cursor::Single(0)),
            Cursor::Single(i) => {
                let next = if i + 1 < n {
                    Cursor::Single(i + 1)
                } else {
                    after_singles
                };
                (vec![self.space[i].clone()], next)
            }
            Cursor::Pair(i, j) => {
                let next = match (j + 1 < n, i + 2 < n) {
                    (true, _) => Cursor::Pair(i, j + 1),
                    (false, true) => Cursor::Pair(i + 1, i + 2),
                    (false, false) => Cursor::End,
                };
                (vec![self.space[i].clone(), self.space[j].clone()], next)
            }
            Cursor::End => (Vec::new(), Cursor::End),
        }
    }

    /// Runs up to `schedules` more schedules; returns whether the sweep is finished
    /// (every schedule run, or a bound reached).
    pub fn advance(&mut self, schedules: usize) -> bool {
        for _ in 0..schedules {
            if self.is_finished() {
                break;
            }
            let over_count = self.results.len() >= self.options.max_schedules;
            if over_count || self.work_events >= self.options.max_work_events {
                self.stopped_early = true;
                self.cursor = Cursor::End;
                break;
            }
            let (added, next) = self.schedule_at(self.cursor);
            self.cursor = next;
            let faults = &mut Arc::make_mut(&mut self.trial).faults;
            faults.truncate(self.own_faults);
            faults.extend(added.iter().cloned());
            let (result, events) = run_schedule(self.trial.clone(), added);
            self.work_events += events as u64;
            self.results.push(result);
        }
        self.is_finished()
    }

    /// Runs what is left and derives the guarantee from every schedule run.
    pub fn finish(mut self) -> Exploration {
        while !self.advance(usize::MAX) {}
        // The trial goes back to the scenario as written: the examples replay from it.
        Arc::make_mut(&mut self.trial)
            .faults
            .truncate(self.own_faults);
        let scope = if self.options.pairs {
            Scope::SingleFaultsAndPairs
        } else {
            Scope::SingleFaults
        };
        summarise(&self.trial, self.results, self.stopped_early, scope)
    }
}

/// Runs every schedule (within the options' bounds) and derives the guarantee. A
/// caller that wants progress or a way to stop runs a [`Sweep`] instead.
pub fn explore(scenario: &Scenario, options: ExploreOptions) -> Exploration {
    Sweep::new(scenario, options).finish()
}
