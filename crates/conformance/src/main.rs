//! `acklab-conformance`: every queue-world lesson and corpus scenario that a real system
//! can reproduce, run on RabbitMQ 3.x with PostgreSQL 15 in the RabbitMQ flavour, and
//! compared with the simulator's verdict of the same scenario. `cargo xtask conformance`
//! starts the services on 127.0.0.1, runs this, and stops them; it prints one line per
//! scenario and the figure.

mod compare;
mod real;
mod select;
#[cfg(test)]
mod tests;

use std::time::Duration;

use acklab_sim::{BrokerLike, Scenario};

/// Where the services listen, from the environment `cargo xtask conformance` sets.
pub struct Services {
    pub amqp: String,
    pub postgres: String,
}

/// The fewest scenarios a run must replay: 34 did when the suite was written.
const FEWEST_REPRODUCIBLE: usize = 30;

/// Every scenario ends or is given up on within this long.
pub const SCENARIO_LIMIT: Duration = Duration::from_secs(60);

fn main() {
    let services = Services {
        amqp: std::env::var("ACKLAB_AMQP")
            .unwrap_or_else(|_| "amqp://guest:guest@127.0.0.1:56720/%2f".into()),
        postgres: std::env::var("ACKLAB_POSTGRES")
            .unwrap_or_else(|_| "host=127.0.0.1 port=54320 user=postgres dbname=postgres".into()),
    };
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
    let scenarios = match select::all_scenarios() {
        Ok(scenarios) => scenarios,
        Err(e) => {
            eprintln!("acklab-conformance: {e}");
            std::process::exit(2);
        }
    };
    let tally = runtime.block_on(run_all(&services, scenarios));
    println!(
        "{}/{} scenarios agree with RabbitMQ 3.x + PostgreSQL 15 ({} not reproducible, {} failed to run)",
        tally.agree, tally.reproducible, tally.skipped, tally.errors
    );
    if tally.otherwise_as_written > 0 {
        println!(
            "{} of them end otherwise as written (like SQS) than on RabbitMQ, as the lines above say",
            tally.otherwise_as_written
        );
    }
    let claims = lesson_claims_differ(&tally.lessons_as_written);
    if let Some(claims) = &claims {
        println!("{claims}");
    }
    // A run that replayed almost nothing proves nothing (the services or the selection
    // broke): it fails.
    let too_few = tally.reproducible < FEWEST_REPRODUCIBLE;
    if too_few {
        println!(
            "only {} scenarios replayed, fewer than {FEWEST_REPRODUCIBLE}",
            tally.reproducible
        );
    }
    if too_few || tally.errors > 0 || tally.agree < tally.reproducible || claims.is_some() {
        std::process::exit(1);
    }
}

/// Where the lessons' `agrees_with` differs from what this run found: each lesson whose
/// verdicts as written are RabbitMQ's says so, and no other.
fn lesson_claims_differ(found: &[String]) -> Option<String> {
    let course = acklab_lessons::course().unwrap_or_default();
    let claimed: Vec<String> = course
        .iter()
        .filter(|l| l.agrees_with.contains(&BrokerLike::Rabbitmq))
        .map(|l| l.id.clone())
        .collect();
    let missing: Vec<&String> = found.iter().filter(|id| !claimed.contains(id)).collect();
    let wrong: Vec<&String> = claimed.iter().filter(|id| !found.contains(id)).collect();
    if missing.is_empty() && wrong.is_empty() {
        return None;
    }
    Some(format!(
        "lessons/*/lesson.json: add \"agrees_with\": [\"rabbitmq\"] to {missing:?}; take it from {wrong:?}"
    ))
}

#[derive(Default)]
struct Tally {
    agree: usize,
    reproducible: usize,
    skipped: usize,
    errors: usize,
    /// Reproducible scenarios whose verdicts as written (mostly like SQS) differ from
    /// RabbitMQ's.
    otherwise_as_written: usize,
    /// Lessons whose verdicts as written are RabbitMQ's too.
    lessons_as_written: Vec<String>,
}

async fn run_all(services: &Services, scenarios: Vec<(String, Scenario)>) -> Tally {
    let mut tally = Tally::default();
    for (index, (name, scenario)) in scenarios.into_iter().enumerate() {
        // Asked of the scenario as written: the flavour's edit drops the faults RabbitMQ
        // does not produce, which would change what the scenario shows.
        if let Err(reason) = select::reproducible(&scenario) {
            tally.skipped += 1;
            println!("skip      {name}: {reason}");
            continue;
        }
        let as_written = compare::simulated(&scenario);
        let like_as_written = scenario.broker.like.name();
        let scenario = scenario.like_broker(BrokerLike::Rabbitmq);
        tally.reproducible += 1;
        let expected = compare::simulated(&scenario);
        let run = tokio::time::timeout(SCENARIO_LIMIT, real::run(services, &scenario, index));
        let observed = match run.await {
            Ok(Ok(observed)) => observed,
            Ok(Err(e)) => {
                tally.errors += 1;
                println!("error     {name}: {e}");
                continue;
            }
            Err(_) => {
                tally.errors += 1;
                println!(
                    "error     {name}: no end within {} s",
                    SCENARIO_LIMIT.as_secs()
                );
                continue;
            }
        };
        let verdicts = compare::judged(&scenario, &observed);
        let written = compare::differences(&as_written, &verdicts);
        if written.is_some() {
            tally.otherwise_as_written += 1;
        }
        if let Some(lesson) = name.strip_prefix("lesson ") {
            if written.is_none() {
                tally.lessons_as_written.push(lesson.to_string());
            }
        }
        match compare::differences(&expected, &verdicts) {
            None => {
                tally.agree += 1;
                println!("agree     {name}: {}", compare::summary(&verdicts));
            }
            Some(diff) => println!("disagree  {name}: {diff}"),
        }
        // The control: the scenario as written (on a queue like SQS, unless it says
        // otherwise) ends otherwise on RabbitMQ here, which shows the comparison can fail.
        if let Some(diff) = written {
            println!("          as written (like {like_as_written}): {diff}");
        }
    }
    tally
}
