//! `acklab-sim`: the pure, deterministic simulation core of AckLab.
//!
//! A run is a function of (scenario, seed): virtual ticks, a seeded PRNG, no clock, no
//! I/O and no web dependency. The components (producer, broker, workers, database,
//! payment service) are plain state machines; the engine feeds them inputs in (tick,
//! sequence) order and records the trace; the verdicts and the checker read the result.

mod broker;
#[cfg(feature = "checker")]
mod checker;
#[cfg(feature = "checker")]
mod checker_source;
mod consumer;
mod database;
mod engine;
#[cfg(feature = "english")]
pub mod english;
mod error;
mod explain;
mod explore;
mod explore_wire;
mod fault;
mod faults;
mod log_broker;
mod log_config;
mod mail;
mod message;
mod metrics;
mod orders;
mod output;
mod payment;
mod producer;
mod read;
mod recording;
mod retry;
mod scenario;
mod source;
mod source_config;
mod sweep;
mod trace;
mod trace_parts;
mod validate;
mod validate_log;
mod validate_order;
mod validate_source;
mod verdict;
mod worker;

pub use broker::{Broker, BrokerCopy, CopyState};
pub use database::{Database, Write};
pub use engine::{
    Engine, Input, BROKER_DOWN_TICKS, CONFIRM_TIMEOUT_TICKS, MAX_PUBLISH_ATTEMPTS,
    WORKER_RESTART_TICKS,
};
#[cfg(feature = "english")]
pub use error::{printable, LINE_CHARS};
pub use error::{quoted, QUOTED_CHARS};
pub use error::{ErrorKind, JsonKind, ScenarioError};
pub use explain::Cause;
pub use explore::{
    explore, fault_space, Example, Exploration, ExploreOptions, Guarantee, ScheduleResult, Scope,
};
pub use explore_wire::EXPLORATION_WIRE_FORMAT;
pub use fault::{
    Brokers, FaultInfo, FaultKind, FaultSpot, Moment as FaultMoment, Needs, Since, TickAction, When,
};
pub use log_broker::{Log, Member, Partition};
pub use log_config::{partition_of, BrokerKind, ConsumerConfig};
pub use metrics::{Metrics, MAX_POINTS};
pub use output::{DownstreamConfig, Isolation, OutputRecord, OutputTopic, RecordState};
pub use payment::{ChargeRow, PaymentService};
pub use read::{Holdings, PartitionRow, RowMark, RowValue, TableRow, Tables, WorkerDoing};
pub use recording::{Recording, RunTooLong, Snapshot, CHECKPOINT_TICKS};
pub use scenario::{
    BrokerConfig, DedupConfig, DedupStore, Fault, Message, Op, Outage, PaymentConfig,
    ProducerConfig, ProducerStep, RelayConfig, RelayStep, RetryPolicy, Scenario, Step, FORMAT,
    FORMAT_2,
};
pub use source::{OutboxRow, Source};
pub use sweep::Sweep;
pub use trace::{
    ApplyError, CopyId, CopyInfo, DeadLetterReason, EventKind, LogPlace, OperationStatus,
    TraceEvent, WorkerId,
};
pub use verdict::{MessageVerdict, Outcome, RunReport, Totals};
pub use worker::{Job, Worker, WorkerState};

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
        &self.workers
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
