//! The explorer's examples: for each kind of trouble, the smallest schedule that shows
//! it (fewest added faults, then the earliest explanation), replayed to explain it.

use super::{Pick, ScheduleResult};
use crate::engine::Engine;
use crate::explore::Example;
use crate::scenario::{Fault, Scenario};
use crate::verdict::Outcome;

/// How many of a kind's schedules with the fewest faults are replayed to find the one
/// that goes wrong earliest.
const EXAMPLE_CANDIDATES: usize = 16;

/// The smallest example of a kind of trouble: among the schedules that show it, those
/// with the fewest added faults (the scenario as written has none), and of those the
/// one whose explanation starts earliest (the first of them on a tie, in the order of
/// the fault space). At most `EXAMPLE_CANDIDATES` are replayed.
pub(super) fn smallest_example(
    scenario: &Scenario,
    results: &[ScheduleResult],
    outcome: Outcome,
    pick: Pick,
) -> Option<Example> {
    let fewest = results
        .iter()
        .filter(|r| pick(r))
        .map(|r| r.added.len())
        .min()?;
    results
        .iter()
        .filter(|r| pick(r) && r.added.len() == fewest)
        .take(EXAMPLE_CANDIDATES)
        .filter_map(|r| example(scenario, &r.added, outcome))
        .min_by_key(|(starts, _)| *starts)
        .map(|(_, example)| example)
}

/// Replays a schedule in full to explain its first message with `outcome`; with the
/// tick its explanation starts at (the first event a cause points at).
fn example(scenario: &Scenario, added: &[Fault], outcome: Outcome) -> Option<(u64, Example)> {
    let mut trial = scenario.clone();
    trial.faults.extend(added.iter().cloned());
    let mut engine = Engine::new(&trial);
    engine.run();
    let verdicts = engine.verdicts();
    let (_index, verdict) = verdicts
        .iter()
        .enumerate()
        .find(|(_, v)| v.outcome == outcome)?;
    let starts = verdict.causes.iter().filter_map(|cause| cause.event());
    let starts = starts.map(|event| engine.trace()[event].tick).min();
    let example = Example {
        outcome,
        message: verdict.id.clone(),
        added: added.to_vec(),
        faults: trial.faults.clone(),
        #[cfg(feature = "english")]
        explanation: crate::english::render(&verdict.causes, &trial, engine.trace(), _index),
        causes: verdict.causes.clone(),
    };
    Some((starts.unwrap_or(u64::MAX), example))
}
