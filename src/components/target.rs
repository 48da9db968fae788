//! Which message and delivery the gutter's crash points and the fault menu aim at,
//! shown beside the gutter and in the fault panel. A view function, not a component:
//! every component costs the wasm bundle a few kilobytes.

use acklab_sim::Message;
use yew::prelude::*;

use crate::components::settings::target_value;

use crate::i18n::tr;
use crate::state::FaultTarget;

/// The messages to pick from and the callback that receives the new target.
pub struct TargetView<'a> {
    pub messages: &'a [Message],
    /// The broker's delivery limit: the attempts a fault can aim at.
    pub max_deliveries: u32,
    pub target: FaultTarget,
    pub on_target: Callback<FaultTarget>,
}

pub fn target_view(props: TargetView) -> Html {
    let target = props.target;
    let on_message = props.on_target.reform(move |e: Event| FaultTarget {
        message: target_value(&e).parse().unwrap_or(0),
        ..target
    });
    let on_delivery = props.on_target.reform(move |e: Event| FaultTarget {
        delivery: target_value(&e).parse().unwrap_or(1),
        ..target
    });
    html! {
        <p class="target">{ tr("crash-target") }{ " " }
            <label class="pair">{ tr("crash-target-message") }<select onchange={on_message}>
                { for props.messages.iter().enumerate().map(|(i, m)| html! {
                    <option value={i.to_string()} selected={i == target.message}>{ &m.id }</option>
                }) }
            </select></label>{ " " }
            <label class="pair">{ tr("crash-target-delivery") }<select onchange={on_delivery}>
                { for (1..=props.max_deliveries.clamp(1, 10)).map(|d| html! {
                    <option value={d.to_string()} selected={d == target.delivery}>{ d }</option>
                }) }
            </select></label>
        </p>
    }
}
