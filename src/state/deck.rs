//! A deck in the app state: slides added from the scenario on screen, reordered and
//! removed in the deck editor, and flipped through with PageDown and PageUp.

use std::rc::Rc;

use super::AppState;
use crate::deck::{Deck, Slide};

impl AppState {
    /// PageDown and PageUp. Past the first or the last slide a step changes nothing: a
    /// clicker's double press must not reload the slide and wipe its run.
    pub(super) fn slide_step(&self, step: i32) -> Self {
        let Some(deck) = &self.deck else {
            return self.clone();
        };
        let last = deck.slides.len().saturating_sub(1);
        let to = self.slide.saturating_add_signed(step as isize).min(last);
        if to == self.slide {
            self.clone()
        } else {
            self.show_slide(to)
        }
    }

    /// Moves a slide one place earlier (−1) or later (+1).
    pub(super) fn move_slide(&self, index: usize, step: i32) -> Self {
        self.with_slides(|slides| {
            let to = index.saturating_add_signed(step as isize);
            if index < slides.len() && to < slides.len() {
                slides.swap(index, to);
            }
        })
    }

    pub(super) fn remove_slide(&self, index: usize) -> Self {
        self.with_slides(|slides| {
            if index < slides.len() {
                slides.remove(index);
            }
        })
    }

    /// The deck closes; it is kept, at its slide, for ReopenDeck.
    pub(super) fn close_deck(&self) -> Self {
        AppState {
            deck: None,
            slide: 0,
            deck_editing: false,
            closed_deck: self.deck.clone().map(|deck| (deck, self.slide)),
            revision: self.revision + 1,
            ..self.clone()
        }
    }

    /// Brings back the deck last closed, at the slide it was on.
    pub(super) fn reopen_deck(&self) -> Self {
        match &self.closed_deck {
            Some((deck, slide)) => AppState {
                deck: Some(deck.clone()),
                closed_deck: None,
                ..self.clone()
            }
            .show_slide(*slide),
            None => self.clone(),
        }
    }

    pub(super) fn toggle_deck_editor(&self) -> Self {
        AppState {
            deck_editing: !self.deck_editing,
            ..self.clone()
        }
    }

    /// The scenario on screen becomes the deck's last slide (a deck starts with it).
    pub(super) fn add_slide(&self, title: String, note: String) -> Self {
        let mut deck = self.deck.as_deref().cloned().unwrap_or_default();
        deck.slides.push(Slide {
            title: title.trim().to_string(),
            note: note.trim().to_string(),
            scenario: (*self.scenario).clone(),
        });
        AppState {
            slide: deck.slides.len() - 1,
            deck: Some(Rc::new(deck)),
            closed_deck: None,
            revision: self.revision + 1,
            ..self.clone()
        }
    }

    /// Shows a slide (the nearest one if `index` is past the end): its scenario, from
    /// the start, and no lesson.
    pub(super) fn show_slide(&self, index: usize) -> Self {
        let Some(deck) = &self.deck else {
            return self.clone();
        };
        let index = index.min(deck.slides.len().saturating_sub(1));
        let Some(slide) = deck.slides.get(index) else {
            return self.clone();
        };
        match self.with_scenario(slide.scenario.clone(), 0) {
            Ok(shown) => AppState {
                slide: index,
                lesson: None,
                ..shown
            }
            .forgetting_edits(),
            Err(why) => self.refused(why),
        }
    }

    /// Changes the slides; the slide shown stays the same one where it can, and the
    /// deck closes when its last slide goes.
    fn with_slides(&self, change: impl FnOnce(&mut Vec<Slide>)) -> Self {
        let Some(deck) = &self.deck else {
            return self.clone();
        };
        let shown = deck.slides.get(self.slide).cloned();
        let mut slides = deck.slides.clone();
        change(&mut slides);
        if slides.is_empty() {
            return self.close_deck();
        }
        let slide = shown
            .and_then(|s| slides.iter().position(|other| *other == s))
            .unwrap_or(self.slide.min(slides.len() - 1));
        AppState {
            deck: Some(Rc::new(Deck { slides })),
            slide,
            revision: self.revision + 1,
            ..self.clone()
        }
    }
}
