//! The page's own state: messages, dialogs, the language, texts that arrived, and the
//! addresses and files the browser hands over.

use acklab_sim::RunTooLong;

use super::{AppState, Reference};
use crate::i18n::Texts;
use crate::notice::Notice;

impl AppState {
    /// A message that stays until dismissed (something refused or failed).
    pub(super) fn with_notice(&self, notice: Notice) -> Self {
        AppState {
            notice: Some(notice),
            ..self.clone()
        }
    }

    pub(super) fn notice_dismissed(&self) -> Self {
        AppState {
            notice: None,
            ..self.clone()
        }
    }

    /// A confirmation that goes away by itself; each has its own number.
    pub(super) fn toasting(&self, said: Notice) -> Self {
        AppState {
            toast: Some((self.toast.as_ref().map_or(0, |(n, _)| n + 1), said)),
            ..self.clone()
        }
    }

    /// The service worker has a newer version of the site: a reload is offered.
    pub(super) fn update_offered(&self) -> Self {
        let mut offered = self.clone();
        offered.update_ready = true;
        offered
    }

    /// The confirmation with this number has been on screen long enough (a newer one
    /// stays).
    pub(super) fn toast_gone(&self, number: u32) -> Self {
        AppState {
            toast: self.toast.clone().filter(|(n, _)| *n != number),
            ..self.clone()
        }
    }

    pub(super) fn with_reference(&self, reference: Option<Reference>) -> Self {
        AppState {
            reference,
            ..self.clone()
        }
    }

    pub(super) fn with_settings_open(&self, settings_open: bool) -> Self {
        AppState {
            settings_open,
            ..self.clone()
        }
    }

    pub(super) fn with_help(&self, help_open: bool) -> Self {
        AppState {
            help_open,
            ..self.clone()
        }
    }

    pub(super) fn toggle_presenting(&self) -> Self {
        AppState {
            presenting: !self.presenting,
            ..self.clone()
        }
    }

    /// A new language, or texts fetched on demand (a lesson's, the glossary's): the
    /// course and the glossary as they now read, and the new state renders the page
    /// that waited for them.
    pub(super) fn texts_loaded(&self, texts: Texts) -> Self {
        AppState {
            locale: texts.locale,
            course: texts.course,
            glossary: texts.glossary,
            ..self.clone()
        }
    }

    /// Back, Forward or a pasted link; refused, the address goes back to what is on
    /// screen, as after a broken link.
    pub(super) fn restore_or_refuse(
        &self,
        lesson: Option<String>,
        scenario: Option<Box<acklab_sim::Scenario>>,
    ) -> Self {
        self.restore(lesson, scenario.map(|s| *s))
            .unwrap_or_else(|why| AppState {
                revision: self.revision + 1,
                ..self.refused(why)
            })
    }

    /// An opened file is a scenario of its own: any lesson closes, as after a link.
    pub(super) fn import(&self, text: String) -> Self {
        match acklab_sim::Scenario::from_json(&text) {
            Ok(scenario) => match self.restore(None, Some(scenario)) {
                Ok(next) => AppState {
                    notice: None,
                    ..next
                },
                Err(why) => self.refused(why),
            },
            Err(error) => {
                self.with_notice(Notice::because("import-refused", Notice::Invalid(error)))
            }
        }
    }

    /// An address that cannot be used: say why, keep what is on screen, and write its
    /// address back.
    pub(super) fn broken_address(&self, why: Notice) -> Self {
        AppState {
            notice: Some(why),
            revision: self.revision + 1,
            ..self.clone()
        }
    }
}

/// Why a run too long for the page was refused, as a clause for a larger sentence.
pub(crate) fn too_long_reason(too_long: &RunTooLong) -> Notice {
    let events = (too_long.max_trace_events as u64).into();
    let tick = too_long.stopped_at_tick.into();
    Notice::Says(
        "run-too-long-reason",
        vec![("events", events), ("tick", tick)],
    )
}

/// The notice for a change refused because its run is too long for the page.
pub(crate) fn too_long_text(too_long: &RunTooLong) -> Notice {
    Notice::because("run-too-long", too_long_reason(too_long))
}
