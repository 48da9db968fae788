//! The app shell: the one state, and the effects (URL, timer, clipboard) in hooks at
//! the top; everything below renders what the state and the core say.

use std::rc::Rc;

use acklab_sim::{Scenario, Step};
use yew::prelude::*;

use crate::address::remember_locale;
use crate::browser::{copy_link, show_locale, store_progress};
use crate::components::compare::{compare_view, Side};
use crate::components::deck::{deck_bar, deck_closed, DeckCommand, DeckEditorProps};
use crate::components::embed_dialog::{EmbedCommand, EmbedDialogProps};
use crate::components::files::files_view;
use crate::components::help::help_view;
use crate::components::language::Language;
use crate::components::lazy::Lazy;
use crate::components::lesson::LessonPanel;
use crate::components::reference::ReferenceProps;
use crate::embed::Panel;
use crate::focus::{opening, use_focus_after_render, use_reference_focus, FocusNext};
use crate::hooks::{
    use_address, use_history_restore, use_keys, use_lesson_events, use_media, use_playback,
    use_reveal, use_settings_memory,
};
use crate::i18n::{self, tr};
use crate::layout::to;
use crate::notice::Notice;
use crate::start::{default_scenario, initial_state, texts_missing_notice};
use crate::state::{Action, AppState, Reference};
use crate::url;
use crate::view::SimView;

/// A language pick: the texts are fetched the first time, then the app switches. A
/// counter of picks makes sure a slow answer to an earlier pick cannot undo a later one.
fn locale_picker(
    state: &UseReducerHandle<AppState>,
    picks: Rc<std::cell::RefCell<u32>>,
) -> Callback<String> {
    let state = state.clone();
    Callback::from(move |code: String| {
        *picks.borrow_mut() += 1;
        let (state, picks, ticket) = (state.clone(), picks.clone(), *picks.borrow());
        wasm_bindgen_futures::spawn_local(async move {
            let mut loaded = crate::texts::load(&code).await;
            if loaded.is_ok() && state.lesson.is_some() {
                loaded = crate::texts::load_lessons(&code).await;
            }
            if *picks.borrow() != ticket {
                return;
            }
            i18n::activate(&code);
            remember_locale(&i18n::active_code());
            state.dispatch(Action::SetLocale(i18n::texts()));
            if loaded.is_err() {
                if let Some(notice) = texts_missing_notice(&code) {
                    state.dispatch(Action::Notice(notice));
                }
            }
        });
    })
}

/// Opens a lesson once its texts are at hand (English ones are fetched the first time);
/// if they cannot be fetched, the lesson stays closed and the learner is told why.
fn lesson_opener(state: &UseReducerHandle<AppState>) -> Callback<usize> {
    let dispatcher = state.dispatcher();
    Callback::from(move |index: usize| {
        let dispatcher = dispatcher.clone();
        wasm_bindgen_futures::spawn_local(async move {
            match crate::texts::load_lessons(&i18n::active_code()).await {
                Ok(()) => {
                    dispatcher.dispatch(Action::TextsLoaded(i18n::texts()));
                    dispatcher.dispatch(Action::OpenLesson(index));
                }
                Err(_) => dispatcher.dispatch(Action::Notice(Notice::says("lesson-not-loaded"))),
            }
        });
    })
}

/// A reference page's texts are fetched when one first opens, in the active language.
#[hook]
fn use_reference_texts(state: &UseReducerHandle<AppState>) {
    let open = state.reference.is_some();
    let dispatcher = state.dispatcher();
    use_effect_with((open, state.locale.clone()), move |(open, locale)| {
        if *open && !i18n::has_reference(locale) {
            let locale = locale.clone();
            wasm_bindgen_futures::spawn_local(async move {
                if crate::texts::load_reference(&locale).await.is_err() {
                    dispatcher.dispatch(Action::Notice(Notice::says("reference-not-loaded")));
                }
                dispatcher.dispatch(Action::TextsLoaded(i18n::texts()));
            });
        }
    });
}

/// Which worker runs which step next at the shown tick, for the editor's marks.
fn running_steps(view: &SimView) -> Vec<(u32, Step)> {
    view.workers
        .iter()
        .enumerate()
        .filter_map(|(index, worker)| match *worker {
            acklab_sim::WorkerDoing::Busy { next, .. } => next.map(|step| (index as u32 + 1, step)),
            _ => None,
        })
        .collect()
}

/// The Embed dialog, when it is open.
fn embed_view(state: &UseReducerHandle<AppState>) -> Html {
    let Some(choice) = state.embed else {
        return Html::default();
    };
    let on = to(state, |command: EmbedCommand| match command {
        EmbedCommand::Panel(panel) => Action::EmbedPanel(panel),
        EmbedCommand::Lock => Action::EmbedLock,
        EmbedCommand::Close => Action::ToggleEmbed,
    });
    let props = EmbedDialogProps {
        scenario: state.scenario.clone(),
        lesson: state.lesson_id(),
        locale: state.locale.clone(),
        choice,
        on,
        on_copy: copy_snippet(state),
    };
    html! {
        <Lazy<EmbedDialogProps> part={&crate::chunks::EMBED_DIALOG} {props} focus_on_arrival={Some("embed-first-panel")} />
    }
}

/// Copies an embed snippet and says whether it worked.
fn copy_snippet(state: &UseReducerHandle<AppState>) -> Callback<String> {
    let said = copy_said(state);
    Callback::from(move |code: String| {
        crate::browser::copy_text(
            &code,
            ["snippet-copied", "snippet-copy-failed"],
            said.clone(),
        )
    })
}

/// A copy's success goes away by itself; its failure stays until dismissed.
fn copy_said(state: &UseReducerHandle<AppState>) -> crate::browser::Said {
    crate::browser::Said {
        done: to(state, Action::Toast),
        failed: to(state, Action::Notice),
    }
}

/// The Compare button pins the consumer on screen as B, or ends the comparison.
fn compare_toggle(state: &UseReducerHandle<AppState>) -> Callback<MouseEvent> {
    let lines = state
        .compare
        .is_none()
        .then(|| state.scenario.pipeline.clone());
    to(state, move |_: MouseEvent| Action::Compare(lines.clone()))
}

/// Both consumers side by side, with the callbacks they share.
fn comparison(
    state: &UseReducerHandle<AppState>,
    view_a: &Rc<SimView>,
    (scenario_b, view_b): (Rc<Scenario>, Rc<SimView>),
) -> Html {
    let side = |view: Rc<SimView>, scenario: Rc<Scenario>| Side {
        view,
        scenario,
        playing: state.playing,
        on_jump: to(state, Action::Scrub),
        on_add_fault: to(state, Action::AddFault),
        on_rules: to(state, |_: ()| Action::OpenReference(Reference::BrokerRules)),
    };
    compare_view(
        &side(view_a.clone(), state.scenario.clone()),
        &side(view_b, scenario_b),
        to(state, |_: MouseEvent| Action::Compare(None)),
    )
}

/// The toast, and the offer of a reload once the service worker has a newer version of
/// the site. Their live regions are always in the page, so that a screen reader hears
/// what arrives in them; polite, and not a status (the verdict's summary is the page's
/// one status).
fn announcements(state: &AppState) -> Html {
    let reload = Callback::from(|_: MouseEvent| crate::browser::reload());
    html! {
        <>
        <div class="toast" aria-live="polite">{ state.toast.as_ref().map(|(_, said)| said.text()) }</div>
        <div aria-live="polite">
            if state.update_ready {
                <div class="update-notice">{ tr("update-ready") }{ " " }<button onclick={reload}>{ tr("update-reload") }</button></div>
            }
        </div>
        </>
    }
}

/// The page's top bar: the title and the buttons that act on the whole page.
fn top_bar(
    state: &UseReducerHandle<AppState>,
    on_locale: Callback<String>,
    (on_save, focus_next): (Callback<MouseEvent>, &FocusNext),
) -> Html {
    let on_deck = opening(
        state,
        || Action::ToggleDeckEditor,
        ("deck-slide-title", focus_next),
    );
    let on_embed = opening(
        state,
        || Action::ToggleEmbed,
        ("embed-first-panel", focus_next),
    );
    let said = copy_said(state);
    let tick = state.tick;
    let copy = Callback::from(move |_: MouseEvent| copy_link(said.clone(), tick));
    html! {
        <header class="top">
            <div><h1>{ tr("app-title") }</h1><p class="tagline">{ tr("app-tagline") }</p></div>
            <div class="top-actions">
                <Language locale={state.locale.clone()} {on_locale} />
                <button class="copy" aria-label={tr("copy-link")} onclick={copy}>{ tr("copy-link") }</button>
                { files_view(on_save, on_deck, on_embed, tools(state)) }
                // The menu is hidden while presenting: the way out stays in sight.
                if state.presenting {
                    <button class="present-exit" onclick={to(state, |_: MouseEvent| Action::TogglePresenting)}>{ tr("present-leave") }</button>
                }
            </div>
        </header>
    }
}

/// The tools a newcomer does not need yet, in the header's one menu; each item folds
/// the menu (`data-files`, see static/page.js).
fn tools(state: &UseReducerHandle<AppState>) -> Html {
    html! {
        <>
            <button data-files="more" onclick={to(state, |_: MouseEvent| Action::OpenReference(Reference::Glossary(None)))}>{ tr("glossary") }</button>
            <button data-files="more" onclick={to(state, |_: MouseEvent| Action::OpenReference(Reference::BrokerRules))}>{ tr("broker-rules-link") }</button>
            <button data-files="more" class="compare-button" aria-pressed={state.compare.is_some().to_string()} title={tr("compare-button-help")}
                onclick={compare_toggle(state)}>{ tr("compare-button") }</button>
            <button data-files="more" class="keys-button" aria-expanded={state.help_open.to_string()} onclick={to(state, |_: MouseEvent| Action::ToggleHelp)}>{ tr("help-button") }</button>
            <button data-files="more" class="present" aria-pressed={state.presenting.to_string()} title={tr("present-key")}
                onclick={to(state, |_: MouseEvent| Action::TogglePresenting)}>{ tr("present") }</button>
        </>
    }
}

/// Every panel for the current view, with the compared consumer's when there is one.
fn all_panels(
    state: &UseReducerHandle<AppState>,
    view: &Rc<SimView>,
    view_b: Option<Rc<SimView>>,
) -> crate::layout::Panels {
    let panels = crate::layout::panels(state, view, running_steps(view));
    match (state.compared().map(Rc::new), view_b) {
        (Some(scenario_b), Some(view_b)) => {
            panels.compared(comparison(state, view, (scenario_b, view_b)))
        }
        _ => panels,
    }
}

/// The deck's bar and, when asked for, its editor. Never inlined: inside the shell's
/// one big render function it cost the bundle far more than on its own.
#[inline(never)]
fn deck_view(state: &UseReducerHandle<AppState>) -> Html {
    // A slide left untitled is named by its number, in the language it was made in:
    // the title is the deck's data, kept as written in links and files.
    let slides = state.deck.as_ref().map_or(0, |deck| deck.slides.len());
    let on_deck = to(state, move |command: DeckCommand| match command {
        DeckCommand::Go(index) => Action::GoSlide(index),
        DeckCommand::Add(title, note) if title.trim().is_empty() => {
            let number = (slides as u64 + 1).into();
            Action::AddSlide(i18n::tr_args("deck-untitled", &[("number", number)]), note)
        }
        DeckCommand::Add(title, note) => Action::AddSlide(title, note),
        DeckCommand::Move(index, step) => Action::MoveSlide(index, step),
        DeckCommand::Remove(index) => Action::RemoveSlide(index),
        DeckCommand::Close => Action::CloseDeck,
        DeckCommand::Reopen => Action::ReopenDeck,
        DeckCommand::ToggleEditor => Action::ToggleDeckEditor,
    });
    if state.deck.is_none() && !state.deck_editing {
        return match &state.closed_deck {
            Some((deck, _)) if !state.frame.lock => deck_closed(deck.slides.len(), &on_deck),
            _ => Html::default(),
        };
    }
    let bar = state
        .deck
        .as_ref()
        .map(|deck| deck_bar(deck, state.slide, state.deck_editing, &on_deck));
    html! {
        <>
            { bar.unwrap_or_default() }
            if state.deck_editing {
                <Lazy<DeckEditorProps> part={&crate::chunks::DECK_EDITOR}
                    props={DeckEditorProps { deck: state.deck.clone(), slide: state.slide, on: on_deck }}
                    focus_on_arrival={Some("deck-slide-title")} />
            }
        </>
    }
}

/// In a course page's frame, a small link to the same scenario (or lesson) in the full
/// app, in a new tab, instead of the page header.
fn open_in_acklab(scenario: &Scenario, frame: &crate::embed::Frame) -> Html {
    let href = format!("./{}#{}", frame.full_app_query, url::encode(scenario));
    html! {
        // A landmark with the page's one heading, hidden, as the full app has.
        <header class="embed-bar">
            <h1 class="visually-hidden">{ tr("app-title") }</h1>
            <a {href} target="_blank" rel="noopener">{ tr("open-in-acklab") }{ " ↗" }</a>
        </header>
    }
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(initial_state);
    let on_save = use_address(&state);
    use_history_restore(state.dispatcher(), default_scenario);
    use_playback(&state);
    crate::explorer_worker::use_explorer_worker(&state);
    use_keys(state.dispatcher(), state.deck.is_some());
    use_settings_memory(state.settings_open);
    use_lesson_events(&state);
    use_reveal(&state);
    crate::hooks::use_toast_expiry(&state);
    let reference_ready = i18n::has_reference(&state.locale);
    use_reference_focus(state.reference.clone(), reference_ready);
    use_reference_texts(&state);
    let focus_next = use_focus_after_render();
    // Below this width one column shows what the learner acts on next to what it does.
    let narrow = use_media("(max-width: 900px)");
    use_effect_with(state.locale.clone(), |locale| show_locale(locale));
    use_effect_with(state.done.clone(), |done| {
        if !done.is_empty() {
            store_progress(done);
        }
    });
    let view = use_memo(
        (state.recording.clone(), state.tick),
        |(recording, tick)| SimView::at(recording, *tick),
    );
    let picks = use_mut_ref(|| 0_u32);
    let on_locale = locale_picker(&state, picks);
    let view_b = use_memo(
        (state.recording_b.clone(), state.tick),
        |(recording, tick)| recording.as_ref().map(|r| Rc::new(SimView::at(r, *tick))),
    );
    let panels = all_panels(&state, &view, view_b.as_ref().clone());
    let frame = state.frame.clone();
    html! {
        // Keyed by locale: a language switch renders every component afresh.
        <div class={classes!("app", state.presenting.then_some("presenting"), frame.embed.then_some("embedded"))} key={state.locale.clone()}>
            if frame.embed {
                { open_in_acklab(&state.scenario, &frame) }
            } else {
                { top_bar(&state, on_locale, (on_save, &focus_next)) }
            }
            { crate::layout::refusal(&state, crate::state::Place::Page) }
            { announcements(&state) }
            if state.help_open {
                { help_view(&to(&state, |_: ()| Action::CloseHelp)) }
            }
            if let Some(reference) = &state.reference {
                <Lazy<ReferenceProps> part={&crate::chunks::REFERENCE} props={ReferenceProps { reference: reference.clone(),
                    glossary: state.glossary.clone(), locale: state.locale.clone(), on_open: to(&state, Action::OpenReference),
                    on_close: to(&state, |_: ()| Action::CloseReference), ready: reference_ready }} />
            }
            { deck_view(&state) }
            { embed_view(&state) }
            if frame.shown.has(Panel::Lesson) {
            <LessonPanel course={state.course.clone()} pinned={frame.lesson_pinned || frame.lock} progress={state.lesson.clone()} done={state.done.clone()}
                glossary={state.glossary.clone()} on_reference={to(&state, Action::OpenReference)}
                locale={state.locale.clone()} on_open={lesson_opener(&state)}
                explorer_graded={state.lesson_asks_for_explorer()}
                on_choose={to(&state, Action::Choose)} on_commit={to(&state, |_: ()| Action::CommitPrediction)}
                on_close={to(&state, |_: ()| Action::CloseLesson)}
                on_back={state.own_scenario.is_some().then(|| to(&state, |_: ()| Action::BackToOwnScenario))} />
            }
            { crate::layout::controls(&state) }
            { crate::layout::arrange(panels, narrow, frame.shown) }
        </div>
    }
}
