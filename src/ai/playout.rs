//! The cheap informed playout the Expert uses to finish an imagined game: every placement takes
//! the most points now (ties broken at random); claims are half random, half the most crowns.

use super::extras::best_extra;
use super::Clock;
use crate::rules::{Action, Game, GameSetup, Placement, Rng, Step};

/// Scratch space reused across playouts, so that a playout does not allocate.
#[derive(Default)]
pub(crate) struct Playout {
    placements: Vec<Placement>,
    actions: Vec<Action>,
}

impl Playout {
    /// Plays `game` to its end.
    pub(crate) fn run(&mut self, game: &mut Game, rng: &mut Rng) {
        loop {
            let action = match game.table().step() {
                Step::Over => return,
                Step::Place { .. } => self.place(game, rng),
                Step::FirstClaims { .. } | Step::Claim { .. } => self.claim(game, rng),
                Step::Finish { .. } => {
                    game.table().legal_actions(&mut self.actions);
                    best_extra(game.table(), &self.actions).unwrap_or(Action::EndTurn)
                }
            };
            game.play_unchecked(action);
        }
    }

    fn place(&mut self, game: &Game, rng: &mut Rng) -> Action {
        let table = game.table();
        let domino = table.domino_to_place().expect("placing").domino();
        let kingdom = table.seat_kingdom(table.to_move().expect("placing"));
        kingdom.legal_placements(domino, &mut self.placements);
        let bonuses = table.rules().bonuses;
        let mut best = None;
        let mut best_points = 0;
        let mut ties = 0;
        for &p in &self.placements {
            let points = kingdom.placement_gain(domino, p, bonuses);
            if best.is_none() || points > best_points {
                best = Some(p);
                best_points = points;
                ties = 1;
            } else if points == best_points {
                ties += 1;
                if rng.below(ties) == 0 {
                    best = Some(p);
                }
            }
        }
        best.map_or(Action::Discard, Action::Place)
    }

    fn claim(&mut self, game: &Game, rng: &mut Rng) -> Action {
        game.table().legal_actions(&mut self.actions);
        if let Some(extra) = best_extra(game.table(), &self.actions) {
            return extra;
        }
        self.actions.retain(|a| matches!(a, Action::Claim(_)));
        if rng.below(2) == 0 {
            return self.actions[rng.below(self.actions.len())];
        }
        let crowns = |a: &Action| match a {
            Action::Claim(d) => d.halves().iter().map(|h| h.crowns).sum::<u8>(),
            _ => 0,
        };
        *self
            .actions
            .iter()
            .max_by_key(|a| crowns(a))
            .expect("a claim is always possible")
    }
}

/// Whole 4-player games played by the Expert's playout from the first action, for `millis` by
/// `clock`: (games, milliseconds taken). The same measure natively and in the worker. A quarter
/// of the time (at most 300 ms) first runs uncounted: a browser compiles WebAssembly quickly
/// first and optimised a moment later, and a worker that thinks move after move runs optimised.
pub fn simulate_games(clock: &dyn Clock, millis: f64) -> (u32, f64) {
    let mut playout = Playout::default();
    let mut rng = Rng::new(1);
    let mut games = 0;
    let mut run_for = |millis: f64, games: &mut u32| {
        let start = clock.now_ms();
        while clock.now_ms() - start < millis {
            for _ in 0..10 {
                let mut game =
                    Game::new(GameSetup::kingdomino(4, u64::from(*games))).expect("valid setup");
                playout.run(&mut game, &mut rng);
                *games += 1;
            }
        }
        clock.now_ms() - start
    };
    run_for((millis / 4.0).min(300.0), &mut games);
    games = 0;
    let taken = run_for(millis, &mut games);
    (games, taken)
}
