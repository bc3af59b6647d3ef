//! The seventeen quests of the Age of Giants box: end-of-game goals, two drawn for a game (with
//! the giants, or on their own as an option). Harmony and the Middle Kingdom are quests too.
//!
//! Readings where the tiles are short (also in docs/rules.md and the in-game rules): a covered
//! crown is no crown (Bleak King; La Folie des Grandeurs counts a square while one of its crowns
//! is uncovered); an incomplete kingdom's corners are those of the rectangle it occupies; the
//! Middle Kingdom is the rulebook's (every square inside the grid centred on the castle).

use serde::{Deserialize, Serialize};

use super::{Edition, Kingdom, Pos, Terrain};

/// One quest tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Quest {
    /// 5 points for each of the 8 squares around the castle of this terrain.
    LocalBusiness(Terrain),
    /// 5 points for each corner square of the kingdom of this terrain.
    FourCorners(Terrain),
    /// 5 points for a kingdom with no empty square.
    Harmony,
    /// 10 points for a castle centred in its kingdom's grid.
    MiddleKingdom,
    /// 20 points for a castle on a corner of its kingdom.
    LostCorner,
    /// 10 points for each alignment of three crowned squares.
    FolieDesGrandeurs,
    /// 10 points for each crownless wheat, forest, lake or grassland territory of 5 squares or more.
    BleakKing,
}

/// The six terrains of the base box (all but towns), in the order of the quest tiles.
const TERRAINS: &[Terrain] = Terrain::ALL.split_at(6).0;

impl Quest {
    /// Every quest tile, in the order of the box's list (ids 1 to 17 in records).
    pub const ALL: [Quest; 17] = [
        Quest::LocalBusiness(Terrain::Wheat),
        Quest::LocalBusiness(Terrain::Forest),
        Quest::LocalBusiness(Terrain::Lake),
        Quest::LocalBusiness(Terrain::Grassland),
        Quest::LocalBusiness(Terrain::Swamp),
        Quest::LocalBusiness(Terrain::Mine),
        Quest::FourCorners(Terrain::Wheat),
        Quest::FourCorners(Terrain::Forest),
        Quest::FourCorners(Terrain::Lake),
        Quest::FourCorners(Terrain::Grassland),
        Quest::FourCorners(Terrain::Swamp),
        Quest::FourCorners(Terrain::Mine),
        Quest::Harmony,
        Quest::MiddleKingdom,
        Quest::LostCorner,
        Quest::FolieDesGrandeurs,
        Quest::BleakKing,
    ];

    /// The quest's id, as on the command line (`local_business_wheat`, `bleak_king`).
    pub fn id(self) -> &'static str {
        const LOCAL: [&str; 6] = [
            "local_business_wheat",
            "local_business_forest",
            "local_business_lake",
            "local_business_grassland",
            "local_business_swamp",
            "local_business_mine",
        ];
        const CORNERS: [&str; 6] = [
            "four_corners_wheat",
            "four_corners_forest",
            "four_corners_lake",
            "four_corners_grassland",
            "four_corners_swamp",
            "four_corners_mine",
        ];
        let terrain_index = |t: Terrain| TERRAINS.iter().position(|&x| x == t).unwrap_or(0);
        match self {
            Quest::LocalBusiness(t) => LOCAL[terrain_index(t)],
            Quest::FourCorners(t) => CORNERS[terrain_index(t)],
            Quest::Harmony => "harmony",
            Quest::MiddleKingdom => "middle_kingdom",
            Quest::LostCorner => "lost_corner",
            Quest::FolieDesGrandeurs => "folie_des_grandeurs",
            Quest::BleakKing => "bleak_king",
        }
    }

    pub fn from_id(id: &str) -> Option<Quest> {
        Quest::ALL.into_iter().find(|q| q.id() == id)
    }

    /// Its number in records: 1 to 17.
    pub fn number(self) -> u8 {
        Quest::ALL.iter().position(|&q| q == self).unwrap_or(0) as u8 + 1
    }

    /// Whether a tile of the box shows it (a quest read from outside may name any terrain).
    pub fn is_in_the_box(self) -> bool {
        Quest::ALL.contains(&self)
    }

    pub fn from_number(n: u8) -> Option<Quest> {
        Quest::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// The name a player reads.
    pub fn name(self) -> String {
        match self {
            Quest::LocalBusiness(t) => format!("Local Business ({})", t.name()),
            Quest::FourCorners(t) => format!("The Four Corners ({})", t.name()),
            Quest::Harmony => "Harmony".into(),
            Quest::MiddleKingdom => "The Middle Kingdom".into(),
            Quest::LostCorner => "The Lost Corner".into(),
            Quest::FolieDesGrandeurs => "La Folie des Grandeurs".into(),
            Quest::BleakKing => "Bleak King".into(),
        }
    }

    /// What the quest gives `kingdom` now (covered crowns are already off its squares).
    pub fn points(self, kingdom: &Kingdom, edition: Edition) -> u32 {
        match self {
            Quest::LocalBusiness(t) => {
                let around = (-1..=1)
                    .flat_map(|r| (-1..=1).map(move |c| Pos::new(r, c)))
                    .filter(|&p| p != Pos::CASTLE);
                5 * around.filter(|&p| is(kingdom, p, t)).count() as u32
            }
            Quest::FourCorners(t) => {
                5 * corners(kingdom)
                    .iter()
                    .filter(|&&p| is(kingdom, p, t))
                    .count() as u32
            }
            Quest::Harmony => 5 * u32::from(kingdom.is_complete()),
            Quest::MiddleKingdom => 10 * u32::from(kingdom.is_middle_kingdom(edition)),
            Quest::LostCorner => 20 * u32::from(corners(kingdom).contains(&Pos::CASTLE)),
            Quest::FolieDesGrandeurs => 10 * crown_alignments(kingdom),
            Quest::BleakKing => {
                let bleak = kingdom.territories().into_iter().filter(|t| {
                    TERRAINS[..4].contains(&t.terrain) && t.squares >= 5 && t.crowns == 0
                });
                10 * bleak.count() as u32
            }
        }
    }
}

fn is(kingdom: &Kingdom, p: Pos, terrain: Terrain) -> bool {
    kingdom.square(p).is_some_and(|s| s.terrain == terrain)
}

/// The corners of the rectangle the kingdom occupies (its grid's, once it is full).
fn corners(kingdom: &Kingdom) -> [Pos; 4] {
    let (min, max) = kingdom.bounds();
    [
        min,
        Pos::new(min.row, max.col),
        Pos::new(max.row, min.col),
        max,
    ]
}

/// Alignments of at least three crowned squares: each straight run of `n` crowned squares
/// (across, down or diagonal) holds `(n - 1) / 2` alignments that share at most one square.
fn crown_alignments(kingdom: &Kingdom) -> u32 {
    let crowned = |p: Pos| kingdom.square(p).is_some_and(|s| s.crowns > 0);
    let (min, max) = kingdom.bounds();
    let mut count = 0;
    for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
        for row in min.row..=max.row {
            for col in min.col..=max.col {
                let p = Pos::new(row, col);
                let before = Pos::new(row - dr, col - dc);
                if !crowned(p) || crowned(before) {
                    continue; // not the start of a run
                }
                let mut n = 0;
                let mut q = p;
                while crowned(q) {
                    n += 1;
                    q = Pos::new(q.row + dr, q.col + dc);
                }
                if n >= 3 {
                    count += (n - 1) / 2;
                }
            }
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_numbers_round_trip() {
        for q in Quest::ALL {
            assert_eq!(Quest::from_id(q.id()), Some(q));
            assert_eq!(Quest::from_number(q.number()), Some(q));
        }
        assert_eq!(Quest::from_number(0), None);
        assert_eq!(Quest::from_number(18), None);
    }
}
