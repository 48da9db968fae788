//! Readable snapshots of every corpus run: the report a golden digest covers (messages,
//! copies, totals, violations and the whole trace), one item per line. When a digest in
//! `golden/traces.tsv` changes, this test shows what changed; a change is blessed on
//! purpose with `INSTA_UPDATE=always cargo test -p acklab-sim --test snapshots`, and the
//! diff of `tests/snapshots/` is read in review.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::fmt::Write;

use serde_json::Value;

/// The report one item per line: a list's items each on its own line under its name,
/// anything else on the line of its name.
fn readable(report: &Value) -> String {
    let mut text = String::new();
    let Value::Object(fields) = report else {
        return report.to_string();
    };
    for (name, value) in fields {
        match value {
            Value::Array(items) => {
                let _ = writeln!(text, "{name}: {} items", items.len());
                for item in items {
                    let _ = writeln!(text, "  {item}");
                }
            }
            other => {
                let _ = writeln!(text, "{name}: {other}");
            }
        }
    }
    text
}

#[test]
fn every_corpus_run_matches_its_readable_snapshot() {
    let corpus = common::corpus();
    assert!(corpus.len() >= 90, "the corpus shrank to {}", corpus.len());
    for (name, scenario) in corpus {
        let report = serde_json::to_value(acklab_sim::run(&scenario)).expect("a report is JSON");
        insta::assert_snapshot!(name.clone(), readable(&report));
    }
}
