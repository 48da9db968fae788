//! ARCHITECTURE.md stays a true, short map. Every production file is named by an entry
//! of it: by its path, by its folder for a `mod.rs` (`crates/sim/src/format/fault/`), or
//! by its file name in backticks (`dedup.rs`) beside a word naming a folder it is in. An
//! entry is a list item with its continuation lines and the items it sits under, so that
//! `- \`src/state/\`` can name the folder once for the items nested below it. No line
//! is over 120 characters and no line states a figure (a size or a time): figures
//! change with every build and belong in docs/benchmarks.md.

use crate::Result;

/// The backticked words of a text: `a`, `b/c.rs`.
fn backticked(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// The folder a backticked word names: itself if it ends in `/`, else the folder of the
/// file it names (`crates/sim/src/engine/mod.rs` names `crates/sim/src/engine/`).
fn folder_of(word: &str) -> &str {
    if word.ends_with('/') {
        word
    } else {
        word.rfind('/').map_or("", |at| &word[..=at])
    }
}

/// Whether one line of the map names `path` (from the repository's root, with `/`): by
/// its path, by its folder for a `mod.rs`, by its file name (`dedup.rs`) or the end of
/// its path (`timeline/rows.rs`, `format/`) joined to a folder another word of the line
/// names (`crates/sim/src/engine/consumer/mod.rs` names `…/consumer/`), or by the end of
/// its path with a folder of its own (`engine/producer.rs`).
fn line_names(path: &str, words: &[&str]) -> bool {
    let own_folder = path.strip_suffix("mod.rs");
    let folders: Vec<&str> = words
        .iter()
        .map(|w| folder_of(w))
        .filter(|f| f.contains('/'))
        .collect();
    let joined = |word: &str, target: &str| folders.iter().any(|f| format!("{f}{word}") == target);
    words.iter().any(|word| {
        path == *word
            || own_folder == Some(*word)
            || (word.ends_with(".rs") && joined(word, path))
            || (word.ends_with('/') && own_folder.is_some_and(|f| joined(word, f)))
            || (word.ends_with(".rs") && word.contains('/') && path.ends_with(&format!("/{word}")))
    })
}

/// The backticked words of each entry of the map: a list item (`- …`) with its
/// continuation lines and the words of the items it is nested under; any other line is
/// an entry of its own.
fn entries(map: &str) -> Vec<Vec<&str>> {
    let mut entries: Vec<Vec<&str>> = Vec::new();
    // The open items, outermost first: (indentation, index in `entries`).
    let mut open: Vec<(usize, usize)> = Vec::new();
    for line in map.lines() {
        let text = line.trim_start();
        let indent = line.len() - text.len();
        if let Some(item) = text.strip_prefix("- ") {
            open.retain(|(depth, _)| *depth < indent);
            let mut words: Vec<&str> = open
                .iter()
                .flat_map(|(_, at)| entries[*at].clone())
                .collect();
            words.extend(backticked(item));
            open.push((indent, entries.len()));
            entries.push(words);
        } else if indent > 0 && !text.is_empty() && !open.is_empty() {
            let at = open.last().map_or(0, |(_, at)| *at);
            entries[at].extend(backticked(text));
        } else {
            open.clear();
            entries.push(backticked(text));
        }
    }
    entries
}

/// The production files the map does not name.
pub fn unmapped(files: &[String], map: &str) -> Vec<String> {
    let entries = entries(map);
    files
        .iter()
        .filter(|path| !entries.iter().any(|words| line_names(path, words)))
        .cloned()
        .collect()
}

/// The longest line the map may have, in characters.
const LONGEST_LINE_CHARS: usize = 120;

/// Units that make a number a figure of a build or a run rather than a rule.
const FIGURE_UNITS: [&str; 9] = ["B", "KB", "kB", "KiB", "MB", "bytes", "ms", "s", "%"];

/// The lines of the map that are too long or state a figure, numbered from 1.
pub fn faults(map: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (number, line) in map.lines().enumerate() {
        let chars = line.chars().count();
        if chars > LONGEST_LINE_CHARS {
            found.push(format!(
                "line {}: {chars} characters (at most {LONGEST_LINE_CHARS})",
                number + 1
            ));
        }
        if let Some(figure) = figure_in(line) {
            found.push(format!(
                "line {}: the figure `{figure}` (figures go in docs/benchmarks.md)",
                number + 1
            ));
        }
    }
    found
}

/// The first number in `line` followed by a unit of size or time (`98 KB`, `74 ms`, `4 s`).
fn figure_in(line: &str) -> Option<String> {
    let bytes = line.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        let starts_number =
            bytes[at].is_ascii_digit() && (at == 0 || !bytes[at - 1].is_ascii_alphanumeric());
        if !starts_number {
            at += 1;
            continue;
        }
        let start = at;
        while at < bytes.len()
            && (bytes[at].is_ascii_digit() || bytes[at] == b',' || bytes[at] == b'.')
        {
            at += 1;
        }
        let number = line[start..at].trim_end_matches([',', '.']);
        let rest = line[start + number.len()..]
            .strip_prefix(' ')
            .unwrap_or(&line[start + number.len()..]);
        let unit: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphabetic() || *c == '%')
            .collect();
        if FIGURE_UNITS.contains(&unit.as_str()) {
            return Some(format!("{number} {unit}"));
        }
    }
    None
}

/// Checks that ARCHITECTURE.md names every production file, with no line too long and
/// no figure.
pub fn check() -> Result<()> {
    let map = std::fs::read_to_string(crate::root().join("ARCHITECTURE.md"))?;
    let files: Vec<String> = crate::lines::all_production_files()?
        .into_iter()
        .map(|(relative, _)| relative)
        .collect();
    let missing = unmapped(&files, &map);
    if !missing.is_empty() {
        return Err(format!(
            "ARCHITECTURE.md does not name these files (add each to its entry):\n  {}",
            missing.join("\n  ")
        )
        .into());
    }
    let faults = faults(&map);
    if !faults.is_empty() {
        return Err(format!("ARCHITECTURE.md:\n  {}", faults.join("\n  ")).into());
    }
    println!(
        "map: ARCHITECTURE.md names all {} production files, in lines of at most {LONGEST_LINE_CHARS} characters with no figure",
        files.len()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{faults, unmapped};

    #[test]
    fn a_file_is_named_by_its_path_its_end_its_name_or_its_folder() {
        let files = [
            "crates/sim/src/engine/producer.rs",
            "crates/sim/src/engine/consumer/dedup.rs",
            "crates/sim/src/format/fault/mod.rs",
            "src/app.rs",
            "src/missing.rs",
        ]
        .map(String::from);
        let map = "| `crates/sim/src/engine/producer.rs` | … |\n\
                   | `crates/sim/src/engine/consumer/mod.rs`, `dedup.rs` | … |\n\
                   | `crates/sim/src/format/fault/` | … |\n\
                   | `src/app.rs` |\n\
                   | `crates/x/y.rs` | a bare `missing.rs` here names nothing |";
        assert_eq!(unmapped(&files, map), ["src/missing.rs"]);
    }

    #[test]
    fn a_nested_item_names_files_in_the_folder_of_the_items_above_it() {
        let files = [
            "src/state/mod.rs",
            "src/state/lock.rs",
            "src/components/timeline/rows.rs",
            "src/other/lock.rs",
        ]
        .map(String::from);
        let map = "- `src/state/` (`mod.rs`): the state.\n  \
                   - `lock.rs`: what a locked frame refuses,\n    \
                   over every action.\n\
                   - `src/components/`: components.\n  \
                   - `timeline/rows.rs`: rows.\n\
                   A paragraph naming `lock.rs` names nothing.";
        assert_eq!(unmapped(&files, map), ["src/other/lock.rs"]);
    }

    #[test]
    fn a_long_line_and_a_figure_are_refused() {
        let long = "x".repeat(121);
        let map = format!("fine: 400 lines, 70 lines, acklab/2\n{long}\nthe worker is 98 KB gzip\nin 74 ms, or 4 s\n1,024 px");
        assert_eq!(
            faults(&map),
            [
                "line 2: 121 characters (at most 120)",
                "line 3: the figure `98 KB` (figures go in docs/benchmarks.md)",
                "line 4: the figure `74 ms` (figures go in docs/benchmarks.md)",
            ]
        );
    }
}
