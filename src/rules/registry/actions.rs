//! The family's actions and refusals: the core's, and a variant for each game module's own (the
//! registry's, as the one place that names the modules). What the core does with them is
//! `action.rs`.

use serde::{Deserialize, Serialize};
use std::fmt;

use crate::rules::giants::{GiantsAction, GiantsError};
use crate::rules::queendomino::{QueendominoAction, QueendominoError};
use crate::rules::{DominoId, Expected, ExtraAction, Placement, PlacementError, PlayerId};

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
