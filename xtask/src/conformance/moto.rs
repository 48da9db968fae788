//! The SQS emulator: moto's server mode, pinned, from PyPI into a virtual environment
//! under `target/`, started on 127.0.0.1 only and killed when the run ends.

use std::net::TcpStream;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use super::wait_for_port;
use crate::{cmd, root, Result, StatusOk};

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
    let python = python_with_venv()?;
    println!(
        "conformance: installing the SQS emulator ({}) from PyPI",
        PACKAGES[0]
    );
    let folder = environment();
    let folder = folder.to_string_lossy();
    cmd(python, &["-m", "venv", &folder]).status_ok()?;
    let pip = environment().join("bin/pip");
    let mut install = vec!["install", "-q", "--disable-pip-version-check"];
    install.extend(PACKAGES);
    cmd(&pip.to_string_lossy(), &install).status_ok()
}

/// A Python that can make a virtual environment: Debian's `python3-venv` is installed
/// first when the machine's Python has no `venv`.
pub(super) fn python_with_venv() -> Result<&'static str> {
    let has_venv = |python: &str| {
        Command::new(python)
            .args(["-m", "venv", "--help"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    if has_venv("python3") {
        return Ok("python3");
    }
    println!("conformance: installing python3-venv from Debian");
    super::apt_install(&["python3-venv"])?;
    Ok("/usr/bin/python3")
}

/// The running emulator; dropping it kills it.
pub struct Moto {
    child: Child,
}

impl Moto {
    pub fn start(folder: &Path) -> Result<Moto> {
        if TcpStream::connect(("127.0.0.1", MOTO_PORT)).is_ok() {
            return Err(format!(
                "127.0.0.1:{MOTO_PORT} is taken: stop what listens there (an earlier run?)"
            )
            .into());
        }
        std::fs::create_dir_all(folder)?;
        let log = std::fs::File::create(folder.join("moto.log"))?;
        let child = Command::new(server())
            .args(["-H", "127.0.0.1", "-p", &MOTO_PORT.to_string()])
            // A group of its own, as RabbitMQ's: the run stops it, not a Ctrl-C.
            .process_group(0)
            .stdout(log.try_clone()?)
            .stderr(log)
            .spawn()
            .map_err(|e| format!("cannot start moto_server: {e}"))?;
        let moto = Moto { child };
        wait_for_port(MOTO_PORT, "the SQS emulator")?;
        Ok(moto)
    }
}

impl Drop for Moto {
    fn drop(&mut self) {
        super::kill_group(&self.child);
        let _ = self.child.wait();
    }
}
