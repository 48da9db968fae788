//! One term per concept: the wordings `docs/terminology.md` bans for a language stay
//! out of that language's interface, reference texts, lessons and glossary names, and
//! Uzbek keeps its apostrophe rule.

use super::*;

const TERMINOLOGY: &str = include_str!("../docs/terminology.md");

/// The banned wordings of the page, as (language, wording): every row of a table whose
/// header starts with "banned", under a heading `### <code>`, takes the text between
/// the backticks of its first cell.
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
        if !line.starts_with('|') {
            in_banned_table = false;
            continue;
        }
        let first_cell = line.trim_start_matches('|').split('|').next().unwrap_or("");
        if first_cell.trim().eq_ignore_ascii_case("banned") {
            in_banned_table = true;
            continue;
        }
        let mut quoted = first_cell.split('`');
        if let (true, Some(_), Some(wording)) = (in_banned_table, quoted.next(), quoted.next()) {
            if !wording.is_empty() {
                found.push((code.clone(), wording.to_lowercase()));
            }
        }
    }
    found
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
        // A name may carry the English term as its gloss: "DLQ (…, dead-letter queue)".
        let english = term
            .names
            .get("en")
            .map_or("", |n| n.split(" (").next().unwrap_or(""));
        if let Some(name) = term.names.get(code).filter(|_| code != "en") {
            let name = if english.is_empty() {
                name.clone()
            } else {
                name.replace(english, "")
            };
            texts.push((format!("glossary {}", term.id), name));
        } else if let Some(name) = term.names.get(code) {
            texts.push((format!("glossary {}", term.id), name.clone()));
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
            if text.to_lowercase().contains(&wording) {
                found.push(format!("{code}: \"{wording}\" in {place}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The check reads the page's tables as written: a row under a "banned" header counts,
/// a row of the terms table does not.
#[test]
fn the_page_reader_takes_only_banned_rows() {
    let page = "### uk\n| concept | term |\n| --- | --- |\n| verdict | `підсумок` |\n\n| banned | use instead | why |\n| --- | --- | --- |\n| `Вердикт` | підсумок | the panel |\n";
    assert_eq!(
        banned_wordings(page),
        [("uk".to_string(), "вердикт".to_string())]
    );
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
