//! The pipeline's SQL: the dedup check and record, the version check, and the effect
//! of each operation, each written with its record in `effects`.

use acklab_sim::{DedupStore, Message, Op, Scenario, Step};
use tokio_postgres::error::SqlState;
use tokio_postgres::Client;

use super::failed_sql;
use super::worker::Worker;

/// `check_dedup` or `record_dedup` on the scenario's store at `tick`; true when it finds
/// the id already processed (a row there, or the unique constraint refusing the insert).
/// A row records the tick it was written at, for a `dedup.ttl`'s expiry job.
pub async fn dedup_step<Q>(
    worker: &mut Worker<Q>,
    scenario: &Scenario,
    id: &str,
    step: Step,
    tick: u64,
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
                .execute(
                    "INSERT INTO processed_messages (id, written_tick) VALUES ($1, $2)",
                    &[&id, &i64::try_from(tick).unwrap_or(i64::MAX)],
                )
                .await;
            match inserted {
                Ok(_) => Ok(false),
                Err(e) if e.code() == Some(&SqlState::UNIQUE_VIOLATION) => Ok(true),
                Err(e) => Err(format!("record_dedup: {e}")),
            }
        }
    }
}

/// The version of status update `message`, as the simulator numbers it: its own, or
/// its place in the publish order (1, 2, 3, …).
pub fn version_of(scenario: &Scenario, message: &Message) -> i64 {
    let place = scenario
        .messages
        .iter()
        .position(|m| m.id == message.id)
        .unwrap_or(0);
    let version = message.version.unwrap_or(place as u64 + 1);
    i64::try_from(version).unwrap_or(i64::MAX)
}

/// `check_version`: true when the order's stored status is as new as this update or
/// newer, so the update is skipped. A plain read, as in the simulator: two workers can
/// both pass it before either commits. Any other operation passes.
pub async fn stale_version(
    database: &Client,
    scenario: &Scenario,
    message: &Message,
) -> Result<bool, String> {
    if message.op != Op::SetStatus {
        return Ok(false);
    }
    let row = database
        .query_opt(
            "SELECT version FROM statuses WHERE key = $1",
            &[&message.key()],
        )
        .await
        .map_err(failed_sql("check_version"))?;
    let stored: Option<i64> = row.map(|row| row.get(0));
    Ok(stored.is_some_and(|stored| stored >= version_of(scenario, message)))
}

/// The effect and its record in `effects`, in one statement (so one transaction even
/// outside `begin` … `commit`).
pub async fn apply(
    database: &Client,
    scenario: &Scenario,
    message: &Message,
) -> Result<(), String> {
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
                "{effect}INSERT INTO statuses (key, status, version) VALUES ($2, $3, $4) \
                 ON CONFLICT (key) DO UPDATE SET status = EXCLUDED.status, \
                 version = EXCLUDED.version"
            );
            let (key, status) = (message.key(), message.status());
            let version = version_of(scenario, message);
            database
                .execute(&sql, &[&id, &key, &status, &version])
                .await
        }
        Op::Upsert => {
            // The order's final state, written whole: a second write changes nothing.
            let sql = format!(
                "{effect}INSERT INTO upserts (key, message_id) VALUES ($2, $1) \
                 ON CONFLICT (key) DO UPDATE SET message_id = EXCLUDED.message_id"
            );
            database.execute(&sql, &[&id, &message.key()]).await
        }
        Op::Charge | Op::Emit | Op::SendEmail => {
            return Err(format!("operation {} is not replayed", message.op.name()));
        }
    };
    result.map(|_| ()).map_err(failed_sql("apply"))
}
