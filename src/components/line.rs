//! One line of the consumer: the crash gutter, the pseudo-code, which workers run it
//! next, and the buttons that move or remove it. A view function the editor calls, not
//! a component of its own: every component costs the wasm bundle a few kilobytes.

use yew::prelude::*;

use crate::i18n::{tr, tr_args};

/// What one line shows and the callbacks its controls send.
pub struct LineView {
    pub index: usize,
    /// The step's name (the consumer's, the producer's or the relay's), its key.
    pub name: &'static str,
    /// The line's element id, which keyboard moves give the focus back to.
    pub id: String,
    pub last: usize,
    pub code: &'static str,
    pub crash: bool,
    /// The gutter's name, which says which message and delivery it crashes.
    pub crash_label: String,
    /// Workers (numbered from 1) whose next step is this line.
    pub running: Vec<u32>,
    pub on_move: Callback<usize>,
    pub on_remove: Callback<()>,
    pub on_toggle_crash: Callback<()>,
    pub on_drag_start: Callback<usize>,
    pub on_drop: Callback<usize>,
}

/// Whether a key event comes from a line itself rather than from a button inside it.
fn is_line(event: &KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .is_some_and(|e| e.class_name().split_whitespace().any(|c| c == "line"))
}

pub fn line_view(props: LineView) -> Html {
    let (index, last, name) = (props.index, props.last, props.name);
    let onkeydown = {
        let (on_move, on_remove) = (props.on_move.clone(), props.on_remove.clone());
        Callback::from(move |event: KeyboardEvent| match event.key().as_str() {
            "ArrowUp" if event.alt_key() && index > 0 => {
                event.prevent_default();
                on_move.emit(index - 1);
            }
            "ArrowDown" if event.alt_key() && index < last => {
                event.prevent_default();
                on_move.emit(index + 1);
            }
            // Delete on the line itself, not on one of its buttons.
            "Delete" if is_line(&event) => on_remove.emit(()),
            _ => {}
        })
    };
    let ondragstart = {
        let on_drag_start = props.on_drag_start.clone();
        Callback::from(move |event: DragEvent| {
            if let Some(data) = event.data_transfer() {
                let _ = data.set_data("text/plain", name);
            }
            on_drag_start.emit(index);
        })
    };
    let ondrop = props.on_drop.reform(move |event: DragEvent| {
        event.prevent_default();
        index
    });
    let label = tr_args(
        "line-label",
        &[
            ("number", (index as u64 + 1).into()),
            ("code", props.code.into()),
        ],
    );
    let running = props.running.iter().map(|worker| {
        let name = tr_args("line-running", &[("number", u64::from(*worker).into())]);
        html! { <span class="running" title={name.clone()}><span aria-hidden="true">{ format!("▶{worker}") }</span><span class="visually-hidden">{ name }</span></span> }
    });
    html! {
        <li key={name} id={props.id.clone()} class={classes!("line", props.crash.then_some("has-crash"), (!props.running.is_empty()).then_some("is-running"))}
            tabindex="0" draggable="true" aria-label={label}
            {onkeydown} {ondragstart} {ondrop} ondragover={Callback::from(|e: DragEvent| e.prevent_default())}>
            <button class="gutter" aria-pressed={props.crash.to_string()} aria-label={props.crash_label.clone()}
                title={props.crash_label.clone()} onclick={props.on_toggle_crash.reform(|_: MouseEvent| ())}>{ if props.crash { "✖" } else { "" } }</button>
            <span class="line-number" aria-hidden="true">{ index + 1 }</span>
            <code>{ props.code }</code>
            { for running }
            <span class="line-actions">
                <button aria-label={tr("move-up")} title={tr("move-up")} disabled={index == 0} onclick={props.on_move.reform(move |_: MouseEvent| index.saturating_sub(1))}>{"↑"}</button>
                <button aria-label={tr("move-down")} title={tr("move-down")} disabled={index == last} onclick={props.on_move.reform(move |_: MouseEvent| (index + 1).min(last))}>{"↓"}</button>
                <button aria-label={tr("remove-line")} title={tr("remove-line")} onclick={props.on_remove.reform(|_: MouseEvent| ())}>{"✕"}</button>
            </span>
        </li>
    }
}
