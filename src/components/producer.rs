//! The producer's side (`acklab/2`): the orders service's own pipeline and, when it
//! writes an outbox, the relay's, as pseudo-code lines with the consumer's interaction
//! (drag and drop, Alt+Up/Down, remove, add from a palette, crash points in the gutter
//! for the message named above the consumer's lines). Each change is a `StageEdit` the
//! reducer makes by the core's edit rules; a refused one is said under the panel.

use std::rc::Rc;

use acklab_sim::{Fault, ProducerStep, RelayStep, Scenario, SourceStage};
use yew::prelude::*;

use crate::components::editor::focus_element;
use crate::components::line::{line_view, LineView};
use crate::i18n::{tr, tr_args};
use crate::state::{FaultTarget, StageEdit};

#[derive(Properties, PartialEq, Clone)]
pub struct ProducerProps {
    pub scenario: Rc<Scenario>,
    pub target: FaultTarget,
    pub on_edit: Callback<StageEdit>,
    /// A lesson's question is open: the lines are shown disabled, with the reason.
    #[prop_or_default]
    pub locked: bool,
}

fn producer_code(step: ProducerStep) -> &'static str {
    match step {
        ProducerStep::Begin => "db.begin()",
        ProducerStep::Write => "orders.insert(order)",
        ProducerStep::WriteOutbox => "outbox.insert(order.event)",
        ProducerStep::Commit => "db.commit()",
        ProducerStep::Publish => "broker.publish(order.event)",
    }
}

fn relay_code(step: RelayStep) -> &'static str {
    match step {
        RelayStep::ReadOutbox => "row = outbox.oldest_unsent()",
        RelayStep::Publish => "broker.publish(row.event)",
        RelayStep::MarkSent => "outbox.mark_sent(row)",
    }
}

/// `list` with the item at `from` moved to `to`.
fn moved<T: Copy>(list: &[T], from: usize, to: usize) -> Vec<T> {
    let mut next = list.to_vec();
    if from < next.len() && to < next.len() {
        let item = next.remove(from);
        next.insert(to, item);
    }
    next
}

/// One of the two pipelines as drawn: its lines' ids, words and code, and the crash its
/// gutter toggles. How a scenario holds its steps and crashes is the core's
/// (`SourceStage`), and so is the rule that a crash follows its step.
trait Stage: SourceStage + 'static {
    /// The prefix of its lines' element ids (the consumer's are `line-…`).
    const PREFIX: &'static str;
    /// The message key of its gutter's label.
    const CRASH_KEY: &'static str;
    fn name(self) -> &'static str;
    fn code(self) -> &'static str;
    fn crash(self, message: String) -> Fault;
    /// The edit that gives the stage these lines.
    fn edit(steps: Vec<Self>) -> StageEdit;
}

impl Stage for ProducerStep {
    const PREFIX: &'static str = "producer-line-";
    const CRASH_KEY: &'static str = "producer-crash-after";
    fn name(self) -> &'static str {
        ProducerStep::name(self)
    }
    fn code(self) -> &'static str {
        producer_code(self)
    }
    fn crash(self, message: String) -> Fault {
        Fault::CrashProducer {
            after: self,
            message,
        }
    }
    fn edit(steps: Vec<Self>) -> StageEdit {
        StageEdit::Producer(steps)
    }
}

impl Stage for RelayStep {
    const PREFIX: &'static str = "relay-line-";
    const CRASH_KEY: &'static str = "relay-crash-after";
    fn name(self) -> &'static str {
        RelayStep::name(self)
    }
    fn code(self) -> &'static str {
        relay_code(self)
    }
    fn crash(self, message: String) -> Fault {
        Fault::CrashRelay {
            after: self,
            message,
        }
    }
    fn edit(steps: Vec<Self>) -> StageEdit {
        StageEdit::Relay(steps)
    }
}

fn lines<S: Stage>(props: &ProducerProps, dragging: &UseStateHandle<Option<usize>>) -> Vec<Html> {
    let scenario = props.scenario.clone();
    let steps = S::steps(&scenario);
    let target = scenario.messages.get(props.target.message);
    let target = target.map(|m| m.id.clone()).unwrap_or_default();
    let last = steps.len().saturating_sub(1);
    let mut html = Vec::new();
    for (index, &step) in steps.iter().enumerate() {
        let crash = step.crash(target.clone());
        let on_move = {
            let steps = steps.clone();
            props.on_edit.reform(move |to: usize| {
                focus_element(format!("{}{}", S::PREFIX, step.name()));
                S::edit(moved(&steps, index, to))
            })
        };
        let on_drop = {
            let (dragging, on_edit) = (dragging.clone(), props.on_edit.clone());
            let steps = steps.clone();
            Callback::from(move |to: usize| {
                if let Some(from) = *dragging {
                    on_edit.emit(S::edit(moved(&steps, from, to)));
                }
                dragging.set(None);
            })
        };
        let on_drag_start = {
            let dragging = dragging.clone();
            Callback::from(move |from: usize| dragging.set(Some(from)))
        };
        let crash_label = tr_args(
            S::CRASH_KEY,
            &[
                ("step", step.name().into()),
                ("message", target.clone().into()),
            ],
        );
        html.push(line_view(LineView {
            index,
            name: step.name(),
            id: format!("{}{}", S::PREFIX, step.name()),
            last,
            code: step.code(),
            crash: scenario.faults.contains(&crash),
            crash_label,
            running: Vec::new(),
            on_move,
            on_remove: {
                let others: Vec<S> = steps.iter().copied().filter(|s| *s != step).collect();
                props.on_edit.reform(move |()| S::edit(others.clone()))
            },
            on_toggle_crash: props
                .on_edit
                .reform(move |()| StageEdit::ToggleCrash(crash.clone())),
            on_drag_start,
            on_drop,
        }));
    }
    html
}

/// The producer's missing steps, each added where it belongs in the full pipeline
/// (`begin` and `commit` together when both are missing).
fn palette(props: &ProducerProps) -> Html {
    let steps = ProducerStep::steps(&props.scenario);
    let missing: Vec<ProducerStep> = ProducerStep::ALL
        .into_iter()
        .filter(|s| !steps.contains(s))
        .collect();
    let pair = missing.contains(&ProducerStep::Begin) && missing.contains(&ProducerStep::Commit);
    let chips = missing
        .iter()
        .copied()
        .filter(|s| !(pair && *s == ProducerStep::Commit))
        .map(|step| {
            let adding: Vec<ProducerStep> = if pair && step == ProducerStep::Begin {
                vec![ProducerStep::Begin, ProducerStep::Commit]
            } else {
                vec![step]
            };
            let name = if adding.len() == 2 {
                tr("add-transaction")
            } else {
                tr_args("add-step", &[("step", step.name().into())])
            };
            // Where the steps go is the core's rule (`with_producer_steps_added`).
            let onclick = props
                .on_edit
                .reform(move |_: MouseEvent| StageEdit::AddProducerSteps(adding.clone()));
            html! { <button class="chip" {onclick}>{ name }</button> }
        });
    html! { <div class="palette" role="group" aria-label={tr("producer-palette")}>{ for chips }</div> }
}

#[function_component(Producer)]
pub fn producer(props: &ProducerProps) -> Html {
    let dragging = use_state(|| None::<usize>);
    let relay_dragging = use_state(|| None::<usize>);
    let producer = lines::<ProducerStep>(props, &dragging);
    let outbox = ProducerStep::steps(&props.scenario).contains(&ProducerStep::WriteOutbox);
    html! {
        <section class="panel editor producer" aria-labelledby="producer-title">
            <h2 id="producer-title">{ tr("producer-title") }</h2>
            <p class="help">{ tr("producer-help") }</p>
            { crate::components::editor::locked_note(props.locked) }
            <fieldset class="edits" disabled={props.locked}>
            <ol class="code">{ for producer }</ol>
            { palette(props) }
            if outbox {
                <h3 id="relay-title">{ tr("relay-title") }</h3>
                <p class="help">{ tr("relay-help") }</p>
                <ol class="code" aria-labelledby="relay-title">{ for lines::<RelayStep>(props, &relay_dragging) }</ol>
            }
            </fieldset>
        </section>
    }
}

/// The panel drawn from its chunk (src/chunks.rs): the only place that names it, so that
/// its code is fetched when a scenario with a producer's code is first shown.
pub fn draw(props: &ProducerProps) -> Html {
    html! { <Producer ..props.clone() /> }
}
