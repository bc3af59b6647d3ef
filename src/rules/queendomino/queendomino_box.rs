//! The 48 dominoes of the Queendomino box, by back number. Town squares (red) carry no crowns;
//! a building may later stand on them. The crowned squares are exactly Kingdomino's; twenty
//! crownless squares became towns. (Numbering from a scanned table: see the project notes.)

use crate::rules::square::faces::*;
use crate::rules::{Domino, DominoBox, DominoId, Square};

const fn d(number: u8, first: Square, second: Square) -> Domino {
    Domino {
        id: DominoId {
            domino_box: DominoBox::Queendomino,
            number,
        },
        halves: [first, second],
    }
}

pub(crate) static QUEENDOMINO_DOMINOES: [Domino; 48] = [
    d(1, W0, W0),
    d(2, W0, W0),
    d(3, F0, F0),
    d(4, F0, F0),
    d(5, W1, S0),
    d(6, W1, M0),
    d(7, F1, W0),
    d(8, F1, W0),
    d(9, L0, L0),
    d(10, L0, L0),
    d(11, G0, G0),
    d(12, G0, G0),
    d(13, F1, W0),
    d(14, F1, L0),
    d(15, F1, G0),
    d(16, L1, W0),
    d(17, S0, S0),
    d(18, W1, F0),
    d(19, W1, L0),
    d(20, W1, G0),
    d(21, L1, F0),
    d(22, L1, F0),
    d(23, L1, F0),
    d(24, G1, W0),
    d(25, S1, W0),
    d(26, G2, W0),
    d(27, G2, F0),
    d(28, S2, W0),
    d(29, T0, S0),
    d(30, F1, T0),
    d(31, L1, T0),
    d(32, L1, T0),
    d(33, S2, F0),
    d(34, M2, W0),
    d(35, M2, W0),
    d(36, T0, F0),
    d(37, G1, T0),
    d(38, S1, T0),
    d(39, M1, T0),
    d(40, M2, T0),
    d(41, T0, L0),
    d(42, T0, L0),
    d(43, T0, G0),
    d(44, T0, G0),
    d(45, M3, T0),
    d(46, T0, T0),
    d(47, T0, T0),
    d(48, T0, T0),
];
