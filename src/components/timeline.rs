//! The timeline: a sequence diagram with one lane per component and one row per tick,
//! from the start of the run to the current tick; stretches of quiet ticks fold into one
//! row (see `lanes`). Arrows show publishes, deliveries, acks, database writes and
//! charges; a crash or a loss is a red ✖. It scrolls in its own box and keeps the
//! current tick in view. Focusing or hovering an event explains it; Enter, Space or a
//! click jumps to its tick; the acks, publishes and charges in view can become faults.

use std::rc::Rc;

use acklab_sim::{Fault, Scenario};
use yew::prelude::*;

use crate::hooks::{use_drawn_later, Drawn};
use crate::i18n::{tr, tr_args};
use crate::lanes::{rows, RowKind, LINE_HEIGHT, TOUCH_LINE_HEIGHT};
use crate::view::SimView;

mod rows;

#[cfg(test)]
use rows::row_id;
use rows::{draw_rows, DrawnRows, Geometry};

#[derive(Properties, PartialEq, Clone)]
pub struct TimelineProps {
    pub view: Rc<SimView>,
    pub scenario: Rc<Scenario>,
    pub playing: bool,
    /// Kept by the rows drawn earlier (see `DrawnRows`): it must not carry data of the
    /// render that made it, only send the tick on (today `Action::Scrub`).
    pub on_jump: Callback<u64>,
    pub on_add_fault: Callback<Fault>,
    /// Set for each consumer of a comparison ("-a", "-b"), so that ids stay unique.
    #[prop_or_default]
    pub side: AttrValue,
}

const LEFT: u32 = 52;
const HEAD: u32 = 24;

/// The fault that would make this event go wrong (the core's choice), with its offer in
/// words, if the timeline offers one.
fn fault_for(index: usize, view: &SimView, scenario: &Scenario) -> Option<(String, Fault)> {
    let fault = Fault::against(view.trace(), index, scenario, view.copies())?;
    let event = view.trace().get(index)?;
    let key = crate::keys::fault_offer(fault.kind());
    let copy = view.copies().get(event.kind.copy()? as usize)?;
    Some((tr_args(&key, &[("id", copy.wire_id.clone().into())]), fault))
}

/// Lanes wide enough for their longest name (Ukrainian and Russian names are long).
fn lane_width(lanes: &[String]) -> u32 {
    let longest = lanes.iter().map(|l| l.chars().count()).max().unwrap_or(8) as u32;
    (longest * 7 + 14).clamp(84, 160)
}

/// The width of the chart: its lanes, and room at the right for the last lane's name,
/// which is centred on its lane and may be wider than it (a bold name is reckoned at
/// 9 px a letter, so that a PNG drawn with another font keeps it whole too).
fn chart_width(lanes: &[String], lane: u32) -> u32 {
    let last = lanes.last().map_or(0, |l| l.chars().count() as u32);
    let overflow = (last * 9 / 2 + 6).saturating_sub(lane / 2);
    LEFT + lanes.len() as u32 * lane + overflow
}

/// The last few acks, publishes and charges drawn, each offered as a fault to add.
fn injectable(props: &TimelineProps, layout: &crate::lanes::Rows) -> Vec<Html> {
    let (view, scenario) = (&props.view, &props.scenario);
    let first_shown = layout.rows.first().map_or(0, |r| match &r.kind {
        RowKind::Tick { events, .. } => events.first().map_or(view.trace().len(), |p| p.event),
        RowKind::Quiet { .. } => 0,
    });
    (first_shown.min(view.trace().len())..view.trace().len())
        .rev()
        .filter_map(|index| fault_for(index, view, scenario))
        .take(6)
        .map(|(label, fault)| {
            let onclick = props
                .on_add_fault
                .reform(move |_: MouseEvent| fault.clone());
            html! { <button class="small inject" {onclick}>{ label }</button> }
        })
        .collect()
}

/// The lanes' names, left to right.
fn lane_names(workers: usize) -> Vec<String> {
    let mut lanes = vec![tr("producer"), tr("broker")];
    lanes.extend((1..=workers).map(|n| tr_args("worker-name", &[("number", (n as u64).into())])));
    lanes.extend([tr("database"), tr("payments")]);
    lanes
}

/// Keeps the box on the current tick; returns the box's scroll handler. The tick drawn
/// last, and the box once the learner has scrolled it away from its end (the current
/// tick), are noted from its scroll events, where reading the position costs nothing.
/// When time moves, a box scrolled away goes back to its end (position 0 in its
/// reversed layout) before the new rows go in; a box at its end stays there by itself.
/// Setting the position makes the browser lay the page out, so it is done only when
/// needed, and not on a re-render that keeps the tick (a hovered event).
#[hook]
fn use_follow_tick(tick: u64) -> Callback<Event> {
    let scrolled_back = use_mut_ref(|| (tick, None::<web_sys::Element>));
    let onscroll = {
        let scrolled_back = scrolled_back.clone();
        Callback::from(move |e: Event| {
            let element = e.target_dyn_into::<web_sys::Element>();
            scrolled_back.borrow_mut().1 = element.filter(|box_| box_.scroll_top() != 0);
        })
    };
    let mut last = scrolled_back.borrow_mut();
    if std::mem::replace(&mut last.0, tick) != tick {
        if let Some(element) = last.1.take() {
            element.set_scroll_top(0);
        }
    }
    onscroll
}

/// The lanes' names above the chart, and the chart: its lanes and its rows.
fn chart(
    lanes: &[String],
    x_of: &dyn Fn(usize) -> u32,
    (width, height): (u32, u32),
    drawn: Vec<Html>,
) -> Html {
    html! {
        <>
        <svg class="lanes lane-head" width={width.to_string()} height={HEAD.to_string()} viewBox={format!("0 0 {width} {HEAD}")} aria-hidden="true">
            { for lanes.iter().enumerate().map(|(i, name)| html! {
                <text class="lane-name" x={x_of(i).to_string()} y="16">{ name }</text>
            }) }
        </svg>
        <svg class="lanes" width={width.to_string()} height={height.to_string()} viewBox={format!("0 0 {width} {height}")} role="group" aria-label={tr("timeline-title")}>
            <defs><marker id="head" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
                <path d="M0,0 L8,4 L0,8 z" class="head" /></marker></defs>
            { for (0..lanes.len()).map(|i| html! {
                <line class="lane" x1={x_of(i).to_string()} y1="0" x2={x_of(i).to_string()} y2={height.to_string()} />
            }) }
            // The rows sit in a group of their own: `html!` flattens `{ for … }`
            // into its siblings, and Yew diffs by key only a list whose children
            // all have keys; next to the unkeyed lanes, every row whose key moved
            // would be rebuilt.
            <g class="rows">{ for drawn }</g>
        </svg>
        </>
    }
}

#[function_component(Timeline)]
pub fn timeline(props: &TimelineProps) -> Html {
    // A crowded run is drawn here a task after the rest of the page.
    let drawn = use_drawn_later(Drawn {
        view: props.view.clone(),
        scenario: props.scenario.clone(),
    });
    let props = &TimelineProps {
        view: drawn.view,
        scenario: drawn.scenario,
        ..props.clone()
    };
    let focused = use_state(|| None::<String>);
    // On a touch screen each line is a finger's height, so that every event's target is.
    let touch = crate::hooks::use_media("(pointer: coarse)");
    let line = if touch {
        TOUCH_LINE_HEIGHT
    } else {
        LINE_HEIGHT
    };
    let drawn_rows = use_mut_ref(DrawnRows::default);
    let onscroll = use_follow_tick(props.view.tick);
    let (view, scenario) = (&props.view, &props.scenario);
    let workers = scenario.workers as usize;
    let lanes = lane_names(workers);
    let lane = lane_width(&lanes);
    let x_of = move |index: usize| LEFT + index as u32 * lane + lane / 2;
    let layout = rows(view.trace(), view.tick, workers, line);
    let width = chart_width(&lanes, lane);
    let height = layout.height + 4;
    let geometry = Geometry {
        x_of: &x_of,
        lane,
        line,
    };
    let drawn = draw_rows(
        &mut drawn_rows.borrow_mut(),
        props,
        &focused,
        &layout,
        geometry,
    );
    let injectable = injectable(props, &layout);
    html! {
        <section class="panel timeline" aria-labelledby={super::labelled_by("timeline-title", &props.side)}>
            <h2 id={format!("timeline-title{}", props.side)} tabindex="-1">{ tr("timeline-title") }</h2>
            <p class="help">{ tr("timeline-help") }</p>
            // A phone shows two or three of the lanes: it says the chart goes on.
            <p class="muted scroll-hint">{ tr("timeline-scrolls") }</p>
            if layout.hidden_ticks > 0 {
                <p class="muted">{ tr_args("timeline-hidden", &[("ticks", layout.hidden_ticks.into())]) }</p>
            }
            // The current tick is the last row. The box lays its content out from the
            // bottom (a reversed flex column, see app.css), so the browser keeps the
            // newest row in view as rows are added without a script reading the layout
            // back at every step; its end is scroll position 0.
            <div class="timeline-scroll" {onscroll}><div>
                { chart(&lanes, &x_of, (width, height), drawn) }
            </div></div>
            if !injectable.is_empty() {
                <p class="inject-list"><span class="muted">{ tr("timeline-inject") }</span>{ " " }{ for injectable }</p>
            }
            <p class="event-said" aria-live="polite">{ (*focused).clone().unwrap_or_default() }</p>
        </section>
    }
}

#[cfg(test)]
#[path = "timeline_tests.rs"]
mod tests;
