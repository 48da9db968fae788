//! The explorer's worker, seen from the page: a hook at the top of the shell starts a
//! Web Worker (`static/explorer.js`, which loads the explorer's own module,
//! `src/bin/explorer.rs`) when the state holds a new run, hands it the scenario, and
//! turns its messages into actions. A sweep that finished leaves its worker idle for
//! the next one (its module is fetched and compiled once); one cancelled, replaced or
//! failed takes its worker down with it. The sweep never runs on the page's thread.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use acklab_sim::Exploration;
use gloo_events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};
use yew::prelude::*;

use crate::state::{Action, AppState, EXPLORE_LIMIT, EXPLORE_WORK_EVENTS};

/// Changes whenever the worker's code may (the build script hashes its sources): the
/// worker's files have no hash in their names, so the address carries it, and a cached
/// copy of another build is never used.
const WORKER_VERSION: &str = env!("ACKLAB_EXPLORER_VERSION");

/// A worker on a run, with its two listeners (removed when the run is over) and
/// whether the run finished.
struct Running {
    worker: Worker,
    finished: Rc<Cell<bool>>,
    _listeners: [EventListener; 2],
}

/// The worker kept between sweeps, if one finished.
type Idle = Rc<RefCell<Option<Worker>>>;

/// Runs the state's sweep, if there is one, in a worker.
#[hook]
pub fn use_explorer_worker(state: &UseReducerHandle<AppState>) {
    let run = state.exploring.as_ref().map(|r| (r.id, r.pairs));
    let scenario = state.scenario.clone();
    let dispatcher = state.dispatcher();
    let idle: Idle = use_mut_ref(|| None);
    use_effect_with(run, move |run| {
        let running = begin(*run, &scenario, &dispatcher, &idle);
        move || end(running, &idle)
    });
}

/// Starts the worker for a run, or says why it could not start.
#[inline(never)]
fn begin(
    run: Option<(u32, bool)>,
    scenario: &acklab_sim::Scenario,
    dispatcher: &UseReducerDispatcher<AppState>,
    idle: &Idle,
) -> Option<Running> {
    let (id, pairs) = run?;
    // Compact, as in a share link (src/url.rs): the same serializer, no second copy.
    let json = serde_json::to_string(scenario).unwrap_or_default();
    let kept = idle.borrow_mut().take();
    start(id, pairs, &json, kept, dispatcher.clone())
        .map_err(|reason| dispatcher.dispatch(Action::ExploreFailed { run: id, reason }))
        .ok()
}

/// A finished run's worker waits for the next; any other is terminated.
#[inline(never)]
fn end(running: Option<Running>, idle: &Idle) {
    let Some(running) = running else {
        return;
    };
    if running.finished.get() {
        if let Some(old) = idle.borrow_mut().replace(running.worker) {
            old.terminate();
        }
    } else {
        running.worker.terminate();
    }
}

#[inline(never)]
fn start(
    run: u32,
    pairs: bool,
    scenario: &str,
    kept: Option<Worker>,
    dispatcher: UseReducerDispatcher<AppState>,
) -> Result<Running, &'static str> {
    let unavailable = |_| "explore-unavailable";
    let worker = match kept {
        Some(worker) => worker,
        None => Worker::new(&format!("explorer.js?v={WORKER_VERSION}")).map_err(unavailable)?,
    };
    let (answers, finished) = (dispatcher.clone(), Rc::new(Cell::new(false)));
    let done = finished.clone();
    let on_message = EventListener::new(&worker, "message", move |event| {
        let text = event
            .dyn_ref::<MessageEvent>()
            .and_then(|m| m.data().as_string());
        if let Some(action) = text.and_then(|text| read(run, &text)) {
            // Kept for the next sweep after single faults only: a pairs sweep leaves the
            // worker's memory at its peak, which a WebAssembly memory never gives back.
            done.set(!pairs && matches!(action, Action::Explored { .. }));
            answers.dispatch(action);
        }
    });
    // The worker's script could not be fetched (offline before a first exploration,
    // or refused by the host).
    let on_error = EventListener::new(&worker, "error", move |_| {
        let reason = "explore-unavailable";
        dispatcher.dispatch(Action::ExploreFailed { run, reason });
    });
    // The options on the first line, the scenario's JSON after it (static/explorer.js).
    let request = format!("{pairs} {EXPLORE_LIMIT} {EXPLORE_WORK_EVENTS}\n{scenario}");
    if worker.post_message(&JsValue::from_str(&request)).is_err() {
        worker.terminate();
        return Err("explore-unavailable");
    }
    Ok(Running {
        worker,
        finished,
        _listeners: [on_message, on_error],
    })
}

/// One message of the worker: `progress <done> <total>`, `done <wire form>` or
/// `failed <reason>`.
#[inline(never)]
fn read(run: u32, text: &str) -> Option<Action> {
    let (kind, rest) = text.split_once(' ')?;
    match kind {
        "progress" => {
            let (done, total) = rest.split_once(' ')?;
            let (done, total) = (done.parse().ok()?, total.parse().ok()?);
            Some(Action::ExploreProgress { run, done, total })
        }
        // The worker's own words are for a bug report, not for the learner: the notice
        // says in the learner's language that the explorer failed.
        "done" | "failed" => Some(match Exploration::from_wire(rest) {
            Some(exploration) if kind == "done" => Action::Explored {
                run,
                exploration: Rc::new(exploration),
            },
            _ => Action::ExploreFailed {
                run,
                reason: "explore-crashed",
            },
        }),
        _ => None,
    }
}
