//! The consumer as an actor. `Consumer` owns its workers (what each is doing and
//! remembers); its rules (the pipeline's steps, how a delivery ends, polling and
//! offsets, Kafka transactions) are methods of `Turn`, the consumer's turn at one input.
//! A turn is lent the components the workers talk to, as a real consumer process calls
//! its broker, database and payment service, and returns what else happens as
//! `Effect`s (events, timers): it never writes the trace or the input queue, and the
//! engine carries the effects out in order when the turn ends (`engine/consumer_side.rs`).

use oorandom::Rand64;

use crate::engine::coordinator::{GroupCoordinator, GroupInput};
use crate::engine::effect::{requeued, Effect};
use crate::engine::input::Input;
use crate::format::scenario::Scenario;
use crate::trace::{CopyId, CopyInfo, EventKind, WorkerId};
use crate::world::broker::{Broker, Requeue, Store};
use crate::world::database::Database;
use crate::world::faults::FaultBook;
use crate::world::mail::MailService;
use crate::world::orders::OrderBook;
use crate::world::output::OutputTopic;
use crate::world::payment::PaymentService;
use crate::world::worker::Worker;

/// The consumer's processes: one per worker.
#[derive(Clone, Debug)]
pub(crate) struct Consumer {
    pub(crate) workers: Vec<Worker>,
}

impl Consumer {
    pub(crate) fn new(workers: usize) -> Self {
        Consumer {
            workers: vec![Worker::new(); workers],
        }
    }
}

/// The consumer's turn at one input: its workers, the components it is lent, and the
/// effects it has asked for so far.
pub(crate) struct Turn<'a> {
    pub(crate) scenario: &'a Scenario,
    pub(crate) now: u64,
    pub(crate) workers: &'a mut Vec<Worker>,
    pub(crate) broker: &'a mut Broker,
    pub(crate) database: &'a mut Database,
    pub(crate) payment: &'a mut PaymentService,
    pub(crate) output: &'a mut OutputTopic,
    pub(crate) mail: &'a mut MailService,
    pub(crate) faults: &'a mut FaultBook,
    pub(crate) copies: &'a mut Vec<CopyInfo>,
    pub(crate) copy_keys: &'a [u32],
    pub(crate) orders: &'a OrderBook,
    pub(crate) skipped_as_stale: &'a mut Vec<bool>,
    pub(crate) rng: &'a mut Rand64,
    pub(crate) group: &'a GroupCoordinator,
    pub(crate) effects: Vec<Effect>,
}

impl Turn<'_> {
    /// An event at the current tick.
    pub(super) fn record(&mut self, kind: EventKind) {
        self.effects.push(Effect::Record(kind));
    }

    /// `input` at tick `at`.
    pub(super) fn schedule(&mut self, at: u64, input: Input) {
        self.effects.push(Effect::Schedule { at, input });
    }

    /// Tells the group coordinator `input`, on a log, and keeps its effects in order
    /// with the turn's own; a queue has no group (a crashed worker's deliveries come
    /// back when their visibility timeouts end, and a restarted worker just asks for a
    /// message).
    pub(super) fn tell_group(&mut self, input: GroupInput) {
        match self.broker.store {
            Store::Queue(_) => return,
            Store::Log(_) => {}
        }
        let effects = self.group.react(self.broker, input, self.now);
        self.effects.extend(effects);
    }

    /// The events and timer that a copy's return to the broker brings.
    pub(super) fn record_requeue(&mut self, copy: CopyId, delivery: u32, outcome: Requeue) {
        let effects = requeued(self.broker, copy, delivery, outcome);
        self.effects.extend(effects);
    }

    /// An e-mail the worker's `apply` sends itself.
    pub(super) fn send_email(&mut self, worker: WorkerId, copy: CopyId, delivery: u32) {
        let sent = self.mail.send(worker, copy, delivery, false);
        self.record(sent);
    }

    /// An outbox row was committed: the mail relay sends it at the next tick.
    pub(super) fn wake_mail_relay(&mut self) {
        self.schedule(self.now + 1, Input::MailRelay);
    }
}
