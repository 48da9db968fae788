//! Where the panels go. Wide screens get two columns: what the learner edits on the
//! left, what the run does on the right. Below 900 px one column keeps what the
//! learner acts on next to what it produces: the consumer, then the verdict and the
//! system, then the faults and the folded settings, then the timeline and the rest.

use std::rc::Rc;

use acklab_sim::{DedupStore, Scenario, Step};
use yew::prelude::*;

use crate::components::controls::{Command, Controls};
use crate::components::editor::Editor;
use crate::components::events::Events;
use crate::components::explorer::Explorer;
use crate::components::faults::Faults;
use crate::components::lazy::Lazy;
use crate::components::metrics::MetricsPanel;
use crate::components::producer::ProducerProps;
use crate::components::settings_panel::Settings;
use crate::components::system::System;
use crate::components::tables::Tables;
use crate::components::timeline::Timeline;
use crate::components::verdict::Verdict;
use crate::embed::{Panel, Shown};
use crate::errors::kind_text;
use crate::state::{Action, AppState, Place, Reference, EXPLORE_MAX_MESSAGES};
use crate::view::summary;
use crate::view::SimView;

/// A callback that turns its value into an action for the app state.
pub fn to<T: 'static>(
    state: &UseReducerHandle<AppState>,
    make: impl Fn(T) -> Action + 'static,
) -> Callback<T> {
    let state = state.clone();
    Callback::from(move |value| state.dispatch(make(value)))
}

/// Every panel of the playground, rendered, before it is placed.
pub struct Panels {
    editor: Html,
    producer: Html,
    faults: Html,
    settings: Html,
    verdict: Html,
    system: Html,
    timeline: Html,
    tables: Html,
    metrics: Html,
    explorer: Html,
    events: Html,
}

pub fn controls(state: &UseReducerHandle<AppState>) -> Html {
    let on_command = to(state, |command: Command| match command {
        Command::Play => Action::Play,
        Command::Pause => Action::Pause,
        Command::Step => Action::StepForward,
        Command::StepBack => Action::StepBack,
        Command::RunToEnd => Action::RunToEnd,
        Command::Reset => Action::Reset,
        Command::Scrub(tick) => Action::Scrub(tick),
        Command::Speed(speed) => Action::SetSpeed(speed),
    });
    html! {
        <Controls locked={state.prediction_pending()} tick={state.tick} end_tick={state.end_tick}
            playing={state.playing} speed={state.speed} {on_command} />
    }
}

/// Why a change asked for in a panel was refused, shown right under that panel (the
/// page's own notices stay at its top).
pub fn refusal(state: &UseReducerHandle<AppState>, place: Place) -> Html {
    match &state.notice {
        Some(notice) if state.notice_place == place => html! {
            <div class="notice refusal" role="alert">{ notice.text() }{ " " }
                <button class="small" onclick={to(state, |_: MouseEvent| Action::DismissNotice)}>{ crate::i18n::tr("dismiss") }</button>
            </div>
        },
        Some(_) | None => Html::default(),
    }
}

/// A dedup step is in the lines, but no store keeps the ids it checks.
fn store_missing(state: &AppState) -> bool {
    state.scenario.dedup.store == DedupStore::None
        && state
            .draft
            .iter()
            .any(|s| matches!(s, Step::CheckDedup | Step::RecordDedup))
}

/// What a replayed explorer cell did, said next to the matrix so that the learner
/// need not leave it to read the outcome.
fn replay_summary(state: &AppState, view: &SimView) -> Option<String> {
    let replayed = state.exploration.is_some() && state.scenario.faults != state.explored_with;
    (replayed && view.finished).then(|| summary(&view.totals))
}

pub fn panels(
    state: &UseReducerHandle<AppState>,
    view: &Rc<SimView>,
    running: Vec<(u32, Step)>,
) -> Panels {
    let scenario: Rc<Scenario> = state.scenario.clone();
    let on_edit = |place: Place| to(state, move |s: Scenario| Action::EditIn(place, Box::new(s)));
    let panels = Panels {
        editor: html! { <>
            <Editor draft={state.draft.clone()} error={state.draft_error.as_ref().map(|e| kind_text(&e.kind))} scenario={scenario.clone()}
                target={state.target} {running}
                store_missing={store_missing(state)} can_undo={!state.past.is_empty()} can_redo={!state.future.is_empty()}
                on_draft={to(state, Action::SetDraft)} on_toggle_crash={to(state, Action::ToggleCrash)} on_target={to(state, Action::SetTarget)}
                on_use_table={to(state, |_: ()| Action::UseDedupTable)} on_undo={to(state, |_: ()| Action::Undo)} on_redo={to(state, |_: ()| Action::Redo)}
                locked={state.prediction_pending()} />
            { refusal(state, Place::Consumer) }
        </> },
        producer: if scenario.producer.pipeline.is_some() {
            html! { <>
                <Lazy<ProducerProps> part={&crate::chunks::PRODUCER} props={ProducerProps { scenario: scenario.clone(), target: state.target,
                    on_edit: to(state, Action::EditStage), locked: state.prediction_pending() }} />
                { refusal(state, Place::Producer) }
            </> }
        } else {
            Html::default()
        },
        faults: html! { <>
            <Faults scenario={scenario.clone()} target={state.target} on_add={to(state, Action::AddFaultOfKind)} locked={state.prediction_pending()}
                show_target={!state.frame.shown.has(Panel::Consumer)}
                on_target={to(state, Action::SetTarget)} on_edit={on_edit(Place::Faults)} />
            { refusal(state, Place::Faults) }
        </> },
        settings: html! { <>
            <Settings scenario={scenario.clone()} on_edit={on_edit(Place::Settings)} open={state.settings_open} on_toggle={to(state, Action::SetSettingsOpen)} locked={state.prediction_pending()} />
            { refusal(state, Place::Settings) }
        </> },
        verdict: html! { <Verdict view={view.clone()} scenario={scenario.clone()} on_jump={to(state, Action::Scrub)} /> },
        system: html! {
            <System view={view.clone()} scenario={scenario.clone()}
                on_rules={to(state, |_: ()| Action::OpenReference(Reference::BrokerRules))} />
        },
        timeline: html! {
            <Timeline view={view.clone()} scenario={scenario.clone()} playing={state.playing} on_jump={to(state, Action::Scrub)}
                on_add_fault={to(state, Action::AddFault)} />
        },
        tables: html! { <Tables view={view.clone()} scenario={scenario.clone()} /> },
        metrics: html! { <MetricsPanel recording={state.recording.clone()} tick={state.tick} kind={scenario.broker.kind} /> },
        explorer: html! {
            <Explorer exploration={state.exploration.clone()} scenario={scenario.clone()} base_faults={state.explored_with.clone()}
                too_big={scenario.messages.len() > EXPLORE_MAX_MESSAGES} replayed={replay_summary(state, view)}
                exploring={state.exploring.clone()} on_explore={to(state, |pairs: bool| Action::Explore { pairs })}
                on_cancel={to(state, |_: ()| Action::CancelExplore)} on_replay={to(state, Action::LoadSchedule)}
                on_glossary={to(state, |term: String| Action::OpenReference(Reference::Glossary(Some(term))))} />
        },
        events: html! { <Events view={view.clone()} scenario={scenario} /> },
    };
    if state.frame.lock {
        read_only(panels)
    } else {
        panels
    }
}

impl Panels {
    /// Two consumers compared: the comparison takes the place of the verdict, the
    /// system and the timeline (it has each of them for both consumers).
    pub fn compared(self, comparison: Html) -> Panels {
        Panels {
            verdict: comparison,
            system: Html::default(),
            timeline: Html::default(),
            ..self
        }
    }
}

/// In a locked frame the editing panels are shown but their controls are disabled (the
/// reducer refuses their actions anyway, with a word on why).
fn read_only(p: Panels) -> Panels {
    let disabled =
        |html: Html| html! { <fieldset class="read-only" disabled=true>{ html }</fieldset> };
    Panels {
        editor: disabled(p.editor),
        producer: disabled(p.producer),
        faults: disabled(p.faults),
        settings: disabled(p.settings),
        ..p
    }
}

/// On one column the verdict, the data and the timeline are far apart: links that
/// jump to each (buttons, because the address's hash holds the scenario).
fn jumps(shown: Shown) -> Html {
    let targets = [
        (Panel::Verdict, "verdict-title"),
        (Panel::Tables, "data-title"),
        (Panel::Timeline, "timeline-title"),
    ];
    let buttons = targets.into_iter().filter(|(panel, _)| shown.has(*panel));
    html! {
        <nav class="jumps" aria-label={crate::i18n::tr("jump-nav")}>
            { for buttons.map(|(_, heading)| html! {
                <button onclick={Callback::from(move |_: MouseEvent| crate::browser::go_to_heading(heading))}>
                    { crate::i18n::tr(heading) }
                </button>
            }) }
        </nav>
    }
}

/// Places the panels `shown` names: two columns on a wide screen, one on a narrow
/// one, and one too when nothing the learner edits is shown (a course page's frame).
pub fn arrange(p: Panels, narrow: bool, shown: Shown) -> Html {
    let only = |panel: Panel, html: Html| {
        if shown.has(panel) {
            html
        } else {
            Html::default()
        }
    };
    let p = Panels {
        editor: only(Panel::Consumer, p.editor),
        producer: only(Panel::Consumer, p.producer),
        faults: only(Panel::Faults, p.faults),
        settings: only(Panel::Settings, p.settings),
        verdict: only(Panel::Verdict, p.verdict),
        system: only(Panel::System, p.system),
        timeline: only(Panel::Timeline, p.timeline),
        tables: only(Panel::Tables, p.tables),
        metrics: only(Panel::Metrics, p.metrics),
        explorer: only(Panel::Explorer, p.explorer),
        events: only(Panel::Events, p.events),
    };
    let edits_shown = [Panel::Consumer, Panel::Faults, Panel::Settings]
        .into_iter()
        .any(|panel| shown.has(panel));
    if narrow || !edits_shown {
        html! {
            <main class="grid narrow">
                if narrow { { jumps(shown) } }
                <div class="column">
                    // After a run the learner reads the verdict, then the data it speaks
                    // of: on a phone the tables come right after the verdict.
                    { p.editor }{ p.producer }{ p.verdict }{ p.tables }{ p.system }{ p.faults }
                    { p.settings }{ p.timeline }{ p.metrics }{ p.explorer }{ p.events }
                </div>
            </main>
        }
    } else {
        html! {
            <main class="grid">
                <div class="column">{ p.editor }{ p.producer }{ p.faults }{ p.settings }</div>
                <div class="column">
                    { p.verdict }{ p.system }{ p.timeline }{ p.tables }{ p.metrics }{ p.explorer }{ p.events }
                </div>
            </main>
        }
    }
}
