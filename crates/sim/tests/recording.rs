//! Time travel must show exactly what a fresh run shows: for every corpus scenario and
//! every tick, the system from a recording (nearest checkpoint, run forward) equals an
//! engine run from tick 0. Also: a cloned engine goes on as the original, and a fault
//! injected during a run acts as the same fault written in the scenario.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::sync::Arc;

use acklab_sim::{Engine, Fault, Recording, Scenario};

/// Everything a view draws at one tick, in one comparable string.
fn fresh_view(scenario: &Scenario, tick: u64) -> String {
    let mut engine = Engine::new(scenario);
    engine.run_to(tick);
    format!(
        "{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{}",
        engine.trace(),
        engine.verdicts(),
        engine.broker(),
        engine.database(),
        engine.payment(),
        engine.workers(),
        engine.copies(),
        engine.is_finished()
    )
}

fn recorded_view(recording: &Recording, tick: u64) -> String {
    let snapshot = recording.at(tick);
    format!(
        "{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{}",
        snapshot.trace(),
        snapshot.verdicts(),
        snapshot.broker(),
        snapshot.database(),
        snapshot.payment(),
        snapshot.workers(),
        snapshot.copies(),
        snapshot.is_finished()
    )
}

#[test]
fn every_tick_of_a_recording_equals_a_fresh_run() {
    for (name, scenario) in common::corpus() {
        let mut engine = Engine::new(&scenario);
        engine.run();
        // Small intervals put checkpoints everywhere, a large one puts none past 0.
        for every in [1, 3, 32, 10_000] {
            let recording = Recording::new(Arc::new(scenario.clone()), every);
            assert_eq!(recording.end_tick(), engine.now(), "{name}: end tick");
            assert_eq!(recording.trace(), engine.trace(), "{name}: trace");
            for tick in 0..=recording.end_tick() + 1 {
                assert_eq!(
                    recorded_view(&recording, tick),
                    fresh_view(&scenario, tick),
                    "{name} (seed {}), checkpoints every {every}, tick {tick}",
                    scenario.seed
                );
            }
        }
    }
}

#[test]
fn a_cloned_engine_goes_on_as_the_original() {
    for (name, scenario) in common::corpus() {
        let mut original = Engine::new(&scenario);
        original.run_to(4);
        let mut fork = original.clone();
        original.run();
        fork.run();
        assert_eq!(fork.trace(), original.trace(), "{name}");
        assert_eq!(fork.verdicts(), original.verdicts(), "{name}");
    }
}

#[test]
fn an_injected_fault_acts_as_one_written_in_the_scenario() {
    let mut scenario = Scenario::example();
    scenario.faults.clear();
    let fault = Fault::LoseAck {
        message: scenario.messages[0].id.clone(),
        delivery: 1,
    };
    let mut written = scenario.clone();
    written.faults.push(fault.clone());
    let mut expected = Engine::new(&written);
    expected.run();

    // Injected at the start, and injected after the message is published but before
    // its ack: both lose that ack.
    for tick in [0, 1] {
        let mut injected = Engine::new(&scenario);
        injected.run_to(tick);
        injected.inject(fault.clone());
        injected.run();
        assert_eq!(
            injected.verdicts(),
            expected.verdicts(),
            "injected at {tick}"
        );
        assert!(injected
            .trace()
            .iter()
            .any(|e| matches!(e.kind, acklab_sim::EventKind::AckLost { .. })));
    }

    // A broker crash injected for a past tick happens at once.
    let mut crashed = Engine::new(&scenario);
    crashed.run_to(2);
    crashed.inject(Fault::BrokerCrash { at: 0 });
    crashed.run_to(2);
    assert!(crashed
        .trace()
        .iter()
        .any(|e| e.tick == 2 && matches!(e.kind, acklab_sim::EventKind::BrokerCrashed { .. })));
}

#[test]
fn a_bounded_recording_is_refused_only_past_its_bound() {
    for (name, scenario) in common::corpus() {
        let whole = Recording::new(Arc::new(scenario.clone()), 32);
        let events = whole.trace().len();
        let exact = Recording::within(Arc::new(scenario.clone()), 32, events).unwrap_or_else(|e| {
            panic!(
                "{name} (seed {}): refused at its own length: {e:?}",
                scenario.seed
            )
        });
        assert_eq!(exact.trace(), whole.trace(), "{name}: trace");
        assert_eq!(exact.end_tick(), whole.end_tick(), "{name}: end tick");
        if events == 0 {
            continue;
        }
        let refused = Recording::within(Arc::new(scenario.clone()), 32, events - 1);
        let Err(too_long) = refused else {
            panic!(
                "{name} (seed {}): a bound one below the trace was accepted",
                scenario.seed
            );
        };
        assert_eq!(too_long.max_trace_events, events - 1, "{name}");
        assert!(
            too_long.stopped_at_tick <= whole.end_tick(),
            "{name}: stopped after the end"
        );
    }
}
