//! Another language's texts, fetched from the files served next to the app (Trunk
//! copies `locales/` and `lessons/` into the site): the interface's messages and every
//! lesson's texts. English is built in and never fetched, so the first load carries one
//! language, not four.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{js_sys, JsFuture};

use crate::i18n::{self, FetchedTexts};

/// Fetches a locale's texts once and installs them; `Err` says what failed, and the
/// app then stays in English.
pub async fn load(code: &str) -> Result<(), String> {
    if i18n::is_available(code) {
        return Ok(());
    }
    let window = web_sys::window().ok_or("no window")?;
    let ids: Vec<String> = acklab_lessons::course()
        .unwrap_or_default()
        .into_iter()
        .map(|lesson| lesson.id)
        .collect();
    let mut urls = vec![format!("locales/{code}.ftl")];
    urls.extend(ids.iter().map(|id| format!("lessons/{id}/{code}.ftl")));
    // Every request starts before the first answer is awaited, so they run side by side.
    let requests: Vec<_> = urls.iter().map(|url| window.fetch_with_str(url)).collect();
    let mut texts = Vec::with_capacity(urls.len());
    for (url, request) in urls.iter().zip(requests) {
        texts.push(text_of(url, request).await?);
    }
    let messages = texts.remove(0);
    let lessons = ids.into_iter().zip(texts).collect();
    i18n::install(code, FetchedTexts { messages, lessons });
    Ok(())
}

/// The body of one answered request as text.
async fn text_of(url: &str, request: js_sys::Promise) -> Result<String, String> {
    let failed = |what: &str| format!("{url}: {what}");
    let response: web_sys::Response = JsFuture::from(request)
        .await
        .map_err(|_| failed("no answer"))?
        .dyn_into()
        .map_err(|_| failed("not a response"))?;
    if !response.ok() {
        return Err(failed(&format!("HTTP {}", response.status())));
    }
    let body = response.text().map_err(|_| failed("unreadable"))?;
    JsFuture::from(body)
        .await
        .ok()
        .and_then(|text| text.as_string())
        .ok_or_else(|| failed("not text"))
}
