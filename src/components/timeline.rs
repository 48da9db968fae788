//! The timeline: a sequence diagram with one lane per component and one row per tick,
//! for the ticks just before the current one (only those rows are rendered, so it
//! stays light with 1,000 messages). Focusing or hovering an event explains it; an
//! ack, a publish or a charge can be turned into a fault from here.

use std::rc::Rc;

use acklab_sim::{EventKind, Fault, Scenario, TraceEvent};
use yew::prelude::*;

use crate::components::events::event_text;
use crate::i18n::{tr, tr_args};
use crate::view::SimView;

#[derive(Properties, PartialEq)]
pub struct TimelineProps {
    pub view: Rc<SimView>,
    pub scenario: Rc<Scenario>,
    pub on_jump: Callback<u64>,
    pub on_add_fault: Callback<Fault>,
}

/// How many ticks the diagram shows, ending at the current tick.
const WINDOW_TICKS: u64 = 24;

/// The lane an event is drawn in, and its mark.
fn lane_of(kind: &EventKind, workers: usize) -> (usize, &'static str) {
    use EventKind::*;
    let lane = |w: &u32| 2 + *w as usize;
    match kind {
        Published { .. } | DuplicatePublishDropped { .. } => (0, "→"),
        PublishRejected { .. } | PublishConfirmLost { .. } | PublishGaveUp { .. } => (0, "✖"),
        Delivered { .. } => (1, "→"),
        DeadLettered { .. } | CopyDropped { .. } | BrokerCrashed { .. } => (1, "✖"),
        VisibilityExpired { .. }
        | RetryScheduled { .. }
        | CopyRequeued { .. }
        | BrokerRestarted => (1, "↺"),
        EffectCommitted { .. } => (2 + workers, "■"),
        Charged { .. }
        | ChargeReplayed { .. }
        | ChargeFoundByStatus { .. }
        | ChargeNotFoundByStatus { .. } => (3 + workers, "$"),
        PaymentResponseLost { .. } => (3 + workers, "✖"),
        Crashed { worker, .. } | AckLost { worker, .. } | ApplyFailed { worker, .. } => {
            (lane(worker), "✖")
        }
        Acked { worker, .. } => (lane(worker), "✔"),
        StepDone { worker, .. }
        | DedupHit { worker, .. }
        | DedupRecorded { worker, .. }
        | DedupWait { worker, .. }
        | DedupConflict { worker, .. }
        | Applied { worker, .. }
        | Committed { worker, .. }
        | RolledBack { worker, .. }
        | AckIgnored { worker, .. }
        | Abandoned { worker, .. }
        | Finished { worker, .. }
        | Restarted { worker }
        | Stalled { worker, .. } => (lane(worker), "•"),
    }
}

/// The fault that would make this event go wrong, if it can be injected from here.
fn fault_for(event: &TraceEvent, view: &SimView, scenario: &Scenario) -> Option<(String, Fault)> {
    let copy = view.copies.get(event.kind.copy()? as usize)?;
    let message = scenario.messages.get(copy.message)?.id.clone();
    match event.kind {
        EventKind::Acked { delivery, .. } => {
            Some((tr("lose-this-ack"), Fault::LoseAck { message, delivery }))
        }
        EventKind::Published { .. } => Some((
            tr("lose-this-confirm"),
            Fault::LosePublishConfirm { message },
        )),
        EventKind::Charged { delivery, .. } => Some((
            tr("lose-this-response"),
            Fault::LosePaymentResponse { message, delivery },
        )),
        _ => None,
    }
}

#[function_component(Timeline)]
pub fn timeline(props: &TimelineProps) -> Html {
    let focused = use_state(|| None::<String>);
    let (view, scenario) = (&props.view, &props.scenario);
    let workers = scenario.workers as usize;
    let mut lanes = vec![tr("producer"), tr("broker")];
    lanes.extend((1..=workers).map(|n| tr_args("worker-name", &[("number", (n as u64).into())])));
    lanes.extend([tr("database"), tr("payments")]);
    let first = view.tick.saturating_sub(WINDOW_TICKS - 1);
    let start = view.trace.partition_point(|e| e.tick < first);
    let shown = &view.trace[start..];
    let rows = (first..=view.tick).map(|tick| {
        let events: Vec<&TraceEvent> = shown.iter().filter(|e| e.tick == tick).collect();
        let cells = (0..lanes.len()).map(|lane| {
            let marks = events.iter().filter(|e| lane_of(&e.kind, workers).0 == lane).map(|event| {
                let text = event_text(view, scenario, event);
                let mark = lane_of(&event.kind, workers).1;
                // Arrows and results carry the message id, so a row reads like a
                // sequence diagram: "→ m1" in the broker lane is m1 leaving for a worker.
                let id = event.kind.copy().and_then(|c| view.copies.get(c as usize)).map(|c| c.wire_id.as_str());
                let label = match (mark, id) {
                    ("•", _) | (_, None) => mark.to_string(),
                    (_, Some(id)) => format!("{mark} {id}"),
                };
                let explain = { let (focused, text) = (focused.clone(), text.clone()); Callback::from(move |_: FocusEvent| focused.set(Some(text.clone()))) };
                let hover = { let (focused, text) = (focused.clone(), text.clone()); Callback::from(move |_: MouseEvent| focused.set(Some(text.clone()))) };
                let jump = props.on_jump.reform(move |_: MouseEvent| tick);
                let inject = fault_for(event, view, scenario).map(|(label, fault)| {
                    let onclick = props.on_add_fault.reform(move |_: MouseEvent| fault.clone());
                    html! { <button class="inject" aria-label={label.clone()} title={label} {onclick}>{ "✖?" }</button> }
                });
                html! { <span class="mark-wrap">
                    <button class={classes!("mark", (mark == "✖").then_some("bad"))} aria-label={text.clone()} title={text}
                        onfocus={explain} onmouseenter={hover} onclick={jump}>{ label }</button>{ inject }
                </span> }
            });
            html! { <td>{ for marks }</td> }
        });
        html! { <tr class={classes!((tick == view.tick).then_some("now"))}><th scope="row">{ tick }</th>{ for cells }</tr> }
    });
    html! {
        <section class="panel timeline" aria-labelledby="timeline-title">
            <h2 id="timeline-title">{ tr("timeline-title") }</h2>
            <p class="help">{ (*focused).clone().unwrap_or_else(|| tr("timeline-help")) }</p>
            <div class="table-scroll">
                <table class="lanes">
                    <thead><tr><th scope="col">{ "t" }</th>{ for lanes.iter().map(|l| html! { <th scope="col">{ l }</th> }) }</tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        </section>
    }
}
