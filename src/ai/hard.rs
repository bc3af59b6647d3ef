//! A heuristic player: points now, plus room for crowned territories to grow and sides matched,
//! minus squares that can never be filled; when claiming, also what the domino would be worth
//! to the others.

use super::one_move_ahead::{decide, OneMoveAhead};
use super::{Bot, Budget, Clock};
use crate::rules::{
    Action, Domino, DominoId, Kingdom, Placement, PlayerId, PlayerView, Table, Terrain,
};

/// Weights of the judgement, tuned against Greedy in the arena.
const ROOM_WEIGHT: f64 = 0.08;
/// Per side of the placed domino touching its own terrain: territories kept together grow
/// (measured in the arena against three Greedy).
const MATCH_WEIGHT: f64 = 1.0;
const ROOM_CAP: u32 = 4;
const HOLE_PENALTY: f64 = 2.0;
const HARMONY_HOLE_PENALTY: f64 = 4.0;
const DENIAL_WEIGHT: f64 = 0.05;
/// Lower numbers play earlier next round: a small preference.
const ORDER_WEIGHT: f64 = 0.05;

#[derive(Default)]
pub struct HardPlayer {
    placements: Vec<Placement>,
    actions: Vec<Action>,
}

impl HardPlayer {
    pub fn new() -> HardPlayer {
        HardPlayer::default()
    }

    /// How good a kingdom is for the rest of the game, beyond its points.
    fn outlook(kingdom: &Kingdom, harmony: bool) -> f64 {
        let mut crowns = [0u32; Terrain::ALL.len()];
        for (_, square) in kingdom.squares() {
            crowns[square.terrain.index()] += u32::from(square.crowns);
        }
        let room = kingdom.room_by_terrain();
        let growth: u32 = crowns
            .iter()
            .zip(room)
            .map(|(c, r)| c * r.min(ROOM_CAP))
            .sum();
        let (_, holes) = kingdom.open_squares();
        let penalty = if harmony {
            HARMONY_HOLE_PENALTY
        } else {
            HOLE_PENALTY
        };
        ROOM_WEIGHT * f64::from(growth) - penalty * f64::from(holes)
    }

    /// The best placement of `domino` in `kingdom` and its value (points gained plus outlook).
    fn best(
        &mut self,
        kingdom: &Kingdom,
        domino: &Domino,
        table: &Table,
    ) -> Option<(Placement, f64)> {
        let bonuses = table.rules().bonuses;
        let before = f64::from(kingdom.points(bonuses)) + Self::outlook(kingdom, bonuses.harmony);
        kingdom.legal_placements(domino, &mut self.placements);
        let gains = kingdom.gains(bonuses);
        let mut best: Option<(Placement, f64)> = None;
        for &p in &self.placements {
            let mut after = kingdom.clone();
            after.place_unchecked(domino, p);
            let value = f64::from(after.points(bonuses)) + Self::outlook(&after, bonuses.harmony)
                - before
                + MATCH_WEIGHT * f64::from(gains.matching_sides(domino, p));
            if best.is_none_or(|(_, v)| value > v) {
                best = Some((p, value));
            }
        }
        best
    }

    /// A domino's worth to `player`: its best placement, or a loss when it fits nowhere.
    fn worth(&mut self, table: &Table, player: PlayerId, domino: DominoId) -> f64 {
        let kingdom = table.seat_kingdom(player);
        self.best(kingdom, domino.domino(), table)
            .map_or(-3.0, |(_, v)| v)
    }

    pub fn choose(&mut self, table: &Table) -> Option<Action> {
        decide(self, table)
    }
}

impl OneMoveAhead for HardPlayer {
    fn actions(&mut self) -> &mut Vec<Action> {
        &mut self.actions
    }

    fn placement(&mut self, table: &Table) -> Option<Placement> {
        let kingdom = table.seat_kingdom(table.to_move()?);
        let domino = table.domino_to_place()?.domino();
        self.best(kingdom, domino, table).map(|(p, _)| p)
    }

    /// Its worth to me, a little of its worth to the others, and a little for playing earlier.
    fn claim_value(&mut self, table: &Table, domino: DominoId) -> f64 {
        let Some(me) = table.to_move() else {
            return 0.0;
        };
        let others: Vec<PlayerId> = table.players().filter(|&p| p != me).collect();
        let mine = self.worth(table, me, domino);
        let denial = others
            .iter()
            .map(|&p| self.worth(table, p, domino))
            .fold(0.0, f64::max);
        mine + DENIAL_WEIGHT * denial - ORDER_WEIGHT * f64::from(domino.number)
    }
}

impl Bot for HardPlayer {
    fn choose(&mut self, view: &PlayerView, _: Budget, _: &dyn Clock) -> Option<Action> {
        HardPlayer::choose(self, &view.table)
    }
}
