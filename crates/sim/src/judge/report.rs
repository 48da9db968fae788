//! The verdicts explained and the run's report: each bad outcome given its causes
//! (`explain`), and the invariants recounted from the trace (`checker`). Apart from
//! `verdict.rs`, which the explanations and the checker read, so that no circle forms.

use crate::engine::Engine;
use crate::judge::explain::explain;
#[cfg(feature = "checker")]
use crate::judge::verdict::RunReport;
use crate::judge::verdict::{MessageVerdict, Outcome};
use crate::trace::TraceEvent;
use crate::world::broker::Store;

impl Engine {
    /// The verdicts as they stand now (mid-run, unfinished messages are pending).
    pub fn verdicts(&self) -> Vec<MessageVerdict> {
        self.verdicts_over(&self.trace)
    }

    /// The verdicts, explained from `trace`: the engine's own, or the shared trace of
    /// a recorded run when this engine was resumed from a checkpoint.
    pub(crate) fn verdicts_over(&self, trace: &[TraceEvent]) -> Vec<MessageVerdict> {
        let mut verdicts = self.verdicts_without_causes();
        // A record waiting behind a blocked partition is explained; any other pending
        // message only waits for the run to go on.
        let blocked = match &self.broker.store {
            // Only a log's partition can be blocked (a queue parks a message instead).
            Store::Queue(_) => false,
            Store::Log(log) => log.partitions.iter().any(|p| p.blocked_at.is_some()),
        };
        if !blocked
            && verdicts
                .iter()
                .all(|v| matches!(v.outcome, Outcome::Ok | Outcome::Pending))
        {
            return verdicts;
        }
        let events = crate::judge::explain::events_by_message(trace, &self.copies, verdicts.len());
        for (index, verdict) in verdicts.iter_mut().enumerate() {
            verdict.causes = explain(
                &self.scenario,
                trace,
                &self.copies,
                index,
                verdict.outcome,
                &events[index],
            );
        }
        verdicts
    }

    /// The report of the run so far, with the invariants checked.
    #[cfg(feature = "checker")]
    pub fn report(&self) -> RunReport {
        let messages = self.verdicts();
        let totals = self.totals(&messages);
        let violations = crate::judge::checker::check(self, &messages);
        RunReport {
            messages,
            totals,
            end_tick: self.now,
            finished: self.is_finished(),
            copies: self.copies.clone(),
            trace: self.trace.clone(),
            violations,
        }
    }
}
