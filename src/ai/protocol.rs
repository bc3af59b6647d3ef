//! The messages between the page and the computer players' web worker. Pure data, so that the
//! protocol is tested natively; the worker and the page encode them as JSON.

use serde::{Deserialize, Serialize};

use super::{Budget, Level};
use crate::rules::{Action, PlayerView};

/// From the page to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Choose an action for the view's player. `id` ties the answer to the question.
    Think {
        id: u32,
        view: Box<PlayerView>,
        level: Level,
        budget: Budget,
        seed: u64,
    },
    /// Stop thinking about request `id`; no answer follows.
    Cancel { id: u32 },
    /// Measure how many whole games the Expert's playouts simulate in `millis`.
    Benchmark { id: u32, millis: f64 },
}

/// From the worker to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Response {
    /// Thinking about `id`: `done` runs from 0 to 1.
    Progress {
        id: u32,
        done: f32,
        iterations: u32,
    },
    Chosen {
        id: u32,
        action: Action,
    },
    /// The view had no action to choose (the game was over).
    Nothing {
        id: u32,
    },
    /// The speed test's result.
    Benchmark {
        id: u32,
        games: u32,
        millis: f64,
    },
}
