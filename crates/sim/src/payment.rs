//! The external payment service. It sits outside the database: a charge it takes stays
//! taken whatever the consumer's transaction does afterwards.

use serde::Serialize;

use crate::trace::CopyId;

/// One charge the service actually took.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ChargeRow {
    pub copy: CopyId,
    /// The key the call carried (the interned message id).
    pub key: u32,
    pub amount: u64,
    pub tick: u64,
}

/// What a charge call did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChargeReply {
    /// A new charge, with its index in [`PaymentService::charges`].
    Charged(u32),
    /// The idempotency key was known: the first charge's result, nothing new taken.
    Replayed(u32),
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct PaymentService {
    pub honours_idempotency_keys: bool,
    pub charges: Vec<ChargeRow>,
}

impl PaymentService {
    pub fn new(honours_idempotency_keys: bool) -> Self {
        PaymentService {
            honours_idempotency_keys,
            charges: Vec::new(),
        }
    }

    pub fn charge(&mut self, copy: CopyId, key: u32, amount: u64, tick: u64) -> ChargeReply {
        if self.honours_idempotency_keys {
            if let Some(first) = self.status(key) {
                return ChargeReply::Replayed(first);
            }
        }
        self.charges.push(ChargeRow {
            copy,
            key,
            amount,
            tick,
        });
        ChargeReply::Charged(self.charges.len() as u32 - 1)
    }

    /// Reconciliation: the first charge taken under `key`, if any.
    pub fn status(&self, key: u32) -> Option<u32> {
        self.charges
            .iter()
            .position(|c| c.key == key)
            .map(|i| i as u32)
    }
}
