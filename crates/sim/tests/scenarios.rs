//! Data-driven tests: each `scenarios/NAME.json` runs through the core and must match
//! `scenarios/NAME.expect.json` (outcomes, applied counts, deliveries, totals, trace
//! event kinds present or, written `!kind`, absent, words of the English explanation, and the explorer's guarantee).
//! Every scenario also runs twice to prove the trace is byte-for-byte deterministic,
//! and its digest must match `golden/traces.tsv`, which the wasm test checks too.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use acklab_sim::{english, explore, run, ExploreOptions, RunReport, Scenario};
use serde_json::Value;

fn load(path: &Path) -> (Scenario, Value) {
    let text = std::fs::read_to_string(path).expect("scenario readable");
    let scenario = Scenario::from_json(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let expect_path = path.with_extension("expect.json");
    let expect_text = std::fs::read_to_string(&expect_path)
        .unwrap_or_else(|_| panic!("{} missing", expect_path.display()));
    (
        scenario,
        serde_json::from_str(&expect_text).expect("expect file is JSON"),
    )
}

fn entries(expect: &Value, key: &str) -> BTreeMap<String, Value> {
    expect
        .get(key)
        .and_then(Value::as_object)
        .map(|m| m.clone().into_iter().collect())
        .unwrap_or_default()
}

/// Checks one scenario; returns every mismatch in words.
/// The keys an `.expect.json` may use; any other is a typo that would check nothing.
const EXPECT_KEYS: [&str; 8] = [
    "outcomes",
    "applied",
    "deliveries",
    "totals",
    "explain",
    "events",
    "guarantee",
    "metrics",
];

fn check(scenario: &Scenario, report: &RunReport, expect: &Value) -> Vec<String> {
    let unknown = expect
        .as_object()
        .into_iter()
        .flat_map(|m| m.keys())
        .filter(|k| !EXPECT_KEYS.contains(&k.as_str()))
        .map(|k| format!("unknown key {k} in the expect file"));
    let unknown: Vec<String> = unknown.collect();
    if !unknown.is_empty() {
        return unknown;
    }
    let mut problems: Vec<String> = report
        .violations
        .iter()
        .map(|v| format!("invariant violated: {v}"))
        .collect();
    let verdict = |id: &str| report.messages.iter().position(|m| m.id == id);
    for (key, field) in [
        ("outcomes", "outcome"),
        ("applied", "applied"),
        ("deliveries", "deliveries"),
    ] {
        for (id, want) in entries(expect, key) {
            let Some(index) = verdict(&id) else {
                problems.push(format!("no message {id}"));
                continue;
            };
            let got = serde_json::to_value(&report.messages[index]).expect("verdict serialises")
                [field]
                .clone();
            if got != want {
                problems.push(format!("{id}: {field} is {got}, expected {want}"));
            }
        }
    }
    let totals = serde_json::to_value(&report.totals).expect("totals serialise");
    for (name, want) in entries(expect, "totals") {
        if totals[&name] != want {
            problems.push(format!(
                "totals.{name} is {}, expected {want}",
                totals[&name]
            ));
        }
    }
    problems.extend(check_explanations(scenario, report, expect));
    problems.extend(check_metrics(scenario, report, expect));
    problems.extend(check_events(report, expect));
    if let Some(want) = expect.get("guarantee").and_then(Value::as_str) {
        let exploration = explore(scenario, ExploreOptions::default());
        if exploration.guarantee.name() != want {
            problems.push(format!(
                "explorer says {}, expected {want}",
                exploration.guarantee.name()
            ));
        }
    }
    problems
}

/// Each series the expect file names, whole (`"metrics": {"payment_failures": [...]}`).
fn check_metrics(scenario: &Scenario, report: &RunReport, expect: &Value) -> Vec<String> {
    let kind = scenario.broker.kind;
    let metrics = acklab_sim::Metrics::of(&report.trace, &report.copies, report.end_tick, kind);
    let metrics = serde_json::to_value(&metrics).expect("metrics serialise");
    entries(expect, "metrics")
        .into_iter()
        .filter(|(name, want)| metrics[name.as_str()] != *want)
        .map(|(name, want)| {
            let got = &metrics[name.as_str()];
            format!("metrics.{name} is {got}, expected {want}")
        })
        .collect()
}

fn check_explanations(scenario: &Scenario, report: &RunReport, expect: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let verdict = |id: &str| report.messages.iter().position(|m| m.id == id);
    for (id, words) in entries(expect, "explain") {
        let Some(index) = verdict(&id) else {
            problems.push(format!("explain names no message {id}"));
            continue;
        };
        let text = english::render(
            &report.messages[index].causes,
            scenario,
            &report.trace,
            index,
        );
        for word in words
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
        {
            if !text.contains(word) {
                problems.push(format!("{id}: explanation lacks \"{word}\": {text}"));
            }
        }
    }
    problems
}

fn check_events(report: &RunReport, expect: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let trace = serde_json::to_value(&report.trace).expect("trace serialises");
    let kinds: Vec<&str> = trace
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["kind"].as_str())
        .collect();
    for kind in expect
        .get("events")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
    {
        // "!kind" says the trace must have no event of that kind.
        match kind.strip_prefix('!') {
            Some(absent) if kinds.contains(&absent) => {
                problems.push(format!("the trace has a {absent} event"));
            }
            Some(_) => {}
            None if !kinds.contains(&kind) => {
                problems.push(format!("the trace has no {kind} event"));
            }
            None => {}
        }
    }
    problems
}

#[test]
fn every_scenario_file_matches_its_expected_verdicts() {
    let files = common::scenario_files();
    assert!(
        files.len() >= 20,
        "expected the scenario corpus, found {} files",
        files.len()
    );
    let mut failures = Vec::new();
    for path in &files {
        let (scenario, expect) = load(path);
        let report = run(&scenario);
        for problem in check(&scenario, &report, &expect) {
            failures.push(format!(
                "{} (seed {}): {problem}",
                path.display(),
                scenario.seed
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_scenario_file_runs_the_same_twice() {
    for path in common::scenario_files() {
        let (scenario, _) = load(&path);
        let first = serde_json::to_string(&run(&scenario)).expect("report serialises");
        let second = serde_json::to_string(&run(&scenario)).expect("report serialises");
        assert!(
            first == second,
            "{} (seed {}): two runs differ",
            path.display(),
            scenario.seed
        );
    }
}

/// Rewrite the golden file with `ACKLAB_UPDATE_GOLDEN=1 cargo test -p acklab-sim`
/// after an intended change of the model; review the diff of the digests.
#[test]
fn every_scenario_matches_its_golden_trace() {
    let golden_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/traces.tsv");
    let mut lines = Vec::new();
    for path in common::scenario_files() {
        let (scenario, _) = load(&path);
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let one_line = serde_json::to_string(&scenario).expect("scenario serialises");
        lines.push(format!(
            "{name}\t{}\t{one_line}",
            common::run_digest(&scenario)
        ));
    }
    let expected = lines.join("\n") + "\n";
    if std::env::var_os("ACKLAB_UPDATE_GOLDEN").is_some() {
        std::fs::write(&golden_path, &expected).expect("golden file written");
    }
    let golden = std::fs::read_to_string(&golden_path).unwrap_or_default();
    let stored = common::golden_lines(&golden);
    let fresh = common::golden_lines(&expected);
    for line in &fresh {
        let old = stored.iter().find(|g| g.name == line.name);
        assert!(
            old.is_some_and(|g| g.digest == line.digest && g.scenario == line.scenario),
            "{}: the trace differs from tests/golden/traces.tsv; `cargo test -p acklab-sim --test \
             snapshots` shows how. If intended, rerun with ACKLAB_UPDATE_GOLDEN=1, and bless the \
             snapshot with INSTA_UPDATE=always",
            line.name
        );
    }
    assert_eq!(
        stored.len(),
        fresh.len(),
        "the golden file lists other scenarios than tests/scenarios"
    );
}
