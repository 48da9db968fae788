//! A deck on screen: the bar that flips the slides (with the slide's title and note),
//! and the editor where a teacher adds the scenario on screen as a slide, reorders and
//! removes slides.

use std::rc::Rc;

use yew::prelude::*;

use crate::deck::Deck;
use crate::i18n::{tr, tr_args};

/// What the deck's controls ask the app state for.
#[derive(Clone, Debug, PartialEq)]
pub enum DeckCommand {
    Go(usize),
    Add(String, String),
    Move(usize, i32),
    Remove(usize),
    Close,
    Reopen,
    ToggleEditor,
}

/// After the deck was closed: a line that says so, with the button that reopens it.
pub fn deck_closed(slides: usize, on: &Callback<DeckCommand>) -> Html {
    html! {
        <p class="deck-bar deck-closed" role="status">
            { tr_args("deck-closed", &[("count", (slides as u64).into())]) }{ " " }
            <button onclick={on.reform(|_: MouseEvent| DeckCommand::Reopen)}>{ tr("deck-reopen") }</button>
        </p>
    }
}

/// The slide counter, its title and note, and the buttons that flip the slides.
pub fn deck_bar(deck: &Deck, slide: usize, editing: bool, on: &Callback<DeckCommand>) -> Html {
    let Some(shown) = deck.slides.get(slide) else {
        return Html::default();
    };
    let go = |to: usize| on.reform(move |_: MouseEvent| DeckCommand::Go(to));
    let last = deck.slides.len() - 1;
    let counter = tr_args(
        "deck-slide-of",
        &[
            ("number", (slide as u64 + 1).into()),
            ("total", (last as u64 + 1).into()),
        ],
    );
    html! {
        <nav class="deck-bar" aria-label={tr("deck-title")} title={tr("deck-keys")}>
            <button disabled={slide == 0} onclick={go(slide.saturating_sub(1))}>{ "◀ " }{ tr("deck-previous") }</button>
            <p class="deck-slide" aria-live="polite"><strong>{ counter }</strong>{ " " }{ &shown.title }</p>
            <button disabled={slide == last} onclick={go(slide + 1)}>{ tr("deck-next") }{ " ▶" }</button>
            <button aria-expanded={editing.to_string()} onclick={on.reform(|_: MouseEvent| DeckCommand::ToggleEditor)}>{ tr("deck-edit") }</button>
            if !shown.note.is_empty() { <p class="deck-note">{ &shown.note }</p> }
        </nav>
    }
}

/// One slide in the editor's list, with its buttons.
fn slide_row(
    on: &Callback<DeckCommand>,
    index: usize,
    last: usize,
    current: bool,
    title: &str,
) -> Html {
    let command = |make: DeckCommand| on.reform(move |_: MouseEvent| make.clone());
    html! {
        <li aria-current={current.then_some("true")}>
            <button class="link" onclick={command(DeckCommand::Go(index))}>{ title }</button>{ " " }
            <button class="small" aria-label={tr_args("deck-move-up", &[("title", title.into())])} disabled={index == 0}
                onclick={command(DeckCommand::Move(index, -1))}>{ "↑" }</button>
            <button class="small" aria-label={tr_args("deck-move-down", &[("title", title.into())])} disabled={index == last}
                onclick={command(DeckCommand::Move(index, 1))}>{ "↓" }</button>
            <button class="small" aria-label={tr_args("deck-remove", &[("title", title.into())])}
                onclick={command(DeckCommand::Remove(index))}>{ "✕" }</button>
        </li>
    }
}

/// The deck editor's properties: it is a part of the page fetched when first opened
/// (src/chunks.rs), drawn by `draw_editor`.
#[derive(Clone, PartialEq)]
pub struct DeckEditorProps {
    pub deck: Option<Rc<Deck>>,
    pub slide: usize,
    pub on: Callback<DeckCommand>,
}

/// The editor drawn from its chunk: the only place that names `deck_editor`.
pub fn draw_editor(props: &DeckEditorProps) -> Html {
    deck_editor(props.deck.as_ref(), props.slide, &props.on)
}

/// The text typed into one of the editor's fields (found by id), which is then cleared.
fn take_field(id: &str) -> String {
    let field = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(e).ok());
    field.map_or_else(String::new, |field| {
        let text = field.value();
        field.set_value("");
        text
    })
}

/// The deck editor: the slides, a form that adds the scenario on screen, and the
/// buttons that close the deck or the editor. A view function, not a component: its
/// fields are read by id when the form is sent, which costs the bundle less.
fn deck_editor(deck: Option<&Rc<Deck>>, slide: usize, on: &Callback<DeckCommand>) -> Html {
    let add = on.reform(|event: SubmitEvent| {
        event.prevent_default();
        DeckCommand::Add(
            take_field("deck-slide-title"),
            take_field("deck-slide-note"),
        )
    });
    let slides = deck.map(|d| {
        let last = d.slides.len().saturating_sub(1);
        let rows = d
            .slides
            .iter()
            .enumerate()
            .map(|(i, s)| slide_row(on, i, last, i == slide, &s.title));
        html! { <ol class="deck-slides">{ for rows }</ol> }
    });
    html! {
        <section class="panel deck-editor" aria-labelledby="deck-editor-title">
            <h2 id="deck-editor-title">{ tr("deck-editor-title") }</h2>
            <p class="help">{ tr("deck-help") }</p>
            { slides.unwrap_or_default() }
            <form class="deck-add" onsubmit={add}>
                <label class="pair">{ tr("deck-slide-title") }<input id="deck-slide-title" type="text" maxlength="80" /></label>
                <label class="pair">{ tr("deck-slide-note") }<input id="deck-slide-note" type="text" maxlength="300" /></label>
                <button class="primary" type="submit">{ tr("deck-add") }</button>
            </form>
            <p>
                if deck.is_some() {
                    <button onclick={on.reform(|_: MouseEvent| DeckCommand::Close)}>{ tr("deck-close") }</button>{ " " }
                }
                <button onclick={on.reform(|_: MouseEvent| DeckCommand::ToggleEditor)}>{ tr("deck-done") }</button>
            </p>
        </section>
    }
}
