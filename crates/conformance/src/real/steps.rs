//! The worker's side of a real run: the scenario's pipeline step by step against
//! PostgreSQL and the broker, with the faults fired where the simulator's fault book
//! fires them.

use acklab_sim::{Op, Step};

use std::cell::RefCell;

use super::charging::{self, Charged};
pub use super::faults::Faults;
use super::mail;
use super::statements::{apply, dedup_step, stale_version};
use super::turns::{Next, Party};
use super::worker::{Run, Worker};
use super::{failed_sql, message_of, Got, Queue};

/// How one delivery ended for the worker.
pub enum Ending {
    Done,
    /// A transient error: the message was handed back to the broker, to come back at
    /// once (RabbitMQ) or after the retry delay (SQS).
    Returned,
    /// The process died: its connections close, and the memory is gone.
    Crashed,
    /// The ack never reached the broker; the process goes on.
    AckLost,
}

/// What came of one step.
enum StepEnd {
    Ended(Ending),
    /// The delivery goes on, after a stall of this many ticks.
    Next {
        stall_ticks: u64,
    },
    /// The step is not finished: it runs again at the next tick.
    Again,
}

/// What one delivery has done so far, beyond its step.
#[derive(Default)]
struct Progress {
    acked: bool,
    /// With `payment.reconcile`, whether the charge's status look-up was made.
    status_checked: bool,
}

/// Runs the pipeline on one delivery, one step a turn, the first in the turn held at
/// `tick`. Returns how it ended and the tick of the turn it returns holding: the tick
/// the delivery ended early at, or the tick after its last step (when the simulator's
/// worker is idle again).
pub async fn handle<Q: Queue>(
    worker: &mut Worker<Q>,
    run: &Run<'_>,
    party: Party,
    got: &Got<Q::Handle>,
    mut tick: u64,
) -> Result<(Ending, u64), String> {
    let message = run
        .scenario
        .messages
        .iter()
        .find(|m| m.id == message_of(&got.id))
        .ok_or_else(|| format!("a delivery of an unknown message {}", got.id))?;
    let mut progress = Progress::default();
    let pid = worker.pid;
    let mut index = 0;
    while let Some(&step) = run.scenario.pipeline.get(index) {
        let taken = take_step(worker, run, got, &mut progress, message, step, tick);
        let (taken, held) = run
            .turns
            .act(party, taken, || waits_for_lock(run, pid))
            .await;
        if !held {
            tick = run.turns.wait(party).await;
        }
        let taken = taken?;
        // A commit or a delivery's end releases the locks this transaction held: a
        // worker waiting for one takes its place in the order before the turn ends.
        if step == Step::Commit || matches!(taken, StepEnd::Ended(_)) {
            run.turns.settle().await;
        }
        match taken {
            StepEnd::Ended(ending) => return Ok((ending, tick)),
            // A step not finished runs again at the next tick; a finished one gives way
            // to the next step, after a stall if one fired.
            StepEnd::Again | StepEnd::Next { .. } => {
                let mut after = 1;
                if let StepEnd::Next { stall_ticks } = taken {
                    index += 1;
                    after += stall_ticks;
                }
                run.turns.end(party, Next::At(tick + after), false).await;
                tick = run.turns.wait(party).await;
            }
        }
    }
    Ok((Ending::Done, tick))
}

/// Whether the worker's database session (backend `pid`) waits for a lock another
/// session holds, asked on the run's own connection.
async fn waits_for_lock(run: &Run<'_>, pid: i32) -> bool {
    let asked = run
        .probe
        .query_one("SELECT cardinality(pg_blocking_pids($1)) > 0", &[&pid])
        .await;
    asked.map(|row| row.get::<_, bool>(0)).unwrap_or(false)
}

/// One step and the faults that fire after it: a crash ends the delivery, a stall
/// delays the next step. A step not finished fires none.
async fn take_step<Q: Queue>(
    worker: &mut Worker<Q>,
    run: &Run<'_>,
    got: &Got<Q::Handle>,
    progress: &mut Progress,
    message: &acklab_sim::Message,
    step: Step,
    tick: u64,
) -> Result<StepEnd, String> {
    if let Some(end) = run_step(worker, run, got, progress, message, step, tick).await? {
        return Ok(end);
    }
    let mut faults = run.faults.borrow_mut();
    if faults.crash_after(&message.id, got.number, step) {
        return Ok(StepEnd::Ended(Ending::Crashed));
    }
    let stall_ticks = faults
        .stall_after(&message.id, got.number, step)
        .unwrap_or(0);
    Ok(StepEnd::Next { stall_ticks })
}

/// One step; `Some` when the delivery ends there or the step is not finished.
async fn run_step<Q: Queue>(
    worker: &mut Worker<Q>,
    run: &Run<'_>,
    got: &Got<Q::Handle>,
    progress: &mut Progress,
    message: &acklab_sim::Message,
    step: Step,
    tick: u64,
) -> Result<Option<StepEnd>, String> {
    let id = got.id.as_str();
    let (scenario, faults) = (run.scenario, &run.faults);
    let acked = &mut progress.acked;
    let ended = |ending: Ending| Ok(Some(StepEnd::Ended(ending)));
    match step {
        Step::Receive => {}
        Step::Begin | Step::Commit => {
            let statement = step.name().to_uppercase();
            let done = worker.database.batch_execute(&statement).await;
            done.map_err(failed_sql(&statement))?;
        }
        Step::CheckDedup | Step::RecordDedup => {
            expire_dedup_rows(run, tick).await?;
            if dedup_step(worker, scenario, id, step, tick).await? {
                return ended(duplicate(worker, faults, got, acked).await?);
            }
        }
        Step::CheckVersion => {
            if stale_version(&worker.database, scenario, message).await? {
                // The simulator counts a skipped update as done: its order is as new.
                run.skipped.borrow_mut().push(message.id.clone());
                return ended(duplicate(worker, faults, got, acked).await?);
            }
        }
        Step::RecordAttempt => {
            if charging::record_attempt(worker, run, id, message).await? {
                return ended(duplicate(worker, faults, got, acked).await?);
            }
        }
        Step::RecordResult => charging::record_result(run, id, message).await?,
        Step::Apply => return apply_step(worker, run, got, progress, message, tick).await,
        Step::Ack => {
            if !ack(worker, faults, got, acked).await? {
                return ended(Ending::AckLost);
            }
        }
        Step::Poll | Step::CommitOffset | Step::BeginTx | Step::CommitTx => {
            return Err(format!("step {} is not replayed", step.name()));
        }
    }
    Ok(None)
}

/// `apply`: the handler's error if a fault makes one, else the effect, or for a
/// charge the call to the payment service.
async fn apply_step<Q: Queue>(
    worker: &mut Worker<Q>,
    run: &Run<'_>,
    got: &Got<Q::Handle>,
    progress: &mut Progress,
    message: &acklab_sim::Message,
    tick: u64,
) -> Result<Option<StepEnd>, String> {
    let failed = run.faults.borrow().apply_error(&message.id, got.number);
    if let Some(permanent) = failed {
        charging::record_failed_operation(run, &got.id, message).await?;
        return give_back(worker, run, got, progress.acked, permanent).await;
    }
    if message.op == Op::SendEmail {
        mail::send_email(run, &worker.database, &got.id).await?;
        return Ok(None);
    }
    if message.op != Op::Charge {
        apply(&worker.database, run.scenario, message).await?;
        return Ok(None);
    }
    let checked = &mut progress.status_checked;
    match charging::charge_step(run, (&got.id, got.number), message, (tick, checked)).await? {
        Charged::Answered => Ok(None),
        Charged::Again => Ok(Some(StepEnd::Again)),
        Charged::Failed => give_back(worker, run, got, progress.acked, false).await,
    }
}

/// A failed delivery: its transaction rolls back, and the broker gets the message
/// back (after the retry delay where it can delay), or parks it when the error is
/// permanent.
async fn give_back<Q: Queue>(
    worker: &mut Worker<Q>,
    run: &Run<'_>,
    got: &Got<Q::Handle>,
    acked: bool,
    permanent: bool,
) -> Result<Option<StepEnd>, String> {
    rollback(worker).await;
    // As in the simulator, a delivery acked already is not nacked again.
    if acked {
        return Ok(Some(StepEnd::Ended(Ending::Done)));
    }
    let delay = run.scenario.retry.backoff_ticks(got.number);
    worker.queue.fail(&got.handle, permanent, delay).await?;
    Ok(Some(StepEnd::Ended(if permanent {
        Ending::Done
    } else {
        Ending::Returned
    })))
}

/// With a `dedup.ttl`, the expiry job: it deletes the rows of the processed-messages
/// table written `ttl` ticks ago or earlier, as a TTL index or a cleanup job does (a row
/// merely past its time would still stop a unique insert). It runs in a session of its
/// own before every dedup step, which is as if it ran at the start of every tick: no
/// other statement reads the table.
async fn expire_dedup_rows(run: &Run<'_>, tick: u64) -> Result<(), String> {
    let Some(ttl) = run.scenario.dedup.ttl else {
        return Ok(());
    };
    // A row written at tick w counts while the tick is below w + ttl (the simulator's
    // `oldest_live_dedup`); before tick `ttl` nothing has expired (a negative bound).
    let as_i64 = |ticks: u64| i64::try_from(ticks).unwrap_or(i64::MAX);
    let newest_expired = as_i64(tick) - as_i64(ttl);
    let sql = format!(
        "DELETE FROM {}.processed_messages WHERE written_tick <= $1",
        run.names.schema
    );
    let deleted = run.probe.execute(&sql, &[&newest_expired]).await;
    deleted
        .map(|_| ())
        .map_err(failed_sql("expiring dedup rows"))
}

/// A transaction left open by an ended delivery rolls back (a no-op outside one).
async fn rollback<Q: Queue>(worker: &Worker<Q>) {
    let _ = worker.database.batch_execute("ROLLBACK").await;
}

/// A duplicate found by the dedup check or the unique constraint: roll back, ack (unless
/// acked already), done.
async fn duplicate<Q: Queue>(
    worker: &mut Worker<Q>,
    faults: &RefCell<Faults>,
    got: &Got<Q::Handle>,
    acked: &mut bool,
) -> Result<Ending, String> {
    rollback(worker).await;
    if *acked || ack(worker, faults, got, acked).await? {
        Ok(Ending::Done)
    } else {
        Ok(Ending::AckLost)
    }
}

/// Acks the delivery; false when the fault loses the ack instead, or the broker refuses
/// it, after the open transaction rolls back as the simulator's abandoned delivery
/// does.
async fn ack<Q: Queue>(
    worker: &mut Worker<Q>,
    faults: &RefCell<Faults>,
    got: &Got<Q::Handle>,
    acked: &mut bool,
) -> Result<bool, String> {
    let lost = faults
        .borrow_mut()
        .lose_ack(message_of(&got.id), got.number);
    if lost {
        rollback(worker).await;
        return Ok(false);
    }
    if !worker.queue.ack(&got.handle).await? {
        // The broker refused the ack and has the message back: the delivery is
        // abandoned, as the simulator's worker abandons it.
        rollback(worker).await;
        return Ok(false);
    }
    *acked = true;
    Ok(true)
}
