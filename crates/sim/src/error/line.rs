//! An error as one printable line of bounded length, whatever the input echoed in it:
//! what the CLI prints and the fuzz command checks. A value quoted from the input is
//! escaped and cut after `QUOTED_CHARS` characters.

use super::ScenarioError;

/// Characters of one quoted value kept before it is cut with "…".
pub const QUOTED_CHARS: usize = 40;
/// Characters of the whole line kept before it is cut with "…".
pub const LINE_CHARS: usize = 400;

impl ScenarioError {
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

fn closing(open: char) -> char {
    match open {
        '“' => '”',
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
