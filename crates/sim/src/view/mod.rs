//! The view layer: what a run looks like to a reader — the tables, the holdings and
//! the workers' doings at a tick, a recording to scrub through, the metrics, and the
//! English words of the CLI.

#[cfg(feature = "english")]
pub mod english;
pub(crate) mod holdings;
pub(crate) mod metrics;
pub(crate) mod read;
pub(crate) mod recording;
