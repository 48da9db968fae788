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
    // Whether it went wrong is the core's to say (EventKind::is_failure).
    let bad = kind.is_failure();
    let mark = |lane: usize| Shape::Mark { lane, bad };
    match kind {
        Published { .. } => arrow(0, 1, bad),
        // A re-sent record the idempotent producer's broker recognised: drawn like a
        // replayed charge (dotted), apart from a first publish.
        DuplicatePublishDropped { .. } => Shape::Arrow {
            from: 0,
            to: 1,
            lost: bad,
            replay: true,
        },
        PublishRejected { .. } => arrow(0, 1, bad),
        PublishConfirmLost { .. } => arrow(1, 0, bad),
        Delivered { worker, .. } => arrow(1, lane(worker), bad),
        Acked { worker, .. } => arrow(lane(worker), 1, bad),
        AckLost { worker, .. } => arrow(lane(worker), 1, bad),
        // An ack of an older delivery reaches the broker and settles nothing.
        AckStale { worker, .. } => arrow(lane(worker), 1, bad),
        // RabbitMQ takes the message back from the worker whose channel closed.
        ChannelClosed { worker, .. } => arrow(lane(worker), 1, bad),
        EffectCommitted { worker, .. } => arrow(lane(worker), database, bad),
        Charged { worker, .. } => arrow(lane(worker), payments, bad),
        ChargeReplayed { worker, .. } => Shape::Arrow {
            from: lane(worker),
            to: payments,
            lost: bad,
            replay: true,
        },
        PaymentResponseLost { worker, .. } => arrow(payments, lane(worker), bad),
        OffsetCommitted { worker, .. } | OffsetAutoCommitted { worker, .. } => {
            arrow(lane(worker), 1, bad)
        }
        OffsetCommitLost { worker, .. } | OffsetCommitRejected { worker, .. } => {
            arrow(lane(worker), 1, bad)
        }
        SessionExpired { .. } | PartitionAssigned { .. } | PartitionRevoked { .. } => mark(1),
        // The group throws out a member that is still running: drawn as a fault.
        PollIntervalExceeded { .. } => mark(1),
        // The consumer parks a record in the dead-letter topic, kept by the broker.
        DeadLetterTopicWritten { worker, .. } => arrow(lane(worker), 1, bad),
        PartitionBlocked { .. } => mark(1),
        // The output topic and the transaction coordinator live with the broker.
        OutputWritten { worker, .. } | KafkaTxCommitted { worker, .. } => {
            arrow(lane(worker), 1, bad)
        }
        KafkaTxAborted { worker, .. } => mark(lane(worker)),
        PublishGaveUp { .. } | ProducerCrashed { .. } | RelayCrashed { .. } => mark(0),
        // The orders service, its database and its relay share the producer's lane.
        ProducerStepDone { .. }
        | SourceCommitted { .. }
        | ProducerRestarted
        | OutboxRead { .. }
        | OutboxMarkedSent { .. }
        | RelayRestarted => mark(0),
        DeadLettered { .. } | CopyDropped { .. } | BrokerCrashed { .. } => mark(1),
        // A fault with no event of its own strikes a delivery, which the broker made.
        FaultStruck { .. } => mark(1),
        VisibilityExpired { .. }
        | RetryScheduled { .. }
        | CopyRequeued { .. }
        | CopyRedriven { .. }
        | BrokerRestarted => mark(1),
        Crashed { worker, .. } | ApplyFailed { worker, .. } => mark(lane(worker)),
        ChargeFoundByStatus { worker, .. }
        | ChargeNotFoundByStatus { worker, .. }
        | OperationRecorded { worker, .. }
        | EmailSent { worker, .. }
        | OperationAlreadyDone { worker, .. }
        | StepDone { worker, .. }
        | DedupHit { worker, .. }
        | DedupExpired { worker, .. }
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
        | Stalled { worker, .. } => mark(lane(worker)),
    }
}

/// Height of one line of a row, in px.
pub const LINE_HEIGHT: u32 = 20;
/// Height of one line on a touch screen: a finger's target is 44 px tall, and each
/// event's target is its whole line (see `timeline::event_view`).
pub const TOUCH_LINE_HEIGHT: u32 = 44;
/// Space at the foot of each row.
const ROW_GAP: u32 = 6;
/// At most this many rows are drawn; a longer run shows its last ones and says so
/// (the slider reaches the earlier ones). Each drawn event is a few SVG elements: with
/// 30 rows a step of a 1,000-message run stays within a frame, and the longest lesson's
/// run (25 rows) is drawn whole (docs/benchmarks.md).
pub const MAX_ROWS: usize = 30;
/// Of the rows before the last `MAX_ROWS`, at most this many with a fault's mark are
/// drawn (the run's first ones): in a run where every tick fails (a poison message
/// retried without a backoff) they would otherwise be every tick of the run.
pub const MAX_FAULT_ROWS: usize = 10;
/// At most this many events are drawn in one row; the row says how many more the tick
/// had (a thousand copies redelivered at once would be thousands of SVG elements). With
/// 40 events a row and 20 early fault rows, a run where every tick was crowded drew
/// 4,300 elements at its end, in one task of 300–390 ms. A lesson's busiest tick has 8,
/// so every lesson is drawn whole.
pub const MAX_ROW_EVENTS: usize = 8;

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

/// A row before it is laid out: a tick with its events (a range of the trace), or a
/// stretch of quiet ticks.
enum Span {
    Tick(u64, std::ops::Range<usize>),
    Quiet(u64, u64),
}

/// The rows of ticks `0..=now`: a row per tick with events, the current tick always,
/// and one row for each stretch of quiet ticks.
fn spans(trace: &[TraceEvent], now: u64) -> Vec<Span> {
    let mut spans = Vec::new();
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
            spans.push(Span::Quiet(from, tick - 1));
        }
        spans.push(Span::Tick(tick, start..index));
    }
    spans
}

/// Lays out ticks `0..=now` of the trace: a row per tick with events, the current
/// tick always, and one row for each stretch of two or more quiet ticks. Only the
/// rows kept are laid out (a long crowded run has thousands of others). Each line of
/// a row is `line_height` px tall.
pub fn rows(trace: &[TraceEvent], now: u64, workers: usize, line_height: u32) -> Rows {
    let spans = spans(trace, now);
    // A long run keeps its last rows, and before them the first rows with a fault's
    // mark (a crash, a loss), so that the faults that started it stay on the timeline.
    // A row draws a fault if its tick has one: a crowded row draws its faults first.
    let hidden = spans.len().saturating_sub(MAX_ROWS);
    let hidden_ticks = spans.get(hidden).map_or(0, |span| match span {
        Span::Tick(tick, _) | Span::Quiet(tick, _) => *tick,
    });
    let has_fault = |range: &std::ops::Range<usize>| {
        range
            .clone()
            .any(|event| is_fault(shape_of(&trace[event].kind, workers)))
    };
    let mut fault_rows = 0;
    let mut y = 0;
    let rows = spans
        .into_iter()
        .enumerate()
        .filter(|(index, span)| {
            if *index >= hidden {
                return true;
            }
            let early_fault = fault_rows < MAX_FAULT_ROWS
                && matches!(span, Span::Tick(_, range) if has_fault(range));
            fault_rows += usize::from(early_fault);
            early_fault
        })
        .map(|(_, span)| {
            let kind = match span {
                Span::Tick(tick, range) => {
                    let (drawn, more) = drawn_events(trace, range, workers);
                    RowKind::Tick {
                        tick,
                        events: place_tick(trace, drawn, workers),
                        more,
                    }
                }
                Span::Quiet(from, to) => quiet_row(from, to),
            };
            let height = lines(&kind) * line_height + ROW_GAP;
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
