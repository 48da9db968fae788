//! Part 2's rules for status updates: a status is a short word, `status` and `version`
//! belong to `set_status`, one order's updates either all carry a version or none, and
//! `check_version` has versions to compare, before the status is written.

use crate::format::error::{ErrorKind, ScenarioError};
use crate::format::scenario::{Op, Scenario, Step};
use crate::format::validate::check_range;

pub use crate::format::limits::{MAX_STATUS_LEN, MAX_VERSION};

impl Scenario {
    /// The path of the first part-2 field a message or the pipeline uses for order and
    /// versions, if any.
    pub(crate) fn first_order_field(&self) -> Option<String> {
        for (index, message) in self.messages.iter().enumerate() {
            let field = if message.status.is_some() {
                "status"
            } else if message.version.is_some() {
                "version"
            } else if matches!(message.op, Op::Upsert | Op::Emit | Op::SendEmail) {
                "op"
            } else {
                continue;
            };
            return Some(format!("messages[{index}].{field}"));
        }
        let part_two_step = [
            Step::CheckVersion,
            Step::BeginTx,
            Step::CommitTx,
            Step::RecordAttempt,
            Step::RecordResult,
        ];
        if self.pipeline.iter().any(|s| part_two_step.contains(s)) {
            return Some("pipeline".to_string());
        }
        (!self.downstream.is_default()).then(|| "downstream".to_string())
    }

    pub(crate) fn validate_statuses(&self) -> Result<(), ScenarioError> {
        for (index, message) in self.messages.iter().enumerate() {
            let field = format!("messages[{index}]");
            let has_fields = message.status.is_some() || message.version.is_some();
            if has_fields && message.op != Op::SetStatus {
                let name = if message.status.is_some() {
                    "status"
                } else {
                    "version"
                };
                return Err(ScenarioError::new(
                    format!("{field}.{name}"),
                    ErrorKind::OnlyForSetStatus,
                ));
            }
            if let Some(status) = &message.status {
                let word = status
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
                if !word || status.is_empty() || status.len() > MAX_STATUS_LEN {
                    return Err(ScenarioError::new(
                        format!("{field}.status"),
                        ErrorKind::BadStatus {
                            max_len: MAX_STATUS_LEN,
                            got: status.clone(),
                        },
                    ));
                }
            }
            if let Some(version) = message.version {
                check_range(&format!("{field}.version"), version, 0, MAX_VERSION)?;
            }
        }
        self.validate_versions()
    }

    /// One order's updates all carry a version or none does; with `check_version` every
    /// update carries one, and the check comes before `apply`.
    fn validate_versions(&self) -> Result<(), ScenarioError> {
        let updates: Vec<(usize, &crate::format::scenario::Message)> = self
            .messages
            .iter()
            .enumerate()
            .filter(|(_, m)| m.op == Op::SetStatus)
            .collect();
        let checks = self.pipeline.contains(&Step::CheckVersion);
        for &(index, message) in &updates {
            if checks && message.version.is_none() {
                return Err(ScenarioError::new(
                    format!("messages[{index}].version"),
                    ErrorKind::VersionNeeded,
                ));
            }
            let mixed = updates.iter().any(|(_, other)| {
                other.key() == message.key() && other.version.is_some() != message.version.is_some()
            });
            if mixed && message.version.is_none() {
                return Err(ScenarioError::new(
                    format!("messages[{index}].version"),
                    ErrorKind::VersionsMixed {
                        key: message.key().to_string(),
                    },
                ));
            }
        }
        self.validate_step_pairs()
    }

    /// Steps that come in pairs or in an order: `begin_tx` before `commit_tx` (one
    /// record per poll), `record_attempt` before `apply` before `record_result`, and
    /// `check_version` before `apply`.
    fn validate_step_pairs(&self) -> Result<(), ScenarioError> {
        match (
            self.step_position(Step::BeginTx),
            self.step_position(Step::CommitTx),
        ) {
            (None, None) => {}
            (Some(begin), Some(commit)) if begin < commit => {
                if self.consumer.max_poll_records > 1 {
                    return Err(ScenarioError::new(
                        "consumer.max_poll_records",
                        ErrorKind::NotSimulatedYet,
                    ));
                }
            }
            _ => return Err(ScenarioError::new("pipeline", ErrorKind::TxStepsUnpaired)),
        }
        let apply = self.step_position(Step::Apply);
        match (
            self.step_position(Step::RecordAttempt),
            self.step_position(Step::RecordResult),
        ) {
            (None, None) => {}
            (Some(attempt), Some(result))
                if apply.is_some_and(|apply| attempt < apply && apply < result) => {}
            _ => {
                return Err(ScenarioError::new(
                    "pipeline",
                    ErrorKind::OperationStepsMisplaced,
                ))
            }
        }
        if let (Some(check), Some(apply)) = (
            self.step_position(Step::CheckVersion),
            self.step_position(Step::Apply),
        ) {
            if apply < check {
                return Err(ScenarioError::new(
                    "pipeline",
                    ErrorKind::VersionCheckAfterApply,
                ));
            }
        }
        Ok(())
    }
}
