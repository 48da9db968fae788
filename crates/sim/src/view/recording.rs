//! A whole run recorded once, for time travel: the trace, kept once and shared, and a
//! copy of the engine every `every_ticks` ticks. The system at any tick is the nearest
//! copy at or before it, run forward, so looking at tick t costs at most
//! `every_ticks` ticks of simulation plus one copy of the state, whatever t is.

use std::sync::Arc;

use crate::engine::Engine;
use crate::format::scenario::Scenario;
use crate::judge::verdict::{MessageVerdict, Totals};
use crate::trace::{CopyInfo, TraceEvent};
use crate::view::holdings::{Holdings, WorkerDoing};
use crate::view::read::Tables;
use crate::world::broker::Broker;
use crate::world::database::Database;
use crate::world::payment::PaymentService;
use crate::world::worker::Worker;

/// The checkpoint interval the web app uses. Measured with `cargo bench -p acklab-sim
/// --bench engine -- large_` on a 1,000-message, 4-worker run (docs/benchmarks.md):
/// 8 ticks saves 12 µs per view and costs 8.7 ms more per recording; 128 ticks costs
/// 41 µs more per view.
pub const CHECKPOINT_TICKS: u64 = 32;

/// A run recorded from start to end.
#[derive(Clone, Debug)]
pub struct Recording {
    trace: Arc<[TraceEvent]>,
    /// The engine after every input up to tick `i * every_ticks`, with no trace of its
    /// own (the recording's trace holds it), and how long the trace was then.
    checkpoints: Vec<(Engine, usize)>,
    every_ticks: u64,
    end_tick: u64,
}

impl PartialEq for Recording {
    /// Two recordings are the same if they share their trace: a recording is made
    /// once per scenario and shared from there.
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.trace, &other.trace)
    }
}

/// A run refused by `Recording::within`: its trace grew past the bound before the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunTooLong {
    /// The bound the trace passed, in trace events.
    pub max_trace_events: usize,
    /// The tick the run had reached when it was stopped.
    pub stopped_at_tick: u64,
}

impl Recording {
    /// Runs `scenario` to the end, keeping a checkpoint every `every_ticks` ticks.
    pub fn new(scenario: Arc<Scenario>, every_ticks: u64) -> Recording {
        match Recording::within(scenario, every_ticks, usize::MAX) {
            Ok(recording) => recording,
            // A trace cannot hold more than `usize::MAX` events.
            Err(_) => unreachable!("no trace passes usize::MAX events"),
        }
    }

    /// Runs `scenario` to the end like `new`, unless its trace passes
    /// `max_trace_events` first: then the run stops there and is refused, so that a
    /// caller with a time budget (a page's main thread) pays at most about that many
    /// events' worth of work to learn that a run is too long for it.
    pub fn within(
        scenario: Arc<Scenario>,
        every_ticks: u64,
        max_trace_events: usize,
    ) -> Result<Recording, RunTooLong> {
        let every_ticks = every_ticks.max(1);
        let mut engine = Engine::shared(scenario);
        let mut trace = Vec::new();
        let mut checkpoints = Vec::new();
        let mut tick = 0;
        loop {
            engine.run_through(tick);
            trace.append(&mut engine.trace);
            if trace.len() > max_trace_events {
                return Err(RunTooLong {
                    max_trace_events,
                    stopped_at_tick: engine.now(),
                });
            }
            checkpoints.push((engine.clone(), trace.len()));
            if engine.is_finished() {
                break;
            }
            tick += every_ticks;
        }
        Ok(Recording {
            trace: trace.into(),
            end_tick: engine.now(),
            checkpoints,
            every_ticks,
        })
    }

    /// The tick of the run's last input: where the run ends.
    pub fn end_tick(&self) -> u64 {
        self.end_tick
    }

    /// The whole run's trace.
    pub fn trace(&self) -> &[TraceEvent] {
        &self.trace
    }

    /// The whole run's metrics per tick (`Metrics::of` its trace).
    pub fn metrics(&self) -> crate::view::metrics::Metrics {
        let last = self.at(self.end_tick);
        let kind = self.checkpoints[0].0.scenario.broker.kind;
        crate::view::metrics::Metrics::of(&self.trace, last.copies(), self.end_tick, kind)
    }

    /// The system after every input up to `tick`, as a fresh engine run to `tick`
    /// would be.
    pub fn at(&self, tick: u64) -> Snapshot {
        let index = (tick / self.every_ticks) as usize;
        let (checkpoint, trace_len) = &self.checkpoints[index.min(self.checkpoints.len() - 1)];
        let mut engine = checkpoint.clone();
        engine.run_to(tick);
        Snapshot {
            trace_len: trace_len + engine.trace.len(),
            trace: self.trace.clone(),
            engine,
        }
    }
}

/// The system at one tick of a recorded run, with the trace up to that tick.
#[derive(Clone, Debug)]
pub struct Snapshot {
    /// Resumed from a checkpoint: its own trace holds only what happened since, so it
    /// is never handed out; `trace()` is the recording's, cut at this tick.
    engine: Engine,
    trace: Arc<[TraceEvent]>,
    trace_len: usize,
}

impl Snapshot {
    pub fn broker(&self) -> &Broker {
        &self.engine.broker
    }

    pub fn database(&self) -> &Database {
        &self.engine.database
    }

    pub fn payment(&self) -> &PaymentService {
        &self.engine.payment
    }

    pub fn workers(&self) -> &[Worker] {
        &self.engine.consumer.workers
    }

    pub fn copies(&self) -> &[CopyInfo] {
        &self.engine.copies
    }

    /// The producer's database and processes at this tick (`acklab/2`).
    pub fn source(&self) -> &crate::world::source::Source {
        &self.engine.source
    }

    /// Whether nothing more happens after this tick.
    pub fn is_finished(&self) -> bool {
        self.engine.is_finished()
    }

    /// Everything that happened up to this tick.
    pub fn trace(&self) -> &[TraceEvent] {
        &self.trace[..self.trace_len]
    }

    /// The tick this snapshot shows.
    pub fn tick(&self) -> u64 {
        self.engine.now()
    }

    /// The verdicts at this tick, explained from the trace so far.
    pub fn verdicts(&self) -> Vec<MessageVerdict> {
        self.engine.verdicts_over(self.trace())
    }

    /// What the broker holds at this tick.
    pub fn holdings(&self) -> Holdings {
        self.engine.holdings()
    }

    /// What each worker does at this tick.
    pub fn doings(&self) -> Vec<WorkerDoing> {
        self.engine.doings()
    }

    /// The tables at this tick, each row marked (see `Engine::tables`).
    pub fn tables(&self, verdicts: &[MessageVerdict]) -> Tables {
        self.engine.tables(verdicts)
    }

    /// The totals at this tick.
    pub fn totals(&self, verdicts: &[MessageVerdict]) -> Totals {
        self.engine.totals(verdicts)
    }
}
