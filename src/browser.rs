//! What the app reads from and writes to the browser: the address as it reads it
//! (src/address.rs writes it), local storage, the clipboard, `<html lang>`, the
//! keyboard focus and static/page.js's small API. Only the app shell's hooks, its
//! start-up and its callbacks (copy, reload) call these.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::js_sys;
use yew::Callback;

use crate::i18n::{self, tr};
use crate::notice::Notice;
use crate::state::Reference;
use crate::url::Route;

/// The page's static "could not load its texts" message (index.html) is shown.
pub fn show_no_texts() {
    let document = web_sys::window().and_then(|w| w.document());
    // The release page's picture of the first view (e2e/prerender.mjs) would look like
    // an app that works: the stylesheet shows it only without this class.
    if let Some(root) = document.as_ref().and_then(|d| d.document_element()) {
        let _ = root.set_attribute("class", "no-prerender");
    }
    if let Some(message) = document.and_then(|d| d.get_element_by_id("no-texts")) {
        let _ = message.remove_attribute("hidden");
    }
}

/// The address's query, without the `?`.
pub fn query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
        .trim_start_matches('?')
        .to_string()
}

/// What the address's query asks for now.
pub fn route() -> Route {
    Route::parse(&query())
}

/// The locale to start in: `?lang=`, then the browser's languages, then English.
pub fn wanted_locale(asked: Option<&str>) -> &'static str {
    let browser: Vec<String> = web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|v| v.as_string())
                .collect()
        })
        .unwrap_or_default();
    i18n::negotiate(asked.into_iter().chain(browser.iter().map(String::as_str)))
}

/// Where finished lessons are remembered between visits.
const PROGRESS_KEY: &str = "acklab.lessons.done";

/// The lessons finished in earlier visits: every id the stored list holds, including
/// ids this build does not know (a newer version's lessons); an element that is not an
/// id is skipped, and unreadable storage counts as none.
pub fn stored_progress() -> Vec<String> {
    let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
    let text = storage
        .and_then(|s| s.get_item(PROGRESS_KEY).ok().flatten())
        .unwrap_or_default();
    match serde_json::from_str::<serde_json::Value>(&text) {
        Ok(serde_json::Value::Array(items)) => items
            .into_iter()
            .filter_map(|item| match item {
                serde_json::Value::String(id) => Some(id),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Remembers the finished lessons beside the stored ids this build does not know, so
/// that a rollback to an older version does not erase a newer one's progress.
pub fn store_progress(done: &[String]) {
    let mut all = stored_progress();
    for id in done {
        if !all.contains(id) {
            all.push(id.clone());
        }
    }
    let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
    if let (Some(storage), Ok(text)) = (storage, serde_json::to_string(&all)) {
        let _ = storage.set_item(PROGRESS_KEY, &text);
    }
}

/// Puts the locale into `<html lang>`.
pub fn show_locale(locale: &str) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = root.set_attribute("lang", locale);
    }
}

/// The query's parameters other than `name`.
pub(crate) fn params_without(search: &str, name: &str) -> Vec<String> {
    let prefix = format!("{name}=");
    search
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with(&prefix))
        .map(str::to_string)
        .collect()
}

/// The lesson the address names (`?lesson=`), if any.
pub fn address_lesson() -> Option<String> {
    route().lesson
}

/// The address's hash, with its `#`.
pub fn address_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// F: the page fills the screen, or stops filling it (a projector, a classroom).
pub fn toggle_full_screen() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    } else if let Some(root) = document.document_element() {
        let _ = root.request_fullscreen();
    }
}

/// Whether the app runs in a frame (a course page, an LMS): then it never adds entries
/// to the host tab's history.
pub fn framed() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let parent = window.parent().ok().flatten();
    parent.is_some_and(|parent| !js_sys::Object::is(parent.as_ref(), window.as_ref()))
}

/// Posts a message (JSON text) to the page that frames the app, a course page or an
/// LMS; outside a frame nothing happens. The shapes are documented in the README. The
/// target origin is `*`: the app cannot know its host, and says nothing private.
pub fn tell_host(message: &str) {
    if !framed() {
        return;
    }
    let parent = web_sys::window().and_then(|w| w.parent().ok().flatten());
    if let (Some(parent), Ok(value)) = (parent, js_sys::JSON::parse(message)) {
        let _ = parent.post_message(&value, "*");
    }
}

/// A panic (a bug: input never causes one) stops the app; the hook hands its message to
/// `static/page.js`, which shows what happened with a way to copy the details and to
/// reload with the default scenario. The address is left as it was. Through Yew, which
/// would otherwise put in its own hook (to the console only) when the app is mounted.
pub fn report_panics() {
    yew::set_custom_panic_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&message.as_str().into());
        let Some(window) = web_sys::window() else {
            return;
        };
        let show = js_sys::Reflect::get(&window, &"acklabPanic".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        if let Some(show) = show {
            let keys = [
                "crash-title",
                "crash-body",
                "crash-copy",
                "crash-copied",
                "crash-reload",
            ];
            let words: js_sys::Array = keys.iter().map(|k| JsValue::from(tr(k))).collect();
            let _ = show.call2(&window, &message.into(), &words);
        }
    }));
}

/// Panics, so that the end-to-end test can check the panel a bug would show; nothing
/// in the app calls it.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn acklab_panic_for_tests() {
    panic!("a test asked for a panic");
}

/// Whether the settings panel was left unfolded in an earlier visit.
const SETTINGS_KEY: &str = "acklab.settings.open";

pub fn stored_settings_open() -> bool {
    let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
    storage
        .and_then(|s| s.get_item(SETTINGS_KEY).ok().flatten())
        .is_some_and(|v| v == "true")
}

pub fn store_settings_open(open: bool) {
    let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
    if let Some(storage) = storage {
        let _ = storage.set_item(SETTINGS_KEY, &open.to_string());
    }
}

/// Copies the address to share, at the tick on screen.
pub fn copy_link(said: Said, tick: u64) {
    let href = web_sys::window().and_then(|w| w.location().href().ok());
    copy_text(
        &crate::url::shared_link(&href.unwrap_or_default(), tick),
        ["link-copied", "link-copy-failed"],
        said,
    );
}

/// Where a copy's outcome is said: a success as a confirmation that goes away by
/// itself, a failure as a notice that stays (it asks the learner to copy by hand).
#[derive(Clone)]
pub struct Said {
    pub done: Callback<Notice>,
    pub failed: Callback<Notice>,
}

/// Copies a text (the address, an embed snippet) and says whether it worked, with the
/// first message or the second.
pub fn copy_text(text: &str, [copied, failed]: [&'static str; 2], said: Said) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let promise = window.navigator().clipboard().write_text(text);
    wasm_bindgen_futures::spawn_local(async move {
        if wasm_bindgen_futures::JsFuture::from(promise).await.is_ok() {
            said.done.emit(Notice::says(copied));
        } else {
            said.failed.emit(Notice::says(failed));
        }
    });
}

/// The element that has the keyboard focus, if any.
pub fn focused_element() -> Option<web_sys::HtmlElement> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
}

/// Whether no control has the keyboard focus (it is on the page's body): what a Files
/// menu item leaves behind when it folds the menu under the focus.
pub fn nothing_focused() -> bool {
    let document = web_sys::window().and_then(|w| w.document());
    let body = document.as_ref().and_then(|d| d.body());
    match (document.and_then(|d| d.active_element()), body) {
        (None, _) => true,
        (Some(active), Some(body)) => active == *body.as_ref(),
        (Some(_), None) => false,
    }
}

/// Moves the keyboard focus to the reference page that just opened: to the asked-for
/// term, or to the page's heading.
pub fn focus_reference(reference: &Reference) {
    let id = match reference {
        Reference::Glossary(Some(term)) => format!("term-{term}"),
        _ => "reference-title".to_string(),
    };
    focus_id(&id);
}

/// Gives the focus to the element with this id, if there is one.
pub fn focus_id(id: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}

/// Loads the page again: the reload the new version's notice offers.
pub fn reload() {
    if let Some(window) = web_sys::window() {
        let _ = window.location().reload();
    }
}

/// Brings a panel's heading to the top of the screen (below the sticky bar, by the
/// page's scroll padding) and gives it the focus, so that Tab goes on from there.
pub fn go_to_heading(id: &str) {
    let heading = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(heading) = heading {
        heading.scroll_into_view_with_bool(true);
        let _ = heading.focus();
    }
}

/// Calls static/page.js's `name(argument)`; `None` when the page's script is missing.
/// page.js's whole API: `acklabInflate`, `acklabShorten` (src/address.rs),
/// `acklabPanic` (`report_panics`), the flag `acklabUpdateReady` (`page_flag`); its
/// events are `acklab:inflated`, `acklab:update`, `acklab:import` and
/// `acklab:files-failed` (src/hooks.rs).
pub fn page_call(name: &str, argument: &JsValue) -> Option<JsValue> {
    let window = web_sys::window()?;
    let function = js_sys::Reflect::get(&window, &JsValue::from(name)).ok()?;
    let function = function.dyn_into::<js_sys::Function>().ok()?;
    function.call1(&window, argument).ok()
}

/// Whether static/page.js has set the window's property `name` to true.
pub fn page_flag(name: &str) -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from(name)).ok())
        .is_some_and(|value| value.is_truthy())
}
