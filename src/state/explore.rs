//! The explorer's sweep in the app state: started, its progress, its answer or its
//! failure, and cancelled. The sweep itself runs in a worker (crate::explorer_worker).

use std::rc::Rc;

use acklab_sim::Exploration;

use super::{AppState, ExploreRun, EXPLORE_MAX_MESSAGES};
use crate::notice::Notice;

impl AppState {
    /// Starts a sweep: the shell's worker hook sees the new run and starts the worker
    /// (`crate::explorer_worker`); a sweep already running is replaced.
    pub(super) fn explore(&self, pairs: bool) -> Self {
        if self.scenario.messages.len() > EXPLORE_MAX_MESSAGES {
            let limit = (EXPLORE_MAX_MESSAGES as u64).into();
            return self.refused(Notice::Says("explore-too-big", vec![("limit", limit)]));
        }
        let id = self.explore_runs.wrapping_add(1);
        AppState {
            exploring: Some(ExploreRun {
                id,
                pairs,
                done: 0,
                total: 0,
            }),
            explore_runs: id,
            ..self.clone()
        }
    }

    /// Whether a worker's message is about the sweep running now (not a cancelled one).
    fn is_running(&self, run: u32) -> bool {
        self.exploring.as_ref().is_some_and(|r| r.id == run)
    }

    pub(super) fn explore_progress(&self, run: u32, done: u64, total: u64) -> Self {
        match &self.exploring {
            Some(running) if running.id == run => AppState {
                exploring: Some(ExploreRun {
                    done,
                    total,
                    ..running.clone()
                }),
                ..self.clone()
            },
            _ => self.clone(),
        }
    }

    /// The worker's answer becomes the explorer's result (and may grade a lesson).
    pub(super) fn explored(&self, run: u32, exploration: Rc<Exploration>) -> Self {
        if !self.is_running(run) {
            return self.clone();
        }
        AppState {
            exploration: Some(exploration),
            explored_with: self.scenario.faults.clone(),
            exploring: None,
            ..self.clone()
        }
    }

    pub(super) fn explore_failed(&self, run: u32, reason: &'static str) -> Self {
        if !self.is_running(run) {
            return self.clone();
        }
        AppState {
            exploring: None,
            ..self.refused(Notice::because("explore-failed", Notice::says(reason)))
        }
    }

    pub(super) fn explore_cancelled(&self) -> Self {
        AppState {
            exploring: None,
            ..self.clone()
        }
    }
}
