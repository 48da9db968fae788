//! The app state words nothing: it keeps a notice as data (`src/notice.rs`) and takes the
//! texts from its actions, so the reducer stays a function of state and action. This
//! reads a file's syntax, so an alias (`use crate::i18n::tr as t`), a glob or a full path
//! is found as surely as a plain call.

use syn::visit::Visit;

/// The app's modules whose functions word a message or read the texts' store: the state
/// may name their types (`Texts`, `Arg`, `BrokenLink`), none of their functions.
const WORDING_MODULES: [&str; 2] = ["i18n", "errors"];

/// Whether a name is a function's or a module's by Rust's naming (a type's starts with a
/// capital letter).
fn is_function(name: &str) -> bool {
    name.starts_with(|c: char| c.is_lowercase() || c == '_')
}

/// What a `use` tree brings from a wording module (`under` once one is seen): each
/// function, each glob and each renamed wording module, as written.
fn imports(tree: &syn::UseTree, under: bool, found: &mut Vec<String>) {
    match tree {
        syn::UseTree::Path(path) => {
            let wording = WORDING_MODULES.contains(&path.ident.to_string().as_str());
            imports(&path.tree, under || wording, found);
        }
        syn::UseTree::Name(name) if under && is_function(&name.ident.to_string()) => {
            found.push(name.ident.to_string());
        }
        syn::UseTree::Rename(rename)
            if (under && is_function(&rename.ident.to_string()))
                || WORDING_MODULES.contains(&rename.ident.to_string().as_str()) =>
        {
            found.push(format!("{} as {}", rename.ident, rename.rename));
        }
        syn::UseTree::Glob(_) if under => found.push("*".into()),
        syn::UseTree::Group(group) => {
            for tree in &group.items {
                imports(tree, under, found);
            }
        }
        syn::UseTree::Name(_) | syn::UseTree::Rename(_) | syn::UseTree::Glob(_) => {}
    }
}

/// The wording one file of the app state names: a function of `i18n` or `errors`
/// imported or reached by its path, and a call of `.text()` (a notice worded).
pub fn named(file: &syn::File) -> Vec<String> {
    struct Named(Vec<String>);
    impl<'ast> Visit<'ast> for Named {
        fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
            imports(&item.tree, false, &mut self.0);
        }
        fn visit_path(&mut self, path: &'ast syn::Path) {
            let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
            for pair in names.windows(2) {
                if WORDING_MODULES.contains(&pair[0].as_str()) && is_function(&pair[1]) {
                    self.0.push(format!("{}::{}", pair[0], pair[1]));
                }
            }
            syn::visit::visit_path(self, path);
        }
        fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
            if call.method == "text" && call.args.is_empty() {
                self.0.push(".text()".into());
            }
            syn::visit::visit_expr_method_call(self, call);
        }
    }
    let mut named = Named(Vec::new());
    named.visit_file(file);
    named.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Vec<String> {
        named(&syn::parse_file(text).expect("a valid test file"))
    }

    #[test]
    fn wording_is_found_however_it_is_named() {
        assert_eq!(found("use crate::i18n::tr;"), ["tr"]);
        assert_eq!(found("use crate::i18n::{tr as t, Texts};"), ["tr as t"]);
        assert_eq!(found("use crate::i18n::*;"), ["*"]);
        assert_eq!(found("use crate::i18n as words;"), ["i18n as words"]);
        assert_eq!(
            found("use crate::errors::{error_text, BrokenLink};"),
            ["error_text"]
        );
        let path = "fn f() -> String { crate::i18n::active_code() }";
        assert_eq!(found(path), ["i18n::active_code"]);
        let worded = "fn f(n: &Notice) -> String { n.text() }";
        assert_eq!(found(worded), [".text()"]);
        // Comments are not syntax: a comment naming tr("x") is not a use.
        assert!(found("// tr(\"x\") and i18n::texts()\nfn f() {}").is_empty());
    }

    #[test]
    fn types_and_notices_as_data_are_allowed() {
        let allowed = "use crate::i18n::{Arg, Texts};\nuse crate::notice::Notice;\n\
                       fn f(t: crate::i18n::Texts) -> Notice { Notice::because(\"k\", \
                       Notice::says(\"r\")) }\nfn g(s: &str) -> String { s.to_string() }";
        assert!(found(allowed).is_empty());
    }
}
