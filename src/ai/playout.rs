//! The cheap informed playout the Expert uses to finish an imagined game: every placement takes
//! the most points now, then the most sides matching their terrain (remaining ties broken at
//! random); a claim takes the domino worth most now to the claimer, one claim in ten at random.
//! It won clearly against the earlier rule (half random, half the most crowns) in the arena
//! (docs/expert.md).

use super::Clock;
use crate::rules::{
    Action, CachedGains, Domino, DominoId, Gains, Game, GameSetup, Kingdom, Placement, Rng, Step,
    Table,
};

/// One claim in this many percent is random, so that imagined games keep some variety.
const RANDOM_CLAIMS_PERCENT: usize = 10;
/// The value of a domino that fits nowhere in the claimer's kingdom.
const UNPLACEABLE: i64 = -100;

/// A placement's worth in a playout: the points it adds first, then the sides it matches.
fn placement_value(gains: &Gains, domino: &Domino, at: Placement) -> i64 {
    // At most six matching sides: the points always decide first.
    let (gain, sides) = gains.gain_and_sides(domino, at);
    gain * 8 + i64::from(sides)
}

/// The kingdom of the seat to move and its gains, reusing the kingdom's map in `cached` if it is
/// unchanged.
// Inlined, as are the listing, reading and laying below it: they run at every move of every
// playout, where a call costs wasm a stack check and spills (docs/performance.md).
#[inline(always)]
fn mover_gains<'t>(table: &'t Table, cached: &'t mut [CachedGains]) -> (&'t Kingdom, Gains<'t>) {
    let id = table.kingdom_of(table.to_move().expect("a seat to move"));
    let kingdom = &table.kingdoms()[id];
    let gains = kingdom.gains_cached(table.rules().bonuses, &mut cached[id.index()]);
    (kingdom, gains)
}

/// Scratch space reused across playouts, so that a playout does not allocate.
#[derive(Default)]
pub(crate) struct Playout {
    placements: Vec<Placement>,
    actions: Vec<Action>,
    /// Per kingdom, its territory map from its last judgement in this playout: a claim judges
    /// the kingdom that its next placement judges again.
    cached: Vec<CachedGains>,
    /// A claim's candidates: the most each could gain, where it is in `actions`, the domino.
    bounds: Vec<(i64, usize, DominoId)>,
}

impl Playout {
    /// Plays `game` to its end.
    pub(crate) fn run(&mut self, game: &mut Game, rng: &mut Rng) {
        // The maps stay, forgotten: making new ones would copy them whole.
        self.cached
            .resize_with(game.table().kingdoms().len(), CachedGains::default);
        self.cached.iter_mut().for_each(CachedGains::forget);
        loop {
            let action = match game.table().step() {
                Step::Over => return,
                Step::Place { .. } => self.place(game, rng),
                Step::FirstClaims { .. } | Step::Claim { .. } => self.claim(game, rng),
                Step::Finish { .. } => {
                    game.table().legal_actions(&mut self.actions);
                    game.table()
                        .worth_taking(&self.actions)
                        .unwrap_or(Action::EndTurn)
                }
            };
            game.play_unchecked(action);
        }
    }

    fn place(&mut self, game: &Game, rng: &mut Rng) -> Action {
        let table = game.table();
        let domino = table.domino_to_place().expect("placing").domino();
        let (kingdom, gains) = mover_gains(table, &mut self.cached);
        kingdom.legal_placements(domino, &mut self.placements);
        let mut best = None;
        let mut best_points = 0;
        let mut ties = 0;
        for &p in &self.placements {
            let points = placement_value(&gains, domino, p);
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
        if let Some(extra) = game.table().worth_taking(&self.actions) {
            return extra;
        }
        self.actions.retain(|a| matches!(a, Action::Claim(_)));
        if rng.below(100) < RANDOM_CLAIMS_PERCENT {
            return self.actions[rng.below(self.actions.len())];
        }
        self.worthiest_claim(game.table())
    }

    /// Of the claims in `actions`, the one whose domino is worth most now to the claimer, the
    /// earliest (the lowest number) of equals; a domino that fits nowhere is worth
    /// [`UNPLACEABLE`].
    fn worthiest_claim(&mut self, table: &Table) -> Action {
        let (kingdom, gains) = mover_gains(table, &mut self.cached);
        // The most promising first, so that the rest can often be passed over: the claim is
        // the one worth most, the earliest (the lowest number) of equals.
        self.bounds.clear();
        self.bounds
            .extend(
                self.actions
                    .iter()
                    .enumerate()
                    .filter_map(|(i, action)| match action {
                        Action::Claim(d) => Some((gains.at_most(d.domino()), i, *d)),
                        _ => None,
                    }),
            );
        // The playouts' loop: here the standard library's sort measured faster (docs/performance.md).
        #[allow(clippy::disallowed_methods)]
        self.bounds
            .sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        // (value, place in `actions`, claim)
        let mut best = (i64::MIN, usize::MAX, self.actions[0]);
        for &(most, i, d) in &self.bounds {
            if most < best.0 {
                break;
            }
            if most == best.0 && i > best.1 {
                continue;
            }
            let domino = d.domino();
            let mut value = None;
            kingdom.scan(domino, |at| {
                let gain = gains.gain(domino, at);
                value = Some(value.map_or(gain, |v: i64| v.max(gain)));
                // Nothing gains more than the bound.
                gain == most
            });
            let value = value.unwrap_or(UNPLACEABLE);
            if value > best.0 || (value == best.0 && i < best.1) {
                best = (value, i, Action::Claim(d));
            }
        }
        best.2
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The claim worth most found plainly: every domino's every placement judged afresh.
    fn plainly_worthiest(table: &Table, claims: &[Action]) -> Action {
        let kingdom = table.seat_kingdom(table.to_move().unwrap());
        let gains = kingdom.gains(table.rules().bonuses);
        let mut placements = Vec::new();
        let mut best = (claims[0], i64::MIN);
        for &action in claims {
            let Action::Claim(d) = action else { continue };
            kingdom.legal_placements(d.domino(), &mut placements);
            let value = placements
                .iter()
                .map(|&at| gains.gain(d.domino(), at))
                .max()
                .unwrap_or(UNPLACEABLE);
            if value > best.1 {
                best = (action, value);
            }
        }
        best.0
    }

    /// Passing over dominoes by their bound, and keeping maps between a seat's turns, pick the
    /// claim the plain rule picks, at every claim of whole games of the family (playouts, with
    /// their random claims, choose the moves).
    #[test]
    fn the_bounded_claim_is_the_plain_one() {
        let mut checked = 0;
        for seed in 0..60u64 {
            let mut setup = match seed % 4 {
                0 | 1 => GameSetup::kingdomino(2 + (seed % 3) as u8, seed),
                2 => GameSetup::queendomino(2 + (seed % 3) as u8, seed),
                _ => GameSetup::kingdomino(4, seed),
            };
            setup.options.age_of_giants = seed % 4 == 3;
            let mut game = Game::new(setup).unwrap();
            let mut rng = Rng::new(seed);
            let mut playout = Playout::default();
            playout
                .cached
                .resize_with(game.table().kingdoms().len(), CachedGains::default);
            while !game.table().is_over() {
                let action = match game.table().step() {
                    Step::Place { .. } => playout.place(&game, &mut rng),
                    Step::FirstClaims { .. } | Step::Claim { .. } => {
                        let mut claims = Vec::new();
                        game.table().legal_actions(&mut claims);
                        claims.retain(|a| matches!(a, Action::Claim(_)));
                        if !claims.is_empty() {
                            playout.actions.clone_from(&claims);
                            assert_eq!(
                                playout.worthiest_claim(game.table()),
                                plainly_worthiest(game.table(), &claims),
                                "seed {seed}"
                            );
                            checked += 1;
                        }
                        playout.claim(&game, &mut rng)
                    }
                    _ => {
                        game.table().legal_actions(&mut playout.actions);
                        game.table()
                            .worth_taking(&playout.actions)
                            .unwrap_or(Action::EndTurn)
                    }
                };
                game.play_unchecked(action);
            }
        }
        assert!(checked > 2_000, "{checked} claims checked");
    }
}
