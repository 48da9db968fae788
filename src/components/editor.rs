//! The consumer as pseudo-code lines: reorder by drag and drop or Alt+Up/Down, remove,
//! add from a palette, and set crash points in the gutter like breakpoints.

use acklab_sim::{Fault, Message, Op, Step};
use yew::prelude::*;

use crate::i18n::{tr, tr_args};
use crate::state::FaultTarget;

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    pub draft: Vec<Step>,
    pub error: Option<String>,
    pub faults: Vec<Fault>,
    pub messages: Vec<Message>,
    pub target: FaultTarget,
    pub on_draft: Callback<Vec<Step>>,
    pub on_toggle_crash: Callback<Step>,
}

/// The pseudo-code a step stands for; `apply` shows the target message's operation.
pub fn code(step: Step, op: Op) -> &'static str {
    match (step, op) {
        (Step::Receive, _) => "msg = queue.receive()",
        (Step::Begin, _) => "db.begin()",
        (Step::CheckDedup, _) => "if processed.contains(msg.id): skip",
        (Step::Apply, Op::CreateOrder) => "orders.insert(msg.order)",
        (Step::Apply, Op::Deposit) => "balance += msg.amount",
        (Step::Apply, Op::SetStatus) => "order.status = 'paid'",
        (Step::Apply, Op::Charge) => "payments.charge(msg.card, msg.amount)",
        (Step::RecordDedup, _) => "processed.insert(msg.id)",
        (Step::Commit, _) => "db.commit()",
        (Step::Ack, _) => "queue.ack(msg)",
    }
}

/// The draft with the line at `from` moved to `to`.
pub fn moved(draft: &[Step], from: usize, to: usize) -> Vec<Step> {
    let mut next = draft.to_vec();
    if from < next.len() && to < next.len() {
        let step = next.remove(from);
        next.insert(to, step);
    }
    next
}

/// Whether a key event comes from a line itself rather than from a button inside it.
fn is_line(event: &KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .is_some_and(|e| e.class_name().split_whitespace().any(|c| c == "line"))
}

/// Puts the keyboard focus back on a line after it moved.
fn focus_line(step: Step) {
    let id = format!("line-{}", step.name());
    gloo_timers::callback::Timeout::new(0, move || {
        let element = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&id))
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
        if let Some(element) = element {
            let _ = element.focus();
        }
    })
    .forget();
}

#[function_component(Editor)]
pub fn editor(props: &EditorProps) -> Html {
    let dragging = use_state(|| None::<usize>);
    let op = props
        .messages
        .get(props.target.message)
        .map_or(Op::CreateOrder, |m| m.op);
    let target_id = props
        .messages
        .get(props.target.message)
        .map(|m| m.id.clone())
        .unwrap_or_default();
    let crash_set = |step: Step| {
        props.faults.iter().any(|f| {
            matches!(f, Fault::Crash { after, message, delivery }
                if *after == step && *message == target_id && *delivery == props.target.delivery)
        })
    };
    let lines = props.draft.iter().enumerate().map(|(index, &step)| {
        let draft = props.draft.clone();
        let last = draft.len() - 1;
        let move_to = {
            let (on_draft, draft) = (props.on_draft.clone(), draft.clone());
            Callback::from(move |to: usize| {
                on_draft.emit(moved(&draft, index, to));
                focus_line(step);
            })
        };
        let onkeydown = {
            let (move_to, on_draft, draft) = (move_to.clone(), props.on_draft.clone(), draft.clone());
            Callback::from(move |event: KeyboardEvent| match event.key().as_str() {
                "ArrowUp" if event.alt_key() && index > 0 => {
                    event.prevent_default();
                    move_to.emit(index - 1);
                }
                "ArrowDown" if event.alt_key() && index < last => {
                    event.prevent_default();
                    move_to.emit(index + 1);
                }
                // Delete on the line itself, not on one of its buttons.
                "Delete" if is_line(&event) => on_draft.emit(draft.iter().copied().filter(|s| *s != step).collect()),
                _ => {}
            })
        };
        let ondragstart = {
            let dragging = dragging.clone();
            Callback::from(move |event: DragEvent| {
                if let Some(data) = event.data_transfer() {
                    let _ = data.set_data("text/plain", step.name());
                }
                dragging.set(Some(index));
            })
        };
        let ondrop = {
            let (dragging, on_draft, draft) = (dragging.clone(), props.on_draft.clone(), draft.clone());
            Callback::from(move |event: DragEvent| {
                event.prevent_default();
                if let Some(from) = *dragging {
                    on_draft.emit(moved(&draft, from, index));
                }
                dragging.set(None);
            })
        };
        let crash = crash_set(step);
        let toggle = props.on_toggle_crash.reform(move |_: MouseEvent| step);
        let remove = props.on_draft.reform({
            let draft = draft.clone();
            move |_: MouseEvent| draft.iter().copied().filter(|s| *s != step).collect()
        });
        let up = move_to.reform(move |_: MouseEvent| index.saturating_sub(1));
        let down = move_to.reform(move |_: MouseEvent| (index + 1).min(last));
        let text = code(step, op);
        let label = tr_args("line-label", &[("number", (index as u64 + 1).into()), ("code", text.into())]);
        let crash_label = tr_args("crash-after", &[("step", step.name().into())]);
        html! {
            <li id={format!("line-{}", step.name())} class={classes!("line", crash.then_some("has-crash"))}
                tabindex="0" draggable="true" aria-label={label}
                {onkeydown} {ondragstart} {ondrop} ondragover={Callback::from(|e: DragEvent| e.prevent_default())}>
                <button class="gutter" aria-pressed={crash.to_string()} aria-label={crash_label.clone()}
                    title={crash_label} onclick={toggle}>{ if crash { "✖" } else { "" } }</button>
                <span class="line-number" aria-hidden="true">{ index + 1 }</span>
                <code>{ text }</code>
                <span class="line-actions">
                    <button aria-label={tr("move-up")} title={tr("move-up")} disabled={index == 0} onclick={up}>{"↑"}</button>
                    <button aria-label={tr("move-down")} title={tr("move-down")} disabled={index == last} onclick={down}>{"↓"}</button>
                    <button aria-label={tr("remove-line")} title={tr("remove-line")} onclick={remove}>{"✕"}</button>
                </span>
            </li>
        }
    });
    let palette = Step::ALL.iter().copied().filter(|s| !props.draft.contains(s)).map(|step| {
        let mut next = props.draft.clone();
        next.push(step);
        let on_draft = props.on_draft.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            on_draft.emit(next.clone());
            focus_line(step);
        });
        html! { <button class="chip" {onclick}>{ tr_args("add-step", &[("step", step.name().into())]) }</button> }
    });
    html! {
        <section class="panel editor" aria-labelledby="editor-title">
            <h2 id="editor-title">{ tr("editor-title") }</h2>
            <p class="help">{ tr("editor-help") }</p>
            <ol class="code">{ for lines }</ol>
            if let Some(reason) = &props.error {
                <p class="invalid" role="alert">{ "⚠ " }{ tr_args("editor-invalid", &[("reason", reason.clone().into())]) }</p>
            }
            <div class="palette" aria-label={tr("palette-title")}>{ for palette }</div>
        </section>
    }
}
