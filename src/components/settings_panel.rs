//! The settings' fold. Folded (the default), the fields are not drawn: they would cost
//! every first frame for nothing (a large scenario's message list most of all), and
//! their code is fetched the first time the learner unfolds them (src/chunks.rs).

use yew::prelude::*;

use crate::components::bulk::Bulk;
use crate::components::lazy::Lazy;
use crate::components::settings::{is_open, SettingsFieldsProps, SettingsProps};
use crate::i18n::tr;

#[function_component(Settings)]
pub fn settings(props: &SettingsProps) -> Html {
    let ontoggle = props.on_toggle.reform(|event: Event| is_open(&event));
    // Kept here, not in the fields, so that a range typed in the bulk form and an
    // unfolded message list outlast folding the settings away and back.
    let bulk = use_state(Bulk::whole);
    let each_open = use_state(|| false);
    let fields = SettingsFieldsProps {
        settings: props.clone(),
        bulk,
        each_open,
    };
    html! {
        <details class="panel settings" open={props.open} ontoggle={ontoggle}>
            <summary><h2 id="settings-title">{ tr("settings-title") }</h2></summary>
            if props.open {
                <Lazy<SettingsFieldsProps> part={&crate::chunks::SETTINGS} props={fields} />
            }
        </details>
    }
}
