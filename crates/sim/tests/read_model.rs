//! The read model the web app draws must agree with the verdicts, which the core
//! computes apart from it: for every corpus scenario, at its end and mid-run, a table
//! marks as many duplicate rows of a message as its effect was repeated, marks repeats
//! of an idempotent operation as absorbed, and shows a missing row exactly for each lost
//! message (once the run is over).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use acklab_sim::{Engine, Op, Outcome, RowMark, TableRow, WorkerDoing};

fn effect_rows(tables: &acklab_sim::Tables, op: Op) -> &[TableRow] {
    match op {
        Op::CreateOrder | Op::Upsert => &tables.orders,
        Op::Emit => &tables.output,
        Op::Deposit => &tables.deposits,
        Op::SetStatus => &tables.statuses,
        Op::Charge => &tables.charges,
        Op::SendEmail => &tables.emails,
    }
}

fn check_at(name: &str, engine: &Engine) {
    let verdicts = engine.verdicts();
    let tables = engine.tables(&verdicts);
    let scenario = engine.scenario();
    for (message, verdict) in verdicts.iter().enumerate() {
        let op = scenario.messages[message].op;
        let rows: Vec<&TableRow> = effect_rows(&tables, op)
            .iter()
            .filter(|r| r.message == message)
            .collect();
        let count = |mark: RowMark| rows.iter().filter(|r| r.mark == mark).count() as u32;
        let at = format!("{name} at t={}: {}", engine.now(), verdict.id);
        let stale = count(RowMark::Stale);
        if matches!(op, Op::SetStatus | Op::Upsert) {
            // A stale row (older than the status it overwrote) is a first or a repeat
            // too, and an upsert of an order another message wrote is a repeat.
            let plain = count(RowMark::First) + count(RowMark::Repeat);
            assert_eq!(plain + stale, verdict.applied, "{at}");
            assert_eq!(count(RowMark::Duplicate), 0, "{at}");
        } else if op.is_idempotent() {
            assert_eq!(stale, 0, "{at}");
            assert_eq!(count(RowMark::First), verdict.applied.min(1), "{at}");
            let repeats = verdict.applied.saturating_sub(1);
            assert_eq!(
                (count(RowMark::Repeat), count(RowMark::Duplicate)),
                (repeats, 0),
                "{at}"
            );
        } else {
            assert_eq!(count(RowMark::First), verdict.applied.min(1), "{at}");
            let repeats = verdict.applied.saturating_sub(1);
            assert_eq!(
                (count(RowMark::Duplicate), count(RowMark::Repeat)),
                (repeats, 0),
                "{at}"
            );
        }
        let missing =
            engine.is_finished() && verdict.outcome == Outcome::Lost && op != Op::SetStatus;
        assert_eq!(count(RowMark::Missing), u32::from(missing), "{at}");
    }
    // An update overwritten by an older one leaves a stale row behind it.
    let out_of_order = verdicts.iter().any(|v| v.outcome == Outcome::OutOfOrder);
    let stale_rows = tables.statuses.iter().any(|r| r.mark == RowMark::Stale);
    assert!(
        !out_of_order || stale_rows,
        "{name}: out of order without a stale row"
    );
    let busy = engine
        .doings()
        .iter()
        .filter(|d| matches!(d, WorkerDoing::Busy { .. }))
        .count();
    let busy_workers = engine
        .workers()
        .iter()
        .filter(|w| matches!(w.state, acklab_sim::WorkerState::Busy(_)))
        .count();
    assert_eq!(busy, busy_workers, "{name}: workers");
    let holdings = engine.holdings();
    let held = holdings.ready.len() + holdings.in_flight.len() + holdings.delayed.len();
    let held_by_broker = engine
        .broker()
        .copies
        .iter()
        .filter(|c| {
            matches!(
                c.state,
                acklab_sim::CopyState::Ready
                    | acklab_sim::CopyState::InFlight { .. }
                    | acklab_sim::CopyState::Delayed { .. }
            )
        })
        .count();
    assert_eq!(held, held_by_broker, "{name}: broker at t={}", engine.now());
}

#[test]
fn the_tables_marks_agree_with_the_verdicts() {
    let mut duplicates_seen = 0;
    for (name, scenario) in common::corpus() {
        let mut engine = Engine::new(&scenario);
        while !engine.is_finished() {
            let next = engine.next_tick().unwrap_or(0);
            engine.run_to(next);
            check_at(&name, &engine);
        }
        check_at(&name, &engine);
        let verdicts = engine.verdicts();
        duplicates_seen += verdicts
            .iter()
            .filter(|v| v.outcome == Outcome::Duplicated)
            .count();
    }
    assert!(duplicates_seen > 0, "the corpus has duplicates to mark");
}
