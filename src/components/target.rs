//! Which message and delivery the gutter's crash points and the fault menu aim at,
//! shown beside the gutter and in the fault panel. A view function, not a component:
//! every component costs the wasm bundle a few kilobytes.

use std::cell::RefCell;

use acklab_sim::Message;
use yew::prelude::*;

use crate::components::settings::target_value;

use crate::i18n::{tr, tr_args};
use crate::state::FaultTarget;

/// The messages to pick from and the callback that receives the new target.
pub struct TargetView<'a> {
    pub messages: &'a [Message],
    /// The broker's delivery limit: the attempts a fault can aim at.
    pub max_deliveries: u32,
    pub target: FaultTarget,
    pub on_target: Callback<FaultTarget>,
}

thread_local! {
    /// The message options last drawn, with the ids and the choice they were drawn for.
    /// A large scenario has a thousand messages, and the editor and the fault panel both
    /// draw the picker at every step; its options change only with the scenario.
    static MESSAGE_OPTIONS: RefCell<(Vec<String>, usize, Html)> = RefCell::default();
}

/// One `<option>` per message, the chosen one selected, drawn again only when the
/// messages or the choice change.
fn message_options(messages: &[Message], chosen: usize) -> Html {
    MESSAGE_OPTIONS.with(|cell| {
        let mut cached = cell.borrow_mut();
        let same = cached.1 == chosen && messages.iter().map(|m| &m.id).eq(cached.0.iter());
        if !same {
            let options = html! { <>{ for messages.iter().enumerate().map(|(i, m)| html! {
                <option value={i.to_string()} selected={i == chosen}>{ &m.id }</option>
            }) }</> };
            *cached = (
                messages.iter().map(|m| m.id.clone()).collect(),
                chosen,
                options,
            );
        }
        cached.2.clone()
    })
}

/// Above this many messages, a message is picked by its number: a menu of a thousand
/// options, drawn in two panels, gave a large link's first frame 2,000 more elements.
pub const MESSAGE_MENU_MAX: usize = 100;

/// The message picker: a menu of ids, or for a long scenario a number from 1 with the
/// chosen message's id beside it.
fn message_picker(props: &TargetView) -> Html {
    let target = props.target;
    let count = props.messages.len();
    if count <= MESSAGE_MENU_MAX {
        let on_message = props.on_target.reform(move |e: Event| FaultTarget {
            message: target_value(&e).parse().unwrap_or(0),
            ..target
        });
        return html! {
            <label class="pair">{ tr("crash-target-message") }<select onchange={on_message}>
                { message_options(props.messages, target.message) }
            </select></label>
        };
    }
    // A number out of range picks the nearest message; no number keeps the target.
    let on_number = props.on_target.reform(move |e: Event| FaultTarget {
        message: target_value(&e)
            .trim()
            .parse::<usize>()
            .map_or(target.message, |n| n.clamp(1, count) - 1),
        ..target
    });
    let id = props.messages.get(target.message).map(|m| m.id.clone());
    // The id is inside the label, so that it is read with the field's name.
    html! {
        <label class="pair">{ tr("crash-target-message") }
            <input type="number" min="1" max={count.to_string()}
                value={(target.message + 1).to_string()} onchange={on_number} />
            { " " }<span class="muted">{ id }</span>
        </label>
    }
}

pub fn target_view(props: TargetView) -> Html {
    let target = props.target;
    let on_delivery = props.on_target.reform(move |e: Event| FaultTarget {
        delivery: target_value(&e).parse().unwrap_or(1),
        ..target
    });
    let id = props
        .messages
        .get(target.message)
        .map_or(String::new(), |m| m.id.clone());
    let summary = tr_args(
        "crash-target-summary",
        &[
            ("message", id.into()),
            ("delivery", u64::from(target.delivery).into()),
        ],
    );
    // Folded to one line that says the target: a newcomer changes it later, if ever.
    html! {
        <details class="target-choice"><summary>{ summary }</summary>
        <p class="target">{ tr("crash-target") }{ " " }
            { message_picker(&props) }{ " " }
            <label class="pair">{ tr("crash-target-delivery") }<select onchange={on_delivery}>
                { for (1..=props.max_deliveries.clamp(1, 10)).map(|d| html! {
                    <option value={d.to_string()} selected={d == target.delivery}>{ d }</option>
                }) }
            </select></label>
        </p>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use acklab_sim::Scenario;

    use super::message_options;

    #[test]
    fn the_kept_options_follow_the_messages_and_the_choice() {
        let mut messages = Scenario::example().messages;
        let first = message_options(&messages, 0);
        assert_eq!(message_options(&messages, 0), first, "nothing changed");
        assert_ne!(
            message_options(&messages, 1),
            first,
            "another message chosen"
        );
        messages[0].id = "renamed-order".into();
        let renamed = message_options(&messages, 1);
        assert!(
            format!("{renamed:?}").contains("renamed-order"),
            "a renamed message"
        );
        messages.pop();
        assert_ne!(message_options(&messages, 1), renamed, "one message fewer");
    }
}
