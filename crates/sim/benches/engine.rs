//! Engine throughput and explorer sweep time (`cargo bench -p acklab-sim`, or
//! `cargo xtask bench`). Figures go to docs/benchmarks.md; nothing here asserts time.

use std::sync::Arc;

use acklab_sim::{
    explore, DedupConfig, DedupStore, Engine, ExploreOptions, Message, Op, Recording, Scenario,
    Step,
};
use divan::counter::ItemsCount;
use divan::Bencher;

fn main() {
    divan::main();
}

/// The reference scenario of the issue: 3 messages, 2 workers, the full pipeline.
fn reference(messages: usize) -> Scenario {
    let mut scenario = Scenario::example();
    scenario.workers = 2;
    scenario.dedup = DedupConfig {
        store: DedupStore::Table,
        unique: true,
        ttl: None,
    };
    scenario.pipeline = Step::ALL.to_vec();
    scenario.messages = (0..messages)
        .map(|i| {
            Message::new(
                &format!("m{i}"),
                [Op::CreateOrder, Op::Deposit, Op::SetStatus][i % 3],
            )
        })
        .collect();
    scenario
}

/// Trace events one run records: the unit of "engine events per second".
fn trace_events(scenario: &Scenario) -> usize {
    let mut engine = Engine::new(scenario);
    engine.run();
    engine.trace().len()
}

#[divan::bench(args = [3, 1000])]
fn engine_run(bencher: Bencher, messages: usize) {
    let scenario = reference(messages);
    let events = trace_events(&scenario);
    bencher.counter(ItemsCount::new(events)).bench(|| {
        let mut engine = Engine::new(divan::black_box(&scenario));
        engine.run();
        engine.trace().len()
    });
}

/// The large scenario the browser benchmark plays too: 1,000 messages of all four
/// operations, 4 workers, the full pipeline, five faults (e2e/large.acklab.json).
fn large() -> Scenario {
    let text = include_str!("../../../e2e/large.acklab.json");
    Scenario::from_json(text).expect("e2e/large.acklab.json is a valid scenario")
}

/// The run alone, and the run with its report (verdicts, causes and the checker).
#[divan::bench(args = [false, true])]
fn large_run(bencher: Bencher, report: bool) {
    let scenario = large();
    bencher.bench(|| {
        let mut engine = Engine::new(divan::black_box(&scenario));
        engine.run();
        if report {
            engine.report().violations.len()
        } else {
            engine.trace().len()
        }
    });
}

/// Recording the large run with a checkpoint every K ticks (done once per edit).
#[divan::bench(args = [8, 16, 32, 64, 128])]
fn large_recording(bencher: Bencher, every_ticks: u64) {
    let scenario = Arc::new(large());
    bencher.bench(|| Recording::new(divan::black_box(scenario.clone()), every_ticks).end_tick());
}

/// What one Step or Step back costs in the app: the system at a tick from the nearest
/// checkpoint, with the verdicts and totals the panels draw. Ticks cycle over the run.
#[divan::bench(args = [8, 16, 32, 64, 128])]
fn large_snapshot(bencher: Bencher, every_ticks: u64) {
    let recording = Recording::new(Arc::new(large()), every_ticks);
    let end = recording.end_tick();
    let mut tick = 0;
    bencher.bench_local(|| {
        tick = (tick + 97) % end;
        let snapshot = recording.at(divan::black_box(tick));
        let verdicts = snapshot.verdicts();
        snapshot.totals(&verdicts).ok
    });
}

/// The same view the way the app made it before recordings: a fresh run to the tick.
#[divan::bench]
fn large_view_from_tick_zero(bencher: Bencher) {
    let scenario = large();
    let mut tick = 0;
    bencher.bench_local(|| {
        tick = (tick + 97) % 1767;
        let mut engine = Engine::new(&scenario);
        engine.run_to(divan::black_box(tick));
        let verdicts = engine.verdicts();
        engine.totals(&verdicts).ok
    });
}

#[divan::bench]
fn explorer_single_fault_sweep(bencher: Bencher) {
    let scenario = reference(3);
    bencher.bench(|| explore(divan::black_box(&scenario), ExploreOptions::default()).schedules);
}

#[divan::bench(sample_count = 10)]
fn explorer_pair_sweep(bencher: Bencher) {
    let scenario = reference(3);
    bencher.bench(|| {
        explore(
            divan::black_box(&scenario),
            ExploreOptions {
                pairs: true,
                ..ExploreOptions::default()
            },
        )
        .schedules
    });
}
