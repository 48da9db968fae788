//! The output topic the consumer produces to (`emit`), and the consumer's Kafka
//! transactions (`begin_tx` … `commit_tx`): records written inside one stay invisible to
//! a `read_committed` reader until the transaction commits, and vanish for it if the
//! transaction aborts; an offset committed inside one takes effect with it.

use serde::Serialize;

use crate::trace::{CopyId, WorkerId};

pub use crate::format::downstream::Isolation;

/// Where an output record stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RecordState {
    /// Written inside a transaction still open.
    Open,
    Committed,
    /// Its transaction aborted: a `read_committed` reader never sees it.
    Aborted,
}

/// One record of the output topic, produced for the input `copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct OutputRecord {
    pub copy: CopyId,
    pub state: RecordState,
}

/// A worker's open Kafka transaction: its records and the offset it will commit.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct KafkaTransaction {
    /// Indices into the output topic.
    pub records: Vec<usize>,
    /// `commit_offset` inside the transaction: (partition, offset), made at commit.
    pub offset: Option<(u32, u64)>,
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct OutputTopic {
    pub records: Vec<OutputRecord>,
    /// Each worker's open transaction, if any.
    pub transactions: Vec<Option<KafkaTransaction>>,
}

impl OutputTopic {
    pub fn new(workers: usize) -> OutputTopic {
        OutputTopic {
            records: Vec::new(),
            transactions: vec![None; workers],
        }
    }

    pub fn begin(&mut self, worker: WorkerId) {
        self.transactions[worker as usize] = Some(KafkaTransaction::default());
    }

    pub fn in_transaction(&self, worker: WorkerId) -> bool {
        self.transactions[worker as usize].is_some()
    }

    /// Writes a record for `copy`: inside the worker's transaction if one is open.
    /// Returns its index and whether it is committed already.
    pub fn write(&mut self, worker: WorkerId, copy: CopyId) -> (usize, bool) {
        let index = self.records.len();
        let open = &mut self.transactions[worker as usize];
        let state = match open {
            Some(transaction) => {
                transaction.records.push(index);
                RecordState::Open
            }
            None => RecordState::Committed,
        };
        self.records.push(OutputRecord { copy, state });
        (index, state == RecordState::Committed)
    }

    /// Ends the worker's transaction, committing or aborting its records; returns it.
    pub fn end(&mut self, worker: WorkerId, commit: bool) -> Option<KafkaTransaction> {
        let transaction = self.transactions[worker as usize].take()?;
        let state = if commit {
            RecordState::Committed
        } else {
            RecordState::Aborted
        };
        for &index in &transaction.records {
            self.records[index].state = state;
        }
        Some(transaction)
    }

    /// Whether the reader sees the record.
    pub fn visible(record: &OutputRecord, isolation: Isolation) -> bool {
        match isolation {
            Isolation::ReadCommitted => record.state == RecordState::Committed,
            Isolation::ReadUncommitted => true,
        }
    }
}
