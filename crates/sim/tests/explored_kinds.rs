//! Every fault kind is either one the explorer tries (`fault_space` adds it for some corpus
//! scenario) or listed here with why it is not: a new kind cannot be left out of "What
//! could go wrong?" by forgetting it, only by saying so (the fault recipe's last step).

mod common;

use std::collections::BTreeSet;

use acklab_sim::{fault_space, FaultKind, Scenario};

/// The kinds the explorer does not add, each with why.
const NOT_EXPLORED: [(FaultKind, &str); 4] = [
    (
        FaultKind::Poison,
        "what a message is, which the learner writes, not a moment a run can fail at",
    ),
    (
        FaultKind::Transient,
        "what a message is, which the learner writes, not a moment a run can fail at",
    ),
    (
        FaultKind::Redrive,
        "an operator's action the learner chooses, not a failure",
    ),
    (
        FaultKind::DuplicateDelivery,
        "not tried yet: trying it would change explored results and the guarantees some \
         lessons grade, a change of behaviour to decide on its own",
    ),
];

/// Every corpus scenario.
fn corpus() -> Vec<Scenario> {
    let read = |path: &std::path::PathBuf| {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        Scenario::from_json(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    common::scenario_files().iter().map(read).collect()
}

#[test]
fn every_fault_kind_is_explored_or_says_why_not() {
    let scenarios = corpus();
    assert!(!scenarios.is_empty(), "the corpus reads");
    let explored: BTreeSet<&str> = scenarios
        .iter()
        .flat_map(fault_space)
        .map(|fault| fault.kind().name())
        .collect();
    for kind in FaultKind::ALL {
        let said = NOT_EXPLORED.iter().any(|(k, _)| k == kind);
        let tried = explored.contains(kind.name());
        assert!(
            tried != said,
            "{}: {}",
            kind.name(),
            if tried {
                "the explorer tries it: take it out of NOT_EXPLORED"
            } else {
                "the explorer never tries it: add it to fault_space, or to NOT_EXPLORED with why"
            }
        );
    }
}
