//! The orders service's process (`acklab/2`), an actor: it works through its requests
//! one at a time, a step per tick, and says what each step does as effects. The engine
//! (`source_side.rs`) asks the fault book whether it crashes right after the step and
//! tells it so.

use crate::engine::effect::Effect;
use crate::engine::input::{Input, WORKER_RESTART_TICKS};
use crate::format::scenario::ProducerStep;
use crate::trace::EventKind;

/// The service's process, which handles one request (one message) at a time.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Producer {
    /// The message of the request in hand; every earlier request is over.
    pub(crate) request: usize,
    /// Index of the next step of the pipeline for that request.
    next_step: usize,
    /// Whether a transaction is open, and the rows it wrote (order, outbox).
    open: Option<(bool, bool)>,
}

/// The step the producer just took, and what it did.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct ProducerTurn {
    pub(crate) message: usize,
    pub(crate) step: ProducerStep,
    pub(crate) effects: Vec<Effect>,
}

impl Producer {
    /// Whether requests remain, out of `requests` in all.
    pub(crate) fn requests_left(&self, requests: usize) -> bool {
        self.request < requests
    }

    /// Takes the next step of the request in hand, if there is one to take.
    pub(crate) fn step(
        &mut self,
        pipeline: &[ProducerStep],
        requests: usize,
    ) -> Option<ProducerTurn> {
        let message = self.request;
        let Some(&step) = pipeline.get(self.next_step) else {
            // An empty pipeline does nothing for any request.
            self.request = requests;
            return None;
        };
        if !self.requests_left(requests) {
            return None;
        }
        let effects = self.run(message, step);
        self.next_step += 1;
        Some(ProducerTurn {
            message,
            step,
            effects,
        })
    }

    fn run(&mut self, message: usize, step: ProducerStep) -> Vec<Effect> {
        let done = Effect::Record(EventKind::ProducerStepDone { message, step });
        match step {
            ProducerStep::Begin => {
                self.open = Some((false, false));
                vec![done]
            }
            ProducerStep::Write | ProducerStep::WriteOutbox => {
                let outbox = step == ProducerStep::WriteOutbox;
                match &mut self.open {
                    Some((order, row)) => {
                        *(if outbox { row } else { order }) = true;
                        vec![done]
                    }
                    // Without a transaction each write commits on its own.
                    None => vec![done, commit(message, !outbox, outbox)],
                }
            }
            ProducerStep::Commit => {
                let (order, outbox) = self.open.take().unwrap_or_default();
                vec![commit(message, order, outbox)]
            }
            ProducerStep::Publish => vec![Effect::Publish { message }],
        }
    }

    /// What follows the step of `turn`: a crash right after it (`crashed`), or the
    /// next step a tick later. A crash rolls the open transaction back and drops the
    /// request (the caller sees an error and does not retry here).
    pub(crate) fn after_step(
        &mut self,
        turn: &ProducerTurn,
        crashed: bool,
        (steps, requests): (usize, usize),
        now: u64,
    ) -> Vec<Effect> {
        let message = turn.message;
        if crashed {
            let open = self.open.take().unwrap_or_default();
            let discarded = u32::from(open.0) + u32::from(open.1);
            self.end_request();
            let after = turn.step;
            let restart = now + WORKER_RESTART_TICKS;
            return vec![
                Effect::Record(EventKind::ProducerCrashed {
                    message,
                    after,
                    discarded,
                }),
                Effect::DropRequest { message },
                Effect::Schedule {
                    at: restart,
                    input: Input::ProducerRestart,
                },
            ];
        }
        if self.next_step == steps {
            self.end_request();
        }
        self.next_if_any(requests, now + 1)
    }

    /// The crashed process is back and takes up the next request.
    pub(crate) fn restart(&mut self, requests: usize, now: u64) -> Vec<Effect> {
        let mut effects = vec![Effect::Record(EventKind::ProducerRestarted)];
        effects.extend(self.next_if_any(requests, now));
        effects
    }

    fn next_if_any(&self, requests: usize, at: u64) -> Vec<Effect> {
        if !self.requests_left(requests) {
            return Vec::new();
        }
        let input = Input::ProducerStep;
        vec![Effect::Schedule { at, input }]
    }

    fn end_request(&mut self) {
        self.request += 1;
        self.next_step = 0;
        self.open = None;
    }
}

fn commit(message: usize, order: bool, outbox: bool) -> Effect {
    Effect::CommitSource {
        message,
        order,
        outbox,
    }
}
