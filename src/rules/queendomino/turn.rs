//! What the king to move has done so far this turn, to keep the rulebook's order.

use serde::{Deserialize, Serialize};

use super::Stage;
use crate::rules::Pos;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnState {
    /// The squares of the domino just placed (none after a discard).
    pub just_placed: Option<[Pos; 2]>,
    /// Knights sent to tax this turn (at most two, one per square).
    pub taxed: u8,
    /// The furthest part of the turn reached.
    pub stage: Stage,
    /// Knights that came with this turn's building: they tax from the next turn on.
    pub new_knights: u8,
}
