//! `acklab`: runs and explores `acklab/1` and `acklab/2` scenario files from the command line.
//!
//! Exit codes are a contract: 0 when the simulation ran (whatever its outcomes), 2 with
//! one line on stderr for invalid input or usage. A panic would be a bug.

mod lessons;
mod output;

use std::io::Read;
use std::process::ExitCode;

use acklab_sim::{run, Exploration, ExploreOptions, Scenario, Sweep};
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "acklab",
    version,
    about = "Run and explore AckLab scenarios (formats acklab/1 and acklab/2)"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
pub(crate) enum Command {
    /// Run a scenario and print each message's verdict with its explanation.
    Run {
        /// The scenario file, or - for standard input.
        file: String,
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
        /// Add the metrics per tick to the JSON (deliveries, redeliveries, acks, in
        /// flight, dead letters, duplicates detected, payment calls and failures,
        /// consumer lag on a log).
        #[arg(long, requires = "json")]
        metrics: bool,
    },
    /// Run the scenario under every single fault (and with --pairs every pair) and
    /// derive the delivery guarantee the pipeline gives.
    Explore {
        /// The scenario file, or - for standard input.
        file: String,
        #[arg(long)]
        json: bool,
        /// Also try every pair of faults.
        #[arg(long)]
        pairs: bool,
    },
    /// The guided lessons: list them, or check each against the simulator.
    Lessons {
        #[command(subcommand)]
        action: LessonsAction,
    },
}

#[derive(Subcommand)]
pub(crate) enum LessonsAction {
    /// Print the lessons in course order.
    List {
        /// One JSON array of {"id", "concepts", "titles"}.
        #[arg(long)]
        json: bool,
    },
    /// Run every lesson's scenario and compare with its expected outcome and answer.
    Check,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            use clap::error::ErrorKind;
            if matches!(
                error.kind(),
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
            ) {
                print!("{error}");
                return ExitCode::SUCCESS;
            }
            return fail(&first_line(&error.to_string()));
        }
    };
    match execute(cli.command) {
        Ok(text) => {
            // A reader that stops early (`| head`) closes the pipe: that ends the output,
            // it is not an error worth a panic.
            use std::io::Write as _;
            let _ = writeln!(std::io::stdout().lock(), "{text}");
            ExitCode::SUCCESS
        }
        Err(message) => fail(&message),
    }
}

fn execute(command: Command) -> Result<String, String> {
    match command {
        Command::Lessons { action } => lessons::execute(action),
        Command::Run {
            file,
            json,
            metrics,
        } => {
            let scenario = load(&file)?;
            let report = run(&scenario);
            Ok(if json {
                output::run_json(&scenario, &report, metrics)
            } else {
                output::run_table(&scenario, &report)
            })
        }
        Command::Explore { file, json, pairs } => {
            let scenario = load(&file)?;
            let exploration = explore_with_progress(
                &scenario,
                ExploreOptions {
                    pairs,
                    ..ExploreOptions::default()
                },
            );
            Ok(if json {
                output::explore_json(&exploration)
            } else {
                output::explore_text(&exploration)
            })
        }
    }
}

/// Explores, writing how far it got on standard error when that is a terminal (a pairs
/// sweep can take seconds); a pipe or a file gets only the result.
fn explore_with_progress(scenario: &Scenario, options: ExploreOptions) -> Exploration {
    use std::io::{IsTerminal, Write};
    let mut sweep = Sweep::new(scenario, options);
    let mut stderr = std::io::stderr();
    if !stderr.is_terminal() {
        return sweep.finish();
    }
    // Both bounds, so that a sweep that will stop early does not seem to have far to go.
    let total = sweep.total().min(options.max_schedules as u64);
    let work = options.max_work_events;
    while !sweep.advance(500) {
        let (done, events) = (sweep.done(), sweep.work_events());
        let _ = write!(
            stderr,
            "\rexplored {done} of at most {total} schedules, {events} of at most {work} trace events"
        );
    }
    // Clears the progress line before the result is printed.
    let _ = write!(stderr, "\r{:100}\r", "");
    sweep.finish()
}

/// Reads a scenario file, or standard input for `-`, refusing one larger than a
/// scenario may be before reading (or parsing) the rest of it.
fn load(file: &str) -> Result<Scenario, String> {
    let limit = Scenario::MAX_DOCUMENT_BYTES;
    let (name, reader): (String, Box<dyn Read>) = if file == "-" {
        ("standard input".into(), Box::new(std::io::stdin()))
    } else {
        let opened = std::fs::File::open(file).map_err(|e| format!("cannot read {file}: {e}"))?;
        (file.to_string(), Box::new(opened))
    };
    let mut bytes = Vec::new();
    reader
        .take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {name}: {e}"))?;
    if bytes.len() > limit {
        return Err(format!(
            "{name} is larger than {limit} bytes, the most a scenario document may be"
        ));
    }
    let text = String::from_utf8(bytes).map_err(|_| format!("{name} is not UTF-8 text"))?;
    Scenario::from_json(&text).map_err(|e| e.one_line())
}

fn first_line(text: &str) -> String {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("invalid usage")
        .trim()
        .to_string()
}

fn fail(message: &str) -> ExitCode {
    eprintln!("acklab: {}", first_line(message));
    ExitCode::from(2)
}
