//! Each kingdom's points as the game went: the end-of-game chart's data.

use super::{ByKingdom, Game, Table};

impl Table {
    /// Each kingdom's points so far: the finished deals plus the deal in play.
    pub fn running_totals(&self) -> ByKingdom<u32> {
        let live = self.scores();
        ByKingdom::new_with(live.len(), |k| {
            let done: u32 = self.finished_deals().iter().map(|d| d[k].total).sum();
            done + if self.is_over() { 0 } else { live[k].total }
        })
    }
}

impl Game {
    /// Each kingdom's running total at the start, at the end of every round (when the next
    /// line is drawn or a deal ends) and now. Replays the history from the deal, so it costs a
    /// whole game's actions: call it once, not per frame.
    pub fn totals_by_round(&self) -> Vec<ByKingdom<u32>> {
        let mut replay = self.at_start();
        let mut totals = vec![replay.table().running_totals()];
        for &action in self.history() {
            let before = (replay.table().pile_len(), replay.table().deal());
            replay.play_unchecked(action);
            let table = replay.table();
            if before != (table.pile_len(), table.deal()) || table.is_over() {
                totals.push(table.running_totals());
            }
        }
        totals
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::{Game, GameSetup, Rng};

    fn random_game(setup: GameSetup) -> Game {
        let mut game = Game::new(setup).unwrap();
        let mut rng = Rng::new(setup.seed ^ 7);
        let mut actions = Vec::new();
        while !game.table().is_over() {
            game.table().legal_actions(&mut actions);
            game.play(actions[rng.below(actions.len())]).unwrap();
        }
        game
    }

    #[test]
    fn one_point_per_round_ending_on_the_final_totals() {
        let game = random_game(GameSetup::kingdomino(4, 11));
        let totals = game.totals_by_round();
        // The start and the end of each of 12 rounds.
        assert_eq!(totals.len(), 13);
        assert!(totals[0].iter().all(|&t| t == 0));
        assert_eq!(totals.last(), Some(&game.table().running_totals()));
    }

    #[test]
    fn dynasty_totals_carry_over_deals() {
        let mut setup = GameSetup::kingdomino(4, 5);
        setup.options.dynasty = true;
        let game = random_game(setup);
        let totals = game.totals_by_round();
        assert_eq!(totals.len(), 1 + 3 * 12);
        // A new deal starts from empty kingdoms, yet no total goes back.
        for pair in totals.windows(2) {
            assert!(pair[1]
                .iter()
                .zip(pair[0].iter())
                .all(|(after, before)| after >= before));
        }
        assert_eq!(totals.last(), Some(&game.table().running_totals()));
    }
}
