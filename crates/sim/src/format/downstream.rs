//! How the reader downstream of the output topic reads, as a scenario says it
//! (`acklab/2`).

use serde::{Deserialize, Serialize};

/// How the downstream reader of the output topic reads (Kafka's `isolation.level`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Isolation {
    /// Only records of committed transactions (and those written outside one).
    #[default]
    ReadCommitted,
    /// Every record written, aborted transactions' included.
    ReadUncommitted,
}

impl Isolation {
    pub fn is_read_committed(&self) -> bool {
        *self == Isolation::ReadCommitted
    }

    pub fn name(self) -> &'static str {
        match self {
            Isolation::ReadCommitted => "read_committed",
            Isolation::ReadUncommitted => "read_uncommitted",
        }
    }
}

/// The reader downstream of the output topic (`acklab/2`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DownstreamConfig {
    #[serde(default)]
    pub isolation: Isolation,
}

impl DownstreamConfig {
    pub fn is_default(&self) -> bool {
        *self == DownstreamConfig::default()
    }
}
