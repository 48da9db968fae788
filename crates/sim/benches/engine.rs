//! Engine throughput and explorer sweep time (`cargo bench -p acklab-sim`, or
//! `cargo xtask bench`). Figures go to docs/benchmarks.md; nothing here asserts time.

use acklab_sim::{
    explore, DedupConfig, DedupStore, Engine, ExploreOptions, Message, Op, Scenario, Step,
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
    };
    scenario.pipeline = Step::ALL.to_vec();
    scenario.messages = (0..messages)
        .map(|i| Message {
            id: format!("m{i}"),
            op: [Op::CreateOrder, Op::Deposit, Op::SetStatus][i % 3],
            amount: None,
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
