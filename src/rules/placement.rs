//! Where a domino goes: the square of its first half and the direction of its second.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::{Dir, Domino, Pos, Square};

/// A domino laid in a kingdom: its first half at `first`, its second half one step `dir` away.
/// The four directions are the four rotations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Placement {
    pub first: Pos,
    pub dir: Dir,
}

impl Placement {
    pub const fn new(first: Pos, dir: Dir) -> Placement {
        Placement { first, dir }
    }

    /// The square of the second half, or `None` when it falls off the `i8` range.
    pub fn second(self) -> Option<Pos> {
        self.first.step(self.dir)
    }

    /// The same two squares covered the other way round.
    pub fn reversed(self) -> Option<Placement> {
        Some(Placement {
            first: self.second()?,
            dir: self.dir.opposite(),
        })
    }

    /// The one form the rules use for this placement of `domino`: a domino whose halves are equal
    /// covers the same squares with the same faces when reversed, so only its east- and
    /// south-pointing forms count.
    pub fn canonical(self, domino: &Domino) -> Placement {
        if domino.is_symmetric() && matches!(self.dir, Dir::West | Dir::North) {
            self.reversed().unwrap_or(self)
        } else {
            self
        }
    }

    /// The two squares with the faces they receive.
    pub fn cells(self, domino: &Domino) -> Option<[(Pos, Square); 2]> {
        Some([
            (self.first, domino.halves[0]),
            (self.second()?, domino.halves[1]),
        ])
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.second() {
            Some(second) => write!(f, "{} and {}", self.first, second),
            None => write!(f, "{} towards {:?}", self.first, self.dir),
        }
    }
}
