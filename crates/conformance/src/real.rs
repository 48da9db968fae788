//! One scenario on the real services: a quorum queue with a delivery limit and a
//! dead-letter exchange, the messages published with confirms, one worker that runs the
//! scenario's pipeline against PostgreSQL, and the faults injected for real (a crash
//! closes both connections and forgets the worker's memory; a lost ack drops the AMQP
//! connection instead of acking). What is left behind is read back as `Observed`.

pub(crate) mod steps;

use std::collections::HashSet;
use std::time::{Duration, Instant};

use acklab_sim::Scenario;
use lapin::options::{
    BasicGetOptions, BasicPublishOptions, ConfirmSelectOptions, ExchangeDeclareOptions,
    QueueBindOptions, QueueDeclareOptions, QueueDeleteOptions,
};
use lapin::types::{AMQPValue, FieldTable};
use lapin::{BasicProperties, Channel, Connection, ConnectionProperties, ExchangeKind};
use tokio_postgres::{Client, NoTls};

use crate::compare::Observed;
use crate::Services;

pub use steps::Ending;

/// An empty queue this long, with nothing held, means the run is over.
const QUIET: Duration = Duration::from_millis(600);

/// The names one scenario's run uses, unique to this process and scenario.
pub struct Names {
    pub queue: String,
    pub dead_letter_exchange: String,
    pub dead_letter_queue: String,
    pub schema: String,
}

impl Names {
    fn new(index: usize) -> Names {
        let run = format!("{}_{index}", std::process::id());
        Names {
            queue: format!("acklab.{run}"),
            dead_letter_exchange: format!("acklab.{run}.dlx"),
            dead_letter_queue: format!("acklab.{run}.dlq"),
            schema: format!("acklab_{run}"),
        }
    }
}

/// The worker's process: its connections and its in-memory dedup set.
pub struct Worker {
    pub connection: Connection,
    pub channel: Channel,
    pub database: Client,
    pub memory: HashSet<String>,
}

pub fn failed(what: &str) -> impl Fn(lapin::Error) -> String + '_ {
    move |e| format!("{what}: {e}")
}

pub fn failed_sql(what: &str) -> impl Fn(tokio_postgres::Error) -> String + '_ {
    move |e| format!("{what}: {e}")
}

async fn amqp(services: &Services) -> Result<(Connection, Channel), String> {
    let connection = Connection::connect(&services.amqp, ConnectionProperties::default())
        .await
        .map_err(failed("connecting to RabbitMQ"))?;
    let channel = connection
        .create_channel()
        .await
        .map_err(failed("opening a channel"))?;
    Ok((connection, channel))
}

async fn postgres(services: &Services, schema: &str) -> Result<Client, String> {
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

impl Worker {
    pub async fn start(services: &Services, names: &Names) -> Result<Worker, String> {
        let (connection, channel) = amqp(services).await?;
        let database = postgres(services, &names.schema).await?;
        Ok(Worker {
            connection,
            channel,
            database,
            memory: HashSet::new(),
        })
    }
}

/// Runs `scenario` on the services; `index` keeps its names apart from the others'.
pub async fn run(
    services: &Services,
    scenario: &Scenario,
    index: usize,
) -> Result<Observed, String> {
    let names = Names::new(index);
    let admin = postgres(services, "public").await?;
    create_schema(&admin, &names, scenario).await?;
    let (_setup_connection, setup) = amqp(services).await?;
    declare(&setup, &names, scenario).await?;
    publish(&setup, &names, scenario).await?;
    consume(services, &names, scenario).await?;
    let observed = steps::observe(&admin, &setup, &names).await?;
    clean_up(&admin, &setup, &names).await;
    Ok(observed)
}

async fn create_schema(admin: &Client, names: &Names, scenario: &Scenario) -> Result<(), String> {
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

/// A quorum queue whose delivery limit dead-letters a message after `max_deliveries`
/// deliveries, through a dead-letter exchange to a queue the run reads at the end.
async fn declare(channel: &Channel, names: &Names, scenario: &Scenario) -> Result<(), String> {
    channel
        .exchange_declare(
            names.dead_letter_exchange.as_str().into(),
            ExchangeKind::Fanout,
            ExchangeDeclareOptions::default(),
            FieldTable::default(),
        )
        .await
        .map_err(failed("declaring the dead-letter exchange"))?;
    let durable = QueueDeclareOptions {
        durable: true,
        ..QueueDeclareOptions::default()
    };
    channel
        .queue_declare(
            names.dead_letter_queue.as_str().into(),
            durable,
            FieldTable::default(),
        )
        .await
        .map_err(failed("declaring the dead-letter queue"))?;
    channel
        .queue_bind(
            names.dead_letter_queue.as_str().into(),
            names.dead_letter_exchange.as_str().into(),
            "".into(),
            QueueBindOptions::default(),
            FieldTable::default(),
        )
        .await
        .map_err(failed("binding the dead-letter queue"))?;
    // A quorum queue counts the returns of a message; past the limit it dead-letters
    // it, so `max_deliveries` deliveries in all take a limit one lower.
    let limit = i64::from(scenario.broker.max_deliveries.saturating_sub(1));
    let mut arguments = FieldTable::default();
    arguments.insert(
        "x-queue-type".into(),
        AMQPValue::LongString("quorum".into()),
    );
    arguments.insert("x-delivery-limit".into(), AMQPValue::LongLongInt(limit));
    arguments.insert(
        "x-dead-letter-exchange".into(),
        AMQPValue::LongString(names.dead_letter_exchange.as_str().into()),
    );
    channel
        .queue_declare(names.queue.as_str().into(), durable, arguments)
        .await
        .map_err(failed("declaring the quorum queue"))?;
    Ok(())
}

/// Publishes every message in order, each confirmed before the next; the model
/// publishes one a tick, and with one worker the queue then holds them in that order.
async fn publish(channel: &Channel, names: &Names, scenario: &Scenario) -> Result<(), String> {
    channel
        .confirm_select(ConfirmSelectOptions::default())
        .await
        .map_err(failed("turning on confirms"))?;
    for message in &scenario.messages {
        let properties = BasicProperties::default()
            .with_message_id(message.id.as_str().into())
            .with_delivery_mode(2);
        channel
            .basic_publish(
                "".into(),
                names.queue.as_str().into(),
                BasicPublishOptions::default(),
                message.id.as_bytes(),
                properties,
            )
            .await
            .map_err(failed("publishing"))?
            .await
            .map_err(failed("waiting for the confirm"))?;
    }
    Ok(())
}

/// One worker takes messages until the queue stays empty: after a crash or a dropped
/// connection it starts again with new connections, as a restarted process would.
async fn consume(services: &Services, names: &Names, scenario: &Scenario) -> Result<(), String> {
    let mut faults = steps::Faults::new(scenario);
    let mut worker = Worker::start(services, names).await?;
    let mut quiet_since = Instant::now();
    loop {
        let got = worker
            .channel
            .basic_get(
                names.queue.as_str().into(),
                BasicGetOptions { no_ack: false },
            )
            .await
            .map_err(failed("getting a message"))?;
        let Some(got) = got else {
            if quiet_since.elapsed() > QUIET {
                return match faults.unfired().as_slice() {
                    [] => Ok(()),
                    unfired => Err(format!("these faults never fired: {unfired:?}")),
                };
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        match steps::handle(&mut worker, scenario, &mut faults, &got.delivery).await? {
            Ending::Done => {}
            Ending::Crashed => {
                let _ = worker.connection.close(0, "crash".into()).await;
                drop(worker);
                worker = Worker::start(services, names).await?;
            }
            Ending::ConnectionDropped => {
                let _ = worker
                    .connection
                    .close(0, "connection dropped".into())
                    .await;
                let (connection, channel) = amqp(services).await?;
                worker.connection = connection;
                worker.channel = channel;
            }
        }
        quiet_since = Instant::now();
    }
}

async fn clean_up(admin: &Client, channel: &Channel, names: &Names) {
    let _ = admin
        .batch_execute(&format!("DROP SCHEMA {} CASCADE", names.schema))
        .await;
    for queue in [&names.queue, &names.dead_letter_queue] {
        let _ = channel
            .queue_delete(queue.as_str().into(), QueueDeleteOptions::default())
            .await;
    }
}
