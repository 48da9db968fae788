//! The explorer worker's answer to the page (`Exploration::to_wire`) reads back
//! (`from_wire`) with the same guarantee, scope and counts, with every single-fault
//! schedule the matrix draws, and with each smallest example's outcome, message and
//! faults, for every corpus scenario, with and without pairs.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use acklab_sim::{explore, Exploration, ExploreOptions, ScheduleResult};

/// What the page needs of an exploration, for comparison.
fn drawn(exploration: &Exploration) -> (String, Vec<ScheduleResult>) {
    let counts = format!(
        "{} {:?} {} {} {} {} {} {} {} {} {}",
        exploration.guarantee.name(),
        exploration.scope,
        exploration.schedules,
        exploration.lost,
        exploration.duplicated,
        exploration.parked,
        exploration.dead_lettered,
        exploration.out_of_order,
        exploration.phantom,
        exploration.violations,
        exploration.truncated,
    );
    let singles = exploration
        .results
        .iter()
        .filter(|r| r.added.len() == 1)
        .map(|r| ScheduleResult {
            violations: Vec::new(),
            ..r.clone()
        })
        .collect();
    (counts, singles)
}

#[test]
fn every_corpus_exploration_reads_back_as_the_page_draws_it() {
    for (name, scenario) in common::corpus() {
        for pairs in [false, true] {
            let options = ExploreOptions {
                pairs,
                max_schedules: 2_000,
                ..ExploreOptions::default()
            };
            let exploration = explore(&scenario, options);
            let wire = exploration.to_wire();
            let read = Exploration::from_wire(&wire)
                .unwrap_or_else(|| panic!("{name} (seed {}): does not read back", scenario.seed));
            assert_eq!(
                drawn(&read),
                drawn(&exploration),
                "{name}, pairs {pairs} (seed {})",
                scenario.seed
            );
            let examples = |e: &Exploration| -> Vec<_> {
                e.examples
                    .iter()
                    .map(|x| {
                        (
                            x.outcome,
                            x.message.clone(),
                            x.added.clone(),
                            x.faults.clone(),
                        )
                    })
                    .collect()
            };
            assert_eq!(
                examples(&read),
                examples(&exploration),
                "{name}, pairs {pairs}"
            );
        }
    }
}

#[test]
fn an_answer_of_another_form_is_refused() {
    let (_, scenario) = common::corpus().remove(0);
    let wire = explore(&scenario, ExploreOptions::default()).to_wire();
    for broken in [
        String::new(),
        "[]".to_string(),
        wire.replace("acklab-exploration/2", "acklab-exploration/1"),
        wire.replace("\"examples\"", "\"examplez\""),
        wire.replace("\"outcomes\":[\"", "\"outcomes\":[\"gone"),
        wire.replace("\"cells\"", "\"cellz\""),
        wire.replace("\"truncated\"", "\"truncatedd\""),
    ] {
        assert!(
            Exploration::from_wire(&broken).is_none(),
            "accepted {broken:.80}"
        );
    }
}
