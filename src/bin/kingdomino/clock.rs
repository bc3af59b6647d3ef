//! Milliseconds for the bots' time budgets, from a monotonic clock.

use std::time::Instant;

use kingdomino::ai::Clock;

pub struct WallClock(pub Instant);

impl WallClock {
    pub fn start() -> WallClock {
        WallClock(Instant::now())
    }
}

impl Clock for WallClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}
