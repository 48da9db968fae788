//! Verdicts: for each logical message, how many times its effect was applied and what
//! that means. Counted from the components' final state; the checker recounts the
//! trace independently.

use serde::{Deserialize, Serialize};

use crate::engine::Engine;
use crate::format::scenario::Op;
use crate::judge::cause::Cause;
use crate::trace::{CopyInfo, TraceEvent};
use crate::world::worker::WorkerState;

/// What became of one logical message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Applied exactly once, or an idempotent operation applied more than once.
    Ok,
    /// Never applied, not dead-lettered, and nothing is left that could apply it.
    Lost,
    /// A non-idempotent effect applied more than once.
    Duplicated,
    /// Never applied; the broker moved it to the dead-letter queue.
    DeadLettered,
    /// Not applied yet, but still on its way (only before a run ends).
    Pending,
    /// A status update that was applied (or skipped as not newer) and then overwritten
    /// by an older update of its order: the order's final status is not the newest
    /// published (`acklab/2`).
    OutOfOrder,
    /// Applied downstream although its order never committed at the source: the
    /// producer published before its transaction committed, and the transaction rolled
    /// back (`acklab/2`).
    Phantom,
}

impl Outcome {
    pub const ALL: [Outcome; 7] = [
        Outcome::Ok,
        Outcome::Lost,
        Outcome::Duplicated,
        Outcome::DeadLettered,
        Outcome::Pending,
        Outcome::OutOfOrder,
        Outcome::Phantom,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Lost => "lost",
            Outcome::Duplicated => "duplicated",
            Outcome::DeadLettered => "dead_lettered",
            Outcome::Pending => "pending",
            Outcome::OutOfOrder => "out_of_order",
            Outcome::Phantom => "phantom",
        }
    }

    /// Whether the message went wrong and a learner should look at it: every outcome
    /// but done and still on its way. The ledger lists these first (and only these,
    /// when it is long).
    pub fn needs_attention(self) -> bool {
        match self {
            Outcome::Ok | Outcome::Pending => false,
            Outcome::Lost
            | Outcome::Duplicated
            | Outcome::DeadLettered
            | Outcome::OutOfOrder
            | Outcome::Phantom => true,
        }
    }
}

/// The verdict on one logical message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MessageVerdict {
    pub id: String,
    pub op: Op,
    /// Committed database effects, or charges actually taken, over all its copies.
    pub applied: u32,
    pub outcome: Outcome,
    /// Deliveries to consumers over all its copies.
    pub deliveries: u32,
    /// Why a bad outcome happened, as steps pointing into the trace.
    pub causes: Vec<Cause>,
}

/// Counts over the whole run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Totals {
    pub ok: u32,
    pub lost: u32,
    pub duplicated: u32,
    pub dead_lettered: u32,
    pub pending: u32,
    /// Written only when some message is out of order, so that part-1 reports keep
    /// their shape.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub out_of_order: u32,
    /// Written only when some message is a phantom (`acklab/2`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub phantom: u32,
    /// Copies the broker stored (more than the messages when the producer retried).
    pub copies: u32,
    pub deliveries: u32,
    pub orders: u32,
    pub balance: u64,
    pub charges: u32,
}

impl Totals {
    pub fn count(&self, outcome: Outcome) -> u32 {
        match outcome {
            Outcome::Ok => self.ok,
            Outcome::Lost => self.lost,
            Outcome::Duplicated => self.duplicated,
            Outcome::DeadLettered => self.dead_lettered,
            Outcome::Pending => self.pending,
            Outcome::OutOfOrder => self.out_of_order,
            Outcome::Phantom => self.phantom,
        }
    }
}

/// Everything a run produced: verdicts, totals, the trace and invariant violations
/// (always empty unless the simulator has a bug).
#[derive(Clone, Debug, Serialize)]
pub struct RunReport {
    pub messages: Vec<MessageVerdict>,
    pub totals: Totals,
    pub end_tick: u64,
    pub finished: bool,
    pub copies: Vec<CopyInfo>,
    pub trace: Vec<TraceEvent>,
    pub violations: Vec<String>,
}

/// What is left of one message in the system.
#[derive(Clone, Copy)]
struct Standing {
    /// A publish to come, a copy the broker holds, or a worker busy with a copy.
    in_progress: bool,
    /// A copy sits in the dead-letter queue.
    dead_lettered: bool,
    /// A status update that took effect (or was skipped as not newer) while the
    /// order's final status came from an older update.
    overwritten_by_older: bool,
}

impl Engine {
    /// How many times each message's effect was applied, from the database's committed
    /// rows and the payment service's charges.
    pub fn applied_counts(&self) -> Vec<u32> {
        let mut applied = vec![0u32; self.scenario.messages.len()];
        for write in self.database.committed.iter().filter(|w| w.is_business()) {
            applied[self.copies[write.copy() as usize].message] += 1;
        }
        for charge in &self.payment.charges {
            applied[self.copies[charge.copy as usize].message] += 1;
        }
        for email in &self.mail.sent {
            applied[self.copies[email.copy as usize].message] += 1;
        }
        let isolation = self.scenario.downstream.isolation;
        for record in &self.output.records {
            if crate::world::output::OutputTopic::visible(record, isolation) {
                applied[self.copies[record.copy as usize].message] += 1;
            }
        }
        applied
    }

    /// Per message, what the broker and the workers still hold of it, in one pass
    /// over the copies (a view of a thousand messages asks for all of them at once).
    fn standing(&self) -> Vec<Standing> {
        let mut standing: Vec<Standing> = self
            .publishes_pending
            .iter()
            .map(|&pending| Standing {
                in_progress: pending > 0,
                dead_lettered: false,
                overwritten_by_older: false,
            })
            .collect();
        self.mark_overwritten(&mut standing);
        for (info, entry) in self.copies.iter().zip(&self.broker.copies) {
            let message = &mut standing[info.message];
            message.in_progress |= entry.state.is_held();
            message.dead_lettered |= matches!(
                entry.state,
                crate::world::broker::CopyState::DeadLettered { .. }
            );
        }
        for worker in &self.consumer.workers {
            if let WorkerState::Busy(job) = worker.state {
                standing[job.message].in_progress = true;
            }
        }
        self.mark_held_at_source(&mut standing);
        standing
    }

    /// With a producer pipeline: the requests not handled yet, the outbox rows not
    /// marked sent, and the row the relay has in hand are still on their way.
    fn mark_held_at_source(&self, standing: &mut [Standing]) {
        if self.scenario.producer.pipeline.is_none() {
            return;
        }
        let source = &self.source;
        for entry in standing.iter_mut().skip(self.producer.request) {
            entry.in_progress = true;
        }
        for row in source.outbox.iter().filter(|row| !row.sent) {
            standing[row.message].in_progress = true;
        }
        if let Some(row) = self.relay.row {
            standing[source.outbox[row].message].in_progress = true;
        }
    }

    /// Whether a message's order exists at the source: its row committed, when the
    /// producer writes one; otherwise every message exists, as in `acklab/1`.
    pub fn committed_at_source(&self, message: usize) -> bool {
        let writes = self.scenario.producer.pipeline.as_ref();
        match writes {
            Some(pipeline) if pipeline.contains(&crate::format::scenario::ProducerStep::Write) => {
                self.source.order_committed(message)
            }
            _ => true,
        }
    }

    fn outcome(&self, message: usize, applied: u32, standing: Standing) -> Outcome {
        let op = self.scenario.messages[message].op;
        if !self.committed_at_source(message) {
            // An order that never existed: applying it at all is a phantom, and not
            // applying it is right once nothing of it is left on the way.
            return match applied {
                0 if standing.in_progress => Outcome::Pending,
                0 if standing.dead_lettered => Outcome::DeadLettered,
                0 => Outcome::Ok,
                _ => Outcome::Phantom,
            };
        }
        if standing.overwritten_by_older {
            return Outcome::OutOfOrder;
        }
        // A status update skipped because the order already had a newer one did its
        // part: the order's status is at least as new.
        if applied == 0 && self.skipped_as_stale[message] {
            return Outcome::Ok;
        }
        match applied {
            1 => Outcome::Ok,
            n if n > 1 && op.is_idempotent() => Outcome::Ok,
            n if n > 1 => Outcome::Duplicated,
            _ if standing.in_progress => Outcome::Pending,
            _ if standing.dead_lettered => Outcome::DeadLettered,
            _ => Outcome::Lost,
        }
    }

    /// Marks each status update that reached the order (written, or skipped because the
    /// stored version was as new) and is newer than the order's final status.
    fn mark_overwritten(&self, standing: &mut [Standing]) {
        let finals = self.database.final_statuses(self.orders.keys());
        let mut reached = self.skipped_as_stale.clone();
        for write in &self.database.committed {
            if let crate::world::database::Write::Status { copy, .. } = write {
                reached[self.copies[*copy as usize].message] = true;
            }
        }
        for (message, entry) in standing.iter_mut().enumerate() {
            let order = self.orders.of_message(message);
            let final_version = match finals.get(order.key as usize) {
                Some(Some(crate::world::database::Write::Status { version, .. })) => *version,
                _ => 0,
            };
            entry.overwritten_by_older = reached[message] && final_version < order.version;
        }
    }

    /// Just the outcomes, without explanations: the explorer's fast path.
    pub fn outcomes(&self) -> Vec<Outcome> {
        let applied = self.applied_counts();
        let standing = self.standing();
        (0..applied.len())
            .map(|index| self.outcome(index, applied[index], standing[index]))
            .collect()
    }

    /// The verdicts with empty explanations: the explorer's fast path.
    pub fn verdicts_without_causes(&self) -> Vec<MessageVerdict> {
        let applied = self.applied_counts();
        let standing = self.standing();
        let mut deliveries = vec![0u32; self.scenario.messages.len()];
        for (info, entry) in self.copies.iter().zip(&self.broker.copies) {
            deliveries[info.message] += entry.deliveries;
        }
        self.scenario
            .messages
            .iter()
            .enumerate()
            .map(|(index, message)| MessageVerdict {
                id: message.id.clone(),
                op: message.op,
                applied: applied[index],
                outcome: self.outcome(index, applied[index], standing[index]),
                deliveries: deliveries[index],
                causes: Vec::new(),
            })
            .collect()
    }

    pub fn totals(&self, verdicts: &[MessageVerdict]) -> Totals {
        let mut totals = Totals {
            copies: self.copies.len() as u32,
            deliveries: self.broker.copies.iter().map(|c| c.deliveries).sum(),
            orders: self.database.order_rows(),
            balance: self.database.balance(),
            charges: self.payment.charges.len() as u32,
            ..Totals::default()
        };
        for verdict in verdicts {
            match verdict.outcome {
                Outcome::Ok => totals.ok += 1,
                Outcome::Lost => totals.lost += 1,
                Outcome::Duplicated => totals.duplicated += 1,
                Outcome::DeadLettered => totals.dead_lettered += 1,
                Outcome::Pending => totals.pending += 1,
                Outcome::OutOfOrder => totals.out_of_order += 1,
                Outcome::Phantom => totals.phantom += 1,
            }
        }
        totals
    }
}

fn is_zero(count: &u32) -> bool {
    *count == 0
}
