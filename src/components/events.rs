//! The most recent trace events up to the current tick: a compact log beside the
//! system view, each line a Fluent message `event-<kind>`.

use std::rc::Rc;

use acklab_sim::{Scenario, TraceEvent};
use yew::prelude::*;

use crate::fields::{fluent_message, Field, FieldArg};
use crate::i18n::{tr, tr_args, Arg};
use crate::view::SimView;

#[derive(Properties, PartialEq)]
pub struct EventsProps {
    pub view: Rc<SimView>,
    pub scenario: Rc<Scenario>,
}

const SHOWN: usize = 14;

/// One event in words, with its tick.
pub fn event_text(view: &SimView, scenario: &Scenario, event: &TraceEvent) -> String {
    // Copies and messages are named by their ids; an absent value says nothing.
    let (key, args) = fluent_message(&event.kind, ("kind", "event"), |name, field| {
        match (name, field) {
            ("copy", Field::Number(n)) => {
                let id = view.copies().get(*n as usize).map(|c| c.wire_id.clone());
                Some(FieldArg::Named("id", Arg::Text(id.unwrap_or_default())))
            }
            ("message", Field::Number(n)) => {
                let id = scenario.messages.get(*n as usize).map(|m| m.id.clone());
                Some(FieldArg::As(Arg::Text(id.unwrap_or_default())))
            }
            // A partition left without an owner: the messages select on "none".
            ("worker", Field::Nothing) => Some(FieldArg::As(Arg::Text("none".into()))),
            (_, Field::Nothing) => Some(FieldArg::Skip),
            // Any other field goes to the message as it is.
            (_, Field::Number(_) | Field::Text(_) | Field::Bool(_)) => None,
        }
    });
    format!("t={} {}", event.tick, tr_args(&key, &args))
}

#[function_component(Events)]
pub fn events(props: &EventsProps) -> Html {
    let view = &props.view;
    let start = view.trace().len().saturating_sub(SHOWN);
    html! {
        <section class="panel events" aria-labelledby="events-title">
            <h2 id="events-title">{ tr("events-title") }</h2>
            if view.trace().is_empty() {
                <p class="muted">{ tr("no-events") }</p>
            } else {
                <ol class="log" start={(start + 1).to_string()}>
                    { for view.trace()[start..].iter().map(|e| html! { <li>{ event_text(view, &props.scenario, e) }</li> }) }
                </ol>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::event_text;
    use crate::view::SimView;

    /// Every event the corpus records has an English message with its arguments.
    #[test]
    fn every_event_of_the_corpus_reads_in_english() {
        crate::i18n::activate("en");
        let mut kinds = std::collections::BTreeSet::new();
        for (name, scenario) in crate::corpus() {
            let view = SimView::of(&scenario, u64::MAX / 2);
            for event in view.trace() {
                let text = event_text(&view, &scenario, event);
                assert!(
                    !text.contains("event-") && !text.contains('{'),
                    "{name}: {text}"
                );
                kinds.insert(
                    serde_json::to_value(&event.kind).expect("serialises")["kind"].to_string(),
                );
            }
        }
        assert!(
            kinds.len() >= 30,
            "only {} kinds of event seen: {kinds:?}",
            kinds.len()
        );
    }
}
