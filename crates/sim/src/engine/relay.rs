//! The outbox relay (`acklab/2`), an actor: it polls the outbox (`read_outbox`), takes
//! one row through its pipeline a step per tick, and says what each step does as
//! effects. The engine tells it whether its publish was confirmed and whether it
//! crashed right after the step.

use crate::engine::effect::Effect;
use crate::engine::input::{Input, WORKER_RESTART_TICKS};
use crate::format::scenario::RelayStep;
use crate::trace::EventKind;
use crate::world::source::OutboxRow;

/// The relay's process, which publishes one outbox row at a time.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Relay {
    /// The outbox row in hand (an index into the outbox).
    pub(crate) row: Option<usize>,
    /// Index of the next step of the relay's pipeline for that row.
    next_step: usize,
    /// Per message: how many times the relay published it.
    publishes: Vec<u32>,
}

/// What the relay did at a poll or a step: the step it took on a row, if any.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct RelayTurn {
    pub(crate) taken: Option<(usize, RelayStep)>,
    pub(crate) effects: Vec<Effect>,
}

/// What the relay needs to know of the world when it steps.
pub(crate) struct RelaySight<'a> {
    pub(crate) pipeline: &'a [RelayStep],
    pub(crate) interval: u64,
    pub(crate) outbox: &'a [OutboxRow],
    /// The producer may still commit rows.
    pub(crate) requests_left: bool,
}

impl Relay {
    pub(crate) fn new(messages: usize) -> Relay {
        Relay {
            publishes: vec![0; messages],
            ..Relay::default()
        }
    }

    /// Polls the outbox or takes the next step on the row in hand.
    pub(crate) fn step(&mut self, sight: &RelaySight, now: u64) -> RelayTurn {
        let idle = RelayTurn {
            taken: None,
            effects: Vec::new(),
        };
        let Some(&step) = sight.pipeline.get(self.next_step) else {
            return idle;
        };
        let row = match (step, self.row) {
            (RelayStep::ReadOutbox, _) => {
                let Some(row) = sight.outbox.iter().position(|row| !row.sent) else {
                    return self.wait(sight, now);
                };
                self.row = Some(row);
                row
            }
            (_, Some(row)) => row,
            (_, None) => return idle,
        };
        let message = sight.outbox[row].message;
        let effects = self.run(row, message, step);
        self.next_step += 1;
        RelayTurn {
            taken: Some((message, step)),
            effects,
        }
    }

    fn run(&mut self, row: usize, message: usize, step: RelayStep) -> Vec<Effect> {
        match step {
            RelayStep::ReadOutbox => vec![Effect::Record(EventKind::OutboxRead { message })],
            RelayStep::Publish => {
                self.publishes[message] += 1;
                let attempt = self.publishes[message];
                vec![Effect::PublishRow { message, attempt }]
            }
            RelayStep::MarkSent => vec![
                Effect::MarkSent { row },
                Effect::Record(EventKind::OutboxMarkedSent { message }),
            ],
        }
    }

    /// Nothing to send: poll again after the interval, while the producer may still
    /// commit rows. The simulated relay stops polling once no row can come.
    fn wait(&self, sight: &RelaySight, now: u64) -> RelayTurn {
        let mut effects = Vec::new();
        if sight.requests_left {
            let at = now + sight.interval;
            effects.push(Effect::Schedule {
                at,
                input: Input::RelayStep,
            });
        }
        RelayTurn {
            taken: None,
            effects,
        }
    }

    /// What follows the step on `message`: a crash right after it, a poll after the
    /// interval when its publish went unconfirmed (the row stays unsent and the next
    /// poll takes it again), or the next step a tick later.
    pub(crate) fn after_step(
        &mut self,
        (message, step): (usize, RelayStep),
        (confirmed, crashed): (bool, bool),
        (steps, interval): (usize, u64),
        now: u64,
    ) -> Vec<Effect> {
        if crashed {
            self.drop_row();
            let after = step;
            return vec![
                Effect::Record(EventKind::RelayCrashed { message, after }),
                schedule(now + WORKER_RESTART_TICKS, Input::RelayRestart),
            ];
        }
        if !confirmed {
            self.drop_row();
            return vec![schedule(now + interval, Input::RelayStep)];
        }
        if self.next_step == steps {
            self.drop_row();
        }
        vec![schedule(now + 1, Input::RelayStep)]
    }

    /// The crashed relay is back and polls at once.
    pub(crate) fn restart(&mut self, now: u64) -> Vec<Effect> {
        vec![
            Effect::Record(EventKind::RelayRestarted),
            schedule(now, Input::RelayStep),
        ]
    }

    fn drop_row(&mut self) {
        self.row = None;
        self.next_step = 0;
    }
}

fn schedule(at: u64, input: Input) -> Effect {
    Effect::Schedule { at, input }
}
