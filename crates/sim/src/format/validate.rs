//! The rules a parsed scenario must follow before the engine accepts it.

use serde_json::Value;

use crate::format::error::{ErrorKind, JsonKind, ScenarioError};
use crate::format::scenario::{
    Fault, Op, Scenario, Step, FORMAT, FORMAT_2, MAX_FAULTS, MAX_MESSAGES, MAX_WORKERS,
};

use crate::format::limits::{MAX_AMOUNT, MAX_ID_LEN};
pub(crate) use crate::format::limits::{MAX_DELIVERIES, MAX_TICKS_SETTING};

pub(crate) fn check_range(
    field: &str,
    value: u64,
    low: u64,
    high: u64,
) -> Result<(), ScenarioError> {
    if value < low || value > high {
        return Err(ScenarioError::new(
            field,
            ErrorKind::OutOfRange {
                low,
                high,
                got: value,
            },
        ));
    }
    Ok(())
}

/// Serde would also read a struct from an array of its fields in order; the format
/// is objects only, so the shape is checked first.
pub(crate) fn check_shape(document: &Value) -> Result<(), ScenarioError> {
    let Value::Object(fields) = document else {
        return Err(ScenarioError::new(
            "",
            ErrorKind::DocumentNotObject {
                got: JsonKind::of(document),
            },
        ));
    };
    let not_object = |field: String, value: &Value| {
        ScenarioError::new(
            field,
            ErrorKind::NotObject {
                got: JsonKind::of(value),
            },
        )
    };
    for key in [
        "dedup",
        "broker",
        "producer",
        "payment",
        "retry",
        "consumer",
        "downstream",
        "relay",
    ] {
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
        if self.format != FORMAT && self.format != FORMAT_2 {
            return Err(ScenarioError::new(
                "format",
                ErrorKind::WrongFormat {
                    expected: FORMAT.to_string(),
                    got: self.format.clone(),
                },
            ));
        }
        self.validate_messages()?;
        self.validate_part_two()?;
        self.validate_pipeline()?;
        self.validate_settings()?;
        self.validate_source()?;
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
                ErrorKind::MessageCount {
                    max: MAX_MESSAGES,
                    got: count,
                },
            ));
        }
        // Ids seen so far, kept sorted: a binary search finds a repeat (and no hash set
        // enters the web bundle).
        let mut seen: Vec<&str> = Vec::with_capacity(self.messages.len());
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
                    ErrorKind::BadId {
                        max_len: MAX_ID_LEN,
                        got: id.clone(),
                    },
                ));
            }
            let place = seen.binary_search(&id.as_str());
            if let Err(place) = place {
                seen.insert(place, id.as_str());
            } else {
                return Err(ScenarioError::new(
                    format!("{field}.id"),
                    ErrorKind::IdUsedTwice { id: id.clone() },
                ));
            }
            if let Some(amount) = message.amount {
                if !matches!(message.op, Op::Deposit | Op::Charge) {
                    return Err(ScenarioError::new(
                        format!("{field}.amount"),
                        ErrorKind::AmountNotAllowed { op: message.op },
                    ));
                }
                check_range(&format!("{field}.amount"), amount, 1, MAX_AMOUNT)?;
            }
        }
        Ok(())
    }

    fn validate_pipeline(&self) -> Result<(), ScenarioError> {
        let pipeline = &self.pipeline;
        if pipeline.first() != Some(&Step::Receive) && self.broker.kind.receive_comes_first() {
            return Err(ScenarioError::new(
                "pipeline",
                ErrorKind::MustStartWithReceive,
            ));
        }
        for (index, step) in pipeline.iter().enumerate() {
            if pipeline[..index].contains(step) {
                return Err(ScenarioError::new(
                    "pipeline",
                    ErrorKind::StepTwice { step: *step },
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
                    ErrorKind::BeginWithoutCommit,
                ));
            }
            (None, Some(_)) => {
                return Err(ScenarioError::new(
                    "pipeline",
                    ErrorKind::CommitWithoutBegin,
                ));
            }
            (Some(begin), Some(commit)) if commit < begin => {
                return Err(ScenarioError::new("pipeline", ErrorKind::CommitBeforeBegin));
            }
            _ => {}
        }
        if let (Some(check), Some(record)) = (
            self.step_position(Step::CheckDedup),
            self.step_position(Step::RecordDedup),
        ) {
            if record < check {
                return Err(ScenarioError::new("pipeline", ErrorKind::RecordBeforeCheck));
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
                ErrorKind::TooManyFaults {
                    max: MAX_FAULTS,
                    got: faults,
                },
            ));
        }
        Ok(())
    }

    fn validate_fault(&self, field: &str, fault: &Fault) -> Result<(), ScenarioError> {
        if let Some(message) = fault.message() {
            if self.message_index(message).is_none() {
                return Err(ScenarioError::new(
                    format!("{field}.message"),
                    ErrorKind::UnknownMessage {
                        message: message.to_string(),
                    },
                ));
            }
        }
        fault.check_fields(self, field)
    }
}
