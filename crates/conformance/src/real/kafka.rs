//! One log scenario on a Kafka-compatible broker with PostgreSQL: the input topic
//! written by a publisher, one worker consuming it in the scenario's group, its
//! offsets committed to the broker, its output records and Kafka transactions on the
//! broker, its effects in PostgreSQL.
//!
//! The run keeps the simulator's ticks as a count of turns, not as time: the
//! publisher sends message *i* at its tick, first in the tick, and the worker takes
//! one step a tick, polls when idle, and comes back after a crash when the simulator's
//! group hands its partition back. With one worker and no timer of the client's
//! (`auto_commit`, `max_poll_interval`), nothing on the broker depends on time, so
//! the turns need no pacing and a stall only moves the worker's next step later. The
//! worker's consumer is assigned the partition and starts at the group's committed
//! offset, as a member does after a rebalance; the group's membership and its session
//! timeouts are not exercised.

pub(crate) mod client;
pub(crate) mod record;

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, HashSet};

use acklab_sim::{Op, Scenario, Step, WORKER_RESTART_TICKS};
use rdkafka::consumer::BaseConsumer;
use rdkafka::producer::BaseProducer;

use self::client::{Record, Topics};
use self::record::{Job, StepEnd};
use super::payment::{CallsAt, PaymentService};
use super::steps::Faults;
use super::worker::{publish_tick, Worker};
use super::{create_schema, drop_schema, postgres, read_tables, Names};
use crate::compare::Observed;
use crate::Services;

/// A run that has not ended after this many ticks is given up on.
const TICK_LIMIT: u64 = 10_000;

/// One life of the worker's process on the broker: its consumer (and where it has
/// read to and committed), its producers, its open Kafka transaction, and the rest
/// of its last poll.
pub struct Life {
    pub consumer: BaseConsumer,
    pub plain: BaseProducer,
    pub transactional: Option<BaseProducer>,
    pub in_transaction: bool,
    /// The offset noted in the open transaction, committed with it.
    pub noted: Option<i64>,
    pub position: i64,
    pub committed: i64,
    pub batch: Vec<Record>,
}

/// What the run shares: the scenario, its topics, its one-shot faults, and what it
/// saw on the way.
pub struct LogRun<'a> {
    pub scenario: &'a Scenario,
    pub topics: &'a Topics,
    pub faults: RefCell<Faults>,
    pub skipped: RefCell<Vec<String>>,
    pub deliveries: RefCell<Vec<String>>,
    /// Polls of each record so far, by offset: a record's delivery number.
    polls: RefCell<BTreeMap<i64, u32>>,
    /// The offset the partition is blocked at, behind a record given up on.
    pub blocked_at: Cell<Option<i64>>,
    /// The payment service's stand-in, on the run's own session.
    pub payment: PaymentService<'a>,
}

/// Replays a log scenario on the broker at `services.kafka` and PostgreSQL.
pub async fn run(
    services: &Services,
    scenario: &Scenario,
    index: usize,
) -> Result<Observed, String> {
    let names = Names::new("kafka", index);
    let topics = Topics {
        bootstrap: services.kafka.clone(),
        input: names.queue.clone(),
        dead_letters: names.dead_letter_queue.clone(),
        output: format!("{}-out", names.queue),
        group: names.queue.clone(),
        transactional_id: format!("{}-worker-0", names.queue),
    };
    let admin = postgres(services, "public").await?;
    create_schema(&admin, &names, scenario).await?;
    client::create_topics(&topics, scenario.broker.partitions).await?;
    let payment_calls = Cell::new(CallsAt::default());
    let run = LogRun {
        scenario,
        topics: &topics,
        faults: RefCell::new(Faults::new(scenario)),
        skipped: RefCell::new(Vec::new()),
        deliveries: RefCell::new(Vec::new()),
        polls: RefCell::new(BTreeMap::new()),
        blocked_at: Cell::new(None),
        payment: PaymentService {
            session: &admin,
            schema: &names.schema,
            scenario,
            calls: &payment_calls,
        },
    };
    let replayed = replay(services, &names, &run).await;
    let observed = match replayed {
        Ok(()) => observe(&admin, &names, &run).await,
        Err(e) => Err(e),
    };
    drop_schema(&admin, &names).await;
    observed
}

/// The turns, tick by tick, until every message is published and the worker has read
/// to the partition's end or is blocked.
async fn replay(services: &Services, names: &Names, run: &LogRun<'_>) -> Result<(), String> {
    let publisher = client::plain_producer(&run.topics.bootstrap)?;
    let mut published = 0;
    let mut worker = Some(start(services, names, run).await?);
    let mut back_at = None;
    let mut job = None;
    // librdkafka's calls block the harness's thread, so the suite's time limit cannot
    // interrupt them: the run keeps its own.
    let started = std::time::Instant::now();
    for tick in 0..TICK_LIMIT {
        if started.elapsed() > crate::SCENARIO_LIMIT {
            return Err(format!(
                "no end within {} s",
                crate::SCENARIO_LIMIT.as_secs()
            ));
        }
        while publish_tick(run.scenario, published).is_some_and(|at| at <= tick) {
            let id = &run.scenario.messages[published].id;
            client::send(&publisher, &run.topics.input, id, id, Some(0))?;
            published += 1;
        }
        if back_at.is_some_and(|at| at <= tick) {
            worker = Some(start(services, names, run).await?);
            back_at = None;
        }
        let Some(live) = worker.as_mut() else {
            continue;
        };
        if auto_commit_due(run.scenario, tick) {
            commit_position(run, live)?;
        }
        if work_in_tick(run, live, &mut job, tick).await? {
            // The process died: its connections close with it.
            worker = None;
            job = None;
            back_at = Some(tick + restart_ticks(run.scenario));
            continue;
        }
        let all_published = published == run.scenario.messages.len();
        if all_published && job.is_none() && read_to_the_end(run, live)? {
            // The simulator's timer fires once more after everything else is done.
            if run.scenario.consumer.auto_commit.is_some() {
                commit_position(run, live)?;
            }
            return match run.faults.borrow().unfired().as_slice() {
                [] => Ok(()),
                unfired => Err(format!("these faults never fired: {unfired:?}")),
            };
        }
    }
    Err(format!("no end within {TICK_LIMIT} ticks"))
}

/// Whether the client's auto-commit timer (`consumer.auto_commit`) fires at the start
/// of `tick`, as the simulator's does: every that many ticks from the start.
pub(crate) fn auto_commit_due(scenario: &Scenario, tick: u64) -> bool {
    scenario
        .consumer
        .auto_commit
        .is_some_and(|every| tick > 0 && tick.is_multiple_of(every))
}

/// An auto-commit: the position of the worker's last poll, processed or not, as
/// librdkafka's auto-commit commits the offsets its polls stored. librdkafka's timer
/// runs on the wall clock, which the ticks here are not, so the harness fires it at
/// the simulator's ticks; the commit itself goes to the broker as any other.
fn commit_position(run: &LogRun<'_>, worker: &mut Worker<Life>) -> Result<(), String> {
    let life = &mut worker.queue;
    if life.position <= life.committed {
        return Ok(());
    }
    client::commit(&life.consumer, &run.topics.input, life.position)?;
    life.committed = life.position;
    Ok(())
}

/// How long after its crash the worker has its partition again: the process is back
/// after `WORKER_RESTART_TICKS`, and the group hands the partition over once the dead
/// member's session has timed out.
fn restart_ticks(scenario: &Scenario) -> u64 {
    WORKER_RESTART_TICKS.max(scenario.broker.session_timeout)
}

/// The worker's turn at `tick`: the next step of its record when one is due, and while
/// idle the next record of its poll, or a new poll. True when the process crashed.
async fn work_in_tick(
    run: &LogRun<'_>,
    worker: &mut Worker<Life>,
    job: &mut Option<(Job, u64)>,
    tick: u64,
) -> Result<bool, String> {
    loop {
        if let Some((current, due)) = job.as_mut() {
            if *due != tick {
                return Ok(false);
            }
            match record::step(run, worker, current, tick).await? {
                StepEnd::Next(after) => {
                    *due = tick + after;
                    return Ok(false);
                }
                StepEnd::Finished => *job = None,
                StepEnd::Crashed => return Ok(true),
            }
        }
        match take_next(run, worker, tick)? {
            Some(next) => *job = Some((next, tick)),
            None => return Ok(false),
        }
    }
}

/// The next record of the last poll, or a poll of up to `max_poll_records` records
/// from the worker's position; None when nothing is there to read.
fn take_next(
    run: &LogRun<'_>,
    worker: &mut Worker<Life>,
    tick: u64,
) -> Result<Option<Job>, String> {
    let life = &mut worker.queue;
    if !life.batch.is_empty() {
        let record = life.batch.remove(0);
        let left = life.batch.len() as u32;
        // A later record of a poll starts after `poll`, and after `commit_offset`
        // when it comes right after `poll` (the poll's commit is made once).
        let committed_first = run.scenario.pipeline.get(1) == Some(&Step::CommitOffset);
        let resume = if committed_first { 2 } else { 1 };
        return begin(run, record, left, resume).map(Some);
    }
    if run.blocked_at.get().is_some() {
        return Ok(None);
    }
    let end = client::end_offset(&life.consumer, &run.topics.input)?;
    let most = run.scenario.consumer.max_poll_records.max(1) as usize;
    let available = usize::try_from(end - life.position).unwrap_or(0);
    if available == 0 {
        return Ok(None);
    }
    let mut polled = client::poll(&life.consumer, life.position, available.min(most))?;
    life.position += polled.len() as i64;
    for record in &polled {
        let mut polls = run.polls.borrow_mut();
        let number = polls.entry(record.offset).or_insert(0);
        *number += 1;
        let line = format!("{tick}:0:{}#{number}", record.id);
        run.deliveries.borrow_mut().push(line);
    }
    let first = polled.remove(0);
    let left = polled.len() as u32;
    life.batch = polled;
    begin(run, first, left, 0).map(Some)
}

fn begin(
    run: &LogRun<'_>,
    record: Record,
    batch_left: u32,
    next_step: usize,
) -> Result<Job, String> {
    let message = run
        .scenario
        .messages
        .iter()
        .position(|m| m.id == record.id)
        .ok_or_else(|| format!("a record of an unknown message {}", record.id))?;
    let number = run.polls.borrow().get(&record.offset).copied().unwrap_or(1);
    let committed_first = run.scenario.pipeline.get(1) == Some(&Step::CommitOffset);
    Ok(Job {
        record,
        message,
        number,
        next_step,
        batch_left,
        acked: next_step > 1 && committed_first,
    })
}

/// Whether the worker has nothing left to read: its partition is blocked, or its
/// position is at the partition's end with no record of its poll left.
fn read_to_the_end(run: &LogRun<'_>, worker: &Worker<Life>) -> Result<bool, String> {
    if run.blocked_at.get().is_some() {
        return Ok(true);
    }
    let life = &worker.queue;
    let end = client::end_offset(&life.consumer, &run.topics.input)?;
    Ok(life.batch.is_empty() && life.position >= end)
}

/// A new process of the worker: a consumer at the group's committed offset, its
/// producers, a database session, an empty memory.
async fn start(
    services: &Services,
    names: &Names,
    run: &LogRun<'_>,
) -> Result<Worker<Life>, String> {
    // A process that writes in Kafka transactions opens its transactional producer as
    // it starts, before its consumer reads the committed offset, as an application
    // does: that fences the producer of the process that died and aborts the
    // transaction it left open, so no offset of it is pending any more.
    let transactional = match run.scenario.pipeline.contains(&Step::BeginTx) {
        true => Some(client::transactional_producer(run.topics)?),
        false => None,
    };
    let read_committed = true;
    let (consumer, position) = client::consumer(run.topics, read_committed)?;
    let life = Life {
        consumer,
        plain: client::plain_producer(&run.topics.bootstrap)?,
        transactional,
        in_transaction: false,
        noted: None,
        position,
        committed: position,
        batch: Vec::new(),
    };
    Ok(Worker {
        queue: life,
        database: postgres(services, &names.schema).await?,
        pid: 0,
        memory: HashSet::new(),
    })
}

/// What the run left: the effects in PostgreSQL, the output records the downstream
/// reader sees (as applications of each `emit`), the dead-letter topic, and the
/// records at or past the committed offset (pending unless applied).
async fn observe(
    admin: &tokio_postgres::Client,
    names: &Names,
    run: &LogRun<'_>,
) -> Result<Observed, String> {
    let mut observed = read_tables(admin, names).await?;
    let topics = run.topics;
    let read_committed = run.scenario.downstream.isolation.is_read_committed();
    let output = client::read_all(&topics.bootstrap, &topics.output, read_committed)?;
    for message in &run.scenario.messages {
        if message.op == Op::Emit {
            let seen = output.get(&message.id).copied().unwrap_or(0);
            observed.applied.insert(message.id.clone(), seen);
        }
    }
    let dead = client::read_all(&topics.bootstrap, &topics.dead_letters, false)?;
    for (id, count) in dead {
        observed
            .dead_lettered
            .extend(std::iter::repeat_n(id, count as usize));
    }
    // As in the simulator, a record at or past the group's committed offset is still
    // held by the log: never applied, it is pending (behind a blocked record, or left
    // uncommitted).
    let (_, committed) = client::consumer(topics, true)?;
    let held = run.scenario.messages.iter().skip(committed as usize);
    observed.pending = held.map(|m| m.id.clone()).collect();
    observed.skipped = run.skipped.take();
    observed.deliveries = run.deliveries.take();
    Ok(observed)
}
