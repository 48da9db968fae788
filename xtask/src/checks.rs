//! The checks `cargo xtask test` runs, in the order CI runs them: cheap and strict first.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use crate::setup::{self, Needs};
use crate::{cmd, size, Result, StatusOk};

/// Crates that would tie the simulation core to the browser.
const WEB_CRATES: [&str; 5] = ["yew", "web-sys", "js-sys", "gloo", "wasm-bindgen"];

/// The native tests of the workspace, the golden traces in wasm, and the components
/// in headless Chromium.
fn run_tests(counts: &mut TestCounts) -> Result<()> {
    counts.run(&mut cmd("cargo", &["test", "--workspace", "--quiet"]))?;
    // The golden traces again, compiled to wasm and run under Node.
    counts.run(&mut cmd(
        "cargo",
        &[
            "test",
            "-p",
            "acklab-sim",
            // No --quiet: cargo would pass it on to wasm-bindgen-test-runner,
            // which refuses it.
            "--target",
            "wasm32-unknown-unknown",
            "--test",
            "wasm_determinism",
        ],
    ))?;
    // The components one by one, in headless Chromium. The runner gives chromedriver
    // 5 s to bind its port by default; on a loaded two-core machine it took longer and
    // the run failed ("driver failed to bind port during startup"), so the wait is 60 s
    // (still bounded).
    let mut components = cmd(
        "cargo",
        &[
            "test",
            "-p",
            "acklab",
            "--target",
            "wasm32-unknown-unknown",
            "--test",
            "components",
        ],
    );
    components.env("WASM_BINDGEN_TEST_DRIVER_TIMEOUT", "60");
    counts.run(&mut components)
}

pub fn run_all() -> Result<()> {
    setup::ensure(Needs::Browser)?;
    step("format", || {
        cmd("cargo", &["fmt", "--all", "--", "--check"]).status_ok()
    })?;
    step("clippy", || {
        cmd(
            "cargo",
            &[
                "clippy",
                "--workspace",
                "--all-targets",
                "--quiet",
                "--",
                "-D",
                "warnings",
            ],
        )
        .status_ok()
    })?;
    step("clippy on the split page", clippy_split_page)?;
    step("the core has no web dependency", check_core_dependencies)?;
    step("the core's layers point one way", crate::layers::check)?;
    step("small pieces", crate::lines::check)?;
    step("exhaustive matches", crate::wildcards::check)?;
    step("the map names every file", crate::map::check)?;
    step("absences the map states", crate::absences::check)?;
    step("every lesson agrees with the simulator", || {
        cmd(
            "cargo",
            &[
                "run",
                "--quiet",
                "-p",
                "acklab-cli",
                "--",
                "lessons",
                "check",
            ],
        )
        .status_ok()
    })?;
    let mut counts = TestCounts::default();
    step("tests", || run_tests(&mut counts))?;
    step("fuzzing, a small run", || fuzz(FUZZ_IN_CI, 1, false))?;
    step(
        "conformance: the scenarios on RabbitMQ, SQS, Kafka and PostgreSQL",
        crate::conformance::run,
    )?;
    step("release build and size ceiling", || {
        size::build_release()?;
        size::report(true)
    })?;
    step("end-to-end tests in Chromium", || {
        counts.run(&mut cmd("node", &["--test", "e2e/"]))
    })?;
    // CI reads this closing line: the sum over every test binary above.
    println!("xtask: {} passed, {} failed", counts.passed, counts.failed);
    Ok(())
}

/// Test counts summed from every `test result:` line a runner prints.
#[derive(Default)]
struct TestCounts {
    passed: u64,
    failed: u64,
}

impl TestCounts {
    /// Runs a test command, echoing its output and adding up its counts.
    fn run(&mut self, command: &mut Command) -> Result<()> {
        let mut child = command.stdout(Stdio::piped()).spawn()?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        for line in BufReader::new(stdout).lines() {
            let line = line?;
            println!("{line}");
            self.add(&line);
        }
        let status = child.wait()?;
        if !status.success() || self.failed > 0 {
            return Err(format!("tests failed ({status})").into());
        }
        Ok(())
    }

    fn add(&mut self, line: &str) {
        // node --test closes with "# pass N" and "# fail N".
        let line = line.trim();
        for (prefix, total) in [("# pass ", &mut self.passed), ("# fail ", &mut self.failed)] {
            if let Some(Ok(number)) = line.strip_prefix(prefix).map(str::parse::<u64>) {
                *total += number;
            }
        }
        let Some(rest) = line.strip_prefix("test result: ") else {
            return;
        };
        for part in rest.split([';', '.']) {
            let mut words = part.split_whitespace();
            let (Some(number), Some(label)) = (words.next(), words.next()) else {
                continue;
            };
            let Ok(number) = number.parse::<u64>() else {
                continue;
            };
            match label {
                "passed" => self.passed += number,
                "failed" => self.failed += number,
                _ => {}
            }
        }
    }
}

fn step(name: &str, run: impl FnOnce() -> Result<()>) -> Result<()> {
    println!("xtask: == {name}");
    run().map_err(|e| format!("{name}: {e}").into())
}

/// `acklab-sim` must build without any web crate, natively and in wasm alike.
fn check_core_dependencies() -> Result<()> {
    let output = cmd(
        "cargo",
        &[
            "tree",
            "-p",
            "acklab-sim",
            "-e",
            "normal,build",
            "--prefix",
            "none",
            "--format",
            "{p}",
        ],
    )
    .output()?;
    if !output.status.success() {
        return Err("cargo tree failed".into());
    }
    let tree = String::from_utf8_lossy(&output.stdout);
    let offenders: Vec<&str> = tree
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| WEB_CRATES.iter().any(|web| name.starts_with(web)))
        .collect();
    if offenders.is_empty() {
        println!("acklab-sim depends on no web crate");
        Ok(())
    } else {
        Err(format!("acklab-sim depends on web crates: {}", offenders.join(", ")).into())
    }
}

pub fn bench() -> Result<()> {
    setup::ensure(Needs::Browser)?;
    cmd("cargo", &["bench", "-p", "acklab-sim", "--bench", "engine"]).status_ok()?;
    size::build_release()?;
    size::report(false)?;
    cmd("node", &["e2e/bench.mjs"]).status_ok()?;
    cmd("node", &["e2e/bench-paint.mjs"]).status_ok()
}

/// Documents the CI's fuzzing run tries: a few seconds in a debug build.
const FUZZ_IN_CI: u64 = 3_000;

/// `cargo xtask fuzz`: `count` generated and mutated documents from `seed` through
/// parse, validate, run and explore (`crates/fuzz`), in a release build unless `debug`.
pub fn fuzz(count: u64, seed: u64, release: bool) -> Result<()> {
    let (count, seed) = (count.to_string(), seed.to_string());
    let mut args = vec!["run", "--quiet", "-p", "acklab-fuzz"];
    if release {
        args.push("--release");
    }
    args.extend(["--", count.as_str(), "--seed", seed.as_str()]);
    cmd("cargo", &args).status_ok()
}

/// Clippy on the page's module as the release build compiles it: for the browser, with
/// its parts as split points (src/chunks.rs), which no native build sees.
fn clippy_split_page() -> Result<()> {
    cmd(
        "cargo",
        &[
            "clippy",
            "-p",
            "acklab",
            "--bins",
            "--target",
            "wasm32-unknown-unknown",
            "--quiet",
            "--",
            "-D",
            "warnings",
        ],
    )
    .env("RUSTFLAGS", "--cfg=acklab_split")
    .status_ok()
}
