//! The localisation layer: Fluent message files per locale (`locales/*.ftl`), with CLDR
//! plural rules from `fluent-bundle`. Every visible string goes through `tr`/`tr_n`.

use std::cell::RefCell;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// The locales the app ships, with their message files; English is the fallback.
const LOCALES: [(&str, &str); 1] = [("en", include_str!("../locales/en.ftl"))];

thread_local! {
    static ACTIVE: RefCell<Option<(String, FluentBundle<FluentResource>)>> = const { RefCell::new(None) };
}

fn bundle_for(code: &str) -> Option<FluentBundle<FluentResource>> {
    let (code, source) = LOCALES.iter().find(|(c, _)| *c == code)?;
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
        if let Some((code, _)) = LOCALES.iter().find(|(c, _)| *c == language) {
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
    let Some((_, source)) = LOCALES.iter().find(|(c, _)| *c == code) else {
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
            include_str!("components/settings.rs"),
            include_str!("components/system.rs"),
            include_str!("components/tables.rs"),
            include_str!("components/timeline.rs"),
            include_str!("components/verdict.rs"),
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
            .chain(
                [
                    "crash",
                    "lose_ack",
                    "lose_publish_confirm",
                    "lose_payment_response",
                    "stall",
                    "poison",
                    "transient",
                    "broker_crash",
                ]
                .iter()
                .map(|k| format!("fault-{k}")),
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
        assert_eq!(negotiate(["uk-UA", "en-GB"]), "en");
        assert_eq!(negotiate(Vec::<&str>::new()), "en");
    }
}
