//! The database: orders, one account balance, order statuses and the
//! `processed_messages` dedup table, with one transaction per worker at most.
//! Reads see committed rows plus the reader's own uncommitted writes (read committed).

use serde::Serialize;

use crate::format::scenario::Op;
use crate::trace::{ApplyError, CopyId, OperationStatus, WorkerId};
use crate::world::orders::OrderRef;

/// A business change or a dedup row, written by one copy of a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "table", rename_all = "snake_case")]
pub enum Write {
    Order {
        copy: CopyId,
        number: u64,
    },
    Deposit {
        copy: CopyId,
        amount: u64,
    },
    /// An order's status, with the version of the update that wrote it. `key` is the
    /// order's (an index into the scenario's keys).
    Status {
        copy: CopyId,
        key: u32,
        version: u64,
    },
    /// The order named by `key`, inserted or updated in place.
    Upsert {
        copy: CopyId,
        key: u32,
    },
    /// A row of the consumer's e-mail outbox: the e-mail a mail relay sends once the
    /// row is committed (`consumer.email_outbox`).
    EmailOutbox {
        copy: CopyId,
        worker: WorkerId,
        delivery: u32,
    },
    /// A dedup row, written at tick `at` (a `dedup.ttl` counts from it).
    Processed {
        copy: CopyId,
        key: u32,
        at: u64,
    },
}

impl Write {
    /// The business effect the write is: its operation, and the order it created (not
    /// a dedup row, nor an outbox row, whose effect is the e-mail the relay sends).
    pub fn business_op(self) -> Option<(Op, Option<u64>)> {
        match self {
            Write::Order { number, .. } => Some((Op::CreateOrder, Some(number))),
            Write::Deposit { .. } => Some((Op::Deposit, None)),
            Write::Status { .. } => Some((Op::SetStatus, None)),
            Write::Upsert { .. } => Some((Op::Upsert, None)),
            Write::EmailOutbox { .. } | Write::Processed { .. } => None,
        }
    }

    pub fn is_business(self) -> bool {
        self.business_op().is_some()
    }

    pub fn copy(self) -> CopyId {
        match self {
            Write::Order { copy, .. }
            | Write::Deposit { copy, .. }
            | Write::Status { copy, .. }
            | Write::Upsert { copy, .. }
            | Write::EmailOutbox { copy, .. }
            | Write::Processed { copy, .. } => copy,
        }
    }
}

/// What an insert into `processed_messages` did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DedupInsert {
    /// Written; `committed` when it committed on its own (no open transaction).
    Inserted { committed: bool },
    /// The unique constraint refused it: a committed row has the same id.
    Conflict,
    /// Another transaction holds an uncommitted row with the same id: wait for it.
    Wait { holder: WorkerId },
}

/// A row of the operations table: one external operation (a charge), by its key.
/// Each write of it commits at once, in its own transaction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct OperationRow {
    /// The dedup key of the message (the operation id).
    pub key: u32,
    /// The copy that wrote the row last.
    pub copy: CopyId,
    pub status: OperationStatus,
    pub attempts: u32,
    /// Why the last failed call failed.
    pub last_error: Option<ApplyError>,
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct Database {
    /// Every committed write, in commit order: the tables are views of it.
    pub committed: Vec<Write>,
    /// The operations table (`record_attempt`, `record_result`), in the order the
    /// operations were first recorded.
    pub operations: Vec<OperationRow>,
    /// The open transaction of each worker, if any.
    pub transactions: Vec<Option<Vec<Write>>>,
    next_order_number: u64,
}

impl Database {
    pub fn new(workers: usize) -> Self {
        Database {
            committed: Vec::new(),
            operations: Vec::new(),
            transactions: vec![None; workers],
            next_order_number: 1,
        }
    }

    pub fn begin(&mut self, worker: WorkerId) {
        self.transactions[worker as usize] = Some(Vec::new());
    }

    pub fn in_transaction(&self, worker: WorkerId) -> bool {
        self.transactions[worker as usize].is_some()
    }

    /// Performs a database operation for the order `order`. Returns the write and
    /// whether it is already committed (autocommit, outside a transaction). `charge` is
    /// not a database op.
    pub fn apply(
        &mut self,
        (worker, copy, delivery): (WorkerId, CopyId, u32),
        (op, amount): (Op, u64),
        order: OrderRef,
    ) -> Option<(Write, bool)> {
        let write = match op {
            Op::CreateOrder => {
                // Like a database sequence, the order number is taken even if the
                // transaction later rolls back.
                let number = self.next_order_number;
                self.next_order_number += 1;
                Write::Order { copy, number }
            }
            Op::Deposit => Write::Deposit { copy, amount },
            Op::SetStatus => Write::Status {
                copy,
                key: order.key,
                version: order.version,
            },
            Op::Upsert => Write::Upsert {
                copy,
                key: order.key,
            },
            Op::SendEmail => Write::EmailOutbox {
                copy,
                worker,
                delivery,
            },
            Op::Charge | Op::Emit => return None,
        };
        Some((write, self.write(worker, write)))
    }

    /// Writes inside the worker's transaction, or commits at once; true if committed.
    fn write(&mut self, worker: WorkerId, write: Write) -> bool {
        match &mut self.transactions[worker as usize] {
            Some(open) => {
                open.push(write);
                false
            }
            None => {
                self.committed.push(write);
                true
            }
        }
    }

    /// The version stored with the order's status, as `worker` sees it: the committed
    /// rows and its own transaction's writes.
    pub fn stored_version(&self, worker: WorkerId, key: u32) -> Option<u64> {
        let own = self.transactions[worker as usize].iter().flatten();
        self.committed
            .iter()
            .chain(own)
            .rev()
            .find_map(|w| match *w {
                Write::Status {
                    key: k, version, ..
                } if k == key => Some(version),
                _ => None,
            })
    }

    /// Each order's committed status: the write that set it last, by key.
    pub fn final_statuses(&self, keys: usize) -> Vec<Option<Write>> {
        let mut last = vec![None; keys];
        for write in &self.committed {
            if let Write::Status { key, .. } = *write {
                if let Some(entry) = last.get_mut(key as usize) {
                    *entry = Some(*write);
                }
            }
        }
        last
    }

    /// The rows of the orders table: one per `create_order`, one per upserted key.
    pub fn order_rows(&self) -> u32 {
        let mut upserted: Vec<u32> = Vec::new();
        let mut created = 0;
        for write in &self.committed {
            match *write {
                Write::Order { .. } => created += 1,
                Write::Upsert { key, .. } => {
                    if let Err(place) = upserted.binary_search(&key) {
                        upserted.insert(place, key);
                    }
                }
                Write::Deposit { .. }
                | Write::Status { .. }
                | Write::EmailOutbox { .. }
                | Write::Processed { .. } => {}
            }
        }
        created + upserted.len() as u32
    }

    /// When the newest row of `key` in `processed_messages` was written, as seen by
    /// `worker`; None when there is none.
    pub fn dedup_written(&self, worker: WorkerId, key: u32) -> Option<u64> {
        let own = self.transactions[worker as usize].iter().flatten();
        self.committed
            .iter()
            .chain(own)
            .filter_map(|w| match w {
                Write::Processed { key: k, at, .. } if *k == key => Some(*at),
                _ => None,
            })
            .max()
    }

    /// Inserts `key` into `processed_messages` at tick `at`. With a unique constraint a
    /// live committed row (written at `oldest_live` or later: older ones have expired
    /// and been cleaned up) refuses it and another transaction's uncommitted row makes
    /// it wait, as in PostgreSQL; without one it always succeeds.
    pub fn dedup_insert(
        &mut self,
        worker: WorkerId,
        (copy, key, at): (CopyId, u32, u64),
        unique: bool,
        oldest_live: u64,
    ) -> DedupInsert {
        if unique {
            if self
                .dedup_written(worker, key)
                .is_some_and(|written| written >= oldest_live)
            {
                return DedupInsert::Conflict;
            }
            if let Some(holder) = self.uncommitted_holder(worker, key) {
                return DedupInsert::Wait { holder };
            }
        }
        let committed = self.write(worker, Write::Processed { copy, key, at });
        DedupInsert::Inserted { committed }
    }

    fn uncommitted_holder(&self, worker: WorkerId, key: u32) -> Option<WorkerId> {
        self.transactions
            .iter()
            .enumerate()
            .find_map(|(other, open)| {
                let holds = open
                    .iter()
                    .flatten()
                    .any(|w| matches!(w, Write::Processed { key: k, .. } if *k == key));
                (other as WorkerId != worker && holds).then_some(other as WorkerId)
            })
    }

    /// Commits the worker's transaction; returns its writes (empty if none was open).
    pub fn commit(&mut self, worker: WorkerId) -> Vec<Write> {
        let writes = self.transactions[worker as usize]
            .take()
            .unwrap_or_default();
        self.committed.extend_from_slice(&writes);
        writes
    }

    /// Rolls back the worker's transaction; returns how many writes were discarded, or
    /// `None` if no transaction was open.
    pub fn rollback(&mut self, worker: WorkerId) -> Option<u32> {
        self.transactions[worker as usize]
            .take()
            .map(|writes| writes.len() as u32)
    }

    /// The current balance of the one account deposits go to.
    pub fn balance(&self) -> u64 {
        self.committed
            .iter()
            .map(|w| {
                if let Write::Deposit { amount, .. } = w {
                    *amount
                } else {
                    0
                }
            })
            .sum()
    }
}
