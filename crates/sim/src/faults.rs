//! The faults of a run, resolved to message indices: which have been injected (an
//! `Input::Inject` reached the engine) and which have fired. Most faults are one-shot:
//! once injected, they fire at the first moment that matches them.

use std::sync::Arc;

use crate::scenario::{Fault, ProducerStep, RelayStep, Scenario, Step};
use crate::trace::ApplyError;

/// The faults as written, and their index by message.
#[derive(Clone, Debug, Default)]
struct Written {
    faults: Vec<Fault>,
    /// For each message index, the numbers of the faults that name it, in the order
    /// they were added: every step of every delivery asks for its faults, and a
    /// scenario may hold a thousand, so each question looks only at its message's.
    by_message: Vec<Vec<usize>>,
}

/// What has happened to one fault so far.
#[derive(Clone, Copy, Debug, Default)]
struct Flags {
    injected: bool,
    fired: bool,
}

/// The written faults are shared by every copy of the book (a recording keeps a copy
/// of the engine every few ticks: with a thousand faults, copying them each time was a
/// third of a long run's recording); only their flags are the copy's own.
#[derive(Clone, Debug, Default)]
pub struct FaultBook {
    written: Arc<Written>,
    flags: Vec<Flags>,
}

impl FaultBook {
    /// Writes a fault into the book, not yet injected; returns its number.
    pub fn add(&mut self, scenario: &Scenario, fault: Fault) -> usize {
        let message = fault.message().and_then(|id| scenario.message_index(id));
        // Shared only once a copy was made: a fault injected into a resumed run.
        let written = Arc::make_mut(&mut self.written);
        let number = written.faults.len();
        if let Some(index) = message {
            if written.by_message.len() <= index {
                written.by_message.resize_with(index + 1, Vec::new);
            }
            written.by_message[index].push(number);
        }
        written.faults.push(fault);
        self.flags.push(Flags::default());
        number
    }

    /// The numbers of the faults that name message `message`.
    fn of_message(&self, message: usize) -> &[usize] {
        self.written
            .by_message
            .get(message)
            .map_or(&[], Vec::as_slice)
    }

    /// Injects fault number `fault`. Returns it when the engine carries it out at
    /// once (a broker crash, a redrive); any other fault now waits for its moment.
    pub fn arm(&mut self, fault: usize) -> Option<&Fault> {
        let flags = self.flags.get_mut(fault)?;
        flags.injected = true;
        let written = &self.written.faults[fault];
        matches!(written, Fault::BrokerCrash { .. } | Fault::Redrive { .. }).then_some(written)
    }

    /// Fires the first injected, unfired fault that `matches` accepts; returns it.
    fn take(&mut self, message: usize, matches: impl Fn(&Fault) -> bool) -> Option<Fault> {
        let number = self.of_message(message).iter().copied().find(|&n| {
            let flags = self.flags[n];
            flags.injected && !flags.fired && matches(&self.written.faults[n])
        })?;
        self.flags[number].fired = true;
        Some(self.written.faults[number].clone())
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

    pub fn crash_producer_after(&mut self, message: usize, step: ProducerStep) -> bool {
        self.take(
            message,
            |f| matches!(f, Fault::CrashProducer { after, .. } if *after == step),
        )
        .is_some()
    }

    pub fn crash_relay_after(&mut self, message: usize, step: RelayStep) -> bool {
        self.take(
            message,
            |f| matches!(f, Fault::CrashRelay { after, .. } if *after == step),
        )
        .is_some()
    }

    pub fn lose_ack(&mut self, message: usize, delivery: u32) -> bool {
        self.take(
            message,
            |f| matches!(f, Fault::LoseAck { delivery: d, .. } if *d == delivery),
        )
        .is_some()
    }

    pub fn lose_commit(&mut self, message: usize, delivery: u32) -> bool {
        self.take(
            message,
            |f| matches!(f, Fault::LoseCommit { delivery: d, .. } if *d == delivery),
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
        self.of_message(message)
            .iter()
            .filter(|&&n| self.flags[n].injected)
            .find_map(|&n| match self.written.faults[n] {
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
}
