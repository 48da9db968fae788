//! The worker's side of a card charge, as the simulator's consumer makes it: the call
//! to the payment service outside any transaction (after a status look-up a tick
//! earlier, with `payment.reconcile`), its lost response, and the operations table
//! around it (`record_attempt`, `record_result`), whose rows are each committed at once.

use acklab_sim::{Message, Op, Step};

use super::payment::{self, Charge};
use super::worker::{Run, Worker};
use super::{failed_sql, Queue};

/// How the charge step went.
pub enum Charged {
    /// The service answered: the delivery goes on.
    Answered,
    /// The status look-up found no charge: the call comes at the next tick.
    Again,
    /// The call was refused, or its response lost: the delivery fails as a transient
    /// error does.
    Failed,
}

/// `apply` on a charge message, for the delivery `number` of the copy sent as
/// `wire_id`. `status_checked` is the delivery's: whether the look-up was made already.
pub async fn charge_step(
    run: &Run<'_>,
    (wire_id, number): (&str, u32),
    message: &Message,
    (tick, status_checked): (u64, &mut bool),
) -> Result<Charged, String> {
    if run.scenario.payment.reconcile && !*status_checked {
        if payment::charged(run.payment(), wire_id).await? {
            return Ok(Charged::Answered);
        }
        *status_checked = true;
        return Ok(Charged::Again);
    }
    match payment::charge(run.payment(), wire_id, message.amount(), tick).await? {
        Charge::Refused => {
            record_failed_operation(run, wire_id, message).await?;
            Ok(Charged::Failed)
        }
        Charge::Answered => {
            let lost = run
                .faults
                .borrow_mut()
                .lose_payment_response(&message.id, number);
            Ok(if lost {
                Charged::Failed
            } else {
                Charged::Answered
            })
        }
    }
}

/// `record_attempt`: reads the operation's row. Succeeded: no call, the delivery is a
/// duplicate. Pending: nobody knows whether the call happened, so the service is
/// asked; charged, the row is written succeeded and the delivery is a duplicate.
/// Otherwise the row is written pending and the call comes. True for a duplicate.
pub async fn record_attempt<Q: Queue>(
    worker: &mut Worker<Q>,
    run: &Run<'_>,
    key: &str,
    message: &Message,
) -> Result<bool, String> {
    if message.op != Op::Charge {
        return Ok(false);
    }
    let row = worker
        .database
        .query_opt("SELECT status FROM operations WHERE key = $1", &[&key])
        .await
        .map_err(failed_sql("record_attempt"))?;
    let status: Option<String> = row.map(|row| row.get(0));
    match status.as_deref() {
        Some("succeeded") => Ok(true),
        Some("pending") if payment::charged(run.payment(), key).await? => {
            write_operation(run, key, "succeeded").await?;
            Ok(true)
        }
        _ => {
            write_operation(run, key, "pending").await?;
            Ok(false)
        }
    }
}

/// `record_result`: the call answered, so the operation succeeded.
pub async fn record_result(run: &Run<'_>, key: &str, message: &Message) -> Result<(), String> {
    if message.op == Op::Charge {
        write_operation(run, key, "succeeded").await?;
    }
    Ok(())
}

/// A charge that failed for certain (the handler's error, or the service refused the
/// call) is written failed when the pipeline records results; a lost answer is not a
/// certain failure and leaves the row pending.
pub async fn record_failed_operation(
    run: &Run<'_>,
    key: &str,
    message: &Message,
) -> Result<(), String> {
    let records = run.scenario.pipeline.contains(&Step::RecordResult);
    if records && message.op == Op::Charge {
        write_operation(run, key, "failed").await?;
    }
    Ok(())
}

/// Writes the operation's row, inserting it the first time, in a transaction of its
/// own committed at once, as the simulator writes it: on the run's own session, so a
/// transaction the worker has open (and may roll back) holds no part of it.
async fn write_operation(run: &Run<'_>, key: &str, status: &str) -> Result<(), String> {
    let sql = format!(
        "INSERT INTO {}.operations (key, status) VALUES ($1, $2) \
         ON CONFLICT (key) DO UPDATE SET status = EXCLUDED.status",
        run.names.schema
    );
    run.probe
        .execute(&sql, &[&key, &status])
        .await
        .map(|_| ())
        .map_err(failed_sql("writing the operation's row"))
}
