//! The rules of the producer's side, time and load (`acklab/2`): the producer's and
//! the relay's pipelines, the faults that crash them, the TTLs, the payment service's
//! outage and capacity.

use crate::format::error::{ErrorKind, ScenarioError};
use crate::format::scenario::{ProducerStep, RelayStep, Scenario};
use crate::format::validate::{check_range, MAX_TICKS_SETTING};

use crate::format::limits::{MAX_CAPACITY, MAX_MESSAGES_PER_TICK};

impl Scenario {
    /// The first field of the producer's side, time or load that needs `acklab/2`.
    pub(crate) fn first_source_field(&self) -> Option<String> {
        let payment = &self.payment;
        let settings = [
            (self.producer.pipeline.is_some(), "producer.pipeline"),
            (
                self.producer.messages_per_tick.is_some(),
                "producer.messages_per_tick",
            ),
            (!self.relay.is_default(), "relay"),
            (self.dedup.ttl.is_some(), "dedup.ttl"),
            (payment.outage.is_some(), "payment.outage"),
            (self.broker.message_ttl.is_some(), "broker.message_ttl"),
            (payment.capacity.is_some(), "payment.capacity"),
            (payment.key_ttl.is_some(), "payment.key_ttl"),
        ];
        settings
            .iter()
            .find(|(used, _)| *used)
            .map(|(_, field)| field.to_string())
    }

    /// The ranges of the settings of time and load: TTLs, the outage, the capacity.
    pub(crate) fn validate_time_and_load(&self) -> Result<(), ScenarioError> {
        if let Some(ttl) = self.dedup.ttl {
            check_range("dedup.ttl", ttl, 1, MAX_TICKS_SETTING)?;
        }
        if let Some(per_tick) = self.producer.messages_per_tick {
            // The orders service takes its requests one at a time, so a burst has a
            // meaning only for the plain producer.
            let most = if self.producer.pipeline.is_some() {
                1
            } else {
                MAX_MESSAGES_PER_TICK
            };
            check_range("producer.messages_per_tick", u64::from(per_tick), 1, most)?;
        }
        if let Some(ttl) = self.broker.message_ttl {
            if !self.broker.kind.simulates_message_ttl() {
                return Err(ScenarioError::new(
                    "broker.message_ttl",
                    ErrorKind::NotSimulatedYet,
                ));
            }
            check_range("broker.message_ttl", ttl, 1, MAX_TICKS_SETTING)?;
        }
        let payment = &self.payment;
        if let Some(ttl) = payment.key_ttl {
            check_range("payment.key_ttl", ttl, 1, MAX_TICKS_SETTING)?;
        }
        if let Some(capacity) = payment.capacity {
            check_range("payment.capacity", u64::from(capacity), 1, MAX_CAPACITY)?;
        }
        if let Some(outage) = payment.outage {
            check_range("payment.outage.from", outage.from, 0, MAX_TICKS_SETTING - 1)?;
            check_range(
                "payment.outage.to",
                outage.to,
                outage.from + 1,
                MAX_TICKS_SETTING,
            )?;
        }
        Ok(())
    }

    /// The producer's pipeline holds each step once and a transaction it opens ends;
    /// the relay reads first and has both other steps.
    pub(crate) fn validate_source(&self) -> Result<(), ScenarioError> {
        if let Some(pipeline) = &self.producer.pipeline {
            validate_producer(pipeline)?;
        }
        let relay = &self.relay.pipeline;
        let full = relay.len() == RelayStep::ALL.len()
            && relay.first() == Some(&RelayStep::ReadOutbox)
            && RelayStep::ALL.iter().all(|step| relay.contains(step));
        if !full {
            return Err(ScenarioError::new(
                "relay.pipeline",
                ErrorKind::RelayPipelineShape,
            ));
        }
        check_range("relay.interval", self.relay.interval, 1, MAX_TICKS_SETTING)?;
        self.validate_time_and_load()
    }
}

fn validate_producer(pipeline: &[ProducerStep]) -> Result<(), ScenarioError> {
    let field = "producer.pipeline";
    for (index, step) in pipeline.iter().enumerate() {
        if pipeline[..index].contains(step) {
            let step = step.name();
            return Err(ScenarioError::new(field, ErrorKind::StepNameTwice { step }));
        }
    }
    let position = |wanted| pipeline.iter().position(|s| *s == wanted);
    let kind = match (
        position(ProducerStep::Begin),
        position(ProducerStep::Commit),
    ) {
        (Some(_), None) => ErrorKind::BeginWithoutCommit,
        (None, Some(_)) => ErrorKind::CommitWithoutBegin,
        (Some(begin), Some(commit)) if commit < begin => ErrorKind::CommitBeforeBegin,
        _ => return Ok(()),
    };
    Err(ScenarioError::new(field, kind))
}
