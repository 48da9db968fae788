//! The most recent trace events up to the current tick: a compact log beside the
//! system view (the full sequence diagram comes later).

use std::rc::Rc;

use acklab_sim::TraceEvent;
use yew::prelude::*;

use crate::i18n::tr;
use crate::view::SimView;

#[derive(Properties, PartialEq)]
pub struct EventsProps {
    pub view: Rc<SimView>,
}

const SHOWN: usize = 14;

/// One event as a short line: tick, kind and the message copy it concerns.
fn line(view: &SimView, event: &TraceEvent) -> String {
    let value = serde_json::to_value(&event.kind).unwrap_or_default();
    let kind = value["kind"].as_str().unwrap_or("").replace('_', " ");
    let worker = value["worker"]
        .as_u64()
        .map(|w| format!(" · w{}", w + 1))
        .unwrap_or_default();
    let copy = event
        .kind
        .copy()
        .and_then(|c| view.copies.get(c as usize))
        .map(|c| format!(" · {}", c.wire_id))
        .unwrap_or_default();
    let step = value["step"]
        .as_str()
        .map(|s| format!(" {s}"))
        .unwrap_or_default();
    format!("t={} {kind}{step}{worker}{copy}", event.tick)
}

#[function_component(Events)]
pub fn events(props: &EventsProps) -> Html {
    let view = &props.view;
    let start = view.trace.len().saturating_sub(SHOWN);
    html! {
        <section class="panel events" aria-labelledby="events-title">
            <h2 id="events-title">{ tr("events-title") }</h2>
            if view.trace.is_empty() {
                <p class="muted">{ tr("no-events") }</p>
            } else {
                <ol class="log" start={(start + 1).to_string()}>
                    { for view.trace[start..].iter().map(|e| html! { <li>{ line(view, e) }</li> }) }
                </ol>
            }
        </section>
    }
}
