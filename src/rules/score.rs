//! Counting a kingdom's points: its territories, and a list of named parts that the options and
//! game modules add (bonuses, buildings, coins, the Queen, ...).

use super::{Edition, Kingdom, Pos, Quest, Terrain};
use serde::{Deserialize, Serialize};

/// Which end-of-game bonuses are in play, and by which edition's reading.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bonuses {
    pub harmony: bool,
    pub middle_kingdom: bool,
    /// The Middle Kingdom's reading: see [`Kingdom::is_middle_kingdom`].
    pub edition: Edition,
    /// The quests of the game (Age of Giants, or the quests option).
    pub quests: [Option<Quest>; 2],
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

/// A named part of a score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ScorePart {
    /// Every territory's squares x crowns.
    Territories,
    Harmony,
    MiddleKingdom,
    /// Queendomino: the buildings' end-of-game points.
    Buildings,
    /// Queendomino: one point per three coins left.
    Coins,
    /// Queendomino: the Queen's extra crown on her host's largest territory.
    Queen,
    /// One of the game's quests.
    Quest(Quest),
    /// A part added by a game module without parts of its own yet: the module's number among
    /// those in play.
    Extra(u8),
}

impl ScorePart {
    /// The name in JSON and in page attributes.
    pub fn key(self) -> &'static str {
        match self {
            ScorePart::Territories => "territories",
            ScorePart::Harmony => "harmony",
            ScorePart::MiddleKingdom => "middle_kingdom",
            ScorePart::Buildings => "buildings",
            ScorePart::Coins => "coins",
            ScorePart::Queen => "queen",
            ScorePart::Quest(q) => q.id(),
            ScorePart::Extra(_) => "extra",
        }
    }
}

/// The breakdown of a kingdom's score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// Every territory, crownless ones too, in reading order of their first square.
    pub territories: Vec<Territory>,
    /// Every part in play with its points, territories first; they add up to `total`.
    pub parts: Vec<(ScorePart, u32)>,
    /// Squares of the largest territory: the first tie-break.
    pub largest_territory: u32,
    /// All crowns in the kingdom.
    pub crowns: u32,
    pub total: u32,
}

impl Score {
    /// Adds a part (in play even at 0 points) to the breakdown and the total.
    pub fn add(&mut self, part: ScorePart, points: u32) {
        self.parts.push((part, points));
        self.total += points;
    }

    /// The points of `part`, 0 when it is not in play.
    pub fn part(&self, part: ScorePart) -> u32 {
        self.parts
            .iter()
            .filter(|(p, _)| *p == part)
            .map(|(_, n)| n)
            .sum()
    }
}

impl Kingdom {
    /// The kingdom's score now, with the bonuses in play (a game module adds its own parts).
    pub fn score(&self, bonuses: Bonuses) -> Score {
        let territories = self.territories();
        let mut score = Score {
            largest_territory: territories.iter().map(|t| t.squares).max().unwrap_or(0),
            crowns: territories.iter().map(|t| t.crowns).sum(),
            parts: Vec::with_capacity(6),
            total: 0,
            territories,
        };
        let points = score.territories.iter().map(Territory::points).sum();
        score.add(ScorePart::Territories, points);
        let (harmony, middle_kingdom) = self.bonus_points(bonuses);
        if bonuses.harmony {
            score.add(ScorePart::Harmony, harmony);
        }
        if bonuses.middle_kingdom {
            score.add(ScorePart::MiddleKingdom, middle_kingdom);
        }
        for quest in bonuses.quests.into_iter().flatten() {
            score.add(ScorePart::Quest(quest), quest.points(self, bonuses.edition));
        }
        score
    }

    /// The kingdom's territories in reading order of their first square. The castle belongs to none.
    pub fn territories(&self) -> Vec<Territory> {
        let mut found = Vec::with_capacity(16);
        self.for_each_territory(|t| found.push(t));
        found
    }

    /// The total score, without the breakdown: no allocation, for searches.
    pub fn points(&self, bonuses: Bonuses) -> u32 {
        let mut total = 0;
        self.for_each_territory(|t| total += t.points());
        let (harmony, middle_kingdom) = self.bonus_points(bonuses);
        let quests: u32 = bonuses
            .quests
            .into_iter()
            .flatten()
            .map(|q| q.points(self, bonuses.edition))
            .sum();
        total + harmony + middle_kingdom + quests
    }

    /// Visits the territories in reading order of their first square: the first square left
    /// unvisited always starts the next territory.
    fn for_each_territory(&self, mut visit: impl FnMut(Territory)) {
        let [ones, twos] = self.crown_planes().map(|g| self.packed(&g));
        let by_terrain = Terrain::ALL.map(|t| self.packed(self.terrain_grid(t)));
        let (min, _) = self.bounds();
        let mut rest = by_terrain.iter().fold(0, |all, t| all | t);
        while rest != 0 {
            let first = rest.trailing_zeros();
            let mut region = 1u64 << first;
            let (terrain, same) = Terrain::ALL
                .into_iter()
                .zip(by_terrain)
                .find(|(_, squares)| squares & region != 0)
                .expect("every land square has a terrain");
            let same = same & rest;
            loop {
                // Column 7 is always empty, so shifts across row ends are masked out.
                let grown = (region | region << 1 | region >> 1 | region << 8 | region >> 8) & same;
                if grown == region {
                    break;
                }
                region = grown;
            }
            rest &= !region;
            // Most territories have no crown: their count is skipped.
            let crowns = if region & (ones | twos) == 0 {
                0
            } else {
                (region & ones).count_ones() + 2 * (region & twos).count_ones()
            };
            visit(Territory {
                terrain,
                squares: region.count_ones(),
                crowns,
                anchor: Pos::new(min.row + (first / 8) as i8, min.col + (first % 8) as i8),
            });
        }
    }
}
