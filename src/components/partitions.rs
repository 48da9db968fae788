//! The log view inside the broker box: each partition as a row of records with their
//! offsets, marked committed, polled or ahead, with the owner and the two offsets that
//! decide what a crash or a rebalance replays. A view function, as the core's read
//! model (`PartitionRow`) has it; it decides nothing.

use acklab_sim::{Outcome, PartitionRow};
use yew::prelude::*;

use crate::i18n::{tr, tr_args};
use crate::view::SimView;

/// Records shown per partition: a few before the committed offset, the rest after.
const RECORDS_SHOWN: usize = 24;

/// Whether the record at `offset` is committed although the judge calls its message
/// lost at this tick: the group will not read it again, and its effect never happened.
/// Without a mark it would look exactly like a record processed well.
fn committed_but_lost(view: &SimView, row: &PartitionRow, offset: usize) -> bool {
    let message = view
        .copies()
        .get(row.records[offset] as usize)
        .map(|c| c.message);
    (offset as u64) < row.committed
        && message
            .and_then(|m| view.verdicts.get(m))
            .is_some_and(|v| v.outcome == Outcome::Lost)
}

fn record_chip(view: &SimView, row: &PartitionRow, offset: usize) -> Html {
    let copy = row.records[offset];
    let id = view.copies().get(copy as usize).map(|c| c.wire_id.clone());
    let at = offset as u64;
    let lost = committed_but_lost(view, row, offset);
    let state = if row.blocked_at == Some(at) {
        "dead"
    } else if at < row.committed {
        "committed"
    } else if at < row.position {
        "inflight"
    } else {
        "ahead"
    };
    html! {
        <span key={offset} class={classes!("msg", state, lost.then_some("lost"))}
            title={lost.then(|| tr("log-record-lost"))}>
            <small>{ offset }{ ":" }</small>{ id.unwrap_or_default() }
            if lost { <span aria-hidden="true">{ " ✗" }</span><span class="visually-hidden">{ tr("log-record-lost") }</span> }
        </span>
    }
}

fn partition_row(view: &SimView, index: usize, row: &PartitionRow) -> Html {
    let first = (row.committed as usize)
        .saturating_sub(3)
        .min(row.records.len());
    let last = (first + RECORDS_SHOWN).min(row.records.len());
    let chips = (first..last).map(|offset| record_chip(view, row, offset));
    let owner = row
        .owner
        .map_or_else(|| "none".to_string(), |w| (w + 1).to_string());
    let head = tr_args(
        "partition-head",
        &[
            ("partition", (index as u64).into()),
            ("worker", owner.into()),
        ],
    );
    let offsets = tr_args(
        "partition-offsets",
        &[
            ("committed", row.committed.into()),
            ("position", row.position.into()),
        ],
    );
    let hidden = row.records.len() - (last - first);
    // A live owner keeps a partition a rebalance took from it until its next poll.
    let revoking = row.revoking_to.map(|to| {
        tr_args(
            "partition-revoking",
            &[("worker", (u64::from(to) + 1).into())],
        )
    });
    html! {
        <li class={classes!("partition", revoking.is_some().then_some("revoking"))}>
            <span class="label">{ head }</span>
            <span class="value">
                { for chips }
                if hidden > 0 { <span class="muted">{ tr_args("more-copies", &[("count", (hidden as u64).into())]) }</span> }
            </span>
            <small class="offsets">{ offsets }</small>
            if let Some(revoking) = revoking { <small class="revoking-note">{ "⇄ " }{ revoking }</small> }
        </li>
    }
}

/// The log view's properties: it is a part of the page fetched when a log is first
/// shown (src/chunks.rs), drawn by `draw`.
#[derive(Clone)]
pub struct PartitionsProps {
    pub view: std::rc::Rc<SimView>,
}

/// A read model is compared by identity: the app makes a new one for every tick shown.
impl PartialEq for PartitionsProps {
    fn eq(&self, other: &Self) -> bool {
        std::rc::Rc::ptr_eq(&self.view, &other.view)
    }
}

/// The log view drawn from its chunk: the only place that names `partitions_view`.
pub fn draw(props: &PartitionsProps) -> Html {
    partitions_view(&props.view)
}

/// The log's partitions, one row each, under a key to the records' marks.
fn partitions_view(view: &SimView) -> Html {
    let rows = view.holdings.partitions.iter().enumerate();
    // The lost mark is explained only when a record on screen carries it.
    let any_lost = view
        .holdings
        .partitions
        .iter()
        .any(|row| (0..row.records.len()).any(|offset| committed_but_lost(view, row, offset)));
    html! { <>
        <p class="legend">{ tr("log-key") }
            if any_lost { { " " }{ tr("log-key-lost") } }
        </p>
        <p class="muted generation">{ tr_args("group-generation", &[("generation", u64::from(view.holdings.generation).into())]) }</p>
        { for view.holdings.removed.iter().map(|worker| html! {
            <p class="revoking-note">{ "✗ " }{ tr_args("member-removed", &[("worker", u64::from(worker + 1).into())]) }</p>
        }) }
        <ul class="plain partitions">{ for rows.map(|(index, row)| partition_row(view, index, row)) }</ul>
    </> }
}
