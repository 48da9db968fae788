//! The inputs the components react to, and the fixed delays the engine schedules them
//! with. A leaf of the engine: the actors name these without naming the engine.

use crate::trace::{CopyId, WorkerId};

/// A crashed worker process is back after this many ticks, with empty memory.
pub const WORKER_RESTART_TICKS: u64 = 5;
/// A crashed broker is back after this many ticks.
pub const BROKER_DOWN_TICKS: u64 = 5;
/// The producer waits this long for a confirm before it publishes again.
pub const CONFIRM_TIMEOUT_TICKS: u64 = 3;

/// Something that happens at a tick: the inputs the components react to. The engine
/// schedules most of them itself (a publish, a worker's next step, a visibility
/// timeout); a fault is an input too (`Inject`), which is how the scenario's faults and
/// any fault added during a run reach the system.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Input {
    /// The producer publishes a message (attempt 1, or a retry after a lost confirm).
    Publish { message: usize, attempt: u32 },
    /// A worker takes the next step of its pipeline, if it is still in the same life.
    WorkerStep { worker: WorkerId, epoch: u32 },
    /// A crashed worker process is back, with empty memory.
    WorkerRestart { worker: WorkerId },
    /// A delivery's visibility timeout ran out.
    VisibilityExpired { copy: CopyId, delivery: u32 },
    /// A copy waiting out its retry delay becomes ready again.
    RetryReady { copy: CopyId },
    /// Fault number `fault` of the engine's fault book reaches the system: a broker
    /// crash happens now; any other fault is armed and fires at the first moment that
    /// matches it (a lost ack when that delivery's ack is sent).
    Inject { fault: usize },
    /// The crashed broker is back.
    BrokerRestart,
    /// On a log: the group stops waiting for the member that crashed in life `epoch`.
    SessionExpired { worker: WorkerId, epoch: u32 },
    /// On a log: `consumer.max_poll_interval` after the poll the worker made at
    /// `polled_at`; if it has not polled since, the group removes it.
    PollDeadline {
        worker: WorkerId,
        epoch: u32,
        polled_at: u64,
    },
    /// On a log: the consumer clients' auto-commit timer.
    AutoCommit,
    /// The producer takes the next step of its pipeline (`acklab/2`).
    ProducerStep,
    /// The crashed producer process is back.
    ProducerRestart,
    /// The outbox relay polls, or takes the next step on the row in hand.
    RelayStep,
    /// The crashed relay is back.
    RelayRestart,
    /// A copy stored `broker.message_ttl` ticks ago may have aged out of the queue.
    MessageAged,
    /// The consumer's mail relay sends the e-mail outbox's committed rows.
    MailRelay,
}
