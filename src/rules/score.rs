//! Counting a kingdom's points.

use super::{Estate, Kingdom, Pos, Terrain};
use serde::{Deserialize, Serialize};

/// Points for a kingdom that fills its whole grid (Harmony).
pub const HARMONY_BONUS: u32 = 5;
/// Points for a castle in the centre of the kingdom (Middle Kingdom).
pub const MIDDLE_KINGDOM_BONUS: u32 = 10;

/// Which end-of-game bonuses are in play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bonuses {
    pub harmony: bool,
    pub middle_kingdom: bool,
}

/// A territory: orthogonally connected squares of one terrain. It scores squares x crowns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Territory {
    pub terrain: Terrain,
    pub squares: u32,
    pub crowns: u32,
    /// One of its squares (the first in reading order), to point at it on a board.
    pub anchor: Pos,
}

impl Territory {
    pub fn points(&self) -> u32 {
        self.squares * self.crowns
    }
}

/// The breakdown of a kingdom's score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// Every territory, crownless ones too, in reading order of their first square.
    pub territories: Vec<Territory>,
    pub harmony: u32,
    pub middle_kingdom: u32,
    /// Squares of the largest territory: the first tie-break.
    pub largest_territory: u32,
    /// All crowns in the kingdom.
    pub crowns: u32,
    /// Queendomino: one point per three coins left.
    pub coins: u32,
    /// Queendomino: the buildings' end-of-game points.
    pub buildings: u32,
    /// Queendomino: the Queen's extra crown on her host's largest territory.
    pub queen: u32,
    pub total: u32,
}

impl Kingdom {
    /// The kingdom's score now, with the bonuses in play.
    pub fn score(&self, bonuses: Bonuses) -> Score {
        let territories = self.territories();
        let (harmony, middle_kingdom) = self.bonus_points(bonuses);
        let total =
            territories.iter().map(Territory::points).sum::<u32>() + harmony + middle_kingdom;
        Score {
            largest_territory: territories.iter().map(|t| t.squares).max().unwrap_or(0),
            crowns: territories.iter().map(|t| t.crowns).sum(),
            territories,
            harmony,
            middle_kingdom,
            coins: 0,
            buildings: 0,
            queen: 0,
            total,
        }
    }

    /// A Queendomino score: the kingdom's territories (building crowns are on their squares
    /// already), the buildings' points, a point per three coins, and the Queen's crown on her
    /// host's largest territory (every largest one gains the same: its squares).
    pub fn queendomino_score(&self, estate: &Estate, hosts_queen: bool, bonuses: Bonuses) -> Score {
        let mut score = self.score(bonuses);
        score.coins = estate.coins / 3;
        score.buildings = estate.building_points(self);
        score.queen = if hosts_queen {
            score.largest_territory
        } else {
            0
        };
        score.total += score.coins + score.buildings + score.queen;
        score
    }

    /// The kingdom's territories in reading order of their first square. The castle belongs to none.
    pub fn territories(&self) -> Vec<Territory> {
        let mut found = Vec::with_capacity(16);
        self.for_each_territory(|t| found.push(t));
        found.sort_unstable_by_key(|t| t.anchor);
        found
    }

    /// The total score, without the breakdown: no allocation, for searches.
    pub fn points(&self, bonuses: Bonuses) -> u32 {
        let mut total = 0;
        self.for_each_territory(|t| total += t.points());
        let (harmony, middle_kingdom) = self.bonus_points(bonuses);
        total + harmony + middle_kingdom
    }

    /// (Harmony, Middle Kingdom) points.
    fn bonus_points(&self, bonuses: Bonuses) -> (u32, u32) {
        (
            if bonuses.harmony && self.is_complete() {
                HARMONY_BONUS
            } else {
                0
            },
            if bonuses.middle_kingdom && self.castle_centred() {
                MIDDLE_KINGDOM_BONUS
            } else {
                0
            },
        )
    }

    fn for_each_territory(&self, mut visit: impl FnMut(Territory)) {
        let [ones, twos] = self.crown_planes().map(|g| self.packed(&g));
        let (min, _) = self.bounds();
        for terrain in Terrain::ALL {
            let mut rest = self.packed(self.terrain_grid(terrain));
            while rest != 0 {
                let first = rest.trailing_zeros();
                let mut region = 1u64 << first;
                loop {
                    // Column 7 is always empty, so shifts across row ends are masked out.
                    let grown =
                        (region | region << 1 | region >> 1 | region << 8 | region >> 8) & rest;
                    if grown == region {
                        break;
                    }
                    region = grown;
                }
                rest &= !region;
                visit(Territory {
                    terrain,
                    squares: region.count_ones(),
                    crowns: (region & ones).count_ones() + 2 * (region & twos).count_ones(),
                    anchor: Pos::new(min.row + (first / 8) as i8, min.col + (first % 8) as i8),
                });
            }
        }
    }
}
