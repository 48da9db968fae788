//! The app shell: the one state, and the effects (URL, timer, clipboard) in hooks at
//! the top; everything below renders what the state and the core say.

use std::rc::Rc;

use acklab_sim::{Message, Op, Scenario, Step};
use gloo_timers::callback::Interval;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::browser::{
    copy_link, focus_reference, focused_element, query, remember_locale, show_locale,
    store_progress, stored_progress, wanted_locale, write_hash,
};
use crate::components::controls::{Command, Controls};
use crate::components::editor::Editor;
use crate::components::events::Events;
use crate::components::explorer::Explorer;
use crate::components::faults::Faults;
use crate::components::language::Language;
use crate::components::lesson::LessonPanel;
use crate::components::reference::ReferencePanel;
use crate::components::settings::Settings;
use crate::components::system::System;
use crate::components::tables::Tables;
use crate::components::timeline::Timeline;
use crate::components::verdict::Verdict;
use crate::errors::{broken_link_text, kind_text};
use crate::i18n::{self, tr, tr_args};
use crate::state::{Action, AppState, Reference};
use crate::url::{self, Decoded};
use crate::view::SimView;

/// The scenario a first-time visitor sees: process, then ack, with no dedup.
pub fn default_scenario() -> Scenario {
    let mut scenario = Scenario::example();
    scenario.messages = vec![
        Message {
            id: "m1".into(),
            op: Op::CreateOrder,
            amount: None,
        },
        Message {
            id: "m2".into(),
            op: Op::Deposit,
            amount: None,
        },
    ];
    scenario.pipeline = vec![Step::Receive, Step::Apply, Step::Ack];
    scenario.dedup.store = acklab_sim::DedupStore::None;
    scenario
}

/// A notice when the wanted language's texts could not be fetched (English is shown).
fn texts_missing_notice(code: &str) -> Option<String> {
    (!i18n::is_available(code)).then(|| {
        tr_args(
            "texts-not-loaded",
            &[("language", i18n::language_name(code).into())],
        )
    })
}

/// Activates the locale (fetched by `start` if it is not English) and reads the hash.
fn initial_state() -> AppState {
    let window = web_sys::window();
    let location = window.as_ref().map(|w| w.location());
    let search = query();
    let wanted = wanted_locale();
    i18n::activate(wanted);
    show_locale(&i18n::active_code());
    let hash = location.and_then(|l| l.hash().ok()).unwrap_or_default();
    let lesson = search.split('&').find_map(|p| p.strip_prefix("lesson="));
    let state = match url::decode(&hash) {
        Decoded::Nothing => AppState::new(default_scenario(), None),
        Decoded::Scenario(scenario) => AppState::new(*scenario, None),
        Decoded::Broken(broken) => AppState::new(
            default_scenario(),
            Some(tr_args(
                "broken-link",
                &[("reason", broken_link_text(&broken).into())],
            )),
        ),
    };
    // Only lessons of this course count, each once, whatever storage holds.
    let mut done: Vec<String> = stored_progress()
        .into_iter()
        .filter(|id| state.course.iter().any(|l| &l.id == id))
        .collect();
    done.sort();
    done.dedup();
    let state = AppState {
        done: std::rc::Rc::new(done),
        notice: state
            .notice
            .clone()
            .or_else(|| texts_missing_notice(wanted)),
        ..state
    };
    // `?lesson=<id>` opens that lesson, for links from course pages.
    match lesson.and_then(|id| state.course.iter().position(|l| l.id == id)) {
        Some(index) => {
            (*yew::Reducible::reduce(std::rc::Rc::new(state), Action::OpenLesson(index))).clone()
        }
        None => state,
    }
}

/// A callback that turns its value into an action for the app state.
fn to<T: 'static>(
    state: &UseReducerHandle<AppState>,
    make: impl Fn(T) -> Action + 'static,
) -> Callback<T> {
    let state = state.clone();
    Callback::from(move |value| state.dispatch(make(value)))
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(initial_state);
    {
        let (scenario, push) = (state.scenario.clone(), state.push_history);
        use_effect_with(state.revision, move |revision| {
            if *revision > 0 {
                write_hash(&scenario, push);
            }
        });
    }
    {
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
    {
        // A link pasted into the address bar of an open tab arrives as a hash change.
        let dispatcher = state.dispatcher();
        use_effect_with((), move |()| {
            let listener = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
                let hash = web_sys::window()
                    .and_then(|w| w.location().hash().ok())
                    .unwrap_or_default();
                match url::decode(&hash) {
                    Decoded::Scenario(scenario) => {
                        dispatcher.dispatch(Action::Load(scenario, None))
                    }
                    Decoded::Broken(broken) => dispatcher.dispatch(Action::Notice(tr_args(
                        "broken-link-kept",
                        &[("reason", broken_link_text(&broken).into())],
                    ))),
                    Decoded::Nothing => {}
                }
            });
            let window = web_sys::window();
            if let Some(window) = &window {
                let _ = window.add_event_listener_with_callback(
                    "hashchange",
                    listener.as_ref().unchecked_ref(),
                );
            }
            move || {
                if let Some(window) = window {
                    let _ = window.remove_event_listener_with_callback(
                        "hashchange",
                        listener.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }
    use_effect_with(state.locale.clone(), |locale| show_locale(locale));
    {
        // The control that opened a reference page gets the focus back when it closes.
        let opener = use_mut_ref(|| None::<web_sys::HtmlElement>);
        use_effect_with(state.reference.clone(), move |reference| match reference {
            Some(reference) => {
                if opener.borrow().is_none() {
                    *opener.borrow_mut() = focused_element();
                }
                focus_reference(reference);
            }
            None => {
                if let Some(element) = opener.borrow_mut().take() {
                    let _ = element.focus();
                }
            }
        });
    }
    use_effect_with(state.done.clone(), |done| {
        if !done.is_empty() {
            store_progress(done);
        }
    });
    let view = use_memo((state.scenario.clone(), state.tick), |(scenario, tick)| {
        SimView::at(scenario, *tick)
    });
    let on_command = {
        let state = state.clone();
        Callback::from(move |command: Command| {
            state.dispatch(match command {
                Command::Play => Action::Play,
                Command::Pause => Action::Pause,
                Command::Step => Action::StepForward,
                Command::StepBack => Action::StepBack,
                Command::RunToEnd => Action::RunToEnd,
                Command::Reset => Action::Reset,
                Command::Scrub(tick) => Action::Scrub(tick),
                Command::Speed(speed) => Action::SetSpeed(speed),
            })
        })
    };
    let on_edit = to(&state, |s: Scenario| Action::Edit(Box::new(s)));
    let on_notice = to(&state, Action::Notice);
    let copy = Callback::from(move |_: MouseEvent| copy_link(on_notice.clone()));
    // Counts language picks, so that a slow answer to an earlier pick cannot undo a
    // later one.
    let picks = use_mut_ref(|| 0_u32);
    let on_locale = {
        let state = state.clone();
        Callback::from(move |code: String| {
            *picks.borrow_mut() += 1;
            let (state, picks, ticket) = (state.clone(), picks.clone(), *picks.borrow());
            // Another language's texts arrive over the network the first time.
            wasm_bindgen_futures::spawn_local(async move {
                let loaded = crate::texts::load(&code).await;
                if *picks.borrow() != ticket {
                    return;
                }
                i18n::activate(&code);
                remember_locale(&i18n::active_code());
                state.dispatch(Action::SetLocale(i18n::active_code()));
                if loaded.is_err() {
                    if let Some(notice) = texts_missing_notice(&code) {
                        state.dispatch(Action::Notice(notice));
                    }
                }
            });
        })
    };
    let scenario: Rc<Scenario> = state.scenario.clone();
    html! {
        // Keyed by locale: a language switch renders every component afresh.
        <div class="app" key={state.locale.clone()}>
            <header class="top">
                <div><h1>{ tr("app-title") }</h1><p class="tagline">{ tr("app-tagline") }</p></div>
                <div class="top-actions">
                    <button onclick={to(&state, |_: MouseEvent| Action::OpenReference(Reference::Glossary(None)))}>{ tr("glossary") }</button>
                    <button onclick={to(&state, |_: MouseEvent| Action::OpenReference(Reference::BrokerRules))}>{ tr("broker-rules-link") }</button>
                    <Language locale={state.locale.clone()} {on_locale} />
                    <button class="copy" aria-label={tr("copy-link")} onclick={copy}>{ tr("copy-link") }</button>
                </div>
            </header>
            if let Some(notice) = &state.notice {
                <div class="notice" role="alert">{ notice }{ " " }
                    <button class="small" onclick={to(&state, |_: MouseEvent| Action::DismissNotice)}>{ tr("dismiss") }</button>
                </div>
            }
            if let Some(reference) = &state.reference {
                <ReferencePanel reference={reference.clone()} glossary={state.glossary.clone()} locale={state.locale.clone()}
                    on_open={to(&state, Action::OpenReference)} on_close={to(&state, |_: ()| Action::CloseReference)} />
            }
            <LessonPanel course={state.course.clone()} progress={state.lesson.clone()} done={state.done.clone()}
                glossary={state.glossary.clone()} on_reference={to(&state, Action::OpenReference)}
                locale={state.locale.clone()} on_open={to(&state, Action::OpenLesson)}
                on_choose={to(&state, Action::Choose)} on_commit={to(&state, |_: ()| Action::CommitPrediction)}
                on_close={to(&state, |_: ()| Action::CloseLesson)} />
            <Controls locked={state.prediction_pending()} tick={state.tick} end_tick={state.end_tick} playing={state.playing} speed={state.speed} {on_command} />
            <main class="grid">
                <div class="column">
                    <Editor draft={state.draft.clone()} error={state.draft_error.as_ref().map(|e| kind_text(&e.kind))} faults={scenario.faults.clone()}
                        messages={scenario.messages.clone()} target={state.target}
                        on_draft={to(&state, Action::SetDraft)} on_toggle_crash={to(&state, Action::ToggleCrash)} />
                    <Faults scenario={scenario.clone()} target={state.target} tick={state.tick}
                        on_target={to(&state, Action::SetTarget)} on_edit={on_edit.clone()} />
                    <Settings scenario={scenario.clone()} on_edit={on_edit} />
                </div>
                <div class="column">
                    <Verdict view={view.clone()} scenario={scenario.clone()} on_jump={to(&state, Action::Scrub)} />
                    <System view={view.clone()} scenario={scenario.clone()}
                        on_rules={to(&state, |_: ()| Action::OpenReference(Reference::BrokerRules))} />
                    <Timeline view={view.clone()} scenario={scenario.clone()} on_jump={to(&state, Action::Scrub)}
                        on_add_fault={to(&state, Action::AddFault)} />
                    <Tables view={view.clone()} scenario={scenario.clone()} />
                    <Explorer exploration={state.exploration.clone()} scenario={scenario.clone()} base_faults={state.explored_with.clone()}
                        on_explore={to(&state, |_: ()| Action::Explore)} on_replay={to(&state, Action::LoadSchedule)} />
                    <Events view={view} scenario={scenario.clone()} />
                </div>
            </main>
        </div>
    }
}
