//! Dominoes, named by the box they come from and the number on their back. The boxes, and how
//! each names its dominoes in text, are the family's (`registry/boxes.rs`).

use serde::{Deserialize, Serialize};

use super::{DominoBox, Square};

/// A domino's identity: its box and back number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct DominoId {
    pub domino_box: DominoBox,
    pub number: u8,
}

impl DominoId {
    /// A Kingdomino domino by its back number; `None` outside 1..=48.
    pub fn kingdomino(number: u8) -> Option<DominoId> {
        DominoId::new(DominoBox::Kingdomino, number)
    }

    /// A domino of `domino_box`; `None` when the box has no such number.
    pub fn new(domino_box: DominoBox, number: u8) -> Option<DominoId> {
        let count = domino_box.dominoes().len();
        (1..=count)
            .contains(&(number as usize))
            .then_some(DominoId { domino_box, number })
    }

    /// The printed faces of this domino.
    pub fn domino(self) -> &'static Domino {
        &self.domino_box.dominoes()[self.number as usize - 1]
    }

    /// Both halves, first then second.
    pub fn halves(self) -> [Square; 2] {
        self.domino().halves
    }
}

/// A domino's two printed halves. Orientation has no meaning in the rules: a placement turns it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Domino {
    pub id: DominoId,
    pub halves: [Square; 2],
}

impl Domino {
    /// True when both halves are the same terrain with the same crowns, so that turning the domino
    /// half a turn gives the same placement.
    pub fn is_symmetric(&self) -> bool {
        self.halves[0] == self.halves[1]
    }
}
