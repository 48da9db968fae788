//! The faults of the scenario: which message and delivery the gutter's crash points
//! target, the list of faults, and a menu to add the other kinds.

use std::rc::Rc;

use acklab_sim::{Fault, FaultKind, Scenario};
use yew::prelude::*;

use crate::components::settings::target_value;
use crate::fields::{fluent_message, Field, FieldArg};

use crate::components::target::{target_view, TargetView};
use crate::i18n::{tr, tr_args, Arg};
use crate::state::FaultTarget;

#[derive(Properties, PartialEq)]
pub struct FaultsProps {
    pub scenario: Rc<Scenario>,
    pub target: FaultTarget,
    pub on_target: Callback<FaultTarget>,
    pub on_edit: Callback<Scenario>,
    /// Adds a fault of a kind at the target (the state knows the tick on screen).
    pub on_add: Callback<FaultKind>,
    /// A lesson's question is open: the faults wait for the prediction.
    #[prop_or_default]
    pub locked: bool,
    /// Whether the panel shows its own message and delivery choice (not when the
    /// consumer's panel, which has the same choice, is on screen).
    #[prop_or(true)]
    pub show_target: bool,
}

/// How many faults the list shows before its "show all" button: a shared link may
/// carry a thousand, which would make the page many screens tall.
const FAULT_ROWS: usize = 20;

/// The fault kinds the menu offers: all but the crash, whose points come from the gutter.
pub const KINDS: &[FaultKind] = FaultKind::ALL.split_at(1).1;

/// A fault's fields as the arguments of its messages (the list's and the explorer's),
/// through the one bridge from core values to Fluent: `after` reads as `$step`.
pub fn fault_args(fault: &Fault) -> Vec<(String, Arg)> {
    let (_, args) = fluent_message(fault, ("kind", "fault"), |name, field| {
        match (name, field) {
            ("after", Field::Text(step)) => Some(FieldArg::Named("step", Arg::Text(step.clone()))),
            _ => None,
        }
    });
    args
}

/// A fault in words, for the list.
pub fn describe(fault: &Fault) -> String {
    tr_args(&crate::keys::fault(fault.kind()), &fault_args(fault))
}

/// The kinds the menu offers: those the scenario can take at the target (the core tries
/// each, so that Add never fails), in the menu's order.
fn offered(scenario: &Scenario, target: FaultTarget) -> Vec<FaultKind> {
    let spot = acklab_sim::FaultSpot {
        message: target.message,
        delivery: target.delivery,
        tick: 0,
    };
    KINDS
        .iter()
        .copied()
        .filter(|k| scenario.with_fault_of_kind(*k, spot).is_some())
        .collect()
}

/// The scenario's faults, each with its remove button; past `FAULT_ROWS`, the rest
/// behind a "show all" button.
fn fault_rows(props: &FaultsProps, show_all: UseStateHandle<bool>) -> Html {
    let faults = &props.scenario.faults;
    let all = *show_all;
    let shown = if all {
        faults.len()
    } else {
        faults.len().min(FAULT_ROWS)
    };
    let hidden = faults.len() - shown;
    let list = faults[..shown].iter().enumerate().map(|(index, fault)| {
        let (scenario, on_edit) = (props.scenario.clone(), props.on_edit.clone());
        let remove = Callback::from(move |_: MouseEvent| {
            let mut next = (*scenario).clone();
            next.faults.remove(index);
            on_edit.emit(next);
        });
        html! { <li>{ describe(fault) }{ " " }<button class="small" aria-label={tr("fault-remove")} onclick={remove}>{ "✕" }</button></li> }
    });
    html! {
        <>
            if faults.is_empty() { <p class="muted">{ tr("fault-none") }</p> }
            <ul class="plain">{ for list }</ul>
            // One button in both states, so that the keyboard's focus stays on it.
            if faults.len() > FAULT_ROWS {
                <p><button class="small" aria-expanded={all.to_string()} onclick={move |_| show_all.set(!all)}>
                    { if all { tr("faults-show-fewer") } else { tr_args("faults-show-all", &[("count", (hidden as u64).into())]) } }
                </button></p>
            }
        </>
    }
}

#[function_component(Faults)]
pub fn faults(props: &FaultsProps) -> Html {
    let kind = use_state(|| KINDS[0]);
    let show_all = use_state(|| false);
    // Folded while the scenario has no fault, until the learner unfolds it: a newcomer
    // meets the lines first.
    let unfolded = use_state(|| None::<bool>);
    let open = unfolded.unwrap_or(!props.scenario.faults.is_empty());
    let ontoggle = {
        let unfolded = unfolded.clone();
        Callback::from(move |event: Event| {
            unfolded.set(Some(crate::components::settings::is_open(&event)))
        })
    };
    let target = props.target;
    let on_kind = {
        let kind = kind.clone();
        // Only the menu's own options can arrive here; anything else changes nothing.
        Callback::from(move |e: Event| {
            if let Some(picked) = FaultKind::from_name(&target_value(&e)) {
                kind.set(picked);
            }
        })
    };
    // Only the kinds that can happen in this scenario (a log has no acks to lose, and
    // only a producer with a pipeline can crash).
    // The core tries each kind on a copy of the scenario: done only while the panel is
    // unfolded, and again only when the scenario or the target changes.
    let offered = use_memo(
        (props.scenario.clone(), target, open),
        |(scenario, target, open)| {
            if *open {
                offered(scenario, *target)
            } else {
                Vec::new()
            }
        },
    );
    let chosen = if offered.contains(&kind) {
        *kind
    } else {
        offered.first().copied().unwrap_or(*kind)
    };
    let add = props.on_add.reform(move |_: MouseEvent| chosen);
    html! {
        <details class="panel faults" {open} {ontoggle}>
            <summary><h2 id="faults-title">{ tr("faults-title") }</h2></summary>
            if open {
            { crate::components::editor::locked_note(props.locked) }
            <fieldset class="edits" disabled={props.locked}>
            if props.show_target {
                { target_view(TargetView { messages: &props.scenario.messages, max_deliveries: props.scenario.broker.max_deliveries,
                    target, on_target: props.on_target.clone() }) }
            }
            { fault_rows(props, show_all) }
            <p>
                <label>{ tr("fault-kind") }{ " " }<select onchange={on_kind}>
                    { for offered.iter().map(|k| html! { <option value={k.name()} selected={*k == chosen}>{ tr(&crate::keys::fault_menu(*k)) }</option> }) }
                </select></label>{ " " }
                <button onclick={add}>{ tr("fault-add") }</button>
            </p>
            </fieldset>
            }
        </details>
    }
}
