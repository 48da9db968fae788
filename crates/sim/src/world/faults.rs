//! The faults of a run, resolved to message indices: which have been injected (an
//! `Input::Inject` reached the engine) and which have fired. Most faults are one-shot:
//! once injected, they fire at the first moment that matches them.

use std::sync::Arc;

use crate::format::fault::{FaultKind, Moment, TickAction, When};
use crate::format::scenario::{Fault, Scenario};
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

    /// Injects fault number `fault`. Returns what the engine does at once for a fault
    /// that fires at a tick (a broker crash, a redrive); any other fault now waits for
    /// its moment.
    pub fn arm(&mut self, fault: usize) -> Option<TickAction> {
        let flags = self.flags.get_mut(fault)?;
        flags.injected = true;
        match self.written.faults[fault].when() {
            When::Tick { action, .. } => Some(action),
            When::At(_) | When::EveryApply => None,
        }
    }

    /// The one question the engine asks as a message passes a moment: fires the first
    /// injected, unfired fault of `kind` on `message` that fires at `moment`, and
    /// returns it. Only a crash and a stall share a moment (after a step), and the
    /// engine asks for the crash first.
    pub fn fire(&mut self, message: usize, kind: FaultKind, moment: Moment) -> Option<Fault> {
        let number = self.of_message(message).iter().copied().find(|&n| {
            let flags = self.flags[n];
            let fault = &self.written.faults[n];
            flags.injected
                && !flags.fired
                && fault.kind() == kind
                && fault.when() == When::At(moment)
        })?;
        self.flags[number].fired = true;
        Some(self.written.faults[number].clone())
    }

    /// Whether `apply` fails on this delivery. Poison fails every time and transient
    /// failures fail the first `failures` deliveries, so neither is one-shot.
    pub fn apply_error(&self, message: usize, delivery: u32) -> Option<ApplyError> {
        self.of_message(message)
            .iter()
            .filter(|&&n| self.flags[n].injected)
            .find_map(|&n| self.written.faults[n].apply_error(delivery))
    }
}
