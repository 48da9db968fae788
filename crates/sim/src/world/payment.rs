//! The external payment service. It sits outside the database: a charge it takes stays
//! taken whatever the consumer's transaction does afterwards.

use serde::Serialize;

use crate::format::scenario::PaymentConfig;
use crate::trace::{ApplyError, CopyId};

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
    /// How long a key is remembered after its charge (`payment.key_ttl`).
    #[serde(skip)]
    key_ttl: Option<u64>,
    /// The tick of the last charge call taken, and how many were taken at it.
    #[serde(skip)]
    calls_at: (u64, u32),
}

impl PaymentService {
    pub fn new(config: &PaymentConfig) -> Self {
        PaymentService {
            honours_idempotency_keys: config.idempotency_key,
            charges: Vec::new(),
            key_ttl: config.key_ttl,
            calls_at: (0, 0),
        }
    }

    /// Whether the service takes a charge call at `tick`: not during an outage, and
    /// not beyond its capacity of calls per tick (the call is then counted).
    pub(crate) fn refuses(&mut self, config: &PaymentConfig, tick: u64) -> Option<ApplyError> {
        if config.outage.is_some_and(|outage| outage.covers(tick)) {
            return Some(ApplyError::PaymentOutage);
        }
        if self.calls_at.0 != tick {
            self.calls_at = (tick, 0);
        }
        if config
            .capacity
            .is_some_and(|capacity| self.calls_at.1 >= capacity)
        {
            return Some(ApplyError::PaymentOverloaded);
        }
        self.calls_at.1 += 1;
        None
    }

    pub fn charge(&mut self, copy: CopyId, key: u32, amount: u64, tick: u64) -> ChargeReply {
        if self.honours_idempotency_keys {
            // The key's latest charge answers for it while the key is remembered.
            let latest = self.charges.iter().rposition(|c| c.key == key);
            let remembered = |c: &ChargeRow| self.key_ttl.is_none_or(|ttl| tick < c.tick + ttl);
            if let Some(latest) = latest.filter(|&i| remembered(&self.charges[i])) {
                return ChargeReply::Replayed(latest as u32);
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
