//! The rules a parsed scenario must follow before the engine accepts it.

use std::collections::HashSet;

use serde_json::Value;

use crate::error::ScenarioError;
use crate::scenario::{Fault, Op, Scenario, Step, FORMAT, MAX_FAULTS, MAX_MESSAGES, MAX_WORKERS};

/// Upper bounds on tick counts keep every run finite and small.
const MAX_TICKS_SETTING: u64 = 100_000;
const MAX_DELIVERIES: u32 = 100;
const MAX_AMOUNT: u64 = 1_000_000_000;
const MAX_ID_LEN: usize = 64;

fn check_range(field: &str, value: u64, low: u64, high: u64) -> Result<(), ScenarioError> {
    if value < low || value > high {
        return Err(ScenarioError::new(
            field,
            format!("must be between {low} and {high}, got {value}"),
        ));
    }
    Ok(())
}

fn json_type(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// Serde would also read a struct from an array of its fields in order; the format
/// is objects only, so the shape is checked first.
pub(crate) fn check_shape(document: &Value) -> Result<(), ScenarioError> {
    let Value::Object(fields) = document else {
        return Err(ScenarioError::new(
            "",
            format!(
                "a scenario must be a JSON object, got {}",
                json_type(document)
            ),
        ));
    };
    let not_object = |field: String, value: &Value| {
        ScenarioError::new(
            field,
            format!("must be an object, got {}", json_type(value)),
        )
    };
    for key in ["dedup", "broker", "producer", "payment", "retry"] {
        match fields.get(key) {
            Some(value) if !value.is_object() => return Err(not_object(key.to_string(), value)),
            _ => {}
        }
    }
    for key in ["messages", "faults"] {
        if let Some(Value::Array(items)) = fields.get(key) {
            if let Some((index, item)) =
                items.iter().enumerate().find(|(_, item)| !item.is_object())
            {
                return Err(not_object(format!("{key}[{index}]"), item));
            }
        }
    }
    Ok(())
}

impl Scenario {
    /// Checks everything serde cannot: ranges, references and the pipeline's shape.
    pub fn validate(&self) -> Result<(), ScenarioError> {
        if self.format != FORMAT {
            return Err(ScenarioError::new(
                "format",
                format!("must be \"{FORMAT}\", got \"{}\"", self.format),
            ));
        }
        self.validate_messages()?;
        self.validate_pipeline()?;
        self.validate_settings()?;
        for (index, fault) in self.faults.iter().enumerate() {
            self.validate_fault(&format!("faults[{index}]"), fault)?;
        }
        Ok(())
    }

    fn validate_messages(&self) -> Result<(), ScenarioError> {
        let count = self.messages.len();
        if count == 0 || count > MAX_MESSAGES {
            return Err(ScenarioError::new(
                "messages",
                format!("must hold between 1 and {MAX_MESSAGES} messages, got {count}"),
            ));
        }
        let mut seen = HashSet::new();
        for (index, message) in self.messages.iter().enumerate() {
            let field = format!("messages[{index}]");
            let id = &message.id;
            let id_ok = !id.is_empty()
                && id.len() <= MAX_ID_LEN
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_-.:".contains(c));
            if !id_ok {
                return Err(ScenarioError::new(
                    format!("{field}.id"),
                    format!("must be 1 to {MAX_ID_LEN} letters, digits or _-.: characters, got \"{id}\""),
                ));
            }
            if !seen.insert(id.as_str()) {
                return Err(ScenarioError::new(
                    format!("{field}.id"),
                    format!("the id \"{id}\" is used twice"),
                ));
            }
            if let Some(amount) = message.amount {
                if !matches!(message.op, Op::Deposit | Op::Charge) {
                    return Err(ScenarioError::new(
                        format!("{field}.amount"),
                        format!(
                            "only deposit and charge take an amount, not {}",
                            message.op.name()
                        ),
                    ));
                }
                check_range(&format!("{field}.amount"), amount, 1, MAX_AMOUNT)?;
            }
        }
        Ok(())
    }

    fn validate_pipeline(&self) -> Result<(), ScenarioError> {
        let pipeline = &self.pipeline;
        if pipeline.first() != Some(&Step::Receive) {
            return Err(ScenarioError::new(
                "pipeline",
                "must start with receive: a consumer cannot work on a message it has not received",
            ));
        }
        let mut seen = HashSet::new();
        for step in pipeline {
            if !seen.insert(*step) {
                return Err(ScenarioError::new(
                    "pipeline",
                    format!("the step {} appears twice", step.name()),
                ));
            }
        }
        match (
            self.step_position(Step::Begin),
            self.step_position(Step::Commit),
        ) {
            (Some(_), None) => {
                return Err(ScenarioError::new(
                    "pipeline",
                    "begin has no commit: the transaction would never end",
                ));
            }
            (None, Some(_)) => {
                return Err(ScenarioError::new(
                    "pipeline",
                    "commit has no begin: there is no transaction to commit",
                ));
            }
            (Some(begin), Some(commit)) if commit < begin => {
                return Err(ScenarioError::new("pipeline", "commit comes before begin"));
            }
            _ => {}
        }
        if let (Some(check), Some(record)) = (
            self.step_position(Step::CheckDedup),
            self.step_position(Step::RecordDedup),
        ) {
            if record < check {
                return Err(ScenarioError::new(
                    "pipeline",
                    "record_dedup comes before check_dedup: every message would look like a duplicate of itself",
                ));
            }
        }
        Ok(())
    }

    fn validate_settings(&self) -> Result<(), ScenarioError> {
        check_range(
            "workers",
            u64::from(self.workers),
            1,
            u64::from(MAX_WORKERS),
        )?;
        check_range(
            "broker.visibility_timeout",
            self.broker.visibility_timeout,
            1,
            MAX_TICKS_SETTING,
        )?;
        check_range(
            "broker.max_deliveries",
            u64::from(self.broker.max_deliveries),
            1,
            u64::from(MAX_DELIVERIES),
        )?;
        check_range("retry.backoff", self.retry.backoff, 0, MAX_TICKS_SETTING)?;
        check_range("retry.multiplier", self.retry.multiplier, 1, 10)?;
        if let Some(cap) = self.retry.max_backoff {
            check_range(
                "retry.max_backoff",
                cap,
                self.retry.backoff,
                MAX_TICKS_SETTING,
            )?;
        }
        let faults = self.faults.len();
        if faults > MAX_FAULTS {
            return Err(ScenarioError::new(
                "faults",
                format!("must hold at most {MAX_FAULTS} faults, got {faults}"),
            ));
        }
        Ok(())
    }

    fn validate_fault(&self, field: &str, fault: &Fault) -> Result<(), ScenarioError> {
        if let Some(message) = fault.message() {
            let Some(index) = self.message_index(message) else {
                return Err(ScenarioError::new(
                    format!("{field}.message"),
                    format!("names the message \"{message}\", which the scenario does not have"),
                ));
            };
            if matches!(fault, Fault::LosePaymentResponse { .. })
                && self.messages[index].op != Op::Charge
            {
                return Err(ScenarioError::new(
                    format!("{field}.message"),
                    format!("\"{message}\" is not a charge, so it never calls the payment service"),
                ));
            }
        }
        match fault {
            Fault::Crash {
                after, delivery, ..
            }
            | Fault::Stall {
                after, delivery, ..
            } => {
                if self.step_position(*after).is_none() {
                    return Err(ScenarioError::new(
                        format!("{field}.after"),
                        format!("the pipeline has no {} step", after.name()),
                    ));
                }
                check_range(
                    &format!("{field}.delivery"),
                    u64::from(*delivery),
                    1,
                    u64::from(MAX_DELIVERIES),
                )?;
                if let Fault::Stall { ticks, .. } = fault {
                    check_range(&format!("{field}.ticks"), *ticks, 1, MAX_TICKS_SETTING)?;
                }
            }
            Fault::LoseAck { delivery, .. } | Fault::LosePaymentResponse { delivery, .. } => {
                check_range(
                    &format!("{field}.delivery"),
                    u64::from(*delivery),
                    1,
                    u64::from(MAX_DELIVERIES),
                )?;
            }
            Fault::Transient { failures, .. } => {
                check_range(
                    &format!("{field}.failures"),
                    u64::from(*failures),
                    1,
                    u64::from(MAX_DELIVERIES),
                )?;
            }
            Fault::BrokerCrash { at } => {
                check_range(&format!("{field}.at"), *at, 0, MAX_TICKS_SETTING)?
            }
            Fault::LosePublishConfirm { .. } | Fault::Poison { .. } => {}
        }
        Ok(())
    }
}
