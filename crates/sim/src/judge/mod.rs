//! The judge layer: each message's verdict and outcome, the explanation of why, and
//! the checker that recounts a run from its trace. It reads the engine's state and
//! never changes a run.

pub(crate) mod cause;
#[cfg(feature = "checker")]
pub(crate) mod checker;
#[cfg(feature = "checker")]
pub(crate) mod checker_source;
pub(crate) mod explain;
pub(crate) mod report;
pub(crate) mod verdict;
