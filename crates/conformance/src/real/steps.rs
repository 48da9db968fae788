//! The worker's side of a real run: the scenario's pipeline step by step against
//! PostgreSQL and the broker, and the faults as the simulator's fault book would fire
//! them.

use acklab_sim::{
    ApplyError, Fault, FaultKind, FaultMoment, ProducerStep, RelayStep, Scenario, Step, When,
};

use std::cell::RefCell;

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

    /// The crashes (of a worker, the orders service or its relay), lost acks, lost
    /// publish confirms and lost offset commits that never fired: a run that missed one replayed
    /// another scenario than the simulator's.
    pub fn unfired(&self) -> Vec<Fault> {
        self.left
            .iter()
            .filter(|f| {
                matches!(
                    f.kind(),
                    FaultKind::Crash
                        | FaultKind::LoseAck
                        | FaultKind::CrashProducer
                        | FaultKind::CrashRelay
                        | FaultKind::LosePublishConfirm
                        | FaultKind::LoseCommit
                )
            })
            .cloned()
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

    /// Whether the orders service's process dies right after `done` on `id`'s request.
    pub fn crash_producer_after(&mut self, id: &str, done: ProducerStep) -> bool {
        let moment = FaultMoment::AfterProducerStep(done);
        self.fire(FaultKind::CrashProducer, id, moment)
    }

    /// Whether the broker's confirm of a publish of `id` is lost on its way back.
    pub fn lose_confirm(&mut self, id: &str) -> bool {
        self.fire(
            FaultKind::LosePublishConfirm,
            id,
            FaultMoment::PublishConfirm,
        )
    }

    /// Whether the relay's process dies right after `done` on `id`'s outbox row.
    pub fn crash_relay_after(&mut self, id: &str, done: RelayStep) -> bool {
        let moment = FaultMoment::AfterRelayStep(done);
        self.fire(FaultKind::CrashRelay, id, moment)
    }

    /// How many ticks the worker stalls after `done`, if a stall fires there.
    pub fn stall_after(&mut self, id: &str, number: u32, done: Step) -> Option<u64> {
        let moment = FaultMoment::AfterStep {
            delivery: number,
            step: done,
        };
        let matches = |f: &Fault| {
            f.kind() == FaultKind::Stall && f.message() == Some(id) && f.when() == When::At(moment)
        };
        let index = self.left.iter().position(matches)?;
        let Fault::Stall { ticks, .. } = self.left.remove(index) else {
            return None;
        };
        Some(ticks)
    }

    /// Whether the commit of the offset past this delivery of `id`'s record is lost.
    pub fn lose_commit(&mut self, id: &str, number: u32) -> bool {
        self.fire(
            FaultKind::LoseCommit,
            id,
            FaultMoment::OffsetCommit { delivery: number },
        )
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
    pub fn apply_error(&self, id: &str, number: u32) -> Option<bool> {
        self.left
            .iter()
            .filter(|f| f.message() == Some(id))
            .find_map(|f| f.apply_error(number))
            .map(ApplyError::is_permanent)
    }
}

/// What came of one step.
enum StepEnd {
    Ended(Ending),
    /// The delivery goes on, after a stall of this many ticks.
    Next {
        stall_ticks: u64,
    },
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
    let mut acked = false;
    let pid = worker.pid;
    for &step in &run.scenario.pipeline {
        let taken = take_step(worker, run, got, &mut acked, message, step, tick);
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
            StepEnd::Next { stall_ticks } => {
                let next = Next::At(tick + 1 + stall_ticks);
                run.turns.end(party, next, false).await;
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
/// delays the next step.
async fn take_step<Q: Queue>(
    worker: &mut Worker<Q>,
    run: &Run<'_>,
    got: &Got<Q::Handle>,
    acked: &mut bool,
    message: &acklab_sim::Message,
    step: Step,
    tick: u64,
) -> Result<StepEnd, String> {
    if let Some(ending) = run_step(worker, run, got, acked, message, step, tick).await? {
        return Ok(StepEnd::Ended(ending));
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

/// One step; `Some` when the delivery ends there.
async fn run_step<Q: Queue>(
    worker: &mut Worker<Q>,
    run: &Run<'_>,
    got: &Got<Q::Handle>,
    acked: &mut bool,
    message: &acklab_sim::Message,
    step: Step,
    tick: u64,
) -> Result<Option<Ending>, String> {
    let (id, number) = (got.id.as_str(), got.number);
    let (scenario, faults) = (run.scenario, &run.faults);
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
                return duplicate(worker, faults, got, acked).await.map(Some);
            }
        }
        Step::CheckVersion => {
            if stale_version(&worker.database, scenario, message).await? {
                // The simulator counts a skipped update as done: its order is as new.
                run.skipped.borrow_mut().push(message.id.clone());
                return duplicate(worker, faults, got, acked).await.map(Some);
            }
        }
        Step::Apply => {
            let failed = faults.borrow().apply_error(&message.id, number);
            if let Some(permanent) = failed {
                rollback(worker).await;
                // As in the simulator, a delivery acked already is not nacked again.
                if *acked {
                    return Ok(Some(Ending::Done));
                }
                let delay = scenario.retry.backoff_ticks(number);
                worker.queue.fail(&got.handle, permanent, delay).await?;
                return Ok(Some(if permanent {
                    Ending::Done
                } else {
                    Ending::Returned
                }));
            }
            apply(&worker.database, scenario, message).await?;
        }
        Step::Ack => {
            if !ack(worker, faults, got, acked).await? {
                return Ok(Some(Ending::AckLost));
            }
        }
        Step::Poll
        | Step::CommitOffset
        | Step::BeginTx
        | Step::CommitTx
        | Step::RecordAttempt
        | Step::RecordResult => {
            return Err(format!("step {} is not replayed", step.name()));
        }
    }
    Ok(None)
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
