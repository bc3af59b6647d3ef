//! The answers several workers give to one move they search together, gathered until each has
//! answered, then merged into the page's one move (`ai::merged_choice`: their root visits added
//! up). The worker client (`ui/workers/ai_client.rs`) feeds it what the workers say.

use crate::ai::merged_choice;
use crate::rules::Action;

/// The statistics a search reports of its root: each action, its visits, its mean reward.
pub type RootStats = Vec<(Action, u32, f64)>;

/// A move being searched by several workers.
#[derive(Clone, Debug, PartialEq)]
pub struct Gathering {
    id: u32,
    waiting: usize,
    stats: Vec<RootStats>,
    /// The first answer, for a search with nothing to merge (a single legal action).
    first: Option<Action>,
}

/// What one worker's answer makes of the gathering.
#[derive(Clone, Debug, PartialEq)]
pub enum Gathered {
    /// The answer is to another question: it passes as it came, its statistics given back.
    Other(RootStats),
    /// Other workers are still awaited.
    Waiting,
    /// Every worker answered: the move.
    Done(Action),
}

impl Gathering {
    /// Question `id`, asked of `workers` workers.
    pub fn new(id: u32, workers: usize) -> Gathering {
        Gathering {
            id,
            waiting: workers,
            stats: Vec::with_capacity(workers),
            first: None,
        }
    }

    /// A worker chose `action` for question `id`, with its root's statistics.
    pub fn answered(&mut self, id: u32, action: Action, stats: RootStats) -> Gathered {
        if id != self.id || self.waiting == 0 {
            return Gathered::Other(stats);
        }
        self.first.get_or_insert(action);
        self.stats.push(stats);
        self.waiting -= 1;
        if self.waiting > 0 {
            return Gathered::Waiting;
        }
        Gathered::Done(merged_choice(&self.stats).or(self.first).unwrap_or(action))
    }
}
