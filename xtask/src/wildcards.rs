//! No catch-all over our own enums: a `match` whose arms decide between two or more
//! variants of an enum this workspace declares (written `Step::Begin`, or `Begin` after
//! a `use Step::*`) may not end in `_ =>` or in a bare binding (`other =>`), so that a
//! new variant is a compile error at every place that must decide about it
//! (ARCHITECTURE.md). A match that picks out one variant (`X { .. } => Some(..),
//! _ => None`, an `if let` written as a match) needs no decision for a new variant and
//! may keep its `_`; so may a wildcard with a guard (`_ if …`), and `_` inside a
//! pattern (`Step::Apply(_)`). Not seen: `Self::X` patterns and matches inside macros
//! (`html!`), which syn does not expand.

use std::collections::BTreeSet;

use syn::visit::Visit;

use crate::Result;

/// Catch-alls still to be made decisions that name every variant, as (file, enum, how
/// many): none now. Should one ever have to stay for a while, it is listed here with its
/// count, and a count that changes, up or down, must change here too.
const KNOWN_CATCH_ALLS: [(&str, &str, usize); 0] = [];

/// Enums made by our own macros, which syn does not expand.
const MACRO_ENUMS: [&str; 1] = ["FaultKind"];

/// The names of the enums declared in one file.
fn enums_of(file: &syn::File) -> Vec<(String, Vec<String>)> {
    struct Enums(Vec<(String, Vec<String>)>);
    impl<'ast> Visit<'ast> for Enums {
        fn visit_item_enum(&mut self, item: &'ast syn::ItemEnum) {
            let variants = item.variants.iter().map(|v| v.ident.to_string()).collect();
            self.0.push((item.ident.to_string(), variants));
        }
    }
    let mut enums = Enums(Vec::new());
    enums.visit_file(file);
    enums.0
}

/// Our enums, and which of them has each variant name (for patterns written after a
/// `use Enum::*`, which name a variant alone).
#[derive(Default)]
pub struct Ours {
    enums: BTreeSet<String>,
    owners: std::collections::BTreeMap<String, Vec<String>>,
}

impl Ours {
    fn add(&mut self, name: String, variants: Vec<String>) {
        for variant in variants {
            self.owners.entry(variant).or_default().push(name.clone());
        }
        self.enums.insert(name);
    }

    /// The enums a path names a variant of: `Step::Begin`, or `Begin` alone (never the
    /// standard library's `Some`, `None`, `Ok` and `Err`).
    fn owners_of(&self, segments: &[String]) -> Vec<String> {
        match segments {
            [.., owner, _] if self.enums.contains(owner) => vec![owner.clone()],
            [alone] if !matches!(alone.as_str(), "Some" | "None" | "Ok" | "Err") => {
                self.owners.get(alone).cloned().unwrap_or_default()
            }
            _ => Vec::new(),
        }
    }
}

/// The variants of `ours` a pattern names, as (enum, variant): `Step::Begin`,
/// `a::Step::Begin`, `Begin` after a `use Step::*`, each side of `A | B`, and those inside
/// tuples and options.
fn our_variants_in(pattern: &syn::Pat, ours: &Ours) -> BTreeSet<(String, String)> {
    struct Paths<'a> {
        ours: &'a Ours,
        found: BTreeSet<(String, String)>,
    }
    impl<'ast> Visit<'ast> for Paths<'_> {
        fn visit_path(&mut self, path: &'ast syn::Path) {
            let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
            let variant = segments.last().cloned().unwrap_or_default();
            for owner in self.ours.owners_of(&segments) {
                self.found.insert((owner, variant.clone()));
            }
            syn::visit::visit_path(self, path);
        }
        fn visit_pat_ident(&mut self, ident: &'ast syn::PatIdent) {
            // `Begin` alone after a `use Step::*` parses as a binding.
            let name = ident.ident.to_string();
            for owner in self.ours.owners_of(std::slice::from_ref(&name)) {
                self.found.insert((owner, name.clone()));
            }
            syn::visit::visit_pat_ident(self, ident);
        }
    }
    let mut paths = Paths {
        ours,
        found: BTreeSet::new(),
    };
    paths.visit_pat(pattern);
    paths.found
}

/// Whether an arm catches everything: `_`, or a binding (`other =>`), without a guard.
fn catches_all(arm: &syn::Arm) -> bool {
    let binding = |p: &syn::PatIdent| {
        p.subpat.is_none() && p.ident.to_string().starts_with(|c: char| c.is_lowercase())
    };
    arm.guard.is_none()
        && match &arm.pat {
            syn::Pat::Wild(_) => true,
            syn::Pat::Ident(p) => binding(p),
            _ => false,
        }
}

/// Finds the catch-alls of one file: `path:line` of each.
struct CatchAlls<'a> {
    path: &'a str,
    ours: &'a Ours,
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
        let mut per_owner: std::collections::BTreeMap<&str, usize> = Default::default();
        for (owner, _) in &named {
            *per_owner.entry(owner.as_str()).or_default() += 1;
        }
        // The enum with the most variants named (a name alone may be a variant of two).
        let most = per_owner
            .iter()
            .max_by_key(|(owner, n)| (**n, std::cmp::Reverse(**owner)));
        let decision = most.is_some_and(|(_, n)| *n >= 2);
        let ours = most.map(|(owner, _)| owner.to_string());
        for arm in &expression.arms {
            let catch_all = catches_all(arm);
            if let Some(ours) = ours.as_ref().filter(|_| catch_all && decision) {
                let line = syn::spanned::Spanned::span(&arm.pat).start().line;
                self.found.push(format!("{}:{line} ({ours})", self.path));
            }
        }
        syn::visit::visit_expr_match(self, expression);
    }
}

/// The catch-alls over `ours` in one file.
pub fn catch_alls(path: &str, text: &str, ours: &Ours) -> Result<Vec<String>> {
    let file = syn::parse_file(text).map_err(|e| format!("{path}: {e}"))?;
    let mut walk = CatchAlls {
        path,
        ours,
        found: Vec::new(),
    };
    walk.visit_file(&file);
    Ok(walk.found)
}

/// What was found and is not `known`, and each known entry whose count changed.
fn unknown(found: &[String], known: &[(&str, &str, usize)]) -> Vec<String> {
    let key = |site: &String| {
        let (path, rest) = site.split_once(':').unwrap_or((site, ""));
        let owner = rest.split(['(', ')']).nth(1).unwrap_or("");
        (path.to_string(), owner.to_string())
    };
    let mut wrong: Vec<String> = found
        .iter()
        .filter(|site| {
            let (path, owner) = key(site);
            !known.iter().any(|(p, o, _)| *p == path && *o == owner)
        })
        .cloned()
        .collect();
    for &(path, owner, count) in known {
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
    let mut ours = Ours::default();
    for name in MACRO_ENUMS {
        ours.add(name.to_string(), Vec::new());
    }
    let mut texts = Vec::new();
    for (relative, path) in files {
        let text = std::fs::read_to_string(&path)?;
        let file = syn::parse_file(&text).map_err(|e| format!("{relative}: {e}"))?;
        for (name, variants) in enums_of(&file) {
            ours.add(name, variants);
        }
        texts.push((relative, text));
    }
    let mut found = Vec::new();
    for (relative, text) in &texts {
        found.extend(catch_alls(relative, text, &ours)?);
    }
    let found = unknown(&found, &KNOWN_CATCH_ALLS);
    if found.is_empty() {
        println!(
            "matches: {} files, no `_ =>` deciding over any of our {} enums but the {} known",
            texts.len(),
            ours.enums.len(),
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
        let mut ours = Ours::default();
        let variants = ["Begin", "Commit", "Ack"].map(String::from).to_vec();
        ours.add("Step".into(), variants);
        let text = "fn f(s: Step, n: u8, o: Option<u8>) {\n\
                    match s { Step::Begin => 1, Step::Commit => 2, _ => 3 };\n\
                    match n { 1 => 1, _ => 2 };\n\
                    match o { Some(_) => 1, _ => 2 };\n\
                    match s { Step::Begin => 1, _ if n > 1 => 2, Step::Commit | Step::Ack => 3 };\n\
                    match (s, n) { (Step::Begin | Step::Ack, _) => 1, _ => 2 };\n\
                    match s { Step::Begin if n > 1 => 1, Step::Begin => 2, _ => 3 };\n\
                    match s { Begin => 1, Commit => 2, other => 3 };\n\
                    match o { Some(x) => x, None => 0 };\n\
                    }\n";
        let found = catch_alls("src/x.rs", text, &ours).map_err(|e| e.to_string());
        let expected = [
            "src/x.rs:2 (Step)",
            "src/x.rs:6 (Step)",
            "src/x.rs:8 (Step)",
        ];
        assert_eq!(found, Ok(expected.map(String::from).to_vec()));
    }

    #[test]
    fn a_new_catch_all_and_a_changed_count_are_refused() {
        let listed = [("src/old.rs", "Cause", 2), ("src/other.rs", "Step", 1)];
        let (path, owner, count) = listed[0];
        let known: Vec<String> = (0..count)
            .map(|i| format!("{path}:{i} ({owner})"))
            .collect();
        assert_eq!(
            unknown(&known, &listed).len(),
            listed.len() - 1,
            "the others are missing"
        );
        let mut more = known.clone();
        more.push("src/new.rs:1 (Step)".into());
        more.push(format!("{path}:999 ({owner})"));
        let wrong = unknown(&more, &listed);
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
