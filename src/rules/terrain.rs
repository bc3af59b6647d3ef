//! The kinds of land a square can show.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A terrain type. `Town` belongs to Queendomino; the Kingdomino box never shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Terrain {
    Wheat,
    Forest,
    Lake,
    Grassland,
    Swamp,
    Mine,
    Town,
}

impl Terrain {
    /// Every terrain, in a fixed order (also the index of [`Terrain::index`]).
    pub const ALL: [Terrain; 7] = [
        Terrain::Wheat,
        Terrain::Forest,
        Terrain::Lake,
        Terrain::Grassland,
        Terrain::Swamp,
        Terrain::Mine,
        Terrain::Town,
    ];

    /// Position in [`Terrain::ALL`], for per-terrain arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The one-letter code of the kingdom notation.
    pub const fn letter(self) -> char {
        match self {
            Terrain::Wheat => 'W',
            Terrain::Forest => 'F',
            Terrain::Lake => 'L',
            Terrain::Grassland => 'G',
            Terrain::Swamp => 'S',
            Terrain::Mine => 'M',
            Terrain::Town => 'T',
        }
    }

    /// The terrain a notation letter stands for (upper case only).
    pub const fn from_letter(letter: char) -> Option<Terrain> {
        Some(match letter {
            'W' => Terrain::Wheat,
            'F' => Terrain::Forest,
            'L' => Terrain::Lake,
            'G' => Terrain::Grassland,
            'S' => Terrain::Swamp,
            'M' => Terrain::Mine,
            'T' => Terrain::Town,
            _ => return None,
        })
    }

    /// The lower-case English name used in JSON output and messages.
    pub const fn name(self) -> &'static str {
        match self {
            Terrain::Wheat => "wheat",
            Terrain::Forest => "forest",
            Terrain::Lake => "lake",
            Terrain::Grassland => "grassland",
            Terrain::Swamp => "swamp",
            Terrain::Mine => "mine",
            Terrain::Town => "town",
        }
    }
}

impl fmt::Display for Terrain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for t in Terrain::ALL {
            assert_eq!(Terrain::from_letter(t.letter()), Some(t));
            assert_eq!(Terrain::ALL[t.index()], t);
        }
        assert_eq!(Terrain::from_letter('C'), None);
        assert_eq!(Terrain::from_letter('w'), None);
    }
}
