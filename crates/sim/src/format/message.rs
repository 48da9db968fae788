//! A message as a scenario publishes it, and the business operation it asks for.

use serde::{Deserialize, Serialize};

/// One logical message and the business operation it asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Message {
    pub id: String,
    pub op: Op,
    /// Only for `deposit` and `charge`; 100 when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount: Option<u64>,
    /// The record's key on a log, and the order a `set_status` or `upsert` is about on
    /// either broker (`acklab/2`); its id when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// The record's partition on a log, chosen by the lesson's author (`acklab/2`);
    /// otherwise the key's (`partition_of`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partition: Option<u32>,
    /// The status a `set_status` writes (`acklab/2`); `paid` when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    /// The version of a `set_status` update (`acklab/2`). Without versions, the order in
    /// which the producer published a key's updates is their version.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<u64>,
}

impl Message {
    pub const DEFAULT_AMOUNT: u64 = 100;
    pub const DEFAULT_STATUS: &'static str = "paid";

    /// A message with every optional field at its default.
    pub fn new(id: &str, op: Op) -> Message {
        Message {
            id: id.to_string(),
            op,
            amount: None,
            key: None,
            partition: None,
            status: None,
            version: None,
        }
    }

    /// The amount a `deposit` or `charge` moves.
    pub fn amount(&self) -> u64 {
        self.amount.unwrap_or(Self::DEFAULT_AMOUNT)
    }

    /// The status a `set_status` writes.
    pub fn status(&self) -> &str {
        self.status.as_deref().unwrap_or(Self::DEFAULT_STATUS)
    }

    /// The record's key, and the order a status update or an upsert is about.
    pub fn key(&self) -> &str {
        self.key.as_deref().unwrap_or(&self.id)
    }
}

/// The business operation of a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Op {
    CreateOrder,
    Deposit,
    SetStatus,
    Charge,
    /// Insert the order named by the key, or update it if it is there (`acklab/2`).
    Upsert,
    /// Produce one record to the output topic (`acklab/2`).
    Emit,
    /// Send an e-mail: an external effect with no idempotency key (`acklab/2`).
    SendEmail,
}

impl Op {
    /// The operations of `acklab/1`.
    pub const ALL: [Op; 4] = [Op::CreateOrder, Op::Deposit, Op::SetStatus, Op::Charge];
    /// Every operation, those of `acklab/2` included.
    pub const ALL_PART_TWO: [Op; 7] = [
        Op::CreateOrder,
        Op::Deposit,
        Op::SetStatus,
        Op::Charge,
        Op::Upsert,
        Op::Emit,
        Op::SendEmail,
    ];

    /// Whether applying the operation twice leaves the same final state.
    pub fn is_idempotent(self) -> bool {
        matches!(self, Op::SetStatus | Op::Upsert)
    }

    pub fn name(self) -> &'static str {
        match self {
            Op::CreateOrder => "create_order",
            Op::Deposit => "deposit",
            Op::SetStatus => "set_status",
            Op::Charge => "charge",
            Op::Upsert => "upsert",
            Op::Emit => "emit",
            Op::SendEmail => "send_email",
        }
    }
}

/// Why `apply` failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ApplyError {
    Poison,
    PoisonPermanent,
    Transient,
    /// The payment service was down (`payment.outage`): a transient error.
    PaymentOutage,
    /// The payment service took its `payment.capacity` of calls this tick already.
    PaymentOverloaded,
}

impl ApplyError {
    pub fn is_permanent(self) -> bool {
        matches!(self, ApplyError::PoisonPermanent)
    }

    /// The error's name in the trace, as an operations row stores it.
    pub fn name(self) -> &'static str {
        match self {
            ApplyError::Poison => "poison",
            ApplyError::PoisonPermanent => "poison_permanent",
            ApplyError::Transient => "transient",
            ApplyError::PaymentOutage => "payment_outage",
            ApplyError::PaymentOverloaded => "payment_overloaded",
        }
    }
}
