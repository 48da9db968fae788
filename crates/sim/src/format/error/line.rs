//! An error as one printable line of bounded length, whatever the input echoed in it:
//! what the CLI prints and the fuzz command checks. A value quoted from the input is
//! escaped and cut after `QUOTED_CHARS` characters.

/// Characters of one quoted value kept before it is cut with "…".
pub const QUOTED_CHARS: usize = 40;
/// Characters of the whole line kept before it is cut with "…".
#[cfg(feature = "english")]
pub const LINE_CHARS: usize = 400;

/// A value taken from the input as a message shows it (the app puts it into its own
/// words): every unprintable character escaped, cut with "…" after `QUOTED_CHARS`.
pub fn quoted(value: &str) -> String {
    let mut shown = String::new();
    for (count, c) in value.chars().enumerate() {
        if count == QUOTED_CHARS {
            shown.push('…');
            break;
        }
        if unprintable(c) {
            shown.extend(c.escape_unicode());
        } else {
            shown.push(c);
        }
    }
    shown
}

#[cfg(feature = "english")]
impl super::ScenarioError {
    /// The English sentence with its field, on one printable line.
    pub fn one_line(&self) -> String {
        printable(&self.to_string())
    }
}

/// Whether a character would break a terminal line or reorder the text around it:
/// controls (newlines, NUL, escapes) and the bidirectional marks and overrides.
fn unprintable(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

#[cfg(feature = "english")]
/// `text` with every unprintable character escaped (`\u{1b}`), each quoted value
/// ("…", “…”, `…`) cut after `QUOTED_CHARS` characters, and the whole cut after
/// `LINE_CHARS`.
pub fn printable(text: &str) -> String {
    let mut line = String::new();
    let mut quoted: Option<(char, usize)> = None;
    let mut written = 0;
    for c in text.chars() {
        if written >= LINE_CHARS {
            line.push('…');
            break;
        }
        quoted = match quoted {
            None if matches!(c, '"' | '“' | '`') => Some((closing(c), 0)),
            Some((end, _)) if c == end => None,
            Some((end, count)) => Some((end, count + 1)),
            None => None,
        };
        let piece = match quoted {
            Some((_, count)) if count == QUOTED_CHARS + 1 => "…".to_string(),
            Some((_, count)) if count > QUOTED_CHARS + 1 => continue,
            _ if unprintable(c) => c.escape_unicode().to_string(),
            _ => c.to_string(),
        };
        written += piece.chars().count();
        line.push_str(&piece);
    }
    line
}

#[cfg(feature = "english")]
fn closing(open: char) -> char {
    match open {
        '“' => '”',
        other => other,
    }
}

/// serde's own list wording: "`a`, `b`" after "one of", or "`a` or `b`" for two.
pub(super) fn english_list(names: &[String]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    match quoted.as_slice() {
        [] => String::new(),
        [one] => format!("expected {one}"),
        [a, b] => format!("expected {a} or {b}"),
        _ => format!("expected one of {}", quoted.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quoted_value_is_escaped_and_short() {
        assert_eq!(quoted("m1"), "m1");
        assert_eq!(
            quoted("a\nb\u{1b}[2J\u{202e}"),
            "a\\u{a}b\\u{1b}[2J\\u{202e}"
        );
        let long = "я".repeat(100);
        assert_eq!(quoted(&long), format!("{}…", "я".repeat(QUOTED_CHARS)));
    }

    #[cfg(feature = "english")]
    #[test]
    fn an_echoed_value_is_escaped_and_cut() {
        let long = "m".repeat(100);
        let text = format!("the id \"a\nb\u{1b}[2J\u{202e}c\" and \"{long}\" are bad\u{0}");
        let line = printable(&text);
        assert!(!line.chars().any(unprintable), "{line}");
        assert!(line.contains("a\\u{a}b\\u{1b}[2J\\u{202e}c"), "{line}");
        assert!(line.contains(&format!("\"{}…\"", "m".repeat(40))), "{line}");
        assert!(line.ends_with("are bad\\u{0}"), "{line}");
        let huge = "x".repeat(5000);
        assert!(printable(&huge).chars().count() <= LINE_CHARS + 1);
    }
}
