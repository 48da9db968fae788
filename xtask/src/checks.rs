//! The checks `cargo xtask test` runs, in the order CI runs them: cheap and strict first.

use crate::setup::{self, Needs};
use crate::{cmd, size, Result, StatusOk};

/// Crates that would tie the simulation core to the browser.
const WEB_CRATES: [&str; 5] = ["yew", "web-sys", "js-sys", "gloo", "wasm-bindgen"];

pub fn run_all() -> Result<()> {
    setup::ensure(Needs::Browser)?;
    step("format", || cmd("cargo", &["fmt", "--all", "--", "--check"]).status_ok())?;
    step("clippy", || {
        cmd("cargo", &["clippy", "--workspace", "--all-targets", "--quiet", "--", "-D", "warnings"]).status_ok()
    })?;
    step("the core has no web dependency", check_core_dependencies)?;
    step("tests", || cmd("cargo", &["test", "--workspace", "--quiet"]).status_ok())?;
    step("release build and size budget", || {
        size::build_release()?;
        size::report(true)
    })?;
    println!("xtask: all checks passed");
    Ok(())
}

fn step(name: &str, run: impl FnOnce() -> Result<()>) -> Result<()> {
    println!("xtask: == {name}");
    run().map_err(|e| format!("{name}: {e}").into())
}

/// `acklab-sim` must build without any web crate, natively and in wasm alike.
fn check_core_dependencies() -> Result<()> {
    let output = cmd("cargo", &["tree", "-p", "acklab-sim", "-e", "normal,build", "--prefix", "none", "--format", "{p}"])
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
    setup::ensure(Needs::WebBuild)?;
    cmd("cargo", &["bench", "-p", "acklab-sim", "--bench", "engine"]).status_ok()?;
    size::build_release()?;
    size::report(false)
}
