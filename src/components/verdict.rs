//! The verdict: the per-message ledger, the core's explanation of each bad outcome
//! with links that jump to the ticks it names, and a live summary for screen readers.

use std::rc::Rc;

use acklab_sim::{Outcome, Scenario};
use yew::prelude::*;

use crate::causes::cause_text;
use crate::i18n::{tr, tr_args};
use crate::state::summary;
use crate::view::SimView;

#[derive(Properties, PartialEq)]
pub struct VerdictProps {
    pub view: Rc<SimView>,
    pub scenario: Rc<Scenario>,
    pub on_jump: Callback<u64>,
}

/// The ledger shows at most this many messages, those that went wrong first.
const LEDGER_ROWS: usize = 60;

/// An icon as well as a word, so that no outcome is told by colour alone.
pub fn outcome_icon(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Ok => "✔",
        Outcome::Lost => "✖",
        Outcome::Duplicated => "×2",
        Outcome::DeadLettered => "‖",
        Outcome::Pending => "…",
    }
}

#[function_component(Verdict)]
pub fn verdict(props: &VerdictProps) -> Html {
    let view = &props.view;
    // Messages that went wrong first, then the rest, up to a screenful.
    let mut order: Vec<usize> = (0..view.verdicts.len()).collect();
    order.sort_by_key(|&i| view.verdicts[i].outcome == Outcome::Ok);
    let hidden = order.len().saturating_sub(LEDGER_ROWS);
    order.truncate(LEDGER_ROWS);
    order.sort_unstable();
    let rows = order.into_iter().map(|index| (index, &view.verdicts[index])).map(|(index, verdict)| {
        let causes = verdict.causes.iter().map(|cause| {
            let text = cause_text(cause, &props.scenario, &view.trace, index);
            // The sentence, then a small link that moves the timeline to its tick.
            let jump = cause.event().and_then(|e| view.trace.get(e)).map(|event| {
                let tick = event.tick;
                let onclick = props.on_jump.reform(move |_: MouseEvent| tick);
                let label = tr_args("jump-to", &[("tick", tick.into())]);
                html! { <button class="jump" aria-label={label.clone()} title={label} {onclick}>{ format!("t={tick}") }</button> }
            });
            html! { <li>{ text }{ " " }{ jump }</li> }
        });
        let outcome = verdict.outcome;
        html! {
            <tr class={classes!("verdict-row", outcome.name())}>
                <th scope="row">{ &verdict.id }</th>
                <td>{ tr(&format!("op-{}", verdict.op.name())) }</td>
                <td>{ verdict.applied }</td>
                <td>{ verdict.deliveries }</td>
                <td class="outcome">{ outcome_icon(outcome) }{ " " }{ tr(&format!("outcome-{}", outcome.name())) }</td>
                <td>if !verdict.causes.is_empty() { <ol class="causes">{ for causes }</ol> }</td>
            </tr>
        }
    });
    html! {
        <section class="panel verdict" aria-labelledby="verdict-title">
            <h2 id="verdict-title">{ tr("verdict-title") }</h2>
            <p class="summary" role="status" aria-live="polite">{ summary(&view.totals) }</p>
            <div class="table-scroll"><table class="ledger">
                <thead><tr>
                    <th scope="col">{ tr("message") }</th><th scope="col">{ tr("operation") }</th>
                    <th scope="col">{ tr("applied") }</th><th scope="col">{ tr("deliveries") }</th>
                    <th scope="col">{ tr("outcome") }</th><th scope="col"><span class="visually-hidden">{ tr("why") }</span></th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table></div>
            if hidden > 0 {
                <p class="muted">{ tr_args("more-rows", &[("count", (hidden as u64).into())]) }</p>
            }
        </section>
    }
}
