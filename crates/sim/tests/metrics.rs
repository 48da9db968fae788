//! The metrics per tick (`Metrics::of`): a retry storm against an outage and its
//! flattening by backoff and jitter, the consumer lag on a log, and the buckets of a
//! long run. The exact series of a few scenarios are pinned in their expect files.
#![cfg(not(target_arch = "wasm32"))]

use std::path::Path;

use acklab_sim::{
    run, BrokerKind, Fault, Message, Metrics, Op, Scenario, Step, FORMAT_2, MAX_POINTS,
};

fn corpus(name: &str) -> Scenario {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/scenarios/{name}.json"));
    let text = std::fs::read_to_string(&path).expect("corpus file readable");
    Scenario::from_json(&text).expect("corpus scenario valid")
}

fn metrics_of(scenario: &Scenario) -> Metrics {
    let report = run(scenario);
    Metrics::of(
        &report.trace,
        &report.copies,
        report.end_tick,
        scenario.broker.kind,
    )
}

fn total(series: &[u32]) -> u32 {
    series.iter().sum()
}

/// Immediate retries against an outage hit the payment service with every worker at
/// every tick; backoff with full jitter spreads them out: far fewer refused calls.
#[test]
fn backoff_and_jitter_flatten_a_retry_storm() {
    let storm = metrics_of(&corpus("payment_outage_retry_storm"));
    let calm = metrics_of(&corpus("payment_outage_backoff_and_jitter"));
    let peak = |m: &Metrics| m.payment_failures.iter().copied().max().unwrap_or(0);
    let busy = |m: &Metrics| m.payment_failures.iter().filter(|&&f| f >= 6).count();
    assert!(total(&storm.payment_failures) >= 3 * total(&calm.payment_failures));
    assert!(peak(&storm) >= 8, "every worker retries at every tick");
    assert!(
        busy(&storm) >= 10 && busy(&calm) <= 2,
        "{} / {}",
        busy(&storm),
        busy(&calm)
    );
}

/// Eight charges published in one tick fail in one tick; with the same backoff they
/// come back in the same ticks, so after the outage each round meets the capacity
/// of 2 calls with 8, 6, 4: lock-step. Full jitter spreads the same retries out.
#[test]
fn jitter_breaks_the_lock_step_of_a_burst() {
    let lock_step = metrics_of(&corpus("burst_retries_in_lock_step"));
    let jittered = metrics_of(&corpus("burst_retries_with_full_jitter"));
    let outage_end = 6;
    let after = |series: &[u32]| series.iter().skip(outage_end).copied().collect::<Vec<_>>();
    let peak = |series: &[u32]| after(series).into_iter().max().unwrap_or(0);
    let refused = |series: &[u32]| after(series).into_iter().sum::<u32>();
    assert!(
        peak(&lock_step.payment_calls) >= 6,
        "{:?}",
        lock_step.payment_calls
    );
    assert!(
        peak(&jittered.payment_calls) <= 3,
        "{:?}",
        jittered.payment_calls
    );
    assert!(
        refused(&lock_step.payment_failures) >= 10 && refused(&jittered.payment_failures) <= 1,
        "{:?} / {:?}",
        lock_step.payment_failures,
        jittered.payment_failures
    );
}

/// The figures docs/scenario-format.md states for the storm and its flattening
/// ("Retry storms"): refused calls, the most in one tick, and the ticks with 6 or more.
#[test]
fn the_storm_has_the_figures_the_format_page_states() {
    let page_path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/scenario-format.md");
    let page = std::fs::read_to_string(page_path).expect("the format page is readable");
    let page = page.split_whitespace().collect::<Vec<_>>().join(" ");
    let figures = |m: &Metrics| {
        let peak = m.payment_failures.iter().copied().max().unwrap_or(0);
        let busy = m.payment_failures.iter().filter(|&&f| f >= 6).count();
        (total(&m.payment_failures), peak, busy)
    };
    let storm = figures(&metrics_of(&corpus("payment_outage_retry_storm")));
    let calm = figures(&metrics_of(&corpus("payment_outage_backoff_and_jitter")));
    let stated = format!(
        "{} refused calls (up to {} in a tick, 6 or more in {} ticks;",
        storm.0, storm.1, storm.2
    );
    assert!(page.contains(&stated), "the page does not say: {stated}");
    let stated = format!(
        "against {} (at most {} in a tick, 6 or more in {})",
        calm.0, calm.1, calm.2
    );
    assert!(page.contains(&stated), "the page does not say: {stated}");
}

fn log_scenario(pipeline: Vec<Step>) -> Scenario {
    let mut scenario = Scenario::example();
    scenario.format = FORMAT_2.to_string();
    scenario.broker.kind = BrokerKind::Log;
    scenario.dedup = Default::default();
    scenario.messages = (1..=4)
        .map(|n| Message::new(&format!("m{n}"), Op::CreateOrder))
        .collect();
    scenario.pipeline = pipeline;
    scenario
}

/// On a log the lag is what was appended and not committed: it grows as records are
/// published and falls to zero when the consumer commits past all of them; a consumer
/// that never commits leaves all of them.
#[test]
fn the_consumer_lag_follows_appends_and_commits() {
    let committing = metrics_of(&log_scenario(vec![
        Step::Poll,
        Step::Apply,
        Step::CommitOffset,
    ]));
    assert!(committing.consumer_lag.iter().any(|&lag| lag > 0));
    assert_eq!(committing.consumer_lag.last(), Some(&0));
    assert_eq!(total(&committing.acks), 4);
    let never = metrics_of(&log_scenario(vec![Step::Poll, Step::Apply]));
    assert_eq!(never.consumer_lag.last(), Some(&4));
    let queue = metrics_of(&Scenario::example());
    assert!(queue.consumer_lag.is_empty(), "no lag on a queue");
}

/// On a log with batches, a record given up on drops the rest of its poll: every
/// delivery in flight ends, whatever fails.
#[test]
fn deliveries_in_flight_end_on_a_log_with_batches() {
    let mut scenario = log_scenario(vec![Step::Poll, Step::Apply, Step::CommitOffset]);
    scenario.consumer.max_poll_records = 3;
    scenario.faults.push(Fault::Transient {
        message: "m1".into(),
        failures: 2,
    });
    let metrics = metrics_of(&scenario);
    assert!(
        metrics.in_flight.iter().any(|&n| n >= 2),
        "a poll holds several"
    );
    assert_eq!(metrics.in_flight.last(), Some(&0));
}

/// A run of a hundred thousand ticks is measured in buckets: no series holds more than
/// `MAX_POINTS` values, and the counts are kept.
#[test]
fn a_long_run_is_measured_in_buckets() {
    let mut scenario = Scenario::example();
    scenario.faults.push(Fault::Stall {
        after: Step::Apply,
        message: "m2".into(),
        delivery: 1,
        ticks: 90_000,
    });
    scenario.broker.visibility_timeout = 100_000;
    let report = run(&scenario);
    assert!(report.end_tick > 90_000);
    let metrics = Metrics::of(
        &report.trace,
        &report.copies,
        report.end_tick,
        BrokerKind::Queue,
    );
    assert!(metrics.deliveries.len() as u64 <= MAX_POINTS);
    assert_eq!(metrics.ticks, report.end_tick + 1);
    assert!(metrics.tick_width * metrics.deliveries.len() as u64 >= metrics.ticks);
    assert_eq!(total(&metrics.deliveries), report.totals.deliveries);
    // The stalled delivery is in flight for the whole stall.
    let middle = (45_000 / metrics.tick_width) as usize;
    assert_eq!(metrics.in_flight[middle], 1);
}
