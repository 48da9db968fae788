//! The producer's side of a run (`acklab/2`): the orders service works through its
//! requests one at a time, a step per tick, and the outbox relay polls the outbox and
//! publishes its rows. Both are driven by inputs like the workers; a crash is a fault
//! that fires right after a step.

use std::sync::Arc;

use crate::engine::{Engine, Input, WORKER_RESTART_TICKS};
use crate::format::fault::{FaultKind, Moment};
use crate::format::scenario::{ProducerStep, RelayStep};
use crate::trace::{CopyId, EventKind};
use crate::world::source::OutboxRow;

impl Engine {
    /// Schedules the producer's first step, and the relay's first poll when the
    /// producer writes an outbox. Returns false when the scenario has no producer
    /// pipeline (the producer then just publishes each message).
    pub(crate) fn start_source(&mut self) -> bool {
        let Some(pipeline) = &self.scenario.producer.pipeline else {
            return false;
        };
        let outbox = pipeline.contains(&ProducerStep::WriteOutbox);
        self.schedule(0, Input::ProducerStep);
        if outbox {
            self.schedule(0, Input::RelayStep);
        }
        true
    }

    fn requests_left(&self) -> bool {
        self.source.producer.request < self.scenario.messages.len()
    }

    /// The producer takes the next step of the request in hand.
    pub(crate) fn producer_step(&mut self) {
        let scenario = Arc::clone(&self.scenario);
        let Some(pipeline) = scenario.producer.pipeline.as_deref() else {
            return;
        };
        let message = self.source.producer.request;
        let Some(&step) = pipeline.get(self.source.producer.next_step) else {
            // An empty pipeline does nothing for any request.
            self.source.producer.request = self.scenario.messages.len();
            return;
        };
        if !self.requests_left() {
            return;
        }
        self.run_producer_step(message, step);
        self.source.producer.next_step += 1;
        if self
            .faults
            .fire(
                message,
                FaultKind::CrashProducer,
                Moment::AfterProducerStep(step),
            )
            .is_some()
        {
            self.crash_producer(message, step);
            return;
        }
        if self.source.producer.next_step == pipeline.len() {
            self.end_request();
        }
        if self.requests_left() {
            self.schedule(self.now + 1, Input::ProducerStep);
        }
    }

    fn run_producer_step(&mut self, message: usize, step: ProducerStep) {
        match step {
            ProducerStep::Begin => {
                self.source.producer.open = Some((false, false));
                self.record(EventKind::ProducerStepDone { message, step });
            }
            ProducerStep::Write | ProducerStep::WriteOutbox => {
                let outbox = step == ProducerStep::WriteOutbox;
                self.record(EventKind::ProducerStepDone { message, step });
                match &mut self.source.producer.open {
                    Some((order, row)) => *(if outbox { row } else { order }) = true,
                    // Without a transaction each write commits on its own.
                    None => self.commit_source(message, !outbox, outbox),
                }
            }
            ProducerStep::Commit => {
                let (order, outbox) = self.source.producer.open.take().unwrap_or_default();
                self.commit_source(message, order, outbox);
            }
            ProducerStep::Publish => self.publish_now(message, 1),
        }
    }

    fn commit_source(&mut self, message: usize, order: bool, outbox: bool) {
        if order {
            self.source.committed[message] = true;
        }
        if outbox {
            let row = OutboxRow {
                message,
                sent: false,
            };
            self.source.outbox.push(row);
        }
        self.record(EventKind::SourceCommitted {
            message,
            order,
            outbox,
        });
    }

    fn end_request(&mut self) {
        let producer = &mut self.source.producer;
        producer.request += 1;
        producer.next_step = 0;
        producer.open = None;
    }

    /// The producer dies: its open transaction rolls back, the request is dropped (the
    /// caller sees an error and does not retry here), and a publish retry the request
    /// had scheduled dies with it (requests run one at a time, so it is the only one).
    fn crash_producer(&mut self, message: usize, after: ProducerStep) {
        let open = self.source.producer.open.take().unwrap_or_default();
        let discarded = u32::from(open.0) + u32::from(open.1);
        self.record(EventKind::ProducerCrashed {
            message,
            after,
            discarded,
        });
        self.source.dropped[message] = true;
        self.end_request();
        self.schedule(self.now + WORKER_RESTART_TICKS, Input::ProducerRestart);
    }

    pub(crate) fn producer_restart(&mut self) {
        self.record(EventKind::ProducerRestarted);
        if self.requests_left() {
            self.schedule(self.now, Input::ProducerStep);
        }
    }

    /// The relay polls the outbox (`read_outbox`) or takes its next step on the row
    /// in hand.
    pub(crate) fn relay_step(&mut self) {
        let scenario = Arc::clone(&self.scenario);
        let pipeline = &scenario.relay.pipeline;
        let Some(&step) = pipeline.get(self.source.relay.next_step) else {
            return;
        };
        let row = match (step, self.source.relay.row) {
            (RelayStep::ReadOutbox, _) => {
                let Some(row) = self.source.first_unsent() else {
                    self.relay_waits();
                    return;
                };
                self.source.relay.row = Some(row);
                row
            }
            (_, Some(row)) => row,
            (_, None) => return,
        };
        let message = self.source.outbox[row].message;
        let carry_on = self.run_relay_step(row, step);
        self.source.relay.next_step += 1;
        if self
            .faults
            .fire(message, FaultKind::CrashRelay, Moment::AfterRelayStep(step))
            .is_some()
        {
            self.record(EventKind::RelayCrashed {
                message,
                after: step,
            });
            self.drop_relay_row();
            self.schedule(self.now + WORKER_RESTART_TICKS, Input::RelayRestart);
            return;
        }
        if !carry_on {
            // No confirm: the row stays as it is, and the next poll takes it again.
            self.drop_relay_row();
            self.schedule(self.now + scenario.relay.interval, Input::RelayStep);
            return;
        }
        if self.source.relay.next_step == pipeline.len() {
            self.drop_relay_row();
        }
        self.schedule(self.now + 1, Input::RelayStep);
    }

    /// Runs one relay step on outbox row `row`; false when a publish went unconfirmed.
    fn run_relay_step(&mut self, row: usize, step: RelayStep) -> bool {
        let message = self.source.outbox[row].message;
        match step {
            RelayStep::ReadOutbox => {
                self.record(EventKind::OutboxRead { message });
                true
            }
            RelayStep::Publish => self.relay_publish(message),
            RelayStep::MarkSent => {
                self.source.outbox[row].sent = true;
                self.record(EventKind::OutboxMarkedSent { message });
                true
            }
        }
    }

    fn drop_relay_row(&mut self) {
        self.source.relay.row = None;
        self.source.relay.next_step = 0;
    }

    /// Nothing to send: poll again after the interval, while the producer may still
    /// commit rows. The simulated relay stops polling once no row can come.
    fn relay_waits(&mut self) {
        if self.requests_left() {
            let next = self.now + self.scenario.relay.interval;
            self.schedule(next, Input::RelayStep);
        }
    }

    pub(crate) fn relay_restart(&mut self) {
        self.record(EventKind::RelayRestarted);
        self.schedule(self.now, Input::RelayStep);
    }

    /// Whether the broker's confirm of `message`'s publish (stored as `copy`) is lost on
    /// its way back: the producer's and the relay's publishes both pass this moment.
    pub(crate) fn confirm_lost(&mut self, message: usize, copy: CopyId) -> bool {
        let moment = Moment::PublishConfirm;
        let lost = self
            .faults
            .fire(message, FaultKind::LosePublishConfirm, moment);
        if lost.is_some() {
            self.record(EventKind::PublishConfirmLost { message, copy });
        }
        lost.is_some()
    }

    /// The relay publishes a row's event under the row's id, with no sequence number
    /// the broker could use to drop a repeat (each poll is a new send). True when the
    /// broker confirmed it.
    fn relay_publish(&mut self, message: usize) -> bool {
        self.source.relay_publishes[message] += 1;
        let attempt = self.source.relay_publishes[message];
        let Some(Some(copy)) = self.broker.publish(None, self.now) else {
            self.record(EventKind::PublishRejected { message, attempt });
            return false;
        };
        self.schedule_age_check();
        self.add_copy_as(message, attempt, true);
        self.append_to_log(message, copy);
        self.record(EventKind::Published {
            message,
            copy,
            attempt,
        });
        !self.confirm_lost(message, copy)
    }
}
