//! `cargo xtask`: the project's own commands. `serve` and `test` are the README's two
//! commands; both install what is missing first, so they work on a fresh machine.

mod absences;
mod checks;
mod conformance;
mod csp;
mod imports;
mod layers;
mod lazy;
mod lines;
mod map;
mod minify;
mod setup;
mod size;
mod split;
mod wildcards;

use std::path::{Path, PathBuf};
use std::process::Command;

use clap::{Parser, Subcommand};

pub type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

#[derive(Parser)]
#[command(name = "cargo xtask")]
struct Cli {
    #[command(subcommand)]
    command: Task,
}

#[derive(Subcommand)]
enum Task {
    /// Install what is missing (wasm target, trunk, wasm-bindgen-cli, wasm-opt, Chromium).
    Setup,
    /// Build the app and serve it on http://127.0.0.1:8080.
    Serve,
    /// Build the release site into dist-release/.
    Build,
    /// Every check CI runs: fmt, clippy, the dependency rule, all tests, the size ceiling.
    Test,
    /// The core's layer rule alone: no file uses a later layer (also part of `test`).
    Layers,
    /// Small pieces alone: no production file over 400 lines, no function over 70
    /// (also part of `test`).
    Lines,
    /// Exhaustive matches alone: no `_ =>` over an enum of ours (also part of `test`).
    Matches,
    /// The map alone: ARCHITECTURE.md names every production file (also part of `test`).
    Map,
    /// Four absences alone: no sweep outside the worker, no effect in a component, no
    /// `Html` on a core type, no locale in page.js (also part of `test`).
    Absences,
    /// Benchmarks: engine events per second, explorer sweep time, bundle size, and the
    /// first views' paints on a throttled network.
    Bench,
    /// Build the release site and print its gzip size against the goal.
    Size,
    /// Build the release site, serve it gzipped on loopback and print Lighthouse's
    /// mobile scores (performance, accessibility, best practices) against the goals.
    Lighthouse,
    /// Start RabbitMQ and PostgreSQL on 127.0.0.1 (installing them from Debian when
    /// missing), replay every queue scenario a real system can reproduce, compare the
    /// outcomes with the simulator's, and stop both services.
    Conformance,
    /// Generated and mutated scenario documents through parse, validate, run and
    /// explore; fails on a panic, a slow document or an error that is not one line.
    Fuzz {
        /// How many documents.
        #[arg(default_value_t = 1_000_000)]
        count: u64,
        /// The seed of the generator (printed when something fails).
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// The workspace root (xtask lives one level below it).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// A command run from the workspace root with the project's tools on PATH.
pub fn cmd(program: &str, args: &[&str]) -> Command {
    let mut command = Command::new(program);
    command
        .args(args)
        .current_dir(root())
        .env("PATH", setup::tool_path());
    command
}

/// Runs a command and turns a non-zero exit into an error naming it.
pub trait StatusOk {
    fn status_ok(&mut self) -> Result<()>;
}

impl StatusOk for Command {
    fn status_ok(&mut self) -> Result<()> {
        let status = self
            .status()
            .map_err(|e| format!("cannot start {:?}: {e}", self.get_program()))?;
        if status.success() {
            Ok(())
        } else {
            let args: Vec<_> = self
                .get_args()
                .map(|a| a.to_string_lossy().into_owned())
                .collect();
            Err(format!(
                "`{} {}` failed ({status})",
                self.get_program().to_string_lossy(),
                args.join(" ")
            )
            .into())
        }
    }
}

fn main() {
    let cli = Cli::parse();
    let result = match cli.command {
        Task::Setup => setup::ensure(setup::Needs::Browser),
        Task::Serve => serve(),
        // The release build draws its first view in Chromium (e2e/prerender.mjs).
        Task::Build => setup::ensure(setup::Needs::Browser).and_then(|()| size::build_release()),
        Task::Test => checks::run_all(),
        Task::Layers => layers::check(),
        Task::Lines => lines::check(),
        Task::Matches => wildcards::check(),
        Task::Map => map::check(),
        Task::Absences => absences::check(),
        Task::Bench => checks::bench(),
        Task::Size => setup::ensure(setup::Needs::Browser)
            .and_then(|()| size::build_release())
            .and_then(|()| size::report(false)),
        Task::Conformance => conformance::run(),
        Task::Fuzz { count, seed } => checks::fuzz(count, seed, true),
        Task::Lighthouse => setup::ensure(setup::Needs::Browser)
            .and_then(|()| size::build_release())
            .and_then(|()| cmd("node", &["e2e/lighthouse.mjs"]).status_ok()),
    };
    if let Err(error) = result {
        eprintln!("xtask: {error}");
        std::process::exit(1);
    }
}

fn serve() -> Result<()> {
    setup::ensure(setup::Needs::WebBuild)?;
    println!("serving AckLab on http://127.0.0.1:8080 (Ctrl-C stops)");
    cmd(
        "trunk",
        &["serve", "--address", "127.0.0.1", "--port", "8080"],
    )
    .status_ok()
}
