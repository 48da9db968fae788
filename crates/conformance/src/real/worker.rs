//! The worker processes of a run: each with its own connection to the broker, its own
//! database session and its own in-memory dedup set, taking messages in its turns
//! until the broker says the run is over. A crash forgets the memory and opens new
//! connections; the process comes back `WORKER_RESTART_TICKS` later.

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};

use acklab_sim::{Scenario, WORKER_RESTART_TICKS};
use tokio_postgres::Client;

use super::payment::{CallsAt, PaymentService};
use super::steps::{self, Ending, Faults};
use super::turns::{Next, Party, Turns};
use super::{failed_sql, postgres, Names, Queue};
use crate::Services;

/// A worker's process: its connection to the broker, its database session, and its
/// in-memory dedup set.
pub struct Worker<Q> {
    pub queue: Q,
    pub database: Client,
    /// The database session's backend, to ask PostgreSQL whether it waits for a lock.
    pub pid: i32,
    pub memory: HashSet<String>,
}

impl<Q: Queue> Worker<Q> {
    /// A new process: a database session of its own, an empty memory.
    async fn start(run: &Run<'_>, queue: Q) -> Result<Worker<Q>, String> {
        let database = postgres(run.services, &run.names.schema).await?;
        let pid = database
            .query_one("SELECT pg_backend_pid()", &[])
            .await
            .map_err(failed_sql("reading the session's backend"))?
            .get(0);
        Ok(Worker {
            queue,
            database,
            pid,
            memory: HashSet::new(),
        })
    }
}

/// What every party of one run shares: the services, the scenario, whose turn it is,
/// and the scenario's one-shot faults (one book for all workers, as in the simulator).
pub struct Run<'a> {
    pub services: &'a Services,
    /// A connection of the run's own, to ask whether a worker's session waits.
    pub probe: &'a Client,
    pub names: &'a Names,
    pub scenario: &'a Scenario,
    pub turns: &'a Turns,
    pub faults: RefCell<Faults>,
    /// The status updates `check_version` skipped as stale, by id.
    pub skipped: RefCell<Vec<String>>,
    /// Every delivery as `tick:worker:id#number`, and each worker's leaving as
    /// `tick:worker:left`, printed when a run disagrees.
    pub deliveries: RefCell<Vec<String>>,
    /// The payment service's count of the calls it took at the latest tick.
    pub payment_calls: Cell<CallsAt>,
    pub renumbering: RefCell<Renumbering>,
}

/// The deliveries' numbers across a redrive. A redriven message is sent again, so the
/// broker counts its deliveries from 1 (as the simulator counts them against
/// `max_deliveries`), while the simulator goes on numbering them: the run adds the
/// deliveries the message had before, so faults fire on the simulator's numbers.
#[derive(Default)]
pub struct Renumbering {
    /// The number each wire id was last delivered under. Two copies of one id (a
    /// producer's repeat under a stable id) share it, which no redriven scenario has.
    seen: HashMap<String, u32>,
    /// What the broker's count misses for each redriven wire id.
    before: HashMap<String, u32>,
}

impl Renumbering {
    /// A delivery's number by the simulator's count, from the broker's `number`.
    pub fn delivered(&mut self, wire_id: &str, number: u32) -> u32 {
        let number = number + self.before.get(wire_id).copied().unwrap_or(0);
        self.seen.insert(wire_id.to_string(), number);
        number
    }

    /// The message was redriven: the broker counts its deliveries afresh.
    pub fn redriven(&mut self, wire_id: &str) {
        let seen = self.seen.get(wire_id).copied().unwrap_or(0);
        self.before.insert(wire_id.to_string(), seen);
    }
}

impl Run<'_> {
    /// The payment service's stand-in, on the run's own session.
    pub fn payment(&self) -> PaymentService<'_> {
        PaymentService {
            session: self.probe,
            schema: &self.names.schema,
            scenario: self.scenario,
            calls: &self.payment_calls,
        }
    }
}

impl<'a> Run<'a> {
    pub fn new(
        services: &'a Services,
        probe: &'a Client,
        names: &'a Names,
        scenario: &'a Scenario,
        turns: &'a Turns,
    ) -> Run<'a> {
        Run {
            services,
            probe,
            names,
            scenario,
            turns,
            faults: RefCell::new(Faults::new(scenario)),
            skipped: RefCell::new(Vec::new()),
            deliveries: RefCell::new(Vec::new()),
            payment_calls: Cell::default(),
            renumbering: RefCell::default(),
        }
    }
}

/// Runs the scenario's workers, the first on `queue` and each other on a connection of
/// its own, until each is done; then checks that every crash and lost ack fired.
pub async fn consume<Q: Queue>(run: &Run<'_>, queue: Q) -> Result<(), String> {
    let workers = usize::try_from(run.scenario.workers.max(1)).unwrap_or(1);
    let mut queues = Vec::with_capacity(workers);
    for _ in 1..workers {
        queues.push(queue.open().await?);
    }
    queues.insert(0, queue);
    let working = queues
        .into_iter()
        .enumerate()
        .map(|(number, queue)| work(run, number, queue));
    futures::future::try_join_all(working).await?;
    match run.faults.borrow().unfired().as_slice() {
        [] => Ok(()),
        unfired => Err(format!("these faults never fired: {unfired:?}")),
    }
}

/// One worker's loop. It polls in its turns while idle, runs a delivery one step a
/// turn, polls again in the turn a delivery ended early (an error, a duplicate, a lost
/// ack) or the turn after its last step, and leaves when the broker says the run is
/// over.
async fn work<Q: Queue>(run: &Run<'_>, number: usize, queue: Q) -> Result<(), String> {
    let party = Party::Worker(number);
    let mut worker = Worker::start(run, queue).await?;
    let mut tick = run.turns.wait(party).await;
    loop {
        let Some(mut got) = worker.queue.receive().await? else {
            // While another party works, a message may still come back or be published.
            let over =
                run.turns.all_idle() && worker.queue.finished(run.turns.quiet_for(), tick).await?;
            let next = if over { Next::Leave } else { Next::Idle };
            run.turns.end(party, next, false).await;
            if over {
                run.deliveries
                    .borrow_mut()
                    .push(format!("{tick}:{number}:left"));
                return Ok(());
            }
            tick = run.turns.wait(party).await;
            continue;
        };
        run.turns.active();
        got.number = run.renumbering.borrow_mut().delivered(&got.id, got.number);
        let delivery = format!("{tick}:{number}:{}#{}", got.id, got.number);
        run.deliveries.borrow_mut().push(delivery);
        let (ending, at) = steps::handle(&mut worker, run, party, &got, tick).await?;
        tick = at;
        match ending {
            Ending::Done => {}
            Ending::Crashed => {
                worker = restart(run, worker).await?;
                run.turns.settle().await;
                let back = worker.queue.hands_back_at_once();
                let next = Next::At(tick + WORKER_RESTART_TICKS);
                run.turns.end(party, next, back).await;
                tick = run.turns.wait(party).await;
            }
            Ending::Returned | Ending::AckLost => {
                if matches!(ending, Ending::AckLost) {
                    worker.queue.ack_lost().await?;
                }
                if worker.queue.hands_back_at_once() {
                    // The broker has the message back: the engine hands it to the
                    // lowest-numbered idle worker, which may be this one.
                    run.turns.end(party, Next::Idle, true).await;
                    tick = run.turns.wait(party).await;
                }
            }
        }
    }
}

/// The process dies and a new one starts: dropping the database client closes its
/// session, so PostgreSQL rolls back the transaction the crash left open; the broker
/// connection closes as the dying process's does; the memory is gone.
async fn restart<Q: Queue>(run: &Run<'_>, worker: Worker<Q>) -> Result<Worker<Q>, String> {
    let Worker {
        queue, database, ..
    } = worker;
    drop(database);
    let queue = queue.restart().await?;
    Worker::start(run, queue).await
}

/// The tick the simulator's producer publishes message `index` at, if there is one.
pub fn publish_tick(scenario: &Scenario, index: usize) -> Option<u64> {
    if index >= scenario.messages.len() {
        return None;
    }
    let per_tick = u64::from(scenario.producer.messages_per_tick.unwrap_or(1).max(1));
    Some(u64::try_from(index).ok()? / per_tick)
}
