//! A set of kingdom squares as a bitboard: one 16-bit word per row, bit `col + REACH` of row
//! `row + REACH`. Legal placements are found for whole rows at once with shifts and masks.

use super::pos::REACH;
use super::Pos;
use serde::{Deserialize, Serialize};

/// Rows and columns a kingdom can reach: the castle plus six each way.
pub(crate) const SIDE: usize = 2 * REACH as usize + 1;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Grid {
    pub(crate) rows: [u16; SIDE],
}

impl Grid {
    pub(crate) const EMPTY: Grid = Grid { rows: [0; SIDE] };
    /// Every column of a row.
    pub(crate) const ROW_BITS: u16 = (1 << SIDE) - 1;

    /// Row index and bit of a position that is in reach.
    fn locate(p: Pos) -> (usize, u16) {
        debug_assert!(p.in_reach());
        ((p.row + REACH) as usize, 1 << (p.col + REACH))
    }

    pub(crate) fn contains(&self, p: Pos) -> bool {
        if !p.in_reach() {
            return false;
        }
        let (r, bit) = Grid::locate(p);
        self.rows[r] & bit != 0
    }

    pub(crate) fn insert(&mut self, p: Pos) {
        let (r, bit) = Grid::locate(p);
        self.rows[r] |= bit;
    }

    /// The bits of the columns in `cols` (inclusive, castle-relative), clipped to reach.
    pub(crate) fn column_bits(cols: (i8, i8)) -> u16 {
        let lo = cols.0.max(-REACH);
        let hi = cols.1.min(REACH);
        if lo > hi {
            return 0;
        }
        let width = (hi - lo + 1) as u32;
        (((1u32 << width) - 1) << (lo + REACH)) as u16
    }

    pub(crate) fn remove(&mut self, p: Pos) {
        let (r, bit) = Grid::locate(p);
        self.rows[r] &= !bit;
    }

    /// The squares with rows in `rows` and columns in `cols` (inclusive, castle-relative).
    pub(crate) fn rect(rows: (i8, i8), cols: (i8, i8)) -> Grid {
        let bits = Grid::column_bits(cols);
        let mut g = Grid::EMPTY;
        for row in rows.0.max(-REACH)..=rows.1.min(REACH) {
            g.rows[(row + REACH) as usize] = bits;
        }
        g
    }

    /// The set plus every square orthogonally next to it.
    pub(crate) fn grown(&self) -> Grid {
        let mut g = Grid::EMPTY;
        for r in 0..SIDE {
            let m = self.rows[r];
            if m == 0 {
                continue;
            }
            g.rows[r] |= m | (m << 1) | (m >> 1);
            if r > 0 {
                g.rows[r - 1] |= m;
            }
            if r + 1 < SIDE {
                g.rows[r + 1] |= m;
            }
        }
        for row in &mut g.rows {
            *row &= Grid::ROW_BITS;
        }
        g
    }

    pub(crate) fn len(&self) -> u32 {
        self.rows.iter().map(|r| r.count_ones()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grown_adds_orthogonal_neighbours_only() {
        let mut g = Grid::EMPTY;
        g.insert(Pos::CASTLE);
        let grown = g.grown();
        assert_eq!(grown.len(), 5);
        assert!(grown.contains(Pos::new(-1, 0)));
        assert!(!grown.contains(Pos::new(1, 1)));
    }

    #[test]
    fn grown_stays_on_the_board() {
        let mut g = Grid::EMPTY;
        g.insert(Pos::new(6, 6));
        g.insert(Pos::new(-6, -6));
        assert_eq!(g.grown().len(), 6);
    }

    #[test]
    fn rect_is_clipped_to_reach() {
        assert_eq!(Grid::rect((-2, 2), (-2, 2)).len(), 25);
        assert_eq!(Grid::rect((-9, 9), (-9, 9)).len(), (SIDE * SIDE) as u32);
        assert_eq!(Grid::rect((0, 0), (3, 1)).len(), 0);
    }
}
