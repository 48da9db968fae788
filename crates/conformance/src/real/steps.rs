//! The worker's side of a real run: the scenario's pipeline step by step against
//! PostgreSQL and RabbitMQ, the faults as the simulator's fault book would fire them, and
//! reading back what the run left.

use std::collections::BTreeMap;

use acklab_sim::{ApplyError, DedupStore, Fault, FaultKind, FaultMoment, Op, Scenario, Step, When};
use lapin::message::Delivery;
use lapin::options::{BasicAckOptions, BasicGetOptions, BasicNackOptions, BasicRejectOptions};
use lapin::types::AMQPValue;
use lapin::Channel;
use tokio_postgres::error::SqlState;
use tokio_postgres::Client;

use super::{failed, failed_sql, Names, Worker};
use crate::compare::Observed;

/// How one delivery ended for the worker.
pub enum Ending {
    Done,
    /// The process died: both connections close, and the memory is gone.
    Crashed,
    /// The AMQP connection dropped (and the ack with it); the process goes on.
    ConnectionDropped,
}

/// The scenario's one-shot faults, each fired at most once, as in the simulator.
pub struct Faults {
    left: Vec<Fault>,
}

impl Faults {
    pub fn new(scenario: &Scenario) -> Faults {
        Faults {
            left: scenario.faults.clone(),
        }
    }

    /// The crashes and lost acks that never fired: a run that missed one replayed
    /// another scenario than the simulator's.
    pub fn unfired(&self) -> Vec<&Fault> {
        self.left
            .iter()
            .filter(|f| matches!(f.kind(), FaultKind::Crash | FaultKind::LoseAck))
            .collect()
    }

    /// Takes the one-shot fault of `kind` on message `id` that fires at `moment`, by the
    /// core's own rule (`Fault::when`), if one is left.
    fn fire(&mut self, kind: FaultKind, id: &str, moment: FaultMoment) -> bool {
        let matches =
            |f: &Fault| f.kind() == kind && f.message() == Some(id) && f.when() == When::At(moment);
        match self.left.iter().position(matches) {
            Some(index) => {
                self.left.remove(index);
                true
            }
            None => false,
        }
    }

    pub fn crash_after(&mut self, id: &str, number: u32, done: Step) -> bool {
        let moment = FaultMoment::AfterStep {
            delivery: number,
            step: done,
        };
        self.fire(FaultKind::Crash, id, moment)
    }

    fn lose_ack(&mut self, id: &str, number: u32) -> bool {
        self.fire(
            FaultKind::LoseAck,
            id,
            FaultMoment::Ack { delivery: number },
        )
    }

    /// Whether `apply` fails on this delivery, and whether the error is permanent, by
    /// the core's rule (`Fault::apply_error`).
    fn apply_error(&self, id: &str, number: u32) -> Option<bool> {
        self.left
            .iter()
            .filter(|f| f.message() == Some(id))
            .find_map(|f| f.apply_error(number))
            .map(ApplyError::is_permanent)
    }
}

/// The message id the publisher set, and the delivery's number: a quorum queue counts
/// the earlier returns of a message in `x-delivery-count`.
fn identify(delivery: &Delivery) -> Result<(String, u32), String> {
    let id = delivery
        .properties
        .message_id()
        .as_ref()
        .map(|id| id.to_string())
        .ok_or("a delivery without a message id")?;
    let returns = delivery
        .properties
        .headers()
        .as_ref()
        .and_then(|headers| headers.inner().get("x-delivery-count").cloned());
    let returns = match returns {
        Some(AMQPValue::LongLongInt(n)) => u32::try_from(n).unwrap_or(0),
        Some(AMQPValue::LongInt(n)) => u32::try_from(n).unwrap_or(0),
        Some(AMQPValue::LongUInt(n)) => n,
        Some(AMQPValue::ShortInt(n)) => u32::try_from(n).unwrap_or(0),
        None => 0,
        Some(other) => return Err(format!("x-delivery-count of an unexpected type: {other:?}")),
    };
    Ok((id, returns + 1))
}

/// Runs the pipeline on one delivery.
pub async fn handle(
    worker: &mut Worker,
    scenario: &Scenario,
    faults: &mut Faults,
    delivery: &Delivery,
) -> Result<Ending, String> {
    let (id, number) = identify(delivery)?;
    let message = scenario
        .messages
        .iter()
        .find(|m| m.id == id)
        .ok_or_else(|| format!("a delivery of an unknown message {id}"))?;
    let mut job = Job {
        delivery,
        id: &id,
        number,
        acked: false,
    };
    for &step in &scenario.pipeline {
        let ending = run_step(worker, scenario, faults, &mut job, message, step).await?;
        if let Some(ending) = ending {
            return Ok(ending);
        }
        if faults.crash_after(&id, number, step) {
            return Ok(Ending::Crashed);
        }
    }
    Ok(Ending::Done)
}

/// The delivery a worker is on: which message, which delivery, whether it acked it.
struct Job<'a> {
    delivery: &'a Delivery,
    id: &'a str,
    number: u32,
    acked: bool,
}

/// One step; `Some` when the delivery ends there.
async fn run_step(
    worker: &mut Worker,
    scenario: &Scenario,
    faults: &mut Faults,
    job: &mut Job<'_>,
    message: &acklab_sim::Message,
    step: Step,
) -> Result<Option<Ending>, String> {
    let (id, number) = (job.id, job.number);
    let sql = |what| failed_sql(what);
    match step {
        Step::Receive => {}
        Step::Begin => worker
            .database
            .batch_execute("BEGIN")
            .await
            .map_err(sql("BEGIN"))?,
        Step::Commit => worker
            .database
            .batch_execute("COMMIT")
            .await
            .map_err(sql("COMMIT"))?,
        Step::CheckDedup | Step::RecordDedup => {
            if dedup_step(worker, scenario, id, step).await? {
                return duplicate(worker, faults, job).await.map(Some);
            }
        }
        Step::Apply => {
            if let Some(permanent) = faults.apply_error(id, number) {
                rollback(worker).await;
                // As in the simulator, a delivery acked already is not nacked again.
                if !job.acked {
                    settle_failure(&worker.channel, job.delivery, permanent).await?;
                }
                return Ok(Some(Ending::Done));
            }
            apply(&worker.database, message).await?;
        }
        Step::Ack => {
            if !ack(worker, faults, job).await? {
                return Ok(Some(Ending::ConnectionDropped));
            }
        }
        Step::Poll
        | Step::CommitOffset
        | Step::CheckVersion
        | Step::BeginTx
        | Step::CommitTx
        | Step::RecordAttempt
        | Step::RecordResult => {
            return Err(format!("step {} is not replayed", step.name()));
        }
    }
    Ok(None)
}

/// `check_dedup` or `record_dedup` on the scenario's store; true when it finds the id
/// already processed (a row there, or the unique constraint refusing the insert).
async fn dedup_step(
    worker: &mut Worker,
    scenario: &Scenario,
    id: &str,
    step: Step,
) -> Result<bool, String> {
    let check = step == Step::CheckDedup;
    match scenario.dedup.store {
        DedupStore::None => Ok(false),
        DedupStore::Memory if check => Ok(worker.memory.contains(id)),
        DedupStore::Memory => {
            worker.memory.insert(id.to_string());
            Ok(false)
        }
        DedupStore::Table if check => worker
            .database
            .query_opt(
                "SELECT 1 FROM processed_messages WHERE id = $1 LIMIT 1",
                &[&id],
            )
            .await
            .map(|row| row.is_some())
            .map_err(failed_sql("check_dedup")),
        DedupStore::Table => {
            let inserted = worker
                .database
                .execute("INSERT INTO processed_messages (id) VALUES ($1)", &[&id])
                .await;
            match inserted {
                Ok(_) => Ok(false),
                Err(e) if e.code() == Some(&SqlState::UNIQUE_VIOLATION) => Ok(true),
                Err(e) => Err(format!("record_dedup: {e}")),
            }
        }
    }
}

/// The effect and its record in `effects`, in one statement (so one transaction even
/// outside `begin` … `commit`).
async fn apply(database: &Client, message: &acklab_sim::Message) -> Result<(), String> {
    let id = message.id.as_str();
    let effect = "WITH effect AS (INSERT INTO effects (message_id) VALUES ($1)) ";
    let result = match message.op {
        Op::CreateOrder => {
            let sql = format!("{effect}INSERT INTO orders (message_id) VALUES ($1)");
            database.execute(&sql, &[&id]).await
        }
        Op::Deposit => {
            let amount = i64::try_from(message.amount()).unwrap_or(i64::MAX);
            let sql = format!("{effect}UPDATE balance SET amount = amount + $2");
            database.execute(&sql, &[&id, &amount]).await
        }
        Op::SetStatus => {
            let sql = format!(
                "{effect}INSERT INTO statuses (key, status) VALUES ($2, $3) \
                 ON CONFLICT (key) DO UPDATE SET status = EXCLUDED.status"
            );
            let (key, status) = (message.key(), message.status());
            database.execute(&sql, &[&id, &key, &status]).await
        }
        Op::Charge | Op::Upsert | Op::Emit | Op::SendEmail => {
            return Err(format!("operation {} is not replayed", message.op.name()));
        }
    };
    result.map(|_| ()).map_err(failed_sql("apply"))
}

/// A transaction left open by an ended delivery rolls back (a no-op outside one).
async fn rollback(worker: &Worker) {
    let _ = worker.database.batch_execute("ROLLBACK").await;
}

/// A failed `apply`: a permanent error is rejected to the dead-letter exchange; any
/// other is nacked and requeued, and the queue's delivery limit ends it.
async fn settle_failure(
    channel: &Channel,
    delivery: &Delivery,
    permanent: bool,
) -> Result<(), String> {
    if permanent {
        channel
            .basic_reject(delivery.delivery_tag, BasicRejectOptions { requeue: false })
            .await
            .map_err(failed("rejecting"))
    } else {
        let options = BasicNackOptions {
            multiple: false,
            requeue: true,
        };
        channel
            .basic_nack(delivery.delivery_tag, options)
            .await
            .map_err(failed("nacking"))
    }
}

/// A duplicate found by the dedup check or the unique constraint: roll back, ack (unless
/// acked already), done.
async fn duplicate(
    worker: &mut Worker,
    faults: &mut Faults,
    job: &mut Job<'_>,
) -> Result<Ending, String> {
    rollback(worker).await;
    if job.acked || ack(worker, faults, job).await? {
        Ok(Ending::Done)
    } else {
        Ok(Ending::ConnectionDropped)
    }
}

/// Acks the delivery; false when the fault drops the connection instead, after the
/// open transaction rolls back as the simulator's abandoned delivery does.
async fn ack(worker: &mut Worker, faults: &mut Faults, job: &mut Job<'_>) -> Result<bool, String> {
    if faults.lose_ack(job.id, job.number) {
        rollback(worker).await;
        return Ok(false);
    }
    worker
        .channel
        .basic_ack(job.delivery.delivery_tag, BasicAckOptions::default())
        .await
        .map_err(failed("acking"))?;
    job.acked = true;
    Ok(true)
}

/// Effects per message, the orders' final statuses, and the dead-letter queue's ids.
pub async fn observe(admin: &Client, channel: &Channel, names: &Names) -> Result<Observed, String> {
    let schema = &names.schema;
    let rows = admin
        .query(
            &format!("SELECT message_id, count(*) FROM {schema}.effects GROUP BY message_id"),
            &[],
        )
        .await
        .map_err(failed_sql("reading the effects"))?;
    let mut applied = BTreeMap::new();
    for row in rows {
        let count: i64 = row.get(1);
        applied.insert(
            row.get::<_, String>(0),
            u32::try_from(count).unwrap_or(u32::MAX),
        );
    }
    let rows = admin
        .query(&format!("SELECT key, status FROM {schema}.statuses"), &[])
        .await
        .map_err(failed_sql("reading the statuses"))?;
    let statuses = rows.iter().map(|row| (row.get(0), row.get(1))).collect();
    let mut dead_lettered = Vec::new();
    while let Some(got) = channel
        .basic_get(
            names.dead_letter_queue.as_str().into(),
            BasicGetOptions { no_ack: true },
        )
        .await
        .map_err(failed("reading the dead-letter queue"))?
    {
        dead_lettered.push(identify(&got.delivery)?.0);
    }
    Ok(Observed {
        applied,
        dead_lettered,
        statuses,
    })
}
