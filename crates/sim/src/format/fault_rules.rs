//! Every rule of a fault that needs the fault's scenario: whether its kind can happen in
//! it (`offered_in`), a first try's parameters (`Fault::of_kind`), and the fault's own
//! fields checked against it (`check_fields`). None of them names a kind: each reads the
//! kind's descriptor (its fields, whose pipeline `after` names, what it needs), so a new
//! kind adds nothing here. The rules that need only the fault are in `fault/`, which
//! uses nothing of the scenario, so that the scenario can hold its faults without a
//! circle.

use crate::format::error::{ErrorKind, ScenarioError};
use serde::Deserialize;
use serde_json::Value;

use crate::format::fault::{Fault, FaultKind, FaultSpot, Fields, Needs, Stage};
use crate::format::scenario::{Op, ProducerStep, RelayStep, Scenario, Step};
use crate::format::validate::{check_range, MAX_DELIVERIES, MAX_TICKS_SETTING};

impl FaultKind {
    /// Whether a fault of this kind can happen in `scenario`: on its broker, and for a
    /// producer's or relay's crash, when that pipeline exists.
    pub fn offered_in(self, scenario: &Scenario) -> bool {
        let producer = scenario.producer.pipeline.as_deref();
        let needed = match self.info().needs {
            Needs::Nothing => true,
            Needs::ProducerPipeline => producer.is_some_and(|p| !p.is_empty()),
            Needs::Outbox => producer.is_some_and(|p| p.contains(&ProducerStep::WriteOutbox)),
        };
        needed && self.works_on(scenario.broker.kind) && self.happens_like(scenario.broker.like)
    }
}

/// `wanted` if the pipeline has it, else its first step.
fn first_of<T: Copy + PartialEq>(pipeline: &[T], wanted: T) -> Option<T> {
    if pipeline.contains(&wanted) {
        Some(wanted)
    } else {
        pipeline.first().copied()
    }
}

/// The step a first try of a fault follows in `stage`'s pipeline: `apply` (or the
/// consumer's first step, `receive` in an empty pipeline), the producer's commit, the
/// relay's publish (or their first step); None when that pipeline has no step.
fn first_try_after(scenario: &Scenario, stage: Stage) -> Option<Value> {
    // A step's name is its serde name (no value serializer in the web bundle).
    let name = match stage {
        Stage::Consumer => first_of(&scenario.pipeline, Step::Apply)
            .unwrap_or(Step::Receive)
            .name(),
        Stage::Producer => {
            first_of(scenario.producer.pipeline.as_deref()?, ProducerStep::Commit)?.name()
        }
        Stage::Relay => first_of(&scenario.relay.pipeline, RelayStep::Publish)?.name(),
    };
    Some(Value::String(name.to_string()))
}

impl Fault {
    /// A fault of `kind` at `spot`, with the parameters a first try wants: a crash or
    /// a stall right after `apply` (or the first step), a stall long enough for the
    /// visibility timeout to run out, a transient error that fails twice, a broker
    /// crash now. None when the spot names no message of the scenario, or the kind's
    /// pipeline has no step to follow.
    pub fn of_kind(kind: FaultKind, scenario: &Scenario, spot: FaultSpot) -> Option<Fault> {
        let message = scenario.messages.get(spot.message)?.id.clone();
        let fields = Fields {
            after: first_try_after(scenario, kind.info().stage),
            delivery: spot.delivery,
            ticks: Some(scenario.broker.visibility_timeout + 1),
            failures: Some(2),
            at: Some(spot.tick),
            ..Fields::of_message(message)
        };
        Fault::build(kind, fields).ok()
    }
}

/// The highest value each numeric field of a fault may take (the lowest is 1, but 0 for
/// a tick).
fn field_range(name: &str) -> Option<(u64, u64)> {
    match name {
        "delivery" | "failures" => Some((1, u64::from(MAX_DELIVERIES))),
        "ticks" => Some((1, MAX_TICKS_SETTING)),
        "at" => Some((0, MAX_TICKS_SETTING)),
        _ => None,
    }
}

impl Fault {
    /// Checks the fault's own fields against `scenario`, once its message is known to
    /// exist, in the order its kind lists them: the step it names is in its pipeline,
    /// its numbers are in range, a lost payment response belongs to a charge. `field` is
    /// the fault's path.
    pub(crate) fn check_fields(
        &self,
        scenario: &Scenario,
        field: &str,
    ) -> Result<(), ScenarioError> {
        let info = self.kind().info();
        // The relay runs only for a producer that writes an outbox.
        let producer = scenario.producer.pipeline.as_deref().unwrap_or(&[]);
        if info.needs == Needs::Outbox && !producer.contains(&ProducerStep::WriteOutbox) {
            return Err(not_in_producer(
                field.to_string(),
                ProducerStep::WriteOutbox.name(),
            ));
        }
        // Written and read back, as a document is: both are in the web bundle already,
        // where a value serializer is not.
        let written = serde_json::to_string(self)
            .ok()
            .and_then(|text| serde_json::from_str::<Value>(&text).ok())
            .unwrap_or(Value::Null);
        for &name in info.fields {
            let path = format!("{field}.{name}");
            let value = written.get(name).unwrap_or(&Value::Null);
            match name {
                "after" => check_after(scenario, info.stage, value, path)?,
                "message" if info.charges_only => check_charge(scenario, value, path)?,
                _ => {
                    if let (Some((low, high)), Some(number)) = (field_range(name), value.as_u64()) {
                        check_range(&path, number, low, high)?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// The step a fault follows is in its stage's pipeline (the relay's, which runs only
/// behind an outbox, is checked by what the kind needs).
fn check_after(
    scenario: &Scenario,
    stage: Stage,
    value: &Value,
    path: String,
) -> Result<(), ScenarioError> {
    match stage {
        Stage::Consumer => {
            let Ok(step) = Step::deserialize(value) else {
                return Ok(());
            };
            if scenario.step_position(step).is_none() {
                let kind = ErrorKind::StepNotInPipeline { step };
                return Err(ScenarioError::new(path, kind));
            }
        }
        Stage::Producer => {
            let Ok(step) = ProducerStep::deserialize(value) else {
                return Ok(());
            };
            let producer = scenario.producer.pipeline.as_deref().unwrap_or(&[]);
            if !producer.contains(&step) {
                return Err(not_in_producer(path, step.name()));
            }
        }
        Stage::Relay => {}
    }
    Ok(())
}

/// A lost payment response names a charge.
fn check_charge(scenario: &Scenario, value: &Value, path: String) -> Result<(), ScenarioError> {
    let Some(message) = value.as_str() else {
        return Ok(());
    };
    let index = scenario.message_index(message);
    if index.is_some_and(|i| scenario.messages[i].op != Op::Charge) {
        let message = message.to_string();
        return Err(ScenarioError::new(path, ErrorKind::NotACharge { message }));
    }
    Ok(())
}

/// A producer's or relay's crash whose step the producer's pipeline lacks.
fn not_in_producer(path: String, step: &'static str) -> ScenarioError {
    let kind = ErrorKind::NotInStagePipeline {
        stage: "producer",
        step,
    };
    ScenarioError::new(path, kind)
}
