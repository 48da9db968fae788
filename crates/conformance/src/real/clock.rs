//! Ticks in real time, for a broker whose timeouts run on the wall clock (SQS's
//! visibility timeout): tick `n` starts `n` tick lengths after the run began, and the
//! tick's turns (`turns.rs`) begin a fixed share into it. A RabbitMQ run is unpaced:
//! its broker hands a message back the moment a channel closes, so no wait depends on
//! a tick, and its ticks only order the turns.

use std::time::Duration;

use tokio::time::Instant;

/// The shortest tick a paced run with one worker uses: a call to the emulator takes
/// about 10 ms, and a worker's call and the timeout it races must stay a good part of
/// a tick apart.
pub const SHORTEST_TICK: Duration = Duration::from_millis(80);

/// The shortest tick with two or more workers, whose turns share each tick.
pub const SHORTEST_SHARED_TICK: Duration = Duration::from_millis(150);

/// RabbitMQ's `consumer_timeout`, as `cargo xtask conformance` configures it (and
/// tells the harness in `ACKLAB_RABBITMQ_CONSUMER_TIMEOUT_MS`).
/// 4 s gives ticks of about 200 ms for the default timeout of 20 ticks, so that the
/// broker's lag in handing the message back (tens of milliseconds) stays a small part
/// of a tick.
pub const RABBITMQ_CONSUMER_TIMEOUT: Duration = Duration::from_secs(4);

/// The tick length that makes RabbitMQ hand a timed-out message back (`returns_after`
/// a delivery: the consumer timeout and the broker's lag) half a tick before a timeout
/// of `timeout_ticks` ticks ends in the simulator, as on SQS; `None` when that tick
/// would be shorter than `SHORTEST_TICK`.
pub fn consumer_timeout_mapping(timeout_ticks: u64, returns_after: Duration) -> Option<Duration> {
    let half_ticks = u32::try_from(timeout_ticks.checked_mul(2)?.checked_sub(1)?).ok()?;
    let tick = returns_after * 2 / half_ticks;
    (tick >= SHORTEST_TICK).then_some(tick)
}

/// The most workers a run replays.
pub const MOST_WORKERS: u32 = 8;

/// The share of a paced tick each worker's turn gets beyond four workers: a turn makes
/// a call or two to the emulator, and eight workers' calls took more than 150 ms, so
/// the clock slipped and retries due at one tick came over three.
const TICK_PER_WORKER: Duration = Duration::from_millis(50);

/// The shortest tick a paced run with `workers` workers uses.
pub fn shortest_tick(workers: u32) -> Duration {
    match workers {
        0 | 1 => SHORTEST_TICK,
        2..=4 => SHORTEST_SHARED_TICK,
        _ => TICK_PER_WORKER * workers,
    }
}

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
/// scenario whose timeout is `timeout_ticks`, the tick at least `shortest`: the timeout ends half a tick before the
/// simulator's, so that a receive at the tick the simulator hands the message back
/// finds it visible, and one a tick earlier does not, with half a tick of margin
/// either side. `None` when the timeout is under one tick.
pub fn visibility_mapping(timeout_ticks: u64, shortest: Duration) -> Option<(Duration, u32)> {
    if timeout_ticks == 0 {
        return None;
    }
    let half_ticks = timeout_ticks * 2 - 1;
    let shortest_ms = u64::try_from(shortest.as_millis()).unwrap_or(u64::MAX);
    // The fewest whole seconds that give a tick at least `shortest` long.
    let seconds = (half_ticks * shortest_ms).div_ceil(2000).max(1);
    let tick = Duration::from_millis(seconds * 2000) / u32::try_from(half_ticks).ok()?;
    Some((tick, u32::try_from(seconds).ok()?))
}
