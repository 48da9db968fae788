//! Start-up: the first state, from what the address asks for (a scenario, a lesson, a
//! deck, a compared consumer, the frame's options) and what the browser remembers
//! (progress, the settings fold), with a notice when something asked for cannot be
//! had.

use std::rc::Rc;

use acklab_sim::{Message, Op, Scenario, Step};

use crate::browser::{show_locale, stored_progress, stored_settings_open, wanted_locale};
use crate::i18n;
use crate::notice::Notice;
use crate::state::{Action, AppState};
use crate::url::{self, Decoded};

/// The scenario a first-time visitor sees: process, then ack, with no dedup.
pub fn default_scenario() -> Scenario {
    let mut scenario = Scenario::example();
    scenario.messages = vec![
        Message::new("m1", Op::CreateOrder),
        Message::new("m2", Op::Deposit),
    ];
    scenario.pipeline = vec![Step::Receive, Step::Apply, Step::Ack];
    scenario.dedup.store = acklab_sim::DedupStore::None;
    scenario
}

/// A notice when the wanted language's texts could not be fetched (English is shown).
pub(crate) fn texts_missing_notice(code: &str) -> Option<Notice> {
    (!i18n::is_available(code)).then(|| {
        let language = i18n::language_name(code).into();
        Notice::Says("texts-not-loaded", vec![("language", language)])
    })
}

thread_local! {
    /// The first state, made before the app mounts (see `prepare_initial_state`).
    static PREPARED: std::cell::RefCell<Option<AppState>> = const { std::cell::RefCell::new(None) };
    /// The address's link, read in a task before the first state is made from it (see
    /// `decode_link`).
    static DECODED: std::cell::RefCell<Option<Decoded>> = const { std::cell::RefCell::new(None) };
}

/// Reads (and validates) the address's link now, for `prepare_initial_state` to run in
/// a later task: for a link at the validator's limits, reading it and recording its run
/// were together one task of up to 290 ms.
pub(crate) fn decode_link() {
    let hash = current_hash();
    DECODED.with(|decoded| *decoded.borrow_mut() = Some(url::decode(&hash)));
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Makes the first state now, for the app to take when it mounts in a later task.
pub(crate) fn prepare_initial_state() {
    let state = read_address();
    PREPARED.with(|prepared| *prepared.borrow_mut() = Some(state));
}

/// Which parts (src/chunks.rs) the prepared first state draws in its first frame.
pub(crate) fn first_frame_parts() -> crate::chunks::FirstFrameParts {
    PREPARED.with(|prepared| {
        prepared
            .borrow()
            .as_ref()
            .map(crate::chunks::FirstFrameParts::of)
            .unwrap_or_default()
    })
}

/// The first state: the one prepared before the app mounted, or made now.
pub(crate) fn initial_state() -> AppState {
    PREPARED
        .with(|prepared| prepared.borrow_mut().take())
        .unwrap_or_else(read_address)
}

/// Activates the locale (fetched by `start` if it is not English) and reads the
/// address: its scenario, deck and compared consumer, then its lesson, inside the
/// frame it asks for.
fn read_address() -> AppState {
    let route = crate::browser::route();
    let wanted = wanted_locale(route.lang.as_deref());
    i18n::activate(wanted);
    show_locale(&i18n::active_code());
    let hash = current_hash();
    let (state, link) = from_hash(&hash, wanted, route.present);
    let state = AppState {
        notice: (state.notice.clone()).or_else(|| unknown_panels_notice(&route.frame)),
        ..state
    };
    // The frame's locks apply once the address's lesson is open: they would refuse it.
    let state = with_lesson(state, route.lesson.as_deref(), link);
    // A shared link opens at the tick its sender was looking at (`t=`).
    let state = match url::decode_tick(&hash) {
        Some(tick) => (*yew::Reducible::reduce(Rc::new(state), Action::Scrub(tick))).clone(),
        None => state,
    };
    AppState {
        frame: Rc::new(route.frame),
        ..state
    }
}

/// What became of the address's scenario: opened, refused (why), or there was none.
enum LinkScenario {
    Opened(Box<Scenario>),
    Refused(Notice),
    Nothing,
}

/// The state the hash holds (`s=`, `deck=`, `b=`), with the remembered progress and
/// settings fold; a notice says why a part of it could not be used.
fn from_hash(hash: &str, wanted: &str, presenting: bool) -> (AppState, LinkScenario) {
    let refused = |reason: Notice| {
        let why = Notice::because("broken-link", reason.clone());
        (
            AppState::new(default_scenario(), Some(why), i18n::texts()),
            LinkScenario::Refused(reason),
        )
    };
    let decoded = DECODED.with(|decoded| decoded.borrow_mut().take());
    let (state, link) = match decoded.unwrap_or_else(|| url::decode(hash)) {
        Decoded::Nothing => (
            AppState::new(default_scenario(), None, i18n::texts()),
            LinkScenario::Nothing,
        ),
        Decoded::Scenario(scenario) => match AppState::opened((*scenario).clone(), i18n::texts()) {
            Ok(state) => (state, LinkScenario::Opened(scenario)),
            Err(too_long) => refused(crate::state::too_long_reason(&too_long)),
        },
        Decoded::Broken(broken) => refused(Notice::BrokenLink(broken)),
    };
    // Only lessons of this course count, each once, whatever storage holds.
    let stored = stored_progress();
    let done: Vec<String> = state
        .course
        .iter()
        .filter(|l| stored.contains(&l.id))
        .map(|l| l.id.clone())
        .collect();
    let state = AppState {
        done: Rc::new(done),
        notice: state
            .notice
            .clone()
            .or_else(|| texts_missing_notice(wanted)),
        settings_open: stored_settings_open(),
        // `?present` opens in presenter mode, for a link on a classroom's screen.
        presenting,
        ..state
    };
    // A link's scenario (even a refused one) is what the deck opens on, not its slide.
    let state = with_deck(state, hash, !matches!(link, LinkScenario::Nothing));
    // `b=` pins a second consumer beside the first (refused with a reason if its lines
    // cannot run).
    let state = match url::decode_compare(hash) {
        Some(lines) => {
            (*yew::Reducible::reduce(Rc::new(state), Action::Compare(Some(lines)))).clone()
        }
        None => state,
    };
    (state, link)
}

/// `?lesson=<id>` opens that lesson, for links from course pages. A scenario in the
/// hash is the learner's own state in it (after a reload, say), so it stays. A lesson
/// whose texts could not be fetched stays closed, and the learner is told why.
fn with_lesson(state: AppState, lesson: Option<&str>, link: LinkScenario) -> AppState {
    let Some(index) = lesson.and_then(|id| state.course.iter().position(|l| l.id == id)) else {
        return state;
    };
    if !i18n::has_lessons(&i18n::active_code()) || !i18n::has_lesson_files() {
        return AppState {
            notice: Some(Notice::says("lesson-not-loaded")),
            ..state
        };
    }
    let id = state.course.get(index).map(|l| l.id.clone());
    let opened = yew::Reducible::reduce(Rc::new(state), Action::OpenLesson(index));
    // A broken scenario beside the lesson leaves the lesson's own, and says so.
    let (kept, notice) = match link {
        LinkScenario::Opened(scenario) => (
            yew::Reducible::reduce(opened, Action::Restore(id, Some(scenario))),
            None,
        ),
        LinkScenario::Refused(reason) => {
            (opened, Some(Notice::because("broken-link-lesson", reason)))
        }
        LinkScenario::Nothing => (opened, None),
    };
    AppState {
        push_history: false,
        notice: notice.or_else(|| kept.notice.clone()),
        ..(*kept).clone()
    }
}

/// A deck in the address (`#deck=…&slide=…`) opens at its slide; the slide's scenario
/// is shown unless the address holds the scenario on screen too (`s=`, after a reload).
#[inline(never)]
fn with_deck(state: AppState, hash: &str, has_scenario: bool) -> AppState {
    match crate::deck::decode(hash) {
        Ok(None) => state,
        Ok(Some((deck, slide))) => {
            let opened = AppState {
                deck: Some(Rc::new(deck)),
                ..state
            };
            if has_scenario {
                AppState { slide, ..opened }
            } else {
                let shown = yew::Reducible::reduce(Rc::new(opened), Action::GoSlide(slide));
                AppState {
                    revision: 0,
                    ..(*shown).clone()
                }
            }
        }
        Err(broken) => AppState {
            notice: Some(Notice::because(
                "deck-broken",
                Notice::BrokenDeck(Rc::new(broken)),
            )),
            ..state
        },
    }
}

/// Tells a course author which names in `?panels=` are not panels.
fn unknown_panels_notice(frame: &crate::embed::Frame) -> Option<Notice> {
    (!frame.unknown_panels.is_empty()).then(|| {
        let names = frame.unknown_panels.join(", ").into();
        Notice::Says("embed-unknown-panels", vec![("names", names)])
    })
}
