//! Whose turn it is: the publisher and the workers act one at a time, in the order the
//! simulator's engine handles their inputs, so that two workers on a real broker race
//! the way the scenario says. Within a tick the publisher goes first; a step booked
//! earlier goes before one booked later (the engine's sequence); idle workers poll,
//! lowest-numbered first, at the start of each tick (after the publisher) and right
//! after anything could have made a message ready (a publish, a message handed back at
//! once), as the engine hands ready messages to idle workers after every input.
//!
//! A turn whose database session waits for another worker's lock, as PostgreSQL says,
//! gives the turn up (`act`), as the simulator's `record_dedup` waits for the holder's
//! transaction; the worker comes back the tick after the statement returns.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::future::Future;
use std::time::Duration;

use tokio::sync::Notify;
use tokio::time::Instant;

use super::clock::Clock;

/// Who acts: the publisher (the orders service's process, when the scenario gives it
/// a pipeline), the outbox relay, or worker `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Party {
    Publisher,
    Relay,
    Worker(usize),
}

/// What a party does after its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// Its next step, at that tick.
    At(u64),
    /// Polls with the other idle workers.
    Idle,
    /// It is done for the run.
    Leave,
}

/// Where in a tick the turns begin, in hundredths of the tick (on a paced clock).
const TURNS_PHASE: u32 = 30;

/// How often a turn's action that has not returned asks whether it waits for a lock.
const ASK_EVERY: Duration = Duration::from_millis(20);

/// How long a turn that released locks waits for a worker whose statement waited on
/// one to see it released and take its place in the order.
const SETTLE: Duration = Duration::from_millis(100);

#[derive(Default)]
struct State {
    /// The tick of the turn now or last held.
    now: u64,
    /// Booked steps by (tick, order of booking).
    booked: BTreeMap<(u64, u64), Party>,
    bookings: u64,
    /// Workers waiting to poll.
    idle: BTreeSet<usize>,
    /// The idle workers still to poll at `now` in the current round.
    round: BTreeSet<usize>,
    /// The last tick whose opening round ran.
    opened: Option<u64>,
    holder: Option<Party>,
    /// Workers whose statement waits for a lock, their turn given up.
    waiting: usize,
    /// When a party last acted on a message (not an empty poll).
    last_activity: Option<Instant>,
}

pub struct Turns {
    clock: Clock,
    /// With one worker no statement waits for another's lock, so no turn is given up.
    shared: bool,
    state: RefCell<State>,
    changed: Notify,
}

impl Turns {
    /// The publisher's first turn at `first_publish`, if it publishes, and `workers`
    /// idle workers.
    pub fn new(clock: Clock, first_publish: Option<u64>, workers: usize) -> Turns {
        let mut state = State {
            idle: (0..workers).collect(),
            last_activity: Some(Instant::now()),
            ..State::default()
        };
        if let Some(tick) = first_publish {
            state.booked.insert((tick, 0), Party::Publisher);
            state.bookings = 1;
        }
        let turns = Turns {
            clock,
            shared: workers > 1,
            state: RefCell::new(state),
            changed: Notify::new(),
        };
        turns.grant();
        turns
    }

    /// Books `party`'s first turn at `tick`, after every turn booked so far for it.
    pub fn book(&self, party: Party, tick: u64) {
        register(&mut self.state.borrow_mut(), party, Next::At(tick));
        self.grant();
    }

    /// How long since a party last acted on a message.
    pub fn quiet_for(&self) -> Duration {
        self.state
            .borrow()
            .last_activity
            .map_or(Duration::ZERO, |at| at.elapsed())
    }

    /// Waits for `party`'s turn and returns its tick; on a paced clock, not before the
    /// tick's turns begin.
    pub async fn wait(&self, party: Party) -> u64 {
        loop {
            let changed = self.changed.notified();
            let held = {
                let state = self.state.borrow();
                (state.holder == Some(party)).then_some(state.now)
            };
            if let Some(tick) = held {
                self.clock.at(tick, TURNS_PHASE).await;
                return tick;
            }
            changed.await;
        }
    }

    /// Ends `party`'s turn: says what it does next, and whether it handed a message
    /// back to the queue at once or published one (idle workers poll again at this
    /// tick then; they always do after the publisher's turn).
    pub async fn end(&self, party: Party, next: Next, handed_back: bool) {
        {
            let mut state = self.state.borrow_mut();
            if state.holder == Some(party) {
                state.holder = None;
            }
            // Registered first, so that a worker going idle is in the round in its
            // number's place.
            register(&mut state, party, next);
            if handed_back || party == Party::Publisher {
                state.round = state.idle.clone();
            }
        }
        self.grant();
    }

    /// Whether no party but the idle workers has anything left to do: no step, restart
    /// or publish booked, and no statement waiting for a lock.
    pub fn all_idle(&self) -> bool {
        let state = self.state.borrow();
        state.booked.is_empty() && state.waiting == 0
    }

    /// Notes that the holder acted on a message, for `quiet_for`.
    pub fn active(&self) {
        self.state.borrow_mut().last_activity = Some(Instant::now());
    }

    /// Runs the holder's action. If `waits()` says it waits for another worker's lock,
    /// the turn is given up meanwhile and the party books its next turn the tick after
    /// the action returns; the second value says whether the turn is still held.
    pub async fn act<F, W, Asked>(&self, party: Party, action: F, waits: W) -> (F::Output, bool)
    where
        F: Future,
        W: Fn() -> Asked,
        Asked: Future<Output = bool>,
    {
        if !self.shared {
            return (action.await, true);
        }
        let mut action = std::pin::pin!(action);
        loop {
            if let Ok(output) = tokio::time::timeout(ASK_EVERY, action.as_mut()).await {
                return (output, true);
            }
            if waits().await {
                break;
            }
        }
        {
            let mut state = self.state.borrow_mut();
            state.waiting += 1;
            if state.holder == Some(party) {
                state.holder = None;
            }
        }
        self.grant();
        let output = action.await;
        {
            let mut state = self.state.borrow_mut();
            state.waiting -= 1;
            let tick = state.now + 1;
            register(&mut state, party, Next::At(tick));
        }
        self.grant();
        (output, false)
    }

    /// Waits, within `SETTLE`, until no worker waits for a lock, so that one whose
    /// lock this turn released books its place before the next turn begins.
    pub async fn settle(&self) {
        let deadline = Instant::now() + SETTLE;
        loop {
            let changed = self.changed.notified();
            if self.state.borrow().waiting == 0 {
                return;
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                return;
            }
        }
    }

    /// Gives the turn to the next party, if none holds it, and wakes the waiters.
    fn grant(&self) {
        {
            let mut state = self.state.borrow_mut();
            if state.holder.is_none() {
                if let Some((party, tick, booked)) = next_turn(&mut state) {
                    state.now = tick;
                    state.holder = Some(party);
                    if booked {
                        state.last_activity = Some(Instant::now());
                    }
                }
            }
        }
        self.changed.notify_waiters();
    }
}

fn register(state: &mut State, party: Party, next: Next) {
    match (party, next) {
        (_, Next::At(tick)) => {
            let key = (tick, state.bookings);
            state.bookings += 1;
            state.booked.insert(key, party);
        }
        (Party::Worker(w), Next::Idle) => {
            state.idle.insert(w);
        }
        (Party::Publisher | Party::Relay, Next::Idle) | (_, Next::Leave) => {}
    }
}

/// The next turn: an idle worker still to poll in this round, else the tick's opening
/// round, else the first booked step (the third value says it was booked).
fn next_turn(state: &mut State) -> Option<(Party, u64, bool)> {
    if let Some(worker) = state.round.pop_first() {
        state.idle.remove(&worker);
        return Some((Party::Worker(worker), state.now, false));
    }
    let first_booked = state.booked.first_key_value().map(|(&(tick, _), _)| tick);
    // Idle workers poll at every tick: at this one if it has not opened yet.
    let next_idle_tick = match state.opened {
        Some(opened) if opened >= state.now => state.now + 1,
        Some(_) | None => state.now,
    };
    let next_tick = match first_booked {
        Some(tick) if state.idle.is_empty() => tick,
        Some(tick) => tick.min(next_idle_tick),
        None if state.idle.is_empty() => return None,
        None => next_idle_tick,
    };
    let opening = next_tick.max(state.now);
    // The publisher goes first in its tick; its end opens the round.
    if let Some((&(tick, key), &Party::Publisher)) = state.booked.first_key_value() {
        if tick <= opening {
            state.booked.remove(&(tick, key));
            state.opened = Some(opening);
            return Some((Party::Publisher, opening, true));
        }
    }
    if !state.idle.is_empty() && state.opened != Some(opening) {
        state.opened = Some(opening);
        state.now = opening;
        state.round = state.idle.clone();
        let worker = state.round.pop_first()?;
        state.idle.remove(&worker);
        return Some((Party::Worker(worker), opening, false));
    }
    let ((tick, _), party) = state.booked.pop_first()?;
    Some((party, tick.max(state.now), true))
}

#[cfg(test)]
mod tests;
