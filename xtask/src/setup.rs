//! Installs what the build and the tests need, when it is missing. Every step checks
//! first, so a warm run costs seconds. Versions come from `Cargo.lock` and `Trunk.toml`
//! so that Trunk never tries to download a tool itself.

use std::path::Path;
use std::process::Command;

use crate::{cmd, root, Result, StatusOk};

/// Trunk 0.22 needs a newer rustc than this machine kind has; see docs/toolchain.md.
const TRUNK_VERSION: &str = "0.21.14";

/// What a command needs installed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Needs {
    /// Trunk, wasm-bindgen and wasm-opt: enough to build and serve the app.
    WebBuild,
    /// Also Chromium and its driver, for browser tests.
    Browser,
}

pub fn ensure(needs: Needs) -> Result<()> {
    ensure_wasm_target()?;
    ensure_trunk()?;
    ensure_wasm_bindgen()?;
    ensure_npm_tools()?;
    check_trunk_pins()?;
    cmd("cargo", &["fetch", "--quiet"]).status_ok()?;
    if needs == Needs::Browser {
        ensure_chromium()?;
    }
    Ok(())
}

/// The version a tool prints for `--version`, if it runs at all.
fn installed_version(program: &str) -> Option<String> {
    let output = Command::new(program).arg("--version").output().ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).trim().to_string())
}

fn ensure_wasm_target() -> Result<()> {
    let output = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()?;
    if String::from_utf8_lossy(&output.stdout)
        .lines()
        .any(|l| l.trim() == "wasm32-unknown-unknown")
    {
        return Ok(());
    }
    println!("setup: adding the wasm32-unknown-unknown target");
    cmd("rustup", &["target", "add", "wasm32-unknown-unknown"]).status_ok()
}

fn ensure_trunk() -> Result<()> {
    if installed_version("trunk").is_some_and(|v| v.ends_with(TRUNK_VERSION)) {
        return Ok(());
    }
    println!("setup: installing trunk {TRUNK_VERSION} (about 7 minutes on a cold machine)");
    cmd(
        "cargo",
        &["install", "--locked", "trunk", "--version", TRUNK_VERSION],
    )
    .status_ok()
}

/// wasm-bindgen-cli must match the `wasm-bindgen` crate in Cargo.lock exactly.
pub fn locked_version(package: &str) -> Result<String> {
    let lock = std::fs::read_to_string(root().join("Cargo.lock"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line.trim() == format!("name = \"{package}\"") {
            if let Some(version) = lines
                .next()
                .and_then(|l| l.trim().strip_prefix("version = "))
            {
                return Ok(version.trim_matches('"').to_string());
            }
        }
    }
    Err(format!("{package} is not in Cargo.lock").into())
}

fn ensure_wasm_bindgen() -> Result<()> {
    let version = locked_version("wasm-bindgen")?;
    if installed_version("wasm-bindgen").is_some_and(|v| v.ends_with(&version)) {
        return Ok(());
    }
    println!("setup: installing wasm-bindgen-cli {version}");
    // `--locked` fails here: a locked dependency is newer than the registry serves.
    cmd(
        "cargo",
        &["install", "wasm-bindgen-cli", "--version", &version],
    )
    .status_ok()
}

/// wasm-opt (npm binaryen) for Trunk, terser for the release scripts, playwright-core
/// for the end-to-end tests, and axe-core and lighthouse for the accessibility checks. `package.json` pins two of
/// Lighthouse's dependencies in `overrides`: one of its packages asks for them as
/// "latest", which `npm ci` cannot match against the lock file once a newer one ships.
fn ensure_npm_tools() -> Result<()> {
    let wanted = [
        "node_modules/.bin/wasm-opt",
        "node_modules/playwright-core/package.json",
        "node_modules/axe-core/axe.min.js",
        "node_modules/lighthouse/package.json",
        "node_modules/terser/bin/terser",
    ];
    if wanted.iter().all(|path| root().join(path).exists()) {
        return Ok(());
    }
    println!(
        "setup: installing npm tools (binaryen, terser, playwright-core, axe-core, lighthouse)"
    );
    cmd("npm", &["ci", "--no-audit", "--no-fund"])
        .current_dir(root())
        .status_ok()
}

/// Trunk.toml must pin the same wasm-bindgen as Cargo.lock, or Trunk would try to
/// download the other version and fail offline.
fn check_trunk_pins() -> Result<()> {
    let trunk = std::fs::read_to_string(root().join("Trunk.toml"))?;
    let version = locked_version("wasm-bindgen")?;
    if !trunk.contains(&format!("wasm_bindgen = \"{version}\"")) {
        return Err(format!(
            "Trunk.toml must pin wasm_bindgen = \"{version}\" (the version in Cargo.lock)"
        )
        .into());
    }
    Ok(())
}

fn ensure_chromium() -> Result<()> {
    if Path::new("/usr/bin/chromium").exists() && Path::new("/usr/bin/chromedriver").exists() {
        return Ok(());
    }
    println!("setup: installing chromium and chromium-driver from Debian");
    cmd("apt-get", &["update", "-qq"]).status_ok()?;
    cmd(
        "apt-get",
        &["install", "-y", "-qq", "chromium", "chromium-driver"],
    )
    .env("DEBIAN_FRONTEND", "noninteractive")
    .status_ok()
}

/// PATH with the project's npm tools first, for Trunk to find wasm-opt.
pub fn tool_path() -> String {
    let bin = root().join("node_modules/.bin");
    let cargo_bin = std::env::var("CARGO_HOME")
        .map(|home| Path::new(&home).join("bin"))
        .unwrap_or_else(|_| {
            Path::new(&std::env::var("HOME").unwrap_or_default()).join(".cargo/bin")
        });
    let old = std::env::var("PATH").unwrap_or_default();
    format!("{}:{}:{old}", bin.display(), cargo_bin.display())
}
