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

use yew::prelude::*;

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
