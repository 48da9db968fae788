//! The consumer as pseudo-code lines: reorder by drag and drop or Alt+Up/Down, remove,
//! add from a palette (each step lands where it can run), undo and redo, and set crash
//! points in the gutter like breakpoints, for the message named beside it.

use std::rc::Rc;

use acklab_sim::{Fault, Op, Scenario, Step};
use yew::prelude::*;

use crate::components::line::{line_view, LineView};
use crate::components::target::{target_view, TargetView};
use crate::i18n::{tr, tr_args};
use crate::state::{inserted, without, FaultTarget};

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    pub draft: Vec<Step>,
    pub error: Option<String>,
    /// The scenario run (its faults, messages and delivery limit), shared, not copied:
    /// a large scenario's thousand messages would be cloned at every step.
    pub scenario: Rc<Scenario>,
    pub target: FaultTarget,
    /// Which worker (numbered from 1) runs which step next, at the shown tick.
    pub running: Vec<(u32, Step)>,
    /// A dedup step is in the lines but no store keeps the ids.
    pub store_missing: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    pub on_draft: Callback<Vec<Step>>,
    pub on_toggle_crash: Callback<Step>,
    pub on_target: Callback<FaultTarget>,
    pub on_use_table: Callback<()>,
    pub on_undo: Callback<()>,
    pub on_redo: Callback<()>,
    /// A lesson's question is open: the lines wait for the prediction (shown disabled,
    /// with the reason).
    #[prop_or_default]
    pub locked: bool,
}

/// The reason edits wait, said where they wait: above the lines, the faults and the
/// settings while a lesson's question is open.
pub fn locked_note(locked: bool) -> Html {
    if !locked {
        return Html::default();
    }
    html! { <p class="locked-note" role="note">{ "🔒 " }{ tr("edits-after-prediction") }</p> }
}

/// The pseudo-code a step stands for; `apply` shows the target message's operation.
pub fn code(step: Step, op: Op) -> &'static str {
    match (step, op) {
        (Step::Receive, _) => "msg = queue.receive()",
        (Step::Begin, _) => "db.begin()",
        (Step::CheckDedup, _) => "if processed.contains(msg.id): skip",
        (Step::Apply, Op::CreateOrder) => "orders.insert(msg.order)",
        (Step::Apply, Op::Deposit) => "balance += msg.amount",
        (Step::Apply, Op::SetStatus) => "order.status = msg.status",
        (Step::Apply, Op::Upsert) => "orders.upsert(msg.key, msg.order)",
        (Step::Apply, Op::Charge) => "payments.charge(msg.card, msg.amount)",
        (Step::RecordDedup, _) => "processed.insert(msg.id)",
        (Step::Commit, _) => "db.commit()",
        (Step::Ack, _) => "queue.ack(msg)",
        (Step::Poll, _) => "msg = consumer.poll()",
        (Step::CommitOffset, _) => "consumer.commit(msg.offset + 1)",
        (Step::CheckVersion, _) => "if msg.version <= order.version: skip",
        (Step::BeginTx, _) => "producer.beginTransaction()",
        (Step::CommitTx, _) => "producer.commitTransaction()",
        (Step::Apply, Op::Emit) => "producer.send(output, confirmed(msg))",
        (Step::Apply, Op::SendEmail) => "mail.send(msg.email)",
        (Step::RecordAttempt, _) => "operations.save(msg.id, pending)",
        (Step::RecordResult, _) => "operations.save(msg.id, succeeded)",
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

/// Puts the keyboard focus back on a line after it moved.
fn focus_line(step: Step) {
    focus_element(format!("line-{}", step.name()));
}

/// Puts the keyboard focus on the element with this id once the page is drawn.
pub fn focus_element(id: String) {
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

fn palette(props: &EditorProps) -> Html {
    // The steps of the scenario's broker: poll and commit_offset on a log.
    let steps = props.scenario.steps_offered();
    let missing: Vec<Step> = steps
        .iter()
        .copied()
        .filter(|s| !props.draft.contains(s))
        .collect();
    // Adding begin adds commit too, so when both are missing one chip stands for the pair.
    let pair = missing.contains(&Step::Begin) && missing.contains(&Step::Commit);
    let chips = missing
        .iter()
        .copied()
        .filter(|s| !(pair && *s == Step::Commit))
        .map(|step| {
            let next = inserted(&props.draft, step);
            let on_draft = props.on_draft.clone();
            let onclick = Callback::from(move |_: MouseEvent| {
                on_draft.emit(next.clone());
                focus_line(step);
            });
            let name = if pair && step == Step::Begin {
                tr("add-transaction")
            } else {
                tr_args("add-step", &[("step", step.name().into())])
            };
            html! { <button class="chip" {onclick}>{ name }</button> }
        });
    html! { <div class="palette" role="group" aria-label={tr("palette-title")}>{ for chips }</div> }
}

/// The consumer's lines, each with its gutter (naming the message it crashes), the
/// workers about to run it, and its move and remove controls.
/// What a line's buttons and drags send: the draft with the line moved or removed.
struct LineMoves {
    on_move: Callback<usize>,
    on_remove: Callback<()>,
    on_drop: Callback<usize>,
    on_drag_start: Callback<usize>,
}

fn line_moves(
    props: &EditorProps,
    dragging: &UseStateHandle<Option<usize>>,
    index: usize,
    step: Step,
) -> LineMoves {
    let draft = props.draft.clone();
    let on_move = props.on_draft.reform({
        let draft = draft.clone();
        move |to: usize| {
            focus_line(step);
            moved(&draft, index, to)
        }
    });
    let on_remove = props.on_draft.reform(move |()| without(&draft, step));
    let on_drop = {
        let (dragging, on_draft, draft) = (
            dragging.clone(),
            props.on_draft.clone(),
            props.draft.clone(),
        );
        Callback::from(move |to: usize| {
            if let Some(from) = *dragging {
                on_draft.emit(moved(&draft, from, to));
            }
            dragging.set(None);
        })
    };
    let on_drag_start = {
        let dragging = dragging.clone();
        Callback::from(move |from: usize| dragging.set(Some(from)))
    };
    LineMoves {
        on_move,
        on_remove,
        on_drop,
        on_drag_start,
    }
}

fn lines(props: &EditorProps, dragging: &UseStateHandle<Option<usize>>) -> Vec<Html> {
    let target = props.scenario.messages.get(props.target.message);
    let op = target.map_or(Op::CreateOrder, |m| m.op);
    let target_id = target.map(|m| m.id.clone()).unwrap_or_default();
    let last = props.draft.len().saturating_sub(1);
    props
        .draft
        .iter()
        .enumerate()
        .map(|(index, &step)| {
            let crash = props.scenario.faults.iter().any(|f| {
                matches!(f, Fault::Crash { after, message, delivery }
                if *after == step && *message == target_id && *delivery == props.target.delivery)
            });
            let crash_label = tr_args(
                "crash-after",
                &[
                    ("step", step.name().into()),
                    ("message", target_id.clone().into()),
                    ("delivery", u64::from(props.target.delivery).into()),
                ],
            );
            let running = props
                .running
                .iter()
                .filter(|(_, s)| *s == step)
                .map(|(w, _)| *w)
                .collect::<Vec<_>>();
            let moves = line_moves(props, dragging, index, step);
            line_view(LineView {
                index,
                name: step.name(),
                id: format!("line-{}", step.name()),
                last,
                code: code(step, op),
                crash,
                crash_label,
                running,
                on_move: moves.on_move,
                on_remove: moves.on_remove,
                on_toggle_crash: props.on_toggle_crash.reform(move |()| step),
                on_drag_start: moves.on_drag_start,
                on_drop: moves.on_drop,
            })
        })
        .collect()
}

#[function_component(Editor)]
pub fn editor(props: &EditorProps) -> Html {
    let dragging = use_state(|| None::<usize>);
    let lines = lines(props, &dragging);
    html! {
        <section class="panel editor" aria-labelledby="editor-title">
            <div class="panel-head">
                <h2 id="editor-title">{ tr("editor-title") }</h2>
                <span class="undo">
                    <button disabled={!props.can_undo || props.locked} title={tr("undo-keys")} onclick={props.on_undo.reform(|_: MouseEvent| ())}>{ "↶ " }{ tr("undo") }</button>
                    <button disabled={!props.can_redo || props.locked} title={tr("redo-keys")} onclick={props.on_redo.reform(|_: MouseEvent| ())}>{ "↷ " }{ tr("redo") }</button>
                </span>
            </div>
            <p class="help">{ tr("editor-help") }</p>
            { locked_note(props.locked) }
            <fieldset class="edits" disabled={props.locked}>
            { target_view(TargetView { messages: &props.scenario.messages, max_deliveries: props.scenario.broker.max_deliveries, target: props.target, on_target: props.on_target.clone() }) }
            <ol class="code">{ for lines }</ol>
            if let Some(reason) = &props.error {
                <p class="invalid" role="alert">{ "⚠ " }{ tr_args("editor-invalid", &[("reason", reason.clone().into())]) }</p>
            }
            if props.store_missing {
                <p class="offer">{ tr("dedup-needs-store") }{ " " }
                    <button class="primary" onclick={props.on_use_table.reform(|_: MouseEvent| ())}>{ tr("use-dedup-table") }</button></p>
            }
            { palette(props) }
            </fieldset>
        </section>
    }
}
