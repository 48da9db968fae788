//! What an actor asks the engine to do. An actor (the producer, the outbox relay) owns
//! its state and its rules and returns effects; the engine carries them out in order
//! (`source_side.rs`): it records, schedules, writes the world and routes a publish to
//! the broker. An actor never touches the trace, the queue of inputs or another
//! component itself.

use crate::engine::input::Input;
use crate::trace::{CopyId, EventKind};
use crate::world::broker::{Broker, Requeue};

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

/// The events and timer a copy's return to the broker brings: a dead-lettering, or a
/// retry delay and the tick the copy is ready again.
pub(crate) fn requeued(
    broker: &Broker,
    copy: CopyId,
    delivery: u32,
    outcome: Requeue,
) -> Vec<Effect> {
    match outcome {
        Requeue::DeadLettered { reason } => {
            let deliveries = broker.copies[copy as usize].deliveries;
            vec![Effect::Record(EventKind::DeadLettered {
                copy,
                deliveries,
                reason,
            })]
        }
        Requeue::Delayed { until } => vec![
            Effect::Record(EventKind::RetryScheduled {
                copy,
                delivery,
                ready_at: until,
            }),
            Effect::Schedule {
                at: until,
                input: Input::RetryReady { copy },
            },
        ],
        Requeue::Ready | Requeue::Stale => Vec::new(),
    }
}
