//! The explorer's answer: the derived guarantee, what it means and was derived from, and
//! a matrix of fault points × messages; clicking a cell replays that schedule. A part
//! fetched the first time an answer is shown (src/chunks.rs).

use std::cell::RefCell;
use std::rc::Rc;

use acklab_sim::{Exploration, Fault, Outcome, Scope};
use yew::prelude::*;

use crate::components::explorer::ExplorerProps;
use crate::components::verdict::outcome_icon;
use crate::i18n::{tr, tr_args};

/// The row a single added fault belongs to, e.g. "crash after apply (delivery 1)".
fn fault_point(fault: &Fault) -> String {
    let args = crate::components::faults::fault_args(fault);
    tr_args(&crate::keys::fault_point(fault.kind()), &args)
}

/// The `guarantee-meaning` message's word for what was tried.
fn scope_word(pairs: bool, stopped: bool) -> &'static str {
    match (pairs, stopped) {
        (true, false) => "true",
        (false, false) => "false",
        (true, true) => "stopped-true",
        (false, true) => "stopped-false",
    }
}

/// What the guarantee means and the schedules it was derived from: it says nothing
/// about faults the explorer did not try.
fn scope_text(exploration: &Exploration) -> String {
    let pairs = exploration.scope == Scope::SingleFaultsAndPairs;
    let mut text = tr_args(
        "guarantee-meaning",
        &[
            ("guarantee", exploration.guarantee.name().into()),
            // A sweep stopped by its bound did not try every fault (or pair).
            ("pairs", scope_word(pairs, exploration.truncated).into()),
            ("schedules", u64::from(exploration.schedules).into()),
        ],
    );
    if exploration.truncated {
        let schedules = u64::from(exploration.schedules).into();
        text = format!(
            "{text} {}",
            tr_args("explored-truncated", &[("schedules", schedules)])
        );
    }
    text
}

/// What the derived guarantee promises, in one sentence, with its glossary entry.
fn definition(props: &ExplorerProps, exploration: &Exploration) -> Html {
    let name = exploration.guarantee.name();
    let term = (name != "none").then(|| {
        let onclick = props
            .on_glossary
            .reform(move |_: MouseEvent| name.to_string());
        html! { <>{ " " }<button class="link" {onclick}>{ tr("in-glossary") }</button></> }
    });
    html! { <p class="definition">{ tr_args("guarantee-defined", &[("guarantee", name.into())]) }{ term }</p> }
}

/// The matrix of fault points × messages; a click on a cell replays its schedule and
/// remembers the cell, so that it can be brought back into view.
fn matrix(
    props: &ExplorerProps,
    exploration: &Exploration,
    clicked: &Rc<RefCell<Option<web_sys::Element>>>,
) -> Html {
    let messages: Vec<&str> = props
        .scenario
        .messages
        .iter()
        .map(|m| m.id.as_str())
        .collect();
    // Each single-fault schedule with its row's words, worded once: a 30-message
    // scenario has hundreds of schedules and the matrix asks for each cell.
    let singles: Vec<(String, &acklab_sim::ScheduleResult)> = exploration
        .results
        .iter()
        .filter(|r| r.added.len() == 1)
        .map(|r| (fault_point(&r.added[0]), r))
        .collect();
    let mut rows: Vec<&str> = Vec::new();
    for (point, _) in &singles {
        if !rows.contains(&point.as_str()) {
            rows.push(point);
        }
    }
    let own = props.base_faults.clone();
    let cell = |row: &str, message: &str| {
        let (_, result) = singles
            .iter()
            .find(|(point, r)| point == row && r.added[0].message().is_none_or(|m| m == message))?;
        // The cell tells what became of its own message in that schedule, as the core
        // judged it; an answer without that message (one for another scenario) leaves
        // the cell empty rather than the page guessing an outcome.
        let index = props.scenario.message_index(message)?;
        let outcome = *result.outcomes.get(index)?;
        // A dead-lettered message is parked: the matrix says so, apart from lost.
        let word = match outcome {
            Outcome::DeadLettered => tr("outcome-parked"),
            _ => tr(&crate::keys::outcome(outcome)),
        };
        let (icon, class) = (outcome_icon(outcome), outcome.name());
        let faults = [own.clone(), result.added.clone()].concat();
        let (on_replay, clicked) = (props.on_replay.clone(), clicked.clone());
        let onclick = Callback::from(move |event: MouseEvent| {
            let cell = event
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok());
            *clicked.borrow_mut() = cell;
            on_replay.emit(faults.clone());
        });
        Some(
            html! { <button class={classes!("cell", class)} aria-label={format!("{icon} {word}: {message}, {row}")} {onclick}>{ icon }</button> },
        )
    };
    html! {
        <div class="matrix-scroll">
            <table class="matrix">
                <thead><tr><th scope="col">{ tr("fault-point") }</th>{ for messages.iter().map(|m| html! { <th scope="col">{ *m }</th> }) }</tr></thead>
                <tbody>{ for rows.iter().map(|row| html! {
                    <tr><th scope="row">{ row }</th>{ for messages.iter().map(|m| html! { <td>{ cell(row, m).unwrap_or_default() }</td> }) }</tr>
                }) }</tbody>
            </table>
        </div>
    }
}

#[function_component(ExplorerAnswer)]
pub fn explorer_answer(props: &ExplorerProps) -> Html {
    // A replay redraws the panels above, which can push the clicked cell out of view:
    // the cell is remembered on click and brought back once the replayed run is drawn,
    // with the replay's outcome just above the matrix.
    let clicked = use_mut_ref(|| None::<web_sys::Element>);
    {
        let clicked = clicked.clone();
        use_effect_with(props.scenario.clone(), move |_| {
            // In a frame, scrolling would move the course page around the learner.
            if let Some(cell) = clicked
                .borrow_mut()
                .take()
                .filter(|_| !crate::browser::framed())
            {
                cell.scroll_into_view_with_bool(false);
            }
        });
    }
    let Some(exploration) = props.exploration.as_ref() else {
        return Html::default();
    };
    html! { <>
            <p class="guarantee"><strong>{ tr_args("guarantee", &[("name", exploration.guarantee.name().into())]) }</strong></p>
            { definition(props, exploration) }
            <p class="scope">{ scope_text(exploration) }</p>
            <p>{ tr_args("explored", &[("schedules", u64::from(exploration.schedules).into()), ("lost", u64::from(exploration.lost).into()), ("duplicated", u64::from(exploration.duplicated).into()), ("parked", u64::from(exploration.parked).into())]) }</p>
            if exploration.parked > 0 { <p class="parked-note">{ tr("parked-note") }</p> }
            if exploration.out_of_order > 0 {
                <p class="out-of-order-note">{ tr_args("explored-out-of-order", &[("schedules", u64::from(exploration.out_of_order).into())]) }</p>
            }
            if exploration.phantom > 0 {
                <p class="phantom-note">{ tr_args("explored-phantom", &[("schedules", u64::from(exploration.phantom).into())]) }</p>
            }
            { crate::components::explorer_examples::examples_list(&exploration.examples, &props.on_replay) }
            <p class="help">{ tr("explorer-help") }{ " " }{ tr("explorer-legend") }</p>
            if exploration.scope == Scope::SingleFaultsAndPairs { <p class="help">{ tr("explorer-pairs-note") }</p> }
            if let Some(replayed) = &props.replayed {
                <p class="replayed">{ tr_args("replayed", &[("outcome", replayed.clone().into())]) }</p>
            }
            { matrix(props, exploration, &clicked) }
    </> }
}

/// The answer drawn from its chunk: the only place that names it.
pub fn draw(props: &ExplorerProps) -> Html {
    html! { <ExplorerAnswer ..props.clone() /> }
}
