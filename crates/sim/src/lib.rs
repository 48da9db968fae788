//! `acklab-sim`: the pure, deterministic simulation core of AckLab.
//!
//! A run is a function of (scenario, seed): virtual ticks, a seeded PRNG, no clock, no
//! I/O and no web dependency. The components (producer, broker, workers, database,
//! payment service) are plain state machines; the engine feeds them inputs in (tick,
//! sequence) order and records the trace; the verdicts and the checker read the result.

// The layers, each allowed to use only the ones before it (`cargo xtask test` checks
// it, ARCHITECTURE.md says why): the format a scenario is written in, the trace a run
// records, the world's components, the engine that drives them, the judge that gives
// verdicts and explanations, the views that read a run, and the explorer.
mod engine;
mod explore;
mod format;
mod judge;
mod trace;
mod view;
mod world;

#[cfg(feature = "english")]
pub use view::english;

pub use engine::{
    Engine, Input, BROKER_DOWN_TICKS, CONFIRM_TIMEOUT_TICKS, MAX_PUBLISH_ATTEMPTS,
    WORKER_RESTART_TICKS,
};
pub use explore::sweep::{explore, Sweep};
pub use explore::wire::EXPLORATION_WIRE_FORMAT;
pub use explore::{
    fault_space, Example, Exploration, ExploreOptions, Guarantee, ScheduleResult, Scope,
};
pub use format::broker_like::BrokerLike;
pub use format::downstream::{DownstreamConfig, Isolation};
pub use format::edit::SourceStage;
#[cfg(feature = "english")]
pub use format::error::{printable, LINE_CHARS};
pub use format::error::{quoted, QUOTED_CHARS};
pub use format::error::{ErrorKind, JsonKind, ScenarioError};
pub use format::fault::{
    Brokers, FaultInfo, FaultKind, FaultSpot, Moment as FaultMoment, Needs, Since, TickAction, When,
};
pub use format::log_config::{partition_of, BrokerKind, ConsumerConfig};
pub use format::scenario::{
    BrokerConfig, DedupConfig, DedupStore, Fault, Message, Op, Outage, PaymentConfig,
    ProducerConfig, ProducerStep, RelayConfig, RelayStep, RetryPolicy, Scenario, Step, FORMAT,
    FORMAT_2,
};
pub use judge::cause::Cause;
pub use judge::verdict::{MessageVerdict, Outcome, RunReport, Totals};
pub use trace::{
    ApplyError, ChannelCloseCause, CopyId, CopyInfo, DeadLetterReason, EventKind, LogPlace,
    OperationStatus, TraceEvent, WorkerId,
};
pub use view::holdings::{Holdings, PartitionRow, WorkerDoing};
pub use view::metrics::{Metrics, MAX_POINTS};
pub use view::read::{RowMark, RowValue, TableRow, Tables};
pub use view::recording::{Recording, RunTooLong, Snapshot, CHECKPOINT_TICKS};
pub use world::broker::{Broker, BrokerCopy, CopyState};
pub use world::database::{Database, Write};
pub use world::log_broker::{Log, Member, Partition};
pub use world::output::{OutputRecord, OutputTopic, RecordState};
pub use world::payment::{ChargeRow, PaymentService};
pub use world::source::{OutboxRow, Source};
pub use world::worker::{Job, Worker, WorkerState};

/// Runs a validated scenario to the end and returns the verdicts and the trace.
#[cfg(feature = "checker")]
pub fn run(scenario: &Scenario) -> RunReport {
    let mut engine = Engine::new(scenario);
    engine.run();
    engine.report()
}

/// Parses, validates and runs a scenario given as `acklab/1` JSON.
#[cfg(feature = "checker")]
pub fn run_json(text: &str) -> Result<RunReport, ScenarioError> {
    let scenario = Scenario::from_json(text)?;
    Ok(run(&scenario))
}

impl Engine {
    /// The components, read-only, for views that draw the system.
    pub fn broker(&self) -> &Broker {
        &self.broker
    }

    pub fn database(&self) -> &Database {
        &self.database
    }

    pub fn payment(&self) -> &PaymentService {
        &self.payment
    }

    pub fn workers(&self) -> &[Worker] {
        &self.consumer.workers
    }

    pub fn copies(&self) -> &[CopyInfo] {
        &self.copies
    }

    pub fn trace(&self) -> &[TraceEvent] {
        &self.trace
    }

    pub fn scenario(&self) -> &Scenario {
        &self.scenario
    }
}
