//! The verdicts to compare: the simulator's for the scenario, and the same rules applied
//! to what the real run left behind (effects committed per message, dead letters, each
//! order's final status).

use std::collections::BTreeMap;

use acklab_sim::{Op, Outcome, Scenario};

/// What a real run left behind.
#[derive(Debug, Default)]
pub struct Observed {
    /// Committed effects per message id.
    pub applied: BTreeMap<String, u32>,
    /// Ids of the messages found in the dead-letter queue.
    pub dead_lettered: Vec<String>,
    /// Each order key's final status.
    pub statuses: BTreeMap<String, String>,
}

/// One message's verdict: its id, its outcome and how many times it was applied.
#[derive(Debug, PartialEq, Eq)]
pub struct Verdict {
    pub id: String,
    pub outcome: Outcome,
    pub applied: u32,
}

/// The simulator's verdicts for the scenario.
pub fn simulated(scenario: &Scenario) -> Vec<Verdict> {
    acklab_sim::run(scenario)
        .messages
        .into_iter()
        .map(|m| Verdict {
            id: m.id,
            outcome: m.outcome,
            applied: m.applied,
        })
        .collect()
}

/// The verdicts of a real run, by the simulator's rules: dead-lettered or lost when
/// never applied, duplicated when a non-idempotent effect was applied twice, out of
/// order when a status update was applied and its order ended on an older status.
pub fn judged(scenario: &Scenario, observed: &Observed) -> Vec<Verdict> {
    scenario
        .messages
        .iter()
        .enumerate()
        .map(|(index, message)| {
            let applied = observed.applied.get(&message.id).copied().unwrap_or(0);
            let outcome = if applied == 0 {
                if observed.dead_lettered.contains(&message.id) {
                    Outcome::DeadLettered
                } else {
                    Outcome::Lost
                }
            } else if applied > 1 && !message.op.is_idempotent() {
                Outcome::Duplicated
            } else if message.op == Op::SetStatus && overwritten(scenario, observed, index) {
                Outcome::OutOfOrder
            } else {
                Outcome::Ok
            };
            Verdict {
                id: message.id.clone(),
                outcome,
                applied,
            }
        })
        .collect()
}

/// Whether the order of status update `index` ended on the status of an update
/// published before it.
fn overwritten(scenario: &Scenario, observed: &Observed, index: usize) -> bool {
    let message = &scenario.messages[index];
    let Some(last) = observed.statuses.get(message.key()) else {
        return false;
    };
    let older = scenario.messages[..index]
        .iter()
        .filter(|m| m.op == Op::SetStatus && m.key() == message.key());
    let newer_or_same = scenario.messages[index..]
        .iter()
        .filter(|m| m.op == Op::SetStatus && m.key() == message.key());
    newer_or_same.clone().all(|m| m.status() != last) && older.clone().any(|m| m.status() == last)
}

/// Where the real verdicts differ from the simulated ones, in words; None if nowhere.
pub fn differences(simulated: &[Verdict], real: &[Verdict]) -> Option<String> {
    let differ: Vec<String> = simulated
        .iter()
        .zip(real)
        .filter(|(s, r)| s != r)
        .map(|(s, r)| {
            format!(
                "{}: simulator {} ×{}, real {} ×{}",
                s.id,
                s.outcome.name(),
                s.applied,
                r.outcome.name(),
                r.applied
            )
        })
        .collect();
    (!differ.is_empty()).then(|| differ.join("; "))
}

/// The verdicts in one line.
pub fn summary(verdicts: &[Verdict]) -> String {
    let each: Vec<String> = verdicts
        .iter()
        .map(|v| format!("{} {} ×{}", v.id, v.outcome.name(), v.applied))
        .collect();
    each.join(", ")
}
