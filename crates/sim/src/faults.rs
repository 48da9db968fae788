//! The scenario's faults, resolved to message indices, and which of them have fired.
//! Most faults are one-shot: they fire at the first moment that matches them.

use crate::scenario::{Fault, Scenario, Step};
use crate::trace::ApplyError;

#[derive(Clone, Debug)]
struct Armed {
    fault: Fault,
    message: Option<usize>,
    fired: bool,
}

#[derive(Clone, Debug)]
pub struct FaultBook {
    armed: Vec<Armed>,
}

impl FaultBook {
    pub fn new(scenario: &Scenario) -> Self {
        let armed = scenario
            .faults
            .iter()
            .map(|fault| Armed {
                message: fault.message().and_then(|id| scenario.message_index(id)),
                fault: fault.clone(),
                fired: false,
            })
            .collect();
        FaultBook { armed }
    }

    /// Fires the first unfired fault that `matches` accepts; returns it.
    fn take(&mut self, message: usize, matches: impl Fn(&Fault) -> bool) -> Option<Fault> {
        let armed = self
            .armed
            .iter_mut()
            .find(|a| !a.fired && a.message == Some(message) && matches(&a.fault))?;
        armed.fired = true;
        Some(armed.fault.clone())
    }

    pub fn crash_after(&mut self, message: usize, delivery: u32, step: Step) -> bool {
        self.take(message, |f| matches!(f, Fault::Crash { after, delivery: d, .. } if *after == step && *d == delivery))
            .is_some()
    }

    pub fn stall_after(&mut self, message: usize, delivery: u32, step: Step) -> Option<u64> {
        match self.take(message, |f| matches!(f, Fault::Stall { after, delivery: d, .. } if *after == step && *d == delivery)) {
            Some(Fault::Stall { ticks, .. }) => Some(ticks),
            _ => None,
        }
    }

    pub fn lose_ack(&mut self, message: usize, delivery: u32) -> bool {
        self.take(
            message,
            |f| matches!(f, Fault::LoseAck { delivery: d, .. } if *d == delivery),
        )
        .is_some()
    }

    pub fn lose_publish_confirm(&mut self, message: usize) -> bool {
        self.take(message, |f| matches!(f, Fault::LosePublishConfirm { .. }))
            .is_some()
    }

    pub fn lose_payment_response(&mut self, message: usize, delivery: u32) -> bool {
        self.take(
            message,
            |f| matches!(f, Fault::LosePaymentResponse { delivery: d, .. } if *d == delivery),
        )
        .is_some()
    }

    /// Whether `apply` fails on this delivery. Poison fails every time and transient
    /// failures fail the first `failures` deliveries, so neither is one-shot.
    pub fn apply_error(&self, message: usize, delivery: u32) -> Option<ApplyError> {
        self.armed
            .iter()
            .filter(|a| a.message == Some(message))
            .find_map(|a| match a.fault {
                Fault::Poison {
                    permanent: true, ..
                } => Some(ApplyError::PoisonPermanent),
                Fault::Poison {
                    permanent: false, ..
                } => Some(ApplyError::Poison),
                Fault::Transient { failures, .. } if delivery <= failures => {
                    Some(ApplyError::Transient)
                }
                _ => None,
            })
    }

    /// The ticks at which the broker crashes, in order. Each is inserted at its place
    /// (there are a handful at most), which keeps a sort out of the web bundle.
    pub fn broker_crashes(&self) -> Vec<u64> {
        let mut ticks: Vec<u64> = Vec::new();
        for armed in &self.armed {
            if let Fault::BrokerCrash { at } = armed.fault {
                let place = ticks.partition_point(|&t| t <= at);
                ticks.insert(place, at);
            }
        }
        ticks
    }
}
