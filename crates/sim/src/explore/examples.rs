//! The explorer's examples: for each kind of trouble, the smallest schedule that shows
//! it (fewest added faults, then the earliest explanation), replayed to explain it.

use super::{Exploration, Guarantee, ScheduleResult, Scope};
use crate::engine::Engine;
use crate::explore::Example;
use crate::format::scenario::{Fault, Scenario};
use crate::judge::verdict::Outcome;

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
        explanation: crate::view::english::render(&verdict.causes, &trial, engine.trace(), _index),
        causes: verdict.causes.clone(),
    };
    Some((starts.unwrap_or(u64::MAX), example))
}

/// Whether a schedule result shows one kind of trouble.
pub(crate) type Pick = fn(&ScheduleResult) -> bool;

pub(crate) fn summarise(
    scenario: &Scenario,
    results: Vec<ScheduleResult>,
    truncated: bool,
    scope: Scope,
) -> Exploration {
    let schedules_with = |pick: Pick| results.iter().filter(|r| pick(r)).count() as u32;
    let lost = schedules_with(|r| r.lost > 0);
    let duplicated = schedules_with(|r| r.duplicated > 0);
    let parked = schedules_with(|r| r.parked > 0);
    let out_of_order = schedules_with(|r| r.out_of_order > 0);
    let phantom = schedules_with(|r| r.phantom > 0);
    let kinds: [(Outcome, Pick); 5] = [
        (Outcome::Lost, |r| r.lost > 0),
        (Outcome::Duplicated, |r| r.duplicated > 0),
        (Outcome::DeadLettered, |r| r.parked > 0),
        (Outcome::OutOfOrder, |r| r.out_of_order > 0),
        (Outcome::Phantom, |r| r.phantom > 0),
    ];
    let examples = kinds
        .iter()
        .filter_map(|(outcome, pick)| smallest_example(scenario, &results, *outcome, *pick))
        .collect();
    Exploration {
        guarantee: Guarantee::from_counts(lost, duplicated),
        scope,
        schedules: results.len() as u32,
        lost,
        duplicated,
        parked,
        dead_lettered: parked,
        out_of_order,
        phantom,
        violations: schedules_with(|r| !r.violations.is_empty()),
        truncated,
        examples,
        results,
    }
}
