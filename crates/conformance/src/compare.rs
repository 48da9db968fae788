//! The verdicts to compare: the simulator's for the scenario, and the same rules applied
//! to what the real run left behind (effects committed per message, dead letters, the
//! version of each order's final status, the updates skipped as stale).

use std::collections::BTreeMap;

use acklab_sim::{Op, Outcome, ProducerStep, Scenario};

/// What a real run left behind.
#[derive(Debug, Default)]
pub struct Observed {
    /// Committed effects per message id.
    pub applied: BTreeMap<String, u32>,
    /// Ids of the copies found in the dead-letter queue, as they went on the wire.
    pub dead_lettered: Vec<String>,
    /// The version stored with each order key's final status.
    pub versions: BTreeMap<String, i64>,
    /// Status updates `check_version` skipped because the order was as new already.
    pub skipped: Vec<String>,
    /// The orders whose row the orders service committed in its own database.
    pub source_orders: Vec<String>,
    /// Every delivery as `tick:worker:id#number`, in the order the workers took them.
    pub deliveries: Vec<String>,
    /// On a log, the messages whose records wait behind a record the consumer gave up
    /// on, in a partition it blocked.
    pub pending: Vec<String>,
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

/// The verdicts of a real run, by the simulator's rules: ok when its order never
/// committed at the source and it was never applied, a phantom when it was; out of
/// order when a status
/// update reached its order (written, or skipped as stale) and the order ended on an
/// older version; ok when skipped as stale; pending when never applied and behind a
/// blocked partition's record; dead-lettered or lost when never applied;
/// duplicated when a non-idempotent effect was applied twice.
pub fn judged(scenario: &Scenario, observed: &Observed) -> Vec<Verdict> {
    scenario
        .messages
        .iter()
        .map(|message| {
            let applied = observed.applied.get(&message.id).copied().unwrap_or(0);
            let skipped = observed.skipped.contains(&message.id);
            let reached = applied > 0 || skipped;
            let outcome = if !committed_at_source(scenario, observed, &message.id) {
                // An order that never existed: applied at all, it is a phantom.
                match applied {
                    0 if dead_lettered(observed, &message.id) => Outcome::DeadLettered,
                    0 => Outcome::Ok,
                    _ => Outcome::Phantom,
                }
            } else if message.op == Op::SetStatus
                && reached
                && overwritten(scenario, observed, message)
            {
                Outcome::OutOfOrder
            } else if applied == 0 && skipped {
                Outcome::Ok
            } else if applied == 0 && observed.pending.contains(&message.id) {
                Outcome::Pending
            } else if applied == 0 {
                if dead_lettered(observed, &message.id) {
                    Outcome::DeadLettered
                } else {
                    Outcome::Lost
                }
            } else if applied > 1 && !message.op.is_idempotent() {
                Outcome::Duplicated
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

/// Whether a copy of message `id` is in the dead-letter queue, under its own id or a
/// fresh one a retry gave it (`id~attempt`), as the simulator counts any copy.
fn dead_lettered(observed: &Observed, id: &str) -> bool {
    observed
        .dead_lettered
        .iter()
        .any(|wire_id| crate::real::message_of(wire_id) == id)
}

/// Whether `id`'s order exists at the source: its row committed in the orders
/// service's database, when the producer's pipeline writes one; otherwise every
/// message's order exists.
fn committed_at_source(scenario: &Scenario, observed: &Observed, id: &str) -> bool {
    let writes = scenario
        .producer
        .pipeline
        .as_ref()
        .is_some_and(|pipeline| pipeline.contains(&ProducerStep::Write));
    !writes || observed.source_orders.iter().any(|order| order == id)
}

/// Whether the order of status update `message` ended on an older version than its
/// own, as the simulator numbers versions.
fn overwritten(scenario: &Scenario, observed: &Observed, message: &acklab_sim::Message) -> bool {
    let final_version = observed.versions.get(message.key()).copied().unwrap_or(0);
    final_version < crate::real::statements::version_of(scenario, message)
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
