//! Comparing two consumers: the one being edited (A) and one pinned beside it (B), on
//! the same messages, faults and settings, played in lockstep.

use std::rc::Rc;

use acklab_sim::{Scenario, Step};

use super::{record, AppState};
use crate::notice::Notice;

impl AppState {
    /// The second consumer's scenario, when two are compared.
    pub fn compared(&self) -> Option<Scenario> {
        let pipeline = self.compare.as_ref()?;
        Some(self.scenario.with_other_consumer(pipeline))
    }

    /// Pins the consumer on screen as B (or lets B go); the run's end is the later of
    /// the two ends, so that one set of controls plays both to their ends.
    pub(super) fn comparing(&self, pipeline: Option<Vec<Step>>) -> Self {
        // B's lines come from the draft or from a link: they must make a consumer.
        if let Some(Err(error)) = pipeline
            .as_ref()
            .map(|p| self.scenario.with_other_consumer(p).validate())
        {
            let why = Notice::because("compare-refused", Notice::Invalid(error));
            return self.refused(why);
        }
        let next = AppState {
            compare: pipeline.map(Rc::new),
            revision: self.revision + 1,
            ..self.clone()
        };
        next.with_compared_end()
            .unwrap_or_else(|why| self.refused(why))
    }

    /// The end tick over both consumers (just A's when there is no B); refused (the
    /// notice to show) when B's run is too long for the page.
    pub(super) fn with_compared_end(self) -> Result<Self, Notice> {
        let recording_b = self
            .compared()
            .map(|b| record(&b))
            .transpose()
            .map_err(|too_long| super::too_long_text(&too_long))?;
        let end = self
            .recording
            .end_tick()
            .max(recording_b.as_ref().map_or(0, |b| b.end_tick()));
        Ok(AppState {
            end_tick: end,
            recording_b,
            tick: self.tick.min(end),
            ..self
        })
    }
}
