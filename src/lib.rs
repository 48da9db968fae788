//! AckLab in the browser: the playground over the `acklab-sim` core. A library so that
//! the component tests in `tests/` can mount each component on its own.

pub mod address;
pub mod app;
pub mod base64url;
pub mod browser;
pub mod causes;
pub mod chunks;
pub mod components;
pub mod deck;
pub mod embed;
pub mod errors;
pub mod explorer_worker;
pub mod fields;
pub mod focus;
pub mod hooks;
pub mod i18n;
pub mod keys;
pub mod lanes;
pub mod layout;
pub mod notice;
pub mod start;
pub mod state;
pub mod texts;
pub mod url;
pub mod view;

/// Fetches the English messages and the learner's language (so the page never flashes
/// English), then mounts the app on the page's body. If the learner's language cannot
/// be fetched, the app starts in English and says why; without English the page says
/// that it could not load its texts.
pub fn start() {
    browser::report_panics();
    // The page's "could not start" message (index.html) is not needed: the app runs.
    if let Some(boot) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boot"))
    {
        boot.remove();
    }
    wasm_bindgen_futures::spawn_local(async {
        let code = browser::wanted_locale(browser::route().lang.as_deref());
        let english = texts::request_english();
        // A deflated link is read in its first form.
        address::address_ready().await;
        let _ = texts::load(code).await;
        // Without English, the fallback of every message, there is nothing to show.
        if texts::install_english(english).await.is_err() {
            browser::show_no_texts();
            return;
        }
        // A link to a lesson needs its texts before the first frame.
        if browser::address_lesson().is_some() {
            let shown = if i18n::is_available(code) { code } else { "en" };
            let _ = texts::load_lessons(shown).await;
        }
        // The address's scenario is read (in the task that installs the texts), run in
        // the next task, and the first frame drawn in a third: together they were one
        // task of up to 500 ms for a link at the validator's limits, and the browser
        // could paint or answer nothing.
        start::decode_link();
        next_task().await;
        start::prepare_initial_state();
        chunks::fetch_before_mount(start::first_frame_parts()).await;
        next_task().await;
        yew::Renderer::<app::App>::new().render();
    });
}

/// Resolves in a later task (a zero-delay timer), so that the browser can run what it
/// has queued, a paint or an input, before the caller goes on.
pub(crate) async fn next_task() {
    let promise = web_sys::js_sys::Promise::new(&mut |resolve, _| {
        let queued = web_sys::window()
            .and_then(|w| w.set_timeout_with_callback(&resolve).ok())
            .is_some();
        if !queued {
            let _ = resolve.call0(&wasm_bindgen::JsValue::NULL);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// The core's scenario corpus, for the app's tests that render every explanation and
/// every event kind.
#[cfg(test)]
pub(crate) fn corpus() -> Vec<(String, acklab_sim::Scenario)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/sim/tests/scenarios");
    let mut scenarios = Vec::new();
    for entry in std::fs::read_dir(dir).expect("the corpus exists") {
        let path = entry.expect("an entry").path();
        let name = path.to_string_lossy().to_string();
        if name.ends_with(".json") && !name.ends_with(".expect.json") {
            let text = std::fs::read_to_string(&path).expect("readable");
            scenarios.push((name, acklab_sim::Scenario::from_json(&text).expect("valid")));
        }
    }
    scenarios
}
