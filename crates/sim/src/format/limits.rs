//! Every limit of the core, named in one place (TigerBeetle's style): what a scenario may
//! ask for, how long a run may go, how much a series may hold. The validator, the
//! engine, the readers and the metrics read them from here; `cargo xtask lines` fails on
//! a `MAX_` constant with a value of its own anywhere else in `crates/sim/src`.

/// The largest scenario document accepted, in bytes: four times a document at every
/// cap of the validator (1,000 messages and 1,000 faults, about 200 KB as written).
/// Readers check it before parsing, which takes many times the text's size in memory.
pub const MAX_DOCUMENT_BYTES: usize = 1_000_000;

/// Bounds that keep a scenario small enough to simulate in a browser tab.
pub const MAX_MESSAGES: usize = 1000;
pub const MAX_FAULTS: usize = 1000;
pub const MAX_WORKERS: u32 = 8;

/// Upper bounds on tick counts keep every run finite and small.
pub const MAX_TICKS_SETTING: u64 = 100_000;
/// The most deliveries a setting or a fault may name.
pub const MAX_DELIVERIES: u32 = 100;
/// The largest amount a deposit or a charge may carry.
pub const MAX_AMOUNT: u64 = 1_000_000_000;
/// The longest message id.
pub const MAX_ID_LEN: usize = 64;

/// A status is at most this long.
pub const MAX_STATUS_LEN: usize = 16;
/// The highest version a status update may carry.
pub const MAX_VERSION: u64 = 1_000_000_000;

/// A log has at most this many partitions.
pub const MAX_PARTITIONS: u32 = 8;
/// One poll returns at most this many records.
pub const MAX_POLL_RECORDS: u32 = 10;

/// The most charge calls per tick a `payment.capacity` may say.
pub const MAX_CAPACITY: u64 = 1000;
/// The most messages the producer may publish in one tick.
pub const MAX_MESSAGES_PER_TICK: u64 = 100;

/// The producer gives up after this many publishes without a confirm.
pub const MAX_PUBLISH_ATTEMPTS: u32 = 5;
/// A run stops after this many inputs even if something is still scheduled.
pub const MAX_INPUTS: u64 = 2_000_000;

/// A run longer than this many ticks is measured in buckets of several ticks, so that
/// a series never holds more values than this (a run may last millions of ticks).
pub const MAX_POINTS: u64 = 10_000;
