//! One half of a domino: a terrain with its crowns.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::Terrain;

/// The most crowns a single square carries in any box.
pub const MAX_CROWNS: u8 = 3;

/// A terrain square and the crowns printed on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Square {
    pub terrain: Terrain,
    pub crowns: u8,
}

impl Square {
    /// A square; `None` when `crowns` exceeds [`MAX_CROWNS`].
    pub const fn new(terrain: Terrain, crowns: u8) -> Option<Square> {
        if crowns > MAX_CROWNS {
            None
        } else {
            Some(Square { terrain, crowns })
        }
    }

    /// The token used by the command-line tool: letter and crowns, always two characters (`W0`, `M3`).
    pub fn token(self) -> String {
        format!("{}{}", self.terrain.letter(), self.crowns)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.crowns {
            0 => write!(f, "{}", self.terrain),
            1 => write!(f, "{} with a crown", self.terrain),
            n => write!(f, "{} with {} crowns", self.terrain, n),
        }
    }
}

/// Every face printed on the family's dominoes, named by notation letter and crowns (`M3`), for
/// the box tables.
#[rustfmt::skip]
pub(crate) mod faces {
    use super::{Square, Terrain};

    pub const F0: Square = Square { terrain: Terrain::Forest, crowns: 0 };
    pub const F1: Square = Square { terrain: Terrain::Forest, crowns: 1 };
    pub const F2: Square = Square { terrain: Terrain::Forest, crowns: 2 };
    pub const G0: Square = Square { terrain: Terrain::Grassland, crowns: 0 };
    pub const G1: Square = Square { terrain: Terrain::Grassland, crowns: 1 };
    pub const G2: Square = Square { terrain: Terrain::Grassland, crowns: 2 };
    pub const L0: Square = Square { terrain: Terrain::Lake, crowns: 0 };
    pub const L1: Square = Square { terrain: Terrain::Lake, crowns: 1 };
    pub const L2: Square = Square { terrain: Terrain::Lake, crowns: 2 };
    pub const M0: Square = Square { terrain: Terrain::Mine, crowns: 0 };
    pub const M1: Square = Square { terrain: Terrain::Mine, crowns: 1 };
    pub const M2: Square = Square { terrain: Terrain::Mine, crowns: 2 };
    pub const M3: Square = Square { terrain: Terrain::Mine, crowns: 3 };
    pub const S0: Square = Square { terrain: Terrain::Swamp, crowns: 0 };
    pub const S1: Square = Square { terrain: Terrain::Swamp, crowns: 1 };
    pub const S2: Square = Square { terrain: Terrain::Swamp, crowns: 2 };
    pub const T0: Square = Square { terrain: Terrain::Town, crowns: 0 };
    pub const W0: Square = Square { terrain: Terrain::Wheat, crowns: 0 };
    pub const W1: Square = Square { terrain: Terrain::Wheat, crowns: 1 };
    pub const W2: Square = Square { terrain: Terrain::Wheat, crowns: 2 };
}
