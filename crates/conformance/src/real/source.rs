//! The producer's side of a real run (`acklab/2`). Without a producer pipeline the
//! publisher sends each message at its tick, and sends it again after the confirm
//! timeout when its confirm was lost and the producer retries. With one, the orders
//! service's process takes each request through that pipeline in a PostgreSQL session
//! of its own (its order row in `source_orders`, its event in `outbox`), and, when it
//! writes an outbox, a relay process polls the outbox and publishes each row's event.
//! Each takes one step a turn, as the simulator's actors take one a tick. A crash
//! closes the process's session, so PostgreSQL rolls back what it had open, and the
//! process comes back `WORKER_RESTART_TICKS` later, as in the simulator.

use std::cell::Cell;
use std::collections::BTreeSet;
use std::future::Future;

use acklab_sim::{
    Fault, Message, ProducerStep, RelayStep, Scenario, CONFIRM_TIMEOUT_TICKS, MAX_PUBLISH_ATTEMPTS,
    WORKER_RESTART_TICKS,
};
use tokio_postgres::Client;

use super::turns::{Next, Party};
use super::worker::{publish_tick, Run};
use super::{failed_sql, postgres};

/// The tables of the orders service's own database, in the run's `schema`.
pub fn source_tables(schema: &str) -> String {
    format!(
        "CREATE TABLE {schema}.source_orders (message_id text NOT NULL);
         CREATE TABLE {schema}.outbox (seq bigserial PRIMARY KEY, \
             message_id text NOT NULL, sent boolean NOT NULL DEFAULT false);"
    )
}

/// Runs the scenario's producer's side: the plain publisher, or the orders service and,
/// when it writes an outbox, the relay. `send` publishes one message under the id it
/// is given and waits for the broker's confirm (a lost confirm is one the harness
/// drops on arrival, once the broker has stored the message).
/// `redrive` takes every message out of the dead-letter queue and returns their ids,
/// for an operator's redrive (a fault `redrive`), which the publisher sends again.
pub async fn produce<'a, F, Fut, R, RFut>(run: &Run<'a>, send: F, redrive: R) -> Result<(), String>
where
    F: Fn(String) -> Fut,
    Fut: Future<Output = Result<(), String>>,
    R: Fn() -> RFut,
    RFut: Future<Output = Result<Vec<String>, String>>,
{
    let Some(pipeline) = run.scenario.producer.pipeline.as_deref() else {
        return publish(run, send, redrive).await;
    };
    // Whether the orders service may still commit rows: the relay stops polling once
    // it cannot and the outbox holds nothing to send, as the simulator's does.
    let requests_left = Cell::new(!run.scenario.messages.is_empty());
    if !pipeline.contains(&ProducerStep::WriteOutbox) {
        return orders_service(run, &send, pipeline, &requests_left).await;
    }
    run.turns.book(Party::Relay, 0);
    tokio::try_join!(
        orders_service(run, &send, pipeline, &requests_left),
        relay(run, &send, &requests_left)
    )?;
    Ok(())
}

/// The plain publisher: each message at its tick, and when its confirm is lost and the
/// producer retries, again `CONFIRM_TIMEOUT_TICKS` later, under the same id or a fresh
/// one (`stable_ids`), up to `MAX_PUBLISH_ATTEMPTS` attempts, as the simulator's does.
/// At a redrive's tick it first moves the dead letters back, as the operator would
/// (a shovel, or SQS's redrive to the source queue): each is sent again under its id.
async fn publish<F, Fut, R, RFut>(run: &Run<'_>, send: F, redrive: R) -> Result<(), String>
where
    F: Fn(String) -> Fut,
    Fut: Future<Output = Result<(), String>>,
    R: Fn() -> RFut,
    RFut: Future<Output = Result<Vec<String>, String>>,
{
    let producer = &run.scenario.producer;
    // What is left to send: (tick, order of booking, message, attempt).
    let mut agenda: BTreeSet<(u64, usize, usize, u32)> = (0..run.scenario.messages.len())
        .filter_map(|index| Some((publish_tick(run.scenario, index)?, index, index, 1)))
        .collect();
    let mut bookings = agenda.len();
    // The wire ids in the order they were first sent.
    let mut sent: Vec<String> = Vec::new();
    let mut redrives = redrive_ticks(run.scenario);
    let next_due = |agenda: &BTreeSet<(u64, usize, usize, u32)>, redrives: &BTreeSet<u64>| {
        let publish = agenda.first().map(|&(at, ..)| at);
        publish.into_iter().chain(redrives.first().copied()).min()
    };
    while next_due(&agenda, &redrives).is_some() {
        let tick = run.turns.wait(Party::Publisher).await;
        if redrives.first().is_some_and(|&at| at <= tick) {
            redrives.pop_first();
            // The simulator puts the dead letters back in the order they were published.
            let mut dead_letters = redrive().await?;
            dead_letters.sort_by_key(|id| sent.iter().position(|s| s == id));
            for wire_id in dead_letters {
                run.renumbering.borrow_mut().redriven(&wire_id);
                send(wire_id).await?;
            }
            let next = next_due(&agenda, &redrives).map_or(Next::Leave, Next::At);
            run.turns.end(Party::Publisher, next, true).await;
            continue;
        }
        let Some((_, _, index, attempt)) = agenda.pop_first() else {
            break;
        };
        let message = &run.scenario.messages[index];
        let same_id = attempt == 1 || producer.stable_ids;
        let wire_id = if same_id {
            message.id.clone()
        } else {
            format!("{}~{attempt}", message.id)
        };
        if !sent.contains(&wire_id) {
            sent.push(wire_id.clone());
        }
        send(wire_id).await?;
        let lost = run.faults.borrow_mut().lose_confirm(&message.id);
        if lost && producer.retry && attempt < MAX_PUBLISH_ATTEMPTS {
            agenda.insert((tick + CONFIRM_TIMEOUT_TICKS, bookings, index, attempt + 1));
            bookings += 1;
        }
        let next = next_due(&agenda, &redrives).map_or(Next::Leave, Next::At);
        run.turns.end(Party::Publisher, next, true).await;
    }
    Ok(())
}

/// The ticks of the scenario's redrives.
fn redrive_ticks(scenario: &Scenario) -> BTreeSet<u64> {
    let at = |fault: &Fault| {
        let Fault::Redrive { at } = fault else {
            return None;
        };
        Some(*at)
    };
    scenario.faults.iter().filter_map(at).collect()
}

/// The orders service's process: each request in turn, one step of `pipeline` a turn.
async fn orders_service<'a, F, Fut>(
    run: &Run<'a>,
    send: &F,
    pipeline: &[ProducerStep],
    requests_left: &Cell<bool>,
) -> Result<(), String>
where
    F: Fn(String) -> Fut,
    Fut: Future<Output = Result<(), String>>,
{
    let party = Party::Publisher;
    let mut session = postgres(run.services, &run.names.schema).await?;
    let messages = &run.scenario.messages;
    for (index, message) in messages.iter().enumerate() {
        let last_request = index + 1 == messages.len();
        for (place, &step) in pipeline.iter().enumerate() {
            let tick = run.turns.wait(party).await;
            run.turns.active();
            producer_step(&session, send, message, step).await?;
            let published = step == ProducerStep::Publish;
            if run
                .faults
                .borrow_mut()
                .crash_producer_after(&message.id, step)
            {
                // The request is dropped with the process; its open transaction rolls
                // back when the session closes.
                requests_left.set(!last_request);
                let restart;
                (session, restart) = crash(run, party, session, tick, published).await?;
                let next = if last_request {
                    Next::Leave
                } else {
                    Next::At(restart)
                };
                run.turns.end(party, next, false).await;
                break;
            }
            let request_over = place + 1 == pipeline.len();
            if request_over {
                // A transaction the pipeline never committed is discarded with its
                // request, as the simulator's producer discards it.
                rollback_if_open(&session).await?;
                requests_left.set(!last_request);
            }
            let next = if request_over && last_request {
                Next::Leave
            } else {
                Next::At(tick + 1)
            };
            run.turns.end(party, next, published).await;
        }
    }
    if pipeline.is_empty() {
        // An empty pipeline does nothing for any request.
        requests_left.set(false);
        run.turns.wait(party).await;
        run.turns.end(party, Next::Leave, false).await;
    }
    Ok(())
}

/// `party`'s process dies right after its turn at `tick`: its session closes (what it
/// had open rolls back), and it comes back `WORKER_RESTART_TICKS` later with a new one.
/// Returns that session and the tick of the turn the process comes back in.
async fn crash(
    run: &Run<'_>,
    party: Party,
    session: Client,
    tick: u64,
    published: bool,
) -> Result<(Client, u64), String> {
    drop(session);
    let session = postgres(run.services, &run.names.schema).await?;
    let back = Next::At(tick + WORKER_RESTART_TICKS);
    run.turns.end(party, back, published).await;
    let restart = run.turns.wait(party).await;
    Ok((session, restart))
}

async fn producer_step<F, Fut>(
    session: &Client,
    send: &F,
    message: &Message,
    step: ProducerStep,
) -> Result<(), String>
where
    F: Fn(String) -> Fut,
    Fut: Future<Output = Result<(), String>>,
{
    let id = message.id.as_str();
    let sql = match step {
        ProducerStep::Begin => "BEGIN",
        ProducerStep::Write => "INSERT INTO source_orders VALUES ($1)",
        ProducerStep::WriteOutbox => "INSERT INTO outbox (message_id) VALUES ($1)",
        ProducerStep::Commit => "COMMIT",
        ProducerStep::Publish => return send(message.id.clone()).await,
    };
    let outcome = if sql.contains("$1") {
        session.execute(sql, &[&id]).await.map(|_| ())
    } else {
        session.batch_execute(sql).await
    };
    outcome.map_err(failed_sql("a step of the orders service"))
}

async fn rollback_if_open(session: &Client) -> Result<(), String> {
    // ROLLBACK outside a transaction only warns, so it needs no bookkeeping.
    session
        .batch_execute("ROLLBACK")
        .await
        .map_err(failed_sql("ending the request"))
}

/// The outbox relay's process: polls for the oldest row not marked sent, takes it
/// through the relay's pipeline one step a turn, and polls again the turn after.
async fn relay<'a, F, Fut>(
    run: &Run<'a>,
    send: &F,
    requests_left: &Cell<bool>,
) -> Result<(), String>
where
    F: Fn(String) -> Fut,
    Fut: Future<Output = Result<(), String>>,
{
    let party = Party::Relay;
    let config = &run.scenario.relay;
    let mut session = postgres(run.services, &run.names.schema).await?;
    let mut row: Option<(i64, &'a Message)> = None;
    let mut next_step = 0;
    loop {
        let tick = run.turns.wait(party).await;
        let step = config.pipeline.get(next_step).copied();
        // A pipeline without a first `read_outbox` has no row to work on.
        let taken = match step {
            Some(RelayStep::ReadOutbox) => read_outbox(&session, run).await?,
            Some(RelayStep::Publish | RelayStep::MarkSent) => row,
            None => None,
        };
        let (Some(step), Some((seq, message))) = (step, taken) else {
            let again = step == Some(RelayStep::ReadOutbox) && requests_left.get();
            let next = if again {
                Next::At(tick + config.interval)
            } else {
                Next::Leave
            };
            run.turns.end(party, next, false).await;
            if again {
                continue;
            }
            return Ok(());
        };
        run.turns.active();
        relay_step(&session, send, (seq, message), step).await?;
        let published = step == RelayStep::Publish;
        let unconfirmed = published && run.faults.borrow_mut().lose_confirm(&message.id);
        row = Some((seq, message));
        next_step += 1;
        if run.faults.borrow_mut().crash_relay_after(&message.id, step) {
            (row, next_step) = (None, 0);
            let restart;
            (session, restart) = crash(run, party, session, tick, published).await?;
            // The process is back and polls at once, after the turns booked before.
            run.turns.end(party, Next::At(restart), false).await;
            continue;
        }
        if unconfirmed {
            // The row stays unsent: the next poll, after the interval, takes it again.
            (row, next_step) = (None, 0);
            let next = Next::At(tick + config.interval);
            run.turns.end(party, next, published).await;
            continue;
        }
        if next_step == config.pipeline.len() {
            (row, next_step) = (None, 0);
        }
        run.turns.end(party, Next::At(tick + 1), published).await;
    }
}

/// The oldest outbox row not marked sent, and its message.
async fn read_outbox<'a>(
    session: &Client,
    run: &Run<'a>,
) -> Result<Option<(i64, &'a Message)>, String> {
    let found = session
        .query_opt(
            "SELECT seq, message_id FROM outbox WHERE NOT sent ORDER BY seq LIMIT 1",
            &[],
        )
        .await
        .map_err(failed_sql("reading the outbox"))?;
    let Some(found) = found else {
        return Ok(None);
    };
    let id: String = found.get(1);
    let message = run
        .scenario
        .messages
        .iter()
        .find(|m| m.id == id)
        .ok_or_else(|| format!("an outbox row of an unknown message {id}"))?;
    Ok(Some((found.get(0), message)))
}

async fn relay_step<F, Fut>(
    session: &Client,
    send: &F,
    (seq, message): (i64, &Message),
    step: RelayStep,
) -> Result<(), String>
where
    F: Fn(String) -> Fut,
    Fut: Future<Output = Result<(), String>>,
{
    match step {
        // The row was read when it was taken.
        RelayStep::ReadOutbox => Ok(()),
        RelayStep::Publish => send(message.id.clone()).await,
        RelayStep::MarkSent => session
            .execute("UPDATE outbox SET sent = true WHERE seq = $1", &[&seq])
            .await
            .map(|_| ())
            .map_err(failed_sql("marking the row sent")),
    }
}
