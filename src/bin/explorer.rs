//! The explorer's worker: a small WebAssembly module of its own (the core and nothing
//! of the UI) that the page starts in a Web Worker when the learner explores, so that
//! the sweep never blocks the page. `static/explorer.js` loads it and drives an
//! [`ExploreJob`] a batch of schedules at a time, posting progress between batches; the
//! page stops it by terminating the worker. The first load of the page carries none of
//! this: the module is fetched on the first exploration.

use acklab_sim::{ExploreOptions, Scenario, Sweep};
use wasm_bindgen::prelude::*;

/// One sweep over a scenario's schedules, started from the scenario's JSON.
#[wasm_bindgen]
pub struct ExploreJob {
    sweep: Option<Sweep>,
    total: u64,
}

#[wasm_bindgen]
impl ExploreJob {
    /// Reads and checks the scenario; the error is the core's one line.
    #[wasm_bindgen(constructor)]
    pub fn new(
        scenario_json: &str,
        pairs: bool,
        max_schedules: u32,
        max_work_events: f64,
    ) -> Result<ExploreJob, String> {
        let scenario = Scenario::from_json(scenario_json).map_err(|e| e.to_string())?;
        let options = ExploreOptions {
            pairs,
            max_schedules: max_schedules as usize,
            max_work_events: max_work_events as u64,
        };
        let sweep = Sweep::new(&scenario, options);
        // The progress bar's end: the sweep's schedules, or the bound's count if lower.
        let total = sweep.total().min(u64::from(max_schedules));
        Ok(ExploreJob {
            total,
            sweep: Some(sweep),
        })
    }

    /// How many schedules the whole sweep holds (a bound may stop it sooner).
    pub fn total(&self) -> f64 {
        self.total as f64
    }

    /// How many schedules have run.
    pub fn done(&self) -> f64 {
        self.sweep.as_ref().map_or(0, Sweep::done) as f64
    }

    /// Runs up to `schedules` more; returns whether the sweep is over.
    pub fn advance(&mut self, schedules: u32) -> bool {
        self.sweep
            .as_mut()
            .is_none_or(|sweep| sweep.advance(schedules as usize))
    }

    /// The exploration in its wire form (`Exploration::to_wire`), once.
    pub fn finish(&mut self) -> String {
        self.sweep
            .take()
            .map(|sweep| sweep.finish().to_wire())
            .unwrap_or_default()
    }
}

fn main() {}
