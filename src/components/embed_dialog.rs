//! The Embed dialog: the frame a course author pastes into a course page, for the
//! scenario or lesson on screen, in the language on screen, with the panels and the lock
//! the author picks (kept in the app state), a live preview of it, and a Copy button. A
//! view function: a component with state of its own cost the bundle 4.5 KB.

use acklab_sim::Scenario;
use yew::prelude::*;

use crate::embed::{embed_address, snippet, Panel, Shown, NAMES};
use crate::i18n::tr;

/// What the dialog's controls ask for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EmbedCommand {
    Panel(Panel),
    Lock,
    Close,
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
        Panel::Metrics => "metrics-title",
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

/// What is embedded: the scenario or lesson on screen, in the language on screen.
struct Embedded<'a> {
    scenario: &'a Scenario,
    lesson: Option<&'a str>,
    locale: &'a str,
}

/// The dialog's properties: it is a part of the page fetched when first opened
/// (src/chunks.rs), drawn by `draw`.
#[derive(Clone, PartialEq)]
pub struct EmbedDialogProps {
    pub scenario: std::rc::Rc<Scenario>,
    pub lesson: Option<String>,
    pub locale: String,
    /// The panels shown and the lock, as the author has picked them.
    pub choice: (Shown, bool),
    pub on: Callback<EmbedCommand>,
    pub on_copy: Callback<String>,
}

/// The dialog drawn from its chunk: the only place that names `embed_dialog`.
pub fn draw(props: &EmbedDialogProps) -> Html {
    let what = Embedded {
        scenario: &props.scenario,
        lesson: props.lesson.as_deref(),
        locale: &props.locale,
    };
    embed_dialog(&what, props.choice, &props.on, &props.on_copy)
}

fn embed_dialog(
    what: &Embedded,
    (shown, lock): (Shown, bool),
    on: &Callback<EmbedCommand>,
    on_copy: &Callback<String>,
) -> Html {
    let hash = crate::url::encode(what.scenario);
    let address = embed_address(&base(), what.locale, what.lesson, shown, lock, &hash);
    let code = snippet(&address);
    let boxes = NAMES.iter().enumerate().map(|(index, (name, panel))| {
        let onchange = on.reform({ let panel = *panel; move |_: Event| EmbedCommand::Panel(panel) });
        // The Files menu's Embed item moves the focus here (src/focus.rs).
        let id = (index == 0).then_some("embed-first-panel");
        html! { <label class="check"><input type="checkbox" {id} checked={shown.has(*panel)} {onchange} />{ " " }{ tr(title_key(*panel)) }<code>{ format!(" {name}") }</code></label> }
    });
    let copy = on_copy.reform({
        let code = code.clone();
        move |_: MouseEvent| code.clone()
    });
    html! {
        <section class="panel embed-dialog" aria-labelledby="embed-title">
            <div class="panel-head">
                <h2 id="embed-title">{ tr("embed-title") }</h2>
                <button onclick={on.reform(|_: MouseEvent| EmbedCommand::Close)}>{ tr("close-reference") }</button>
            </div>
            <p class="help">{ tr(if what.lesson.is_some() { "embed-help-lesson" } else { "embed-help" }) }</p>
            <fieldset class="embed-panels"><legend>{ tr("embed-panels") }</legend>{ for boxes }</fieldset>
            <label class="check"><input type="checkbox" checked={lock} onchange={on.reform(|_: Event| EmbedCommand::Lock)} />{ " " }{ tr("embed-lock") }</label>
            <label class="embed-code">{ tr("embed-code") }<textarea readonly=true rows="8" value={code} /></label>
            <p><button class="primary" onclick={copy}>{ tr("embed-copy") }</button></p>
            <p class="muted">{ tr("embed-preview") }</p>
            <iframe class="embed-preview" title={tr("embed-preview")} src={address} loading="lazy"></iframe>
        </section>
    }
}
