//! One record through the scenario's pipeline on Kafka, one step a tick, as the
//! simulator's worker takes it on its log: the offset committed by `commit_offset`
//! (cumulative, once per poll when the poll's batch is committed together), a
//! duplicate committed past, a failed record polled again or parked in the
//! dead-letter topic or blocking its partition, and Kafka transactions around the
//! output records and the offset.

use acklab_sim::{Op, Step};

use super::client::{self, Record};
use super::{Life, LogRun};
use crate::real::failed_sql;
use crate::real::payment::{self, Charge};
use crate::real::statements::{apply, dedup_step, stale_version};
use crate::real::worker::Worker;

/// The record a worker is on: which delivery of it (polls so far), the step it is at,
/// how many records of its poll come after it, and whether its offset is committed.
pub struct Job {
    pub record: Record,
    pub message: usize,
    pub number: u32,
    pub next_step: usize,
    pub batch_left: u32,
    pub acked: bool,
}

/// What came of one step.
pub enum StepEnd {
    /// The next step runs this many ticks later (1, more after a stall).
    Next(u64),
    /// The record is done with; the worker is idle.
    Finished,
    /// The process died right after the step.
    Crashed,
}

/// Runs the job's next step at `tick`, or finishes the record after the last.
pub async fn step(
    run: &LogRun<'_>,
    worker: &mut Worker<Life>,
    job: &mut Job,
    tick: u64,
) -> Result<StepEnd, String> {
    let pipeline = &run.scenario.pipeline;
    let step = pipeline
        .get(job.next_step)
        .copied()
        .filter(|&s| !commit_waits_for_batch(run, job, s));
    let Some(step) = step else {
        return Ok(StepEnd::Finished);
    };
    let message = &run.scenario.messages[job.message];
    match execute(run, worker, job, step, tick).await? {
        Executed::Continue => {}
        Executed::Duplicate => {
            rollback(worker).await;
            let commits = pipeline.contains(&Step::CommitOffset);
            if !job.acked && commits && job.batch_left == 0 {
                commit_offset(run, worker, job)?;
            }
            if worker.queue.in_transaction {
                commit_transaction(worker)?;
            }
            return Ok(StepEnd::Finished);
        }
        Executed::Failed { permanent } => {
            rollback(worker).await;
            if worker.queue.in_transaction {
                worker.queue.in_transaction = false;
                worker.queue.noted = None;
                if let Some(producer) = &worker.queue.transactional {
                    client::end_transaction(producer, false)?;
                }
            }
            after_failed_record(run, worker, job, permanent)?;
            return Ok(StepEnd::Finished);
        }
    }
    job.next_step += 1;
    let mut faults = run.faults.borrow_mut();
    if faults.crash_after(&message.id, job.number, step) {
        return Ok(StepEnd::Crashed);
    }
    let stall = faults.stall_after(&message.id, job.number, step);
    Ok(StepEnd::Next(1 + stall.unwrap_or(0)))
}

/// Whether `commit_offset` as the pipeline's last step waits for the poll's last
/// record: the batch is committed once, after it (the simulator's rule).
fn commit_waits_for_batch(run: &LogRun<'_>, job: &Job, step: Step) -> bool {
    let last = run.scenario.pipeline.len().saturating_sub(1);
    step == Step::CommitOffset && job.batch_left > 0 && job.next_step == last && last > 1
}

enum Executed {
    Continue,
    Duplicate,
    Failed { permanent: bool },
}

async fn execute(
    run: &LogRun<'_>,
    worker: &mut Worker<Life>,
    job: &mut Job,
    step: Step,
    tick: u64,
) -> Result<Executed, String> {
    let scenario = run.scenario;
    let message = &scenario.messages[job.message];
    match step {
        Step::Poll | Step::Receive => {}
        Step::Begin => worker
            .database
            .batch_execute("BEGIN")
            .await
            .map_err(failed_sql("BEGIN"))?,
        Step::Commit => worker
            .database
            .batch_execute("COMMIT")
            .await
            .map_err(failed_sql("COMMIT"))?,
        Step::CheckDedup | Step::RecordDedup => {
            if dedup_step(worker, scenario, &message.id, step, tick).await? {
                return Ok(Executed::Duplicate);
            }
        }
        Step::CheckVersion => {
            if stale_version(&worker.database, scenario, message).await? {
                run.skipped.borrow_mut().push(message.id.clone());
                return Ok(Executed::Duplicate);
            }
        }
        Step::BeginTx => begin_transaction(worker)?,
        Step::CommitTx => commit_transaction(worker)?,
        Step::Apply => {
            let failed = run.faults.borrow().apply_error(&message.id, job.number);
            if let Some(permanent) = failed {
                return Ok(Executed::Failed { permanent });
            }
            if message.op == Op::Emit {
                emit(run, worker, &message.id)?;
            } else if message.op == Op::Charge {
                return charge(run, job, message, tick).await;
            } else {
                apply(&worker.database, scenario, message).await?;
            }
        }
        Step::CommitOffset => {
            commit_offset(run, worker, job)?;
            // Inside a Kafka transaction the offset takes effect with `commit_tx`.
            if !worker.queue.in_transaction {
                job.acked = true;
            }
        }
        Step::Ack | Step::RecordAttempt | Step::RecordResult => {
            return Err(format!("step {} is not replayed on a log", step.name()));
        }
    }
    Ok(Executed::Continue)
}

/// `apply` on a charge: the call to the payment service's stand-in under the record's
/// id; a refused call or a lost response fails the record as a transient error does.
async fn charge(
    run: &LogRun<'_>,
    job: &Job,
    message: &acklab_sim::Message,
    tick: u64,
) -> Result<Executed, String> {
    let charged = payment::charge(run.payment, &job.record.id, message.amount(), tick).await?;
    let failed = match charged {
        Charge::Refused => true,
        Charge::Answered => run
            .faults
            .borrow_mut()
            .lose_payment_response(&message.id, job.number),
    };
    Ok(if failed {
        Executed::Failed { permanent: false }
    } else {
        Executed::Continue
    })
}

/// `commit_offset`: the position after the job's record (after the whole poll when the
/// step comes right after `poll`), noted in the open Kafka transaction, or committed
/// for the group unless the commit is lost on its way or the group is past it already.
fn commit_offset(run: &LogRun<'_>, worker: &mut Worker<Life>, job: &Job) -> Result<(), String> {
    let ahead = if job.next_step == 1 {
        job.batch_left
    } else {
        0
    };
    let offset = job.record.offset + 1 + i64::from(ahead);
    let life = &mut worker.queue;
    if life.in_transaction {
        let producer = life
            .transactional
            .as_ref()
            .ok_or("a transaction without its producer")?;
        let topic = &run.topics.input;
        client::offset_into_transaction(producer, &life.consumer, topic, offset)?;
        life.noted = Some(offset);
        return Ok(());
    }
    let id = &run.scenario.messages[job.message].id;
    if run.faults.borrow_mut().lose_commit(id, job.number) {
        // The request never reaches the broker, as a commit lost on the network.
        return Ok(());
    }
    if offset <= life.committed {
        return Ok(());
    }
    client::commit(&life.consumer, &run.topics.input, offset)?;
    life.committed = offset;
    Ok(())
}

/// `begin_tx`: the worker's transactional producer begins a transaction.
fn begin_transaction(worker: &mut Worker<Life>) -> Result<(), String> {
    let life = &mut worker.queue;
    let producer = life
        .transactional
        .as_ref()
        .ok_or("a transaction without its producer")?;
    client::begin_transaction(producer)?;
    life.in_transaction = true;
    Ok(())
}

/// `commit_tx`: the open transaction's output records and noted offset take effect.
fn commit_transaction(worker: &mut Worker<Life>) -> Result<(), String> {
    let life = &mut worker.queue;
    if !life.in_transaction {
        return Ok(());
    }
    life.in_transaction = false;
    let producer = life
        .transactional
        .as_ref()
        .ok_or("a transaction without its producer")?;
    client::end_transaction(producer, true)?;
    if let Some(offset) = life.noted.take() {
        life.committed = life.committed.max(offset);
    }
    Ok(())
}

/// `apply` of an `emit`: one record to the output topic, inside the open Kafka
/// transaction or on its own.
fn emit(run: &LogRun<'_>, worker: &mut Worker<Life>, id: &str) -> Result<(), String> {
    let life = &worker.queue;
    let producer = match (&life.transactional, life.in_transaction) {
        (Some(transactional), true) => transactional,
        _ => &life.plain,
    };
    let output = &run.topics.output;
    client::send(producer, output, id, id, None)
}

/// After a failed record, as the simulator's consumer does: poll it again, up to
/// `broker.max_deliveries` polls (one for a permanent error); then park it in the
/// dead-letter topic and commit past it, or, without one, block the partition there.
fn after_failed_record(
    run: &LogRun<'_>,
    worker: &mut Worker<Life>,
    job: &Job,
    permanent: bool,
) -> Result<(), String> {
    let offset = job.record.offset;
    let tries_left = job.number < run.scenario.broker.max_deliveries;
    worker.queue.batch.clear();
    // As in the simulator, only the handler's error counts toward giving up: a charge
    // refused or whose response was lost is polled again.
    let id = &run.scenario.messages[job.message].id;
    let handler_error = run.faults.borrow().apply_error(id, job.number).is_some();
    if !handler_error || (tries_left && !permanent) {
        return seek(run, worker, offset);
    }
    if !run.scenario.consumer.dead_letter_topic {
        // The position stays at the record given up on, as the simulator's block
        // leaves it, so an auto-commit never commits past it.
        run.blocked_at.set(Some(offset));
        worker.queue.position = worker.queue.position.min(offset);
        return Ok(());
    }
    let dead_letters = &run.topics.dead_letters;
    client::send(&worker.queue.plain, dead_letters, id, id, None)?;
    let parked = Job {
        record: Record {
            offset,
            id: id.clone(),
        },
        message: job.message,
        number: job.number,
        next_step: usize::MAX,
        batch_left: 0,
        acked: job.acked,
    };
    commit_offset(run, worker, &parked)?;
    seek(run, worker, offset + 1)
}

fn seek(run: &LogRun<'_>, worker: &mut Worker<Life>, offset: i64) -> Result<(), String> {
    client::seek(&worker.queue.consumer, &run.topics.input, offset)?;
    worker.queue.position = offset;
    Ok(())
}

/// A transaction left open by an ended record rolls back (a no-op outside one).
async fn rollback(worker: &Worker<Life>) {
    let _ = worker.database.batch_execute("ROLLBACK").await;
}
