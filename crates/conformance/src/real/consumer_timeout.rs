//! RabbitMQ's consumer timeout as the harness meets it: a stalled worker's channel is
//! closed and its message handed back some time after `consumer_timeout` ends (the
//! channel checks every `channel_tick_interval`, and the quorum queue takes the return
//! through its log). The harness measures that time once per run of the suite and maps
//! a stalling scenario's ticks onto it.

use std::time::Duration;

use acklab_sim::{Fault, Scenario};
use lapin::options::{
    BasicGetOptions, BasicPublishOptions, ConfirmSelectOptions, QueueDeclareOptions,
    QueueDeleteOptions,
};
use lapin::types::{AMQPValue, FieldTable};
use lapin::BasicProperties;
use tokio::time::Instant;

use super::clock::{consumer_timeout_mapping, RABBITMQ_CONSUMER_TIMEOUT, SHORTEST_TICK};
use super::rabbit::{failed, open};

/// How often the measurement looks for the message, and how long it waits for it past
/// the configured timeout.
const LOOK_EVERY: Duration = Duration::from_millis(5);
const LONGEST_LAG: Duration = Duration::from_secs(5);

/// The tick length of a run whose worker stalls, so that RabbitMQ hands the message back
/// (`returns_after` after the delivery) half a tick before the simulator's timeout
/// ends; of a run with a message TTL and no stall, `MESSAGE_TTL_TICK`; `None` for a run
/// that needs no real time.
pub fn rabbit_timing(
    scenario: &Scenario,
    returns_after: Duration,
) -> Result<Option<Duration>, String> {
    let stalls = scenario
        .faults
        .iter()
        .any(|f| matches!(f, Fault::Stall { .. }));
    if !stalls {
        let ages = scenario.broker.message_ttl.is_some();
        return Ok(ages.then_some(MESSAGE_TTL_TICK));
    }
    let tick = consumer_timeout_mapping(scenario.broker.visibility_timeout, returns_after)
        .ok_or_else(|| {
            format!(
                "a consumer timeout of {} ticks gives ticks shorter than {} ms",
                scenario.broker.visibility_timeout,
                SHORTEST_TICK.as_millis()
            )
        })?;
    // A message TTL's half tick of margin must cover a turn's calls, as on its own.
    if scenario.broker.message_ttl.is_some() && tick < MESSAGE_TTL_TICK {
        return Err(format!(
            "a message TTL with a stall on ticks of {} ms, under {} ms",
            tick.as_millis(),
            MESSAGE_TTL_TICK.as_millis()
        ));
    }
    Ok(Some(tick))
}

/// A tick of a run paced only for its message TTL: long enough that the half tick of
/// margin either side of the expiry covers a turn's calls to RabbitMQ.
pub const MESSAGE_TTL_TICK: Duration = Duration::from_millis(150);

/// The queue's message TTL (`x-message-ttl`) for the scenario's `broker.message_ttl`
/// on ticks `tick` long: half a tick short of the simulator's, so a message the
/// simulator delivers one tick before it ages out is still there, and one still waiting
/// when it ages out is gone.
pub fn message_ttl(scenario: &Scenario, tick: Duration) -> Option<Duration> {
    let ticks = u32::try_from(scenario.broker.message_ttl?).ok()?;
    (tick * ticks).checked_sub(tick / 2)
}

/// How long after a delivery RabbitMQ, its consumer timeout running out, has the
/// message back in a quorum queue: one message taken and never acked, and looked for
/// from a second connection every 5 ms.
pub async fn measure_return(amqp: &str) -> Result<Duration, String> {
    let queue = format!("acklab-probe-{}", std::process::id());
    let (holder, held) = open(amqp).await?;
    let (looker, looking) = open(amqp).await?;
    let mut arguments = FieldTable::default();
    arguments.insert(
        "x-queue-type".into(),
        AMQPValue::LongString("quorum".into()),
    );
    let durable = QueueDeclareOptions {
        durable: true,
        ..QueueDeclareOptions::default()
    };
    held.queue_declare(queue.as_str().into(), durable, arguments)
        .await
        .map_err(failed("declaring the probe queue"))?;
    held.confirm_select(ConfirmSelectOptions::default())
        .await
        .map_err(failed("turning on confirms"))?;
    held.basic_publish(
        "".into(),
        queue.as_str().into(),
        BasicPublishOptions::default(),
        b"probe",
        BasicProperties::default(),
    )
    .await
    .map_err(failed("publishing the probe"))?
    .await
    .map_err(failed("waiting for the probe's confirm"))?;
    let take = |no_ack| BasicGetOptions { no_ack };
    let taken = held
        .basic_get(queue.as_str().into(), take(false))
        .await
        .map_err(failed("taking the probe"))?;
    let delivered = Instant::now();
    if taken.is_none() {
        return Err("the probe message was not there".into());
    }
    let deadline = delivered + RABBITMQ_CONSUMER_TIMEOUT + LONGEST_LAG;
    let back = loop {
        let got = looking
            .basic_get(queue.as_str().into(), take(true))
            .await
            .map_err(failed("looking for the probe"))?;
        if got.is_some() {
            break Some(delivered.elapsed());
        }
        if Instant::now() > deadline {
            break None;
        }
        tokio::time::sleep(LOOK_EVERY).await;
    };
    let _ = looking
        .queue_delete(queue.as_str().into(), QueueDeleteOptions::default())
        .await;
    let _ = holder.close(0, "probe done".into()).await;
    let _ = looker.close(0, "probe done".into()).await;
    back.ok_or_else(|| {
        format!(
            "RabbitMQ did not hand an unacked message back within {} s: is consumer_timeout {} ms?",
            (RABBITMQ_CONSUMER_TIMEOUT + LONGEST_LAG).as_secs(),
            RABBITMQ_CONSUMER_TIMEOUT.as_millis()
        )
    })
}
