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
pub fn request_english() -> Option<JsFuture> {
    let window = web_sys::window()?;
    let version = acklab_lessons::CONTENT_VERSION;
    Some(request(&window, &format!("locales/en.ftl?v={version}")))
}

/// Installs the English messages `request_english` asked for.
pub async fn install_english(request: Option<JsFuture>) -> Result<(), String> {
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
    // The version changes with every text, so a cache never serves an older file.
    let version = acklab_lessons::CONTENT_VERSION;
    let url = format!("locales/{code}.ftl?v={version}");
    // Both requests start before the first answer is awaited, so they run side by side;
    // both answers are read, so that a failure of either is said.
    let messages = text_of(&url, request(&window, &url));
    let (bundle_url, bundle) = bundle_request(&window, &format!("{code}.ftl"));
    let messages = messages.await;
    let lessons = lessons_of(&bundle_url, text_of(&bundle_url, bundle).await);
    i18n::install(
        code,
        FetchedTexts {
            messages: messages?,
            lessons: lessons?,
        },
    );
    Ok(())
}

/// Fetches the English lesson texts the first time a lesson opens (another locale's
/// come with the locale) and installs them, with the glossary's terms they link to.
/// The lessons' files (their scenarios and questions) come too: the web app carries
/// only the lessons' ids and English titles.
pub async fn load_lessons(code: &str) -> Result<(), String> {
    let window = web_sys::window().ok_or("no window")?;
    // Every request starts before the first answer is awaited, so that they run side by
    // side, and every answer is read, so that each failure is said.
    let glossary = (!i18n::has_glossary()).then(|| glossary_request(&window));
    let files = (!i18n::has_lesson_files()).then(|| bundle_request(&window, "lesson.json"));
    let english =
        (code == "en" && !i18n::has_lessons(code)).then(|| bundle_request(&window, "en.ftl"));
    let locale = if code == "en" {
        Ok(())
    } else {
        load(code).await
    };
    let glossary = match glossary {
        Some((url, request)) => install_glossary(text_of(&url, request).await),
        None => Ok(()),
    };
    let files = match files {
        Some((url, request)) => lessons_of(&url, text_of(&url, request).await),
        None => Ok(Vec::new()),
    };
    let english = match english {
        Some((url, request)) => lessons_of(&url, text_of(&url, request).await),
        None => Ok(Vec::new()),
    };
    // What is not asked for again stays as it was: installing nothing changes nothing.
    let files = files.map(i18n::install_lesson_files);
    let english = english.map(|texts| {
        if !texts.is_empty() {
            i18n::install_english_lessons(texts);
        }
    });
    locale.and(glossary).and(files).and(english)
}

/// Starts fetching the bundle of every lesson's file `name` (`lessons/<id>/<name>`,
/// bundled by `tools/bundle-lessons.pl`): (its address, the request).
fn bundle_request(window: &web_sys::Window, name: &str) -> (String, JsFuture) {
    let version = acklab_lessons::CONTENT_VERSION;
    let url = format!("lessons/bundle-{name}.txt?v={version}");
    let request = request(window, &url);
    (url, request)
}

/// The lessons' files in the bundle fetched from `url`.
fn lessons_of(url: &str, bundle: Result<String, String>) -> Result<Vec<(String, String)>, String> {
    lessons_in_bundle(&bundle?).map_err(|what| format!("{url}: {what}"))
}

/// The line before each lesson's file in a bundle, followed by the lesson's id.
const BUNDLE_SECTION: &str = "### acklab:lesson ";

/// Every lesson's file in a bundle, in the course's order; `Err` names a lesson of the
/// course the bundle lacks.
fn lessons_in_bundle(bundle: &str) -> Result<Vec<(String, String)>, String> {
    let sections = split_bundle(bundle);
    let mut files = Vec::with_capacity(sections.len());
    for id in acklab_lessons::lesson_ids() {
        match sections.iter().find(|(found, _)| *found == id) {
            Some((_, text)) => files.push((id.to_string(), text.to_string())),
            None => return Err(format!("no lesson {id}")),
        }
    }
    Ok(files)
}

/// A bundle's sections: (lesson id, the lesson's file). The text before the first
/// section line, if any, is not a lesson's. Read line by line (a search for a string
/// pattern would bring its own searcher into the bundle).
fn split_bundle(bundle: &str) -> Vec<(&str, &str)> {
    let mut sections = Vec::new();
    // The section being read: its id and where its file starts.
    let mut open: Option<(&str, usize)> = None;
    let mut at = 0;
    for line in bundle.split_inclusive('\n') {
        if let Some(id) = line.strip_prefix(BUNDLE_SECTION) {
            if let Some((id, start)) = open {
                sections.push((id, &bundle[start..at]));
            }
            open = Some((id.trim_end_matches('\n'), at + line.len()));
        }
        at += line.len();
    }
    if let Some((id, start)) = open {
        sections.push((id, &bundle[start..]));
    }
    sections
}

/// Fetches the glossary's terms (their names in every language) the first time a
/// lesson or a reference page needs them, and installs them.
pub async fn load_glossary() -> Result<(), String> {
    if i18n::has_glossary() {
        return Ok(());
    }
    let window = web_sys::window().ok_or("no window")?;
    let (url, request) = glossary_request(&window);
    install_glossary(text_of(&url, request).await)
}

/// Starts fetching the glossary's terms: (the address, the request).
fn glossary_request(window: &web_sys::Window) -> (String, JsFuture) {
    let url = format!(
        "lessons/glossary.json?v={}",
        acklab_lessons::CONTENT_VERSION
    );
    let request = request(window, &url);
    (url, request)
}

/// Installs the glossary's terms `glossary_request` fetched.
fn install_glossary(text: Result<String, String>) -> Result<(), String> {
    i18n::install_glossary(acklab_lessons::parse_glossary(&text?)?);
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
fn request(window: &web_sys::Window, url: &str) -> JsFuture {
    let init = web_sys::RequestInit::new();
    if has_abort_timeout() {
        init.set_signal(Some(&web_sys::AbortSignal::timeout_with_u32(
            FETCH_TIMEOUT_MS,
        )));
    }
    // Awaited from now on: a request that fails before its turn to be read is not an
    // unhandled rejection (the page reports those as errors).
    JsFuture::from(window.fetch_with_str_and_init(url, &init))
}

/// Whether the browser has `AbortSignal.timeout` (2022 and later); older ones wait.
fn has_abort_timeout() -> bool {
    let global = js_sys::global();
    js_sys::Reflect::get(&global, &"AbortSignal".into())
        .and_then(|signal| js_sys::Reflect::has(&signal, &"timeout".into()))
        .unwrap_or(false)
}

/// The body of one answered request as text.
async fn text_of(url: &str, request: JsFuture) -> Result<String, String> {
    let failed = |what: &str| format!("{url}: {what}");
    let response: web_sys::Response = request
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn a_bundle_splits_into_its_lessons_files() {
        let bundle = "### acklab:lesson a\ntitle = A\n### not a section\n### acklab:lesson b\n{}\n";
        assert_eq!(
            split_bundle(bundle),
            vec![("a", "title = A\n### not a section\n"), ("b", "{}\n")]
        );
        assert_eq!(split_bundle("title = A\n"), Vec::<(&str, &str)>::new());
        assert_eq!(split_bundle(""), Vec::<(&str, &str)>::new());
    }

    #[test]
    fn a_bundle_without_a_lesson_of_the_course_is_refused() {
        let first = acklab_lessons::lesson_ids().next().expect("a lesson");
        let error = lessons_in_bundle(&format!("{BUNDLE_SECTION}{first}\n{{}}\n"))
            .expect_err("only one lesson in the bundle");
        assert!(error.starts_with("no lesson "), "{error}");
    }

    /// The bundles the build makes (tools/bundle-lessons.pl, run here as Trunk runs it)
    /// give back every lesson's every file as it is written.
    #[test]
    fn the_builds_bundles_give_back_every_lessons_files() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let out = std::env::temp_dir().join(format!("acklab-bundles-{}", std::process::id()));
        std::fs::create_dir_all(&out).expect("a temporary folder");
        let status = std::process::Command::new("perl")
            .arg(root.join("tools/bundle-lessons.pl"))
            .arg(root.join("lessons"))
            .arg(&out)
            .status()
            .expect("perl runs");
        assert!(status.success());
        for name in ["lesson.json", "en.ftl", "uk.ftl", "ru.ftl", "uz.ftl"] {
            let bundle =
                std::fs::read_to_string(out.join(format!("bundle-{name}.txt"))).expect(name);
            let files = lessons_in_bundle(&bundle).expect(name);
            assert_eq!(files.len(), acklab_lessons::lesson_ids().count());
            for (id, text) in files {
                let written =
                    std::fs::read_to_string(root.join("lessons").join(&id).join(name)).expect(&id);
                assert_eq!(text.trim_end(), written.trim_end(), "lessons/{id}/{name}");
            }
        }
        let _ = std::fs::remove_dir_all(&out);
    }
}
