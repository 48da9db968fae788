//! The system at the current tick: producer → broker (ready, in flight with its
//! visibility countdown, waiting to retry, dead letters) → workers, as the core's read
//! model has them (`Holdings`, `WorkerDoing`).

use std::rc::Rc;

use acklab_sim::{BrokerLike, Scenario, WorkerDoing};
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

/// Copies the broker panel names in one list; a longer queue shows its first ones and
/// how many more wait (a thousand chips are neither readable nor quick to draw).
const CHIPS_SHOWN: usize = 48;

/// One list of `total` copies, of which the chips shown (only those are ever built).
fn chips(total: usize, mut shown: Vec<Html>) -> Html {
    if total == 0 {
        return html! { <span class="value muted">{ tr("empty") }</span> };
    }
    // Every child has a key, the note about the rest too: Yew diffs a list by key only
    // when all its children have one, and otherwise rebuilds each chip whose key moved.
    let more = total.saturating_sub(shown.len());
    if more > 0 {
        shown.push(html! { <span key="more" class="muted">{ tr_args("more-copies", &[("count", (more as u64).into())]) }</span> });
    }
    html! { <span class="value">{ for shown }</span> }
}

/// What a worker is doing, in words, and its class for the page's colours.
fn worker_state(worker: WorkerDoing, id: &dyn Fn(u32) -> String) -> (&'static str, String) {
    match worker {
        WorkerDoing::Idle => ("idle", tr("worker-idle")),
        WorkerDoing::Down { restarts_at } => (
            "down",
            format!(
                "✖ {}",
                tr_args("worker-down", &[("tick", restarts_at.into())])
            ),
        ),
        WorkerDoing::Busy {
            copy,
            delivery,
            next,
            waiting_for,
            stalled_until,
        } => {
            let step = next.map_or("—", |s| s.name());
            let mut text = tr_args(
                "worker-busy",
                &[
                    ("id", id(copy).into()),
                    ("delivery", u64::from(delivery).into()),
                    ("step", step.into()),
                ],
            );
            if let Some(holder) = waiting_for {
                text = format!(
                    "{text} · {}",
                    tr_args(
                        "worker-waiting",
                        &[("holder", u64::from(holder + 1).into())]
                    )
                );
            }
            if let Some(until) = stalled_until {
                text = format!(
                    "{text} · {}",
                    tr_args("worker-stalled", &[("tick", until.into())])
                );
            }
            ("busy", text)
        }
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
    let holdings = &view.holdings;
    let ready = holdings
        .ready
        .iter()
        .map(|&c| html! { <span key={c} class="msg">{ id(c) }</span> });
    // A log's polled records are drawn by the log view instead.
    // SQS hides a received message for its visibility timeout; RabbitMQ instead closes
    // the channel of a consumer that holds one past its consumer timeout.
    let timer = match props.scenario.broker.like {
        BrokerLike::Sqs => "visible-in",
        BrokerLike::Rabbitmq => "consumer-timeout-in",
    };
    let in_flight = holdings.in_flight.iter().map(|&(copy, left)| {
        let state = tr_args(timer, &[("ticks", left.into())]);
        html! { <span key={copy} class="msg inflight">{ id(copy) }{" · "}<small>{ state }</small></span> }
    });
    let delayed = holdings.delayed.iter().map(
        |&(copy, until)| html! { <span key={copy} class="msg">{ id(copy) }{ format!(" → t={until}") }</span> },
    );
    let dead = holdings
        .dead_lettered
        .iter()
        .map(|&copy| html! { <span key={copy} class="msg dead">{ "‖ " }{ id(copy) }</span> });
    let workers = view.workers.iter().enumerate().map(|(index, worker)| {
        let (class, text) = worker_state(*worker, &id);
        html! {
            <li class={classes!("worker", class)}>
                <strong>{ tr_args("worker-name", &[("number", (index as u64 + 1).into())]) }</strong>{ ": " }{ text }
            </li>
        }
    });
    let broker_state = if holdings.up { "" } else { " ✖" };
    html! {
        <section class="panel system" aria-labelledby={super::labelled_by("system-title", &props.side)}>
            <h2 id={format!("system-title{}", props.side)}>{ tr("system-title") }</h2>
            <div class="flow">
                <div class="box"><h3>{ tr("producer") }</h3></div>
                <div class="arrow" aria-hidden="true">{ "→" }</div>
                <div class="box broker">
                    <h3>{ tr("broker") }{ broker_state }</h3>
                    if holdings.log {
                        <super::lazy::Lazy<super::partitions::PartitionsProps> part={&crate::chunks::LOG_VIEW}
                            props={super::partitions::PartitionsProps { view: view.clone() }} />
                    } else {
                        <p class="pair"><span class="label">{ tr("ready") }</span>{ chips(holdings.ready.len(), ready.take(CHIPS_SHOWN).collect()) }</p>
                        <p class="pair"><span class="label">{ tr("in-flight") }</span>{ chips(holdings.in_flight.len(), in_flight.take(CHIPS_SHOWN).collect()) }</p>
                        <p class="pair"><span class="label">{ tr("delayed") }</span>{ chips(holdings.delayed.len(), delayed.take(CHIPS_SHOWN).collect()) }</p>
                    }
                    <p class="pair"><span class="label">{ tr("dead-letters") }</span>{ chips(holdings.dead_lettered.len(), dead.take(CHIPS_SHOWN).collect()) }</p>
                    <button class="link" onclick={props.on_rules.reform(|_: MouseEvent| ())}>{ tr("broker-rules-link") }</button>
                </div>
                <div class="arrow" aria-hidden="true">{ "→" }</div>
                <ul class="box workers">{ for workers }</ul>
            </div>
        </section>
    }
}
