//! Why a game state from outside is refused, and the checks of its parts every reader shares:
//! the core's (`checked.rs`) and each game module's (`giants/checked.rs`,
//! `queendomino/checked.rs`).

use std::fmt;

use super::{BuildingId, DominoId, KingdomId, PlayerId, Pos, RuleSet};

/// Why a game state from outside cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateError(pub String);

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a game state this version can use: {}", self.0)
    }
}

impl std::error::Error for StateError {}

/// Refuses with `why` unless `ok`.
pub(crate) fn ensure(ok: bool, why: impl FnOnce() -> String) -> Result<(), StateError> {
    if ok {
        Ok(())
    } else {
        Err(StateError(why()))
    }
}

/// A domino id read from outside: its box must have that number.
pub(crate) fn check_domino(id: DominoId) -> Result<(), StateError> {
    ensure(DominoId::new(id.domino_box, id.number).is_some(), || {
        format!(
            "domino {} of the {:?} box does not exist",
            id.number, id.domino_box
        )
    })
}

/// A building tile id read from outside.
pub(crate) fn check_building(id: BuildingId) -> Result<(), StateError> {
    ensure(BuildingId::all().any(|b| b == id), || {
        format!("building tile {} does not exist", id.0)
    })
}

/// A square of a kingdom read from outside: within reach of the castle.
pub(crate) fn check_pos(p: Pos) -> Result<(), StateError> {
    ensure(p.in_reach(), || {
        format!("square {p} is out of any kingdom's reach")
    })
}

/// A seat read from outside: one of the table's.
pub(crate) fn check_seat(seat: PlayerId, rules: &RuleSet) -> Result<(), StateError> {
    ensure(seat.0 < rules.seats, || {
        format!("seat {} at a table of {}", seat.0, rules.seats)
    })
}

/// A kingdom read from outside: one of the table's.
pub(crate) fn check_kingdom_id(kingdom: KingdomId, rules: &RuleSet) -> Result<(), StateError> {
    ensure(kingdom.0 < rules.kingdoms, || {
        format!("kingdom {} at a table of {}", kingdom.0, rules.kingdoms)
    })
}
