//! Metrics per tick, derived from a run's trace by the core: what an operator watches
//! on a dashboard. Deliveries and redeliveries, acks (offset commits on a log), the
//! deliveries in flight, dead letters, the duplicates the dedup store caught, payment
//! calls and the calls it refused, and on a log the consumer lag. The app draws them;
//! the CLI prints them with `acklab run --json --metrics`.

use serde::Serialize;

use crate::format::broker_kind::BrokerKind;
use crate::trace::{ApplyError, CopyInfo, EventKind, Holding, TraceEvent, WorkerId};

pub use crate::format::limits::MAX_POINTS;

/// One value per `tick_width` ticks, from tick 0 to `ticks - 1`, for each series:
/// counts over the bucket, and the deliveries in flight and the lag at its end.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Metrics {
    pub ticks: u64,
    /// How many ticks each value covers: 1 unless the run is longer than `MAX_POINTS`.
    pub tick_width: u64,
    /// Copies handed to a worker (first deliveries and redeliveries).
    pub deliveries: Vec<u32>,
    /// Deliveries after the first of the same copy.
    pub redeliveries: Vec<u32>,
    /// Acks on a queue; offset commits (by the step or the timer) on a log.
    pub acks: Vec<u32>,
    /// Deliveries a worker holds at the end of the tick: handed over, not yet finished,
    /// given up or lost in a crash.
    pub in_flight: Vec<u32>,
    /// Copies moved to the dead-letter queue or written to the dead-letter topic.
    pub dead_lettered: Vec<u32>,
    /// Deliveries the dedup store recognised (a dedup hit or a unique-constraint conflict).
    pub duplicates_detected: Vec<u32>,
    /// Charge calls that reached the payment service, refused ones included.
    pub payment_calls: Vec<u32>,
    /// Charge calls the service refused: down (`payment.outage`) or over capacity.
    pub payment_failures: Vec<u32>,
    /// On a log: records appended and not yet committed, over all partitions, at the
    /// end of the tick. Empty on a queue.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub consumer_lag: Vec<u32>,
}

/// What an event adds to the counted series.
fn count(metrics: &mut Metrics, bucket: usize, kind: &EventKind) {
    let add = |series: &mut Vec<u32>| series[bucket] += 1;
    match kind {
        EventKind::Delivered { delivery, .. } => {
            add(&mut metrics.deliveries);
            if *delivery > 1 {
                add(&mut metrics.redeliveries);
            }
        }
        EventKind::Acked { .. }
        | EventKind::OffsetCommitted { .. }
        | EventKind::OffsetAutoCommitted { .. } => add(&mut metrics.acks),
        EventKind::DeadLettered { .. } | EventKind::DeadLetterTopicWritten { .. } => {
            add(&mut metrics.dead_lettered)
        }
        EventKind::DedupHit { .. } | EventKind::DedupConflict { .. } => {
            add(&mut metrics.duplicates_detected)
        }
        EventKind::Charged { .. } | EventKind::ChargeReplayed { .. } => {
            add(&mut metrics.payment_calls)
        }
        EventKind::ApplyFailed {
            error: ApplyError::PaymentOutage | ApplyError::PaymentOverloaded,
            ..
        } => {
            add(&mut metrics.payment_calls);
            add(&mut metrics.payment_failures);
        }
        // Every other kind counts in no series: listed, so that a new kind is decided.
        EventKind::ApplyFailed { .. }
        | EventKind::Published { .. }
        | EventKind::PublishRejected { .. }
        | EventKind::PublishConfirmLost { .. }
        | EventKind::DuplicatePublishDropped { .. }
        | EventKind::PublishGaveUp { .. }
        | EventKind::StepDone { .. }
        | EventKind::DedupExpired { .. }
        | EventKind::DedupRecorded { .. }
        | EventKind::DedupWait { .. }
        | EventKind::VersionSkipped { .. }
        | EventKind::Applied { .. }
        | EventKind::EffectCommitted { .. }
        | EventKind::Committed { .. }
        | EventKind::RolledBack { .. }
        | EventKind::ChargeFoundByStatus { .. }
        | EventKind::ChargeNotFoundByStatus { .. }
        | EventKind::PaymentResponseLost { .. }
        | EventKind::EmailSent { .. }
        | EventKind::OperationRecorded { .. }
        | EventKind::OperationAlreadyDone { .. }
        | EventKind::AckIgnored { .. }
        | EventKind::AckStale { .. }
        | EventKind::AckLost { .. }
        | EventKind::Abandoned { .. }
        | EventKind::Finished { .. }
        | EventKind::Crashed { .. }
        | EventKind::Restarted { .. }
        | EventKind::Stalled { .. }
        | EventKind::VisibilityExpired { .. }
        | EventKind::ChannelClosed { .. }
        | EventKind::RetryScheduled { .. }
        | EventKind::BrokerCrashed { .. }
        | EventKind::CopyDropped { .. }
        | EventKind::CopyRedriven { .. }
        | EventKind::CopyRequeued { .. }
        | EventKind::BrokerRestarted
        | EventKind::FaultStruck { .. }
        | EventKind::OffsetCommitLost { .. }
        | EventKind::OffsetCommitRejected { .. }
        | EventKind::PartitionBlocked { .. }
        | EventKind::OutputWritten { .. }
        | EventKind::KafkaTxCommitted { .. }
        | EventKind::KafkaTxAborted { .. }
        | EventKind::SessionExpired { .. }
        | EventKind::PollIntervalExceeded { .. }
        | EventKind::PartitionAssigned { .. }
        | EventKind::PartitionRevoked { .. }
        | EventKind::ProducerStepDone { .. }
        | EventKind::SourceCommitted { .. }
        | EventKind::ProducerCrashed { .. }
        | EventKind::ProducerRestarted
        | EventKind::OutboxRead { .. }
        | EventKind::OutboxMarkedSent { .. }
        | EventKind::RelayCrashed { .. }
        | EventKind::RelayRestarted => {}
    }
}

/// The deliveries each worker holds: a delivery starts with `delivered` and ends when
/// the worker finishes it, gives it up or crashes (the last two drop the rest of its
/// poll on a log).
#[derive(Default)]
struct Holdings {
    held: Vec<Vec<(u32, u32)>>,
    total: u32,
}

impl Holdings {
    fn worker(&mut self, worker: WorkerId) -> &mut Vec<(u32, u32)> {
        let index = worker as usize;
        if self.held.len() <= index {
            self.held.resize_with(index + 1, Vec::new);
        }
        &mut self.held[index]
    }

    fn follow(&mut self, kind: &EventKind) {
        match kind.holding() {
            Some(Holding::Takes {
                worker,
                copy,
                delivery,
            }) => {
                self.worker(worker).push((copy, delivery));
                self.total += 1;
            }
            Some(Holding::Finishes {
                worker,
                copy,
                delivery,
            }) => {
                let held = self.worker(worker);
                if let Some(at) = held.iter().position(|&d| d == (copy, delivery)) {
                    held.remove(at);
                    self.total -= 1;
                }
            }
            // A crash ends every delivery the worker held; so does giving up on one,
            // which on a log drops the rest of its poll (the consumer polls again).
            Some(Holding::DropsAll { worker }) => {
                let dropped = self.worker(worker).len() as u32;
                self.worker(worker).clear();
                self.total -= dropped;
            }
            None => {}
        }
    }
}

/// On a log: records appended and committed offsets per partition.
#[derive(Default)]
struct Lag {
    appended: Vec<u64>,
    committed: Vec<u64>,
}

impl Lag {
    fn follow(&mut self, kind: &EventKind, copies: &[CopyInfo]) {
        let grow = |v: &mut Vec<u64>, p: usize| {
            if v.len() <= p {
                v.resize(p + 1, 0);
            }
        };
        if let EventKind::Published { copy, .. } = *kind {
            if let Some(place) = copies.get(copy as usize).and_then(|c| c.place) {
                let p = place.partition as usize;
                grow(&mut self.appended, p);
                self.appended[p] = self.appended[p].max(place.offset + 1);
            }
        }
        if let Some(commit) = kind.offset_commit() {
            let p = commit.partition as usize;
            grow(&mut self.committed, p);
            self.committed[p] = self.committed[p].max(commit.offset);
        }
    }

    fn total(&self) -> u32 {
        let committed = |p: usize| self.committed.get(p).copied().unwrap_or(0);
        let lag: u64 = (0..self.appended.len())
            .map(|p| self.appended[p].saturating_sub(committed(p)))
            .sum();
        lag as u32
    }
}

impl Metrics {
    /// The metrics of a run's trace up to `end_tick` (inclusive) on a broker of `kind`;
    /// on a log the consumer lag is measured too.
    pub fn of(
        trace: &[TraceEvent],
        copies: &[CopyInfo],
        end_tick: u64,
        kind: BrokerKind,
    ) -> Metrics {
        let log = match kind {
            BrokerKind::Queue => false,
            BrokerKind::Log => true,
        };
        let ticks = end_tick + 1;
        let tick_width = ticks.div_ceil(MAX_POINTS);
        let buckets = ticks.div_ceil(tick_width) as usize;
        let zeros = vec![0u32; buckets];
        let mut metrics = Metrics {
            ticks,
            tick_width,
            deliveries: zeros.clone(),
            redeliveries: zeros.clone(),
            acks: zeros.clone(),
            in_flight: zeros.clone(),
            dead_lettered: zeros.clone(),
            duplicates_detected: zeros.clone(),
            payment_calls: zeros.clone(),
            payment_failures: zeros.clone(),
            consumer_lag: if log { zeros } else { Vec::new() },
        };
        let (mut holdings, mut lag) = (Holdings::default(), Lag::default());
        let mut events = trace.iter().filter(|e| e.tick <= end_tick).peekable();
        for bucket in 0..buckets {
            let end = (bucket as u64 + 1) * tick_width;
            while let Some(event) = events.next_if(|e| e.tick < end) {
                count(&mut metrics, bucket, &event.kind);
                holdings.follow(&event.kind);
                if log {
                    lag.follow(&event.kind, copies);
                }
            }
            metrics.in_flight[bucket] = holdings.total;
            if log {
                metrics.consumer_lag[bucket] = lag.total();
            }
        }
        metrics
    }
}
