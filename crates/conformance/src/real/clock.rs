//! Ticks in real time, for a broker whose timeouts run on the wall clock (SQS's
//! visibility timeout): tick `n` starts `n` tick lengths after the run began, and each
//! party acts at its own point within a tick, so that what the simulator does in one
//! tick happens here in the same order. A RabbitMQ run is unpaced: its broker hands a
//! message back the moment a channel closes, so no wait depends on a tick.

use std::time::Duration;

use tokio::time::Instant;

/// Where in a tick each party acts, in hundredths of the tick: the producer publishes
/// first, then the worker polls or takes its step, as in the simulator, where a message
/// published at a tick is delivered at that tick to an idle worker.
pub const PUBLISHER_PHASE: u32 = 0;
pub const WORKER_PHASE: u32 = 30;

/// The shortest tick a paced run uses: a call to the emulator takes about 10 ms, and a
/// worker's call and the timeout it races must stay a good part of a tick apart.
pub const SHORTEST_TICK: Duration = Duration::from_millis(80);

#[derive(Clone, Copy, Debug)]
pub struct Clock {
    start: Instant,
    tick: Duration,
}

impl Clock {
    /// A clock that never waits (the RabbitMQ run).
    pub fn unpaced() -> Clock {
        Clock {
            start: Instant::now(),
            tick: Duration::ZERO,
        }
    }

    /// A clock whose ticks last `tick`, starting now.
    pub fn paced(tick: Duration) -> Clock {
        Clock {
            start: Instant::now(),
            tick,
        }
    }

    pub fn is_paced(&self) -> bool {
        !self.tick.is_zero()
    }

    /// Sleeps until `phase` hundredths into tick `tick`; at once when that has passed or
    /// the clock is unpaced.
    pub async fn at(&self, tick: u64, phase: u32) {
        if !self.is_paced() {
            return;
        }
        let ticks = u32::try_from(tick).unwrap_or(u32::MAX);
        let offset = self.tick.saturating_mul(ticks) + self.tick * phase / 100;
        tokio::time::sleep_until(self.start + offset).await;
    }
}

/// The tick length and the visibility timeout in whole seconds (SQS's unit) for a
/// scenario whose timeout is `timeout_ticks`: the timeout ends half a tick before the
/// simulator's, so that a receive at the tick the simulator hands the message back
/// finds it visible, and one a tick earlier does not, with half a tick of margin
/// either side. `None` when the timeout is under one tick.
pub fn visibility_mapping(timeout_ticks: u64) -> Option<(Duration, u32)> {
    if timeout_ticks == 0 {
        return None;
    }
    let half_ticks = timeout_ticks * 2 - 1;
    let shortest_ms = u64::try_from(SHORTEST_TICK.as_millis()).unwrap_or(u64::MAX);
    // The fewest whole seconds that give a tick at least SHORTEST_TICK long.
    let seconds = (half_ticks * shortest_ms).div_ceil(2000).max(1);
    let tick = Duration::from_millis(seconds * 2000) / u32::try_from(half_ticks).ok()?;
    Some((tick, u32::try_from(seconds).ok()?))
}
