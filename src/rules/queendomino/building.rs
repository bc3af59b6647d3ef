//! Queendomino's buildings: one table of what each kind gives when built, while owned, and at
//! the end. Built on a town square, bought from the builders board.
//!
//! **Provisional entries.** No source shows the knights and towers some tiles give when built.
//! Those values follow the project's proposal (22 knights and 15 towers in the box, twin tiles,
//! "points + pieces = 5"), are marked `provisional` here and said so in the game's rules help:
//! Bakery, Fishmonger's, Weaving Shop, Foundry, Queen's Tower, Safe and Fortified Castle.
//! The Sawmill, the Church and the Statue give no tower: the rulebook's 71-point example counts
//! 3 towers, all from a Travelling Castle and a Guardtower, beside those three buildings. The names Training Camp, Safe, Queen's Tower, Fortified Castle and Barn are
//! also unconfirmed.

use serde::{Deserialize, Serialize};

use crate::rules::Terrain;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum BuildingKind {
    Bakery,
    Sawmill,
    Fishmonger,
    WeavingShop,
    MagicSchool,
    Foundry,
    Church,
    TrainingCamp,
    SmallTavern,
    BigTavern,
    Guardtower,
    TravellingCastle,
    Statue,
    QueensTower,
    Safe,
    Barn,
    FortifiedCastle,
}

/// Everything a kind of building does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildingRules {
    pub kind: BuildingKind,
    pub name: &'static str,
    /// Tiles of this kind in the box.
    pub count: u8,
    /// Knights and towers taken when built.
    pub knights: u8,
    pub towers: u8,
    /// Crowns it adds to its town square.
    pub crowns: u8,
    /// Extra coins each time its owner collects tax: per knight owned, per tower owned.
    pub coins_per_knight: u32,
    pub coins_per_tower: u32,
    /// End-of-game points.
    pub points: u32,
    pub points_per_territory: Option<(Terrain, u32)>,
    pub points_per_tower: u32,
    pub points_per_knight: u32,
    /// The knights and towers it gives are the project's proposal, not read from a tile.
    pub provisional: bool,
}

const fn rules(
    kind: BuildingKind,
    name: &'static str,
    count: u8,
    knights: u8,
    towers: u8,
) -> BuildingRules {
    BuildingRules {
        kind,
        name,
        count,
        knights,
        towers,
        crowns: 0,
        coins_per_knight: 0,
        coins_per_tower: 0,
        points: 0,
        points_per_territory: None,
        points_per_tower: 0,
        points_per_knight: 0,
        provisional: false,
    }
}

const fn per_territory(r: BuildingRules, terrain: Terrain) -> BuildingRules {
    BuildingRules {
        points_per_territory: Some((terrain, 2)),
        ..r
    }
}

const fn points(r: BuildingRules, points: u32) -> BuildingRules {
    BuildingRules { points, ..r }
}

const fn provisional(r: BuildingRules) -> BuildingRules {
    BuildingRules {
        provisional: true,
        ..r
    }
}

use BuildingKind as K;

/// The seventeen kinds; 32 tiles in all.
pub static BUILDINGS: [BuildingRules; 17] = [
    provisional(per_territory(
        rules(K::Bakery, "Bakery", 2, 0, 0),
        Terrain::Wheat,
    )),
    per_territory(rules(K::Sawmill, "Sawmill", 2, 0, 0), Terrain::Forest),
    provisional(per_territory(
        rules(K::Fishmonger, "Fishmonger's", 2, 1, 0),
        Terrain::Lake,
    )),
    provisional(per_territory(
        rules(K::WeavingShop, "Weaving Shop", 2, 1, 0),
        Terrain::Grassland,
    )),
    per_territory(
        rules(K::MagicSchool, "Magic School", 2, 1, 1),
        Terrain::Swamp,
    ),
    provisional(per_territory(
        rules(K::Foundry, "Foundry", 2, 1, 0),
        Terrain::Mine,
    )),
    per_territory(rules(K::Church, "Church", 2, 0, 0), Terrain::Town),
    BuildingRules {
        points_per_knight: 1,
        ..rules(K::TrainingCamp, "Training Camp", 2, 1, 0)
    },
    points(rules(K::SmallTavern, "Small Tavern", 2, 2, 0), 3),
    points(rules(K::BigTavern, "Big Tavern", 1, 3, 0), 2),
    points(rules(K::Guardtower, "Guardtower", 2, 0, 2), 3),
    BuildingRules {
        points_per_tower: 1,
        ..rules(K::TravellingCastle, "Travelling Castle", 2, 0, 1)
    },
    points(rules(K::Statue, "Statue", 3, 0, 0), 5),
    provisional(BuildingRules {
        crowns: 1,
        ..rules(K::QueensTower, "Queen's Tower", 3, 0, 1)
    }),
    provisional(BuildingRules {
        coins_per_knight: 1,
        ..points(rules(K::Safe, "Safe", 1, 1, 0), 2)
    }),
    BuildingRules {
        coins_per_tower: 1,
        ..points(rules(K::Barn, "Barn", 1, 0, 1), 2)
    },
    provisional(points(
        rules(K::FortifiedCastle, "Fortified Castle", 1, 0, 3),
        2,
    )),
];

/// Spots on the builders board, from the pile out, and what each costs.
pub const SPOT_COSTS: [u32; 6] = [5, 4, 3, 2, 1, 0];

/// One of the 32 building tiles, numbered from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct BuildingId(pub u8);

/// Tiles in the box.
pub const BUILDING_TILES: usize = 32;

impl BuildingKind {
    pub const ALL: [BuildingKind; 17] = [
        BuildingKind::Bakery,
        BuildingKind::Sawmill,
        BuildingKind::Fishmonger,
        BuildingKind::WeavingShop,
        BuildingKind::MagicSchool,
        BuildingKind::Foundry,
        BuildingKind::Church,
        BuildingKind::TrainingCamp,
        BuildingKind::SmallTavern,
        BuildingKind::BigTavern,
        BuildingKind::Guardtower,
        BuildingKind::TravellingCastle,
        BuildingKind::Statue,
        BuildingKind::QueensTower,
        BuildingKind::Safe,
        BuildingKind::Barn,
        BuildingKind::FortifiedCastle,
    ];

    /// The two-letter code of the kingdom notation (`T[Ch]` is a town square with a Church).
    pub const fn code(self) -> &'static str {
        match self {
            BuildingKind::Bakery => "Bk",
            BuildingKind::Sawmill => "Sm",
            BuildingKind::Fishmonger => "Fi",
            BuildingKind::WeavingShop => "Ws",
            BuildingKind::MagicSchool => "Ms",
            BuildingKind::Foundry => "Fo",
            BuildingKind::Church => "Ch",
            BuildingKind::TrainingCamp => "Tc",
            BuildingKind::SmallTavern => "St",
            BuildingKind::BigTavern => "Bt",
            BuildingKind::Guardtower => "Gt",
            BuildingKind::TravellingCastle => "Tv",
            BuildingKind::Statue => "Su",
            BuildingKind::QueensTower => "Qt",
            BuildingKind::Safe => "Sf",
            BuildingKind::Barn => "Ba",
            BuildingKind::FortifiedCastle => "Fc",
        }
    }

    pub fn from_code(code: &str) -> Option<BuildingKind> {
        BuildingKind::ALL.into_iter().find(|k| k.code() == code)
    }

    pub fn rules(self) -> &'static BuildingRules {
        BUILDINGS
            .iter()
            .find(|r| r.kind == self)
            .expect("every kind has rules")
    }
}

impl BuildingId {
    /// Every tile, kinds in table order, each as often as the box holds it.
    pub fn all() -> impl Iterator<Item = BuildingId> {
        (0..BUILDING_TILES as u8).map(BuildingId)
    }

    /// The first tile of a kind.
    pub fn first_of(kind: BuildingKind) -> BuildingId {
        BuildingId::all()
            .find(|b| b.kind() == kind)
            .expect("every kind has a tile")
    }

    pub fn kind(self) -> BuildingKind {
        let mut n = self.0;
        for r in &BUILDINGS {
            if n < r.count {
                return r.kind;
            }
            n -= r.count;
        }
        panic!("building tile {} does not exist", self.0)
    }

    pub fn rules(self) -> &'static BuildingRules {
        self.kind().rules()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_box_holds_32_tiles_18_knights_and_15_towers() {
        let tiles: u32 = BUILDINGS.iter().map(|r| u32::from(r.count)).sum();
        assert_eq!(tiles as usize, BUILDING_TILES);
        let knights: u32 = BuildingId::all()
            .map(|b| u32::from(b.rules().knights))
            .sum();
        let towers: u32 = BuildingId::all().map(|b| u32::from(b.rules().towers)).sum();
        // 22 knights in the box, 4 of them the players' starting knights.
        assert_eq!((knights, towers), (18, 15));
        assert_eq!(BuildingId(31).kind(), BuildingKind::FortifiedCastle);
        assert_eq!(BuildingId(0).kind(), BuildingKind::Bakery);
    }
}
