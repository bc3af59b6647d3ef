//! What every computer player offers: an action for a player's view, within a budget.

use serde::{Deserialize, Serialize};

use crate::rules::{Action, PlayerView};

/// A source of milliseconds. `std::time::Instant` does not exist in the browser's wasm, so the
/// page and the worker pass `performance.now()` and native tools pass a monotonic clock.
pub trait Clock {
    fn now_ms(&self) -> f64;
}

/// How long a bot may think: a number of iterations (reproducible with a seed), and optionally a
/// time limit as well; whichever runs out first ends the search.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Budget {
    pub iterations: u32,
    pub millis: Option<f64>,
}

impl Budget {
    pub const fn iterations(iterations: u32) -> Budget {
        Budget {
            iterations,
            millis: None,
        }
    }

    /// A time limit (with a generous iteration cap).
    pub const fn millis(millis: f64) -> Budget {
        Budget {
            iterations: u32::MAX,
            millis: Some(millis),
        }
    }
}

/// A clock that never moves: budgets by iterations only.
pub struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// A computer player. It sees a [`PlayerView`] (never the hidden draw pile) and answers for the
/// view's player, who must be the one to move.
pub trait Bot {
    fn choose(&mut self, view: &PlayerView, budget: Budget, clock: &dyn Clock) -> Option<Action>;
}
