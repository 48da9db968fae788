//! One scenario on real services. What both brokers share lives here: PostgreSQL's
//! tables, the worker process (its connections and its in-memory dedup set), and the
//! loop that takes messages until the run is over, with the faults injected for real (a
//! crash forgets the worker's memory and opens new connections; a lost ack never
//! reaches the broker). `rabbit` and `sqs` hold each broker's side; `steps` the pipeline.

pub(crate) mod clock;
pub(crate) mod rabbit;
pub(crate) mod sqs;
pub(crate) mod sqs_rules;
pub(crate) mod steps;

use std::collections::{BTreeMap, HashSet};
use std::time::Duration;

use acklab_sim::{Scenario, WORKER_RESTART_TICKS};
use tokio::time::Instant;
use tokio_postgres::{Client, NoTls};

use crate::Services;
use clock::{Clock, WORKER_PHASE};
use steps::{Ending, Faults};

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
    /// Acknowledges (deletes) the delivery.
    async fn ack(&mut self, handle: &Self::Handle) -> Result<(), String>;
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
}

/// The worker's process: its connection to the broker, its database session, and its
/// in-memory dedup set.
pub struct Worker<Q> {
    pub queue: Q,
    pub database: Client,
    pub memory: HashSet<String>,
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
         CREATE TABLE {schema}.statuses (key text PRIMARY KEY, status text NOT NULL);
         CREATE TABLE {schema}.processed_messages (id text{unique});"
    );
    admin
        .batch_execute(&sql)
        .await
        .map_err(failed_sql("creating the tables"))
}

/// One worker takes messages until the broker says the run is over. On a paced clock it
/// keeps the simulator's rhythm: it polls at each tick it is idle, takes one step a tick,
/// polls again in the tick a delivery ended early (an error, a duplicate, a lost ack),
/// and comes back `WORKER_RESTART_TICKS` after a crash.
pub async fn consume<Q: Queue>(
    services: &Services,
    names: &Names,
    scenario: &Scenario,
    queue: Q,
    clock: Clock,
) -> Result<(), String> {
    let mut faults = Faults::new(scenario);
    let mut worker = Worker {
        database: postgres(services, &names.schema).await?,
        queue,
        memory: HashSet::new(),
    };
    let mut tick = 0;
    let mut quiet_since = Instant::now();
    loop {
        clock.at(tick, WORKER_PHASE).await;
        let Some(got) = worker.queue.receive().await? else {
            if worker.queue.finished(quiet_since.elapsed(), tick).await? {
                return match faults.unfired().as_slice() {
                    [] => Ok(()),
                    unfired => Err(format!("these faults never fired: {unfired:?}")),
                };
            }
            if !clock.is_paced() {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            tick += 1;
            continue;
        };
        let (ending, at) =
            steps::handle(&mut worker, scenario, &mut faults, &got, clock, tick).await?;
        tick = at;
        match ending {
            Ending::Done => {}
            Ending::Crashed => {
                // Dropping the database client closes its session: PostgreSQL rolls back
                // the transaction the crash left open.
                let Worker {
                    queue, database, ..
                } = worker;
                drop(database);
                let queue = queue.restart().await?;
                worker = Worker {
                    database: postgres(services, &names.schema).await?,
                    queue,
                    memory: HashSet::new(),
                };
                tick += WORKER_RESTART_TICKS;
            }
            Ending::AckLost => worker.queue.ack_lost().await?,
        }
        quiet_since = Instant::now();
    }
}

/// Committed effects per message, and each order's final status.
pub async fn read_tables(
    admin: &Client,
    names: &Names,
) -> Result<(BTreeMap<String, u32>, BTreeMap<String, String>), String> {
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
    Ok((applied, statuses))
}

pub async fn drop_schema(admin: &Client, names: &Names) {
    let _ = admin
        .batch_execute(&format!("DROP SCHEMA {} CASCADE", names.schema))
        .await;
}
