//! The format layer: a scenario as it is written (`acklab/1`, `acklab/2`), read,
//! checked and edited. It uses nothing else of the crate.

pub(crate) mod broker_kind;
pub(crate) mod broker_like;
pub(crate) mod downstream;
pub(crate) mod edit;
pub(crate) mod error;
pub(crate) mod fault;
pub(crate) mod fault_rules;
pub(crate) mod limits;
pub(crate) mod log_config;
pub(crate) mod message;
pub(crate) mod read;
pub(crate) mod retry;
pub(crate) mod scenario;
pub(crate) mod source_config;
pub(crate) mod step;
pub(crate) mod validate;
pub(crate) mod validate_log;
pub(crate) mod validate_order;
pub(crate) mod validate_source;
