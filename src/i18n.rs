//! The localisation layer: Fluent message files per locale (`locales/*.ftl`), with CLDR
//! plural rules from `fluent-bundle`. Every visible string goes through `tr`/`tr_args`.
//!
//! On the web every locale's messages are fetched (`src/texts.rs`): English, the
//! fallback, at start-up beside the learner's language, the others when picked, each
//! with its lesson texts; natively (the tests, the CLI) every locale is built in. The reference pages' texts (the
//! glossary's definitions, the broker's rules: `locales/<code>-reference.ftl`) are
//! fetched for every locale, English too, when a learner first opens one.

use std::cell::RefCell;
use std::collections::BTreeMap;

use acklab_lessons::{Lesson, Term};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// The locales the app ships: code and the language's own name (the one list, kept by
/// the lessons crate). English is the fallback.
pub(crate) const LOCALES: [(&str, &str); 4] = acklab_lessons::SHIPPED;

/// Each shipped locale's code and its name in itself, for the language menu.
pub fn shipped() -> impl Iterator<Item = (&'static str, &'static str)> {
    LOCALES.iter().copied()
}

/// The name of a shipped locale in its own language.
pub fn language_name(code: &str) -> &'static str {
    LOCALES
        .iter()
        .find(|(c, _)| *c == code)
        .map_or("English", |(_, name)| name)
}

/// A locale's message file when it is built in.
fn built_in(code: &str) -> Option<&'static str> {
    match code {
        #[cfg(not(target_arch = "wasm32"))]
        "en" => Some(include_str!("../locales/en.ftl")),
        #[cfg(not(target_arch = "wasm32"))]
        "uk" => Some(include_str!("../locales/uk.ftl")),
        #[cfg(not(target_arch = "wasm32"))]
        "ru" => Some(include_str!("../locales/ru.ftl")),
        #[cfg(not(target_arch = "wasm32"))]
        "uz" => Some(include_str!("../locales/uz.ftl")),
        _ => None,
    }
}

/// A locale's reference texts when they are built in (natively only).
fn built_in_reference(code: &str) -> Option<&'static str> {
    match code {
        #[cfg(not(target_arch = "wasm32"))]
        "en" => Some(include_str!("../locales/en-reference.ftl")),
        #[cfg(not(target_arch = "wasm32"))]
        "uk" => Some(include_str!("../locales/uk-reference.ftl")),
        #[cfg(not(target_arch = "wasm32"))]
        "ru" => Some(include_str!("../locales/ru-reference.ftl")),
        #[cfg(not(target_arch = "wasm32"))]
        "uz" => Some(include_str!("../locales/uz-reference.ftl")),
        _ => None,
    }
}

/// A locale's texts fetched from the site: its message file and each lesson's texts.
pub struct FetchedTexts {
    pub messages: String,
    /// (lesson id, the lesson's Fluent text file in this locale)
    pub lessons: Vec<(String, String)>,
}

thread_local! {
    static ACTIVE: RefCell<Option<(String, FluentBundle<FluentResource>)>> = const { RefCell::new(None) };
    static FETCHED: RefCell<BTreeMap<String, FetchedTexts>> = const { RefCell::new(BTreeMap::new()) };
    /// English lesson texts fetched when a lesson first opens (only each title is
    /// built into the web app): (lesson id, text).
    static ENGLISH_LESSONS: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
    /// Each lesson's file (its scenario and question), fetched when a lesson first
    /// opens (built in natively): (lesson id, JSON).
    static LESSON_FILES: RefCell<BTreeMap<String, String>> = const { RefCell::new(BTreeMap::new()) };
    /// The glossary's terms, once fetched (built in natively).
    static GLOSSARY: RefCell<Vec<Term>> = const { RefCell::new(Vec::new()) };
    /// Reference texts fetched so far, by locale.
    static REFERENCE: RefCell<BTreeMap<String, String>> = const { RefCell::new(BTreeMap::new()) };
    /// The fallback for a message a locale's file lacks (built once English is at hand).
    static ENGLISH: RefCell<Option<FluentBundle<FluentResource>>> = const { RefCell::new(None) };
}

/// Keeps a fetched locale's texts for `activate` and `course`.
pub fn install(code: &str, texts: FetchedTexts) {
    FETCHED.with(|fetched| fetched.borrow_mut().insert(code.to_string(), texts));
}

/// Keeps the English lesson texts fetched when a lesson first opened.
pub fn install_english_lessons(lessons: Vec<(String, String)>) {
    ENGLISH_LESSONS.with(|english| *english.borrow_mut() = lessons);
}

/// Keeps the lessons' files fetched when a lesson first opened.
pub fn install_lesson_files(files: Vec<(String, String)>) {
    LESSON_FILES.with(|kept| kept.borrow_mut().extend(files));
}

/// Whether the lessons' files are at hand: built in natively, fetched on the web.
pub fn has_lesson_files() -> bool {
    cfg!(not(target_arch = "wasm32")) || LESSON_FILES.with(|kept| !kept.borrow().is_empty())
}

/// Whether a locale's lesson texts are at hand: built in natively; on the web fetched
/// with the locale, or for English when a lesson first opens.
pub fn has_lessons(code: &str) -> bool {
    if cfg!(not(target_arch = "wasm32")) {
        return true;
    }
    if code == "en" {
        ENGLISH_LESSONS.with(|english| !english.borrow().is_empty())
    } else {
        FETCHED.with(|fetched| fetched.borrow().contains_key(code))
    }
}

/// Keeps a locale's fetched reference texts and makes them part of its messages.
pub fn install_reference(code: &str, text: String) {
    REFERENCE.with(|reference| reference.borrow_mut().insert(code.to_string(), text));
    if active_code() == code {
        activate(code);
    }
}

/// Whether a locale's reference texts are at hand.
pub fn has_reference(code: &str) -> bool {
    built_in_reference(code).is_some()
        || REFERENCE.with(|reference| reference.borrow().contains_key(code))
}

fn reference_source(code: &str) -> Option<String> {
    built_in_reference(code)
        .map(str::to_string)
        .or_else(|| REFERENCE.with(|reference| reference.borrow().get(code).cloned()))
}

/// The glossary's terms: built in natively, on the web once fetched (empty before).
pub fn glossary() -> Vec<Term> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        acklab_lessons::glossary().unwrap_or_default()
    }
    #[cfg(target_arch = "wasm32")]
    {
        GLOSSARY.with(|glossary| glossary.borrow().clone())
    }
}

/// Keeps the glossary's terms fetched from the site.
pub fn install_glossary(terms: Vec<Term>) {
    GLOSSARY.with(|glossary| *glossary.borrow_mut() = terms);
}

/// Whether the glossary's terms are at hand.
pub fn has_glossary() -> bool {
    cfg!(not(target_arch = "wasm32")) || GLOSSARY.with(|glossary| !glossary.borrow().is_empty())
}

/// Whether a locale's messages are at hand (built in or fetched).
pub fn is_available(code: &str) -> bool {
    built_in(code).is_some() || FETCHED.with(|fetched| fetched.borrow().contains_key(code))
}

fn source(code: &str) -> Option<String> {
    built_in(code)
        .map(str::to_string)
        .or_else(|| FETCHED.with(|fetched| fetched.borrow().get(code).map(|t| t.messages.clone())))
}

/// The course with every fetched locale's lesson texts added to the built-in ones.
pub fn course() -> Vec<Lesson> {
    let mut course = if cfg!(target_arch = "wasm32") {
        acklab_lessons::course_with(|id| LESSON_FILES.with(|kept| kept.borrow().get(id).cloned()))
    } else {
        acklab_lessons::course().unwrap_or_default()
    };
    let mut add = |code: &str, id: &str, text: &str| {
        if let Some(lesson) = course.iter_mut().find(|l| l.id == id) {
            lesson.texts.insert(code.to_string(), text.to_string());
        }
    };
    FETCHED.with(|fetched| {
        for (code, texts) in fetched.borrow().iter() {
            for (id, text) in &texts.lessons {
                add(code, id, text);
            }
        }
    });
    ENGLISH_LESSONS.with(|english| {
        for (id, text) in english.borrow().iter() {
            add("en", id, text);
        }
    });
    course
}

fn bundle_for(code: &str) -> Option<FluentBundle<FluentResource>> {
    // Our codes are bare languages (`uk`): built from the subtag alone, the identifier
    // needs no parser for scripts, regions and variants (whose sort is 3 KB of the bundle).
    let subtag = unic_langid::subtags::Language::from_bytes(code.as_bytes()).ok()?;
    let language = LanguageIdentifier::from_raw_parts_unchecked(subtag, None, None, None);
    let resource = FluentResource::try_new(source(code)?).ok()?;
    let mut bundle = FluentBundle::new(vec![language]);
    // Directional isolation marks would end up in copied text and test selectors.
    bundle.set_use_isolating(false);
    // A key written twice is refused by Fluent; the rest of the file is added all the
    // same (the first of the two wins), so that one slip does not blank every text.
    let _ = bundle.add_resource(resource);
    if let Some(reference) = reference_source(code).and_then(|t| FluentResource::try_new(t).ok()) {
        // A reference file that repeats a key is a translator's slip: keep the first.
        let _ = bundle.add_resource(reference);
    }
    Some(bundle)
}

/// The best shipped locale for a list of preferences like `uk-UA`, `ru`, `en-GB`.
pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> &'static str {
    for wanted in preferred {
        let language = wanted
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        if let Some((code, _)) = LOCALES.iter().find(|(c, _)| *c == language) {
            return code;
        }
    }
    "en"
}

/// Makes `code` the active locale; English when its messages are not at hand, so that
/// `active_code` always names the language on screen.
pub fn activate(code: &str) {
    let chosen = match bundle_for(code) {
        Some(bundle) => Some((code.to_string(), bundle)),
        None => bundle_for("en").map(|bundle| ("en".to_string(), bundle)),
    };
    ACTIVE.with(|active| *active.borrow_mut() = chosen);
}

/// What the app state holds of the texts: the active locale, and the course and the
/// glossary as they read in it. Made here, at the edge, and handed to the state, which
/// reads no message file itself.
#[derive(Clone, Debug, PartialEq)]
pub struct Texts {
    pub locale: String,
    pub course: std::rc::Rc<Vec<Lesson>>,
    pub glossary: std::rc::Rc<Vec<Term>>,
}

/// The texts as they read now.
pub fn texts() -> Texts {
    Texts {
        locale: active_code(),
        course: std::rc::Rc::new(course()),
        glossary: std::rc::Rc::new(glossary()),
    }
}

/// The active locale's code.
pub fn active_code() -> String {
    ACTIVE.with(|active| {
        active
            .borrow()
            .as_ref()
            .map_or_else(|| "en".to_string(), |(code, _)| code.clone())
    })
}

/// A message from one bundle, if the bundle has it.
fn format_in(
    bundle: &FluentBundle<FluentResource>,
    key: &str,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let pattern = bundle.get_message(key)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}

/// A message in the active locale; in English when that locale's file lacks it (a
/// fetched file older than the app, say); the key itself only if English lacks it too.
fn format(key: &str, args: Option<&FluentArgs>) -> String {
    let found = ACTIVE.with(|active| {
        if active.borrow().is_none() {
            *active.borrow_mut() = bundle_for("en").map(|b| ("en".to_string(), b));
        }
        let active = active.borrow();
        active
            .as_ref()
            .and_then(|(_, bundle)| format_in(bundle, key, args))
    });
    found
        .or_else(|| {
            ENGLISH.with(|english| {
                if english.borrow().is_none() {
                    *english.borrow_mut() = bundle_for("en");
                }
                english
                    .borrow()
                    .as_ref()
                    .and_then(|b| format_in(b, key, args))
            })
        })
        .unwrap_or_else(|| key.to_string())
}

/// A message without arguments.
pub fn tr(key: &str) -> String {
    format(key, None)
}

/// A message with named arguments (strings or numbers).
pub fn tr_args<K: AsRef<str>>(key: &str, args: &[(K, Arg)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        let name = name.as_ref().to_string();
        match value {
            Arg::Number(n) => fluent.set(name, FluentValue::from(*n)),
            Arg::Text(t) => fluent.set(name, FluentValue::from(t.clone())),
        }
    }
    format(key, Some(&fluent))
}

/// An argument to a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Number(f64),
    Text(String),
}

impl From<u64> for Arg {
    fn from(n: u64) -> Self {
        Arg::Number(n as f64)
    }
}

impl From<&str> for Arg {
    fn from(t: &str) -> Self {
        Arg::Text(t.to_string())
    }
}

impl From<String> for Arg {
    fn from(t: String) -> Self {
        Arg::Text(t)
    }
}

#[cfg(test)]
#[path = "i18n_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "plural_tests.rs"]
mod plural_tests;

#[cfg(test)]
#[path = "terminology_tests.rs"]
mod terminology_tests;
