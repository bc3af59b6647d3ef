//! The 48 dominoes of the Kingdomino box, by back number.
//!
//! Each entry lists the two halves as printed, left half first when the back number is upright.
//! Totals (checked by a test): squares per terrain wheat 26, forest 22, lake 18, grassland 14,
//! swamp 10, mine 6; crowns 5, 6, 6, 6, 6, 10; 96 squares and 39 crowns in all.

use crate::rules::square::faces::*;
use crate::rules::{Domino, DominoBox, DominoId, Square};

const fn d(number: u8, first: Square, second: Square) -> Domino {
    Domino {
        id: DominoId {
            domino_box: DominoBox::Kingdomino,
            number,
        },
        halves: [first, second],
    }
}

pub(crate) static KINGDOMINO_DOMINOES: [Domino; 48] = [
    d(1, W0, W0),
    d(2, W0, W0),
    d(3, F0, F0),
    d(4, F0, F0),
    d(5, F0, F0),
    d(6, F0, F0),
    d(7, L0, L0),
    d(8, L0, L0),
    d(9, L0, L0),
    d(10, G0, G0),
    d(11, G0, G0),
    d(12, S0, S0),
    d(13, W0, F0),
    d(14, W0, L0),
    d(15, W0, G0),
    d(16, W0, S0),
    d(17, F0, L0),
    d(18, F0, G0),
    d(19, W1, F0),
    d(20, W1, L0),
    d(21, W1, G0),
    d(22, W1, S0),
    d(23, W1, M0),
    d(24, F1, W0),
    d(25, F1, W0),
    d(26, F1, W0),
    d(27, F1, W0),
    d(28, F1, L0),
    d(29, F1, G0),
    d(30, L1, W0),
    d(31, L1, W0),
    d(32, L1, F0),
    d(33, L1, F0),
    d(34, L1, F0),
    d(35, L1, F0),
    d(36, W0, G1),
    d(37, L0, G1),
    d(38, W0, S1),
    d(39, G0, S1),
    d(40, M1, W0),
    d(41, W0, G2),
    d(42, L0, G2),
    d(43, W0, S2),
    d(44, G0, S2),
    d(45, M2, W0),
    d(46, S0, M2),
    d(47, S0, M2),
    d(48, W0, M3),
];
