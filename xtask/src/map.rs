//! Every production file is on the map: a line of ARCHITECTURE.md names it, by its
//! path, by its folder for a `mod.rs` (`crates/sim/src/format/fault/`), or by its file
//! name in backticks (`dedup.rs`) beside a word naming a folder it is in.

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

/// The production files the map does not name.
pub fn unmapped(files: &[String], map: &str) -> Vec<String> {
    let lines: Vec<Vec<&str>> = map.lines().map(backticked).collect();
    files
        .iter()
        .filter(|path| !lines.iter().any(|words| line_names(path, words)))
        .cloned()
        .collect()
}

/// Checks that ARCHITECTURE.md names every production file.
pub fn check() -> Result<()> {
    let map = std::fs::read_to_string(crate::root().join("ARCHITECTURE.md"))?;
    let files: Vec<String> = crate::lines::all_production_files()?
        .into_iter()
        .map(|(relative, _)| relative)
        .collect();
    let missing = unmapped(&files, &map);
    if missing.is_empty() {
        println!(
            "map: ARCHITECTURE.md names all {} production files",
            files.len()
        );
        Ok(())
    } else {
        Err(format!(
            "ARCHITECTURE.md does not name these files (add each to its row):\n  {}",
            missing.join("\n  ")
        )
        .into())
    }
}

#[cfg(test)]
mod tests {
    use super::unmapped;

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
}
