//! The system at the current tick: producer → broker (ready, in flight with its
//! visibility countdown, waiting to retry, dead letters) → workers.

use std::rc::Rc;

use acklab_sim::{CopyState, Scenario, WorkerState};
use yew::prelude::*;

use crate::i18n::{tr, tr_args};
use crate::view::SimView;

#[derive(Properties, PartialEq)]
pub struct SystemProps {
    pub view: Rc<SimView>,
    pub scenario: Rc<Scenario>,
    /// Opens the note on how this broker behaves.
    pub on_rules: Callback<()>,
    /// Set for each consumer of a comparison ("-a", "-b"), so that ids stay unique.
    #[prop_or_default]
    pub side: AttrValue,
}

fn chips(items: Vec<Html>) -> Html {
    if items.is_empty() {
        html! { <span class="value muted">{ tr("empty") }</span> }
    } else {
        html! { <span class="value">{ for items }</span> }
    }
}

#[function_component(System)]
pub fn system(props: &SystemProps) -> Html {
    let view = &props.view;
    let id = |copy: u32| {
        view.copies()
            .get(copy as usize)
            .map(|c| c.wire_id.clone())
            .unwrap_or_default()
    };
    let ready: Vec<Html> = view
        .broker()
        .ready_queue()
        .map(|c| html! { <span key={c} class="msg">{ id(c) }</span> })
        .collect();
    let mut in_flight = Vec::new();
    let mut delayed = Vec::new();
    let mut dead = Vec::new();
    for (copy, entry) in view.broker().copies.iter().enumerate() {
        let name = id(copy as u32);
        match entry.state {
            CopyState::InFlight { expires_at, .. } => {
                let left = expires_at.saturating_sub(view.tick);
                in_flight.push(
                    html! { <span key={copy} class="msg inflight">{ name }{" · "}
                    <small>{ tr_args("visible-in", &[("ticks", left.into())]) }</small></span> },
                );
            }
            CopyState::Delayed { until } => delayed.push(
                html! { <span key={copy} class="msg">{ name }{ format!(" → t={until}") }</span> },
            ),
            CopyState::DeadLettered { .. } => {
                dead.push(html! { <span key={copy} class="msg dead">{ "‖ " }{ name }</span> })
            }
            _ => {}
        }
    }
    let workers = view.workers().iter().enumerate().map(|(index, worker)| {
        let (class, text) = match worker.state {
            WorkerState::Idle => ("idle", tr("worker-idle")),
            WorkerState::Down { restarts_at } => ("down", format!("✖ {}", tr_args("worker-down", &[("tick", restarts_at.into())]))),
            WorkerState::Busy(job) => {
                let step = props.scenario.pipeline.get(job.next_step).map_or("—", |s| s.name());
                let mut text = tr_args("worker-busy", &[("id", id(job.copy).into()), ("delivery", u64::from(job.delivery).into()), ("step", step.into())]);
                if let Some(holder) = job.waiting_for {
                    text = format!("{text} · {}", tr_args("worker-waiting", &[("holder", u64::from(holder + 1).into())]));
                }
                if let Some(until) = job.stalled_until {
                    text = format!("{text} · {}", tr_args("worker-stalled", &[("tick", until.into())]));
                }
                ("busy", text)
            }
        };
        html! {
            <li class={classes!("worker", class)}>
                <strong>{ tr_args("worker-name", &[("number", (index as u64 + 1).into())]) }</strong>{ ": " }{ text }
            </li>
        }
    });
    let broker_state = if view.broker().up { "" } else { " ✖" };
    html! {
        <section class="panel system" aria-labelledby={super::labelled_by("system-title", &props.side)}>
            <h2 id={format!("system-title{}", props.side)}>{ tr("system-title") }</h2>
            <div class="flow">
                <div class="box"><h3>{ tr("producer") }</h3></div>
                <div class="arrow" aria-hidden="true">{ "→" }</div>
                <div class="box broker">
                    <h3>{ tr("broker") }{ broker_state }</h3>
                    <p class="pair"><span class="label">{ tr("ready") }</span>{ chips(ready) }</p>
                    <p class="pair"><span class="label">{ tr("in-flight") }</span>{ chips(in_flight) }</p>
                    <p class="pair"><span class="label">{ tr("delayed") }</span>{ chips(delayed) }</p>
                    <p class="pair"><span class="label">{ tr("dead-letters") }</span>{ chips(dead) }</p>
                    <button class="link" onclick={props.on_rules.reform(|_: MouseEvent| ())}>{ tr("broker-rules-link") }</button>
                </div>
                <div class="arrow" aria-hidden="true">{ "→" }</div>
                <ul class="box workers">{ for workers }</ul>
            </div>
        </section>
    }
}
