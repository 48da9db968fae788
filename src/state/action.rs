//! Every change the app state takes: the learner's edits, playback, lessons, decks,
//! the frame's choices and the browser's news (texts loaded, an address followed).

use std::rc::Rc;

use acklab_sim::{Exploration, Fault, FaultKind, ProducerStep, RelayStep, Scenario, Step};

use super::{FaultTarget, Reference};
use crate::embed::Panel;

/// What the producer's panel asks of its lines.
#[derive(Clone, Debug, PartialEq)]
pub enum StageEdit {
    /// The producer's lines in their new order (one moved, or one removed).
    Producer(Vec<ProducerStep>),
    /// The relay's lines in their new order.
    Relay(Vec<RelayStep>),
    /// Missing producer steps from the palette (`begin` brings `commit`).
    AddProducerSteps(Vec<ProducerStep>),
    /// A crash point of the producer or the relay, on or off.
    ToggleCrash(Fault),
}

pub enum Action {
    /// An edit made in a panel: if it is refused, the reason is shown in that panel.
    EditIn(super::Place, Box<Scenario>),
    /// Replaces the scenario by an edited copy; refused if the copy is invalid.
    Edit(Box<Scenario>),
    /// An edit of the producer's or the relay's lines, made by the core's edit rules
    /// (a refusal is shown under the producer's panel).
    EditStage(StageEdit),
    SetDraft(Vec<Step>),
    ToggleCrash(Step),
    SetTarget(FaultTarget),
    Play,
    Pause,
    /// One timer tick while playing.
    Advance,
    StepForward,
    StepBack,
    RunToEnd,
    Reset,
    Scrub(u64),
    SetSpeed(u32),
    /// Space: play if paused, pause if playing.
    TogglePlay,
    /// P: presenter mode on or off.
    TogglePresenting,
    /// ?: the list of shortcuts, shown or closed.
    ToggleHelp,
    /// Escape: the list of shortcuts closes.
    CloseHelp,
    /// + and −: the next or the previous of the speeds the menu offers.
    SpeedStep(i32),
    /// Starts a sweep in the explorer's worker: single faults, or every pair too.
    Explore {
        pairs: bool,
    },
    /// The worker's progress on a run: schedules done of the sweep's total.
    ExploreProgress {
        run: u32,
        done: u64,
        total: u64,
    },
    /// The worker's answer for a run, read back from its wire form.
    Explored {
        run: u32,
        exploration: Rc<Exploration>,
    },
    /// The worker could not run (its files could not be fetched, or it failed).
    ExploreFailed {
        run: u32,
        /// The message key that says why, worded when the notice is drawn.
        reason: &'static str,
    },
    /// The learner stopped the sweep.
    CancelExplore,
    /// Replays one explored schedule: its faults become the scenario's.
    LoadSchedule(Vec<Fault>),
    DismissNotice,
    /// Adds one fault (from the timeline).
    AddFault(Fault),
    /// Adds a fault of a kind (from the fault menu) at the target message and delivery,
    /// with the core's first-try parameters; a broker crash at the tick on screen.
    AddFaultOfKind(FaultKind),
    /// The language menu switched locales (already activated by the menu): the texts
    /// as they read in the new one.
    SetLocale(crate::i18n::Texts),
    /// Opens a lesson of the course by index: its scenario, a fresh prediction.
    OpenLesson(usize),
    Choose(acklab_lessons::Answer),
    /// Locks the prediction in (or skips it with `None` chosen) and unlocks the run.
    CommitPrediction,
    /// Leaves the lesson; the playground stays as it is.
    CloseLesson,
    /// The lessons finished in earlier visits, read from storage.
    SetDone(Vec<String>),
    /// Shows a message that stays until dismissed (something refused or failed).
    Notice(crate::notice::Notice),
    /// Shows a confirmation that goes away by itself (e.g. "link copied").
    Toast(crate::notice::Notice),
    /// The confirmation with this number has been on screen long enough.
    ToastGone(u32),
    /// The service worker has a newer version of the site (`acklab:update`).
    UpdateReady,
    OpenReference(Reference),
    CloseReference,
    Undo,
    Redo,
    /// The dedup steps need somewhere to remember ids: keep them in a table.
    UseDedupTable,
    /// Back or Forward reached an address: its lesson (if any) and its scenario.
    Restore(Option<String>, Option<Box<Scenario>>),
    SetSettingsOpen(bool),
    /// Texts fetched on demand (a reference page's, a lesson's) have arrived: the
    /// course and the glossary as they now read.
    TextsLoaded(crate::i18n::Texts),
    /// The scenario on screen becomes the deck's last slide: its title and note.
    AddSlide(String, String),
    /// Shows a slide of the deck (from 0).
    GoSlide(usize),
    /// PageDown and PageUp: the next or the previous slide.
    SlideStep(i32),
    /// Moves a slide one place earlier (−1) or later (+1).
    MoveSlide(usize, i32),
    RemoveSlide(usize),
    CloseDeck,
    /// After the lessons, the learner's own scenario from before them comes back.
    BackToOwnScenario,
    /// Brings back the deck last closed, at the slide it was on.
    ReopenDeck,
    ToggleDeckEditor,
    /// The Embed dialog opens or closes.
    ToggleEmbed,
    /// In the Embed dialog: a panel shown or left out of the frame.
    EmbedPanel(Panel),
    /// In the Embed dialog: the frame locked or not.
    EmbedLock,
    /// Pins the consumer on screen as B, beside the one being edited (`None` stops).
    Compare(Option<Vec<Step>>),
    /// A scenario file was opened (the file button or a drop): its text, refused with
    /// the same reasons as a link if it is not a valid scenario.
    Import(String),
    /// Back, Forward or a pasted link reached an address that cannot be used: say why,
    /// keep what is on screen, and put its address back.
    BrokenAddress(crate::notice::Notice),
}
