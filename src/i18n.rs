//! The localisation layer: Fluent message files per locale (`locales/*.ftl`), with CLDR
//! plural rules from `fluent-bundle`. Every visible string goes through `tr`/`tr_n`.

use std::cell::RefCell;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// The locales the app ships: code, the language's own name, message file. English
/// is the fallback.
const LOCALES: [(&str, &str, &str); 4] = [
    ("en", "English", include_str!("../locales/en.ftl")),
    ("uk", "Українська", include_str!("../locales/uk.ftl")),
    ("ru", "Русский", include_str!("../locales/ru.ftl")),
    ("uz", "Oʻzbekcha", include_str!("../locales/uz.ftl")),
];

/// Each shipped locale's code and its name in itself, for the language menu.
pub fn shipped() -> impl Iterator<Item = (&'static str, &'static str)> {
    LOCALES.iter().map(|(code, name, _)| (*code, *name))
}

thread_local! {
    static ACTIVE: RefCell<Option<(String, FluentBundle<FluentResource>)>> = const { RefCell::new(None) };
}

fn bundle_for(code: &str) -> Option<FluentBundle<FluentResource>> {
    let (code, _, source) = LOCALES.iter().find(|(c, _, _)| *c == code)?;
    let language: LanguageIdentifier = code.parse().ok()?;
    let resource = FluentResource::try_new(source.to_string()).ok()?;
    let mut bundle = FluentBundle::new(vec![language]);
    // Directional isolation marks would end up in copied text and test selectors.
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).ok()?;
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
        if let Some((code, _, _)) = LOCALES.iter().find(|(c, _, _)| *c == language) {
            return code;
        }
    }
    "en"
}

/// Makes `code` the active locale (falls back to English).
pub fn activate(code: &str) {
    let bundle = bundle_for(code).or_else(|| bundle_for("en"));
    ACTIVE.with(|active| *active.borrow_mut() = bundle.map(|b| (code.to_string(), b)));
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

fn format(key: &str, args: Option<&FluentArgs>) -> String {
    ACTIVE.with(|active| {
        if active.borrow().is_none() {
            *active.borrow_mut() = bundle_for("en").map(|b| ("en".to_string(), b));
        }
        let active = active.borrow();
        let Some((_, bundle)) = active.as_ref() else {
            return key.to_string();
        };
        let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
            return key.to_string();
        };
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    })
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

/// Every message key of a locale file, for the completeness test.
#[cfg(test)]
pub fn keys(code: &str) -> Vec<String> {
    let Some((_, _, source)) = LOCALES.iter().find(|(c, _, _)| *c == code) else {
        return Vec::new();
    };
    source
        .lines()
        .filter(|l| !l.starts_with([' ', '#', '.', '*', '[']) && l.contains(" ="))
        .filter_map(|l| l.split(" =").next())
        .map(|k| k.trim().to_string())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key the code asks for, literally or by a known prefix, is in `en.ftl`.
    #[test]
    fn every_key_in_use_exists_in_english() {
        let keys = keys("en");
        let sources = [
            include_str!("app.rs"),
            include_str!("state.rs"),
            include_str!("components/controls.rs"),
            include_str!("components/editor.rs"),
            include_str!("components/events.rs"),
            include_str!("components/explorer.rs"),
            include_str!("components/faults.rs"),
            include_str!("components/lesson.rs"),
            include_str!("components/settings.rs"),
            include_str!("components/system.rs"),
            include_str!("components/tables.rs"),
            include_str!("components/timeline.rs"),
            include_str!("components/verdict.rs"),
            include_str!("components/reference.rs"),
            include_str!("errors.rs"),
        ];
        let mut missing = Vec::new();
        for source in sources {
            for call in ["tr(\"", "tr_args(\"", "(\"summary-", "button(\""] {
                for piece in source.split(call).skip(1) {
                    let key = piece.split('"').next().unwrap_or("");
                    let key = if call == "(\"summary-" {
                        format!("summary-{key}")
                    } else {
                        key.to_string()
                    };
                    if !keys.contains(&key) {
                        missing.push(key);
                    }
                }
            }
        }
        // The gutter's crash plus the menu's kinds: every fault kind there is.
        let menu_kinds = crate::components::faults::KINDS;
        let fault_kinds: Vec<&str> = std::iter::once("crash").chain(menu_kinds).collect();
        let prefixed = acklab_sim::Op::ALL
            .iter()
            .map(|op| format!("op-{}", op.name()))
            .chain(
                acklab_sim::Outcome::ALL
                    .iter()
                    .map(|o| format!("outcome-{}", o.name())),
            )
            .chain(
                ["none", "memory", "table"]
                    .iter()
                    .map(|s| format!("dedup-{s}")),
            )
            .chain(fault_kinds.iter().map(|k| format!("fault-{k}")))
            .chain(menu_kinds.iter().map(|k| format!("kind-{k}")))
            .chain(
                fault_kinds
                    .iter()
                    .map(|k| format!("point-{}", k.replace('_', "-"))),
            )
            .chain(
                crate::components::reference::BROKER_RULES
                    .iter()
                    .flat_map(|r| [format!("rule-{r}"), format!("rule-{r}-title")]),
            );
        missing.extend(prefixed.filter(|k| !keys.contains(k)));
        assert!(missing.is_empty(), "missing in en.ftl: {missing:?}");
    }

    #[test]
    fn plural_forms_follow_cldr() {
        activate("en");
        assert_eq!(
            tr_args("visible-in", &[("ticks", 1u64.into())]),
            "visible again in 1 tick"
        );
        assert_eq!(
            tr_args("visible-in", &[("ticks", 5u64.into())]),
            "visible again in 5 ticks"
        );
        assert_eq!(negotiate(["uk-UA", "en-GB"]), "uk");
        assert_eq!(negotiate(["fr", "ru-RU"]), "ru");
        assert_eq!(negotiate(["uz-Latn-UZ"]), "uz");
        assert_eq!(negotiate(["fr"]), "en");
        assert_eq!(negotiate(Vec::<&str>::new()), "en");
        activate("uk");
        let ticks = |n: u64| tr_args("visible-in", &[("ticks", n.into())]);
        let forms: Vec<String> = [1, 2, 5, 21].iter().map(|n| ticks(*n)).collect();
        assert!(
            forms[0].ends_with("1 тік") && forms[1].ends_with("2 тіки"),
            "{forms:?}"
        );
        assert!(
            forms[2].ends_with("5 тіків") && forms[3].ends_with("21 тік"),
            "{forms:?}"
        );
        activate("en");
    }

    /// The CLDR plural categories a locale's messages must cover when they select on a
    /// number by category.
    fn categories(code: &str) -> &'static [&'static str] {
        match code {
            "uk" | "ru" => &["one", "few", "many", "other"],
            _ => &["one", "other"],
        }
    }

    /// Every select expression keyed by plural categories, with its message id.
    fn plural_selects(source: &str) -> Vec<(String, Vec<String>)> {
        use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement, VariantKey};
        fn walk(
            pattern: &fluent_syntax::ast::Pattern<&str>,
            id: &str,
            found: &mut Vec<(String, Vec<String>)>,
        ) {
            for element in &pattern.elements {
                let PatternElement::Placeable { expression } = element else {
                    continue;
                };
                match expression {
                    Expression::Select { variants, .. } => {
                        let keys: Vec<String> = variants
                            .iter()
                            .filter_map(|v| match &v.key {
                                VariantKey::Identifier { name } => Some(name.to_string()),
                                VariantKey::NumberLiteral { .. } => None,
                            })
                            .collect();
                        let plural = ["zero", "one", "two", "few", "many", "other"];
                        // A choice with an exact number ([1]) picks by value, not by category.
                        let exact = variants
                            .iter()
                            .any(|v| matches!(v.key, VariantKey::NumberLiteral { .. }));
                        if !exact
                            && keys.iter().any(|k| k != "other")
                            && keys.iter().all(|k| plural.contains(&k.as_str()))
                        {
                            found.push((id.to_string(), keys));
                        }
                        for variant in variants {
                            walk(&variant.value, id, found);
                        }
                    }
                    Expression::Inline(InlineExpression::Placeable { .. })
                    | Expression::Inline(_) => {}
                }
            }
        }
        let resource =
            fluent_syntax::parser::parse(source).unwrap_or_else(|(resource, _)| resource);
        let mut found = Vec::new();
        for entry in &resource.body {
            if let Entry::Message(message) = entry {
                if let Some(pattern) = &message.value {
                    walk(pattern, message.id.name, &mut found);
                }
            }
        }
        found
    }

    /// Every locale has every English key (and no other), parses without errors, and
    /// every plural choice covers the locale's CLDR categories.
    #[test]
    fn every_locale_is_complete_with_its_plural_forms() {
        let english: std::collections::BTreeSet<String> = keys("en").into_iter().collect();
        for (code, _, source) in LOCALES {
            let theirs: std::collections::BTreeSet<String> = keys(code).into_iter().collect();
            let missing: Vec<_> = english.difference(&theirs).collect();
            let extra: Vec<_> = theirs.difference(&english).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "{code}: missing {missing:?}, extra {extra:?}"
            );
            assert!(
                fluent_syntax::parser::parse(source).is_ok(),
                "{code}: the file does not parse cleanly"
            );
            for (id, variants) in plural_selects(source) {
                for category in categories(code) {
                    assert!(
                        variants.iter().any(|v| v == category),
                        "{code}: {id} lacks the plural form [{category}]"
                    );
                }
            }
        }
    }

    /// A translated locale says things in its own words: a message identical to the
    /// English one is a leftover, unless it is a name or code.
    #[test]
    fn no_english_leftovers_in_translations() {
        let english: std::collections::BTreeMap<String, String> = pairs("en");
        // Names and codes, and messages made only of their arguments.
        let same_everywhere = [
            "app-title",
            "orders",
            "processed-messages",
            "error-at",
            "error-other",
            "json-unknown",
        ];
        for (code, _, _) in LOCALES.iter().filter(|(c, _, _)| *c != "en") {
            for (key, value) in pairs(code) {
                let english_value = english.get(&key).cloned().unwrap_or_default();
                // A value that opens a choice ("{ $op ->") has its words on later lines.
                let wordy =
                    english_value.split_whitespace().count() > 1 && !english_value.ends_with("->");
                assert!(
                    !(wordy && value == english_value) || same_everywhere.contains(&key.as_str()),
                    "{code}: {key} is still English: {value}"
                );
            }
        }
    }

    /// One word per concept in each language: the wordings a native-level review
    /// replaced may not come back, in the interface or in a lesson.
    #[test]
    fn replaced_wordings_stay_out_of_every_locale() {
        let banned: [(&str, &[&str]); 4] = [
            (
                "en",
                &["the inbox pattern", "inbox table without", "never retries"],
            ),
            (
                "uk",
                &[
                    "стійкий брокер",
                    "відправник",
                    "dead-letter queue",
                    "патерн inbox",
                    "звітує",
                ],
            ),
            (
                "ru",
                &[
                    "dead-letter queue",
                    "паттерн inbox",
                    "бросил обработку",
                    "выходят верными",
                ],
            ),
            (
                "uz",
                &[
                    "dead-letter queue",
                    "dlq ga",
                    "id ni",
                    "id lar",
                    "inbox pattern ",
                    "yiqiladi",
                ],
            ),
        ];
        let course = acklab_lessons::course().expect("the course loads");
        for (code, words) in banned {
            let source = LOCALES.iter().find(|(c, _, _)| *c == code);
            let mut texts: Vec<String> =
                source.map(|(_, _, s)| s.to_string()).into_iter().collect();
            texts.extend(course.iter().filter_map(|l| l.texts.get(code).cloned()));
            let text = texts.join("\n").to_lowercase();
            for word in words {
                assert!(!text.contains(word), "{code}: \"{word}\" is back");
            }
        }
    }

    /// Single-line messages of a locale as (key, value).
    fn pairs(code: &str) -> std::collections::BTreeMap<String, String> {
        let Some((_, _, source)) = LOCALES.iter().find(|(c, _, _)| *c == code) else {
            return Default::default();
        };
        source
            .lines()
            .filter(|l| !l.starts_with([' ', '#']) && l.contains(" = "))
            .filter_map(|l| l.split_once(" = "))
            .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
            .collect()
    }
}
