//! The golden traces, run again in wasm (`cargo test --target wasm32-unknown-unknown`,
//! under Node): every digest must equal the one the native run wrote.
#![cfg(target_arch = "wasm32")]

mod common;

use acklab_sim::Scenario;
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn wasm_runs_give_the_native_traces() {
    let lines = common::golden_lines(include_str!("golden/traces.tsv"));
    assert!(lines.len() >= 20, "the golden file is missing scenarios");
    for line in lines {
        let scenario = Scenario::from_json(line.scenario).expect("golden scenarios are valid");
        let digest = common::run_digest(&scenario);
        assert_eq!(
            digest, line.digest,
            "{} (seed {}): wasm trace differs from native",
            line.name, scenario.seed
        );
    }
}
