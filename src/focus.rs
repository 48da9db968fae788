//! Where the keyboard focus goes when something opens or closes: hooks at the top of
//! the app, as every effect is. A reference page takes the focus and gives it back; a
//! Files menu item, which folds the menu under the focus, moves it into what it opened.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::browser::{focus_reference, focused_element};
use crate::state::{Action, AppState, Reference};

/// The control that opened a reference page gets the focus back when it closes. The
/// page takes the focus once its texts are there.
#[hook]
pub fn use_reference_focus(reference: Option<Reference>, ready: bool) {
    let opener = use_mut_ref(|| None::<web_sys::HtmlElement>);
    use_effect_with(
        (reference, ready),
        move |(reference, ready)| match reference {
            Some(reference) => {
                if opener.borrow().is_none() {
                    *opener.borrow_mut() = focused_element();
                }
                if *ready {
                    focus_reference(reference);
                }
            }
            None => {
                if let Some(element) = opener.borrow_mut().take() {
                    let _ = element.focus();
                }
            }
        },
    );
}

/// Where the focus goes once the next render is on screen, as an element's id.
pub type FocusNext = Rc<RefCell<Option<&'static str>>>;

/// Moves the focus where `FocusNext` says after each render: a Files menu item folds
/// the menu under the focus, so the focus moves into what the item opened.
#[hook]
pub fn use_focus_after_render() -> FocusNext {
    let pending = use_mut_ref(|| None::<&'static str>);
    let taken = pending.clone();
    use_effect(move || {
        if let Some(id) = taken.borrow_mut().take() {
            crate::browser::focus_id(id);
        }
    });
    pending
}

/// A Files menu item that dispatches `action` and then focuses `target` in what it drew.
pub fn opening(
    state: &UseReducerHandle<AppState>,
    action: fn() -> Action,
    (target, focus_next): (&'static str, &FocusNext),
) -> Callback<MouseEvent> {
    let dispatcher = state.dispatcher();
    let focus_next = focus_next.clone();
    Callback::from(move |_: MouseEvent| {
        *focus_next.borrow_mut() = Some(target);
        dispatcher.dispatch(action());
    })
}
