//! The verdict: the per-message ledger, the core's explanation of each bad outcome
//! with links that jump to the ticks it names, and a live summary for screen readers.

use std::rc::Rc;

use acklab_sim::{Outcome, Scenario};
use yew::prelude::*;

use crate::causes::cause_text;
use crate::hooks::{use_drawn_later, Drawn};
use crate::i18n::{tr, tr_args};
use crate::view::summary;
use crate::view::SimView;

#[derive(Properties, PartialEq, Clone)]
pub struct VerdictProps {
    pub view: Rc<SimView>,
    pub scenario: Rc<Scenario>,
    pub on_jump: Callback<u64>,
    /// Set for each consumer of a comparison ("-a", "-b"), so that ids stay unique; B's
    /// summary is not the page's status.
    #[prop_or_default]
    pub side: AttrValue,
}

/// Which messages the ledger lists, in their own order, and how many went wrong: up to
/// `limit`, chosen among those that went wrong first (the core says which: out of
/// order and phantom too), then the rest; a long ledger lists only those that went
/// wrong unless `all`. Marked rather than sorted: a sort costs the bundle kilobytes.
pub fn ledger_rows(outcomes: &[Outcome], limit: usize, all: bool) -> (Vec<usize>, usize) {
    let went_wrong = |i: usize| outcomes[i].needs_attention();
    let wrong = (0..outcomes.len()).filter(|&i| went_wrong(i)).count();
    let filtering = outcomes.len() > FILTER_FROM && wrong > 0 && !all;
    let mut shown = vec![false; outcomes.len()];
    let mut room = limit;
    for pass_wrong in [true, false] {
        for (i, shown) in shown.iter_mut().enumerate() {
            if room > 0 && (!filtering || went_wrong(i)) && went_wrong(i) == pass_wrong {
                *shown = true;
                room -= 1;
            }
        }
    }
    ((0..shown.len()).filter(|&i| shown[i]).collect(), wrong)
}

/// The ledger shows at most this many messages, those that went wrong first (then more
/// on request). Each row carries its causes: 60 rows were a third of the elements a
/// crowded run's last tick drew.
const LEDGER_ROWS: usize = 40;

/// An icon as well as a word, so that no outcome is told by colour alone.
pub fn outcome_icon(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Ok => "✔",
        Outcome::Lost => "✖",
        Outcome::Duplicated => "×2",
        Outcome::DeadLettered => "‖",
        Outcome::Pending => "…",
        Outcome::OutOfOrder => "⇅",
        Outcome::Phantom => "◌",
    }
}

/// One message's row, and below it a row as wide as the table with the explanation,
/// so that an explanation is never squeezed into a narrow column. On a phone each
/// row is a card, and each number carries its label (the table's head is hidden).
fn rows(props: &VerdictProps, index: usize) -> Html {
    let view = &props.view;
    let verdict = &view.verdicts[index];
    let causes = verdict.causes.iter().map(|cause| {
        let text = cause_text(cause, &props.scenario, view.trace(), index);
        // The sentence, then a small link that moves the timeline to its tick.
        let jump = cause.event().and_then(|e| view.trace().get(e)).map(|event| {
            let tick = event.tick;
            let onclick = props.on_jump.reform(move |_: MouseEvent| tick);
            let label = tr_args("jump-to", &[("tick", tick.into())]);
            html! { <button class="jump" aria-label={label.clone()} title={label} {onclick}>{ format!("t={tick}") }</button> }
        });
        html! { <li>{ text }{ " " }{ jump }</li> }
    });
    let outcome = verdict.outcome;
    let labelled = |key: &str, value: Html| {
        html! {
            <td><span class="cell-label">{ tr(key) }{ ": " }</span>{ value }</td>
        }
    };
    html! { <>
        <tr class={classes!("verdict-row", outcome.name(), (!verdict.causes.is_empty()).then_some("has-causes"))}>
            <th scope="row">{ &verdict.id }</th>
            <td>{ tr(&crate::keys::op(verdict.op)) }</td>
            { labelled("applied", html! { verdict.applied }) }
            { labelled("deliveries", html! { verdict.deliveries }) }
            <td class="outcome">{ outcome_icon(outcome) }{ " " }{ tr(&crate::keys::outcome(outcome)) }</td>
        </tr>
        if !verdict.causes.is_empty() {
            <tr class="why"><td colspan="5"><ol class="causes" aria-label={tr_args("why-of", &[("id", verdict.id.clone().into())])}>{ for causes }</ol></td></tr>
        }
    </> }
}

/// The verdict in one sentence; nothing has finished while every message is still
/// pending at the first tick.
fn summary_of(view: &SimView) -> String {
    let untouched = view.totals.pending as usize == view.verdicts.len();
    if view.tick == 0 && untouched {
        tr("summary-start")
    } else {
        summary(&view.totals)
    }
}

/// Above this many messages the ledger offers to show only those that went wrong.
const FILTER_FROM: usize = 12;

#[function_component(Verdict)]
pub fn verdict(props: &VerdictProps) -> Html {
    // The summary, the page's status, tells the current tick at once; a crowded run's
    // ledger is drawn a task after the rest of the page.
    let summary_text = summary_of(&props.view);
    let drawn = use_drawn_later(Drawn {
        view: props.view.clone(),
        scenario: props.scenario.clone(),
    });
    let props = &VerdictProps {
        view: drawn.view,
        scenario: drawn.scenario,
        ..props.clone()
    };
    let all = use_state(|| false);
    // How many rows the ledger lists; "Show more" adds a screenful.
    let limit = use_state(|| LEDGER_ROWS);
    let view = &props.view;
    let outcomes: Vec<Outcome> = view.verdicts.iter().map(|v| v.outcome).collect();
    let (order, wrong) = ledger_rows(&outcomes, *limit, *all);
    let hidden = view.verdicts.len() - order.len();
    let toggle = (view.verdicts.len() > FILTER_FROM && wrong > 0).then(|| {
        let all = all.clone();
        let label = if *all { tr("ledger-show-wrong") } else { tr_args("ledger-show-all", &[("count", (view.verdicts.len() as u64).into())]) };
        html! { <button class="small" onclick={Callback::from(move |_: MouseEvent| all.set(!*all))}>{ label }</button> }
    });
    html! {
        <section class="panel verdict" aria-labelledby={super::labelled_by("verdict-title", &props.side)}>
            <h2 id={format!("verdict-title{}", props.side)} tabindex="-1">{ tr("verdict-title") }</h2>
            // One status for the page: a compared second consumer's summary is not read out twice.
            <p class="summary" role={(props.side != "-b").then_some("status")} aria-live={(props.side != "-b").then_some("polite")}>{ summary_text }</p>
            { toggle.unwrap_or_default() }
            <div class="table-scroll"><table class="ledger">
                <thead><tr>
                    <th scope="col">{ tr("message") }</th><th scope="col">{ tr("operation") }</th>
                    <th scope="col">{ tr("applied") }</th><th scope="col">{ tr("deliveries") }</th>
                    <th scope="col">{ tr("outcome") }</th>
                </tr></thead>
                <tbody>{ for order.into_iter().map(|index| rows(props, index)) }</tbody>
            </table></div>
            if hidden > 0 {
                <p class="muted">{ tr_args("more-rows", &[("count", (hidden as u64).into())]) }{ " " }
                    <button class="small" onclick={{ let limit = limit.clone(); Callback::from(move |_: MouseEvent| limit.set(*limit + LEDGER_ROWS)) }}>
                        { tr_args("show-more", &[("count", (hidden.min(LEDGER_ROWS) as u64).into())]) }</button></p>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::{ledger_rows, FILTER_FROM};
    use acklab_sim::Outcome;

    /// A long ledger lists the messages that went wrong, and an update the order
    /// overwrote or a phantom order is one of them (the ledger used to hide both).
    #[test]
    fn a_long_ledger_lists_out_of_order_and_phantom_messages() {
        let mut outcomes = vec![Outcome::Ok; FILTER_FROM + 5];
        outcomes[3] = Outcome::OutOfOrder;
        outcomes[7] = Outcome::Phantom;
        outcomes[9] = Outcome::Pending;
        let (rows, wrong) = ledger_rows(&outcomes, 40, false);
        assert_eq!((rows, wrong), (vec![3, 7], 2));
        let (all, _) = ledger_rows(&outcomes, 4, true);
        assert_eq!(
            all,
            vec![0, 1, 3, 7],
            "chosen wrong first, listed in their own order"
        );
    }
}
