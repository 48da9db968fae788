//! How a failed delivery is retried: backoff, its growth and cap, and jitter.

use serde::{Deserialize, Serialize};

/// How a failed delivery is retried.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RetryPolicy {
    /// Delay before the first retry, in ticks.
    #[serde(default = "default_backoff")]
    pub backoff: u64,
    /// Each further retry waits this many times longer.
    #[serde(default = "default_multiplier")]
    pub multiplier: u64,
    /// No retry waits longer than this, in ticks. When absent: 60, or `backoff` if
    /// that is larger.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_backoff: Option<u64>,
    /// Wait a random time between 0 and the backoff ("full jitter"), from the seeded PRNG.
    #[serde(default)]
    pub jitter: bool,
}

fn default_backoff() -> u64 {
    2
}

fn default_multiplier() -> u64 {
    2
}

/// The cap on backoff when the scenario sets none.
pub const DEFAULT_MAX_BACKOFF: u64 = 60;

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy {
            backoff: default_backoff(),
            multiplier: default_multiplier(),
            max_backoff: None,
            jitter: false,
        }
    }
}

impl RetryPolicy {
    /// The delay before the retry that follows failed delivery `delivery` (1-based),
    /// before jitter.
    pub fn backoff_ticks(&self, delivery: u32) -> u64 {
        let cap = self.cap();
        let mut delay = self.backoff;
        for _ in 1..delivery {
            delay = delay.saturating_mul(self.multiplier);
            if delay >= cap {
                break;
            }
        }
        delay.min(cap)
    }

    /// The longest a retry waits.
    pub fn cap(&self) -> u64 {
        self.max_backoff
            .unwrap_or(DEFAULT_MAX_BACKOFF.max(self.backoff))
    }
}
