//! The one app state and its reducer. Every change a learner makes arrives as an
//! `Action`; a change that would make the scenario invalid is refused with a message
//! and the previous state is kept.

use std::rc::Rc;
use std::sync::Arc;

use acklab_lessons::{Lesson, Term};
use acklab_sim::{Exploration, Fault, Recording, RunTooLong, Scenario, ScenarioError, Step};
use yew::Reducible;

use crate::deck::Deck;
use crate::embed::{Frame, Shown};
use crate::i18n::Texts;
use crate::notice::Notice;

mod action;
mod compare;
mod deck;
mod editing;
mod embed;
mod explore;
mod history;
mod lesson;
mod lock;
mod page;
mod pipeline;
mod place;
mod playback;
mod reduce;

pub(crate) use page::{too_long_reason, too_long_text};

pub use action::{Action, StageEdit};
pub use history::Snapshot;
pub use lesson::LessonProgress;
pub use pipeline::{inserted, without};
pub use place::Place;

/// The explorer runs at most this many schedules in the browser (every pair of a
/// three-message scenario's faults is 23,437).
pub const EXPLORE_LIMIT: u32 = 50_000;
/// And stops after its schedules made this many trace events between them: some ten
/// seconds of the worker's time, whatever the scenario (docs/benchmarks.md).
pub const EXPLORE_WORK_EVENTS: u64 = 20_000_000;
/// Above this many messages the explorer's matrix (a column per message) stops being
/// readable; the sweep itself is bounded by `EXPLORE_WORK_EVENTS`, whatever the size.
pub const EXPLORE_MAX_MESSAGES: usize = 30;

/// A sweep running in the explorer's worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExploreRun {
    /// Tells this run's messages from those of an earlier, cancelled one.
    pub id: u32,
    pub pairs: bool,
    /// Schedules run so far, of `total` (0 until the worker has started).
    pub done: u64,
    pub total: u64,
}

/// Which message and delivery attempt the gutter's crash points apply to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaultTarget {
    pub message: usize,
    pub delivery: u32,
}

/// A reference page open beside the playground.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reference {
    /// The glossary, at a term if one was asked for.
    Glossary(Option<String>),
    /// How the simulated broker behaves, compared with real brokers.
    BrokerRules,
}

#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub scenario: Rc<Scenario>,
    /// The pipeline as the learner arranged it; it may be invalid.
    pub draft: Vec<Step>,
    /// Why the draft pipeline cannot run (the core's error), if it cannot.
    pub draft_error: Option<ScenarioError>,
    /// A message for the learner about something refused or repaired: it stays until
    /// it is dismissed.
    pub notice: Option<Notice>,
    /// Where the notice is shown: next to the panel whose control caused it.
    pub notice_place: Place,
    /// A short confirmation ("Link copied") over the page, with its number: it goes
    /// away by itself (`use_toast_expiry`), and a newer one restarts the wait.
    pub toast: Option<(u32, Notice)>,
    /// The service worker has a newer version of the site: a reload is offered.
    pub update_ready: bool,
    pub tick: u64,
    /// The tick at which the full run ends (the later end when two are compared).
    pub end_tick: u64,
    /// The scenario's whole run, recorded once per edit; every tick's view starts from
    /// its nearest checkpoint.
    pub recording: Rc<Recording>,
    /// The compared consumer's run, when two are compared.
    pub recording_b: Option<Rc<Recording>>,
    pub playing: bool,
    /// Ticks per second while playing.
    pub speed: u32,
    pub target: FaultTarget,
    pub exploration: Option<Rc<Exploration>>,
    /// The scenario's own faults when it was explored: a replayed cell is these plus
    /// the cell's fault, whatever was replayed before.
    pub explored_with: Vec<Fault>,
    /// The sweep running in the worker, if one is.
    pub exploring: Option<ExploreRun>,
    /// How many sweeps were started (the next run's id).
    pub explore_runs: u32,
    /// Bumped on every change of the scenario, so the URL follows.
    pub revision: u64,
    /// The active locale's code.
    pub locale: String,
    /// The course, loaded once.
    pub course: Rc<Vec<Lesson>>,
    /// The lesson being taken, if any.
    pub lesson: Option<LessonProgress>,
    /// Ids of the lessons the learner finished (kept in localStorage).
    pub done: Rc<Vec<String>>,
    /// The glossary, loaded once.
    pub glossary: Rc<Vec<Term>>,
    /// The reference page open, if any.
    pub reference: Option<Reference>,
    /// Whether the latest change was an explicit step worth a history entry (Back
    /// returns to the state before it); edits only replace the address.
    pub push_history: bool,
    /// Edits that Undo takes back, the latest last.
    pub past: Rc<Vec<Snapshot>>,
    /// Edits that Redo puts back, the next last.
    pub future: Rc<Vec<Snapshot>>,
    /// Whether the settings panel is unfolded (remembered between visits).
    pub settings_open: bool,
    /// Presenter mode: large type, the run's panels on one screen, editing hidden.
    pub presenting: bool,
    /// The list of keyboard shortcuts is open.
    pub help_open: bool,
    /// What the address asks of the app in a course page's frame (`?embed`, `?lock`).
    pub frame: Rc<Frame>,
    /// The teacher's deck of prepared scenarios, if one is open.
    pub deck: Option<Rc<Deck>>,
    /// The deck's slide on screen (from 0).
    pub slide: usize,
    /// The deck editor (add, reorder, remove slides) is open.
    pub deck_editing: bool,
    /// The scenario on screen when the first lesson opened, which the lessons bar can
    /// bring back after them (a lesson replaces the learner's own scenario).
    pub own_scenario: Option<Rc<Scenario>>,
    /// The deck last closed and its slide, which "Reopen the deck" brings back (a
    /// closed deck is one click from lost work, so the close can be undone).
    pub closed_deck: Option<(Rc<Deck>, usize)>,
    /// The lines of a second consumer shown beside this one (A/B comparison).
    pub compare: Option<Rc<Vec<Step>>>,
    /// The Embed dialog, when open: the panels and the lock the author picked.
    pub embed: Option<(Shown, bool)>,
}

/// The longest run the page records, in trace events. A run is recorded whole on the
/// main thread when a scenario opens or changes; at the validator's limits a share link
/// can ask for runs of 400,000 events and more (1,000 poison messages delivered 100
/// times each), whose opening took one task of about 500 ms. Refusing costs the
/// recording up to the bound, so the bound is kept low: at 50,000 a refused link's
/// opening task has a median of about 160 ms (not always under 200 ms; see
/// docs/benchmarks.md). The largest scenario of the course or of the tests makes under
/// 15,000 events.
pub(crate) const PAGE_MAX_TRACE_EVENTS: usize = 50_000;

/// Runs a scenario once, keeping checkpoints for time travel, unless its run is too
/// long for the page.
pub(crate) fn record(scenario: &Scenario) -> Result<Rc<Recording>, RunTooLong> {
    Recording::within(
        Arc::new(scenario.clone()),
        acklab_sim::CHECKPOINT_TICKS,
        PAGE_MAX_TRACE_EVENTS,
    )
    .map(Rc::new)
}

impl AppState {
    /// The state for a scenario known to fit the page: the default one or a test's
    /// (the tests say so). Any other would be recorded whole.
    pub fn new(scenario: Scenario, notice: Option<Notice>, texts: Texts) -> Self {
        let recording = record(&scenario).unwrap_or_else(|_| {
            Rc::new(Recording::new(
                Arc::new(scenario.clone()),
                acklab_sim::CHECKPOINT_TICKS,
            ))
        });
        AppState::recorded(scenario, recording, notice, texts)
    }

    /// The state for a link's scenario, unless its run is too long for the page.
    pub fn opened(scenario: Scenario, texts: Texts) -> Result<Self, RunTooLong> {
        let recording = record(&scenario)?;
        Ok(AppState::recorded(scenario, recording, None, texts))
    }

    fn recorded(
        scenario: Scenario,
        recording: Rc<Recording>,
        notice: Option<Notice>,
        texts: Texts,
    ) -> Self {
        AppState {
            draft: scenario.pipeline.clone(),
            end_tick: recording.end_tick(),
            recording,
            recording_b: None,
            scenario: Rc::new(scenario),
            draft_error: None,
            notice,
            notice_place: Place::Page,
            toast: None,
            update_ready: false,
            tick: 0,
            playing: false,
            speed: 4,
            target: FaultTarget {
                message: 0,
                delivery: 1,
            },
            exploration: None,
            explored_with: Vec::new(),
            exploring: None,
            explore_runs: 0,
            revision: 0,
            push_history: false,
            locale: texts.locale,
            course: texts.course,
            lesson: None,
            done: Rc::new(Vec::new()),
            glossary: texts.glossary,
            reference: None,
            past: Rc::new(Vec::new()),
            future: Rc::new(Vec::new()),
            settings_open: false,
            presenting: false,
            help_open: false,
            frame: Rc::new(crate::embed::frame("")),
            deck: None,
            slide: 0,
            deck_editing: false,
            closed_deck: None,
            own_scenario: None,
            compare: None,
            embed: None,
        }
    }

    /// A state for a new valid scenario, keeping the learner's view settings; refused
    /// (with the notice to show) when its run is too long for the page.
    fn with_scenario(&self, scenario: Scenario, tick: u64) -> Result<Self, Notice> {
        let recording = record(&scenario).map_err(|too_long| too_long_text(&too_long))?;
        let end = recording.end_tick();
        let message = self
            .target
            .message
            .min(scenario.messages.len().saturating_sub(1));
        // An unfinished arrangement survives edits that leave the pipeline alone.
        let keep_draft = self.draft_error.is_some() && scenario.pipeline == self.scenario.pipeline;
        Ok(AppState {
            draft: if keep_draft {
                self.draft.clone()
            } else {
                scenario.pipeline.clone()
            },
            draft_error: if keep_draft {
                self.draft_error.clone()
            } else {
                None
            },
            tick: tick.min(end),
            end_tick: end,
            recording,
            scenario: Rc::new(scenario),
            exploration: None,
            // A sweep of the scenario before the edit answers nothing about this one.
            exploring: None,
            target: FaultTarget {
                message,
                ..self.target
            },
            revision: self.revision + 1,
            push_history: false,
            ..self.clone()
        })
    }

    pub(super) fn refused(&self, why: Notice) -> Self {
        AppState {
            notice: Some(why),
            ..self.clone()
        }
    }

    /// A lesson is open and its question is not answered yet: time stands still.
    pub fn prediction_pending(&self) -> bool {
        self.lesson.as_ref().is_some_and(|p| !p.committed)
    }
}

impl AppState {
    /// A locked frame (`?lock`) plays the run but changes nothing, an address followed
    /// included; a pinned lesson (`?embed&lesson=`) cannot be closed or left for
    /// another (src/state/lock.rs says which action does what).
    fn refuses(&self, action: &Action) -> bool {
        let rules = action.rules();
        (self.frame.lock && rules.changes_locked_content)
            || (self.frame.lesson_pinned
                && rules.leaves_lesson(action, self.lesson_id().as_deref()))
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let (place, action) = place::split(action);
        // The state before, kept by its pointer (cloning the notice on every playback
        // tick would be work for nothing).
        let before = Rc::clone(&self);
        place::noted(self.reduced(action), &before.notice, place)
    }
}

impl AppState {
    fn reduced(self: Rc<Self>, action: Action) -> Rc<Self> {
        // While a lesson's question is open, neither time nor the scenario may move:
        // the answer must come before anything that would reveal it.
        if action.rules().waits_for_the_answer && self.prediction_pending() {
            return self;
        }
        if self.refuses(&action) {
            return Rc::new(AppState {
                notice: Some(Notice::says("locked-refused")),
                ..(*self).clone()
            });
        }
        let push_history = action.rules().gets_history_entry;
        let next = self.next(action);
        // B's end moves with the scenario they share.
        // An edit that makes B's run too long for the page is not made.
        let next = if next.compare.is_some() && !Rc::ptr_eq(&next.scenario, &self.scenario) {
            match next.with_compared_end() {
                Ok(next) => next,
                Err(why) => self.refused(why),
            }
        } else {
            next
        };
        Rc::new(
            AppState {
                push_history,
                ..next
            }
            .graded(),
        )
    }
}

#[cfg(test)]
mod classroom_tests;
#[cfg(test)]
mod lock_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod too_long_tests;
