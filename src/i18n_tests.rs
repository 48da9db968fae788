//! The message files' tests: completeness, plural forms, no English leftovers, one word per concept.

use super::*;

/// Every message key of a locale file, for the completeness test.
pub fn keys(code: &str) -> Vec<String> {
    let Some(source) = built_in(code) else {
        return Vec::new();
    };
    // The reference pages' texts are a file of their own, fetched when one opens.
    let source = format!("{source}\n{}", built_in_reference(code).unwrap_or_default());
    source
        .lines()
        .filter(|l| !l.starts_with([' ', '#', '.', '*', '[']) && l.contains(" ="))
        .filter_map(|l| l.split(" =").next())
        .map(|k| k.trim().to_string())
        .collect()
}

/// Every key the code asks for, literally or by a known prefix, is in `en.ftl`.
#[test]
fn every_key_in_use_exists_in_english() {
    let keys = keys("en");
    let sources = [
        include_str!("app.rs"),
        include_str!("state/mod.rs"),
        include_str!("state/lesson.rs"),
        include_str!("components/controls.rs"),
        include_str!("components/editor.rs"),
        include_str!("components/events.rs"),
        include_str!("components/explorer.rs"),
        include_str!("components/faults.rs"),
        include_str!("components/lesson.rs"),
        include_str!("components/settings.rs"),
        include_str!("components/system.rs"),
        include_str!("components/partitions.rs"),
        include_str!("components/tables.rs"),
        include_str!("components/timeline.rs"),
        include_str!("components/verdict.rs"),
        include_str!("components/reference.rs"),
        include_str!("components/line.rs"),
        include_str!("components/target.rs"),
        include_str!("components/bulk.rs"),
        include_str!("components/help.rs"),
        include_str!("components/files.rs"),
        include_str!("components/deck.rs"),
        include_str!("components/compare.rs"),
        include_str!("components/embed_dialog.rs"),
        include_str!("state/compare.rs"),
        include_str!("state/deck.rs"),
        include_str!("embed.rs"),
        include_str!("state/page.rs"),
        include_str!("state/explore.rs"),
        include_str!("layout.rs"),
        include_str!("hooks.rs"),
        include_str!("browser.rs"),
        include_str!("causes.rs"),
        include_str!("components/language.rs"),
        include_str!("errors.rs"),
        include_str!("explorer_worker.rs"),
        include_str!("state/editing.rs"),
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
    // Every key the one key map (`crate::keys`) gives for every value of every enum.
    use acklab_sim::FaultKind;
    let prefixed = acklab_sim::Op::ALL_PART_TWO
        .iter()
        .map(|op| crate::keys::op(*op))
        .chain(
            acklab_sim::Outcome::ALL
                .iter()
                .map(|o| crate::keys::outcome(*o)),
        )
        .chain(
            ["none", "memory", "table"]
                .iter()
                .map(|s| format!("dedup-{s}")),
        )
        .chain(FaultKind::ALL.iter().map(|k| crate::keys::fault(*k)))
        .chain(
            crate::components::faults::KINDS
                .iter()
                .map(|k| crate::keys::fault_menu(*k)),
        )
        .chain(FaultKind::ALL.iter().map(|k| crate::keys::fault_point(*k)))
        .chain(
            FaultKind::ALL
                .iter()
                .filter(|k| k.info().offered_on_timeline)
                .map(|k| crate::keys::fault_offer(*k)),
        )
        .chain(
            acklab_lessons::glossary()
                .unwrap_or_default()
                .into_iter()
                .map(|term| term.about_key()),
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

/// Every locale has every English key (and no other) and parses without errors (its
/// plural choices are checked in `plural_tests.rs`).
#[test]
fn every_locale_is_complete_and_parses() {
    let english: std::collections::BTreeSet<String> = keys("en").into_iter().collect();
    for (code, _) in LOCALES {
        let source = built_in(code).unwrap_or_default();
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
        // A key written twice made the whole file unusable once (every message then
        // showed its key): each key once.
        let listed = keys(code);
        let once: std::collections::BTreeSet<&String> = listed.iter().collect();
        assert_eq!(listed.len(), once.len(), "{code}: a key is written twice");
    }
}

/// Fluent picks each locale's plural form at run time, from the plural rules of the
/// locales we ship (vendor/intl_pluralrules keeps only those): "1 row", "2 rows" in
/// English, and three forms for 1, 2 and 5 in Ukrainian and Russian.
#[test]
fn each_shipped_locale_picks_its_plural_forms() {
    for (code, _) in LOCALES {
        crate::i18n::activate(code);
        let text = |count: u64| crate::i18n::tr_args("more-rows", &[("count", count.into())]);
        let (one, few, many) = (text(1), text(2), text(5));
        // Uzbek says "N ta qator" for every N: both of its forms read alike.
        let forms = match code {
            "uk" | "ru" => 3,
            "uz" => 1,
            _ => 2,
        };
        let distinct: std::collections::BTreeSet<String> = [one, few.clone(), many.clone()]
            .into_iter()
            .map(|t| t.replace(['1', '2', '5'], "#"))
            .collect();
        assert_eq!(distinct.len(), forms, "{code}: {distinct:?}");
        // The rule, not the default variant, chose: in English 2 and 5 read alike.
        if code == "en" {
            assert_eq!(few.replace('2', "#"), many.replace('5', "#"), "{code}");
        }
    }
    crate::i18n::activate("en");
}

/// The trimmed plural rules have every shipped locale's rules and no other.
#[test]
fn the_plural_rules_cover_the_shipped_locales_only() {
    use intl_pluralrules::{PluralRuleType, PluralRules};
    for (code, _) in LOCALES.iter().copied().chain([("fr", "")]) {
        let language: unic_langid::LanguageIdentifier = code.parse().expect("a language id");
        for (kind, name) in [
            (PluralRuleType::CARDINAL, "cardinal"),
            (PluralRuleType::ORDINAL, "ordinal"),
        ] {
            let found = PluralRules::create(language.clone(), kind).is_ok();
            assert_eq!(found, code != "fr", "{code} {name}");
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
        "explorer-example",
        "broker-like-sqs",
        "broker-like-rabbitmq",
    ];
    for (code, _) in LOCALES.iter().filter(|(c, _)| *c != "en") {
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

/// Single-line messages of a locale as (key, value).
fn pairs(code: &str) -> std::collections::BTreeMap<String, String> {
    let Some(source) = built_in(code) else {
        return Default::default();
    };
    source
        .lines()
        .filter(|l| !l.starts_with([' ', '#']) && l.contains(" = "))
        .filter_map(|l| l.split_once(" = "))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect()
}

/// A fetched file that lacks a message (older than the app) shows that message in
/// English, not its key.
#[test]
fn a_message_missing_from_a_fetched_file_falls_back_to_english() {
    install(
        "xx",
        FetchedTexts {
            messages: "play = Jouer\n".into(),
            lessons: Vec::new(),
        },
    );
    activate("xx");
    assert_eq!(active_code(), "xx");
    assert_eq!(tr("play"), "Jouer");
    assert_eq!(tr("pause"), "Pause");
    activate("en");
}

/// Every fault kind reads whole in every locale, in the list of faults and as a point
/// of the explorer's matrix: the bridge gives each message every argument it uses.
#[test]
fn every_fault_kind_reads_whole_in_every_locale() {
    use acklab_sim::{Fault, FaultKind, FaultSpot, Op, Scenario};
    let mut scenario = Scenario::example();
    scenario.messages[0].op = Op::Charge;
    // A producer with every step, so that its crash and its relay's have a place.
    scenario.format = acklab_sim::FORMAT_2.to_string();
    scenario.producer.pipeline = Some(acklab_sim::ProducerStep::ALL.to_vec());
    let spot = FaultSpot {
        message: 0,
        delivery: 2,
        tick: 7,
    };
    for (code, _) in LOCALES {
        crate::i18n::activate(code);
        for &kind in FaultKind::ALL {
            let fault = Fault::of_kind(kind, &scenario, spot).expect("message 0 exists");
            let listed = crate::components::faults::describe(&fault);
            let args = crate::components::faults::fault_args(&fault);
            let point = crate::i18n::tr_args(&crate::keys::fault_point(kind), &args);
            for text in [&listed, &point] {
                assert!(
                    !text.contains('{') && !text.is_empty(),
                    "{code} {kind:?}: {text}"
                );
            }
            if matches!(kind, FaultKind::LoseAck | FaultKind::Crash) {
                assert!(
                    listed.contains('2') && listed.contains("m1"),
                    "{code}: {listed}"
                );
            }
        }
    }
    crate::i18n::activate("en");
}

/// The patched Fluent (vendor/fluent-bundle) writes numbers without `f64`'s printing:
/// whole numbers in full, fractions with their digits, negatives with a sign; and a
/// fraction still picks the plural form CLDR gives it (Ukrainian 1.5 is "other").
#[test]
fn numbers_read_as_before_without_float_printing() {
    crate::i18n::activate("en");
    let rows = |count: f64| {
        crate::i18n::tr_args("more-rows", &[("count", crate::i18n::Arg::Number(count))])
    };
    for (value, words) in [
        (0.0, "0"),
        (7.0, "7"),
        (1_234_567.0, "1234567"),
        (-3.0, "-3"),
        (2.5, "2.5"),
        (0.125, "0.125"),
        (-0.75, "-0.75"),
        (9_007_199_254_740_993.0, "9007199254740992"),
    ] {
        let text = rows(value);
        assert!(text.contains(words), "{value}: {text}");
    }
    crate::i18n::activate("uk");
    let (one, fraction) = (rows(1.0), rows(1.5));
    assert_ne!(
        one.replace('1', "#"),
        fraction.replace("1.5", "#"),
        "uk: {one} / {fraction}"
    );
    crate::i18n::activate("en");
}

/// The notice about unknown panels lists every panel there is, in every locale.
#[test]
fn the_unknown_panels_notice_names_every_panel() {
    for (code, _) in LOCALES {
        crate::i18n::activate(code);
        let text = crate::i18n::tr_args("embed-unknown-panels", &[("names", "x".into())]);
        for (name, _) in crate::embed::NAMES {
            assert!(text.contains(name), "{code}: {name} is missing from {text}");
        }
    }
}
