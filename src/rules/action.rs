//! What a player can do, and why the rules refuse it.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::{DominoId, Placement, PlacementError, PlayerId, Pos};

/// One step of a turn. A turn is a placement (or a forced discard) followed by a claim on the
/// next line; the first round is claims only and the last round placements only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Put the king on a free domino of the line being drafted.
    Claim(DominoId),
    /// Lay the king's domino in the kingdom.
    Place(Placement),
    /// Give up the king's domino because it fits nowhere.
    Discard,
    /// Queendomino: a knight from the guard onto a square of the domino just placed, to collect
    /// tax from its territory.
    Tax(Pos),
    /// Queendomino: buy the building on a spot of the builders board (0 next to the pile, the
    /// dearest) and put it on a free town square.
    Build { spot: u8, at: Pos },
    /// Queendomino: pay the Dragon a coin to burn the building on a spot.
    Dragon { spot: u8 },
    /// Queendomino, last round: end the turn (other rounds end with the claim).
    EndTurn,
}

/// What the player to move is expected to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    Claim,
    Place,
    /// Queendomino's last round: optional taxes, building and the Dragon, then end the turn.
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
    /// Knights only tax the squares of the domino just placed.
    TaxNotOnNewDomino {
        at: Pos,
    },
    NoKnightInGuard,
    KnightAlreadyThere {
        at: Pos,
    },
    /// One building a turn.
    AlreadyBuilt,
    EmptySpot {
        spot: u8,
    },
    NotAFreeTown {
        at: Pos,
    },
    CannotAfford {
        cost: u32,
        coins: u32,
    },
    DragonAlreadyUsed,
    QueenHostCannotBribe,
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
            ActionError::TaxNotOnNewDomino { at } => write!(
                f,
                "knights tax only from the domino just placed, not row {}, column {}",
                at.row, at.col
            ),
            ActionError::NoKnightInGuard => f.write_str("no knight is left in the guard"),
            ActionError::KnightAlreadyThere { at } => {
                write!(
                    f,
                    "a knight already stands at row {}, column {}",
                    at.row, at.col
                )
            }
            ActionError::AlreadyBuilt => f.write_str("only one building can be built each turn"),
            ActionError::EmptySpot { spot } => {
                write!(f, "spot {} of the builders board is empty", spot + 1)
            }
            ActionError::NotAFreeTown { at } => write!(
                f,
                "row {}, column {} is not a free town square of the kingdom",
                at.row, at.col
            ),
            ActionError::CannotAfford { cost, coins } => {
                write!(f, "it costs {cost} coins and only {coins} are left")
            }
            ActionError::DragonAlreadyUsed => {
                f.write_str("the Dragon has already been bribed this round")
            }
            ActionError::QueenHostCannotBribe => {
                f.write_str("the Queen's host cannot bribe the Dragon")
            }
        }
    }
}

impl std::error::Error for ActionError {}

impl From<PlacementError> for ActionError {
    fn from(e: PlacementError) -> Self {
        ActionError::Placement(e)
    }
}
