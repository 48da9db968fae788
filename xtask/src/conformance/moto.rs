//! The SQS emulator: moto's server mode, pinned, from PyPI into a virtual environment
//! under `target/`, started on 127.0.0.1 only and killed when the run ends.

use std::path::{Path, PathBuf};

use super::daemon::{venv_install, Daemon, Server};
use crate::{root, Result};

pub const MOTO_PORT: u16 = 54400;

/// moto and the two web packages its server mode needs (its `server` extra would bring
/// 180 MB of other services' dependencies).
const PACKAGES: [&str; 4] = [
    "moto==5.2.6",
    "flask==3.1.3",
    "flask-cors==6.0.5",
    "werkzeug==3.1.9",
];

fn environment() -> PathBuf {
    root().join("target/moto-5.2.6")
}

fn server() -> PathBuf {
    environment().join("bin/moto_server")
}

/// Installs the emulator if it is missing: Python's venv from Debian when the machine
/// has none, then the pinned packages from PyPI.
pub fn ensure() -> Result<()> {
    if server().exists() {
        return Ok(());
    }
    println!(
        "conformance: installing the SQS emulator ({}) from PyPI",
        PACKAGES[0]
    );
    venv_install(&environment(), &PACKAGES)
}

/// Starts the emulator; dropping what it returns kills it.
pub fn start(folder: &Path) -> Result<Daemon> {
    Daemon::start(Server {
        what: "the SQS emulator",
        program: server(),
        args: ["-H", "127.0.0.1", "-p", &MOTO_PORT.to_string()]
            .map(String::from)
            .to_vec(),
        port: MOTO_PORT,
        folder,
    })
}
