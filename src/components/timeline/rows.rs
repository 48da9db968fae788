//! The timeline's rows: each event drawn at its line with its hit box, read aloud and a
//! jump to its tick; a row's drawing is kept while the row stays the same.

use std::rc::Rc;

use yew::prelude::*;

use super::{TimelineProps, LEFT};
use crate::components::events::event_text;
use crate::i18n::tr_args;
use crate::lanes::{arrow_end, Placed, Row, RowKind, Shape};
use crate::view::SimView;

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

pub(super) fn row_id(row: &Row, now: u64) -> RowId {
    match row.kind {
        RowKind::Tick { tick, .. } => (tick, tick, tick == now),
        RowKind::Quiet { from, to } => (from, to, false),
    }
}

/// The rows drawn at the last render and what they were drawn from (the run, kept alive
/// so that its trace's address cannot be reused; the language; the lane width). A step
/// then draws only the rows that changed, not every event's text again.
#[derive(Default)]
pub(super) struct DrawnRows {
    pub(super) view: Option<Rc<SimView>>,
    pub(super) locale: String,
    /// The lane's width and the line's height the rows were drawn with.
    pub(super) size: (u32, u32),
    pub(super) rows: Vec<(RowId, Html)>,
}

/// Where events go: a lane's middle, a lane's width and a line's height, in px.
#[derive(Clone, Copy)]
pub(super) struct Geometry<'a> {
    pub(super) x_of: &'a dyn Fn(usize) -> u32,
    pub(super) lane: u32,
    pub(super) line: u32,
}

impl DrawnRows {
    /// The rows kept from the last render if they were drawn from the same run, in the
    /// same language and lanes; none otherwise.
    pub(super) fn take_if_same(
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
pub(super) fn draw_rows(
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
