//! What an actor asks the engine to do. An actor (the producer, the outbox relay) owns
//! its state and its rules and returns effects; the engine carries them out in order
//! (`source_side.rs`): it records, schedules, writes the world and routes a publish to
//! the broker. An actor never touches the trace, the queue of inputs or another
//! component itself.

use crate::engine::input::Input;
use crate::trace::EventKind;

/// One thing an actor wants done, in the order the actor wants it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Effect {
    /// Put an event in the trace at the current tick.
    Record(EventKind),
    /// Deliver `input` at tick `at`.
    Schedule { at: u64, input: Input },
    /// The service's database commits `message`'s order row, its outbox row, or both.
    CommitSource {
        message: usize,
        order: bool,
        outbox: bool,
    },
    /// The request was dropped by a crash: a publish retry it scheduled dies with it.
    DropRequest { message: usize },
    /// The producer publishes `message` (its first attempt).
    Publish { message: usize },
    /// The relay publishes `message`'s outbox row, its `attempt`-th send of it.
    PublishRow { message: usize, attempt: u32 },
    /// The relay marks outbox row `row` sent.
    MarkSent { row: usize },
}
