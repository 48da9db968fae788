//! The settings' fold. Folded (the default), the fields are not drawn: they would cost
//! every first frame for nothing (a large scenario's message list most of all), and
//! their code is fetched the first time the learner unfolds them (src/chunks.rs).

use yew::prelude::*;

use crate::components::lazy::Lazy;
use crate::components::settings::{is_open, SettingsProps};
use crate::i18n::tr;

#[function_component(Settings)]
pub fn settings(props: &SettingsProps) -> Html {
    let ontoggle = props.on_toggle.reform(|event: Event| is_open(&event));
    html! {
        <details class="panel settings" open={props.open} ontoggle={ontoggle}>
            <summary><h2 id="settings-title">{ tr("settings-title") }</h2></summary>
            if props.open {
                <Lazy<SettingsProps> part={&crate::chunks::SETTINGS} props={props.clone()} />
            }
        </details>
    }
}
