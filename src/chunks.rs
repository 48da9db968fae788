//! The parts of the page fetched the first time they are opened (issue 31): each part's
//! drawing function is the entry of a WebAssembly chunk, so its code, and everything only
//! it uses, leaves the first load. The release build is split by `cargo xtask`
//! (xtask/src/split.rs) at the functions marked here; every other build (tests, `trunk
//! serve`) calls them directly, and a part is then ready after one turn of the event loop.
//!
//! A part is named in the page by `components::lazy::Lazy`, never by its component, so
//! that nothing on the first load reaches the component's code.

use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;

use acklab_sim::BrokerKind;
use yew::prelude::*;

use crate::embed::Panel;

/// Draws a part with its properties; the function lives in the part's chunk.
pub type Draw<P> = fn(&P) -> Html;

/// The part's chunk could not be fetched or started (the loader has logged why).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChunkError;

#[cfg(all(target_arch = "wasm32", acklab_split))]
impl From<wasm_split_helpers::SplitLoaderError> for ChunkError {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> Self {
        ChunkError
    }
}

/// The future of a part's drawing function.
pub type Arriving<P> = Pin<Box<dyn Future<Output = Result<Draw<P>, ChunkError>>>>;

/// One part: how to fetch its drawing function, and the function once it has arrived.
pub struct Part<P: 'static> {
    /// The part's name in messages and tests.
    pub name: &'static str,
    pub fetch: fn() -> Arriving<P>,
    /// The drawing function if it has arrived in this page before.
    pub arrived: fn() -> Option<Draw<P>>,
    pub keep: fn(Draw<P>),
}

impl<P> PartialEq for Part<P> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

/// Declares a part: `$chunk` names the chunk, `$draw` is its drawing function, kept in
/// the chunk; the part is `$name`, a `Part<$props>`.
macro_rules! part {
    ($name:ident, $chunk:ident, $props:ty, $draw:path) => {
        pub static $name: Part<$props> = {
            #[cfg(all(target_arch = "wasm32", acklab_split))]
            #[wasm_split_helpers::wasm_split($chunk, fallible)]
            fn entry() -> Result<Draw<$props>, ChunkError> {
                Ok($draw)
            }
            #[cfg(not(all(target_arch = "wasm32", acklab_split)))]
            async fn entry() -> Result<Draw<$props>, ChunkError> {
                Ok($draw)
            }
            thread_local! {
                static ARRIVED: Cell<Option<Draw<$props>>> = const { Cell::new(None) };
            }
            Part {
                name: stringify!($chunk),
                fetch: || Box::pin(entry()),
                arrived: || ARRIVED.with(Cell::get),
                keep: |draw| ARRIVED.with(|cell| cell.set(Some(draw))),
            }
        };
    };
}

part!(
    REFERENCE,
    reference,
    crate::components::reference::ReferenceProps,
    crate::components::reference::draw
);

part!(
    SETTINGS,
    settings,
    crate::components::settings::SettingsFieldsProps,
    crate::components::settings::draw
);

part!(
    EXPLORER,
    explorer,
    crate::components::explorer::ExplorerProps,
    crate::components::explorer_answer::draw
);

part!(
    DECK_EDITOR,
    deck_editor,
    crate::components::deck::DeckEditorProps,
    crate::components::deck::draw_editor
);

part!(
    EMBED_DIALOG,
    embed_dialog,
    crate::components::embed_dialog::EmbedDialogProps,
    crate::components::embed_dialog::draw
);

part!(
    LOG_VIEW,
    log_view,
    crate::components::partitions::PartitionsProps,
    crate::components::partitions::draw
);

part!(
    PRODUCER,
    producer,
    crate::components::producer::ProducerProps,
    crate::components::producer::draw
);

/// The parts the first frame draws (src/start.rs decides from the first state).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FirstFrameParts {
    pub producer: bool,
    pub log_view: bool,
}

impl FirstFrameParts {
    /// The parts the first frame of `state` draws: the producer's lines of a scenario
    /// with a producer's code, a log's view in the broker (the system panel's, or each
    /// compared consumer's in the verdict's place). Not the settings' fields: a page
    /// whose settings were left unfolded shows no picture (index.html), so waiting for
    /// their chunk would leave it blank.
    pub fn of(state: &crate::state::AppState) -> FirstFrameParts {
        let shown = state.frame.shown;
        let scenario = &state.scenario;
        let systems_shown = match state.compare {
            Some(_) => shown.has(Panel::Verdict),
            None => shown.has(Panel::System),
        };
        FirstFrameParts {
            producer: shown.has(Panel::Consumer) && scenario.producer.pipeline.is_some(),
            log_view: systems_shown && scenario.broker.kind == BrokerKind::Log,
        }
    }
}

/// How long the start waits for the first frame's parts before it draws without them
/// (a part still on its way then shows its loading line, and arrives into it).
const BEFORE_MOUNT_WAIT_MS: i32 = 2_500;

/// Fetches the parts the first frame draws, side by side, before the app mounts, so that
/// it is drawn whole: a lesson's picture of its first view (index.html) stays on screen
/// meanwhile, and no loading line takes a part's place and then grows into it (a shift
/// of the layout). The wait is bounded, as a stalled fetch has no end of its own; a part
/// that could not be fetched is left to its `Lazy`, which says so and offers a retry.
pub async fn fetch_before_mount(parts: FirstFrameParts) {
    use wasm_bindgen_futures::{future_to_promise, JsFuture};
    use web_sys::js_sys::{Array, Promise};
    let arrivals = Array::new();
    let wait_for = |arrival: Pin<Box<dyn Future<Output = ()>>>| {
        arrivals.push(&future_to_promise(async move {
            arrival.await;
            Ok(wasm_bindgen::JsValue::UNDEFINED)
        }));
    };
    if parts.producer {
        wait_for(Box::pin(arrive(&PRODUCER)));
    }
    if parts.log_view {
        wait_for(Box::pin(arrive(&LOG_VIEW)));
    }
    if arrivals.length() == 0 {
        return;
    }
    let timer = Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                &resolve,
                BEFORE_MOUNT_WAIT_MS,
            );
        }
    });
    let either = Array::of2(&Promise::all(&arrivals), &timer);
    let _ = JsFuture::from(Promise::race(&either)).await;
}

async fn arrive<P>(part: &'static Part<P>) {
    if (part.arrived)().is_none() {
        if let Ok(draw) = (part.fetch)().await {
            (part.keep)(draw);
        }
    }
}

/// Where a part stands in this page.
pub enum Arrival<P: 'static> {
    Waiting,
    Failed,
    Ready(Draw<P>),
}

// By hand: a derive would ask the properties to be `Copy`, which a function pointer
// to them never needs.
impl<P> Clone for Arrival<P> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<P> Copy for Arrival<P> {}

/// The part's drawing function, fetched when first asked for; `retry` fetches again
/// after a failure (a failed fetch is never remembered: the next try starts afresh).
#[hook]
pub fn use_part<P: 'static>(part: &'static Part<P>) -> (Arrival<P>, Callback<()>) {
    let arrival = use_state(|| match (part.arrived)() {
        Some(draw) => Arrival::Ready(draw),
        None => Arrival::Waiting,
    });
    let attempt = use_state(|| 0_u32);
    {
        let arrival = arrival.clone();
        use_effect_with(*attempt, move |_| {
            if !matches!(*arrival, Arrival::Ready(_)) {
                if matches!(*arrival, Arrival::Failed) {
                    arrival.set(Arrival::Waiting);
                }
                wasm_bindgen_futures::spawn_local(async move {
                    match (part.fetch)().await {
                        Ok(draw) => {
                            (part.keep)(draw);
                            arrival.set(Arrival::Ready(draw));
                        }
                        Err(ChunkError) => arrival.set(Arrival::Failed),
                    }
                });
            }
        });
    }
    let retry = Callback::from(move |()| attempt.set(*attempt + 1));
    (*arrival, retry)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Action, AppState};

    fn lesson(id: &str) -> AppState {
        crate::i18n::activate("en");
        let start = AppState::new(crate::start::default_scenario(), None, crate::i18n::texts());
        let index = start.course.iter().position(|l| l.id == id);
        let index = index.unwrap_or_else(|| panic!("no lesson {id}"));
        std::rc::Rc::new(start)
            .reduce(Action::OpenLesson(index))
            .as_ref()
            .clone()
    }

    #[test]
    fn a_first_frame_asks_for_the_parts_it_draws_and_no_other() {
        let none = FirstFrameParts::default();
        assert_eq!(FirstFrameParts::of(&lesson("ack-first-loses")), none);
        let producer = FirstFrameParts::of(&lesson("dual-write-phantom-order"));
        assert_eq!(
            producer,
            FirstFrameParts {
                producer: true,
                ..none
            }
        );
        let log = FirstFrameParts::of(&lesson("rebalance-replays-from-commit"));
        assert_eq!(
            log,
            FirstFrameParts {
                log_view: true,
                ..none
            }
        );
        // Settings left unfolded are not waited for (the page has no picture then).
        let mut unfolded = lesson("ack-first-loses");
        unfolded.settings_open = true;
        assert_eq!(FirstFrameParts::of(&unfolded), none);
        // Two consumers compared on a log: each side's system is in the verdict's place.
        let compared = std::rc::Rc::new(lesson("rebalance-replays-from-commit"));
        let pipeline = compared.scenario.pipeline.clone();
        let compared = compared.reduce(Action::Compare(Some(pipeline)));
        assert_eq!(
            FirstFrameParts::of(&compared),
            FirstFrameParts {
                log_view: true,
                ..none
            }
        );
        let mut verdict_only = compared.as_ref().clone();
        verdict_only.frame = std::rc::Rc::new(crate::embed::frame("embed&panels=verdict"));
        assert_eq!(
            FirstFrameParts::of(&verdict_only),
            FirstFrameParts {
                log_view: true,
                ..none
            }
        );
        let mut system_only = compared.as_ref().clone();
        system_only.frame = std::rc::Rc::new(crate::embed::frame("embed&panels=system"));
        assert_eq!(FirstFrameParts::of(&system_only), none);
        // A course page's frame that shows neither the consumer nor the system draws
        // neither part.
        for id in ["dual-write-phantom-order", "rebalance-replays-from-commit"] {
            let mut framed = lesson(id);
            framed.frame = std::rc::Rc::new(crate::embed::frame("embed&panels=verdict,tables"));
            assert_eq!(FirstFrameParts::of(&framed), none, "{id}");
        }
    }
}
