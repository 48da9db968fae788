//! The rules of the producer's side (`acklab/2`): the producer's and the relay's
//! pipelines, and the faults that crash them.

use crate::error::{ErrorKind, ScenarioError};
use crate::scenario::{Fault, ProducerStep, RelayStep, Scenario};
use crate::validate::{check_range, MAX_TICKS_SETTING};

impl Scenario {
    /// The first field of the producer's side that needs `acklab/2`, if any.
    pub(crate) fn first_source_field(&self) -> Option<String> {
        if self.producer.pipeline.is_some() {
            return Some("producer.pipeline".to_string());
        }
        if !self.relay.is_default() {
            return Some("relay".to_string());
        }
        let crash = self
            .faults
            .iter()
            .position(|f| matches!(f, Fault::CrashProducer { .. } | Fault::CrashRelay { .. }));
        crash.map(|index| format!("faults[{index}]"))
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
        check_range("relay.interval", self.relay.interval, 1, MAX_TICKS_SETTING)
    }

    /// A producer or relay crash names a step its pipeline has.
    pub(crate) fn validate_source_fault(
        &self,
        field: &str,
        fault: &Fault,
    ) -> Result<(), ScenarioError> {
        let producer = self.producer.pipeline.as_deref().unwrap_or(&[]);
        let missing = match fault {
            Fault::CrashProducer { after, .. } if !producer.contains(after) => after.name(),
            // The relay runs only for a producer that writes an outbox.
            Fault::CrashRelay { .. } if !producer.contains(&ProducerStep::WriteOutbox) => {
                ProducerStep::WriteOutbox.name()
            }
            _ => return Ok(()),
        };
        let path = if matches!(fault, Fault::CrashProducer { .. }) {
            format!("{field}.after")
        } else {
            field.to_string()
        };
        Err(ScenarioError::new(
            path,
            ErrorKind::NotInStagePipeline {
                stage: "producer",
                step: missing,
            },
        ))
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
