//! The twelve dominoes of the Age of Giants expansion: six lettered giant dominoes (A to F, no
//! crowns: a giant arrives with each) and six footstep dominoes (49 to 54, 2 + 1 crowns: they send
//! a giant away). Inside the box they are numbered 1-12 (1-6 are A-F, 7-12 are 49-54); they show
//! as their printed letter or number.
//!
//! Which terrain pair carries which letter is an inference (see the project notes); two giant
//! dominoes are alike, so it matters only for the order within a line.

use crate::rules::square::faces::*;
use crate::rules::{Domino, DominoBox, DominoId, Square};

const fn d(number: u8, first: Square, second: Square) -> Domino {
    Domino {
        id: DominoId {
            domino_box: DominoBox::Giants,
            number,
        },
        halves: [first, second],
    }
}

/// Box numbers 1-6 are the lettered giant dominoes.
pub(crate) const LETTERED: u8 = 6;
/// The printed number of the first footstep domino (box number 7).
pub(crate) const FIRST_FOOTSTEPS: u8 = 49;

pub(crate) static GIANTS_DOMINOES: [Domino; 12] = [
    d(1, F0, W0),
    d(2, F0, W0),
    d(3, L0, W0),
    d(4, M0, G0),
    d(5, S0, G0),
    d(6, L0, G0),
    d(7, W2, F1),
    d(8, F2, L1),
    d(9, L2, G1),
    d(10, G2, S1),
    d(11, S2, M1),
    d(12, M2, S1),
];
