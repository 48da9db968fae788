//! A line of the consumer the learner arranges, with the broker it belongs to and its
//! name as written.

use serde::{Deserialize, Serialize};

use crate::format::broker_kind::BrokerKind;

/// One line of the consumer the learner arranges.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    Receive,
    Begin,
    CheckDedup,
    Apply,
    RecordDedup,
    Commit,
    Ack,
    /// On a log: take the next records from the worker's partitions (`acklab/2`).
    Poll,
    /// On a log: commit the position after the record handled (`acklab/2`).
    CommitOffset,
    /// Skip a status update that is not newer than the stored one (`acklab/2`).
    CheckVersion,
    /// On a log: begin a Kafka transaction (`acklab/2`).
    BeginTx,
    /// On a log: commit the Kafka transaction, with an offset committed inside it.
    CommitTx,
    /// Before an external call: write the operation's row, status pending, in its own
    /// transaction; a row left pending by an earlier attempt is reconciled first
    /// (`acklab/2`).
    RecordAttempt,
    /// After the external call: write its result into the operation's row, in its own
    /// transaction (`acklab/2`).
    RecordResult,
}

impl Step {
    pub const ALL: [Step; 7] = [
        Step::Receive,
        Step::Begin,
        Step::CheckDedup,
        Step::Apply,
        Step::RecordDedup,
        Step::Commit,
        Step::Ack,
    ];

    /// Every step of a pipeline on a log, in the order of a full pipeline: `poll`
    /// replaces `receive` and `commit_offset` replaces `ack`.
    pub const ON_A_LOG: [Step; 7] = [
        Step::Poll,
        Step::Begin,
        Step::CheckDedup,
        Step::Apply,
        Step::RecordDedup,
        Step::Commit,
        Step::CommitOffset,
    ];

    /// Whether the step belongs to one broker only: `receive` and `ack` to a queue,
    /// `poll` and `commit_offset` to a log.
    pub fn only_on(self) -> Option<BrokerKind> {
        match self {
            Step::Receive | Step::Ack => Some(BrokerKind::Queue),
            Step::Poll | Step::CommitOffset | Step::BeginTx | Step::CommitTx => {
                Some(BrokerKind::Log)
            }
            Step::Begin
            | Step::CheckDedup
            | Step::Apply
            | Step::RecordDedup
            | Step::Commit
            | Step::CheckVersion
            | Step::RecordAttempt
            | Step::RecordResult => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Step::Receive => "receive",
            Step::Begin => "begin",
            Step::CheckDedup => "check_dedup",
            Step::Apply => "apply",
            Step::RecordDedup => "record_dedup",
            Step::Commit => "commit",
            Step::Ack => "ack",
            Step::Poll => "poll",
            Step::CommitOffset => "commit_offset",
            Step::CheckVersion => "check_version",
            Step::BeginTx => "begin_tx",
            Step::CommitTx => "commit_tx",
            Step::RecordAttempt => "record_attempt",
            Step::RecordResult => "record_result",
        }
    }
}
