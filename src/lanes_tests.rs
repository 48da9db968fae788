//! The timeline's layout on lesson runs: rows, folds, the cap, arrows.

use super::*;
use acklab_sim::Engine;

fn lesson_rows(id: &str) -> (Vec<TraceEvent>, Rows) {
    let course = acklab_lessons::course().expect("the course loads");
    let lesson = course
        .iter()
        .find(|l| l.id == id)
        .expect("the lesson exists");
    let mut engine = Engine::new(&lesson.scenario);
    engine.run();
    let trace = engine.trace().to_vec();
    let rows = rows(
        &trace,
        engine.now(),
        lesson.scenario.workers as usize,
        LINE_HEIGHT,
    );
    (trace, rows)
}

/// Every event of the run is drawn once, after Run to end, including the crash.
#[test]
fn a_long_run_keeps_every_fault_mark_before_its_last_rows() {
    let mut scenario = acklab_sim::Scenario::example();
    scenario.messages = (1..=600)
        .map(|n| acklab_sim::Message::new(&format!("m{n}"), acklab_sim::Op::Deposit))
        .collect();
    scenario.faults = vec![acklab_sim::Fault::Crash {
        after: acklab_sim::Step::Apply,
        message: "m2".into(),
        delivery: 1,
    }];
    let mut engine = Engine::new(&scenario);
    engine.run();
    let trace = engine.trace().to_vec();
    let rows = rows(&trace, engine.now(), scenario.workers as usize, LINE_HEIGHT);
    assert!(rows.hidden_ticks > 0, "the run is longer than the cap");
    let crash = trace
        .iter()
        .position(|e| matches!(e.kind, EventKind::Crashed { .. }));
    let drawn = rows.rows.iter().any(|r| matches!(&r.kind, RowKind::Tick { events, .. } if events.iter().any(|p| Some(p.event) == crash)));
    assert!(drawn, "the crash at the start is still drawn");
    assert!(rows.rows.len() <= MAX_ROWS + 1);
}

/// A share link's worst case for the timeline: 1,000 poison messages retried without a
/// backoff by 8 workers until the broker's limit of 100 deliveries. Every tick has a
/// fault mark and some ticks hundreds of events; what is drawn stays bounded, and each
/// row says how many of its events it leaves out.
#[test]
fn a_run_that_fails_at_every_tick_draws_a_bounded_timeline() {
    let mut scenario = acklab_sim::Scenario::example();
    scenario.messages = (1..=1000)
        .map(|n| acklab_sim::Message::new(&format!("m{n}"), acklab_sim::Op::Deposit))
        .collect();
    scenario.pipeline = vec![
        acklab_sim::Step::Receive,
        acklab_sim::Step::Apply,
        acklab_sim::Step::Ack,
    ];
    scenario.workers = 8;
    scenario.broker.max_deliveries = 100;
    scenario.retry.backoff = 0;
    scenario.faults = (1..=1000)
        .map(|n| acklab_sim::Fault::Poison {
            message: format!("m{n}"),
            permanent: false,
        })
        .collect();
    let mut engine = Engine::new(&scenario);
    engine.run();
    let trace = engine.trace().to_vec();
    let rows = rows(&trace, engine.now(), 8, LINE_HEIGHT);
    assert!(
        rows.rows.len() <= MAX_ROWS + MAX_FAULT_ROWS,
        "{} rows",
        rows.rows.len()
    );
    let mut drawn = 0;
    let mut left_out = 0;
    for row in &rows.rows {
        if let RowKind::Tick { tick, events, more } = &row.kind {
            assert!(events.len() <= MAX_ROW_EVENTS);
            // What a row leaves out, it counts: together they are the tick's events.
            let at_tick = trace.iter().filter(|e| e.tick == *tick).count();
            assert_eq!(events.len() + more, at_tick, "tick {tick}");
            drawn += events.len();
            left_out += more;
            // The row is tall enough for its lines and the line that counts the rest.
            let lines = events.iter().map(|p| p.line + 1).max().unwrap_or(1);
            assert!(row.height >= (lines + u32::from(*more > 0)) * LINE_HEIGHT);
        }
    }
    assert!(left_out > 0, "eight workers fill some rows past the bound");
    assert!(drawn <= (MAX_ROWS + MAX_FAULT_ROWS) * MAX_ROW_EVENTS);
}

/// A tick with more events than a row draws (a poll of ten records by each of eight
/// consumers) draws its fault first, then its first other events, numbered anew, and
/// counts the rest on a line of its own.
#[test]
fn a_crowded_tick_draws_its_fault_and_first_events_and_counts_the_rest() {
    let publish = |message: usize| TraceEvent {
        tick: 3,
        kind: EventKind::Published {
            message,
            copy: message as u32,
            attempt: 1,
        },
    };
    let mut trace: Vec<TraceEvent> = (0..100).map(publish).collect();
    trace.push(TraceEvent {
        tick: 3,
        kind: EventKind::Crashed {
            worker: 0,
            copy: 0,
            delivery: 1,
            after: acklab_sim::Step::Apply,
        },
    });
    let layout = rows(&trace, 3, 1, LINE_HEIGHT);
    let row = layout.rows.last().expect("the tick's row");
    let RowKind::Tick { events, more, .. } = &row.kind else {
        panic!("a tick's row");
    };
    assert_eq!(
        (events.len(), *more),
        (MAX_ROW_EVENTS, 101 - MAX_ROW_EVENTS)
    );
    assert!(events.iter().any(|p| p.event == 100), "the crash is drawn");
    let drawn: Vec<usize> = events.iter().map(|p| p.event).collect();
    let first: Vec<usize> = (0..MAX_ROW_EVENTS - 1).chain([100]).collect();
    assert_eq!(drawn, first, "then the first publishes, in order");
    let lines = events.iter().map(|p| p.line + 1).max().unwrap_or(1);
    assert_eq!(
        lines,
        MAX_ROW_EVENTS as u32 - 1,
        "the arrows drawn, one line each"
    );
    assert_eq!(
        row.height,
        (lines + 1) * LINE_HEIGHT + ROW_GAP,
        "and a line for the count"
    );
}

#[test]
fn the_whole_run_is_drawn_with_its_crash_in_the_first_two_lessons() {
    for id in ["ack-first-loses", "work-first-doubles"] {
        let (trace, rows) = lesson_rows(id);
        assert_eq!(rows.hidden_ticks, 0, "{id}");
        let drawn: Vec<usize> = rows
            .rows
            .iter()
            .flat_map(|r| match &r.kind {
                RowKind::Tick { events, .. } => events.iter().map(|p| p.event).collect(),
                RowKind::Quiet { .. } => Vec::new(),
            })
            .collect();
        assert_eq!(drawn, (0..trace.len()).collect::<Vec<_>>(), "{id}");
        let crash = trace
            .iter()
            .position(|e| matches!(e.kind, EventKind::Crashed { .. }));
        assert!(
            crash.is_some_and(|c| drawn.contains(&c)),
            "{id} shows its crash"
        );
    }
}

#[test]
fn quiet_stretches_fold_and_rows_never_overlap() {
    let (trace, rows) = lesson_rows("visibility-timeout-too-short");
    let quiet: u64 = rows
        .rows
        .iter()
        .map(|r| match r.kind {
            RowKind::Quiet { from, to } => to - from + 1,
            RowKind::Tick { .. } => 0,
        })
        .sum();
    let ticks = rows
        .rows
        .iter()
        .filter(|r| matches!(r.kind, RowKind::Tick { .. }))
        .count() as u64;
    let end = trace.last().map_or(0, |e| e.tick);
    assert!(
        quiet >= 2,
        "the run's wait for the timeout folds into a quiet row"
    );
    assert_eq!(quiet + ticks, end + 1, "each tick is in exactly one row");
}

#[test]
fn a_lost_payment_response_and_a_replayed_charge_are_drawn_apart() {
    let (trace, rows) = lesson_rows("payment-idempotency-key");
    let placed: Vec<&Placed> = rows
        .rows
        .iter()
        .flat_map(|r| match &r.kind {
            RowKind::Tick { events, .. } => events.iter().collect(),
            RowKind::Quiet { .. } => Vec::new(),
        })
        .collect();
    let find = |want: fn(&EventKind) -> bool| {
        placed
            .iter()
            .find(|p| want(&trace[p.event].kind))
            .map(|p| p.shape)
    };
    let lost = find(|k| matches!(k, EventKind::PaymentResponseLost { .. }));
    let replay = find(|k| matches!(k, EventKind::ChargeReplayed { .. }));
    assert!(
        matches!(lost, Some(Shape::Arrow { lost: true, .. })),
        "{lost:?}"
    );
    assert!(
        matches!(replay, Some(Shape::Arrow { replay: true, .. })),
        "{replay:?}"
    );
    // Within a tick, arrows never share a line.
    for row in &rows.rows {
        if let RowKind::Tick { events, .. } = &row.kind {
            let mut lines: Vec<u32> = events
                .iter()
                .filter(|p| matches!(p.shape, Shape::Arrow { .. }))
                .map(|p| p.line)
                .collect();
            let count = lines.len();
            lines.dedup();
            assert_eq!(lines.len(), count);
        }
    }
}

/// The notice under the timeline's title says how many rows it draws, in every locale.
#[test]
fn the_notice_names_the_number_of_rows_drawn() {
    for (code, _) in acklab_lessons::SHIPPED {
        crate::i18n::activate(code);
        let text = crate::i18n::tr_args("timeline-hidden", &[("ticks", 5_u64.into())]);
        assert!(text.contains(&format!(" {MAX_ROWS} ")), "{code}: {text}");
        assert!(
            text.contains(&format!(" {MAX_FAULT_ROWS} ")),
            "{code}: {text}"
        );
    }
    crate::i18n::activate("en");
}
