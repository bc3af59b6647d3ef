//! A Queendomino player's holdings beyond the kingdom's squares: coins, knights, towers and the
//! buildings standing on town squares.

use serde::{Deserialize, Serialize};

use super::BuildingId;
use crate::rules::{Kingdom, Pos, Terrain};

/// Coins and knights each player (or team) starts with.
pub const START_COINS: u32 = 7;
pub const START_KNIGHTS: u8 = 1;

/// More coins than any game collects: a state from outside with more is refused, so that no
/// sum of coins can overflow.
pub const MAX_COINS: u32 = 100_000;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Estate {
    pub coins: u32,
    /// Knights in the player's guard, ready to tax.
    pub knights_in_hand: u8,
    /// Knights standing on squares of the kingdom (they stay for the game).
    pub knights: Vec<Pos>,
    /// Towers standing on the player's buildings.
    pub towers: u8,
    pub buildings: Vec<(Pos, BuildingId)>,
}

impl Default for Estate {
    fn default() -> Self {
        Estate::new()
    }
}

impl Estate {
    pub fn new() -> Estate {
        Estate {
            coins: START_COINS,
            knights_in_hand: START_KNIGHTS,
            knights: Vec::new(),
            towers: 0,
            buildings: Vec::new(),
        }
    }

    /// Knights placed and in hand.
    pub fn knights_owned(&self) -> u32 {
        u32::from(self.knights_in_hand) + self.knights.len() as u32
    }

    pub fn building_at(&self, pos: Pos) -> Option<BuildingId> {
        self.buildings
            .iter()
            .find(|(p, _)| *p == pos)
            .map(|(_, b)| *b)
    }

    /// Town squares of `kingdom` with no building yet.
    pub fn free_towns<'a>(&'a self, kingdom: &'a Kingdom) -> impl Iterator<Item = Pos> + 'a {
        kingdom
            .squares()
            .filter(|(p, s)| s.terrain == Terrain::Town && self.building_at(*p).is_none())
            .map(|(p, _)| p)
    }

    /// Coins one knight brings when it taxes the territory of `squares` squares: the territory's
    /// size, plus what income buildings add each time tax is collected.
    pub fn tax_for(&self, squares: u32) -> u32 {
        let income: u32 = self
            .buildings
            .iter()
            .map(|(_, b)| {
                let r = b.rules();
                r.coins_per_knight * self.knights_owned()
                    + r.coins_per_tower * u32::from(self.towers)
            })
            .sum();
        squares + income
    }

    /// The buildings' end-of-game points in `kingdom`.
    pub fn building_points(&self, kingdom: &Kingdom) -> u32 {
        let territories = kingdom.territories();
        self.buildings
            .iter()
            .map(|(_, b)| {
                let r = b.rules();
                let per_territory = r.points_per_territory.map_or(0, |(terrain, points)| {
                    points * territories.iter().filter(|t| t.terrain == terrain).count() as u32
                });
                r.points
                    + per_territory
                    + r.points_per_tower * u32::from(self.towers)
                    + r.points_per_knight * self.knights_owned()
            })
            .sum()
    }
}
