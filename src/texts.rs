//! The texts, fetched from the files served next to the app (Trunk copies `locales/` and
//! `lessons/` into the site), so that the bundle carries none: the English messages at
//! start-up (every language falls back on them), another language's messages and every
//! lesson's texts when it is picked, the English lesson texts when a lesson first
//! opens, and the reference pages' texts, in every language, when one first opens.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{js_sys, JsFuture};

use crate::i18n::{self, FetchedTexts};

/// How long the texts of a language may take to arrive.
const FETCH_TIMEOUT_MS: u32 = 8_000;

/// Starts fetching the English messages (the fallback of every other language); the
/// request starts now, beside the learner's language's, and `install_english` awaits it.
pub fn request_english() -> Option<js_sys::Promise> {
    let window = web_sys::window()?;
    let version = acklab_lessons::CONTENT_VERSION;
    Some(request(&window, &format!("locales/en.ftl?v={version}")))
}

/// Installs the English messages `request_english` asked for.
pub async fn install_english(request: Option<js_sys::Promise>) -> Result<(), String> {
    let text = text_of("locales/en.ftl", request.ok_or("no window")?).await?;
    let lessons = Vec::new();
    i18n::install(
        "en",
        FetchedTexts {
            messages: text,
            lessons,
        },
    );
    i18n::activate(&i18n::active_code());
    Ok(())
}

/// Fetches a locale's texts once and installs them; `Err` says what failed, and the
/// app then stays in English. English itself comes from `request_english`.
pub async fn load(code: &str) -> Result<(), String> {
    if code == "en" || i18n::is_available(code) {
        return Ok(());
    }
    let window = web_sys::window().ok_or("no window")?;
    // The ids only: parsing every lesson here would delay the first render for nothing.
    let ids: Vec<String> = acklab_lessons::lesson_ids().map(str::to_string).collect();
    // The version changes with every text, so a cache never serves an older file.
    let version = acklab_lessons::CONTENT_VERSION;
    let mut urls = vec![format!("locales/{code}.ftl?v={version}")];
    urls.extend(
        ids.iter()
            .map(|id| format!("lessons/{id}/{code}.ftl?v={version}")),
    );
    // Every request starts before the first answer is awaited, so they run side by side.
    let requests: Vec<_> = urls.iter().map(|url| request(&window, url)).collect();
    // Every answer is awaited, even after a failure, so that no rejected request is
    // left unhandled.
    let mut texts = Vec::with_capacity(urls.len());
    let mut failure = None;
    for (url, request) in urls.iter().zip(requests) {
        match text_of(url, request).await {
            Ok(text) => texts.push(text),
            Err(error) => failure = failure.or(Some(error)),
        }
    }
    if let Some(error) = failure {
        return Err(error);
    }
    let messages = texts.remove(0);
    let lessons = ids.into_iter().zip(texts).collect();
    i18n::install(code, FetchedTexts { messages, lessons });
    Ok(())
}

/// Fetches the English lesson texts the first time a lesson opens (another locale's
/// come with the locale) and installs them, with the glossary's terms they link to.
pub async fn load_lessons(code: &str) -> Result<(), String> {
    load_glossary().await?;
    load_lesson_files().await?;
    if i18n::has_lessons(code) {
        return Ok(());
    }
    if code != "en" {
        return load(code).await;
    }
    i18n::install_english_lessons(each_lesson_file("en.ftl").await?);
    Ok(())
}

/// Fetches every lesson's file (its scenario and question) the first time a lesson
/// opens: the web app carries only the lessons' ids and English titles.
async fn load_lesson_files() -> Result<(), String> {
    if !i18n::has_lesson_files() {
        i18n::install_lesson_files(each_lesson_file("lesson.json").await?);
    }
    Ok(())
}

/// One file of every lesson, `lessons/<id>/<name>`, fetched side by side: (id, text).
async fn each_lesson_file(name: &str) -> Result<Vec<(String, String)>, String> {
    let window = web_sys::window().ok_or("no window")?;
    let version = acklab_lessons::CONTENT_VERSION;
    let ids: Vec<String> = acklab_lessons::lesson_ids().map(str::to_string).collect();
    let urls: Vec<String> = ids
        .iter()
        .map(|id| format!("lessons/{id}/{name}?v={version}"))
        .collect();
    let requests: Vec<_> = urls.iter().map(|url| request(&window, url)).collect();
    let mut files = Vec::with_capacity(ids.len());
    let mut failure = None;
    // Every answer is awaited, even after a failure, so that no rejected request is
    // left unhandled.
    for ((id, url), request) in ids.into_iter().zip(&urls).zip(requests) {
        match text_of(url, request).await {
            Ok(text) => files.push((id, text)),
            Err(error) => failure = failure.or(Some(error)),
        }
    }
    match failure {
        Some(error) => Err(error),
        None => Ok(files),
    }
}

/// Fetches the glossary's terms (their names in every language) the first time a
/// lesson or a reference page needs them, and installs them.
pub async fn load_glossary() -> Result<(), String> {
    if i18n::has_glossary() {
        return Ok(());
    }
    let window = web_sys::window().ok_or("no window")?;
    let url = format!(
        "lessons/glossary.json?v={}",
        acklab_lessons::CONTENT_VERSION
    );
    let text = text_of(&url, request(&window, &url)).await?;
    i18n::install_glossary(acklab_lessons::parse_glossary(&text)?);
    Ok(())
}

/// Fetches a locale's reference texts (the glossary's definitions, the broker's
/// rules) the first time a reference page opens, and installs them with the terms.
pub async fn load_reference(code: &str) -> Result<(), String> {
    load_glossary().await?;
    if i18n::has_reference(code) {
        return Ok(());
    }
    let window = web_sys::window().ok_or("no window")?;
    let version = acklab_lessons::CONTENT_VERSION;
    let url = format!("locales/{code}-reference.ftl?v={version}");
    let text = text_of(&url, request(&window, &url)).await?;
    i18n::install_reference(code, text);
    Ok(())
}

/// Starts fetching one address. A request that hangs must not leave the learner
/// waiting: after `FETCH_TIMEOUT_MS` it fails, and the app goes on without it and says so.
fn request(window: &web_sys::Window, url: &str) -> js_sys::Promise {
    let init = web_sys::RequestInit::new();
    if has_abort_timeout() {
        init.set_signal(Some(&web_sys::AbortSignal::timeout_with_u32(
            FETCH_TIMEOUT_MS,
        )));
    }
    window.fetch_with_str_and_init(url, &init)
}

/// Whether the browser has `AbortSignal.timeout` (2022 and later); older ones wait.
fn has_abort_timeout() -> bool {
    let global = js_sys::global();
    js_sys::Reflect::get(&global, &"AbortSignal".into())
        .and_then(|signal| js_sys::Reflect::has(&signal, &"timeout".into()))
        .unwrap_or(false)
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
