//! The consumer is an actor: these tests lend one worker's turn a broker, a database
//! and the other components by hand, with no engine, input queue or trace, and read the
//! effects the turn returns and what it did to the components.

use oorandom::Rand64;

use super::{Consumer, Turn};
use crate::engine::coordinator::GroupCoordinator;
use crate::engine::effect::Effect;
use crate::engine::input::{Input, WORKER_RESTART_TICKS};
use crate::format::scenario::{Scenario, Step};
use crate::trace::{CopyInfo, EventKind};
use crate::world::broker::Broker;
use crate::world::database::Database;
use crate::world::faults::FaultBook;
use crate::world::mail::MailService;
use crate::world::orders::OrderBook;
use crate::world::output::OutputTopic;
use crate::world::payment::PaymentService;
use crate::world::worker::WorkerState;

/// Everything a consumer's turn is lent, owned by the test.
struct Lent {
    scenario: Scenario,
    consumer: Consumer,
    broker: Broker,
    database: Database,
    payment: PaymentService,
    output: OutputTopic,
    mail: MailService,
    faults: FaultBook,
    copies: Vec<CopyInfo>,
    orders: OrderBook,
    skipped_as_stale: Vec<bool>,
    rng: Rand64,
    group: GroupCoordinator,
}

/// One worker on a queue, one deposit of 250 published and delivered once, and a crash
/// after `apply` when `crash` says so.
fn lent(crash: bool) -> Lent {
    let faults = if crash {
        r#"[{"kind": "crash", "after": "apply", "message": "m1"}]"#
    } else {
        "[]"
    };
    let json = format!(
        r#"{{"format": "acklab/1",
            "messages": [{{"id": "m1", "op": "deposit", "amount": 250}}],
            "pipeline": ["receive", "apply", "ack"],
            "faults": {faults}}}"#
    );
    let scenario = Scenario::from_json(&json).expect("the test's scenario is valid");
    let mut broker = Broker::new(scenario.broker, 1);
    assert_eq!(broker.publish(None, 0), Some(Some(0)));
    assert_eq!(broker.deliver(0, 0), Some((0, 1)));
    let mut faults = FaultBook::default();
    for fault in scenario.faults.clone() {
        let index = faults.add(&scenario, fault);
        assert_eq!(faults.arm(index), None);
    }
    Lent {
        consumer: Consumer::new(1),
        broker,
        database: Database::new(1),
        payment: PaymentService::new(&scenario.payment),
        output: OutputTopic::new(1),
        mail: MailService::default(),
        faults,
        copies: vec![CopyInfo {
            message: 0,
            wire_id: "m1".to_owned(),
            attempt: 1,
            place: None,
        }],
        orders: OrderBook::of(&scenario),
        skipped_as_stale: vec![false],
        rng: Rand64::new(1),
        group: GroupCoordinator::new(&scenario.broker, scenario.consumer.auto_commit),
        scenario,
    }
}

impl Lent {
    /// The consumer's turn at tick `now`: what `act` asked for, in order.
    fn turn(&mut self, now: u64, act: impl FnOnce(&mut Turn<'_>)) -> Vec<Effect> {
        let mut turn = Turn {
            scenario: &self.scenario,
            now,
            workers: &mut self.consumer.workers,
            broker: &mut self.broker,
            database: &mut self.database,
            payment: &mut self.payment,
            output: &mut self.output,
            mail: &mut self.mail,
            faults: &mut self.faults,
            copies: &mut self.copies,
            copy_keys: &[0],
            orders: &self.orders,
            skipped_as_stale: &mut self.skipped_as_stale,
            rng: &mut self.rng,
            group: &self.group,
            effects: Vec::new(),
        };
        act(&mut turn);
        turn.effects
    }

    /// Runs the worker's steps, one turn per tick from `from`, until a turn schedules
    /// no further step; returns every effect.
    fn steps_from(&mut self, from: u64) -> Vec<Effect> {
        let mut all = Vec::new();
        for now in from..from + 10 {
            let effects = self.turn(now, |turn| turn.run_step(0));
            let goes_on = effects.iter().any(|effect| {
                matches!(
                    effect,
                    Effect::Schedule {
                        input: Input::WorkerStep { .. },
                        ..
                    }
                )
            });
            all.extend(effects);
            if !goes_on {
                return all;
            }
        }
        panic!("the worker never stopped: {all:?}");
    }
}

fn recorded(effects: &[Effect]) -> Vec<&EventKind> {
    effects
        .iter()
        .filter_map(|effect| {
            let Effect::Record(kind) = effect else {
                return None;
            };
            Some(kind)
        })
        .collect()
}

#[test]
fn a_delivery_is_worked_through_and_acked_in_the_components_it_was_lent() {
    let mut lent = lent(false);
    let started = lent.turn(1, |turn| turn.start_job(0, 0, 1));
    let delivered = EventKind::Delivered {
        worker: 0,
        copy: 0,
        delivery: 1,
    };
    assert_eq!(started.first(), Some(&Effect::Record(delivered)));
    let effects = lent.steps_from(1);
    let finished = EventKind::Finished {
        worker: 0,
        copy: 0,
        delivery: 1,
    };
    assert_eq!(recorded(&effects).last(), Some(&&finished));
    assert_eq!(lent.database.balance(), 250, "apply wrote the deposit");
    assert!(
        !lent.broker.copies[0].state.is_held(),
        "the ack settled the copy"
    );
    assert_eq!(lent.consumer.workers[0].state, WorkerState::Idle);
}

#[test]
fn a_crash_after_apply_keeps_the_write_and_asks_for_a_restart() {
    let mut lent = lent(true);
    lent.turn(1, |turn| turn.start_job(0, 0, 1));
    let effects = lent.steps_from(1);
    let crashed = recorded(&effects).into_iter().find_map(|kind| {
        let EventKind::Crashed { after, .. } = kind else {
            return None;
        };
        Some(*after)
    });
    assert_eq!(crashed, Some(Step::Apply));
    let restart = effects.iter().find_map(|effect| {
        let Effect::Schedule {
            at,
            input: Input::WorkerRestart { worker: 0 },
        } = effect
        else {
            return None;
        };
        Some(*at)
    });
    let crashed_at = restart.map(|at| at - WORKER_RESTART_TICKS);
    assert!(crashed_at.is_some_and(|at| at >= 1), "{effects:?}");
    assert_eq!(lent.database.balance(), 250, "the write stays committed");
    assert!(
        lent.broker.copies[0].state.is_held(),
        "no ack: the copy is still out"
    );

    let restarted = lent.turn(20, |turn| turn.restart(0));
    assert_eq!(
        restarted,
        [Effect::Record(EventKind::Restarted { worker: 0 })]
    );
    assert_eq!(lent.consumer.workers[0].state, WorkerState::Idle);
}
