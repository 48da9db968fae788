//! One pass over every scenario for one broker: each is selected or skipped with its
//! reason, replayed on the real services in that broker's flavour, judged by the
//! simulator's rules, and compared with the simulator's verdicts. One line a scenario.

use acklab_lessons::RealSystem;
use acklab_sim::{BrokerLike, Scenario};
use futures::stream::{self, StreamExt};

use crate::compare::{self, Verdict};
use crate::{explained, real, select, Services, SCENARIO_LIMIT};

#[derive(Default)]
pub struct Tally {
    pub agree: usize,
    pub reproducible: usize,
    pub skipped: usize,
    pub errors: usize,
    /// Disagreements whose cause docs/conformance.md gives (`explained.rs`).
    pub explained: usize,
    /// Scenarios listed as differing that agreed: the explanation is out of date.
    pub stale_explanations: Vec<String>,
    /// Reproducible scenarios whose verdicts as written differ from this broker's.
    pub otherwise_as_written: usize,
    /// Lessons whose verdicts as written are this broker's too.
    pub lessons_as_written: Vec<String>,
    /// Scenarios replayed a second time after a first run on moto disagreed.
    pub second_runs: usize,
}

impl Tally {
    /// Whether every replayed scenario agreed or differed for a reason written down.
    pub fn passed(&self) -> bool {
        self.errors == 0
            && self.agree + self.explained == self.reproducible
            && self.stale_explanations.is_empty()
    }
}

/// The simulator's queue flavour the scenarios replayed on `system` are compared in;
/// none for the log.
pub fn flavour(system: RealSystem) -> Option<BrokerLike> {
    match system {
        RealSystem::Rabbitmq => Some(BrokerLike::Rabbitmq),
        RealSystem::Sqs => Some(BrokerLike::Sqs),
        RealSystem::Kafka => None,
    }
}

/// What came of one scenario.
enum Replay {
    Skipped(String),
    Failed(String),
    Compared {
        expected: Vec<Verdict>,
        real: Vec<Verdict>,
        as_written: Vec<Verdict>,
        /// The simulator's verdicts with the scenario behaving as a listed cause of a
        /// difference says the real system does, where that can be checked.
        as_the_cause_says: Option<Vec<Verdict>>,
        /// The deliveries of the real run, for a disagreement's line.
        deliveries: Vec<String>,
    },
}

/// How many scenarios run at once: a paced run (every SQS run, a RabbitMQ run with a
/// stall) mostly sleeps, so a few share the machine without crowding it. A Kafka run
/// is not paced, and its client's calls block the harness's one thread.
fn at_once(broker: RealSystem) -> usize {
    match broker {
        RealSystem::Rabbitmq | RealSystem::Sqs => 4,
        RealSystem::Kafka => 1,
    }
}

pub async fn run_all(
    services: &Services,
    scenarios: &[(String, Scenario)],
    broker: RealSystem,
) -> Tally {
    let mut tally = Tally::default();
    let replays = scenarios
        .iter()
        .enumerate()
        .map(|(index, (name, scenario))| async move {
            let first = replay(services, name, scenario, index, broker).await;
            // moto has now and then dropped a message no call deleted (docs/
            // conformance.md): a disagreement on it is replayed once more, and the
            // first run's difference and deliveries are printed with the second's
            // verdict.
            let Some(first_run) = unexplained(&first, broker, name) else {
                return (name, first, None);
            };
            let again = index + scenarios.len();
            (
                name,
                replay(services, name, scenario, again, broker).await,
                Some(first_run),
            )
        });
    let mut replays = stream::iter(replays).buffered(at_once(broker));
    while let Some((name, replay, first_run)) = replays.next().await {
        if let Some(first_run) = first_run {
            tally.second_runs += 1;
            println!("again     {name}: the first run disagreed: {first_run}");
        }
        count(&mut tally, name, replay, broker);
    }
    tally
}

/// What a run on moto that disagrees for no listed reason showed (the difference and
/// its deliveries), if it does.
fn unexplained(replay: &Replay, broker: RealSystem, name: &str) -> Option<String> {
    let Replay::Compared {
        expected,
        real,
        deliveries,
        ..
    } = replay
    else {
        return None;
    };
    let listed = explained::difference(broker, name).is_some();
    let retried = broker == RealSystem::Sqs && expected != real && !listed;
    let diff = compare::differences(expected, real).unwrap_or_default();
    retried.then(|| format!("{diff}; deliveries: {deliveries:?}"))
}

async fn replay(
    services: &Services,
    name: &str,
    scenario: &Scenario,
    index: usize,
    broker: RealSystem,
) -> Replay {
    // Asked of the scenario as written: the flavour's edit drops the faults the broker
    // does not produce, which would change what the scenario shows.
    let reproducible = match flavour(broker) {
        Some(like) => select::reproducible(scenario, like),
        None => select::reproducible_on_log(scenario),
    };
    if let Err(reason) = reproducible {
        return Replay::Skipped(reason);
    }
    let as_written = compare::simulated(scenario);
    let scenario = match flavour(broker) {
        Some(like) => scenario.like_broker(like),
        None => scenario.clone(),
    };
    let run = async {
        match broker {
            RealSystem::Rabbitmq => real::rabbit::run(services, &scenario, index).await,
            RealSystem::Sqs => real::sqs::run(services, &scenario, index).await,
            RealSystem::Kafka => real::kafka::run(services, &scenario, index).await,
        }
    };
    match tokio::time::timeout(SCENARIO_LIMIT, run).await {
        Ok(Ok(observed)) => Replay::Compared {
            expected: compare::simulated(&scenario),
            real: compare::judged(&scenario, &observed),
            as_written,
            as_the_cause_says: explained::difference(broker, name)
                .and_then(|cause| cause.as_if)
                .map(|edit| compare::simulated(&edit(&scenario))),
            deliveries: observed.deliveries,
        },
        Ok(Err(e)) => Replay::Failed(e),
        Err(_) => Replay::Failed(format!("no end within {} s", SCENARIO_LIMIT.as_secs())),
    }
}

fn count(tally: &mut Tally, name: &str, replay: Replay, broker: RealSystem) {
    let (expected, real, as_written, as_the_cause_says, deliveries) = match replay {
        Replay::Skipped(reason) => {
            tally.skipped += 1;
            println!("skip      {name}: {reason}");
            return;
        }
        Replay::Failed(e) => {
            tally.reproducible += 1;
            tally.errors += 1;
            println!("error     {name}: {e}");
            return;
        }
        Replay::Compared {
            expected,
            real,
            as_written,
            as_the_cause_says,
            deliveries,
        } => (expected, real, as_written, as_the_cause_says, deliveries),
    };
    tally.reproducible += 1;
    let written = compare::differences(&as_written, &real);
    if written.is_none() {
        if let Some(lesson) = name.strip_prefix("lesson ") {
            tally.lessons_as_written.push(lesson.to_string());
        }
    } else if as_written != expected {
        // Only the flavour's edit makes a scenario end otherwise as written: a
        // difference of a scenario replayed as written is its disagreement, below.
        tally.otherwise_as_written += 1;
    }
    let cause = explained::difference(broker, name);
    match (compare::differences(&expected, &real), cause) {
        (None, None) => {
            tally.agree += 1;
            println!("agree     {name}: {}", compare::summary(&real));
        }
        (None, Some(_)) => {
            tally.agree += 1;
            tally.stale_explanations.push(name.to_string());
            println!(
                "agree     {name}: {} (listed as differing: take it from explained.rs)",
                compare::summary(&real)
            );
        }
        (Some(diff), Some(cause)) => {
            // A cause that can be checked must account for the whole difference.
            let accounted = as_the_cause_says.is_none_or(|verdicts| verdicts == real);
            listed_difference(tally, name, &diff, cause, accounted, &deliveries);
        }
        (Some(diff), None) => {
            // The deliveries (tick:worker:id#number) say where the real run went
            // otherwise: a flaky service and a wrong rule look different there.
            println!("disagree  {name}: {diff}\n          deliveries: {deliveries:?}");
        }
    }
    // The control: the scenario as written (in another flavour) ends otherwise on this
    // broker, which shows the comparison can fail.
    if let Some(diff) = written.filter(|_| as_written != expected) {
        println!("          as written: {diff}");
    }
}

/// A difference listed in `explained.rs`: explained when its cause accounts for it.
fn listed_difference(
    tally: &mut Tally,
    name: &str,
    diff: &str,
    cause: explained::Cause,
    accounted: bool,
    deliveries: &[String],
) {
    if accounted {
        tally.explained += 1;
        println!(
            "differs   {name}: {diff}\n          because {}",
            cause.reason
        );
    } else {
        println!(
            "disagree  {name}: {diff}\n          listed because {}, but the simulator with \
             that behaviour ends otherwise\n          deliveries: {deliveries:?}",
            cause.reason
        );
    }
}
