//! `acklab-conformance`: every queue-world lesson and corpus scenario that a real system
//! can reproduce, run on RabbitMQ 3.x and on an SQS emulator (moto), each with
//! PostgreSQL 15 and in the matching flavour, and compared with the simulator's verdict
//! of the same scenario. `cargo xtask conformance` starts the services on 127.0.0.1,
//! runs this, and stops them; it prints one line per scenario and a figure per broker.

mod compare;
mod explained;
mod real;
mod select;
mod suite;
#[cfg(test)]
mod tests;

use std::time::Duration;

use acklab_sim::BrokerLike;

use suite::Tally;

/// Where the services listen, from the environment `cargo xtask conformance` sets.
pub struct Services {
    pub amqp: String,
    pub postgres: String,
    pub sqs: String,
    /// How long after a delivery RabbitMQ hands a timed-out message back, measured.
    pub rabbitmq_returns_after: Duration,
}

/// The fewest scenarios a broker's pass must replay: 79 did on RabbitMQ, and 75 on
/// SQS, once the producer's side (the orders service, its relay, lost publish
/// confirms) was replayed too.
const FEWEST_REPRODUCIBLE: usize = 70;

/// Every scenario ends or is given up on within this long.
pub const SCENARIO_LIMIT: Duration = Duration::from_secs(60);

fn services() -> Services {
    let from = |name: &str, default: &str| std::env::var(name).unwrap_or_else(|_| default.into());
    Services {
        amqp: from("ACKLAB_AMQP", "amqp://guest:guest@127.0.0.1:56720/%2f"),
        postgres: from(
            "ACKLAB_POSTGRES",
            "host=127.0.0.1 port=54320 user=postgres dbname=postgres",
        ),
        sqs: from("ACKLAB_SQS", "http://127.0.0.1:54400"),
        rabbitmq_returns_after: real::clock::RABBITMQ_CONSUMER_TIMEOUT,
    }
}

/// Refuses a RabbitMQ whose consumer timeout is not the one the harness maps ticks onto.
fn check_consumer_timeout() -> Result<(), String> {
    let expected = real::clock::RABBITMQ_CONSUMER_TIMEOUT.as_millis();
    let Ok(told) = std::env::var("ACKLAB_RABBITMQ_CONSUMER_TIMEOUT_MS") else {
        return Err(format!(
            "set ACKLAB_RABBITMQ_CONSUMER_TIMEOUT_MS to RabbitMQ's consumer_timeout \
             ({expected} ms, as `cargo xtask conformance` sets it)"
        ));
    };
    match told.parse::<u128>() {
        Ok(ms) if ms == expected => Ok(()),
        _ => Err(format!(
            "RabbitMQ's consumer_timeout is {told} ms; the harness maps ticks onto {expected} ms"
        )),
    }
}

fn main() {
    if let Err(e) = check_consumer_timeout() {
        eprintln!("acklab-conformance: {e}");
        std::process::exit(2);
    }
    let mut services = services();
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("acklab-conformance: cannot start the async runtime: {e}");
            std::process::exit(2);
        }
    };
    let mut scenarios = match select::all_scenarios() {
        Ok(scenarios) => scenarios,
        Err(e) => {
            eprintln!("acklab-conformance: {e}");
            std::process::exit(2);
        }
    };
    // A look at a few scenarios, for whoever investigates one: the figures are then
    // not the suite's, and only disagreements fail.
    let only = std::env::var("ACKLAB_CONFORMANCE_ONLY").ok();
    if let Some(only) = &only {
        scenarios.retain(|(name, _)| name.contains(only.as_str()));
        println!(
            "Only the {} scenarios whose name has {only:?}.",
            scenarios.len()
        );
    }
    match runtime.block_on(real::consumer_timeout::measure_return(&services.amqp)) {
        Ok(after) => services.rabbitmq_returns_after = after,
        Err(e) => {
            eprintln!("acklab-conformance: measuring RabbitMQ's consumer timeout: {e}");
            std::process::exit(2);
        }
    }
    println!(
        "RabbitMQ hands a timed-out delivery back {} ms after it was taken (consumer_timeout {} ms).",
        services.rabbitmq_returns_after.as_millis(),
        real::clock::RABBITMQ_CONSUMER_TIMEOUT.as_millis()
    );
    println!("On RabbitMQ 3.x, like RabbitMQ:");
    let rabbit = runtime.block_on(suite::run_all(&services, &scenarios, BrokerLike::Rabbitmq));
    println!("\nOn SQS (the moto emulator), like SQS:");
    let sqs = runtime.block_on(suite::run_all(&services, &scenarios, BrokerLike::Sqs));
    println!("\nSQS's receipt handles, rule by rule:");
    let handles = runtime.block_on(real::sqs_rules::check(&services));
    println!();
    let mut passed = report(&rabbit, "RabbitMQ 3.x + PostgreSQL 15");
    passed &= report(&sqs, "SQS (moto, an emulator) + PostgreSQL 15");
    passed &= handles;
    if only.is_some() {
        let agreed = rabbit.passed() && sqs.passed();
        std::process::exit(if agreed { 0 } else { 1 });
    }
    for (tally, like) in [(&rabbit, BrokerLike::Rabbitmq), (&sqs, BrokerLike::Sqs)] {
        if let Some(claims) = lesson_claims_differ(&tally.lessons_as_written, like) {
            println!("{claims}");
            passed = false;
        }
    }
    if !passed {
        std::process::exit(1);
    }
}

/// Prints a broker's figure; false when its pass fails.
fn report(tally: &Tally, broker: &str) -> bool {
    println!(
        "{}/{} scenarios agree with {broker} ({} differ as docs/conformance.md explains, {} not reproducible, {} failed to run)",
        tally.agree, tally.reproducible, tally.explained, tally.skipped, tally.errors
    );
    if tally.otherwise_as_written > 0 {
        println!(
            "  {} of them end otherwise as written than on this broker, as the lines above say",
            tally.otherwise_as_written
        );
    }
    // A pass that replayed almost nothing proves nothing (the services or the
    // selection broke): it fails.
    let enough = tally.reproducible >= FEWEST_REPRODUCIBLE;
    if !enough {
        println!(
            "  only {} scenarios replayed, fewer than {FEWEST_REPRODUCIBLE}",
            tally.reproducible
        );
    }
    if !tally.stale_explanations.is_empty() {
        println!(
            "  listed as differing but agreed: {:?}",
            tally.stale_explanations
        );
    }
    enough && tally.passed()
}

/// Where the lessons' `agrees_with` differs from what the pass on a broker like `like`
/// found: each lesson whose verdicts as written are that broker's says so, and no other.
fn lesson_claims_differ(found: &[String], like: BrokerLike) -> Option<String> {
    let course = acklab_lessons::course().unwrap_or_default();
    let claimed: Vec<String> = course
        .iter()
        .filter(|l| l.agrees_with.contains(&like))
        .map(|l| l.id.clone())
        .collect();
    let missing: Vec<&String> = found.iter().filter(|id| !claimed.contains(id)).collect();
    let wrong: Vec<&String> = claimed.iter().filter(|id| !found.contains(id)).collect();
    if missing.is_empty() && wrong.is_empty() {
        return None;
    }
    Some(format!(
        "lessons/*/lesson.json: add \"{}\" to \"agrees_with\" in {missing:?}; take it from {wrong:?}",
        like.name()
    ))
}
