//! `acklab-fuzz [N] [--seed S]` (run by `cargo xtask fuzz`): N generated and mutated
//! scenario documents, seeded, in process through parse, validate, run and (for small
//! ones) explore. It fails, printing the seed and the document's number, on a panic,
//! on a run or exploration over `TIME_BOUND`, on a checker violation, or on an error
//! that is not one printable line of bounded length.

mod mutate;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use acklab_sim::{explore, run, ExploreOptions, Scenario, LINE_CHARS};
use serde_json::Value;

/// The most one document may take through run and explore.
const TIME_BOUND: Duration = Duration::from_secs(2);
/// The documented default number of documents.
const DEFAULT_COUNT: u64 = 1_000_000;

/// The corpus scenarios and the lessons' scenarios: what the mutations start from.
fn seeds() -> Vec<Value> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut seeds = Vec::new();
    let mut read = |path: &Path, pick: &dyn Fn(Value) -> Option<Value>| {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        if let Some(value) = serde_json::from_str(&text).ok().and_then(pick) {
            seeds.push(value);
        }
    };
    let scenarios = root.join("crates/sim/tests/scenarios");
    for entry in std::fs::read_dir(scenarios).into_iter().flatten().flatten() {
        let path = entry.path();
        let name = path.to_string_lossy();
        if name.ends_with(".json") && !name.ends_with(".expect.json") {
            read(&path, &Some);
        }
    }
    for entry in std::fs::read_dir(root.join("lessons"))
        .into_iter()
        .flatten()
        .flatten()
    {
        read(&entry.path().join("lesson.json"), &|lesson: Value| {
            lesson.get("scenario").cloned()
        });
    }
    seeds
}

/// What went wrong with one document, if anything.
fn check(text: &str) -> Option<String> {
    let parsed = catch_unwind(|| Scenario::from_json(text));
    let scenario = match parsed {
        Err(_) => return Some("parse panicked".into()),
        Ok(Err(error)) => return bad_line(&error.one_line()),
        Ok(Ok(scenario)) => scenario,
    };
    let started = Instant::now();
    let report = catch_unwind(AssertUnwindSafe(|| run(&scenario)));
    let Ok(report) = report else {
        return Some("run panicked".into());
    };
    if !report.violations.is_empty() {
        return Some(format!("checker: {:?}", report.violations));
    }
    // The explorer is tried on small scenarios only: the issue bounds the rest.
    if scenario.messages.len() <= 3 && scenario.faults.len() <= 3 {
        let options = ExploreOptions::default();
        if catch_unwind(AssertUnwindSafe(|| explore(&scenario, options))).is_err() {
            return Some("explore panicked".into());
        }
    }
    let took = started.elapsed();
    (took > TIME_BOUND).then(|| format!("took {took:?}, over {TIME_BOUND:?}"))
}

/// Why an error line is not one printable line of bounded length, if it is not.
fn bad_line(line: &str) -> Option<String> {
    if line.chars().any(char::is_control) {
        return Some(format!("an error with a control character: {line:?}"));
    }
    // The line is cut at `LINE_CHARS`, after the piece that reached it (an escape is
    // at most 10 characters) and the "…".
    if line.chars().count() > LINE_CHARS + 11 {
        return Some(format!("an error of {} characters", line.chars().count()));
    }
    None
}

fn arguments() -> Result<(u64, u64), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut count = DEFAULT_COUNT;
    let mut seed = 1;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let number = |text: Option<&String>| {
            text.and_then(|t| t.parse::<u64>().ok())
                .ok_or_else(|| format!("expected a number after {arg}"))
        };
        match arg.as_str() {
            "--seed" => seed = number(rest.next())?,
            other => count = number(Some(&other.to_string()))?,
        }
    }
    Ok((count, seed))
}

fn main() -> ExitCode {
    let (count, seed) = match arguments() {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("acklab-fuzz: {message}; usage: acklab-fuzz [N] [--seed S]");
            return ExitCode::from(2);
        }
    };
    // Panics are caught and reported as failures; their default message would only
    // repeat it.
    std::panic::set_hook(Box::new(|_| {}));
    let seeds = seeds();
    let mut rng = oorandom::Rand64::new(u128::from(seed));
    let started = Instant::now();
    let mut refused = 0u64;
    for index in 0..count {
        let text = mutate::mutated(&mut rng, &seeds);
        if Scenario::from_json(&text).is_err() {
            refused += 1;
        }
        if let Some(problem) = check(&text) {
            let shown = acklab_sim::printable(&text);
            eprintln!("acklab-fuzz: seed {seed}, document {index}: {problem}\n{shown}");
            return ExitCode::FAILURE;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "acklab-fuzz: {count} documents (seed {seed}, {} seeds), {refused} refused, none failed, {seconds:.1} s, {:.0} documents/s",
        seeds.len(),
        count as f64 / seconds.max(1e-9)
    );
    ExitCode::SUCCESS
}
