//! The scenario's one-shot faults as a real run fires them: each at most once, at the
//! moment the core's own rule (`Fault::when`) names.

use acklab_sim::{
    ApplyError, Fault, FaultKind, FaultMoment, ProducerStep, RelayStep, Scenario, Step, When,
};

/// The scenario's one-shot faults, each fired at most once, as in the simulator.
pub struct Faults {
    left: Vec<Fault>,
}

impl Faults {
    pub fn new(scenario: &Scenario) -> Faults {
        Faults {
            left: scenario.faults.clone(),
        }
    }

    /// The crashes (of a worker, the orders service or its relay), lost acks, lost
    /// publish confirms, lost offset commits and lost payment responses that never fired: a run that missed one replayed
    /// another scenario than the simulator's.
    pub fn unfired(&self) -> Vec<Fault> {
        self.left
            .iter()
            .filter(|f| {
                matches!(
                    f.kind(),
                    FaultKind::Crash
                        | FaultKind::LoseAck
                        | FaultKind::CrashProducer
                        | FaultKind::CrashRelay
                        | FaultKind::LosePublishConfirm
                        | FaultKind::LoseCommit
                        | FaultKind::LosePaymentResponse
                )
            })
            .cloned()
            .collect()
    }

    /// Takes the one-shot fault of `kind` on message `id` that fires at `moment`, by the
    /// core's own rule (`Fault::when`), if one is left.
    fn fire(&mut self, kind: FaultKind, id: &str, moment: FaultMoment) -> bool {
        let matches =
            |f: &Fault| f.kind() == kind && f.message() == Some(id) && f.when() == When::At(moment);
        match self.left.iter().position(matches) {
            Some(index) => {
                self.left.remove(index);
                true
            }
            None => false,
        }
    }

    pub fn crash_after(&mut self, id: &str, number: u32, done: Step) -> bool {
        let moment = FaultMoment::AfterStep {
            delivery: number,
            step: done,
        };
        self.fire(FaultKind::Crash, id, moment)
    }

    /// Whether the orders service's process dies right after `done` on `id`'s request.
    pub fn crash_producer_after(&mut self, id: &str, done: ProducerStep) -> bool {
        let moment = FaultMoment::AfterProducerStep(done);
        self.fire(FaultKind::CrashProducer, id, moment)
    }

    /// Whether the broker's confirm of a publish of `id` is lost on its way back.
    pub fn lose_confirm(&mut self, id: &str) -> bool {
        self.fire(
            FaultKind::LosePublishConfirm,
            id,
            FaultMoment::PublishConfirm,
        )
    }

    /// Whether the relay's process dies right after `done` on `id`'s outbox row.
    pub fn crash_relay_after(&mut self, id: &str, done: RelayStep) -> bool {
        let moment = FaultMoment::AfterRelayStep(done);
        self.fire(FaultKind::CrashRelay, id, moment)
    }

    /// How many ticks the worker stalls after `done`, if a stall fires there.
    pub fn stall_after(&mut self, id: &str, number: u32, done: Step) -> Option<u64> {
        let moment = FaultMoment::AfterStep {
            delivery: number,
            step: done,
        };
        let matches = |f: &Fault| {
            f.kind() == FaultKind::Stall && f.message() == Some(id) && f.when() == When::At(moment)
        };
        let index = self.left.iter().position(matches)?;
        let Fault::Stall { ticks, .. } = self.left.remove(index) else {
            return None;
        };
        Some(ticks)
    }

    /// Whether the commit of the offset past this delivery of `id`'s record is lost.
    pub fn lose_commit(&mut self, id: &str, number: u32) -> bool {
        self.fire(
            FaultKind::LoseCommit,
            id,
            FaultMoment::OffsetCommit { delivery: number },
        )
    }

    /// Whether the payment service's answer to this delivery's charge is lost.
    pub fn lose_payment_response(&mut self, id: &str, number: u32) -> bool {
        self.fire(
            FaultKind::LosePaymentResponse,
            id,
            FaultMoment::PaymentResponse { delivery: number },
        )
    }

    pub fn lose_ack(&mut self, id: &str, number: u32) -> bool {
        self.fire(
            FaultKind::LoseAck,
            id,
            FaultMoment::Ack { delivery: number },
        )
    }

    /// Whether `apply` fails on this delivery, and whether the error is permanent, by
    /// the core's rule (`Fault::apply_error`).
    pub fn apply_error(&self, id: &str, number: u32) -> Option<bool> {
        self.left
            .iter()
            .filter(|f| f.message() == Some(id))
            .find_map(|f| f.apply_error(number))
            .map(ApplyError::is_permanent)
    }
}
