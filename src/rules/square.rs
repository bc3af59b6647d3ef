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
