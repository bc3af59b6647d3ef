//! Seats at the table.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The most seats any game of the family uses (the Royal Wedding with eight players).
pub const MAX_PLAYERS: usize = 8;

/// A seat at the table, numbered from 0 in the order of the setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerId(pub u8);

impl PlayerId {
    /// Index into per-player arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for PlayerId {
    /// Players read seats from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.0 + 1)
    }
}
