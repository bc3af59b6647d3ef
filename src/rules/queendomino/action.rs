//! What Queendomino adds to a turn, and why the rules refuse it.

use serde::{Deserialize, Serialize};
use std::fmt;

use crate::rules::Pos;

/// An action Queendomino adds after placing. The rulebook's order is strict: taxes, then a
/// building, then the Dragon, then the claim; each may be skipped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum QueendominoAction {
    /// A knight from the guard onto a square of the domino just placed, to collect tax from its
    /// territory.
    Tax(Pos),
    /// Buy the building on a spot of the builders board (0 next to the pile, the dearest) and
    /// put it on a free town square.
    Build { spot: u8, at: Pos },
    /// Pay the Dragon a coin to burn the building on a spot.
    Dragon { spot: u8 },
}

/// The parts of a Queendomino turn after placing, in the order they must come.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Stage {
    /// Nothing taken yet after placing.
    #[default]
    Placed,
    Taxed,
    Built,
    Bribed,
}

/// Why Queendomino refuses an action. The game is left exactly as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueendominoError {
    /// Knights only tax the squares of the domino just placed.
    TaxNotOnNewDomino {
        at: Pos,
    },
    NoKnightInGuard,
    /// Knights that came with a building this turn collect tax from the next turn on.
    KnightsNotReady,
    KnightAlreadyThere {
        at: Pos,
    },
    /// The turn's order is place, tax, build, the Dragon, claim: `tried` comes before `after`.
    OutOfOrder {
        tried: Stage,
        after: Stage,
    },
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

fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::Placed => "placing",
        Stage::Taxed => "taxes",
        Stage::Built => "building",
        Stage::Bribed => "the Dragon",
    }
}

impl fmt::Display for QueendominoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QueendominoError::TaxNotOnNewDomino { at } => write!(
                f,
                "knights tax only from the domino just placed, not row {}, column {}",
                at.row, at.col
            ),
            QueendominoError::NoKnightInGuard => f.write_str("no knight is left in the guard"),
            QueendominoError::KnightsNotReady => {
                f.write_str("knights that came with a building collect tax from the next turn on")
            }
            QueendominoError::KnightAlreadyThere { at } => write!(
                f,
                "a knight already stands at row {}, column {}",
                at.row, at.col
            ),
            QueendominoError::OutOfOrder { tried, after } => write!(
                f,
                "a turn goes place, taxes, building, the Dragon, claim: {} cannot come after {}",
                stage_name(*tried),
                stage_name(*after)
            ),
            // Spots are counted as records write them: `b0` next to the pile.
            QueendominoError::EmptySpot { spot } => write!(
                f,
                "spot {spot} of the builders board (counted from 0 next to the pile) is empty"
            ),
            QueendominoError::NotAFreeTown { at } => write!(
                f,
                "row {}, column {} is not a free town square of the kingdom",
                at.row, at.col
            ),
            QueendominoError::CannotAfford { cost, coins } => {
                let coin = |n: u32| if n == 1 { "coin" } else { "coins" };
                let verb = if *coins == 1 { "is" } else { "are" };
                write!(
                    f,
                    "it costs {cost} {} and only {coins} {verb} left",
                    coin(*cost)
                )
            }
            QueendominoError::DragonAlreadyUsed => {
                f.write_str("the Dragon has already been bribed this round")
            }
            QueendominoError::QueenHostCannotBribe => {
                f.write_str("the Queen's host cannot bribe the Dragon")
            }
        }
    }
}
