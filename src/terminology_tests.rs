//! One term per concept: the wordings `docs/terminology.md` bans for a language stay
//! out of that language's interface, reference texts, lessons and glossary names, and
//! Uzbek keeps its apostrophe rule.

use super::*;

const TERMINOLOGY: &str = include_str!("../docs/terminology.md");

/// The banned wordings of the page, as (language, wording): every row of a table whose
/// header starts with "banned", under a heading `### <code>`, takes the text between
/// the backticks of its first cell, in lower case with its spaces made one.
fn banned_wordings(page: &str) -> Vec<(String, String)> {
    let mut code = String::new();
    let mut in_banned_table = false;
    let mut found = Vec::new();
    for line in page.lines() {
        let line = line.trim();
        if let Some(heading) = line.strip_prefix("### ") {
            code = heading.split_whitespace().next().unwrap_or("").to_string();
            in_banned_table = false;
            continue;
        }
        // A heading of another level ends the language's section.
        if line.starts_with('#') {
            code.clear();
        }
        if !line.starts_with('|') {
            in_banned_table = false;
            continue;
        }
        let first_cell = line.trim_start_matches('|').split('|').next().unwrap_or("");
        if first_cell.trim().to_lowercase().starts_with("banned") {
            in_banned_table = true;
            continue;
        }
        if !in_banned_table || first_cell.trim().starts_with("---") {
            continue;
        }
        let wording = first_cell.split('`').nth(1).unwrap_or("");
        assert!(
            !wording.is_empty() && !code.is_empty(),
            "docs/terminology.md: a banned row outside a language or without a `wording`: {line}"
        );
        // A space at either end is part of the wording ("inbox pattern " bans the
        // English order, not "inbox patterni").
        let edge = |ends: bool| if ends { " " } else { "" };
        let wording = format!(
            "{}{}{}",
            edge(wording.starts_with(' ')),
            flat(wording),
            edge(wording.ends_with(' '))
        );
        found.push((code.clone(), wording));
    }
    found
}

/// A text in lower case with its spaces (a line break, a no-break space) made one.
fn flat(text: &str) -> String {
    text.to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// A translated glossary name may carry the English term as its gloss, inside its last
/// brackets ("DLQ (…, dead-letter queue)"): the gloss is left out of the check.
fn without_gloss(name: &str, english: &str) -> String {
    match name.rfind(" (") {
        Some(open) if !english.is_empty() => {
            let (head, gloss) = name.split_at(open);
            format!("{head}{}", gloss.replacen(english, "", 1))
        }
        _ => name.to_string(),
    }
}

/// Every text a learner reads in a language, each named by where it comes from.
fn texts_of(code: &str) -> Vec<(String, String)> {
    let mut texts = vec![
        (
            format!("locales/{code}.ftl"),
            built_in(code).unwrap_or_default().to_string(),
        ),
        (
            format!("locales/{code}-reference.ftl"),
            built_in_reference(code).unwrap_or_default().to_string(),
        ),
    ];
    let course = acklab_lessons::course().expect("the course loads");
    for lesson in course {
        if let Some(text) = lesson.texts.get(code) {
            texts.push((format!("lessons/{}/{code}.ftl", lesson.id), text.clone()));
        }
    }
    for term in acklab_lessons::glossary().expect("the glossary loads") {
        let english = term
            .names
            .get("en")
            .map_or("", |n| n.split(" (").next().unwrap_or(""));
        if let Some(name) = term.names.get(code) {
            let name = if code == "en" {
                name.clone()
            } else {
                without_gloss(name, english)
            };
            texts.push((format!("glossary {}", term.id), name));
        }
    }
    texts
}

#[test]
fn the_terminology_page_bans_wordings_in_every_language() {
    let banned = banned_wordings(TERMINOLOGY);
    for (code, _) in LOCALES {
        let count = banned.iter().filter(|(c, _)| c == code).count();
        assert!(
            count >= 3,
            "{code}: only {count} banned wordings on the page"
        );
    }
}

#[test]
fn banned_wordings_stay_out_of_every_text() {
    let mut found = Vec::new();
    for (code, wording) in banned_wordings(TERMINOLOGY) {
        for (place, text) in texts_of(&code) {
            if flat(&text).contains(&wording) {
                found.push(format!("{code}: \"{wording}\" in {place}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The check reads the page's tables as written: a row under a "banned" header counts,
/// a row of the terms table does not; spaces are compared as one.
#[test]
fn the_page_reader_takes_only_banned_rows() {
    let page = "### uk\n| concept | term |\n| --- | --- |\n| verdict | `підсумок` |\n\n| banned | use instead | why |\n| --- | --- | --- |\n| `Вердикт` | підсумок | the panel |\n| `за  замовчуванням` | типовий | calque |\n";
    assert_eq!(
        banned_wordings(page),
        [
            ("uk".to_string(), "вердикт".to_string()),
            ("uk".to_string(), "за замовчуванням".to_string())
        ]
    );
    assert!(flat("за\u{a0}замовчуванням").contains("за замовчуванням"));
    // A gloss is the English term in the last brackets, and nothing else is cut.
    assert_eq!(
        without_gloss("DLQ (черга, dead-letter queue)", "dead-letter queue"),
        "DLQ (черга, )"
    );
    assert_eq!(without_gloss("offset", "offset"), "offset");
}

/// An English or code word takes its Uzbek suffix directly ("Kafkadan", "AckLabda"),
/// and a snake_case step takes "qadami": an apostrophe after a word with a capital
/// inside, a digit or an underscore is always a separator, never the tutuq belgisi.
fn separated_suffixes(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let characters: Vec<char> = text.chars().collect();
    for (at, c) in characters.iter().enumerate() {
        if !matches!(c, '\u{2019}' | '\u{02BC}' | '\'') {
            continue;
        }
        let word: String = characters[..at]
            .iter()
            .rev()
            .take_while(|c| c.is_ascii_alphanumeric() || **c == '_')
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let inner_capital = word.chars().skip(1).any(|c| c.is_ascii_uppercase());
        let code_like = word.contains('_') || word.chars().any(|c| c.is_ascii_digit());
        let suffix_follows = characters.get(at + 1).is_some_and(|c| c.is_alphabetic());
        if suffix_follows && (inner_capital || code_like || *c == '\u{2019}') {
            found.push(format!("{word}{c}"));
        }
    }
    found
}

#[test]
fn uzbek_suffixes_join_english_and_code_words_directly() {
    let mut found = Vec::new();
    for (place, text) in texts_of("uz") {
        for word in separated_suffixes(&text) {
            found.push(format!("{place}: {word}"));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // The rule tells a separator from the letter ʼ of Uzbek words.
    assert_eq!(
        separated_suffixes("AckLabʼda, check_version’dan, m1ʼni"),
        ["AckLabʼ", "check_version’", "m1ʼ"]
    );
    assert!(separated_suffixes("maʼlumotlar bazasi, isteʼmolchi, eʼlon").is_empty());
}
