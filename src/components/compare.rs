//! Two consumers side by side: the one being edited (A) and one pinned beside it (B),
//! on the same messages, faults and settings, played in lockstep by the one set of
//! controls. Each has its verdict, system and timeline; the messages whose outcome
//! differs are listed above both.

use std::rc::Rc;

use acklab_sim::{Op, Scenario};
use yew::prelude::*;

use crate::components::editor::code;
use crate::components::system::System;
use crate::components::timeline::Timeline;
use crate::components::verdict::{outcome_icon, Verdict};
use crate::i18n::{tr, tr_args};
use crate::view::SimView;

/// What one side of the comparison shows, and what its controls ask for.
pub struct Side {
    pub view: Rc<SimView>,
    pub scenario: Rc<Scenario>,
    pub playing: bool,
    pub on_jump: Callback<u64>,
    pub on_add_fault: Callback<acklab_sim::Fault>,
    pub on_rules: Callback<()>,
}

/// The messages whose outcome differs between A and B at this tick, as the core's
/// verdicts say, each with both outcomes.
fn differences(a: &SimView, b: &SimView) -> Html {
    let outcome = |o: acklab_sim::Outcome| html! { <>{ outcome_icon(o) }{ " " }{ tr(&crate::keys::outcome(o)) }</> };
    let rows: Vec<Html> = a
        .verdicts
        .iter()
        .filter_map(|va| {
            let vb = b.verdicts.iter().find(|v| v.id == va.id)?;
            (va.outcome != vb.outcome).then(|| html! {
                <li><strong>{ &va.id }</strong>{ ": A " }{ outcome(va.outcome) }{ " · B " }{ outcome(vb.outcome) }</li>
            })
        })
        .collect();
    if rows.is_empty() {
        return html! { <p class="compare-same">{ tr("compare-same") }</p> };
    }
    html! {
        <div class="compare-differ" role="note">
            <p><strong>{ tr_args("compare-differ", &[("count", (rows.len() as u64).into())]) }</strong></p>
            <ul>{ for rows }</ul>
        </div>
    }
}

fn column(label: &str, side: &Side, id_suffix: &'static str) -> Html {
    let op = side
        .scenario
        .messages
        .first()
        .map_or(Op::CreateOrder, |m| m.op);
    let lines = side
        .scenario
        .pipeline
        .iter()
        .map(|step| html! { <li><code>{ code(*step, op) }</code></li> });
    html! {
        <div class="compare-side">
            <h3 id={format!("compare{id_suffix}")}>{ label }</h3>
            <ol class="code compare-lines">{ for lines }</ol>
            <Verdict view={side.view.clone()} scenario={side.scenario.clone()} on_jump={side.on_jump.clone()} side={id_suffix} />
            <System view={side.view.clone()} scenario={side.scenario.clone()} on_rules={side.on_rules.clone()} side={id_suffix} />
            <Timeline view={side.view.clone()} scenario={side.scenario.clone()} playing={side.playing}
                on_jump={side.on_jump.clone()} on_add_fault={side.on_add_fault.clone()} side={id_suffix} />
        </div>
    }
}

/// The comparison, in place of the single consumer's verdict, system and timeline.
pub fn compare_view(a: &Side, b: &Side, on_close: Callback<MouseEvent>) -> Html {
    html! {
        <section class="compare" aria-labelledby="compare-title">
            <div class="panel-head">
                <h2 id="compare-title">{ tr("compare-title") }</h2>
                <button onclick={on_close}>{ tr("compare-close") }</button>
            </div>
            <p class="help">{ tr("compare-help") }</p>
            { differences(&a.view, &b.view) }
            <div class="compare-columns">
                { column(&tr("compare-a"), a, "-a") }
                { column(&tr("compare-b"), b, "-b") }
            </div>
        </section>
    }
}
