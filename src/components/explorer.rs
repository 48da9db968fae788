//! "What could go wrong?": the explorer's buttons and a running sweep's progress; its
//! answer is a part of its own (components::explorer_answer).

use std::rc::Rc;

use acklab_sim::{Exploration, Fault, Scenario};

use crate::components::lazy::Lazy;
use crate::state::ExploreRun;
use yew::prelude::*;

use crate::i18n::{tr, tr_args};

#[derive(Properties, Clone)]
pub struct ExplorerProps {
    pub exploration: Option<Rc<Exploration>>,
    pub scenario: Rc<Scenario>,
    /// The scenario's faults when it was explored; a replay adds one cell's fault.
    pub base_faults: Vec<Fault>,
    /// Too many messages to explore in the browser: the button says why beside it.
    pub too_big: bool,
    /// What the replayed cell's run did, if a cell was replayed.
    pub replayed: Option<String>,
    /// The sweep running in the worker, if one is: its progress and a Cancel button.
    pub exploring: Option<ExploreRun>,
    /// Starts a sweep: single faults (`false`) or pairs too (`true`).
    pub on_explore: Callback<bool>,
    pub on_cancel: Callback<()>,
    pub on_replay: Callback<Vec<Fault>>,
    /// Opens the glossary at a term.
    pub on_glossary: Callback<String>,
}

/// An exploration is compared by identity: the app state makes a new one for every
/// sweep, and comparing two by content took 2.5 KB of the bundle.
impl PartialEq for ExplorerProps {
    fn eq(&self, other: &Self) -> bool {
        let same_exploration = match (&self.exploration, &other.exploration) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (a, b) => a.is_none() && b.is_none(),
        };
        same_exploration
            && Rc::ptr_eq(&self.scenario, &other.scenario)
            && self.base_faults == other.base_faults
            && self.too_big == other.too_big
            && self.replayed == other.replayed
            && self.exploring == other.exploring
            && self.on_explore == other.on_explore
            && self.on_cancel == other.on_cancel
            && self.on_replay == other.on_replay
            && self.on_glossary == other.on_glossary
    }
}

/// The two buttons (single faults; pairs too), and beside them why they cannot run on
/// this scenario, if they cannot. While a sweep runs they wait for it.
fn explore_buttons(props: &ExplorerProps, primary: bool) -> Html {
    // The refusal is already beside the buttons; a click adds nothing far away.
    let idle = !props.too_big && props.exploring.is_none();
    let button = |pairs: bool, key: &str, primary: bool| {
        let on_explore = props.on_explore.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            if idle {
                on_explore.emit(pairs);
            }
        });
        html! { <button class={classes!(primary.then_some("primary"))} aria-disabled={(!idle).to_string()}
        aria-describedby={props.too_big.then_some("explore-refusal")} {onclick}>{ tr(key) }</button> }
    };
    let limit = (crate::state::EXPLORE_MAX_MESSAGES as u64).into();
    html! { <p class="explore-run">
        { button(false, "explore", primary) }{ button(true, "explore-pairs", false) }
        if props.too_big {
            { " " }<span id="explore-refusal" class="invalid">{ tr_args("explore-too-big", &[("limit", limit)]) }</span>
        }
    </p> }
}

/// A running sweep's progress (the worker's count of schedules) and its Cancel button,
/// which hands the keyboard's focus back to the panel's first button as it goes.
fn progress(props: &ExplorerProps) -> Html {
    let Some(run) = &props.exploring else {
        return Html::default();
    };
    let on_cancel = props.on_cancel.reform(|event: MouseEvent| {
        let panel = event
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .and_then(|cancel| cancel.closest(".explorer").ok().flatten());
        let first = panel.and_then(|p| p.query_selector("button").ok().flatten());
        if let Some(button) =
            first.and_then(|b| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b).ok())
        {
            let _ = button.focus();
        }
    });
    let counts = [("done", run.done.into()), ("total", run.total.into())];
    html! { <p class="explore-progress">
        <progress max={run.total.max(1).to_string()} value={run.done.to_string()} aria-label={tr("explore-progress-label")}></progress>
        <span>{ tr_args("explore-progress", &counts) }</span>
        <button onclick={on_cancel}>{ tr("explore-cancel") }</button>
    </p> }
}

#[function_component(Explorer)]
pub fn explorer(props: &ExplorerProps) -> Html {
    // While a sweep runs, its progress replaces the last result (redrawn ten times a
    // second, a large matrix would keep the page busy). The result is a part fetched
    // the first time one is shown (src/chunks.rs).
    let shown = props.exploration.is_some() && props.exploring.is_none();
    html! {
        <section class="panel explorer" aria-labelledby="explorer-title">
            <h2 id="explorer-title">{ tr("explorer-title") }</h2>
            { explore_buttons(props, !shown) }
            { progress(props) }
            if shown {
                <Lazy<ExplorerProps> part={&crate::chunks::EXPLORER} props={props.clone()} />
            }
        </section>
    }
}
