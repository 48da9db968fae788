//! `acklab-conformance`: every queue-world lesson and corpus scenario that a real system
//! can reproduce, run on RabbitMQ 3.x and on an SQS emulator (moto), each with
//! PostgreSQL 15 and in the matching flavour, and compared with the simulator's verdict
//! of the same scenario. `cargo xtask conformance` starts the services on 127.0.0.1,
//! runs this, and stops them; it prints one line per scenario and a figure per broker.

mod compare;
mod explained;
#[cfg(test)]
mod log_tests;
mod real;
mod select;
#[cfg(test)]
mod service_tests;
mod suite;
#[cfg(test)]
mod tests;

use std::time::Duration;

use acklab_lessons::RealSystem;

use suite::Tally;

/// Where the services listen, from the environment `cargo xtask conformance` sets.
pub struct Services {
    pub amqp: String,
    pub postgres: String,
    pub sqs: String,
    /// The Kafka-compatible broker's bootstrap address.
    pub kafka: String,
    /// How long after a delivery RabbitMQ hands a timed-out message back, measured.
    pub rabbitmq_returns_after: Duration,
}

/// The fewest scenarios a queue broker's pass must replay: 113 did on RabbitMQ, and 102
/// on SQS, once charges, e-mails and redrives were replayed too.
const FEWEST_REPRODUCIBLE: usize = 100;

/// The Kafka pass's broker, as its figure names it.
const KAFKA: &str = "Kafka (tansu, a Kafka-compatible broker) + PostgreSQL 15";

/// The fewest log scenarios the Kafka pass must replay: 22 did in its first run, 25
/// once auto-commits and charges were replayed.
pub const FEWEST_ON_KAFKA: usize = 24;

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
        kafka: from("ACKLAB_KAFKA", "127.0.0.1:59092"),
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
    let (scenarios, only) = chosen_scenarios();
    if std::env::var("ACKLAB_CONFORMANCE_BROKER").as_deref() == Ok("kafka") {
        // Only the Kafka pass, for whoever works on it: its figure is not the suite's.
        println!("On Kafka (tansu, a Kafka-compatible broker), the log:");
        let kafka = runtime.block_on(suite::run_all(&services, &scenarios, RealSystem::Kafka));
        let passed = report(&kafka, KAFKA, 0);
        std::process::exit(if passed { 0 } else { 1 });
    }
    services.rabbitmq_returns_after = measure_rabbitmq(&runtime, &services);
    println!("On RabbitMQ 3.x, like RabbitMQ:");
    let rabbit = runtime.block_on(suite::run_all(&services, &scenarios, RealSystem::Rabbitmq));
    println!("\nOn SQS (the moto emulator), like SQS:");
    let sqs = runtime.block_on(suite::run_all(&services, &scenarios, RealSystem::Sqs));
    println!("\nOn Kafka (tansu, a Kafka-compatible broker), the log:");
    let kafka = runtime.block_on(suite::run_all(&services, &scenarios, RealSystem::Kafka));
    println!("\nSQS's receipt handles, rule by rule:");
    let handles = runtime.block_on(real::sqs_rules::check(&services));
    println!();
    let mut passed = report(&rabbit, "RabbitMQ 3.x + PostgreSQL 15", FEWEST_REPRODUCIBLE);
    passed &= report(
        &sqs,
        "SQS (moto, an emulator) + PostgreSQL 15",
        FEWEST_REPRODUCIBLE,
    );
    passed &= report(&kafka, KAFKA, FEWEST_ON_KAFKA);
    passed &= handles;
    if only.is_some() {
        let agreed = rabbit.passed() && sqs.passed() && kafka.passed();
        std::process::exit(if agreed { 0 } else { 1 });
    }
    let passes = [
        (&rabbit, RealSystem::Rabbitmq),
        (&sqs, RealSystem::Sqs),
        (&kafka, RealSystem::Kafka),
    ];
    for (tally, system) in passes {
        if let Some(claims) = lesson_claims_differ(&tally.lessons_as_written, system) {
            println!("{claims}");
            passed = false;
        }
    }
    if !passed {
        std::process::exit(1);
    }
}

/// Every scenario, or only those whose name has `ACKLAB_CONFORMANCE_ONLY`'s text, or
/// one of its `|`-separated texts (then with that text): a look at a few, for whoever investigates one, whose figures are
/// not the suite's, and where only disagreements fail.
fn chosen_scenarios() -> (Vec<(String, acklab_sim::Scenario)>, Option<String>) {
    let mut scenarios = match select::all_scenarios() {
        Ok(scenarios) => scenarios,
        Err(e) => {
            eprintln!("acklab-conformance: {e}");
            std::process::exit(2);
        }
    };
    let only = std::env::var("ACKLAB_CONFORMANCE_ONLY").ok();
    if let Some(only) = &only {
        scenarios.retain(|(name, _)| only.split('|').any(|text| name.contains(text)));
        println!(
            "Only the {} scenarios whose name has {only:?}.",
            scenarios.len()
        );
    }
    (scenarios, only)
}

/// How long after a delivery RabbitMQ hands a timed-out message back, measured and
/// printed; the run ends here if it cannot be measured.
fn measure_rabbitmq(runtime: &tokio::runtime::Runtime, services: &Services) -> Duration {
    let after = match runtime.block_on(real::consumer_timeout::measure_return(&services.amqp)) {
        Ok(after) => after,
        Err(e) => {
            eprintln!("acklab-conformance: measuring RabbitMQ's consumer timeout: {e}");
            std::process::exit(2);
        }
    };
    println!(
        "RabbitMQ hands a timed-out delivery back {} ms after it was taken (consumer_timeout {} ms).",
        after.as_millis(),
        real::clock::RABBITMQ_CONSUMER_TIMEOUT.as_millis()
    );
    after
}

/// Prints a broker's figure; false when its pass fails (or replayed fewer than
/// `fewest` scenarios).
fn report(tally: &Tally, broker: &str, fewest: usize) -> bool {
    println!(
        "{}/{} scenarios agree with {broker} ({} differ as docs/conformance.md explains, {} not reproducible, {} failed to run)",
        tally.agree, tally.reproducible, tally.explained, tally.skipped, tally.errors
    );
    if tally.second_runs > 0 {
        println!(
            "  {} of them were replayed a second time after the first run disagreed (the lines \
             starting with \"again\"), as docs/conformance.md says of moto",
            tally.second_runs
        );
    }
    if tally.otherwise_as_written > 0 {
        println!(
            "  {} of them end otherwise as written than on this broker, as the lines above say",
            tally.otherwise_as_written
        );
    }
    // A pass that replayed almost nothing proves nothing (the services or the
    // selection broke): it fails.
    let enough = tally.reproducible >= fewest;
    if !enough {
        println!(
            "  only {} scenarios replayed, fewer than {fewest}",
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

/// Where the lessons' `agrees_with` differs from what the pass on `system` found: each
/// lesson whose verdicts as written are that system's says so, and no other.
fn lesson_claims_differ(found: &[String], system: RealSystem) -> Option<String> {
    let course = acklab_lessons::course().unwrap_or_default();
    let claimed: Vec<String> = course
        .iter()
        .filter(|l| l.agrees_with.contains(&system))
        .map(|l| l.id.clone())
        .collect();
    let missing: Vec<&String> = found.iter().filter(|id| !claimed.contains(id)).collect();
    let wrong: Vec<&String> = claimed.iter().filter(|id| !found.contains(id)).collect();
    if missing.is_empty() && wrong.is_empty() {
        return None;
    }
    Some(format!(
        "lessons/*/lesson.json: add \"{}\" to \"agrees_with\" in {missing:?}; take it from {wrong:?}",
        system.name()
    ))
}
