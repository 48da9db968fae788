//! The read model: what the panels draw at one tick, as plain data decided by the
//! core. The web app renders it and derives nothing: which row repeats a message's
//! effect (and whether the operation absorbs the repeat), which effect a finished run
//! never produced, what the broker holds and what each worker does.

use serde::Serialize;

use crate::engine::Engine;
use crate::format::scenario::{Op, Step};
use crate::judge::verdict::{MessageVerdict, Outcome};
use crate::trace::{ApplyError, CopyId, OperationStatus, WorkerId};
use crate::world::broker::CopyState;
use crate::world::database::Write;
use crate::world::output::{OutputTopic, RecordState};
use crate::world::worker::WorkerState;

/// How a table row stands against the other rows of its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RowMark {
    /// The message's first effect in this table.
    First,
    /// A second effect of a message whose operation is not idempotent: a duplicate.
    Duplicate,
    /// A second effect the operation absorbs (setting the same status again).
    Repeat,
    /// The effect a finished run never produced: its message was lost.
    Missing,
    /// A status update older than the one it overwrote: the order went backwards.
    Stale,
    /// An output record the downstream reader does not see (its Kafka transaction
    /// aborted, or is still open, and the reader is `read_committed`).
    Invisible,
}

/// What a row holds, besides its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RowValue {
    Order {
        number: u64,
    },
    Deposit {
        amount: u64,
    },
    /// An order's status, with the version of the update that wrote it.
    Status {
        version: u64,
    },
    /// The order named by the message's key, inserted or updated in place.
    Upserted,
    /// A dedup record: the copy whose id it holds.
    Processed {
        copy: CopyId,
    },
    Charge {
        amount: u64,
    },
    /// A record of the output topic, with its transaction's state.
    Output {
        state: RecordState,
    },
    /// A row of the consumer's e-mail outbox, and whether the relay has sent it.
    EmailQueued {
        sent: bool,
    },
    /// An e-mail sent, by the worker itself or (`relay`) by the mail relay.
    Email {
        relay: bool,
    },
    /// A row of the operations table: where the external call stands.
    Operation {
        status: OperationStatus,
        attempts: u32,
        last_error: Option<ApplyError>,
    },
    /// A missing row has no value.
    Nothing,
}

/// One row of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TableRow {
    pub message: usize,
    pub value: RowValue,
    pub mark: RowMark,
}

/// The database's tables and the payment service's charges, in commit order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tables {
    pub orders: Vec<TableRow>,
    pub deposits: Vec<TableRow>,
    pub balance: u64,
    pub statuses: Vec<TableRow>,
    pub processed: Vec<TableRow>,
    pub charges: Vec<TableRow>,
    /// The output topic, as written (what the downstream reader sees is marked).
    pub output: Vec<TableRow>,
    /// The operations table: one row per external operation, as it stands now.
    pub operations: Vec<TableRow>,
    /// The consumer's e-mail outbox, as committed.
    pub email_outbox: Vec<TableRow>,
    /// The e-mails sent.
    pub emails: Vec<TableRow>,
}

/// Marks rows in order: a message's first row, then its repeats.
struct Marker {
    seen: Vec<bool>,
}

impl Marker {
    fn new(messages: usize) -> Marker {
        Marker {
            seen: vec![false; messages],
        }
    }

    /// The row of `message`; `absorbs` when a repeat of its effect changes nothing.
    fn row(&mut self, message: usize, absorbs: bool, value: RowValue) -> TableRow {
        let mark = match (self.seen[message], absorbs) {
            (false, _) => RowMark::First,
            (true, false) => RowMark::Duplicate,
            (true, true) => RowMark::Repeat,
        };
        self.seen[message] = true;
        TableRow {
            message,
            value,
            mark,
        }
    }
}

impl Engine {
    /// The tables as they stand, each row marked; once the run is over, a missing row
    /// for every lost message, in the table its operation writes to.
    pub fn tables(&self, verdicts: &[MessageVerdict]) -> Tables {
        let messages = self.scenario.messages.len();
        let mut tables = Tables {
            balance: self.database.balance(),
            ..Tables::default()
        };
        let mut marks: [Marker; 8] = std::array::from_fn(|_| Marker::new(messages));
        // The newest version each order's status has had so far, and which orders an
        // upsert has written (a second write of one updates the same row).
        let mut newest = vec![0u64; self.orders.keys()];
        let mut upserted = vec![false; self.orders.keys()];
        for (index, write) in self.database.committed.iter().enumerate() {
            let message = self.copies[write.copy() as usize].message;
            let absorbs = self.scenario.messages[message].op.is_idempotent();
            // A second dedup record of one message (under a new id) shows the guard
            // failed to recognise it, whatever the operation.
            let (table, marker, value, absorbs) = match *write {
                Write::Order { number, .. } => {
                    (&mut tables.orders, 0, RowValue::Order { number }, absorbs)
                }
                Write::Deposit { amount, .. } => (
                    &mut tables.deposits,
                    1,
                    RowValue::Deposit { amount },
                    absorbs,
                ),
                Write::Status { key, version, .. } => {
                    let row = marks[2].row(message, absorbs, RowValue::Status { version });
                    let stale = version < newest[key as usize];
                    newest[key as usize] = newest[key as usize].max(version);
                    let mark = if stale { RowMark::Stale } else { row.mark };
                    tables.statuses.push(TableRow { mark, ..row });
                    continue;
                }
                Write::Upsert { key, .. } => {
                    let row = marks[0].row(message, absorbs, RowValue::Upserted);
                    let seen = std::mem::replace(&mut upserted[key as usize], true);
                    let mark = if seen { RowMark::Repeat } else { row.mark };
                    tables.orders.push(TableRow { mark, ..row });
                    continue;
                }
                Write::Processed { copy, .. } => (
                    &mut tables.processed,
                    3,
                    RowValue::Processed { copy },
                    false,
                ),
                Write::EmailOutbox { .. } => {
                    let sent = self.mail.has_relayed(index);
                    let value = RowValue::EmailQueued { sent };
                    (&mut tables.email_outbox, 6, value, false)
                }
            };
            table.push(marks[marker].row(message, absorbs, value));
        }
        for email in &self.mail.sent {
            let message = self.copies[email.copy as usize].message;
            let relay = email.relay;
            tables
                .emails
                .push(marks[7].row(message, false, RowValue::Email { relay }));
        }
        for row in &self.database.operations {
            tables.operations.push(TableRow {
                message: self.copies[row.copy as usize].message,
                value: RowValue::Operation {
                    status: row.status,
                    attempts: row.attempts,
                    last_error: row.last_error,
                },
                mark: RowMark::First,
            });
        }
        for charge in &self.payment.charges {
            let message = self.copies[charge.copy as usize].message;
            let value = RowValue::Charge {
                amount: charge.amount,
            };
            tables.charges.push(marks[4].row(message, false, value));
        }
        let isolation = self.scenario.downstream.isolation;
        for record in &self.output.records {
            let message = self.copies[record.copy as usize].message;
            let value = RowValue::Output {
                state: record.state,
            };
            let row = if OutputTopic::visible(record, isolation) {
                marks[5].row(message, false, value)
            } else {
                TableRow {
                    message,
                    value,
                    mark: RowMark::Invisible,
                }
            };
            tables.output.push(row);
        }
        if self.is_finished() {
            self.add_missing(verdicts, &mut tables);
        }
        tables
    }

    fn add_missing(&self, verdicts: &[MessageVerdict], tables: &mut Tables) {
        let lost = self
            .scenario
            .messages
            .iter()
            .zip(verdicts)
            .enumerate()
            .filter(|(_, (_, verdict))| verdict.outcome == Outcome::Lost);
        for (message, (m, _)) in lost {
            let table = match m.op {
                Op::CreateOrder => &mut tables.orders,
                Op::Deposit => &mut tables.deposits,
                Op::Charge => &mut tables.charges,
                Op::Upsert => &mut tables.orders,
                Op::Emit => &mut tables.output,
                Op::SendEmail => &mut tables.emails,
                // A lost status update leaves no row to miss: the status was never set.
                Op::SetStatus => continue,
            };
            table.push(TableRow {
                message,
                value: RowValue::Nothing,
                mark: RowMark::Missing,
            });
        }
    }
}

/// What the broker holds at one tick, copy by copy.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Holdings {
    pub up: bool,
    /// Ready copies in delivery order.
    pub ready: Vec<CopyId>,
    /// Copies delivered and not yet acked, with the ticks left before they are visible
    /// again.
    pub in_flight: Vec<(CopyId, u64)>,
    /// Copies waiting out a retry delay, with the tick they are ready again.
    pub delayed: Vec<(CopyId, u64)>,
    pub dead_lettered: Vec<CopyId>,
    /// The broker is a log: its ready records are those ahead of their partition's
    /// position, and an in-flight record is polled and not yet committed past (no
    /// timeout brings it back; a rebalance does).
    pub log: bool,
    /// On a log: each partition with its records, owner and offsets.
    pub partitions: Vec<PartitionRow>,
    /// On a log: the consumer group's generation (how many rebalances changed an
    /// assignment).
    pub generation: u32,
    /// On a log: the live workers the group has removed for not polling within
    /// `max_poll_interval`; each goes on with its record until it polls and rejoins.
    pub removed: Vec<WorkerId>,
}

/// One partition of a log at one tick, as the log view draws it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct PartitionRow {
    /// The records in offset order.
    pub records: Vec<CopyId>,
    /// Every record before this offset is committed (consumed, as far as the group
    /// knows).
    pub committed: u64,
    /// The offset the owner polls next.
    pub position: u64,
    pub owner: Option<WorkerId>,
    /// The offset of a record the consumer gave up on: nobody reads past it.
    pub blocked_at: Option<u64>,
    /// A rebalance gave the partition to this worker; its live owner keeps it until its
    /// next poll (Kafka's revocation).
    pub revoking_to: Option<WorkerId>,
}

/// What one worker does at one tick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WorkerDoing {
    Idle,
    /// Crashed; back at `restarts_at`.
    Down {
        restarts_at: u64,
    },
    Busy {
        copy: CopyId,
        delivery: u32,
        /// The step it takes next (none once its pipeline is done).
        next: Option<Step>,
        /// Blocked on the lock another worker's transaction holds.
        waiting_for: Option<WorkerId>,
        /// Frozen until this tick.
        stalled_until: Option<u64>,
    },
}

impl Engine {
    /// What the broker holds, for the system panel.
    /// On a log: the workers that are up but not members of the group.
    fn removed_members(&self, log: bool) -> Vec<WorkerId> {
        let members = &self.broker.log.members;
        let workers = self.workers.iter().enumerate();
        let up = |(_, w): &(usize, &crate::world::worker::Worker)| {
            !matches!(w.state, crate::world::worker::WorkerState::Down { .. })
        };
        workers
            .filter(up)
            .filter(|(index, _)| log && members.get(*index) == Some(&None))
            .map(|(index, _)| index as WorkerId)
            .collect()
    }

    pub fn holdings(&self) -> Holdings {
        let log = !self.scenario.broker.kind.is_queue();
        let ready = if log {
            // Partition by partition, in offset order.
            let partitions = self.broker.log.partitions.iter();
            let records = partitions.flat_map(|p| p.records.iter().copied());
            let ready = |c: &CopyId| self.broker.copies[*c as usize].state == CopyState::Ready;
            records.filter(ready).collect()
        } else {
            self.broker.ready_queue().collect()
        };
        let partitions = self.broker.log.partitions.iter().map(|p| PartitionRow {
            records: p.records.clone(),
            committed: p.committed,
            position: p.position,
            owner: p.owner.map(|m| m.worker),
            blocked_at: p.blocked_at,
            revoking_to: p.revoking.map(|(member, _)| member.worker),
        });
        let mut holdings = Holdings {
            up: self.broker.up,
            ready,
            log,
            partitions: partitions.collect(),
            generation: self.broker.log.generation,
            removed: self.removed_members(log),
            ..Holdings::default()
        };
        for (copy, entry) in self.broker.copies.iter().enumerate() {
            let copy = copy as CopyId;
            match entry.state {
                CopyState::InFlight { expires_at, .. } => {
                    let left = if log {
                        0
                    } else {
                        expires_at.saturating_sub(self.now)
                    };
                    holdings.in_flight.push((copy, left));
                }
                CopyState::Delayed { until } => holdings.delayed.push((copy, until)),
                CopyState::DeadLettered { .. } => holdings.dead_lettered.push(copy),
                CopyState::Ready | CopyState::Acked | CopyState::Dropped => {}
            }
        }
        holdings
    }

    /// What each worker does, for the system panel and the editor's marks.
    pub fn doings(&self) -> Vec<WorkerDoing> {
        self.workers
            .iter()
            .map(|worker| match worker.state {
                WorkerState::Idle => WorkerDoing::Idle,
                WorkerState::Down { restarts_at } => WorkerDoing::Down { restarts_at },
                WorkerState::Busy(job) => WorkerDoing::Busy {
                    copy: job.copy,
                    delivery: job.delivery,
                    next: self.scenario.pipeline.get(job.next_step).copied(),
                    waiting_for: job.waiting_for,
                    stalled_until: job.stalled_until,
                },
            })
            .collect()
    }
}
