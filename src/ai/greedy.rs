//! A greedy player: the placement worth the most points now, and the domino whose best
//! placement would be worth the most in its own kingdom.

use super::one_move_ahead::{decide, OneMoveAhead};
use super::{Bot, Budget, Clock};
use crate::rules::{Action, Domino, DominoId, Kingdom, Placement, PlayerView, Table};

/// Picks the action that gains the most points at once. Deterministic: ties go to the first
/// placement generated and to the lower-numbered domino (which also plays earlier next round).
#[derive(Default)]
pub struct GreedyPlayer {
    placements: Vec<Placement>,
    actions: Vec<Action>,
}

impl GreedyPlayer {
    pub fn new() -> GreedyPlayer {
        GreedyPlayer::default()
    }

    /// The chosen action for the player to move, or `None` once the game is over.
    pub fn choose(&mut self, table: &Table) -> Option<Action> {
        decide(self, table)
    }

    /// The placement that adds the most points, and how many.
    fn best_placement(
        &mut self,
        kingdom: &Kingdom,
        domino: &Domino,
        table: &Table,
    ) -> Option<(Placement, i64)> {
        let gains = kingdom.gains(table.rules().bonuses);
        kingdom.legal_placements(domino, &mut self.placements);
        let mut best: Option<(Placement, i64)> = None;
        for &p in &self.placements {
            let gain = gains.gain(domino, p);
            if best.is_none_or(|(_, g)| gain > g) {
                best = Some((p, gain));
            }
        }
        best
    }
}

impl OneMoveAhead for GreedyPlayer {
    fn actions(&mut self) -> &mut Vec<Action> {
        &mut self.actions
    }

    fn placement(&mut self, table: &Table) -> Option<Placement> {
        let kingdom = table.seat_kingdom(table.to_move()?);
        let domino = table.domino_to_place()?.domino();
        self.best_placement(kingdom, domino, table).map(|(p, _)| p)
    }

    /// The points its best placement would add now (-1 when it fits nowhere).
    fn claim_value(&mut self, table: &Table, domino: DominoId) -> f64 {
        let Some(me) = table.to_move() else {
            return 0.0;
        };
        self.best_placement(table.seat_kingdom(me), domino.domino(), table)
            .map_or(-1.0, |(_, gain)| gain as f64)
    }
}

impl Bot for GreedyPlayer {
    fn choose(&mut self, view: &PlayerView, _: Budget, _: &dyn Clock) -> Option<Action> {
        GreedyPlayer::choose(self, &view.table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::RandomPlayer;
    use crate::rules::{Game, GameSetup};

    #[test]
    fn greedy_only_plays_legal_actions_and_beats_random() {
        let mut greedy_wins = 0;
        for seed in 0..40 {
            let mut game = Game::new(GameSetup::kingdomino(2, seed)).unwrap();
            let mut random = RandomPlayer::new(seed);
            let mut greedy = GreedyPlayer::new();
            while let Some(p) = game.table().to_move() {
                let action = if p.0 == 0 {
                    greedy.choose(game.table())
                } else {
                    random.choose(game.table())
                };
                game.play(action.unwrap()).unwrap();
            }
            if game.table().outcome().standings[0].rank == 1 {
                greedy_wins += 1;
            }
        }
        assert!(greedy_wins >= 34, "greedy won {greedy_wins} of 40");
    }
}
