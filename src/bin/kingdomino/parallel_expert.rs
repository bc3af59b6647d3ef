//! The Expert searching one decision on several threads at once (root parallelism): each
//! thread runs its own search with its own seed for the whole budget, and the root visits are
//! added up (`ai::merged_choice`).

use kingdomino::ai::{merged_choice, think, Bot, Budget, Clock, ReusableTrees};
use kingdomino::rules::{Action, PlayerView, Rng};

use crate::clock::WallClock;

/// One search's answer and its root statistics (action, visits, mean reward).
type SearchResult = (Option<Action>, Vec<(Action, u32, f64)>);

pub struct ParallelExpert {
    rng: Rng,
    /// Each thread's last tree, continued at its next decision.
    trees: Vec<ReusableTrees>,
}

impl ParallelExpert {
    pub fn new(seed: u64, threads: usize) -> ParallelExpert {
        ParallelExpert {
            rng: Rng::new(seed),
            trees: (0..threads).map(|_| ReusableTrees::default()).collect(),
        }
    }
}

impl Bot for ParallelExpert {
    /// Each thread gets the whole budget: the same time, or the same iterations each.
    fn choose(&mut self, view: &PlayerView, budget: Budget, _: &dyn Clock) -> Option<Action> {
        let seeds: Vec<u64> = self.trees.iter().map(|_| self.rng.next_u64()).collect();
        let results: Vec<SearchResult> = std::thread::scope(|scope| {
            let searches: Vec<_> = seeds
                .iter()
                .zip(&mut self.trees)
                .map(|(&seed, trees)| {
                    scope.spawn(move || {
                        let mut search = trees.search(view.clone(), seed);
                        let best = think(&mut search, budget, &WallClock::start());
                        let stats = search.root_stats();
                        trees.keep(search);
                        (best, stats)
                    })
                })
                .collect();
            searches
                .into_iter()
                .map(|s| s.join().expect("a search thread"))
                .collect()
        });
        // Nothing to search (one legal action or none): every search says the same.
        if results[0].1.is_empty() {
            return results[0].0;
        }
        let stats: Vec<_> = results.into_iter().map(|(_, stats)| stats).collect();
        merged_choice(&stats)
    }
}
