//! What a player can do, and why the rules refuse it: the core's part. The variants themselves,
//! which name each game module's, are the family's (`registry/actions.rs`).

use serde::{Deserialize, Serialize};

use super::{Action, ActionError, PlacementError, Pos};

/// An action of a game module without a variant of its own: the module's number among those in
/// play, its kind of action, and a square where it needs one. Records write it
/// `u<module>x<kind>r<row>c<col>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ExtraAction {
    pub module: u8,
    pub kind: u8,
    pub at: Pos,
}

impl Action {
    /// Whether the core takes the action itself (a claim, a placement, a discard, the end of a
    /// turn) rather than a game module.
    pub fn is_core(self) -> bool {
        matches!(
            self,
            Action::Claim(_) | Action::Place(_) | Action::Discard | Action::EndTurn
        )
    }
}

/// What the player to move is expected to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    Claim,
    Place,
    /// The last round of a game whose turns go on after placing: its optional actions, then
    /// end the turn.
    Finish,
}

impl std::error::Error for ActionError {}

impl From<PlacementError> for ActionError {
    fn from(e: PlacementError) -> Self {
        ActionError::Placement(e)
    }
}
