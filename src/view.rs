//! What the screen shows at one tick: the recorded run resumed from its nearest
//! checkpoint and run forward to the tick, read through the core's read model (verdicts,
//! totals, marked tables, the broker's holdings, what each worker does). The UI draws
//! this and never decides an outcome itself.

use acklab_sim::{
    CopyInfo, Holdings, MessageVerdict, Recording, Snapshot, Tables, Totals, TraceEvent,
    WorkerDoing,
};

#[derive(Clone, Debug)]
pub struct SimView {
    pub tick: u64,
    pub verdicts: Vec<MessageVerdict>,
    pub totals: Totals,
    pub finished: bool,
    /// The tables with each row marked by the core.
    pub tables: Tables,
    pub holdings: Holdings,
    pub workers: Vec<WorkerDoing>,
    /// The system at this tick, with the recording's trace cut at it (shared, never
    /// copied per view).
    snapshot: Snapshot,
}

impl PartialEq for SimView {
    /// Two views of the same run at the same tick are the same view.
    fn eq(&self, other: &Self) -> bool {
        self.tick == other.tick && std::ptr::eq(self.trace(), other.trace())
    }
}

impl SimView {
    /// The system at `tick`: at most one checkpoint interval of the core's work,
    /// whatever the tick, which makes stepping, scrubbing and stepping back instant.
    pub fn at(recording: &Recording, tick: u64) -> SimView {
        let snapshot = recording.at(tick);
        // The checker's invariants are the test suite's business; the view skips them.
        let verdicts = snapshot.verdicts();
        SimView {
            tick,
            totals: snapshot.totals(&verdicts),
            tables: snapshot.tables(&verdicts),
            holdings: snapshot.holdings(),
            workers: snapshot.doings(),
            verdicts,
            finished: snapshot.is_finished(),
            snapshot,
        }
    }

    /// A view of a scenario not recorded yet (the tests' shortcut).
    #[cfg(test)]
    pub fn of(scenario: &acklab_sim::Scenario, tick: u64) -> SimView {
        SimView::at(
            &crate::state::record(scenario).expect("a test scenario fits the page"),
            tick,
        )
    }

    /// Each copy's message and id on the wire.
    pub fn copies(&self) -> &[CopyInfo] {
        self.snapshot.copies()
    }

    /// Everything that happened up to this tick.
    pub fn trace(&self) -> &[TraceEvent] {
        self.snapshot.trace()
    }

    /// The producer's database at this tick: its committed orders and its outbox.
    pub fn source(&self) -> &acklab_sim::Source {
        self.snapshot.source()
    }
}

/// The outcome summary a screen reader hears, e.g. "1 lost, 1 duplicated" or "all ok".
pub fn summary(counts: &acklab_sim::Totals) -> String {
    let parts: Vec<String> = [
        ("summary-lost", counts.lost),
        ("summary-duplicated", counts.duplicated),
        ("summary-dead-lettered", counts.dead_lettered),
        ("summary-pending", counts.pending),
        ("summary-out-of-order", counts.out_of_order),
        ("summary-phantom", counts.phantom),
    ]
    .iter()
    .filter(|(_, n)| *n > 0)
    .map(|(key, n)| crate::i18n::tr_args(key, &[("count", (*n as u64).into())]))
    .collect();
    if parts.is_empty() {
        crate::i18n::tr("summary-all-ok")
    } else {
        parts.join(", ")
    }
}
