//! The Embed dialog: the frame a course author pastes into a course page, for the
//! scenario or lesson on screen, in the language on screen, with the panels and the lock
//! the author picks, a live preview of it, and a Copy button.

use std::rc::Rc;

use acklab_sim::Scenario;
use yew::prelude::*;

use crate::embed::{embed_address, snippet, Panel, NAMES};
use crate::i18n::tr;

#[derive(Properties, PartialEq)]
pub struct EmbedDialogProps {
    pub scenario: Rc<Scenario>,
    /// The open lesson: the frame is pinned to it.
    pub lesson: Option<String>,
    pub locale: String,
    /// Copies the snippet (the shell says whether it worked).
    pub on_copy: Callback<String>,
    pub on_close: Callback<()>,
}

/// Each panel's title in the interface.
fn title_key(panel: Panel) -> &'static str {
    match panel {
        Panel::Consumer => "editor-title",
        Panel::Faults => "faults-title",
        Panel::Settings => "settings-title",
        Panel::System => "system-title",
        Panel::Verdict => "verdict-title",
        Panel::Timeline => "timeline-title",
        Panel::Tables => "data-title",
        Panel::Explorer => "explorer-title",
        Panel::Events => "events-title",
        Panel::Lesson => "lessons-title",
    }
}

/// The app's own address, without query or hash.
fn base() -> String {
    let location = web_sys::window().map(|w| w.location());
    let part = |f: fn(&web_sys::Location) -> Result<String, wasm_bindgen::JsValue>| {
        location
            .as_ref()
            .and_then(|l| f(l).ok())
            .unwrap_or_default()
    };
    format!(
        "{}{}",
        part(web_sys::Location::origin),
        part(web_sys::Location::pathname)
    )
}

#[function_component(EmbedDialog)]
pub fn embed_dialog(props: &EmbedDialogProps) -> Html {
    let lesson = props.lesson.is_some();
    let shown =
        use_state(|| crate::embed::frame(if lesson { "embed&lesson=x" } else { "embed" }).shown);
    let lock = use_state(|| false);
    let hash = crate::url::encode(&props.scenario);
    let address = embed_address(
        &base(),
        &props.locale,
        props.lesson.as_deref(),
        *shown,
        *lock,
        &hash,
    );
    let code = snippet(&address);
    let boxes = NAMES.iter().map(|(name, panel)| {
        let (state, panel) = (shown.clone(), *panel);
        let onchange = Callback::from(move |_: Event| state.set(state.toggled(panel)));
        html! { <label class="check"><input type="checkbox" checked={shown.has(panel)} {onchange} />{ " " }{ tr(title_key(panel)) }<code>{ format!(" {name}") }</code></label> }
    });
    let toggle_lock = {
        let lock = lock.clone();
        Callback::from(move |_: Event| lock.set(!*lock))
    };
    let copy = props.on_copy.reform({
        let code = code.clone();
        move |_: MouseEvent| code.clone()
    });
    html! {
        <section class="panel embed-dialog" aria-labelledby="embed-title">
            <div class="panel-head">
                <h2 id="embed-title">{ tr("embed-title") }</h2>
                <button onclick={props.on_close.reform(|_: MouseEvent| ())}>{ tr("close-reference") }</button>
            </div>
            <p class="help">{ tr(if lesson { "embed-help-lesson" } else { "embed-help" }) }</p>
            <fieldset class="embed-panels"><legend>{ tr("embed-panels") }</legend>{ for boxes }</fieldset>
            <label class="check"><input type="checkbox" checked={*lock} onchange={toggle_lock} />{ " " }{ tr("embed-lock") }</label>
            <label class="embed-code">{ tr("embed-code") }<textarea readonly=true rows="8" value={code} /></label>
            <p><button class="primary" onclick={copy}>{ tr("embed-copy") }</button></p>
            <p class="muted">{ tr("embed-preview") }</p>
            <iframe class="embed-preview" title={tr("embed-preview")} src={address} loading="lazy"></iframe>
        </section>
    }
}
