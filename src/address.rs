//! The address bar is the app's: it writes what is on screen there (the scenario as
//! `#s=`, base64url JSON), asks for a long one to be shortened to its deflated form
//! (`s=z1.`, raw deflate), and for a deflated one to be put back in its first form
//! before it reads it. static/page.js does the two on request (`acklabShorten`,
//! `acklabInflate`), with the browser's CompressionStream: a deflate of our own, or
//! the same steps as futures here, cost the bundle more than the shorter links save.
//! Links of the first form open as they always did.

use acklab_sim::Scenario;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{js_sys, JsFuture};

use crate::browser::{framed, page_call, params_without};
use crate::url;

/// Asks static/page.js to put a deflated address (`s=z1.…`) back in its first form: a
/// promise, settled once it has (or could not, and the decoder then says why), at
/// which page.js sends `acklab:inflated`, at once for an address that is not deflated.
fn inflate_address() -> Option<js_sys::Promise> {
    let pending = page_call("acklabInflate", &JsValue::UNDEFINED)?;
    pending.dyn_into::<js_sys::Promise>().ok()
}

/// Reads the address with `read` once static/page.js has inflated it (on
/// `acklab:inflated`, which the caller listens to); at once without page.js.
pub fn read_address(read: &dyn Fn()) {
    if inflate_address().is_none() {
        read()
    }
}

/// After the app wrote an address: asks static/page.js to put the deflated form of a
/// long scenario there, if that is shorter and the address is still the one written.
fn shorten_address() {
    if let Some(written) = web_sys::window().and_then(|w| w.location().href().ok()) {
        page_call("acklabShorten", &JsValue::from(written));
    }
}

/// Waits for static/page.js (a deferred script, so the page's load event at the
/// latest), then puts a deflated address in its first form.
pub async fn address_ready() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let key = JsValue::from("acklabInflate");
    let defined = js_sys::Reflect::has(&window, &key).unwrap_or(false);
    let loading = window
        .document()
        .is_some_and(|d| d.ready_state() != "complete");
    if !defined && loading {
        let loaded = js_sys::Promise::new(&mut |resolve, _| {
            let _ = window.add_event_listener_with_callback("load", &resolve);
        });
        let _ = JsFuture::from(loaded).await;
    }
    if let Some(pending) = inflate_address() {
        let _ = JsFuture::from(pending).await;
    }
}

/// Writes what is on screen into the address: the open lesson as `?lesson=` (other
/// parameters such as `lang=` stay) and the scenario as `#s=`. Explicit steps get a
/// new history entry, so Back returns to the state before them; edits replace it.
pub fn write_address(scenario: &Scenario, lesson: Option<&str>, extra: Option<String>, push: bool) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let mut params = params_without(&window.location().search().unwrap_or_default(), "lesson");
    if let Some(lesson) = lesson {
        params.push(format!("lesson={lesson}"));
    }
    let query = if params.is_empty() {
        window.location().pathname().unwrap_or_default()
    } else {
        format!("?{}", params.join("&"))
    };
    // A deck (`deck=…&slide=…`) and a compared consumer (`b=…`) go before the scenario.
    let extra = extra.map(|e| e + "&").unwrap_or_default();
    let url = format!("{query}#{extra}{}", url::encode(scenario));
    if window
        .location()
        .href()
        .is_ok_and(|href| href.ends_with(&url))
    {
        return;
    }
    // In a frame, a new entry would be the host tab's: Back would step through the
    // app's states before it left the course page.
    let push = push && !framed();
    if let Ok(history) = window.history() {
        let null = wasm_bindgen::JsValue::NULL;
        let _ = if push {
            history.push_state_with_url(&null, "", Some(&url))
        } else {
            history.replace_state_with_url(&null, "", Some(&url))
        };
    }
    shorten_address();
}

/// A language the learner picked goes into `?lang=`, so a copied link keeps it; the
/// other parameters (such as `lesson=`) and the hash stay.
pub fn remember_locale(locale: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let mut params = params_without(&location.search().unwrap_or_default(), "lang");
    params.push(format!("lang={locale}"));
    let hash = location.hash().unwrap_or_default();
    if let Ok(history) = window.history() {
        let url = format!("?{}{hash}", params.join("&"));
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
    shorten_address();
}
