//! RabbitMQ's side of a run: a quorum queue with a delivery limit and a dead-letter
//! exchange, the messages published with confirms, and a worker's connection that gets
//! messages with `basic.get`. A crash or a lost ack closes the connection, and RabbitMQ
//! takes the message back at once.

use std::time::Duration;

use acklab_sim::Scenario;
use lapin::message::Delivery;
use lapin::options::{
    BasicAckOptions, BasicGetOptions, BasicNackOptions, BasicPublishOptions, BasicRejectOptions,
    ConfirmSelectOptions, ExchangeDeclareOptions, QueueBindOptions, QueueDeclareOptions,
    QueueDeleteOptions,
};
use lapin::types::{AMQPValue, FieldTable};
use lapin::{BasicProperties, Channel, Connection, ConnectionProperties, ExchangeKind};

use super::clock::Clock;
use super::consumer_timeout::{message_ttl, rabbit_timing};
use super::source::produce;
use super::turns::Turns;
use super::worker::publish_tick;
use super::{consume, create_schema, drop_schema, postgres, read_tables, Got, Names, Queue, Run};
use crate::compare::Observed;
use crate::Services;

/// An empty queue this long, with nothing held, means the run is over.
const QUIET: Duration = Duration::from_millis(600);

pub fn failed(what: &str) -> impl Fn(lapin::Error) -> String + '_ {
    move |e| format!("{what}: {e}")
}

/// A worker's AMQP connection and channel.
pub struct Rabbit {
    url: String,
    queue: String,
    connection: Connection,
    channel: Channel,
}

/// A connection to RabbitMQ and a channel on it.
pub async fn open(url: &str) -> Result<(Connection, Channel), String> {
    let connection = Connection::connect(url, ConnectionProperties::default())
        .await
        .map_err(failed("connecting to RabbitMQ"))?;
    let channel = connection
        .create_channel()
        .await
        .map_err(failed("opening a channel"))?;
    Ok((connection, channel))
}

impl Rabbit {
    async fn connect(url: &str, queue: &str) -> Result<Rabbit, String> {
        let (connection, channel) = open(url).await?;
        Ok(Rabbit {
            url: url.to_string(),
            queue: queue.to_string(),
            connection,
            channel,
        })
    }

    async fn get(&self) -> lapin::Result<Option<lapin::message::BasicGetMessage>> {
        self.channel
            .basic_get(
                self.queue.as_str().into(),
                BasicGetOptions { no_ack: false },
            )
            .await
    }

    async fn close(&self, why: &str) {
        let _ = self.connection.close(0, why.into()).await;
    }
}

impl Queue for Rabbit {
    type Handle = u64;

    async fn receive(&mut self) -> Result<Option<Got<u64>>, String> {
        let mut got = self.get().await;
        if got.is_err() || !self.channel.status().connected() {
            // The broker closed the channel at the consumer timeout (before the call or
            // during it): the worker opens a new one and asks again.
            self.close("channel closed by the broker").await;
            *self = Rabbit::connect(&self.url, &self.queue).await?;
            got = self.get().await;
        }
        let got = got.map_err(failed("getting a message"))?;
        let Some(got) = got else {
            return Ok(None);
        };
        let (id, number) = identify(&got.delivery)?;
        Ok(Some(Got {
            id,
            number,
            handle: got.delivery.delivery_tag,
        }))
    }

    /// Refused when the channel that carried the delivery is gone, before the call or
    /// during it: RabbitMQ closed it at the consumer timeout and took the message back.
    async fn ack(&mut self, tag: &u64) -> Result<bool, String> {
        if !self.channel.status().connected() {
            return Ok(false);
        }
        match self
            .channel
            .basic_ack(*tag, BasicAckOptions::default())
            .await
        {
            Ok(()) => Ok(true),
            Err(_) if !self.channel.status().connected() => Ok(false),
            Err(e) => Err(format!("acking: {e}")),
        }
    }

    /// A permanent error is rejected to the dead-letter exchange; any other is nacked
    /// and requeued at once (RabbitMQ has no retry delay), and the queue's delivery
    /// limit ends it.
    async fn fail(&mut self, tag: &u64, permanent: bool, _delay_ticks: u64) -> Result<(), String> {
        if !self.channel.status().connected() {
            // Closed at the consumer timeout: the broker has the message back already.
            return Ok(());
        }
        let settled = if permanent {
            let options = BasicRejectOptions { requeue: false };
            self.channel.basic_reject(*tag, options).await
        } else {
            let options = BasicNackOptions {
                multiple: false,
                requeue: true,
            };
            self.channel.basic_nack(*tag, options).await
        };
        match settled {
            Ok(()) => Ok(()),
            // Closed during the call: the message is back in the queue all the same.
            Err(_) if !self.channel.status().connected() => Ok(()),
            Err(e) => Err(format!("rejecting or nacking: {e}")),
        }
    }

    async fn ack_lost(&mut self) -> Result<(), String> {
        self.close("connection dropped").await;
        *self = Rabbit::connect(&self.url, &self.queue).await?;
        Ok(())
    }

    async fn finished(&mut self, quiet_for: Duration, _tick: u64) -> Result<bool, String> {
        Ok(quiet_for > QUIET)
    }

    async fn restart(self) -> Result<Rabbit, String> {
        self.close("crash").await;
        Rabbit::connect(&self.url, &self.queue).await
    }

    async fn open(&self) -> Result<Rabbit, String> {
        Rabbit::connect(&self.url, &self.queue).await
    }

    /// A closed connection's unacked messages, and a nacked one, go back to the queue
    /// at once.
    fn hands_back_at_once(&self) -> bool {
        true
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

/// How long a redrive waits for a dead letter that may still be on its way: how long a
/// quorum queue takes to move one after the nack was not measured here, and an
/// unpaced run's ticks can be very short. A guard, not a figure.
const DEAD_LETTER_SETTLE: Duration = Duration::from_millis(300);

/// Runs `scenario` on RabbitMQ; `index` keeps its names apart from the others'. A run
/// without a stall is unpaced: its ticks only order the turns of the publisher and the
/// workers. One with a stall is paced, its consumer timeout mapped onto RabbitMQ's.
pub async fn run(
    services: &Services,
    scenario: &Scenario,
    index: usize,
) -> Result<Observed, String> {
    let names = Names::new("rabbitmq", index);
    let admin = postgres(services, "public").await?;
    create_schema(&admin, &names, scenario).await?;
    let setup = Rabbit::connect(&services.amqp, &names.queue).await?;
    let tick = rabbit_timing(scenario, services.rabbitmq_returns_after)?;
    let ttl = tick.and_then(|tick| message_ttl(scenario, tick));
    declare(&setup.channel, &names, scenario, ttl).await?;
    setup
        .channel
        .confirm_select(ConfirmSelectOptions::default())
        .await
        .map_err(failed("turning on confirms"))?;
    let worker = Rabbit::connect(&services.amqp, &names.queue).await?;
    let workers = usize::try_from(scenario.workers.max(1)).unwrap_or(1);
    let clock = match tick {
        Some(tick) => Clock::paced(tick),
        None => Clock::unpaced(),
    };
    let turns = Turns::new(clock, publish_tick(scenario, 0), workers);
    let run = Run::new(services, &admin, &names, scenario, &turns);
    let send = |wire_id| send(&setup.channel, &names, wire_id);
    // An operator's redrive takes every dead letter out, and the publisher sends it
    // again, after giving a message that may still be on its way time to arrive.
    let redrive = || async {
        tokio::time::sleep(DEAD_LETTER_SETTLE).await;
        dead_letters(&setup.channel, &names).await
    };
    tokio::try_join!(produce(&run, send, redrive), consume(&run, worker))?;
    let mut observed = read_tables(&admin, &names).await?;
    observed.dead_lettered = dead_letters(&setup.channel, &names).await?;
    observed.skipped = run.skipped.take();
    observed.deliveries = run.deliveries.take();
    drop_schema(&admin, &names).await;
    for queue in [&names.queue, &names.dead_letter_queue] {
        let _ = setup
            .channel
            .queue_delete(queue.as_str().into(), QueueDeleteOptions::default())
            .await;
    }
    Ok(observed)
}

/// A quorum queue whose delivery limit dead-letters a message after `max_deliveries`
/// deliveries, and whose message TTL (when `ttl` is given) one that waited that long,
/// through a dead-letter exchange to a queue the run reads at the end.
async fn declare(
    channel: &Channel,
    names: &Names,
    scenario: &Scenario,
    ttl: Option<Duration>,
) -> Result<(), String> {
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
    if let Some(ttl) = ttl {
        let ms = i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX);
        arguments.insert("x-message-ttl".into(), AMQPValue::LongLongInt(ms));
    }
    channel
        .queue_declare(names.queue.as_str().into(), durable, arguments)
        .await
        .map_err(failed("declaring the quorum queue"))?;
    Ok(())
}

/// Publishes one message under `wire_id`, persistent, and waits for its confirm.
async fn send(channel: &Channel, names: &Names, wire_id: String) -> Result<(), String> {
    let properties = BasicProperties::default()
        .with_message_id(wire_id.as_str().into())
        .with_delivery_mode(2);
    channel
        .basic_publish(
            "".into(),
            names.queue.as_str().into(),
            BasicPublishOptions::default(),
            wire_id.as_bytes(),
            properties,
        )
        .await
        .map_err(failed("publishing"))?
        .await
        .map_err(failed("waiting for the confirm"))?;
    Ok(())
}

/// The ids in the dead-letter queue.
async fn dead_letters(channel: &Channel, names: &Names) -> Result<Vec<String>, String> {
    let mut ids = Vec::new();
    while let Some(got) = channel
        .basic_get(
            names.dead_letter_queue.as_str().into(),
            BasicGetOptions { no_ack: true },
        )
        .await
        .map_err(failed("reading the dead-letter queue"))?
    {
        ids.push(identify(&got.delivery)?.0);
    }
    Ok(ids)
}
