//! The core's lists of every variant (`Outcome::ALL`, `Op::ALL_PART_TWO`, …) hold every
//! variant. Rust cannot enumerate an enum, so a new variant that no list names would
//! compile; serde's derive can, and these tests compare the lists with its names
//! (`common/serde_names.rs`).

use acklab_sim::{Op, Outcome, ProducerStep, RelayStep};
mod common;

use common::serde_names::names as variant_names;

/// The serde names of `list`, sorted.
fn names_of<T: serde::Serialize>(list: &[T]) -> Vec<String> {
    let mut names: Vec<String> = list
        .iter()
        .map(|item| match serde_json::to_value(item) {
            Ok(serde_json::Value::String(name)) => name,
            other => panic!("a unit variant is written as its name, not {other:?}"),
        })
        .collect();
    names.sort_unstable();
    names
}

#[test]
fn outcome_all_lists_every_outcome_once() {
    assert_eq!(names_of(&Outcome::ALL), variant_names::<Outcome>());
}

#[test]
fn op_all_part_two_lists_every_operation_once() {
    assert_eq!(names_of(&Op::ALL_PART_TWO), variant_names::<Op>());
}

#[test]
fn the_producer_and_relay_lists_hold_every_step() {
    assert_eq!(
        names_of(&ProducerStep::ALL),
        variant_names::<ProducerStep>()
    );
    assert_eq!(names_of(&RelayStep::ALL), variant_names::<RelayStep>());
}
