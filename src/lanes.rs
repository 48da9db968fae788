//! The timeline's geometry, apart from its drawing: which lane each event belongs to,
//! and where each tick's row goes. Every tick of the run gets a row, except that a
//! stretch of quiet ticks (nothing happened) folds into one row that says how many.
//! Each arrow of a tick gets its own line in the row, so that no two events overlap.

use acklab_sim::{EventKind, TraceEvent};

/// How an event is drawn: an arrow between two lanes, or a mark in one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `lost`: the arrow stops half a lane from where it left, at a ✖. `replay`: a
    /// repeat the receiver recognised (a charge answered from its idempotency-key
    /// record, a re-sent publish the broker dropped), drawn dotted.
    Arrow {
        from: usize,
        to: usize,
        lost: bool,
        replay: bool,
    },
    Mark {
        lane: usize,
        bad: bool,
    },
}

fn arrow(from: usize, to: usize, lost: bool) -> Shape {
    Shape::Arrow {
        from,
        to,
        lost,
        replay: false,
    }
}

/// Lanes: 0 producer, 1 broker, 2.. workers, then the database and the payment service.
pub fn shape_of(kind: &EventKind, workers: usize) -> Shape {
    use EventKind::*;
    let (database, payments) = (2 + workers, 3 + workers);
    let lane = |w: &u32| 2 + *w as usize;
    let mark = |lane: usize, bad: bool| Shape::Mark { lane, bad };
    match kind {
        Published { .. } => arrow(0, 1, false),
        // A re-sent record the idempotent producer's broker recognised: drawn like a
        // replayed charge (dotted), apart from a first publish.
        DuplicatePublishDropped { .. } => Shape::Arrow {
            from: 0,
            to: 1,
            lost: false,
            replay: true,
        },
        PublishRejected { .. } => arrow(0, 1, true),
        PublishConfirmLost { .. } => arrow(1, 0, true),
        Delivered { worker, .. } => arrow(1, lane(worker), false),
        Acked { worker, .. } => arrow(lane(worker), 1, false),
        AckLost { worker, .. } => arrow(lane(worker), 1, true),
        EffectCommitted { worker, .. } => arrow(lane(worker), database, false),
        Charged { worker, .. } => arrow(lane(worker), payments, false),
        ChargeReplayed { worker, .. } => Shape::Arrow {
            from: lane(worker),
            to: payments,
            lost: false,
            replay: true,
        },
        PaymentResponseLost { worker, .. } => arrow(payments, lane(worker), true),
        OffsetCommitted { worker, .. } | OffsetAutoCommitted { worker, .. } => {
            arrow(lane(worker), 1, false)
        }
        OffsetCommitLost { worker, .. } | OffsetCommitRejected { worker, .. } => {
            arrow(lane(worker), 1, true)
        }
        SessionExpired { .. } | PartitionAssigned { .. } => mark(1, false),
        // The consumer parks a record in the dead-letter topic, kept by the broker.
        DeadLetterTopicWritten { worker, .. } => arrow(lane(worker), 1, false),
        PartitionBlocked { .. } => mark(1, true),
        // The output topic and the transaction coordinator live with the broker.
        OutputWritten { worker, .. } | KafkaTxCommitted { worker, .. } => {
            arrow(lane(worker), 1, false)
        }
        KafkaTxAborted { worker, .. } => mark(lane(worker), true),
        PublishGaveUp { .. } => mark(0, true),
        DeadLettered { .. } | CopyDropped { .. } | BrokerCrashed { .. } => mark(1, true),
        VisibilityExpired { .. }
        | RetryScheduled { .. }
        | CopyRequeued { .. }
        | BrokerRestarted => mark(1, false),
        Crashed { worker, .. } | ApplyFailed { worker, .. } => mark(lane(worker), true),
        ChargeFoundByStatus { worker, .. }
        | ChargeNotFoundByStatus { worker, .. }
        | StepDone { worker, .. }
        | DedupHit { worker, .. }
        | DedupRecorded { worker, .. }
        | DedupWait { worker, .. }
        | DedupConflict { worker, .. }
        | VersionSkipped { worker, .. }
        | Applied { worker, .. }
        | Committed { worker, .. }
        | RolledBack { worker, .. }
        | AckIgnored { worker, .. }
        | Abandoned { worker, .. }
        | Finished { worker, .. }
        | Restarted { worker }
        | Stalled { worker, .. } => mark(lane(worker), false),
    }
}

/// Height of one line of a row, in px.
pub const LINE_HEIGHT: u32 = 20;
/// Space at the foot of each row.
const ROW_GAP: u32 = 6;
/// At most this many rows are drawn; a longer run shows its last ones and says so
/// (the slider reaches the earlier ones). Each drawn event is a few SVG elements: with
/// 40 rows a step of a 1,000-message run stays within a frame (docs/benchmarks.md).
pub const MAX_ROWS: usize = 40;
/// Of the rows before the last `MAX_ROWS`, at most this many with a fault's mark are
/// drawn (the run's first ones): in a run where every tick fails (a poison message
/// retried without a backoff) they would otherwise be every tick of the run.
pub const MAX_FAULT_ROWS: usize = 20;
/// At most this many events are drawn in one row; the row says how many more the tick
/// had (a thousand copies redelivered at once would be thousands of SVG elements).
pub const MAX_ROW_EVENTS: usize = 40;

/// One event placed in its row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    /// Index into the trace.
    pub event: usize,
    pub shape: Shape,
    /// The line of the row it is drawn on (arrows each get one).
    pub line: u32,
    /// Which mark of its lane and line it is, to set marks side by side.
    pub slot: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RowKind {
    Tick {
        tick: u64,
        events: Vec<Placed>,
        /// Events of the tick not drawn (over `MAX_ROW_EVENTS`).
        more: usize,
    },
    /// Ticks `from..=to` in which nothing happened.
    Quiet { from: u64, to: u64 },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub kind: RowKind,
    /// Top of the row, from the top of the rows.
    pub y: u32,
    pub height: u32,
}

/// The rows of ticks `0..=now`, and how many earlier ticks were left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rows {
    pub rows: Vec<Row>,
    pub hidden_ticks: u64,
    pub height: u32,
}

/// Whether an event is drawn as a fault: a ✖ mark or a lost arrow.
fn is_fault(shape: Shape) -> bool {
    matches!(
        shape,
        Shape::Mark { bad: true, .. } | Shape::Arrow { lost: true, .. }
    )
}

/// The events of a tick that its row draws, in order: all of them, or for a crowded
/// tick its faults first (they are why a row is kept) and then its first other events,
/// `MAX_ROW_EVENTS` in all; and how many are left out.
fn drawn_events(
    trace: &[TraceEvent],
    range: std::ops::Range<usize>,
    workers: usize,
) -> (Vec<usize>, usize) {
    let fault = |event: &usize| is_fault(shape_of(&trace[*event].kind, workers));
    if range.len() <= MAX_ROW_EVENTS {
        return (range.collect(), 0);
    }
    let faults = range.clone().filter(fault).count().min(MAX_ROW_EVENTS);
    let (mut faults_left, mut others_left) = (faults, MAX_ROW_EVENTS - faults);
    let drawn: Vec<usize> = range
        .clone()
        .filter(|event| {
            let left = if fault(event) {
                &mut faults_left
            } else {
                &mut others_left
            };
            let keep = *left > 0;
            *left = left.saturating_sub(1);
            keep
        })
        .collect();
    let more = range.len() - drawn.len();
    (drawn, more)
}

fn place_tick(trace: &[TraceEvent], drawn: Vec<usize>, workers: usize) -> Vec<Placed> {
    let mut arrows = 0;
    // Marks per lane so far in this tick; lanes are few, so a vector is enough.
    let mut slots: Vec<u32> = Vec::new();
    drawn
        .into_iter()
        .map(|event| {
            let shape = shape_of(&trace[event].kind, workers);
            let (line, slot) = match shape {
                Shape::Arrow { .. } => {
                    arrows += 1;
                    (arrows - 1, 0)
                }
                Shape::Mark { lane, .. } => {
                    if slots.len() <= lane {
                        slots.resize(lane + 1, 0);
                    }
                    slots[lane] += 1;
                    (0, slots[lane] - 1)
                }
            };
            Placed {
                event,
                shape,
                line,
                slot,
            }
        })
        .collect()
}

/// Lays out ticks `0..=now` of the trace: a row per tick with events, the current
/// tick always, and one row for each stretch of two or more quiet ticks.
pub fn rows(trace: &[TraceEvent], now: u64, workers: usize) -> Rows {
    let mut kinds = Vec::new();
    let mut index = 0;
    let mut quiet_from = None;
    for tick in 0..=now {
        let start = index;
        while index < trace.len() && trace[index].tick == tick {
            index += 1;
        }
        if start == index && tick != now {
            quiet_from.get_or_insert(tick);
            continue;
        }
        if let Some(from) = quiet_from.take() {
            kinds.push(quiet_row(from, tick - 1));
        }
        let (drawn, more) = drawn_events(trace, start..index, workers);
        kinds.push(RowKind::Tick {
            tick,
            events: place_tick(trace, drawn, workers),
            more,
        });
    }
    // A long run keeps its last rows, and before them the first rows with a fault's
    // mark (a crash, a loss), so that the faults that started it stay on the timeline.
    let hidden = kinds.len().saturating_sub(MAX_ROWS);
    let hidden_ticks = kinds.get(hidden).map_or(0, first_tick);
    let mut fault_rows = 0;
    let mut y = 0;
    let rows = kinds
        .into_iter()
        .enumerate()
        .filter(|(index, kind)| {
            let early_fault = *index < hidden && has_fault_mark(kind);
            fault_rows += usize::from(early_fault);
            *index >= hidden || (early_fault && fault_rows <= MAX_FAULT_ROWS)
        })
        .map(|(_, kind)| {
            let height = lines(&kind) * LINE_HEIGHT + ROW_GAP;
            y += height;
            Row {
                kind,
                y: y - height,
                height,
            }
        })
        .collect();
    Rows {
        rows,
        hidden_ticks,
        height: y,
    }
}

/// How many lines a row takes: one per arrow (at least one), and one more for the
/// count of events a crowded tick leaves out.
fn lines(kind: &RowKind) -> u32 {
    match kind {
        RowKind::Tick { events, more, .. } => {
            let drawn = events.iter().map(|p| p.line + 1).max().unwrap_or(1);
            drawn + u32::from(*more > 0)
        }
        RowKind::Quiet { .. } => 1,
    }
}

/// Whether a row shows a crash, a loss or another ✖.
fn has_fault_mark(kind: &RowKind) -> bool {
    let RowKind::Tick { events, .. } = kind else {
        return false;
    };
    events.iter().any(|p| is_fault(p.shape))
}

/// One quiet tick is an empty row like any other; two or more fold into one.
fn quiet_row(from: u64, to: u64) -> RowKind {
    if from == to {
        RowKind::Tick {
            tick: from,
            events: Vec::new(),
            more: 0,
        }
    } else {
        RowKind::Quiet { from, to }
    }
}

fn first_tick(kind: &RowKind) -> u64 {
    match kind {
        RowKind::Tick { tick, .. } => *tick,
        RowKind::Quiet { from, .. } => *from,
    }
}

/// Where an arrow's line ends: at its target, or for a lost one half a lane from
/// where it left, clear of the lanes in between.
pub fn arrow_end(shape: Shape, lane: u32, x_of: impl Fn(usize) -> u32) -> u32 {
    let Shape::Arrow { from, to, lost, .. } = shape else {
        return 0;
    };
    let (x1, x2) = (x_of(from), x_of(to));
    match (lost, x2 > x1) {
        (false, _) => x2,
        (true, true) => x1 + lane / 2,
        (true, false) => x1 - lane / 2,
    }
}

#[cfg(test)]
#[path = "lanes_tests.rs"]
mod tests;
