//! The keyboard shortcuts, listed: opened with ? (or its button), closed with Escape
//! (a shortcut too, in `src/hooks.rs`) or its button. The list is the page's text, so
//! a screen reader reads it too.

use yew::prelude::*;

use crate::i18n::tr;

/// Each shortcut as the keys to press and the message that says what it does.
const SHORTCUTS: [(&str, &str); 12] = [
    ("Space", "key-play"),
    ("→", "key-step"),
    ("←", "key-step-back"),
    ("Home", "key-reset"),
    ("End", "key-end"),
    ("+ / −", "key-speed"),
    ("P", "key-present"),
    ("F", "key-full-screen"),
    ("Ctrl+Z / Ctrl+Shift+Z", "key-undo"),
    ("Alt+↑ / Alt+↓", "key-move-line"),
    ("PageDown / PageUp", "key-slides"),
    ("?", "key-help"),
];

/// A view function the shell calls, not a component: a component of its own would
/// cost the bundle more than the list itself.
pub fn help_view(on_close: &Callback<()>) -> Html {
    html! {
        <section class="panel reference shortcuts" aria-labelledby="help-title">
            <p class="reference-actions"><span></span>
                <button onclick={on_close.reform(|_: MouseEvent| ())}>{ tr("close-reference") }</button></p>
            <h2 id="help-title" tabindex="-1">{ tr("help-title") }</h2>
            <dl class="keys">
                { for SHORTCUTS.iter().map(|(keys, what)| html! { <><dt><kbd>{ *keys }</kbd></dt><dd>{ tr(what) }</dd></> }) }
            </dl>
            <p class="help">{ tr("help-note") }</p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::SHORTCUTS;

    #[test]
    fn every_shortcut_is_described_in_english() {
        crate::i18n::activate("en");
        for (keys, what) in SHORTCUTS {
            assert_ne!(crate::i18n::tr(what), what, "{keys}");
        }
    }
}
