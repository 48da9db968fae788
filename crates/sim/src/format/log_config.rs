//! The part-2 settings of a log broker (Kafka-like) and its consumer group, as
//! `acklab/2` writes them; each default means "as in `acklab/1`", and a default is
//! never written out, so an `acklab/1` scenario serializes as before.

use serde::{Deserialize, Serialize};

pub use crate::format::broker_kind::BrokerKind;

/// The default number of partitions of a log.
pub const DEFAULT_PARTITIONS: u32 = 1;
/// The default session timeout: how long the group waits for a crashed member.
pub const DEFAULT_SESSION_TIMEOUT: u64 = 10;

pub(crate) fn default_partitions() -> u32 {
    DEFAULT_PARTITIONS
}

pub(crate) fn is_default_partitions(value: &u32) -> bool {
    *value == DEFAULT_PARTITIONS
}

pub(crate) fn default_session_timeout() -> u64 {
    DEFAULT_SESSION_TIMEOUT
}

pub(crate) fn is_default_session_timeout(value: &u64) -> bool {
    *value == DEFAULT_SESSION_TIMEOUT
}

/// How the consumer client reads a log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConsumerConfig {
    /// The most records one `poll` returns.
    #[serde(default = "one")]
    pub max_poll_records: u32,
    /// When set, the client commits the position of its last poll every this many
    /// ticks, whatever the processing did (Kafka's `enable.auto.commit`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auto_commit: Option<u64>,
    /// A record that keeps failing goes to a dead-letter topic after
    /// `broker.max_deliveries` attempts (at once for a permanent error), and the
    /// consumer moves on; without it, the record blocks its partition.
    #[serde(default, skip_serializing_if = "is_false")]
    pub dead_letter_topic: bool,
    /// When set, a member that does not poll again within this many ticks of its last
    /// poll (busy with a record, or stalled) is removed from the group at once, as
    /// Kafka's `max.poll.interval.ms` does: its partitions move without waiting, and
    /// its later commits are refused. Unset, a member is never removed for being slow.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_poll_interval: Option<u64>,
    /// On either broker: `send_email` writes a row into the consumer's e-mail outbox,
    /// inside its open transaction, and a mail relay sends each committed row once,
    /// with the row's id; off, `apply` sends the e-mail at once (`acklab/2`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub email_outbox: bool,
}

fn is_false(value: &bool) -> bool {
    !*value
}

fn one() -> u32 {
    1
}

impl Default for ConsumerConfig {
    fn default() -> Self {
        ConsumerConfig {
            max_poll_records: 1,
            auto_commit: None,
            dead_letter_topic: false,
            max_poll_interval: None,
            email_outbox: false,
        }
    }
}

impl ConsumerConfig {
    pub fn is_default(&self) -> bool {
        *self == ConsumerConfig::default()
    }
}

/// The partition of a key: 32-bit FNV-1a of the key's UTF-8 bytes, modulo the number
/// of partitions. Deterministic and documented, so that a lesson author can predict
/// it; Kafka's own default partitioner uses murmur2 instead.
pub fn partition_of(key: &str, partitions: u32) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    for byte in key.bytes() {
        hash ^= u32::from(byte);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    hash % partitions.max(1)
}

#[cfg(test)]
mod tests {
    use super::partition_of;

    #[test]
    fn the_partition_of_a_key_is_fnv_1a_modulo_the_count() {
        // FNV-1a of "a" is 0xe40c292c (the published test vector).
        assert_eq!(partition_of("a", 1 << 31), 0xe40c_292c & 0x7fff_ffff);
        assert_eq!(partition_of("a", 4), 0xe40c_292c % 4);
        assert_eq!(partition_of("anything", 1), 0);
    }
}
