//! Where a refused change came from, so that its message is shown there, next to the
//! control the learner used, and not at the top of the page, out of view.

use std::rc::Rc;

use super::{Action, AppState};

/// The panel whose control asked for a change (the page for everything else).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Place {
    #[default]
    Page,
    Consumer,
    Producer,
    Faults,
    Settings,
}

/// The place an action comes from, and the action as the reducer reads it (an edit
/// from a panel is an edit like any other).
pub(super) fn split(action: Action) -> (Place, Action) {
    if let Action::EditIn(place, scenario) = action {
        return (place, Action::Edit(scenario));
    }
    let place = if matches!(
        action,
        Action::SetDraft(_) | Action::ToggleCrash(_) | Action::UseDedupTable
    ) {
        Place::Consumer
    } else if matches!(action, Action::EditStage(_)) {
        Place::Producer
    } else if matches!(action, Action::AddFaultOfKind(_)) {
        Place::Faults
    } else {
        Place::Page
    };
    (place, action)
}

/// A message that arrived with this action belongs to the action's place.
pub(super) fn noted(
    next: Rc<AppState>,
    before: &Option<crate::notice::Notice>,
    place: Place,
) -> Rc<AppState> {
    if next.notice.is_none() || next.notice == *before || next.notice_place == place {
        return next;
    }
    Rc::new(AppState {
        notice_place: place,
        ..(*next).clone()
    })
}
