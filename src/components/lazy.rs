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
}

impl<P: PartialEq> PartialEq for LazyProps<P> {
    fn eq(&self, other: &Self) -> bool {
        self.part == other.part && self.props == other.props
    }
}

#[function_component(Lazy)]
pub fn lazy<P: PartialEq + 'static>(props: &LazyProps<P>) -> Html {
    let (arrival, retry) = use_part(props.part);
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
