//! What Age of Giants adds to a turn, and why the rules refuse it.

use serde::{Deserialize, Serialize};
use std::fmt;

use crate::rules::{KingdomId, Pos};

/// An action with a giant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GiantsAction {
    /// Put a giant on a crown of the acting player's own kingdom: one that has just arrived with
    /// a lettered domino, or one sent by an opponent's footsteps.
    Cover(Pos),
    /// Footsteps: send the giant standing on `from` in the acting player's kingdom to kingdom `to`.
    Send { from: Pos, to: KingdomId },
}

/// Why a giant cannot go where it was asked to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GiantsError {
    /// A giant must be placed before anything else happens.
    GiantFirst,
    /// No giant is waiting to be placed.
    NoGiantWaiting,
    /// The square has no uncovered crown.
    NoFreeCrown {
        at: Pos,
    },
    /// Footsteps can only be used right after laying a footsteps domino, before the turn goes on.
    NoFootsteps,
    NoGiantThere {
        at: Pos,
    },
    /// A giant goes to an opponent's kingdom that has an uncovered crown.
    NotAnOpponentWithACrown {
        to: KingdomId,
    },
}

impl fmt::Display for GiantsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GiantsError::GiantFirst => f.write_str("a giant must be placed on a crown first"),
            GiantsError::NoGiantWaiting => f.write_str("no giant is waiting to be placed"),
            GiantsError::NoFreeCrown { at } => write!(
                f,
                "row {}, column {} has no uncovered crown for a giant",
                at.row, at.col
            ),
            GiantsError::NoFootsteps => f.write_str(
                "a giant can be sent away only right after laying a domino with footsteps",
            ),
            GiantsError::NoGiantThere { at } => {
                write!(f, "no giant stands at row {}, column {}", at.row, at.col)
            }
            GiantsError::NotAnOpponentWithACrown { to } => write!(
                f,
                "{to} is not an opponent's kingdom with an uncovered crown"
            ),
        }
    }
}
