//! The Embed dialog in the app state: open or closed, which panels the frame shows and
//! whether it is locked.

use super::AppState;
use crate::embed::Panel;

impl AppState {
    /// The dialog starts with the frame's default panels for what is on screen.
    pub(super) fn toggle_embed(&self) -> Self {
        let embed = match self.embed {
            Some(_) => None,
            None => {
                let query = if self.lesson.is_some() {
                    "embed&lesson=x"
                } else {
                    "embed"
                };
                let shown = crate::embed::frame(query).shown;
                // A lesson graded by the explorer needs its panel in the frame.
                let shown = if self.lesson_asks_for_explorer() && !shown.has(Panel::Explorer) {
                    shown.toggled(Panel::Explorer)
                } else {
                    shown
                };
                Some((shown, false))
            }
        };
        AppState {
            embed,
            ..self.clone()
        }
    }

    /// A panel shown or left out of the frame.
    pub(super) fn embed_panel(&self, panel: Panel) -> Self {
        AppState {
            embed: self.embed.map(|(shown, lock)| (shown.toggled(panel), lock)),
            ..self.clone()
        }
    }

    /// The frame locked or not.
    pub(super) fn embed_lock(&self) -> Self {
        AppState {
            embed: self.embed.map(|(shown, lock)| (shown, !lock)),
            ..self.clone()
        }
    }
}
