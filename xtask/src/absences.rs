//! Five of ARCHITECTURE.md's absences that a text can show, checked here instead of
//! left to review: the page's own code never links the explorer's sweep (only the
//! worker's module may), no component reaches for the browser's storage, history,
//! network, timers that repeat, or other windows (effects belong to the shell's hooks),
//! the app state words nothing from the message files (notices are data), no `Html` is made by an `impl` on the core's types, and `static/page.js` has no list
//! of locales and no words in a learner's language.

use syn::visit::Visit;

use crate::Result;

mod wording;

/// The worker's module: the one production file of the app that may run a sweep.
const WORKER: &str = "src/bin/explorer.rs";
/// The core's names that run a sweep.
const SWEEP_NAMES: [&str; 2] = ["explore", "Sweep"];
/// What a component may not name: the browser's effects that are not the focus or
/// scroll of its own elements. A shell hook (`src/hooks.rs`, `src/app.rs`) may.
const EFFECTS: [&str; 21] = [
    "local_storage",
    "indexed_db",
    "open_with_url",
    ".assign(",
    ".reload(",
    "Worker::new",
    "WebSocket",
    "send_beacon",
    "Request::new",
    "session_storage",
    "gloo_storage",
    ".history()",
    "push_state",
    "replace_state",
    "Interval::new",
    "set_interval",
    "fetch_with",
    "gloo_net",
    "post_message",
    "set_href",
    "spawn_local",
];

/// What a `use` tree imports from the core (`under_core` once `acklab_sim` is seen), each
/// as (its name in the core, its name in this file): `use acklab_sim::explore as run`
/// gives (`explore`, `run`).
fn core_imports(tree: &syn::UseTree, under_core: bool, found: &mut Vec<(String, String)>) {
    match tree {
        syn::UseTree::Path(path) => {
            let core = under_core || path.ident == "acklab_sim";
            core_imports(&path.tree, core, found);
        }
        syn::UseTree::Name(name) if under_core => {
            found.push((name.ident.to_string(), name.ident.to_string()));
        }
        syn::UseTree::Rename(rename) if under_core => {
            found.push((rename.ident.to_string(), rename.rename.to_string()));
        }
        syn::UseTree::Group(group) => {
            for tree in &group.items {
                core_imports(tree, under_core, found);
            }
        }
        // `use acklab_sim::*` could bring the sweep in unnamed: it counts as naming it.
        syn::UseTree::Glob(_) if under_core => found.push(("*".into(), "*".into())),
        // `use acklab_sim as sim` hides every later path from this check: refused too.
        syn::UseTree::Rename(rename) if rename.ident == "acklab_sim" => {
            let written = format!("acklab_sim as {}", rename.rename);
            found.push((written, rename.rename.to_string()));
        }
        syn::UseTree::Name(_) | syn::UseTree::Rename(_) | syn::UseTree::Glob(_) => {}
    }
}

/// The items of a file and of the modules written inside it.
fn all_items(items: &[syn::Item]) -> Vec<&syn::Item> {
    let mut all = Vec::new();
    for item in items {
        all.push(item);
        if let syn::Item::Mod(module) = item {
            if let Some((_, inner)) = &module.content {
                all.extend(all_items(inner));
            }
        }
    }
    all
}

/// The `impl` blocks of one file of the app that make `Html` from a core type: an
/// `impl` on a type of `acklab_sim` with an `Html` trait or a method returning `Html`,
/// or an `impl … for Html` whose trait names a core type.
fn html_on_core_types(file: &syn::File) -> Vec<String> {
    let items = all_items(&file.items);
    let mut core = Vec::new();
    for item in &items {
        if let syn::Item::Use(item) = item {
            core_imports(&item.tree, false, &mut core);
        }
    }
    let text = |tokens: &dyn quote::ToTokens| tokens.to_token_stream().to_string();
    let names_core = |t: &str| {
        t.contains("acklab_sim")
            || t.split(|c: char| !c.is_alphanumeric() && c != '_')
                .any(|w| core.iter().any(|(_, local)| local == w))
    };
    let mut found = Vec::new();
    for item in &items {
        let syn::Item::Impl(block) = item else {
            continue;
        };
        let own = text(&block.self_ty);
        let trait_text = block
            .trait_
            .as_ref()
            .map(|(_, path, _)| text(path))
            .unwrap_or_default();
        // `Html` is yew's alias of `VNode`.
        let html = |t: &str| t.contains("Html") || t.contains("VNode");
        let makes_html = html(&trait_text)
            || block
                .items
                .iter()
                .any(|item| matches!(item, syn::ImplItem::Fn(f) if html(&text(&f.sig.output))));
        let last = own.split_whitespace().last();
        let for_html = matches!(last, Some("Html" | "VNode")) && names_core(&trait_text);
        if (names_core(&own) && makes_html) || for_html {
            found.push(format!("impl {trait_text} for {own}"));
        }
    }
    found
}

/// The uses of the core's sweep in one file of the app: `acklab_sim::explore`,
/// `acklab_sim::Sweep`, or either imported from `acklab_sim`.
fn sweep_uses(file: &syn::File) -> Vec<String> {
    struct Uses(Vec<String>);
    impl<'ast> Visit<'ast> for Uses {
        fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
            let mut names = Vec::new();
            core_imports(&item.tree, false, &mut names);
            let sweep =
                |n: &String| SWEEP_NAMES.contains(&n.as_str()) || n == "*" || n.contains(" as ");
            let names = names.into_iter().map(|(in_core, _)| in_core);
            self.0.extend(names.filter(sweep));
        }
        fn visit_path(&mut self, path: &'ast syn::Path) {
            let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
            for pair in names.windows(2) {
                if pair[0] == "acklab_sim" && SWEEP_NAMES.contains(&pair[1].as_str()) {
                    self.0.push(pair[1].clone());
                }
            }
            syn::visit::visit_path(self, path);
        }
    }
    let mut uses = Uses(Vec::new());
    uses.visit_file(file);
    uses.0
}

/// The effects a component's text names, outside comments.
fn effects_named(text: &str) -> Vec<&'static str> {
    let code = code_of(text);
    EFFECTS
        .into_iter()
        .filter(|name| code.contains(name))
        .collect()
}

/// A file's text without its comments.
fn code_of(text: &str) -> String {
    // A comment is a line that starts with `//`, or what follows ` // ` (so that an
    // address such as `https://…` in a string stays code).
    let code: Vec<&str> = text
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .map(|line| line.split(" // ").next().unwrap_or(""))
        .collect();
    code.join("\n")
}

/// What `static/page.js` may not hold: a quoted locale code, or a letter outside ASCII
/// (a word in a learner's language).
fn page_script_words(text: &str, locales: &[String]) -> Vec<String> {
    let mut found: Vec<String> = locales
        .iter()
        .flat_map(|code| {
            let written = ["'", "\"", "`"].map(|quote| format!("{quote}{code}{quote}"));
            written
                .into_iter()
                .chain([format!("{{{code}:"), format!(" {code}:")])
        })
        .filter(|form| text.contains(form.as_str()))
        .collect();
    if let Some(letter) = text.chars().find(|c| c.is_alphabetic() && !c.is_ascii()) {
        found.push(format!("the letter {letter}"));
    }
    found
}

/// The shipped locales, by their message files (`locales/<code>.ftl`).
fn shipped_locales() -> Result<Vec<String>> {
    let mut codes = Vec::new();
    for entry in std::fs::read_dir(crate::root().join("locales"))? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if let Some(code) = name.strip_suffix(".ftl").filter(|c| !c.contains('-')) {
            codes.push(code.to_string());
        }
    }
    Ok(codes)
}

/// Checks the five absences over the app's production files and `static/page.js`.
pub fn check() -> Result<()> {
    let mut wrong = Vec::new();
    for (relative, path) in crate::lines::all_production_files()? {
        let in_app = relative.starts_with("src/") && relative != WORKER;
        if !in_app {
            continue;
        }
        let text = std::fs::read_to_string(&path)?;
        let file = syn::parse_file(&text).map_err(|e| format!("{relative}: {e}"))?;
        for block in html_on_core_types(&file) {
            wrong.push(format!("{relative}: `{block}` makes Html from a core type"));
        }
        for name in sweep_uses(&file) {
            wrong.push(format!(
                "{relative}: names the core's `{name}`, which only {WORKER} may run"
            ));
        }
        if relative.starts_with("src/state/") {
            for name in wording::named(&file) {
                wrong.push(format!(
                    "{relative}: the app state names `{name}`; it keeps a notice as data \
                     (src/notice.rs) and takes the texts from its actions"
                ));
            }
        }
        if relative.starts_with("src/components/") {
            for name in effects_named(&text) {
                wrong.push(format!(
                    "{relative}: a component names `{name}`, an effect of the shell's hooks"
                ));
            }
        }
    }
    let page = std::fs::read_to_string(crate::root().join("static/page.js"))?;
    for word in page_script_words(&page, &shipped_locales()?) {
        wrong.push(format!(
            "static/page.js: holds {word}; the app's message files and list of locales say that"
        ));
    }
    if wrong.is_empty() {
        println!(
            "absences: no sweep outside the worker, no effect in a component, no wording \
             in the app state, no Html on a core type, no locale in page.js"
        );
        Ok(())
    } else {
        Err(format!("absences broken:\n  {}", wrong.join("\n  ")).into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uses(text: &str) -> Vec<String> {
        sweep_uses(&syn::parse_file(text).expect("a valid test file"))
    }

    #[test]
    fn the_sweep_is_found_imported_or_named() {
        assert_eq!(uses("use acklab_sim::{Scenario, Sweep};"), ["Sweep"]);
        assert_eq!(uses("use acklab_sim::explore as run_all;"), ["explore"]);
        assert_eq!(uses("fn f() { acklab_sim::explore(&s, o); }"), ["explore"]);
        assert_eq!(uses("use acklab_sim::*;"), ["*"]);
        assert_eq!(uses("use acklab_sim as sim;"), ["acklab_sim as sim"]);
        // The app's own `explore` (its reducer's method) is not the core's.
        assert!(uses("fn f(s: &S) { s.explore(true); } use crate::state::explore;").is_empty());
    }

    #[test]
    fn html_made_on_a_core_type_is_found() {
        let found = |text: &str| html_on_core_types(&syn::parse_file(text).expect("valid"));
        let on_core = "use acklab_sim::{Step, Outcome as O};\n\
                       impl Shown for Step { fn show(self) -> Html { todo!() } }\n\
                       impl From<O> for Html { fn from(o: O) -> Html { todo!() } }\n\
                       impl Stage for Step { fn name(self) -> &'static str { \"x\" } }\n\
                       impl Local for Mine { fn show(self) -> Html { todo!() } }\n\
                       mod inner { impl From<super::O> for VNode { } }";
        assert_eq!(found(on_core).len(), 3, "{:?}", found(on_core));
    }

    #[test]
    fn an_effect_in_a_component_is_found_outside_comments() {
        let text = "// We never call push_state here.\nfn f() { window.local_storage(); }";
        assert_eq!(effects_named(text), ["local_storage"]);
        let address = "let a = \"https://x\"; w.open_with_url(a); // not .reload( here";
        assert_eq!(effects_named(address), ["open_with_url"]);
        assert!(effects_named("gloo_timers::callback::Timeout::new(0, focus)").is_empty());
    }

    #[test]
    fn a_locale_list_or_a_foreign_word_in_page_js_is_found() {
        let locales = ["en", "uk", "ru"].map(String::from);
        let found = |text: &str| page_script_words(text, &locales);
        assert_eq!(found("const l = ['uk', \"ru\"];").len(), 2);
        assert_eq!(found("const words = {uk: 'x', en: 'y'};").len(), 2);
        assert_eq!(found("label = 'Сталася помилка';").len(), 1);
        assert!(found("report('Something broke', detail); const menu = 'ukulele';").is_empty());
    }
}
