//! The read model: what the panels draw at one tick, as plain data decided by the
//! core. The web app renders it and derives nothing: which row repeats a message's
//! effect (and whether the operation absorbs the repeat) and which effect a finished
//! run never produced; what the broker holds and what each worker does is in
//! `holdings.rs`.

use serde::Serialize;

use crate::engine::Engine;
use crate::format::scenario::Op;
use crate::judge::verdict::{MessageVerdict, Outcome};
use crate::trace::{ApplyError, CopyId, OperationStatus};
use crate::world::database::Write;
use crate::world::output::{OutputTopic, RecordState};

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
        self.database_rows(&mut tables, &mut marks);
        self.service_rows(&mut tables, &mut marks);
        if self.is_finished() {
            self.add_missing(verdicts, &mut tables);
        }
        tables
    }

    /// The database's committed rows, each marked against its message's other rows.
    fn database_rows(&self, tables: &mut Tables, marks: &mut [Marker; 8]) {
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
    }

    /// The rows the services write: e-mails sent, operations, charges and the output
    /// topic's records (one a reader cannot see is marked so).
    fn service_rows(&self, tables: &mut Tables, marks: &mut [Marker; 8]) {
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
