//! Positions in a kingdom and the four directions.
//!
//! A kingdom measures every square from its castle, which sits at row 0, column 0. Rows grow
//! downwards and columns to the right; both may be negative. A 7x7 kingdom can reach at most six
//! squares from the castle in any direction, so every position lies in -6..=6:
//!
//! ```text
//!          col -6 ...  -1   0  +1  ... +6
//!  row -6        .      .   .   .       .
//!   ...
//!  row -1        .      .   .   .       .
//!  row  0        .      .   C   .       .      C = castle
//!  row +1        .      .   .   .       .
//!   ...
//!  row +6        .      .   .   .       .
//! ```

use serde::{Deserialize, Serialize};
use std::fmt;

/// How far a square can be from the castle in a row or a column (7x7 kingdoms).
pub const REACH: i8 = 6;

/// A square of a kingdom, measured from the castle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub row: i8,
    pub col: i8,
}

impl Pos {
    pub const CASTLE: Pos = Pos { row: 0, col: 0 };

    pub const fn new(row: i8, col: i8) -> Pos {
        Pos { row, col }
    }

    /// True when the position lies within [`REACH`] of the castle in both directions.
    pub const fn in_reach(self) -> bool {
        self.row >= -REACH && self.row <= REACH && self.col >= -REACH && self.col <= REACH
    }

    /// The neighbour one step towards `dir`, or `None` when it would leave the `i8` range.
    pub fn step(self, dir: Dir) -> Option<Pos> {
        let (dr, dc) = dir.delta();
        Some(Pos {
            row: self.row.checked_add(dr)?,
            col: self.col.checked_add(dc)?,
        })
    }

    /// The four orthogonal neighbours that are in reach.
    pub fn neighbours(self) -> impl Iterator<Item = Pos> {
        Dir::ALL
            .into_iter()
            .filter_map(move |d| self.step(d))
            .filter(|p| p.in_reach())
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

/// A direction on the grid; a placement lays its second half this way from its first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dir {
    North,
    East,
    South,
    West,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    /// (row, column) change of one step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Dir::North => (-1, 0),
            Dir::East => (0, 1),
            Dir::South => (1, 0),
            Dir::West => (0, -1),
        }
    }

    pub const fn opposite(self) -> Dir {
        match self {
            Dir::North => Dir::South,
            Dir::East => Dir::West,
            Dir::South => Dir::North,
            Dir::West => Dir::East,
        }
    }

    /// A quarter turn clockwise: how the player rotates a domino.
    pub const fn clockwise(self) -> Dir {
        match self {
            Dir::North => Dir::East,
            Dir::East => Dir::South,
            Dir::South => Dir::West,
            Dir::West => Dir::North,
        }
    }

    /// The letter used in game records.
    pub const fn letter(self) -> char {
        match self {
            Dir::North => 'n',
            Dir::East => 'e',
            Dir::South => 's',
            Dir::West => 'w',
        }
    }

    pub const fn from_letter(letter: char) -> Option<Dir> {
        Some(match letter {
            'n' => Dir::North,
            'e' => Dir::East,
            's' => Dir::South,
            'w' => Dir::West,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directions_are_consistent() {
        for d in Dir::ALL {
            assert_eq!(d.opposite().opposite(), d);
            assert_eq!(d.clockwise().clockwise(), d.opposite());
            assert_eq!(Dir::from_letter(d.letter()), Some(d));
            let p = Pos::CASTLE.step(d).unwrap().step(d.opposite()).unwrap();
            assert_eq!(p, Pos::CASTLE);
        }
    }

    #[test]
    fn reach_is_six_each_way() {
        assert!(Pos::new(6, -6).in_reach());
        assert!(!Pos::new(7, 0).in_reach());
        assert_eq!(Pos::CASTLE.neighbours().count(), 4);
        assert_eq!(Pos::new(6, 6).neighbours().count(), 2);
    }
}
