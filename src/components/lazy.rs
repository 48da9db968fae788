//! A part of the page fetched the first time it is opened (src/chunks.rs): a one-line
//! notice while its chunk arrives, a clear message and a button to try again if it could
//! not be fetched, and the part itself once it is here.

use yew::prelude::*;

use crate::chunks::{use_part, Arrival, Part};
use crate::i18n::tr;

#[derive(Properties)]
pub struct LazyProps<P: PartialEq + 'static> {
    pub part: &'static Part<P>,
    /// The part's own properties, handed to it once it has arrived.
    pub props: P,
    /// The element (by id) that takes the focus when the part arrives after it was
    /// asked for, if no control has the focus then: the Files menu item that opened
    /// the part has folded away, and the shell could not focus what was not drawn yet.
    #[prop_or_default]
    pub focus_on_arrival: Option<&'static str>,
}

impl<P: PartialEq> PartialEq for LazyProps<P> {
    fn eq(&self, other: &Self) -> bool {
        self.part == other.part
            && self.props == other.props
            && self.focus_on_arrival == other.focus_on_arrival
    }
}

#[function_component(Lazy)]
pub fn lazy<P: PartialEq + 'static>(props: &LazyProps<P>) -> Html {
    let (arrival, retry) = use_part(props.part);
    let ready = matches!(arrival, Arrival::Ready(_));
    // Whether the part was drawn from its chunk at once; if not, its arrival may move
    // the focus.
    let ready_at_mount = use_memo((), move |()| ready);
    use_effect_with((ready, props.focus_on_arrival), move |(ready, focus)| {
        if let (true, false, Some(id)) = (*ready, *ready_at_mount, focus) {
            if crate::browser::nothing_focused() {
                crate::browser::focus_id(id);
            }
        }
    });
    match arrival {
        Arrival::Ready(draw) => draw(&props.props),
        Arrival::Waiting => html! {
            <p class="muted part-waiting" role="status" data-part={props.part.name}>{ tr("part-waiting") }</p>
        },
        Arrival::Failed => html! {
            <p class="notice part-failed" role="alert" data-part={props.part.name}>
                { tr("part-failed") }{ " " }
                <button type="button" onclick={move |_| retry.emit(())}>{ tr("part-retry") }</button>
            </p>
        },
    }
}
