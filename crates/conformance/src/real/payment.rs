//! The payment service of a real run: a stand-in of ours, as the simulator's is, whose
//! charges are rows of a table reached only through the run's own session, never a
//! worker's. So a charge is taken outside the worker's transaction and stays taken
//! whatever that transaction does afterwards, as a charge at a card processor does;
//! what is checked for real is everything around it: the broker's redeliveries, the
//! database's transactions and the operations table.

use std::cell::Cell;

use acklab_sim::{ApplyError, Scenario};
use tokio_postgres::Client;

use super::failed_sql;

/// The service as a run reaches it: the run's own session, its schema, the scenario's
/// `payment` settings, and the count of calls at the latest tick.
#[derive(Clone, Copy)]
pub struct PaymentService<'a> {
    pub session: &'a Client,
    pub schema: &'a str,
    pub scenario: &'a Scenario,
    pub calls: &'a Cell<CallsAt>,
}

/// The charge calls the service took at one tick, for its capacity per tick.
#[derive(Clone, Copy, Default)]
pub struct CallsAt {
    tick: u64,
    taken: u32,
}

/// What a charge call did.
pub enum Charge {
    /// A new charge was taken, or the idempotency key answered with its latest one.
    Answered,
    /// The service refused the call (an outage, or beyond its capacity): nothing taken.
    Refused,
}

/// The service's own table, in the run's schema.
pub fn payment_tables(schema: &str) -> String {
    format!(
        "CREATE TABLE {schema}.payment_charges (charge bigserial PRIMARY KEY, \
             key text NOT NULL, amount bigint NOT NULL, tick bigint NOT NULL);
         CREATE TABLE {schema}.operations (key text PRIMARY KEY, status text NOT NULL);"
    )
}

/// A charge call at `tick` under idempotency key `key` (the id the copy went on the
/// wire with), by the scenario's `payment` settings.
pub async fn charge(
    service: PaymentService<'_>,
    key: &str,
    amount: u64,
    tick: u64,
) -> Result<Charge, String> {
    if refuses(service.scenario, service.calls, tick).is_some() {
        return Ok(Charge::Refused);
    }
    let config = &service.scenario.payment;
    let as_i64 = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
    // With idempotency keys, a key whose latest charge is still remembered answers
    // with it; the check and the insert are one statement.
    let honours = config.idempotency_key;
    let key_ttl: Option<i64> = config.key_ttl.map(as_i64);
    let sql = format!(
        "INSERT INTO {schema}.payment_charges (key, amount, tick) \
         SELECT $1, $2, $3 WHERE NOT $4 OR NOT EXISTS ( \
             SELECT 1 FROM {schema}.payment_charges WHERE key = $1 \
             AND ($5::bigint IS NULL OR $3 < tick + $5))",
        schema = service.schema
    );
    let params: [&(dyn tokio_postgres::types::ToSql + Sync); 5] =
        [&key, &as_i64(amount), &as_i64(tick), &honours, &key_ttl];
    service
        .session
        .execute(&sql, &params)
        .await
        .map_err(failed_sql("charging the card"))?;
    Ok(Charge::Answered)
}

/// Whether the service takes a call at `tick`: not during an outage, and not beyond
/// its capacity of calls per tick (a refused call is not counted).
pub(crate) fn refuses(scenario: &Scenario, calls: &Cell<CallsAt>, tick: u64) -> Option<ApplyError> {
    let config = &scenario.payment;
    if config.outage.is_some_and(|outage| outage.covers(tick)) {
        return Some(ApplyError::PaymentOutage);
    }
    let mut at = calls.get();
    if at.tick != tick {
        at = CallsAt { tick, taken: 0 };
    }
    if config.capacity.is_some_and(|capacity| at.taken >= capacity) {
        calls.set(at);
        return Some(ApplyError::PaymentOverloaded);
    }
    at.taken += 1;
    calls.set(at);
    None
}

/// Reconciliation: whether the service ever took a charge under `key`.
pub async fn charged(service: PaymentService<'_>, key: &str) -> Result<bool, String> {
    let sql = format!(
        "SELECT 1 FROM {}.payment_charges WHERE key = $1 LIMIT 1",
        service.schema
    );
    let row = service.session.query_opt(&sql, &[&key]).await;
    row.map(|row| row.is_some())
        .map_err(failed_sql("asking the payment service"))
}

/// The charges taken, by the key each was taken under.
pub async fn charge_keys(admin: &Client, schema: &str) -> Result<Vec<String>, String> {
    let sql = format!("SELECT key FROM {schema}.payment_charges");
    let rows = admin.query(&sql, &[]).await;
    rows.map(|rows| rows.iter().map(|row| row.get(0)).collect())
        .map_err(failed_sql("reading the charges"))
}
