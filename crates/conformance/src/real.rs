//! One scenario on real services. What both brokers share lives here: PostgreSQL's
//! tables and the worker's view of a broker (`Queue`). `worker` holds the worker
//! processes and their loop, `steps` the pipeline with the faults injected for real,
//! `turns` the order in which the publisher and the workers act, `clock` real time;
//! `rabbit` and `sqs` hold each broker's side.

pub(crate) mod charging;
pub(crate) mod clock;
pub(crate) mod consumer_timeout;
pub(crate) mod faults;
pub(crate) mod kafka;
pub(crate) mod mail;
pub(crate) mod payment;
pub(crate) mod rabbit;
pub(crate) mod source;
pub(crate) mod sqs;
pub(crate) mod sqs_rules;
pub(crate) mod statements;
pub(crate) mod steps;
pub(crate) mod turns;
pub(crate) mod worker;

use std::collections::BTreeMap;
use std::time::Duration;

use acklab_sim::Scenario;
use tokio_postgres::{Client, NoTls};

use crate::compare::Observed;
use crate::Services;
pub use worker::{consume, Run};

/// The names one scenario's run uses, unique to this process, broker and scenario.
pub struct Names {
    pub queue: String,
    pub dead_letter_exchange: String,
    pub dead_letter_queue: String,
    pub schema: String,
}

impl Names {
    pub fn new(broker: &str, index: usize) -> Names {
        let run = format!("{broker}_{}_{index}", std::process::id());
        Names {
            queue: format!("acklab-{run}"),
            dead_letter_exchange: format!("acklab-{run}-dlx"),
            dead_letter_queue: format!("acklab-{run}-dlq"),
            schema: format!("acklab_{run}"),
        }
    }
}

/// A delivery a worker got: the message's id, the delivery's number (1 for the first),
/// and what the broker needs to settle it.
pub struct Got<H> {
    pub id: String,
    pub number: u32,
    pub handle: H,
}

/// A worker's connection to the broker, as its client library offers it.
pub(crate) trait Queue: Sized {
    type Handle;
    /// Takes one message if one is there.
    async fn receive(&mut self) -> Result<Option<Got<Self::Handle>>, String>;
    /// Acknowledges (deletes) the delivery; false when the broker refused it (RabbitMQ,
    /// when the channel that carried the delivery was closed at the consumer timeout).
    async fn ack(&mut self, handle: &Self::Handle) -> Result<bool, String>;
    /// Settles a failed delivery: a permanent error parks it in the dead-letter queue,
    /// any other returns it after `delay_ticks` where the broker can delay.
    async fn fail(
        &mut self,
        handle: &Self::Handle,
        permanent: bool,
        delay_ticks: u64,
    ) -> Result<(), String>;
    /// The ack was lost on its way: whatever the broker sees of that (a dropped
    /// connection on RabbitMQ; nothing on SQS, whose calls are separate requests).
    async fn ack_lost(&mut self) -> Result<(), String>;
    /// Whether the run is over: nothing left to deliver, now or later. `quiet_for` is
    /// how long no message came; `tick` is the worker's tick on a paced clock.
    async fn finished(&mut self, quiet_for: Duration, tick: u64) -> Result<bool, String>;
    /// The process died and came back: its connection closes (as the dying process's
    /// does) and the new process opens another.
    async fn restart(self) -> Result<Self, String>;
    /// Another worker's connection to the same queues.
    async fn open(&self) -> Result<Self, String>;
    /// Whether a closed connection or a nack puts the message back at once (RabbitMQ),
    /// rather than when a timeout ends (SQS).
    fn hands_back_at_once(&self) -> bool;
}

/// The scenario's message a copy on the wire belongs to: a re-publish under a fresh
/// id is named `id~attempt`, as the simulator names it.
pub fn message_of(wire_id: &str) -> &str {
    wire_id.split_once('~').map_or(wire_id, |(id, _)| id)
}

pub fn failed_sql(what: &str) -> impl Fn(tokio_postgres::Error) -> String + '_ {
    move |e| format!("{what}: {e}")
}

pub async fn postgres(services: &Services, schema: &str) -> Result<Client, String> {
    let (client, connection) = tokio_postgres::connect(&services.postgres, NoTls)
        .await
        .map_err(failed_sql("connecting to PostgreSQL"))?;
    tokio::spawn(connection);
    client
        .batch_execute(&format!("SET search_path TO {schema}"))
        .await
        .map_err(failed_sql("choosing the schema"))?;
    Ok(client)
}

pub async fn create_schema(
    admin: &Client,
    names: &Names,
    scenario: &Scenario,
) -> Result<(), String> {
    let unique = if scenario.dedup.unique {
        " PRIMARY KEY"
    } else {
        ""
    };
    let schema = &names.schema;
    let sql = format!(
        "CREATE SCHEMA {schema};
         CREATE TABLE {schema}.effects (message_id text NOT NULL);
         CREATE TABLE {schema}.orders (message_id text NOT NULL);
         CREATE TABLE {schema}.balance (amount bigint NOT NULL);
         INSERT INTO {schema}.balance VALUES (0);
         CREATE TABLE {schema}.statuses (key text PRIMARY KEY, status text NOT NULL, \
             version bigint NOT NULL);
         CREATE TABLE {schema}.upserts (key text PRIMARY KEY, message_id text NOT NULL);
         CREATE TABLE {schema}.processed_messages (id text{unique}, \
             written_tick bigint NOT NULL);
         {source}
         {payment}
         {mail}",
        source = source::source_tables(schema),
        payment = payment::payment_tables(schema),
        mail = mail::mail_tables(schema)
    );
    admin
        .batch_execute(&sql)
        .await
        .map_err(failed_sql("creating the tables"))
}

/// What the tables hold at the end: committed effects per message, the version of each
/// order's final status, and the orders the orders service committed (the dead letters
/// and skips are filled in by the run).
pub async fn read_tables(admin: &Client, names: &Names) -> Result<Observed, String> {
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
        .query(&format!("SELECT key, version FROM {schema}.statuses"), &[])
        .await
        .map_err(failed_sql("reading the statuses"))?;
    let versions = rows.iter().map(|row| (row.get(0), row.get(1))).collect();
    let rows = admin
        .query(
            &format!("SELECT message_id FROM {schema}.source_orders"),
            &[],
        )
        .await
        .map_err(failed_sql("reading the orders service's orders"))?;
    let source_orders = rows.iter().map(|row| row.get(0)).collect();
    // A charge or an e-mail is its message's effect, under whichever id its copy
    // carried.
    let charges = payment::charge_keys(admin, schema).await?;
    for id in charges
        .into_iter()
        .chain(mail::sent_ids(admin, schema).await?)
    {
        *applied.entry(message_of(&id).to_string()).or_insert(0) += 1;
    }
    Ok(Observed {
        applied,
        versions,
        source_orders,
        ..Observed::default()
    })
}

pub async fn drop_schema(admin: &Client, names: &Names) {
    let _ = admin
        .batch_execute(&format!("DROP SCHEMA {} CASCADE", names.schema))
        .await;
}
