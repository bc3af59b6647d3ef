//! Counting a kingdom's points.

use super::grid::Grid;
use super::kingdom::for_each_square;
use super::{Kingdom, Pos, Terrain};

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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Score {
    /// Every territory, crownless ones too, in reading order of their first square.
    pub territories: Vec<Territory>,
    pub harmony: u32,
    pub middle_kingdom: u32,
    /// Squares of the largest territory: the first tie-break.
    pub largest_territory: u32,
    /// All crowns in the kingdom.
    pub crowns: u32,
    pub total: u32,
}

impl Kingdom {
    /// The kingdom's score now, with the bonuses in play.
    pub fn score(&self, bonuses: Bonuses) -> Score {
        let territories = self.territories();
        let harmony = if bonuses.harmony && self.is_complete() {
            HARMONY_BONUS
        } else {
            0
        };
        let middle_kingdom = if bonuses.middle_kingdom && self.castle_centred() {
            MIDDLE_KINGDOM_BONUS
        } else {
            0
        };
        let total =
            territories.iter().map(Territory::points).sum::<u32>() + harmony + middle_kingdom;
        Score {
            largest_territory: territories.iter().map(|t| t.squares).max().unwrap_or(0),
            crowns: territories.iter().map(|t| t.crowns).sum(),
            territories,
            harmony,
            middle_kingdom,
            total,
        }
    }

    /// The kingdom's territories in reading order of their first square. The castle belongs to none.
    pub fn territories(&self) -> Vec<Territory> {
        let mut seen = Grid::EMPTY;
        let mut found = Vec::new();
        let mut stack = Vec::with_capacity(64);
        for_each_square(self.occupied_grid(), |start| {
            let Some(first) = self.square(start) else {
                return;
            };
            if seen.contains(start) {
                return;
            }
            let mut territory = Territory {
                terrain: first.terrain,
                squares: 0,
                crowns: 0,
                anchor: start,
            };
            seen.insert(start);
            stack.push(start);
            while let Some(p) = stack.pop() {
                let square = self.square(p).expect("territories hold land");
                territory.squares += 1;
                territory.crowns += u32::from(square.crowns);
                for n in p.neighbours() {
                    if !seen.contains(n)
                        && self.square(n).is_some_and(|s| s.terrain == first.terrain)
                    {
                        seen.insert(n);
                        stack.push(n);
                    }
                }
            }
            found.push(territory);
        });
        found
    }
}
