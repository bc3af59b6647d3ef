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
        if let Some((kingdom, domino)) = table.placement_due() {
            // The same pick as from the list of legal actions, without listing them.
            let rng = &mut self.rng;
            let placement = kingdom.pick_placement(domino, |count| rng.below(count.max(1)));
            return Some(placement.map_or(Action::Discard, Action::Place));
        }
        if let Some(line) = table.claim_due() {
            let free = || line.iter().filter(|s| s.king.is_none());
            let count = free().count();
            if count > 0 {
                let n = self.rng.below(count);
                return free().nth(n).map(|s| Action::Claim(s.domino));
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameSetup, Options};

    /// The quick picks (a placement by count and index, a claim among the free dominoes) choose
    /// exactly what a uniform pick from the list of legal actions chooses, with the same numbers.
    #[test]
    fn quick_picks_equal_picks_from_the_list() {
        let giants = Options {
            age_of_giants: true,
            ..Options::default()
        };
        let mut actions = Vec::new();
        for seed in 0..40 {
            let setup = match seed % 4 {
                0 => GameSetup::kingdomino(4, seed),
                1 => GameSetup::queendomino(2, seed),
                2 => GameSetup::kingdomino(3, seed).with_options(giants),
                _ => GameSetup::kingdomino(2, seed),
            };
            let mut game = Game::new(setup).unwrap();
            let (mut player, mut reference) = (RandomPlayer::new(seed), Rng::new(seed));
            while let Some(action) = player.choose(game.table()) {
                game.table().legal_actions(&mut actions);
                assert_eq!(action, actions[reference.below(actions.len())]);
                game.play(action).unwrap();
            }
            assert!(game.table().is_over());
        }
    }
}
