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

#[function_component(Faults)]
pub fn faults(props: &FaultsProps) -> Html {
    let kind = use_state(|| KINDS[0]);
    let show_all = use_state(|| false);
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
    let offered: Vec<FaultKind> = KINDS
        .iter()
        .copied()
        .filter(|k| k.offered_in(&props.scenario))
        .collect();
    let chosen = if offered.contains(&kind) {
        *kind
    } else {
        offered.first().copied().unwrap_or(*kind)
    };
    let add = props.on_add.reform(move |_: MouseEvent| chosen);
    let faults = &props.scenario.faults;
    let shown = if *show_all {
        faults.len()
    } else {
        faults.len().min(FAULT_ROWS)
    };
    let hidden = faults.len() - shown;
    let all = *show_all;
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
        <section class="panel faults" aria-labelledby="faults-title">
            <h2 id="faults-title">{ tr("faults-title") }</h2>
            { target_view(TargetView { messages: &props.scenario.messages, max_deliveries: props.scenario.broker.max_deliveries,
                target, on_target: props.on_target.clone() }) }
            if props.scenario.faults.is_empty() { <p class="muted">{ tr("fault-none") }</p> }
            <ul class="plain">{ for list }</ul>
            // One button in both states, so that the keyboard's focus stays on it.
            if faults.len() > FAULT_ROWS {
                <p><button class="small" aria-expanded={all.to_string()} onclick={move |_| show_all.set(!all)}>
                    { if all { tr("faults-show-fewer") } else { tr_args("faults-show-all", &[("count", (hidden as u64).into())]) } }
                </button></p>
            }
            <p>
                <label>{ tr("fault-kind") }{ " " }<select onchange={on_kind}>
                    { for offered.iter().map(|k| html! { <option value={k.name()} selected={*k == chosen}>{ tr(&crate::keys::fault_menu(*k)) }</option> }) }
                </select></label>{ " " }
                <button onclick={add}>{ tr("fault-add") }</button>
            </p>
        </section>
    }
}
