//! A line of dominoes on the table, sorted by number, with the kings standing on them.

use super::{DominoId, PlayerId};
use serde::{Deserialize, Serialize};

/// One domino of a line and the king, if any, that claimed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineSlot {
    pub domino: DominoId,
    pub king: Option<PlayerId>,
    /// The domino has left the line for its kingdom (or the discard).
    pub taken: bool,
}

impl LineSlot {
    pub(crate) fn new(domino: DominoId) -> LineSlot {
        LineSlot {
            domino,
            king: None,
            taken: false,
        }
    }
}
