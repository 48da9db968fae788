//! The glossary: every term the course uses, named in the four languages, linked from
//! the lesson where the term first appears. The names live in `lessons/glossary.json`;
//! each definition is the message `about-<id>` of the locale's interface file
//! (`locales/<locale>-reference.ftl`), fetched when a reference page first opens.
//! `docs/glossary.md` is made from both.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::{Lesson, LOCALES};

/// Built in natively (the tests, the docs); the web app fetches the file when a lesson
/// or a reference page first needs it, which keeps 2 KB out of its first load.
#[cfg(not(target_arch = "wasm32"))]
const SOURCE: &str = include_str!("../../../lessons/glossary.json");

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Term {
    pub id: String,
    /// How the term shows in English lesson texts: lower-case word beginnings.
    #[serde(rename = "match")]
    pub spellings: Vec<String>,
    /// The term in each locale.
    pub names: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GlossaryFile {
    terms: Vec<Term>,
}

impl Term {
    /// The term in a locale, English when the locale lacks it.
    pub fn name(&self, locale: &str) -> &str {
        self.names
            .get(locale)
            .or_else(|| self.names.get("en"))
            .map_or("", String::as_str)
    }

    /// The key of its definition in the interface's message files.
    pub fn about_key(&self) -> String {
        format!("about-{}", self.id)
    }

    /// Whether an English text mentions the term: a spelling at the start of a word.
    pub fn is_mentioned_in(&self, english: &str) -> bool {
        let text = english.to_lowercase();
        self.spellings.iter().any(|spelling| {
            text.match_indices(spelling.as_str()).any(|(at, _)| {
                !text[..at]
                    .chars()
                    .next_back()
                    .is_some_and(char::is_alphanumeric)
            })
        })
    }
}

/// Every term, in the glossary's order.
#[cfg(not(target_arch = "wasm32"))]
pub fn glossary() -> Result<Vec<Term>, String> {
    parse_glossary(SOURCE)
}

/// Every term of a glossary file's text, in its order.
pub fn parse_glossary(text: &str) -> Result<Vec<Term>, String> {
    crate::parse::<GlossaryFile>(text)
        .map(|file| file.terms)
        .map_err(|e| format!("lessons/glossary.json: {e}"))
}

/// The lesson, in course order, where each term first appears (terms no lesson
/// mentions are left out).
pub fn first_appearances<'a>(
    terms: &'a [Term],
    course: &'a [Lesson],
) -> Vec<(&'a Term, &'a Lesson)> {
    terms
        .iter()
        .filter_map(|term| {
            let lesson = course
                .iter()
                .find(|lesson| term.is_mentioned_in(&lesson.all_text("en")))?;
            Some((term, lesson))
        })
        .collect()
}

/// `docs/glossary.md`: one table of names per language, then the definitions, which
/// `about` gives for a locale and a term.
pub fn markdown(terms: &[Term], about: impl Fn(&str, &Term) -> String) -> String {
    let mut page = String::from(
        "# Glossary\n\nThe terms AckLab uses, in its four languages. The same glossary is in the app \
         (the Glossary button at the top), and each lesson links the terms it introduces. \
         Made from `lessons/glossary.json` and the `about-*` messages of `locales/*-reference.ftl`; \
         a test keeps this page in step with them.\n\n",
    );
    page.push_str("| English | Українська | Русский | Oʻzbekcha |\n| --- | --- | --- | --- |\n");
    for term in terms {
        let names: Vec<&str> = LOCALES.iter().map(|l| term.name(l)).collect();
        page.push_str(&format!("| {} |\n", names.join(" | ")));
    }
    for locale in LOCALES {
        page.push_str(&format!("\n## {}\n\n", language_name(locale)));
        for term in terms {
            page.push_str(&format!(
                "- **{}**: {}\n",
                term.name(locale),
                about(locale, term)
            ));
        }
    }
    page
}

fn language_name(locale: &str) -> &'static str {
    crate::SHIPPED
        .iter()
        .find(|(code, _)| *code == locale)
        .map_or("English", |(_, name)| name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course;

    /// A definition from a locale's interface file, read from disk by the tests.
    fn about(locale: &str, term: &Term) -> String {
        let path = format!(
            "{}/../../locales/{locale}-reference.ftl",
            env!("CARGO_MANIFEST_DIR")
        );
        let source = std::fs::read_to_string(path).unwrap_or_default();
        let prefix = format!("{} = ", term.about_key());
        source
            .lines()
            .find_map(|line| line.strip_prefix(&prefix))
            .unwrap_or_default()
            .trim()
            .to_string()
    }

    #[test]
    fn every_term_is_named_and_explained_in_every_locale() {
        let terms = glossary().expect("the glossary loads");
        assert!(terms.len() >= 25, "only {} terms", terms.len());
        for term in &terms {
            for locale in LOCALES {
                assert!(
                    term.names.get(locale).is_some_and(|n| !n.is_empty()),
                    "{}: no {locale} name",
                    term.id
                );
                let text = about(locale, term);
                assert!(
                    !text.is_empty() && (locale == "en" || text != about("en", term)),
                    "{}: no {locale} definition",
                    term.id
                );
            }
        }
        for required in [
            "ack",
            "nack",
            "redelivery",
            "visibility-timeout",
            "dead-letter-queue",
            "idempotency",
            "idempotency-key",
            "deduplication",
            "inbox",
            "outbox",
            "offset",
            "partition",
            "consumer-group",
            "at-most-once",
            "at-least-once",
            "exactly-once",
        ] {
            assert!(terms.iter().any(|t| t.id == required), "no term {required}");
        }
    }

    /// A lesson lists exactly the terms that first appear in it, so each term is
    /// linked where the learner first meets it, and only there.
    #[test]
    fn each_term_is_linked_from_the_lesson_where_it_first_appears() {
        let terms = glossary().expect("the glossary loads");
        let course = course().expect("the course loads");
        let first = first_appearances(&terms, &course);
        for lesson in &course {
            let mut want: Vec<&str> = first
                .iter()
                .filter(|(_, l)| l.id == lesson.id)
                .map(|(t, _)| t.id.as_str())
                .collect();
            let mut got: Vec<&str> = lesson.terms.iter().map(String::as_str).collect();
            want.sort_unstable();
            got.sort_unstable();
            assert_eq!(got, want, "{}: the terms it introduces", lesson.id);
        }
    }

    /// Rewrite with `ACKLAB_UPDATE_DOCS=1 cargo test -p acklab-lessons` after editing
    /// `lessons/glossary.json`.
    #[test]
    fn docs_glossary_is_made_from_the_glossary() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/glossary.md");
        let fresh = markdown(&glossary().expect("the glossary loads"), about);
        if std::env::var_os("ACKLAB_UPDATE_DOCS").is_some() {
            std::fs::write(path, &fresh).expect("docs/glossary.md written");
        }
        let stored = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            stored == fresh,
            "docs/glossary.md differs from lessons/glossary.json; rerun with ACKLAB_UPDATE_DOCS=1"
        );
    }
}
