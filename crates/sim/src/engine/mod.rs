//! The engine loop: it delivers inputs to the components in (tick, sequence) order,
//! records the trace, and matches idle workers with ready messages.

pub(crate) mod broker_side;
pub(crate) mod consumer;
mod consumer_side;
pub(crate) mod coordinator;
pub(crate) mod effect;
pub(crate) mod input;
pub(crate) mod producer;
pub(crate) mod relay;
pub(crate) mod source_side;

#[cfg(test)]
mod actor_tests;
#[cfg(test)]
mod coordinator_tests;

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::sync::Arc;

use crate::format::fault::{TickAction, When};
use crate::format::scenario::{Fault, Scenario};
use crate::trace::{CopyId, CopyInfo, EventKind, TraceEvent};
use crate::world::broker::Broker;
use crate::world::database::Database;
use crate::world::faults::FaultBook;
use crate::world::orders::OrderBook;
use crate::world::output::OutputTopic;
use crate::world::payment::PaymentService;
use crate::world::source::Source;

pub use crate::format::limits::{MAX_INPUTS, MAX_PUBLISH_ATTEMPTS};
pub use input::{Input, BROKER_DOWN_TICKS, CONFIRM_TIMEOUT_TICKS, WORKER_RESTART_TICKS};

/// The whole simulated system at one moment, plus its trace so far. Cloning it forks
/// the run: the copy goes on exactly as the original would.
#[derive(Clone, Debug)]
pub struct Engine {
    pub(crate) scenario: Arc<Scenario>,
    pub(crate) now: u64,
    sequence: u64,
    queue: BinaryHeap<Reverse<(u64, u64, Input)>>,
    inputs_handled: u64,
    pub(crate) rng: oorandom::Rand64,
    pub(crate) faults: FaultBook,
    pub(crate) broker: Broker,
    pub(crate) database: Database,
    pub(crate) payment: PaymentService,
    /// The e-mails sent, and how far the mail relay has read the outbox.
    pub(crate) mail: crate::world::mail::MailService,
    pub(crate) output: OutputTopic,
    /// The orders service's database (`acklab/2`).
    pub(crate) source: Source,
    /// The orders service's process, an actor.
    pub(crate) producer: producer::Producer,
    /// The outbox relay, an actor.
    pub(crate) relay: relay::Relay,
    /// The consumer group's coordinator on a log, an actor.
    pub(crate) group: coordinator::GroupCoordinator,
    /// The consumer's workers, an actor.
    pub(crate) consumer: consumer::Consumer,
    pub(crate) copies: Vec<CopyInfo>,
    /// The dedup key of each copy: stable ids share their message's key.
    pub(crate) copy_keys: Vec<u32>,
    next_fresh_key: u32,
    /// Which order each message is about, and each status update's version.
    pub(crate) orders: Arc<OrderBook>,
    /// Per message: a delivery skipped it because the stored version was as new.
    pub(crate) skipped_as_stale: Vec<bool>,
    /// Publishes still scheduled, per message.
    pub(crate) publishes_pending: Vec<u32>,
    pub(crate) trace: Vec<TraceEvent>,
}

impl Engine {
    /// Sets up the system for a validated scenario; nothing has happened yet.
    pub fn new(scenario: &Scenario) -> Self {
        Engine::shared(Arc::new(scenario.clone()))
    }

    /// Sets up the system for a validated scenario that the caller keeps too.
    pub fn shared(scenario: Arc<Scenario>) -> Self {
        let workers = scenario.workers.max(1) as usize;
        let mut engine = Engine {
            now: 0,
            sequence: 0,
            queue: BinaryHeap::new(),
            inputs_handled: 0,
            rng: oorandom::Rand64::new(u128::from(scenario.seed)),
            faults: FaultBook::default(),
            broker: Broker::new(scenario.broker, workers),
            database: Database::new(workers),
            payment: PaymentService::new(&scenario.payment),
            mail: crate::world::mail::MailService::default(),
            output: OutputTopic::new(workers),
            source: Source::new(scenario.messages.len()),
            producer: producer::Producer::default(),
            relay: relay::Relay::new(scenario.messages.len()),
            group: coordinator::GroupCoordinator::new(
                &scenario.broker,
                scenario.consumer.auto_commit,
            ),
            consumer: consumer::Consumer::new(workers),
            copies: Vec::new(),
            copy_keys: Vec::new(),
            next_fresh_key: scenario.messages.len() as u32,
            publishes_pending: vec![0; scenario.messages.len()],
            orders: Arc::new(OrderBook::of(&scenario)),
            skipped_as_stale: vec![false; scenario.messages.len()],
            trace: Vec::new(),
            scenario,
        };
        // Faults are scheduled first so that a crash "at t" happens before anything
        // else at t: a crash at 0 means the broker is down from the start.
        for index in 0..engine.scenario.faults.len() {
            let fault = engine.scenario.faults[index].clone();
            engine.inject(fault);
        }
        engine.consumer_turn(|turn| turn.start_log());
        if engine.start_source() {
            return engine;
        }
        let per_tick = engine
            .scenario
            .producer
            .messages_per_tick
            .unwrap_or(1)
            .max(1);
        for message in 0..engine.scenario.messages.len() {
            let publish = Input::Publish {
                message,
                attempt: 1,
            };
            engine.schedule(message as u64 / u64::from(per_tick), publish);
        }
        engine
    }

    pub(crate) fn schedule(&mut self, tick: u64, input: Input) {
        if let Input::Publish { message, .. } = input {
            self.publishes_pending[message] += 1;
        }
        self.queue.push(Reverse((tick, self.sequence, input)));
        self.sequence += 1;
    }

    pub(crate) fn record(&mut self, kind: EventKind) {
        self.trace.push(TraceEvent {
            tick: self.now,
            kind,
        });
    }

    /// The current virtual time.
    pub fn now(&self) -> u64 {
        self.now
    }

    /// Whether nothing more can happen (or the input limit was reached).
    pub fn is_finished(&self) -> bool {
        self.queue.is_empty() || self.inputs_handled >= MAX_INPUTS
    }

    /// The tick of the next input, if any.
    pub fn next_tick(&self) -> Option<u64> {
        self.queue.peek().map(|Reverse((tick, _, _))| *tick)
    }

    /// Handles one input. Returns false when there was nothing left to do.
    pub fn step(&mut self) -> bool {
        if self.inputs_handled >= MAX_INPUTS {
            return false;
        }
        let Some(Reverse((tick, _, input))) = self.queue.pop() else {
            return false;
        };
        self.now = tick;
        self.handle(input);
        true
    }

    /// Handles one input now, as if it had been scheduled for this tick, then hands
    /// ready copies to idle workers. What the system does is recorded in the trace.
    pub fn handle(&mut self, input: Input) {
        self.inputs_handled += 1;
        self.react(input);
        self.dispatch();
    }

    /// Adds a fault to the run: a broker crash at its tick (or at once, if that tick
    /// has passed), any other fault from now on, to fire at its first match. The
    /// scenario's own faults reach the engine the same way when it starts.
    pub fn inject(&mut self, fault: Fault) {
        let at = match fault.when() {
            When::Tick { at, .. } => at.max(self.now),
            When::At(_) | When::EveryApply => self.now,
        };
        let fault = self.faults.add(&self.scenario, fault);
        self.schedule(at, Input::Inject { fault });
    }

    /// Runs every input scheduled at or before `tick`, then sets the clock to `tick`.
    pub fn run_to(&mut self, tick: u64) {
        self.run_through(tick);
        self.now = self.now.max(tick);
    }

    /// Runs every input scheduled at or before `tick`; the clock stays at the last
    /// input's tick, which is where a finished run ends.
    pub(crate) fn run_through(&mut self, tick: u64) {
        while self.next_tick().is_some_and(|next| next <= tick) {
            if !self.step() {
                break;
            }
        }
    }

    /// Runs until nothing more can happen.
    pub fn run(&mut self) {
        while self.step() {}
    }

    /// How many inputs have been handled (the engine's unit of work in benchmarks).
    pub fn inputs_handled(&self) -> u64 {
        self.inputs_handled
    }

    fn react(&mut self, input: Input) {
        match input {
            Input::Publish { message, attempt } => self.publish(message, attempt),
            Input::WorkerStep { worker, epoch } => {
                if self.consumer.workers[worker as usize].epoch == epoch {
                    self.consumer_turn(|turn| turn.run_step(worker));
                }
            }
            Input::WorkerRestart { worker } => {
                self.consumer_turn(|turn| turn.restart(worker));
            }
            Input::VisibilityExpired { copy, delivery } => self.timeout_delivery(copy, delivery),
            Input::RetryReady { copy } => self.broker.release(copy),
            Input::Inject { fault } => match self.faults.arm(fault) {
                Some(TickAction::CrashBroker) => self.crash_broker(),
                Some(TickAction::Redrive) => self.redrive(),
                None => {}
            },
            Input::BrokerRestart => {
                self.broker.restart();
                self.record(EventKind::BrokerRestarted);
            }
            Input::SessionExpired { worker, epoch } => {
                self.consumer_turn(|turn| turn.expire_session(worker, epoch));
            }
            Input::PollDeadline {
                worker,
                epoch,
                polled_at,
            } => self.consumer_turn(|turn| turn.poll_deadline(worker, epoch, polled_at)),
            Input::AutoCommit => {
                let more_inputs = self.next_tick().is_some();
                self.consumer_turn(|turn| turn.auto_commit(more_inputs));
            }
            Input::ProducerStep => self.producer_step(),
            Input::ProducerRestart => self.producer_restart(),
            Input::RelayStep => self.relay_step(),
            Input::RelayRestart => self.relay_restart(),
            Input::MessageAged => self.expire_aged_copies(),
            Input::MailRelay => {
                for sent in self.mail.relay(&self.database.committed) {
                    self.record(sent);
                }
            }
        }
    }

    fn publish(&mut self, message: usize, attempt: u32) {
        self.publishes_pending[message] -= 1;
        // The retry of a request whose producer crashed died with the request.
        if !self.source.dropped(message) {
            self.publish_now(message, attempt);
        }
    }

    /// The producer publishes now; a lost confirm is followed by a retry when the
    /// producer retries.
    pub(crate) fn publish_now(&mut self, message: usize, attempt: u32) {
        let producer = &self.scenario.producer;
        let (idempotent, retry) = (producer.idempotent, producer.retry);
        // An idempotent producer numbers its records: the client's own retry repeats the
        // number, while a re-send under a new id is a new record with a new number,
        // which the broker cannot recognise and must store.
        let checked = self.scenario.broker.drops_repeated_sequences();
        let sequence = (idempotent && checked && self.same_record(attempt)).then_some(message);
        let stored = match self.broker.publish(sequence, self.now) {
            None => {
                self.record(EventKind::PublishRejected { message, attempt });
                false
            }
            Some(None) => {
                self.record(EventKind::DuplicatePublishDropped { message, attempt });
                return;
            }
            Some(Some(copy)) => {
                let same_id = self.same_record(attempt);
                if self.stored(message, (copy, attempt), same_id) {
                    return;
                }
                true
            }
        };
        if retry && attempt < MAX_PUBLISH_ATTEMPTS {
            let next = Input::Publish {
                message,
                attempt: attempt + 1,
            };
            self.schedule(self.now + CONFIRM_TIMEOUT_TICKS, next);
        } else if !stored || retry {
            // Without retries a lost confirm is simply never followed up; a give-up is
            // worth recording when nothing was stored or retries ran out.
            self.record(EventKind::PublishGaveUp {
                message,
                attempts: attempt,
            });
        }
    }

    /// Whether publish attempt `attempt` sends the same record as the first: the
    /// client's own retry keeps the id; otherwise the message goes out under a new id.
    fn same_record(&self, attempt: u32) -> bool {
        attempt == 1 || self.scenario.producer.stable_ids
    }

    /// The broker stored publish `attempt` of `message` as `copy` (under the message's
    /// own id when `same_id`): the copy is named, put in its partition on a log and
    /// recorded. True when its confirm came back; the producer's and the relay's
    /// publishes both end here.
    pub(crate) fn stored(
        &mut self,
        message: usize,
        (copy, attempt): (CopyId, u32),
        same_id: bool,
    ) -> bool {
        self.schedule_age_check();
        self.add_copy_as(message, attempt, same_id);
        self.append_to_log(message, copy);
        self.record(EventKind::Published {
            message,
            copy,
            attempt,
        });
        !self.confirm_lost(message, copy)
    }

    /// Names a new copy: the original id when `same_id`, else a fresh one.
    pub(crate) fn add_copy_as(&mut self, message: usize, attempt: u32, same_id: bool) {
        let id = &self.scenario.messages[message].id;
        let (wire_id, key) = if same_id {
            (id.clone(), message as u32)
        } else {
            self.next_fresh_key += 1;
            (format!("{id}~{attempt}"), self.next_fresh_key - 1)
        };
        self.copies.push(CopyInfo {
            message,
            wire_id,
            attempt,
            place: None,
        });
        self.copy_keys.push(key);
    }
}
