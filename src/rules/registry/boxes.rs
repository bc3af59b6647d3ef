//! The family's boxes of dominoes, and how each writes and reads its dominoes' names (the
//! registry's, as the one place that names the games).

use serde::{Deserialize, Serialize};
use std::fmt;

use crate::rules::giants::giants_box::{FIRST_FOOTSTEPS, GIANTS_DOMINOES, LETTERED};
use crate::rules::kingdomino::kingdomino_box::KINGDOMINO_DOMINOES;
use crate::rules::queendomino::queendomino_box::QUEENDOMINO_DOMINOES;
use crate::rules::{Domino, DominoId};

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

impl DominoId {
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
