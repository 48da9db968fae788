//! One pass over every scenario for one broker: each is selected or skipped with its
//! reason, replayed on the real services in that broker's flavour, judged by the
//! simulator's rules, and compared with the simulator's verdicts. One line a scenario.

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
}

impl Tally {
    /// Whether every replayed scenario agreed or differed for a reason written down.
    pub fn passed(&self) -> bool {
        self.errors == 0
            && self.agree + self.explained == self.reproducible
            && self.stale_explanations.is_empty()
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
        /// The deliveries of the real run, for a disagreement's line.
        deliveries: Vec<String>,
    },
}

/// How many scenarios run at once: a paced run (every SQS run, a RabbitMQ run with a
/// stall) mostly sleeps, so a few share the machine without crowding it.
fn at_once(like: BrokerLike) -> usize {
    match like {
        BrokerLike::Rabbitmq | BrokerLike::Sqs => 4,
    }
}

pub async fn run_all(
    services: &Services,
    scenarios: &[(String, Scenario)],
    like: BrokerLike,
) -> Tally {
    let mut tally = Tally::default();
    let replays = scenarios
        .iter()
        .enumerate()
        .map(|(index, (name, scenario))| async move {
            (name, replay(services, scenario, index, like).await)
        });
    let mut replays = stream::iter(replays).buffered(at_once(like));
    while let Some((name, replay)) = replays.next().await {
        count(&mut tally, name, replay, like);
    }
    tally
}

async fn replay(
    services: &Services,
    scenario: &Scenario,
    index: usize,
    like: BrokerLike,
) -> Replay {
    // Asked of the scenario as written: the flavour's edit drops the faults the broker
    // does not produce, which would change what the scenario shows.
    if let Err(reason) = select::reproducible(scenario, like) {
        return Replay::Skipped(reason);
    }
    let as_written = compare::simulated(scenario);
    let scenario = scenario.like_broker(like);
    let run = async {
        match like {
            BrokerLike::Rabbitmq => real::rabbit::run(services, &scenario, index).await,
            BrokerLike::Sqs => real::sqs::run(services, &scenario, index).await,
        }
    };
    match tokio::time::timeout(SCENARIO_LIMIT, run).await {
        Ok(Ok(observed)) => Replay::Compared {
            expected: compare::simulated(&scenario),
            real: compare::judged(&scenario, &observed),
            as_written,
            deliveries: observed.deliveries,
        },
        Ok(Err(e)) => Replay::Failed(e),
        Err(_) => Replay::Failed(format!("no end within {} s", SCENARIO_LIMIT.as_secs())),
    }
}

fn count(tally: &mut Tally, name: &str, replay: Replay, like: BrokerLike) {
    let (expected, real, as_written, deliveries) = match replay {
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
            deliveries,
        } => (expected, real, as_written, deliveries),
    };
    tally.reproducible += 1;
    let written = compare::differences(&as_written, &real);
    if written.is_some() {
        tally.otherwise_as_written += 1;
    } else if let Some(lesson) = name.strip_prefix("lesson ") {
        tally.lessons_as_written.push(lesson.to_string());
    }
    let reason = explained::difference(like, name);
    match (compare::differences(&expected, &real), reason) {
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
        (Some(diff), Some(reason)) => {
            tally.explained += 1;
            println!("differs   {name}: {diff}\n          because {reason}");
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
