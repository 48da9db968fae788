//! Every rule of a fault kind that needs the fault's scenario, each one exhaustive
//! `match` in this one file: whether the kind can happen in it (`offered_in`), a first
//! try's parameters (`Fault::of_kind`), and the fault's own fields checked against it
//! (`check_fields`). The rules that need only the fault are in `fault/`, which uses
//! nothing of the scenario, so that the scenario can hold its faults without a circle.

use crate::format::error::{ErrorKind, ScenarioError};
use crate::format::fault::{Fault, FaultKind, FaultSpot, Needs};
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
        needed && self.works_on(scenario.broker.kind)
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

impl Fault {
    /// A fault of `kind` at `spot`, with the parameters a first try wants: a crash or
    /// a stall right after `apply` (or the first step), a stall long enough for the
    /// visibility timeout to run out, a transient error that fails twice, a broker
    /// crash now. None when the spot names no message of the scenario.
    pub fn of_kind(kind: FaultKind, scenario: &Scenario, spot: FaultSpot) -> Option<Fault> {
        let message = scenario.messages.get(spot.message)?.id.clone();
        let delivery = spot.delivery;
        let after = first_of(&scenario.pipeline, Step::Apply).unwrap_or(Step::Receive);
        Some(match kind {
            FaultKind::Crash => Fault::Crash {
                after,
                message,
                delivery,
            },
            FaultKind::LoseAck => Fault::LoseAck { message, delivery },
            FaultKind::LosePublishConfirm => Fault::LosePublishConfirm { message },
            FaultKind::LosePaymentResponse => Fault::LosePaymentResponse { message, delivery },
            FaultKind::Stall => Fault::Stall {
                after,
                message,
                delivery,
                ticks: scenario.broker.visibility_timeout + 1,
            },
            FaultKind::Poison => Fault::Poison {
                message,
                permanent: false,
            },
            FaultKind::Transient => Fault::Transient {
                message,
                failures: 2,
            },
            FaultKind::BrokerCrash => Fault::BrokerCrash { at: spot.tick },
            FaultKind::LoseCommit => Fault::LoseCommit { message, delivery },
            FaultKind::CrashProducer => Fault::CrashProducer {
                after: first_of(scenario.producer.pipeline.as_deref()?, ProducerStep::Commit)?,
                message,
            },
            FaultKind::CrashRelay => Fault::CrashRelay {
                after: first_of(&scenario.relay.pipeline, RelayStep::Publish)?,
                message,
            },
            FaultKind::Redrive => Fault::Redrive { at: spot.tick },
        })
    }
}

impl Fault {
    /// Checks the fault's own fields against `scenario`, once its message is known to
    /// exist: the step it names is in the pipeline, its numbers are in range, a lost
    /// payment response belongs to a charge. `field` is the fault's path.
    pub(crate) fn check_fields(
        &self,
        scenario: &Scenario,
        field: &str,
    ) -> Result<(), ScenarioError> {
        let deliveries = |delivery: u32| {
            let path = format!("{field}.delivery");
            check_range(&path, u64::from(delivery), 1, u64::from(MAX_DELIVERIES))
        };
        let producer = scenario.producer.pipeline.as_deref().unwrap_or(&[]);
        match *self {
            Fault::Crash {
                after, delivery, ..
            }
            | Fault::Stall {
                after, delivery, ..
            } => {
                if scenario.step_position(after).is_none() {
                    let step = ErrorKind::StepNotInPipeline { step: after };
                    return Err(ScenarioError::new(format!("{field}.after"), step));
                }
                deliveries(delivery)?;
                if let Fault::Stall { ticks, .. } = *self {
                    check_range(&format!("{field}.ticks"), ticks, 1, MAX_TICKS_SETTING)?;
                }
            }
            Fault::LosePaymentResponse {
                ref message,
                delivery,
            } => {
                let index = scenario.message_index(message);
                if index.is_some_and(|i| scenario.messages[i].op != Op::Charge) {
                    let message = message.clone();
                    let kind = ErrorKind::NotACharge { message };
                    return Err(ScenarioError::new(format!("{field}.message"), kind));
                }
                deliveries(delivery)?;
            }
            Fault::LoseAck { delivery, .. } | Fault::LoseCommit { delivery, .. } => {
                deliveries(delivery)?
            }
            Fault::Transient { failures, .. } => {
                let path = format!("{field}.failures");
                check_range(&path, u64::from(failures), 1, u64::from(MAX_DELIVERIES))?;
            }
            Fault::BrokerCrash { at } | Fault::Redrive { at } => {
                check_range(&format!("{field}.at"), at, 0, MAX_TICKS_SETTING)?
            }
            Fault::LosePublishConfirm { .. } | Fault::Poison { .. } => {}
            Fault::CrashProducer { after, .. } => {
                if !producer.contains(&after) {
                    return Err(not_in_producer(format!("{field}.after"), after.name()));
                }
            }
            // The relay runs only for a producer that writes an outbox.
            Fault::CrashRelay { .. } => {
                if !producer.contains(&ProducerStep::WriteOutbox) {
                    let step = ProducerStep::WriteOutbox.name();
                    return Err(not_in_producer(field.to_string(), step));
                }
            }
        }
        Ok(())
    }
}

/// A producer's or relay's crash whose step the producer's pipeline lacks.
fn not_in_producer(path: String, step: &'static str) -> ScenarioError {
    let kind = ErrorKind::NotInStagePipeline {
        stage: "producer",
        step,
    };
    ScenarioError::new(path, kind)
}
