//! Shared by the native and the wasm determinism tests: a stable digest of a run.
#![allow(dead_code)]

use acklab_sim::{run, Scenario};

pub mod serde_names;

/// The corpus's scenario files (`tests/scenarios/NAME.json`, not their `.expect.json`),
/// sorted.
pub fn scenario_files() -> Vec<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/scenarios exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| {
            p.to_string_lossy().ends_with(".json") && !p.to_string_lossy().ends_with(".expect.json")
        })
        .collect();
    files.sort();
    files
}

/// FNV-1a, 64 bits: small, stable across platforms, enough to compare two traces.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The digest of everything a run reports: verdicts, totals and the whole trace.
pub fn run_digest(scenario: &Scenario) -> String {
    let report = serde_json::to_string(&run(scenario)).unwrap_or_default();
    format!("{:016x}", fnv1a(report.as_bytes()))
}

/// One line of `golden/traces.tsv`: name, digest, the scenario as one-line JSON.
pub struct Golden<'a> {
    pub name: &'a str,
    pub digest: &'a str,
    pub scenario: &'a str,
}

pub fn golden_lines(text: &str) -> Vec<Golden<'_>> {
    text.lines()
        .filter_map(|line| {
            let mut fields = line.splitn(3, '\t');
            Some(Golden {
                name: fields.next()?,
                digest: fields.next()?,
                scenario: fields.next()?,
            })
        })
        .collect()
}

/// Every corpus scenario, by name, as the golden file holds it.
pub fn corpus() -> Vec<(String, Scenario)> {
    golden_lines(include_str!("../golden/traces.tsv"))
        .into_iter()
        .map(|line| {
            let scenario =
                Scenario::from_json(line.scenario).unwrap_or_else(|e| panic!("{}: {e}", line.name));
            (line.name.to_string(), scenario)
        })
        .collect()
}
