//! One interface for every level's thinking, so that the worker and the tools drive them all the
//! same way: run some work, say how much is done, give the best action found so far.

use super::{Bot, Budget, Clock, Level, ReusableTrees, CHUNK};
use crate::rules::{Action, PlayerView};

/// A decision being worked out in steps.
pub trait Search {
    /// Does up to `work` more iterations.
    fn run(&mut self, work: u32);
    /// Iterations done so far.
    fn work_done(&self) -> u32;
    /// More work would change nothing (a one-step level once it has chosen, or a single choice).
    fn is_settled(&self) -> bool;
    /// The best action so far; `None` when the view has none (the game is over).
    fn best(&self) -> Option<Action>;
    /// A tree search's root actions with their visits and mean reward, for merging searches
    /// run in parallel (`merged_choice`); empty for the levels that look one move ahead.
    fn root_stats(&self) -> Vec<(Action, u32, f64)> {
        Vec::new()
    }
    /// The Expert's tree, to be continued at the next decision; `None` for the other levels.
    fn into_tree(self: Box<Self>) -> Option<super::ExpertSearch> {
        None
    }
}

impl Level {
    /// This level's thinking about `view`, to be driven by [`think`] or [`think_for`]; the
    /// Expert continues the tree `trees` holds for the viewer when it can.
    pub fn search(self, view: PlayerView, seed: u64, trees: &mut ReusableTrees) -> Box<dyn Search> {
        match self {
            Level::Expert => Box::new(trees.search(view, seed)),
            _ => Box::new(OneMoveSearch {
                view,
                bot: self.bot(seed),
                choice: None,
                decided: false,
            }),
        }
    }
}

/// The levels that look one move ahead decide at once, on the first run.
struct OneMoveSearch {
    view: PlayerView,
    bot: Box<dyn Bot>,
    choice: Option<Action>,
    decided: bool,
}

impl Search for OneMoveSearch {
    fn run(&mut self, _: u32) {
        if !self.decided {
            self.choice = self
                .bot
                .choose(&self.view, Budget::iterations(1), &super::NoClock);
            self.decided = true;
        }
    }

    fn work_done(&self) -> u32 {
        u32::from(self.decided)
    }

    fn is_settled(&self) -> bool {
        self.decided
    }

    fn best(&self) -> Option<Action> {
        self.choice
    }
}

/// Thinks until the budget is spent or the search settles, looking at the clock every
/// [`CHUNK`] iterations.
pub fn think(search: &mut dyn Search, budget: Budget, clock: &dyn Clock) -> Option<Action> {
    let started = clock.now_ms();
    while !think_for(search, budget, started, clock, f64::INFINITY) {}
    search.best()
}

/// Thinks for one slice of at most `slice_ms`; true once the search is finished (its budget,
/// counted from `started`, is spent, or it has settled).
pub fn think_for(
    search: &mut dyn Search,
    budget: Budget,
    started: f64,
    clock: &dyn Clock,
    slice_ms: f64,
) -> bool {
    let slice = clock.now_ms();
    let limit = budget.millis.unwrap_or(f64::INFINITY);
    loop {
        let left = budget.iterations.saturating_sub(search.work_done());
        if search.is_settled() || left == 0 || clock.now_ms() - started >= limit {
            return true;
        }
        if clock.now_ms() - slice >= slice_ms {
            return false;
        }
        search.run(CHUNK.min(left));
    }
}

/// How far along a search is, from 0 to 1, by iterations or by time, whichever is further.
pub fn progress(search: &dyn Search, budget: Budget, started: f64, clock: &dyn Clock) -> f32 {
    let by_time = budget
        .millis
        .map_or(0.0, |ms| (clock.now_ms() - started) / ms);
    let by_count = f64::from(search.work_done()) / f64::from(budget.iterations.max(1));
    by_time.max(by_count).min(1.0) as f32
}
