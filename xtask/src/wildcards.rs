//! No catch-all over our own enums: a `match` whose arms decide between two or more
//! variants of an enum this workspace declares may not end in `_ =>`, so that a new
//! variant is a compile error at every place that must decide about it
//! (ARCHITECTURE.md). A match that picks out one variant (`X { .. } => Some(..),
//! _ => None`, an `if let` written as a match) needs no decision for a new variant and
//! may keep its `_`; so may a wildcard with a guard (`_ if …`), and `_` inside a
//! pattern (`Step::Apply(_)`).

use std::collections::BTreeSet;

use syn::visit::Visit;

use crate::Result;

/// Catch-alls still to be made decisions that name every variant, as (file, enum, how
/// many): questions asked of the trace's event kinds that want a role of their own in
/// `trace/roles.rs` (where settlings, offset commits, effects and held deliveries are
/// decided once), the CLI's sentences for causes, split over functions that hand the
/// rest on, one error kind question and one argument bridge. A count that changes, up or down,
/// must change here too.
const KNOWN_CATCH_ALLS: [(&str, &str, usize); 8] = [
    ("crates/sim/src/format/error/locate.rs", "ErrorKind", 1),
    ("crates/sim/src/judge/checker.rs", "EventKind", 1),
    ("crates/sim/src/judge/checker_source.rs", "EventKind", 1),
    ("crates/sim/src/judge/explain/duplicate.rs", "EventKind", 1),
    ("crates/sim/src/judge/explain/loss.rs", "EventKind", 2),
    ("crates/sim/src/view/english/guard.rs", "Cause", 1),
    ("crates/sim/src/view/english.rs", "Cause", 2),
    ("src/components/events.rs", "Field", 1),
];

/// Enums made by our own macros, which syn does not expand.
const MACRO_ENUMS: [&str; 1] = ["FaultKind"];

/// The names of the enums declared in one file.
fn enums_of(file: &syn::File) -> Vec<String> {
    struct Enums(Vec<String>);
    impl<'ast> Visit<'ast> for Enums {
        fn visit_item_enum(&mut self, item: &'ast syn::ItemEnum) {
            self.0.push(item.ident.to_string());
        }
    }
    let mut enums = Enums(Vec::new());
    enums.visit_file(file);
    enums.0
}

/// The variants of `ours` a pattern names, as (enum, variant): `Step::Begin`,
/// `a::Step::Begin`, each side of `A | B`, and those inside tuples and options.
fn our_variants_in(pattern: &syn::Pat, ours: &BTreeSet<String>) -> BTreeSet<(String, String)> {
    struct Paths<'a> {
        ours: &'a BTreeSet<String>,
        found: BTreeSet<(String, String)>,
    }
    impl<'ast> Visit<'ast> for Paths<'_> {
        fn visit_path(&mut self, path: &'ast syn::Path) {
            let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
            if let [.., owner, variant] = segments.as_slice() {
                if self.ours.contains(owner) {
                    self.found.insert((owner.clone(), variant.clone()));
                }
            }
            syn::visit::visit_path(self, path);
        }
    }
    let mut paths = Paths {
        ours,
        found: BTreeSet::new(),
    };
    paths.visit_pat(pattern);
    paths.found
}

/// Finds the catch-alls of one file: `path:line` of each.
struct CatchAlls<'a> {
    path: &'a str,
    ours: &'a BTreeSet<String>,
    found: Vec<String>,
}

impl<'ast> Visit<'ast> for CatchAlls<'_> {
    fn visit_item_mod(&mut self, module: &'ast syn::ItemMod) {
        if !crate::lines::is_test(&module.attrs) {
            syn::visit::visit_item_mod(self, module);
        }
    }

    fn visit_expr_match(&mut self, expression: &'ast syn::ExprMatch) {
        let named: BTreeSet<(String, String)> = expression
            .arms
            .iter()
            .flat_map(|arm| our_variants_in(&arm.pat, self.ours))
            .collect();
        // One variant picked out (`X { .. } => Some(..), _ => None`) is an `if let`
        // written as a match: a new variant needs no decision there. Two or more are a
        // decision, which must name every variant.
        let decision = named.len() >= 2;
        let ours = named.first().map(|(owner, _)| owner.clone());
        for arm in &expression.arms {
            let catch_all = arm.guard.is_none() && matches!(arm.pat, syn::Pat::Wild(_));
            if let Some(ours) = ours.as_ref().filter(|_| catch_all && decision) {
                let line = syn::spanned::Spanned::span(&arm.pat).start().line;
                self.found.push(format!("{}:{line} ({ours})", self.path));
            }
        }
        syn::visit::visit_expr_match(self, expression);
    }
}

/// The catch-alls over `ours` in one file.
pub fn catch_alls(path: &str, text: &str, ours: &BTreeSet<String>) -> Result<Vec<String>> {
    let file = syn::parse_file(text).map_err(|e| format!("{path}: {e}"))?;
    let mut walk = CatchAlls {
        path,
        ours,
        found: Vec::new(),
    };
    walk.visit_file(&file);
    Ok(walk.found)
}

/// What was found and is not known, and each known entry whose count changed.
fn unknown(found: &[String]) -> Vec<String> {
    let key = |site: &String| {
        let (path, rest) = site.split_once(':').unwrap_or((site, ""));
        let owner = rest.split(['(', ')']).nth(1).unwrap_or("");
        (path.to_string(), owner.to_string())
    };
    let mut wrong: Vec<String> = found
        .iter()
        .filter(|site| {
            let (path, owner) = key(site);
            !KNOWN_CATCH_ALLS
                .iter()
                .any(|(p, o, _)| *p == path && *o == owner)
        })
        .cloned()
        .collect();
    for (path, owner, count) in KNOWN_CATCH_ALLS {
        let now = found
            .iter()
            .filter(|site| key(site) == (path.into(), owner.into()))
            .count();
        if now != count {
            wrong.push(format!(
                "{path}: {now} catch-alls over {owner}, {count} known: set the count in KNOWN_CATCH_ALLS"
            ));
        }
    }
    wrong
}

/// Checks every production file of the workspace.
pub fn check() -> Result<()> {
    let files = crate::lines::all_production_files()?;
    let mut ours: BTreeSet<String> = MACRO_ENUMS.iter().map(|s| s.to_string()).collect();
    let mut texts = Vec::new();
    for (relative, path) in files {
        let text = std::fs::read_to_string(&path)?;
        let file = syn::parse_file(&text).map_err(|e| format!("{relative}: {e}"))?;
        ours.extend(enums_of(&file));
        texts.push((relative, text));
    }
    let mut found = Vec::new();
    for (relative, text) in &texts {
        found.extend(catch_alls(relative, text, &ours)?);
    }
    let found = unknown(&found);
    if found.is_empty() {
        println!(
            "matches: {} files, no `_ =>` deciding over any of our {} enums but the {} known",
            texts.len(),
            ours.len(),
            KNOWN_CATCH_ALLS.iter().map(|(_, _, n)| n).sum::<usize>()
        );
        Ok(())
    } else {
        Err(format!(
            "a match over our own enum ends in `_ =>` (list the variants, so that a new \
             one must be decided here):\n  {}",
            found.join("\n  ")
        )
        .into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_catch_all_over_our_enum_is_found_and_others_are_not() {
        let ours: BTreeSet<String> = ["Step".to_string()].into();
        let text = "fn f(s: Step, n: u8, o: Option<u8>) {\n\
                    match s { Step::Begin => 1, Step::Commit => 2, _ => 3 };\n\
                    match n { 1 => 1, _ => 2 };\n\
                    match o { Some(_) => 1, _ => 2 };\n\
                    match s { Step::Begin => 1, _ if n > 1 => 2, Step::Commit | Step::Ack => 3 };\n\
                    match (s, n) { (Step::Begin | Step::Ack, _) => 1, _ => 2 };\n\
                    match s { Step::Begin if n > 1 => 1, Step::Begin => 2, _ => 3 };\n\
                    }\n";
        let found = catch_alls("src/x.rs", text, &ours).map_err(|e| e.to_string());
        let expected = ["src/x.rs:2 (Step)", "src/x.rs:6 (Step)"];
        assert_eq!(found, Ok(expected.map(String::from).to_vec()));
    }

    #[test]
    fn a_new_catch_all_and_a_changed_count_are_refused() {
        let (path, owner, count) = KNOWN_CATCH_ALLS[0];
        let known: Vec<String> = (0..count)
            .map(|i| format!("{path}:{i} ({owner})"))
            .collect();
        assert_eq!(
            unknown(&known).len(),
            KNOWN_CATCH_ALLS.len() - 1,
            "the others are missing"
        );
        let mut more = known.clone();
        more.push("src/new.rs:1 (Step)".into());
        more.push(format!("{path}:999 ({owner})"));
        let wrong = unknown(&more);
        assert!(
            wrong.contains(&"src/new.rs:1 (Step)".to_string()),
            "{wrong:?}"
        );
        assert!(
            wrong
                .iter()
                .any(|w| w.starts_with(&format!("{path}: {}", count + 1))),
            "{wrong:?}"
        );
    }
}
