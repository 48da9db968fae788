//! The world layer: the components a run is made of (the broker, the log, the
//! databases, the payment service, the workers, the producer's source, the output
//! topic) and the book of faults, each a state machine the engine asks. It uses the
//! format and the trace.

pub(crate) mod broker;
pub(crate) mod database;
pub(crate) mod faults;
pub(crate) mod log_broker;
pub(crate) mod mail;
pub(crate) mod orders;
pub(crate) mod output;
pub(crate) mod payment;
pub(crate) mod source;
pub(crate) mod worker;
