//! The Files menu: save the scenario as a file, open one, take the timeline away as an
//! SVG or a PNG for slides, and add the scenario to a deck. The buttons only name what they do (`data-files`): the
//! reading and writing of files is the browser's business, in `static/page.js` and `static/files.js`, which
//! hands an opened file's text back to the app as an `acklab:import` event.

use yew::prelude::*;

use crate::i18n::tr;

/// What each button does, for `static/page.js`, and its label's key.
const ITEMS: [(&str, &str); 4] = [
    ("open", "files-open"),
    ("svg", "files-timeline-svg"),
    ("png", "files-timeline-png"),
    ("results", "files-results-png"),
];

/// `on_save` writes the address before static/files.js reads the scenario from it (the
/// first frame of a bare link keeps it bare); `on_deck` opens the deck editor, to add the scenario on screen as a slide;
/// `on_embed` the Embed dialog; `tools` (the glossary, the broker's rules, Compare, the
/// keys, presenting) follow the files in the same menu, so that the header holds three
/// controls.
pub fn files_view(
    on_save: Callback<MouseEvent>,
    on_deck: Callback<MouseEvent>,
    on_embed: Callback<MouseEvent>,
    tools: Html,
) -> Html {
    html! {
        <details class="files">
            <summary>{ tr("files-menu") }</summary>
            <div class="files-menu">
                // The app's handler runs first (its listener is on the app's root,
                // static/page.js's on the document), so the address is written in time.
                <button data-files="save" onclick={on_save}>{ tr("files-save") }</button>
                { for ITEMS.iter().map(|(what, key)| html! { <button data-files={*what}>{ tr(key) }</button> }) }
                // Marked too, so that the menu folds when it is chosen.
                <button data-files="deck" onclick={on_deck}>{ tr("files-deck") }</button>
                <button data-files="embed" onclick={on_embed}>{ tr("files-embed") }</button>
                <p class="muted">{ tr("files-drop") }</p>
                <hr />
                { tools }
            </div>
        </details>
    }
}
