//! What a player can do, and why the rules refuse it.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::giants::{GiantsAction, GiantsError};
use super::queendomino::{QueendominoAction, QueendominoError};
use super::{DominoId, Placement, PlacementError, PlayerId, Pos};

/// One step of a turn. A turn is a placement (or a forced discard), the actions a game module
/// adds, then a claim on the next line; the first round is claims only and the last round has
/// no claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Put the king on a free domino of the line being drafted.
    Claim(DominoId),
    /// Lay the king's domino in the kingdom.
    Place(Placement),
    /// Give up the king's domino because it fits nowhere.
    Discard,
    /// An action Queendomino adds after placing: taxes, a building, the Dragon.
    Queendomino(QueendominoAction),
    /// Age of Giants: put a giant on a crown, or send one away with footsteps.
    Giants(GiantsAction),
    /// The last round of a game whose turns go on after placing (Queendomino): end the turn
    /// (other rounds end with the claim).
    EndTurn,
    /// An action of a game module that has no variant of its own yet (a module in the making).
    Extra(ExtraAction),
}

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

/// Why an action was refused. The game is left exactly as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionError {
    GameOver,
    NotYourTurn {
        to_move: PlayerId,
    },
    /// A claim when a placement is due, or the other way round.
    WrongStep {
        expected: Expected,
    },
    /// The domino is not on the line being drafted.
    NotOnLine {
        domino: DominoId,
    },
    AlreadyClaimed {
        domino: DominoId,
    },
    Placement(PlacementError),
    /// Discarding is only allowed when the domino fits nowhere.
    DiscardRefused {
        domino: DominoId,
    },
    /// The action belongs to another game of the family.
    NotInThisGame,
    /// Refused by Queendomino's rules.
    Queendomino(QueendominoError),
    /// Refused by Age of Giants' rules.
    Giants(GiantsError),
    /// Refused by a game module without refusals of its own: why, in English.
    Extra(&'static str),
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => f.write_str("the game is over"),
            ActionError::NotYourTurn { to_move } => write!(f, "it is {to_move}'s turn"),
            ActionError::WrongStep {
                expected: Expected::Claim,
            } => f.write_str("it is time to claim a domino on the next line"),
            ActionError::WrongStep {
                expected: Expected::Place,
            } => f.write_str(
                "the claimed domino must be placed (or discarded if it fits nowhere) first",
            ),
            ActionError::WrongStep {
                expected: Expected::Finish,
            } => f.write_str("in the last round the turn ends without a claim"),
            ActionError::NotOnLine { domino } => {
                write!(f, "domino {domino} is not on the line being drafted")
            }
            ActionError::AlreadyClaimed { domino } => {
                write!(f, "domino {domino} already has a king on it")
            }
            ActionError::Placement(e) => e.fmt(f),
            ActionError::DiscardRefused { domino } => write!(
                f,
                "domino {domino} fits in the kingdom, so it cannot be discarded"
            ),
            ActionError::NotInThisGame => {
                f.write_str("that action belongs to another game of the family")
            }
            ActionError::Queendomino(e) => e.fmt(f),
            ActionError::Giants(e) => e.fmt(f),
            ActionError::Extra(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for ActionError {}

impl From<PlacementError> for ActionError {
    fn from(e: PlacementError) -> Self {
        ActionError::Placement(e)
    }
}
