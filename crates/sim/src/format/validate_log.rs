//! The rules of part 2 (`acklab/2`): which documents must say so, and what a pipeline
//! and its faults may hold on each kind of broker.

use crate::format::error::{ErrorKind, ScenarioError};
use crate::format::log_config::{DEFAULT_PARTITIONS, DEFAULT_SESSION_TIMEOUT};
use crate::format::scenario::{BrokerKind, Scenario, Step, FORMAT_2};
use crate::format::validate::{check_range, MAX_TICKS_SETTING};

pub use crate::format::limits::{MAX_PARTITIONS, MAX_POLL_RECORDS};

impl Scenario {
    /// The first part-2 field the scenario uses, as a path, if any.
    pub(crate) fn first_part_two_field(&self) -> Option<String> {
        let broker = &self.broker;
        let settings = [
            (broker.kind != BrokerKind::Queue, "broker.kind"),
            (broker.partitions != DEFAULT_PARTITIONS, "broker.partitions"),
            (
                broker.session_timeout != DEFAULT_SESSION_TIMEOUT,
                "broker.session_timeout",
            ),
            (!self.consumer.is_default(), "consumer"),
            (!broker.like.is_default(), "broker.like"),
        ];
        if let Some((_, field)) = settings.iter().find(|(used, _)| *used) {
            return Some(field.to_string());
        }
        if let Some(index) = self
            .messages
            .iter()
            .position(|m| m.key.is_some() || m.partition.is_some())
        {
            let message = &self.messages[index];
            let name = if message.key.is_some() {
                "key"
            } else {
                "partition"
            };
            return Some(format!("messages[{index}].{name}"));
        }
        if self
            .pipeline
            .iter()
            .any(|s| matches!(s, Step::Poll | Step::CommitOffset))
        {
            return Some("pipeline".to_string());
        }
        if let Some(field) = self.first_order_field() {
            return Some(field);
        }
        if let Some(field) = self.first_source_field() {
            return Some(field);
        }
        // A kind's descriptor says since which format it may be written.
        let fault = self
            .faults
            .iter()
            .position(|f| f.kind().info().since == crate::format::fault::Since::Two);
        fault.map(|index| format!("faults[{index}]"))
    }

    /// Part 2's rules: the format says `acklab/2` when a part-2 field is used; the
    /// log's settings are in range; each step and fault belongs to the broker.
    pub(crate) fn validate_part_two(&self) -> Result<(), ScenarioError> {
        if self.format != FORMAT_2 {
            if let Some(field) = self.first_part_two_field() {
                return Err(ScenarioError::new(field, ErrorKind::NeedsFormatTwo));
            }
        }
        let kind = self.broker.kind;
        for step in &self.pipeline {
            if let Some(broker) = step.only_on().filter(|only| *only != kind) {
                return Err(ScenarioError::new(
                    "pipeline",
                    ErrorKind::StepNeedsBroker {
                        step: *step,
                        broker,
                    },
                ));
            }
        }
        for (index, fault) in self.faults.iter().enumerate() {
            if !fault.kind().works_on(kind) {
                let broker = if kind == BrokerKind::Queue {
                    BrokerKind::Log
                } else {
                    BrokerKind::Queue
                };
                let fault = fault.kind();
                return Err(ScenarioError::new(
                    format!("faults[{index}].kind"),
                    ErrorKind::FaultNeedsBroker { fault, broker },
                ));
            }
        }
        self.validate_like()?;
        if kind == BrokerKind::Log && self.pipeline.first() != Some(&Step::Poll) {
            return Err(ScenarioError::new("pipeline", ErrorKind::MustStartWithPoll));
        }
        self.validate_statuses()?;
        self.validate_log_settings()
    }

    /// A flavour belongs to a queue, and each fault to a flavour that produces it.
    fn validate_like(&self) -> Result<(), ScenarioError> {
        let like = self.broker.like;
        if !like.is_default() && self.broker.kind != BrokerKind::Queue {
            return Err(ScenarioError::new("broker.like", ErrorKind::LikeNeedsQueue));
        }
        for (index, fault) in self.faults.iter().enumerate() {
            let fault = fault.kind();
            if !fault.happens_like(like) {
                return Err(ScenarioError::new(
                    format!("faults[{index}].kind"),
                    ErrorKind::FaultNotLike { fault, like },
                ));
            }
        }
        Ok(())
    }

    /// The log's settings are in range on either broker (a queue ignores them).
    fn validate_log_settings(&self) -> Result<(), ScenarioError> {
        let partitions = self.broker.partitions;
        check_range(
            "broker.partitions",
            u64::from(partitions),
            1,
            u64::from(MAX_PARTITIONS),
        )?;
        check_range(
            "broker.session_timeout",
            self.broker.session_timeout,
            1,
            MAX_TICKS_SETTING,
        )?;
        let consumer = &self.consumer;
        let most = u64::from(MAX_POLL_RECORDS);
        check_range(
            "consumer.max_poll_records",
            u64::from(consumer.max_poll_records),
            1,
            most,
        )?;
        if consumer.max_poll_records > 1 {
            let pipeline = &self.pipeline;
            let place = self.step_position(Step::CommitOffset);
            if place.is_some_and(|at| at != 1 && at + 1 != pipeline.len()) {
                return Err(ScenarioError::new("pipeline", ErrorKind::BatchCommitPlace));
            }
        }
        if let Some(every) = consumer.auto_commit {
            check_range("consumer.auto_commit", every, 1, MAX_TICKS_SETTING)?;
        }
        if let Some(interval) = consumer.max_poll_interval {
            check_range("consumer.max_poll_interval", interval, 1, MAX_TICKS_SETTING)?;
            // Each step takes a tick, so a poll's records take at most this long; a
            // shorter interval removes every member at every poll (in Kafka too: an
            // endless round of rebalances), which teaches nothing about zombies.
            let poll_ticks = self.pipeline.len() as u64 * u64::from(consumer.max_poll_records);
            if interval <= poll_ticks {
                let least = poll_ticks + 1;
                let kind = ErrorKind::PollIntervalTooShort { least };
                return Err(ScenarioError::new("consumer.max_poll_interval", kind));
            }
        }
        for (index, message) in self.messages.iter().enumerate() {
            if let Some(partition) = message.partition {
                let high = u64::from(partitions - 1);
                check_range(
                    &format!("messages[{index}].partition"),
                    u64::from(partition),
                    0,
                    high,
                )?;
            }
            if let Some(key) = &message.key {
                check_range(&format!("messages[{index}].key"), key.len() as u64, 1, 64)?;
            }
        }
        Ok(())
    }
}
