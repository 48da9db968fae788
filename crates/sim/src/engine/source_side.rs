//! The engine's side of the two actors of the orders service: it routes their inputs to
//! `Producer` and `Relay`, asks the fault book whether they crash after a step, and
//! carries out the `Effect`s they return.

use std::sync::Arc;

use crate::engine::effect::Effect;
use crate::engine::relay::RelaySight;
use crate::engine::{Engine, Input};
use crate::format::fault::{FaultKind, Moment};
use crate::format::scenario::ProducerStep;
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

    /// Routes `Input::ProducerStep` to the producer and carries out what it does.
    pub(crate) fn producer_step(&mut self) {
        let scenario = Arc::clone(&self.scenario);
        let Some(pipeline) = scenario.producer.pipeline.as_deref() else {
            return;
        };
        let requests = scenario.messages.len();
        let Some(mut turn) = self.producer.step(pipeline, requests) else {
            return;
        };
        self.carry_out(std::mem::take(&mut turn.effects));
        let moment = Moment::AfterProducerStep(turn.step);
        let crash = FaultKind::CrashProducer;
        let crashed = self.faults.fire(turn.message, crash, moment).is_some();
        let sizes = (pipeline.len(), requests);
        let after = self.producer.after_step(&turn, crashed, sizes, self.now);
        self.carry_out(after);
    }

    /// Routes `Input::ProducerRestart` to the producer.
    pub(crate) fn producer_restart(&mut self) {
        let requests = self.scenario.messages.len();
        let effects = self.producer.restart(requests, self.now);
        self.carry_out(effects);
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

    /// Routes `Input::RelayStep` to the relay and carries out what it does.
    pub(crate) fn relay_step(&mut self) {
        let scenario = Arc::clone(&self.scenario);
        let relay = &scenario.relay;
        let sight = RelaySight {
            pipeline: &relay.pipeline,
            interval: relay.interval,
            outbox: &self.source.outbox,
            requests_left: self.producer.requests_left(scenario.messages.len()),
        };
        let turn = self.relay.step(&sight, self.now);
        let confirmed = self.carry_out(turn.effects);
        let Some((message, step)) = turn.taken else {
            return;
        };
        let moment = Moment::AfterRelayStep(step);
        let crashed = self.faults.fire(message, FaultKind::CrashRelay, moment);
        let flags = (confirmed, crashed.is_some());
        let sizes = (relay.pipeline.len(), relay.interval);
        let after = self
            .relay
            .after_step((message, step), flags, sizes, self.now);
        self.carry_out(after);
    }

    /// Routes `Input::RelayRestart` to the relay.
    pub(crate) fn relay_restart(&mut self) {
        let effects = self.relay.restart(self.now);
        self.carry_out(effects);
    }

    /// Carries out `effects` in order. Returns false when a relay's publish went
    /// unconfirmed (rejected, or its confirm lost), which the relay must be told.
    pub(crate) fn carry_out(&mut self, effects: Vec<Effect>) -> bool {
        let mut confirmed = true;
        for effect in effects {
            confirmed &= self.carry_out_one(effect);
        }
        confirmed
    }

    fn carry_out_one(&mut self, effect: Effect) -> bool {
        match effect {
            Effect::Record(kind) => self.record(kind),
            Effect::Schedule { at, input } => self.schedule(at, input),
            Effect::CommitSource {
                message,
                order,
                outbox,
            } => self.commit_source(message, order, outbox),
            Effect::DropRequest { message } => self.source.dropped[message] = true,
            Effect::Publish { message } => self.publish_now(message, 1),
            Effect::PublishRow { message, attempt } => return self.publish_row(message, attempt),
            Effect::MarkSent { row } => self.source.outbox[row].sent = true,
        }
        true
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

    /// The relay publishes a row's event under the row's id, with no sequence number
    /// the broker could use to drop a repeat (each poll is a new send). True when the
    /// broker confirmed it.
    fn publish_row(&mut self, message: usize, attempt: u32) -> bool {
        let Some(Some(copy)) = self.broker.publish(None, self.now) else {
            self.record(EventKind::PublishRejected { message, attempt });
            return false;
        };
        self.stored(message, (copy, attempt), true)
    }
}
