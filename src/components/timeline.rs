//! The timeline: a sequence diagram with one lane per component and one row per tick,
//! for the ticks just before the current one (only those rows are drawn, so it stays
//! light with 1,000 messages). Arrows show publishes, deliveries, acks, database writes
//! and charges; a crash or a loss is a red ✖. Focusing or hovering an event explains
//! it; the acks, publishes and charges in view can be turned into faults.

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
const LANE_WIDTH: u32 = 120;
const ROW_HEIGHT: u32 = 26;
const TOP: u32 = 30;
const LEFT: u32 = 44;

/// How an event is drawn: an arrow between two lanes, or a mark in one.
#[derive(Clone, Copy, PartialEq)]
enum Shape {
    Arrow { from: usize, to: usize, lost: bool },
    Mark { lane: usize, bad: bool },
}

/// Lanes: 0 producer, 1 broker, 2.. workers, then the database and the payment service.
fn shape_of(kind: &EventKind, workers: usize) -> Shape {
    use EventKind::*;
    let (database, payments) = (2 + workers, 3 + workers);
    let lane = |w: &u32| 2 + *w as usize;
    match kind {
        Published { .. } | DuplicatePublishDropped { .. } => Shape::Arrow {
            from: 0,
            to: 1,
            lost: false,
        },
        PublishRejected { .. } => Shape::Arrow {
            from: 0,
            to: 1,
            lost: true,
        },
        PublishConfirmLost { .. } => Shape::Arrow {
            from: 1,
            to: 0,
            lost: true,
        },
        Delivered { worker, .. } => Shape::Arrow {
            from: 1,
            to: lane(worker),
            lost: false,
        },
        Acked { worker, .. } => Shape::Arrow {
            from: lane(worker),
            to: 1,
            lost: false,
        },
        AckLost { worker, .. } => Shape::Arrow {
            from: lane(worker),
            to: 1,
            lost: true,
        },
        EffectCommitted { worker, .. } => Shape::Arrow {
            from: lane(worker),
            to: database,
            lost: false,
        },
        Charged { worker, .. } | ChargeReplayed { worker, .. } => Shape::Arrow {
            from: lane(worker),
            to: payments,
            lost: false,
        },
        PaymentResponseLost { worker, .. } => Shape::Arrow {
            from: payments,
            to: lane(worker),
            lost: true,
        },
        PublishGaveUp { .. } => Shape::Mark { lane: 0, bad: true },
        DeadLettered { .. } | CopyDropped { .. } | BrokerCrashed { .. } => {
            Shape::Mark { lane: 1, bad: true }
        }
        VisibilityExpired { .. }
        | RetryScheduled { .. }
        | CopyRequeued { .. }
        | BrokerRestarted => Shape::Mark {
            lane: 1,
            bad: false,
        },
        ChargeFoundByStatus { worker, .. } | ChargeNotFoundByStatus { worker, .. } => Shape::Mark {
            lane: lane(worker),
            bad: false,
        },
        Crashed { worker, .. } | ApplyFailed { worker, .. } => Shape::Mark {
            lane: lane(worker),
            bad: true,
        },
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
        | Stalled { worker, .. } => Shape::Mark {
            lane: lane(worker),
            bad: false,
        },
    }
}

/// The fault that would make this event go wrong, if it can be injected from here.
fn fault_for(event: &TraceEvent, view: &SimView, scenario: &Scenario) -> Option<(String, Fault)> {
    let copy = view.copies.get(event.kind.copy()? as usize)?;
    let message = scenario.messages.get(copy.message)?.id.clone();
    let args = [("id", copy.wire_id.clone().into())];
    match event.kind {
        EventKind::Acked { delivery, .. } => Some((
            tr_args("lose-this-ack", &args),
            Fault::LoseAck { message, delivery },
        )),
        EventKind::Published { .. } => Some((
            tr_args("lose-this-confirm", &args),
            Fault::LosePublishConfirm { message },
        )),
        EventKind::Charged { delivery, .. } => Some((
            tr_args("lose-this-response", &args),
            Fault::LosePaymentResponse { message, delivery },
        )),
        _ => None,
    }
}

fn x_of(lane: usize) -> u32 {
    LEFT + lane as u32 * LANE_WIDTH + LANE_WIDTH / 2
}

/// One event drawn at its row; `slot` spreads several marks of one lane and tick.
fn draw(shape: Shape, y: u32, slot: u32, label: &str) -> Html {
    match shape {
        Shape::Arrow { from, to, lost } => {
            let (x1, x2) = (x_of(from), x_of(to));
            let end = if lost { (x1 + x2) / 2 } else { x2 };
            let class = if lost { "arrow lost" } else { "arrow" };
            html! { <>
                <line class={class} x1={x1.to_string()} y1={y.to_string()} x2={end.to_string()} y2={y.to_string()}
                    marker-end={(!lost).then_some("url(#head)")} />
                if lost { <text class="cross" x={end.to_string()} y={(y + 5).to_string()} text-anchor="middle">{ "✖" }</text> }
                <text class="tag" x={((x1 + x2) / 2).to_string()} y={(y - 4).to_string()} text-anchor="middle">{ label }</text>
            </> }
        }
        Shape::Mark { lane, bad } => {
            let x = x_of(lane) + slot * 9;
            if bad {
                html! { <text class="cross" x={x.to_string()} y={(y + 5).to_string()} text-anchor="middle">{ "✖" }</text> }
            } else {
                html! { <circle class="dot" cx={x.to_string()} cy={y.to_string()} r="3" /> }
            }
        }
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
    let shown = &view.trace[view.trace.partition_point(|e| e.tick < first)..];
    let width = LEFT + lanes.len() as u32 * LANE_WIDTH;
    let height = TOP + (view.tick - first + 1) as u32 * ROW_HEIGHT;
    let mut slots = std::collections::HashMap::new();
    let events = shown.iter().map(|event| {
        let shape = shape_of(&event.kind, workers);
        let y = TOP + (event.tick - first) as u32 * ROW_HEIGHT + ROW_HEIGHT / 2;
        let slot = match shape {
            Shape::Mark { lane, .. } => {
                let next = slots.entry((event.tick, lane)).or_insert(0u32);
                *next += 1;
                *next - 1
            }
            Shape::Arrow { .. } => 0,
        };
        let id = event.kind.copy().and_then(|c| view.copies.get(c as usize)).map_or("", |c| c.wire_id.as_str());
        let text = event_text(view, scenario, event);
        let tick = event.tick;
        let explain = { let (focused, text) = (focused.clone(), text.clone()); Callback::from(move |_: FocusEvent| focused.set(Some(text.clone()))) };
        let hover = { let (focused, text) = (focused.clone(), text.clone()); Callback::from(move |_: MouseEvent| focused.set(Some(text.clone()))) };
        let jump = props.on_jump.reform(move |_: MouseEvent| tick);
        html! {
            <g class="event" tabindex="0" role="button" aria-label={text} onfocus={explain} onmouseenter={hover} onclick={jump}>
                { draw(shape, y, slot, id) }
            </g>
        }
    });
    let injectable: Vec<Html> = shown
        .iter()
        .rev()
        .filter_map(|event| fault_for(event, view, scenario))
        .take(6)
        .map(|(label, fault)| {
            let onclick = props
                .on_add_fault
                .reform(move |_: MouseEvent| fault.clone());
            html! { <button class="small inject" {onclick}>{ label }</button> }
        })
        .collect();
    html! {
        <section class="panel timeline" aria-labelledby="timeline-title">
            <h2 id="timeline-title">{ tr("timeline-title") }</h2>
            <p class="help">{ (*focused).clone().unwrap_or_else(|| tr("timeline-help")) }</p>
            <div class="table-scroll">
                <svg class="lanes" width={width.to_string()} height={height.to_string()} role="group" aria-label={tr("timeline-title")}>
                    <defs><marker id="head" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
                        <path d="M0,0 L8,4 L0,8 z" class="head" /></marker></defs>
                    { for lanes.iter().enumerate().map(|(i, name)| html! { <>
                        <text class="lane-name" x={x_of(i).to_string()} y="16" text-anchor="middle">{ name }</text>
                        <line class="lane" x1={x_of(i).to_string()} y1={TOP.to_string()} x2={x_of(i).to_string()} y2={height.to_string()} />
                    </> }) }
                    { for (first..=view.tick).map(|tick| {
                        let y = TOP + (tick - first) as u32 * ROW_HEIGHT + ROW_HEIGHT / 2 + 4;
                        html! { <text class={classes!("tick", (tick == view.tick).then_some("now"))} x="4" y={y.to_string()}>{ format!("t={tick}") }</text> }
                    }) }
                    { for events }
                </svg>
            </div>
            if !injectable.is_empty() {
                <p class="inject-list"><span class="muted">{ tr("timeline-inject") }</span>{ " " }{ for injectable }</p>
            }
        </section>
    }
}
