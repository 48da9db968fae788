//! The app shell's effects, each a hook called at the top of the shell: the address
//! follows the state, Back and Forward restore it, the playback timer, the keyboard
//! shortcuts, the remembered settings fold and the layout's width.

use std::rc::Rc;

use acklab_sim::Scenario;
use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Interval;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::address::{read_address, write_address};
use crate::browser::{address_hash, address_lesson, store_settings_open};
use crate::notice::Notice;
use crate::state::{Action, AppState};
use crate::url::{self, Decoded};
use crate::view::SimView;

/// The address says what is on screen: the lesson and the scenario. The first frame
/// keeps the address it was opened with (a bare link stays bare); the callback returned
/// writes the address now, for the Files menu's Save, which reads the scenario from it.
#[hook]
pub fn use_address(state: &UseReducerHandle<AppState>) -> Callback<MouseEvent> {
    let scenario = state.scenario.clone();
    let push = state.push_history;
    // A deck and a compared consumer go in the hash beside the scenario on screen.
    let parts: Vec<String> = [
        state
            .deck
            .as_ref()
            .map(|deck| crate::deck::encode(deck, state.slide)),
        state
            .compare
            .as_ref()
            .map(|lines| url::encode_compare(lines)),
    ]
    .into_iter()
    .flatten()
    .collect();
    let extra = (!parts.is_empty()).then(|| parts.join("&"));
    let lesson = state.lesson_id();
    let now = (scenario.clone(), lesson.clone(), extra.clone());
    use_effect_with((state.revision, lesson), move |(revision, lesson)| {
        if *revision > 0 || lesson.is_some() {
            write_address(&scenario, lesson.as_deref(), extra, push);
        }
    });
    Callback::from(move |_: MouseEvent| {
        let (scenario, lesson, extra) = &now;
        write_address(scenario, lesson.as_deref(), extra.clone(), false);
    })
}

/// Back, Forward and a link pasted into the address bar bring their lesson and
/// scenario back (a deflated address in its first form); a broken link is refused with
/// a message and the state is kept. An opened file arrives here too (`acklab:import`),
/// the news that the Files menu's script could not be fetched, and of a new version.
#[hook]
pub fn use_history_restore(
    dispatcher: UseReducerDispatcher<AppState>,
    start: fn() -> acklab_sim::Scenario,
) {
    use_effect_with((), move |()| {
        let importer = dispatcher.clone();
        let restore = move || match url::decode(&address_hash()) {
            Decoded::Broken(broken) => dispatcher.dispatch(Action::BrokenAddress(Notice::because(
                "broken-link-kept",
                Notice::BrokenLink(broken),
            ))),
            Decoded::Scenario(scenario) => {
                restore(dispatcher.clone(), address_lesson(), Some(scenario))
            }
            Decoded::Nothing => {
                let lesson = address_lesson();
                let scenario = lesson.is_none().then(|| Box::new(start()));
                restore(dispatcher.clone(), lesson, scenario)
            }
        };
        let failed = importer.clone();
        let updated = importer.clone();
        let restore = std::rc::Rc::new(restore);
        let inflated = restore.clone();
        let arrived = move || read_address(&*restore);
        // The news of a new version may have come before the app listened.
        if crate::browser::page_flag("acklabUpdateReady") {
            updated.dispatch(Action::UpdateReady);
        }
        let listeners = web_sys::window().map(|window| {
            let again = arrived.clone();
            [
                EventListener::new(&window, "popstate", move |_| arrived()),
                EventListener::new(&window, "hashchange", move |_| again()),
                EventListener::new(&window, "acklab:inflated", move |_| inflated()),
                // static/page.js reads an opened or dropped file and hands its text over.
                EventListener::new(&window, "acklab:import", move |event| {
                    let text = event
                        .dyn_ref::<web_sys::CustomEvent>()
                        .and_then(|e| e.detail().as_string());
                    if let Some(text) = text {
                        importer.dispatch(Action::Import(text));
                    }
                }),
                // static/files.js (saving and pictures) could not be fetched.
                EventListener::new(&window, "acklab:files-failed", move |_| {
                    failed.dispatch(Action::Notice(Notice::says("files-not-loaded")))
                }),
                // static/page.js passes on the service worker's news of a new version.
                EventListener::new(&window, "acklab:update", move |_| {
                    updated.dispatch(Action::UpdateReady)
                }),
            ]
        });
        move || drop(listeners)
    });
}

/// Restores an address; a lesson's texts are fetched first if they are not at hand.
fn restore(
    dispatcher: UseReducerDispatcher<AppState>,
    lesson: Option<String>,
    scenario: Option<Box<acklab_sim::Scenario>>,
) {
    wasm_bindgen_futures::spawn_local(async move {
        let mut lesson = lesson;
        let code = crate::i18n::active_code();
        if lesson.is_some() && !crate::i18n::has_lessons(&code) {
            // Without its texts the lesson stays closed: the scenario comes back alone,
            // and the learner is told why.
            if crate::texts::load_lessons(&code).await.is_err() {
                lesson = None;
                dispatcher.dispatch(Action::Notice(Notice::says("lesson-not-loaded")));
            }
            dispatcher.dispatch(Action::TextsLoaded(crate::i18n::texts()));
        }
        dispatcher.dispatch(Action::Restore(lesson, scenario));
    });
}

/// While playing, one tick per 1/speed seconds.
#[hook]
pub fn use_playback(state: &UseReducerHandle<AppState>) {
    let dispatcher = state.dispatcher();
    use_effect_with((state.playing, state.speed), move |(playing, speed)| {
        let timer = playing.then(|| {
            Interval::new(1000 / speed.max(&1), move || {
                dispatcher.dispatch(Action::Advance)
            })
        });
        move || drop(timer)
    });
}

/// Whether a key press belongs to a field that has its own undo.
fn in_text_field(event: &web_sys::Event) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

/// Whether a key press lands on a control that answers Space and the arrows itself
/// (a button, a link, a line of the consumer, a timeline event).
fn on_control(event: &web_sys::Event) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|e| {
            matches!(e.tag_name().as_str(), "BUTTON" | "A" | "SUMMARY" | "LI")
                || e.get_attribute("role").as_deref() == Some("button")
        })
}

/// The action a key press asks for, if any. Keys are matched by physical position
/// (`KeyZ`), so that Ctrl+Z works on a Ukrainian or Russian layout (where it types
/// "я") and with Caps Lock on.
fn shortcut(key: &web_sys::KeyboardEvent, event: &web_sys::Event, deck: bool) -> Option<Action> {
    if in_text_field(event) || key.default_prevented() || key.alt_key() {
        return None;
    }
    if key.ctrl_key() || key.meta_key() {
        return match (key.code().as_str(), key.shift_key()) {
            ("KeyZ", false) => Some(Action::Undo),
            ("KeyZ", true) | ("KeyY", false) => Some(Action::Redo),
            _ => None,
        };
    }
    Some(match key.key().as_str() {
        " " if !on_control(event) => Action::TogglePlay,
        "ArrowRight" if !on_control(event) => Action::StepForward,
        "ArrowLeft" if !on_control(event) => Action::StepBack,
        "Home" => Action::Reset,
        "End" => Action::RunToEnd,
        "+" | "=" => Action::SpeedStep(1),
        "-" | "_" => Action::SpeedStep(-1),
        _ if key.code() == "KeyP" => Action::TogglePresenting,
        "?" => Action::ToggleHelp,
        // A presentation clicker sends these; without a deck they scroll the page.
        "PageDown" if deck => Action::SlideStep(1),
        "PageUp" if deck => Action::SlideStep(-1),
        "Escape" => Action::CloseHelp,
        _ => return None,
    })
}

/// The keyboard shortcuts: Ctrl+Z undoes the last edit and Ctrl+Shift+Z (or Ctrl+Y)
/// redoes it (Cmd on a Mac); Space plays or pauses, → steps, ← steps back, Home
/// resets, End runs to the end, + and − change the speed, P turns presenter mode on
/// or off, F fills the screen, PageDown and PageUp flip a deck's slides, ? lists them all. None fires while typing in
/// a field, and Space and the arrows leave a focused button or line alone.
#[hook]
pub fn use_keys(dispatcher: UseReducerDispatcher<AppState>, deck_open: bool) {
    // The listener lives as long as the page; it reads whether a deck is open here.
    let deck = use_mut_ref(|| false);
    *deck.borrow_mut() = deck_open;
    use_effect_with((), move |()| {
        let listener = web_sys::window()
            .and_then(|w| w.document())
            .map(|document| {
                let options = EventListenerOptions::enable_prevent_default();
                EventListener::new_with_options(&document, "keydown", options, move |event| {
                    let Some(key) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    // F is the browser's business, not the app state's.
                    let plain = !(key.ctrl_key() || key.meta_key() || key.alt_key());
                    if plain && key.code() == "KeyF" && !in_text_field(event) {
                        crate::browser::toggle_full_screen();
                        return;
                    }
                    if let Some(action) = shortcut(key, event, *deck.borrow()) {
                        key.prevent_default();
                        dispatcher.dispatch(action);
                    }
                })
            });
        move || drop(listener)
    });
}

/// The settings fold is remembered between visits.
#[hook]
pub fn use_settings_memory(open: bool) {
    let first = use_mut_ref(|| true);
    use_effect_with(open, move |open| {
        // The first frame shows what was stored; only a change is written.
        if !std::mem::replace(&mut *first.borrow_mut(), false) {
            store_settings_open(*open);
        }
    });
}

/// Whether the page matches a media query, following changes (a rotated phone, a
/// resized window).
#[hook]
pub fn use_media(query: &'static str) -> bool {
    let list = use_memo((), move |()| {
        web_sys::window().and_then(|w| w.match_media(query).ok().flatten())
    });
    let matches = use_state(|| list.as_ref().as_ref().is_some_and(|l| l.matches()));
    {
        let matches = matches.clone();
        use_effect_with(list, move |list| {
            let listener = list.as_ref().as_ref().map(|l| {
                let target = l.clone();
                EventListener::new(l, "change", move |_| matches.set(target.matches()))
            });
            move || drop(listener)
        });
    }
    *matches
}

/// Tells a framing course page when the learner answers the open lesson's question and
/// when the run grades it (`acklab:lesson-answered`, `acklab:lesson-completed`).
#[hook]
pub fn use_lesson_events(state: &AppState) {
    let message = state
        .lesson
        .as_ref()
        .zip(state.lesson_id())
        .and_then(|(progress, id)| crate::embed::lesson_message(&id, progress));
    use_effect_with(message, |message| {
        if let Some(message) = message {
            crate::browser::tell_host(message);
        }
    });
}

/// A view with this many trace events up to its tick draws its timeline and ledger a
/// task after the rest of the page (a lesson's whole run makes at most 65 events; a
/// crowded link tens of thousands). In one task, their drawing and layout made a crowded
/// run's Run to end take over 200 ms, as long as everything else together.
pub const DRAW_LATER_FROM_EVENTS: usize = 5_000;

/// What a panel is drawn from: the run at a tick and its scenario, always together, so
/// that a panel drawn later never pairs a run with another scenario's messages.
#[derive(Clone)]
pub struct Drawn {
    pub view: Rc<SimView>,
    pub scenario: Rc<Scenario>,
}

impl Drawn {
    /// The same run at the same tick. A run is recorded from one scenario, so the
    /// scenarios are equal too, though not always one object: a compared consumer's is
    /// made again at each render.
    fn same_as(&self, other: &Drawn) -> bool {
        self.view == other.view
    }
}

/// What a crowded panel draws: `now` when the run is small or already drawn; otherwise
/// what it drew before, and `now` in the next task, when that panel alone is drawn
/// again. Within a task, the latest `now` wins.
#[hook]
pub fn use_drawn_later(now: Drawn) -> Drawn {
    // (drawn, the latest asked for, whether a redraw is on its way)
    let kept = use_mut_ref(|| (now.clone(), now.clone(), false));
    let redraw = use_force_update();
    let mut state = kept.borrow_mut();
    if now.view.trace().len() < DRAW_LATER_FROM_EVENTS || state.0.same_as(&now) {
        (state.0, state.1) = (now.clone(), now.clone());
        return now;
    }
    state.1 = now;
    if !state.2 {
        state.2 = true;
        let kept = kept.clone();
        wasm_bindgen_futures::spawn_local(async move {
            crate::next_task().await;
            let mut state = kept.borrow_mut();
            (state.0, state.2) = (state.1.clone(), false);
            drop(state);
            redraw.force_update();
        });
    }
    state.0.clone()
}

/// After the run grades a lesson, and when another lesson opens, the learner's eye is
/// brought to what changed, the feedback or the new lesson's title, when it is above
/// the screen or low on it (on a phone the feedback used to appear above the screen).
#[hook]
pub fn use_reveal(state: &AppState) {
    let key = state
        .lesson
        .as_ref()
        .map(|p| (p.index, p.simulated.is_some()));
    use_effect_with(key, |key| {
        match key {
            Some((_, true)) => reveal(".lesson .grade"),
            Some((_, false)) => reveal("#lesson-title"),
            None => {}
        };
    });
}

/// Scrolls an element to the top of the screen (below the sticky bar, by the page's
/// scroll padding) unless it already sits in the screen's upper part.
fn reveal(selector: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let found = window
        .document()
        .and_then(|d| d.query_selector(selector).ok().flatten());
    let Some(element) = found else {
        return;
    };
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    let top = element.get_bounding_client_rect().top();
    if top < 0.0 || top > height * 0.6 {
        element.scroll_into_view_with_bool(true);
    }
}

/// A confirmation (`AppState::toast`) goes away after a few seconds; a newer one
/// restarts the wait, and the learner can read it again in the meantime.
#[hook]
pub fn use_toast_expiry(state: &UseReducerHandle<AppState>) {
    let dispatcher = state.dispatcher();
    let number = state.toast.as_ref().map(|(n, _)| *n);
    use_effect_with(number, move |number| {
        let timer = number.map(|number| {
            gloo_timers::callback::Timeout::new(TOAST_MILLIS, move || {
                dispatcher.dispatch(Action::ToastGone(number))
            })
        });
        move || drop(timer)
    });
}

/// How long a confirmation stays: long enough to read a short sentence twice.
const TOAST_MILLIS: u32 = 4_000;
