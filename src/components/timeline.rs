//! The timeline: a sequence diagram with one lane per component and one row per tick,
//! from the start of the run to the current tick; stretches of quiet ticks fold into one
//! row (see `lanes`). Arrows show publishes, deliveries, acks, database writes and
//! charges; a crash or a loss is a red ✖. It scrolls in its own box and keeps the
//! current tick in view. Focusing or hovering an event explains it; Enter, Space or a
//! click jumps to its tick; the acks, publishes and charges in view can become faults.

use std::rc::Rc;

use acklab_sim::{Fault, Scenario};
use yew::prelude::*;

use crate::components::events::event_text;
use crate::hooks::{use_drawn_later, Drawn};
use crate::i18n::{tr, tr_args};
use crate::lanes::{arrow_end, rows, Placed, Row, RowKind, Shape, LINE_HEIGHT, TOUCH_LINE_HEIGHT};
use crate::view::SimView;

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

/// One event drawn at its line; `slot` spreads several marks of one lane and line.
fn draw(
    shape: Shape,
    y: u32,
    slot: u32,
    label: &str,
    x_of: &dyn Fn(usize) -> u32,
    lane: u32,
) -> Html {
    match shape {
        Shape::Arrow {
            from, lost, replay, ..
        } => {
            let x1 = x_of(from);
            let end = arrow_end(shape, lane, x_of);
            let class = classes!("arrow", lost.then_some("lost"), replay.then_some("replay"));
            let tag = if replay {
                format!("↻ {label}")
            } else {
                label.to_string()
            };
            html! { <>
                <line class={class} x1={x1.to_string()} y1={y.to_string()} x2={end.to_string()} y2={y.to_string()}
                    marker-end={(!lost).then_some("url(#head)")} />
                if lost { <text class="cross" x={end.to_string()} y={(y + 5).to_string()}>{ "✖" }</text> }
                <text class="tag" x={((x1 + end) / 2).to_string()} y={(y - 4).to_string()}>{ tag }</text>
            </> }
        }
        Shape::Mark { lane, bad } => {
            let x = x_of(lane) + slot * 9;
            if bad {
                html! { <text class="cross" x={x.to_string()} y={(y + 5).to_string()}>{ "✖" }</text> }
            } else {
                html! { <circle class="dot" cx={x.to_string()} cy={y.to_string()} r="3" /> }
            }
        }
    }
}

/// The first tick a row stands for: its key among the rows.
fn row_tick(row: &Row) -> u64 {
    match row.kind {
        RowKind::Tick { tick, .. } => tick,
        RowKind::Quiet { from, .. } => from,
    }
}

/// The tick's label at the left of a row (and on its last line, how many of its events
/// are not drawn), or the note of a quiet stretch.
fn row_label(row: &Row, now: u64, line: u32) -> Html {
    let y = (line / 2 + 5).to_string();
    match row.kind {
        RowKind::Tick { tick, more, .. } => {
            let last = (row.height / line).saturating_sub(1) * line + line / 2 + 5;
            html! { <>
                <text class={classes!("tick", (tick == now).then_some("now"))} x="4" y={y}>{ format!("t={tick}") }</text>
                if more > 0 {
                    <text class="quiet" x={LEFT.to_string()} y={last.to_string()}>{ tr_args("timeline-more", &[("count", (more as u64).into())]) }</text>
                }
            </> }
        }
        RowKind::Quiet { from, to } => html! {
            <text class="quiet" x={LEFT.to_string()} y={y}>{ tr_args("quiet-ticks", &[("count", (to - from + 1).into()), ("from", from.into()), ("to", to.into())]) }</text>
        },
    }
}

/// Whether an event's target (the `<g>` left, or a drawing inside it) has the focus.
fn has_focus(target: Option<web_sys::EventTarget>) -> bool {
    use wasm_bindgen::JsCast;
    target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.closest(".event").ok().flatten())
        .is_some_and(|e| e.matches(":focus").unwrap_or(false))
}

/// The width of a finger's target, in px.
const TARGET: u32 = 44;

/// The box that takes an event's pointer and touch: its whole line, across the arrow's
/// length or 44 px around a mark, so that a click or a tap need not hit a 6-px dot.
fn hit_box(shape: Shape, slot: u32, x_of: &dyn Fn(usize) -> u32, lane: u32) -> (u32, u32) {
    let (left, right) = match shape {
        Shape::Arrow { from, .. } => {
            let (x1, x2) = (x_of(from), arrow_end(shape, lane, x_of));
            (x1.min(x2), x1.max(x2))
        }
        Shape::Mark { lane, .. } => {
            let x = x_of(lane) + slot * 9;
            (x, x)
        }
    };
    let width = (right - left).max(TARGET);
    ((left + right) / 2 - width / 2, width)
}

/// One event: focusable, read aloud, and a jump to its tick by click, Enter or Space.
fn event_view(
    props: &TimelineProps,
    focused: &UseStateHandle<Option<String>>,
    placed: &Placed,
    geometry: Geometry<'_>,
) -> Html {
    let Geometry { x_of, lane, line } = geometry;
    let (view, scenario) = (&props.view, &props.scenario);
    let event = &view.trace()[placed.event];
    let top = placed.line * line;
    let y = top + line / 2 + 2;
    let (hit_x, hit_width) = hit_box(placed.shape, placed.slot, x_of, lane);
    let id = event
        .kind
        .copy()
        .and_then(|c| view.copies().get(c as usize))
        .map_or("", |c| c.wire_id.as_str());
    let text = event_text(view, scenario, event);
    let tick = event.tick;
    let explain = {
        let (focused, text) = (focused.clone(), text.clone());
        Callback::from(move |_: FocusEvent| focused.set(Some(text.clone())))
    };
    let hover = {
        let (focused, text) = (focused.clone(), text.clone());
        Callback::from(move |_: MouseEvent| focused.set(Some(text.clone())))
    };
    // Leaving the event (pointer or focus) clears its description, but the pointer
    // leaving an event that has the focus does not: a click or a tap focuses the event
    // and jumps to its tick, the chart shrinks to that tick, and the event slides away
    // from under the pointer while the learner reads about it.
    let leave = {
        let focused = focused.clone();
        Callback::from(move |e: MouseEvent| {
            if !has_focus(e.target()) {
                focused.set(None)
            }
        })
    };
    let blur = {
        let focused = focused.clone();
        Callback::from(move |_: FocusEvent| focused.set(None))
    };
    let jump = props.on_jump.reform(move |_: MouseEvent| tick);
    let on_jump = props.on_jump.clone();
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if matches!(e.key().as_str(), "Enter" | " ") {
            e.prevent_default();
            on_jump.emit(tick);
        }
    });
    html! {
        <g class="event" tabindex="0" role="button" aria-label={text} onfocus={explain} onblur={blur} onmouseenter={hover} onmouseleave={leave} onclick={jump} {onkeydown}>
            <rect class="hit" x={hit_x.to_string()} y={top.to_string()} width={hit_width.to_string()} height={line.to_string()} />
            { draw(placed.shape, y, placed.slot, id, x_of, lane) }
        </g>
    }
}

/// A row's identity for redrawing: its ticks and whether it holds the current tick.
/// Within one run a row with the same identity draws the same (a past tick's events
/// never change; a quiet stretch that grows changes its last tick).
type RowId = (u64, u64, bool);

fn row_id(row: &Row, now: u64) -> RowId {
    match row.kind {
        RowKind::Tick { tick, .. } => (tick, tick, tick == now),
        RowKind::Quiet { from, to } => (from, to, false),
    }
}

/// The rows drawn at the last render and what they were drawn from (the run, kept alive
/// so that its trace's address cannot be reused; the language; the lane width). A step
/// then draws only the rows that changed, not every event's text again.
#[derive(Default)]
struct DrawnRows {
    view: Option<Rc<SimView>>,
    locale: String,
    /// The lane's width and the line's height the rows were drawn with.
    size: (u32, u32),
    rows: Vec<(RowId, Html)>,
}

/// Where events go: a lane's middle, a lane's width and a line's height, in px.
#[derive(Clone, Copy)]
struct Geometry<'a> {
    x_of: &'a dyn Fn(usize) -> u32,
    lane: u32,
    line: u32,
}

impl DrawnRows {
    /// The rows kept from the last render if they were drawn from the same run, in the
    /// same language and lanes; none otherwise.
    fn take_if_same(
        &mut self,
        view: &Rc<SimView>,
        locale: &str,
        size: (u32, u32),
    ) -> Vec<(RowId, Html)> {
        let same_run = self
            .view
            .as_ref()
            .is_some_and(|old| std::ptr::eq(old.trace().as_ptr(), view.trace().as_ptr()));
        let rows = std::mem::take(&mut self.rows);
        if same_run && self.locale == locale && self.size == size {
            rows
        } else {
            Vec::new()
        }
    }
}

/// Every row as a group placed at its height and keyed by its first tick: when the
/// oldest row leaves and every row moves up, only the groups' offsets change. A row's
/// drawing is reused while the row stays the same (see `DrawnRows`).
fn draw_rows(
    cache: &mut DrawnRows,
    props: &TimelineProps,
    focused: &UseStateHandle<Option<String>>,
    layout: &crate::lanes::Rows,
    geometry: Geometry<'_>,
) -> Vec<Html> {
    let (view, locale) = (&props.view, crate::i18n::active_code());
    let size = (geometry.lane, geometry.line);
    let old = cache.take_if_same(view, &locale, size);
    let contents: Vec<(RowId, Html)> = layout
        .rows
        .iter()
        .map(|row| {
            let id = row_id(row, view.tick);
            let kept = old.iter().find(|(old_id, _)| *old_id == id).map(|(_, html)| html.clone());
            (id, kept.unwrap_or_else(|| html! { <>
                { row_label(row, view.tick, geometry.line) }
                if let RowKind::Tick { events, .. } = &row.kind { { for events.iter().map(|p| event_view(props, focused, p, geometry)) } }
            </> }))
        })
        .collect();
    let drawn: Vec<Html> = layout.rows.iter().zip(&contents).map(|(row, (_, content))| html! {
        <g key={row_tick(row)} transform={format!("translate(0,{})", row.y)}>{ content.clone() }</g>
    }).collect();
    *cache = DrawnRows {
        view: Some(view.clone()),
        locale,
        size,
        rows: contents,
    };
    drawn
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
    // The tick drawn last, and the box once the learner has scrolled it away from its
    // end (the current tick), noted from its scroll events, where reading the position
    // costs nothing.
    let scrolled_back = use_mut_ref(|| (props.view.tick, None::<web_sys::Element>));
    let onscroll = {
        let scrolled_back = scrolled_back.clone();
        Callback::from(move |e: Event| {
            let element = e.target_dyn_into::<web_sys::Element>();
            scrolled_back.borrow_mut().1 = element.filter(|box_| box_.scroll_top() != 0);
        })
    };
    // When time moves, a box scrolled away goes back to its end (position 0 in its
    // reversed layout) before the new rows go in; a box at its end stays there by
    // itself. Setting the position makes the browser lay the page out, so it is done
    // only when needed, and not on a re-render that keeps the tick (a hovered event).
    let mut last = scrolled_back.borrow_mut();
    if std::mem::replace(&mut last.0, props.view.tick) != props.view.tick {
        if let Some(element) = last.1.take() {
            element.set_scroll_top(0);
        }
    }
    drop(last);
    let (view, scenario) = (&props.view, &props.scenario);
    let workers = scenario.workers as usize;
    let mut lanes = vec![tr("producer"), tr("broker")];
    lanes.extend((1..=workers).map(|n| tr_args("worker-name", &[("number", (n as u64).into())])));
    lanes.extend([tr("database"), tr("payments")]);
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
