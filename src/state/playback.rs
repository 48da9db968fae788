//! Playback: the tick moves and the speed changes; the scenario stays.

use super::AppState;

impl AppState {
    /// Plays from the tick on screen, or from the start once the run has ended.
    pub(super) fn play(&self) -> Self {
        AppState {
            tick: if self.tick >= self.end_tick {
                0
            } else {
                self.tick
            },
            playing: true,
            ..self.clone()
        }
    }

    pub(super) fn paused(&self) -> Self {
        AppState {
            playing: false,
            ..self.clone()
        }
    }

    /// Space: play if paused, pause if playing.
    pub(super) fn toggle_play(&self) -> Self {
        if self.playing {
            self.paused()
        } else {
            self.play()
        }
    }

    /// One timer tick while playing; playing stops at the end of the run.
    pub(super) fn advance(&self) -> Self {
        if !self.playing {
            return self.clone();
        }
        let tick = (self.tick + 1).min(self.end_tick);
        AppState {
            tick,
            playing: tick < self.end_tick,
            ..self.clone()
        }
    }

    pub(super) fn with_speed(&self, speed: u32) -> Self {
        AppState {
            speed: speed.clamp(1, 50),
            ..self.clone()
        }
    }

    /// + and −: the next or the previous of the speeds the menu offers.
    pub(super) fn speed_step(&self, step: i32) -> Self {
        let speeds = crate::components::controls::SPEEDS;
        let now = speeds.iter().position(|s| *s >= self.speed).unwrap_or(0);
        let next = now
            .saturating_add_signed(step as isize)
            .min(speeds.len() - 1);
        AppState {
            speed: speeds[next],
            ..self.clone()
        }
    }

    pub(super) fn at(&self, tick: u64) -> Self {
        AppState {
            tick: tick.min(self.end_tick),
            playing: false,
            ..self.clone()
        }
    }
}
