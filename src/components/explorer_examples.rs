//! The explorer's smallest example of each kind of trouble (fewest added faults, then
//! the earliest to go wrong), each opened with one click: its faults become the
//! scenario's and the run is drawn.

use acklab_sim::{Example, Fault};
use yew::prelude::*;

use crate::components::faults::describe;
use crate::components::verdict::outcome_icon;
use crate::i18n::{tr, tr_args};

/// The added faults in words, or "as written" when the scenario goes wrong on its own.
fn added_words(added: &[Fault]) -> String {
    if added.is_empty() {
        return tr("explorer-example-as-written");
    }
    added.iter().map(describe).collect::<Vec<_>>().join("; ")
}

/// The list of examples, one line and one button each; nothing when there are none.
pub fn examples_list(examples: &[Example], on_replay: &Callback<Vec<Fault>>) -> Html {
    if examples.is_empty() {
        return Html::default();
    }
    let line = |example: &Example| {
        let outcome = tr(&crate::keys::outcome(example.outcome));
        let text = tr_args(
            "explorer-example",
            &[
                ("outcome", outcome.clone().into()),
                ("message", example.message.clone().into()),
                ("faults", added_words(&example.added).into()),
            ],
        );
        let faults = example.faults.clone();
        let onclick = on_replay.reform(move |_: MouseEvent| faults.clone());
        let label = tr_args(
            "explorer-example-open",
            &[
                ("outcome", outcome.into()),
                ("message", example.message.clone().into()),
            ],
        );
        html! { <li class={example.outcome.name()}>{ outcome_icon(example.outcome) }{ " " }{ text }{ " " }
        <button class="small" aria-label={label} {onclick}>{ tr("explorer-example-open-short") }</button></li> }
    };
    html! {
        <div class="examples">
            <h3>{ tr("explorer-examples-title") }</h3>
            <ul class="plain">{ for examples.iter().map(line) }</ul>
        </div>
    }
}
