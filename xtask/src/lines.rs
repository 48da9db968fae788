//! Small pieces: a production file has at most `FILE_LINES` lines and a function at
//! most `FUNCTION_LINES`, tests not counted (`tests/` folders, `*_tests.rs`, an inline
//! `#[cfg(test)]` module, a `#[test]` function). A longer one says so in
//! `LONGER_ALLOWED`, with the reason: a table, one arm per variant.

use std::path::Path;

use syn::visit::Visit;

use crate::Result;

/// The most lines a production file may have.
pub const FILE_LINES: usize = 400;
/// The most lines a function may have.
pub const FUNCTION_LINES: usize = 70;

/// Files and functions allowed to be longer, each with its reason. A function is
/// named `path::name`. Every one left is a table: one arm per variant of an enum, where
/// splitting would hide which variant is decided where.
const LONGER_ALLOWED: [(&str, &str); 16] = [
    (
        "crates/sim/src/trace/event_kind.rs",
        "one enum: every kind of event a run records, with what each names",
    ),
    (
        "crates/sim/src/trace/about.rs::source_message",
        "a table: the producer's message each event kind names, one arm each",
    ),
    (
        "crates/sim/src/trace/about.rs::delivery",
        "a table: the delivery each event kind names, one arm each",
    ),
    (
        "crates/sim/src/trace/parts.rs::failure",
        "a table: how each event kind went wrong, one arm each",
    ),
    (
        "crates/sim/src/trace/parts.rs::copy",
        "a table: the copy each event kind names, one arm each",
    ),
    (
        "crates/sim/src/judge/explain/duplicate.rs::failure_cause",
        "a table: the cause each event kind is when it cut a delivery short, one arm each",
    ),
    (
        "crates/sim/src/trace/parts.rs::fault_moment",
        "a table: the fault moment each event kind is, one arm each",
    ),
    (
        "crates/sim/src/format/error/display.rs::fmt",
        "a table: the CLI's sentence for each error kind, one arm each",
    ),
    (
        "crates/sim/src/judge/explain/event.rs::event",
        "a table: the event each cause points at, one arm each",
    ),
    (
        "crates/sim/src/trace/roles.rs::role",
        "a table: what each event kind does, one arm each",
    ),
    (
        "crates/sim/src/view/metrics.rs::count",
        "a table: the series each event kind counts in, one arm each",
    ),
    (
        "crates/sim/src/view/english/causes.rs::render_cause",
        "a table: the CLI's words for each cause, one arm each",
    ),
    (
        "src/errors.rs::kind_text",
        "a table: the learner's message for each error kind, one arm each",
    ),
    (
        "src/lanes.rs::shape_of",
        "a table: the lane and mark of each event kind, one arm each",
    ),
    (
        "src/state/reduce.rs::next",
        "a table: every action's change, one arm each",
    ),
    (
        "src/state/lock.rs::rules",
        "a table: the rules of each action, one arm each",
    ),
];

/// The folders whose Rust files are production code.
const SOURCE_ROOTS: [&str; 7] = [
    "src",
    "crates/sim/src",
    "crates/lessons/src",
    "crates/cli/src",
    "crates/fuzz/src",
    "crates/conformance/src",
    "xtask/src",
];

/// Whether an item's attributes mark it as test code.
pub(crate) fn is_test(attributes: &[syn::Attribute]) -> bool {
    attributes.iter().any(|attribute| {
        let path = attribute.path();
        if path.is_ident("test") {
            return true;
        }
        let mut test = false;
        if path.is_ident("cfg") {
            let _ = attribute.parse_nested_meta(|meta| {
                test |= meta.path.is_ident("test");
                Ok(())
            });
        }
        test
    })
}

/// The lines an item spans.
fn span_lines(span: proc_macro2::Span) -> usize {
    span.end().line + 1 - span.start().line
}

/// Walks one file: the lines of its test modules, and every function with its length.
#[derive(Default)]
struct Walk {
    test_lines: usize,
    functions: Vec<(String, usize)>,
}

impl Walk {
    fn function(&mut self, name: &syn::Ident, attributes: &[syn::Attribute], lines: usize) {
        if !is_test(attributes) {
            self.functions.push((name.to_string(), lines));
        }
    }
}

impl<'ast> Visit<'ast> for Walk {
    fn visit_item_mod(&mut self, module: &'ast syn::ItemMod) {
        if is_test(&module.attrs) {
            self.test_lines += span_lines(syn::spanned::Spanned::span(module));
        } else {
            syn::visit::visit_item_mod(self, module);
        }
    }

    fn visit_item_fn(&mut self, function: &'ast syn::ItemFn) {
        let lines = span_lines(syn::spanned::Spanned::span(function));
        self.function(&function.sig.ident, &function.attrs, lines);
        syn::visit::visit_item_fn(self, function);
    }

    fn visit_impl_item_fn(&mut self, function: &'ast syn::ImplItemFn) {
        let lines = span_lines(syn::spanned::Spanned::span(function));
        self.function(&function.sig.ident, &function.attrs, lines);
        syn::visit::visit_impl_item_fn(self, function);
    }
}

/// Every file and function of one file that is too long: its name (`path` or
/// `path::function`) and what to say.
pub fn too_long(path: &str, text: &str) -> std::result::Result<Vec<(String, String)>, String> {
    let file = syn::parse_file(text).map_err(|e| format!("{path}: {e}"))?;
    let mut walk = Walk::default();
    walk.visit_file(&file);
    let mut found = Vec::new();
    let lines = text.lines().count().saturating_sub(walk.test_lines);
    if lines > FILE_LINES {
        found.push((
            path.to_string(),
            format!("{path}: {lines} lines (at most {FILE_LINES})"),
        ));
    }
    for (name, length) in walk.functions {
        if length > FUNCTION_LINES {
            let id = format!("{path}::{name}");
            let message = format!("{id}: {length} lines (at most {FUNCTION_LINES})");
            found.push((id, message));
        }
    }
    Ok(found)
}

/// What is too long and not allowed, and what is allowed but no longer too long (so
/// that the list stays true as pieces are split).
fn judged(found: &[(String, String)]) -> Vec<String> {
    let allowed = |id: &str| LONGER_ALLOWED.iter().any(|(allowed, _)| *allowed == id);
    let mut wrong: Vec<String> = found
        .iter()
        .filter(|(id, _)| !allowed(id))
        .map(|(_, message)| message.clone())
        .collect();
    for (id, _) in LONGER_ALLOWED {
        if !found.iter().any(|(long, _)| long == id) {
            wrong.push(format!(
                "{id}: allowed to be long, but no longer is: strike it"
            ));
        }
    }
    wrong
}

/// The production `.rs` files under `dir`, tests left out.
fn production_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) -> Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path.file_name().map(|n| n.to_string_lossy().to_string());
        let name = name.unwrap_or_default();
        if path.is_dir() {
            if name != "tests" {
                production_files(&path, out)?;
            }
        } else if name.ends_with(".rs") && !name.ends_with("_tests.rs") && name != "tests.rs" {
            out.push(path);
        }
    }
    Ok(())
}

/// Every production file of the workspace: its path from the root (with `/`) and its
/// full path, in a stable order.
pub(crate) fn all_production_files() -> Result<Vec<(String, std::path::PathBuf)>> {
    let root = crate::root();
    let mut files = Vec::new();
    for dir in SOURCE_ROOTS {
        production_files(&root.join(dir), &mut files)?;
    }
    files.sort();
    let mut named = Vec::new();
    for path in files {
        let relative = path
            .strip_prefix(&root)?
            .to_string_lossy()
            .replace('\\', "/");
        named.push((relative, path));
    }
    Ok(named)
}

/// The file that names every limit of the core.
const LIMITS: &str = "crates/sim/src/format/limits.rs";

/// The `MAX_` constants of the core given a number of their own outside `LIMITS`
/// (one naming a limit from there, `= crate::format::limits::…`, is fine).
pub fn limits_elsewhere(path: &str, text: &str) -> Vec<String> {
    if !path.starts_with("crates/sim/src/") || path == LIMITS {
        return Vec::new();
    }
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            let Some((_, rest)) = line.split_once("const MAX_") else {
                return false;
            };
            let value = rest.split_once('=').map_or("", |(_, v)| v.trim());
            value.starts_with(|c: char| c.is_ascii_digit())
        })
        .map(|(number, _)| format!("{path}:{}: a limit belongs in {LIMITS}", number + 1))
        .collect()
}

/// Checks every production file; the error lists what is too long, and any limit of the
/// core named outside `limits.rs`.
pub fn check() -> Result<()> {
    let files = all_production_files()?;
    let mut long = Vec::new();
    let mut misplaced = Vec::new();
    for (relative, path) in &files {
        let text = std::fs::read_to_string(path)?;
        long.extend(too_long(relative, &text)?);
        misplaced.extend(limits_elsewhere(relative, &text));
    }
    let mut found = judged(&long);
    found.extend(misplaced);
    if found.is_empty() {
        println!(
            "lines: {} files, none over {FILE_LINES} lines, no function over {FUNCTION_LINES} \
             but the {} allowed; every limit of the core in {LIMITS}",
            files.len(),
            LONGER_ALLOWED.len()
        );
        Ok(())
    } else {
        Err(format!("too long:\n  {}", found.join("\n  ")).into())
    }
}

#[cfg(test)]
mod tests {
    use super::{limits_elsewhere, too_long};

    #[test]
    fn a_limit_with_a_value_outside_limits_rs_is_found() {
        let planted = "/// Doc.\npub const MAX_RETRIES: u32 = 3;\n";
        assert_eq!(
            limits_elsewhere("crates/sim/src/engine/mod.rs", planted),
            vec!["crates/sim/src/engine/mod.rs:2: a limit belongs in crates/sim/src/format/limits.rs"]
        );
        assert!(limits_elsewhere("crates/sim/src/format/limits.rs", planted).is_empty());
        assert!(limits_elsewhere("src/lanes.rs", planted).is_empty());
        let named =
            "pub const MAX_DOCUMENT_BYTES: usize = crate::format::limits::MAX_DOCUMENT_BYTES;";
        assert!(limits_elsewhere("crates/sim/src/format/read.rs", named).is_empty());
    }

    #[test]
    fn a_long_function_is_found_and_tests_are_not_counted() {
        let body = "    let x = 1;\n".repeat(71);
        let text = format!(
            "fn long() {{\n{body}}}\n\nfn short() {{}}\n\n#[cfg(test)]\nmod tests {{\n    \
             #[test]\n    fn long_test() {{\n{body}    }}\n}}\n"
        );
        let found = too_long("src/x.rs", &text).map(|f| f.into_iter().map(|(_, m)| m).collect());
        assert_eq!(
            found,
            Ok(vec!["src/x.rs::long: 73 lines (at most 70)".to_string()])
        );
    }

    #[test]
    fn a_long_file_is_found() {
        let text = "fn f() {}\n".repeat(401);
        let found = too_long("src/y.rs", &text).map(|f| f.into_iter().map(|(_, m)| m).collect());
        assert_eq!(
            found,
            Ok(vec!["src/y.rs: 401 lines (at most 400)".to_string()])
        );
    }

    #[test]
    fn an_allowed_piece_that_is_short_now_must_leave_the_list() {
        let found = super::judged(&[]);
        assert_eq!(found.len(), super::LONGER_ALLOWED.len());
        assert!(
            found.iter().all(|f| f.ends_with("no longer is: strike it")),
            "{found:?}"
        );
    }
}
