//! The weakest player: a uniformly random legal action. Used for whole-game tests and benchmarks.

use super::{Bot, Budget, Clock};
use crate::rules::{Action, Game, PlayerView, Rng, Table};

/// Chooses uniformly among the legal actions, reproducibly from its seed.
pub struct RandomPlayer {
    rng: Rng,
    actions: Vec<Action>,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: Rng::new(seed),
            actions: Vec::with_capacity(256),
        }
    }

    /// A legal action for the player to move, or `None` once the game is over.
    pub fn choose(&mut self, table: &Table) -> Option<Action> {
        table.legal_actions(&mut self.actions);
        if self.actions.is_empty() {
            None
        } else {
            Some(self.actions[self.rng.below(self.actions.len())])
        }
    }

    /// Plays every seat until the game is over.
    pub fn play_out(&mut self, game: &mut Game) {
        while let Some(action) = self.choose(game.table()) {
            game.play_unchecked(action);
        }
    }
}

impl Bot for RandomPlayer {
    fn choose(&mut self, view: &PlayerView, _: Budget, _: &dyn Clock) -> Option<Action> {
        RandomPlayer::choose(self, &view.table)
    }
}
