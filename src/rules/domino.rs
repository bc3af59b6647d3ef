//! Dominoes, named by the box they come from and the number on their back.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::giants::giants_box::{FIRST_FOOTSTEPS, GIANTS_DOMINOES, LETTERED};
use super::kingdomino::kingdomino_box::KINGDOMINO_DOMINOES;
use super::queendomino::queendomino_box::QUEENDOMINO_DOMINOES;
use super::Square;

/// The boxes of the family. Each box numbers its own dominoes from 1, so a domino is known by
/// its box and its number (the Royal Wedding mixes two boxes on one table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DominoBox {
    Kingdomino,
    Queendomino,
    /// The Age of Giants expansion: giant dominoes A-F and footstep dominoes 49-54.
    Giants,
}

impl DominoBox {
    /// Every domino of the box, in number order.
    pub fn dominoes(self) -> &'static [Domino] {
        match self {
            DominoBox::Kingdomino => &KINGDOMINO_DOMINOES,
            DominoBox::Queendomino => &QUEENDOMINO_DOMINOES,
            DominoBox::Giants => &GIANTS_DOMINOES,
        }
    }

    /// The prefix that tells this box's dominoes apart in text (`12` is Kingdomino's 12).
    pub const fn prefix(self) -> &'static str {
        match self {
            DominoBox::Kingdomino => "",
            DominoBox::Queendomino => "Q",
            DominoBox::Giants => "",
        }
    }
}

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

    /// Parses the text form written by `Display` (`12` for Kingdomino's 12, `Q12` for
    /// Queendomino's, `A`-`F` and `49`-`54` for the Age of Giants dominoes).
    pub fn parse(text: &str) -> Option<DominoId> {
        if let [letter @ b'A'..=b'F'] = text.as_bytes() {
            return DominoId::new(DominoBox::Giants, letter - b'A' + 1);
        }
        let (domino_box, digits) = match text.strip_prefix('Q') {
            Some(rest) => (DominoBox::Queendomino, rest),
            None => (DominoBox::Kingdomino, text),
        };
        // One spelling per domino: `7`, never `07`.
        if digits.is_empty()
            || digits.len() > 3
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || (digits.len() > 1 && digits.starts_with('0'))
        {
            return None;
        }
        let number: u8 = digits.parse().ok()?;
        if domino_box == DominoBox::Kingdomino && number >= FIRST_FOOTSTEPS {
            return DominoId::new(DominoBox::Giants, number - FIRST_FOOTSTEPS + LETTERED + 1);
        }
        DominoId::new(domino_box, number)
    }

    /// A lettered Age of Giants domino: a giant arrives with it.
    pub fn brings_a_giant(self) -> bool {
        self.domino_box == DominoBox::Giants && self.number <= LETTERED
    }

    /// An Age of Giants footstep domino (49-54): it may send a giant away.
    pub fn has_footsteps(self) -> bool {
        self.domino_box == DominoBox::Giants && self.number > LETTERED
    }

    /// Where the domino stands in a line: by number, lettered dominoes before the lowest number
    /// in alphabetical order.
    pub fn line_rank(self) -> i16 {
        match self.domino_box {
            DominoBox::Giants if self.brings_a_giant() => i16::from(self.number) - 7,
            DominoBox::Giants => i16::from(self.number + FIRST_FOOTSTEPS - LETTERED - 1),
            _ => i16::from(self.number),
        }
    }
}

impl fmt::Display for DominoId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.domino_box {
            DominoBox::Giants if self.brings_a_giant() => {
                write!(f, "{}", char::from(b'A' + self.number - 1))
            }
            DominoBox::Giants => write!(f, "{}", self.line_rank()),
            _ => write!(f, "{}{}", self.domino_box.prefix(), self.number),
        }
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
