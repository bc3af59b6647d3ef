//! Listing a domino's legal placements in a kingdom, the work at the bottom of every search.
//!
//! A placement is legal where both squares are free inside the kingdom's window and one half
//! touches the castle or a square of its own terrain (the kingdom keeps, per terrain, the squares
//! where a half would touch: its links). Both tests are bit operations on whole rows. Usually
//! every row that can hold a placement fits in one `u128` of eight 16-bit lanes, one lane a row,
//! so each direction is a handful of operations on the whole block, and the placements can be
//! counted, or the `n`th found, without listing them (a random player's pick); a 7x7 kingdom
//! five rows high needs nine rows and is listed row by row. Both list in the same order: east,
//! south, west, north, each in reading order of the first half.

use super::Kingdom;
use crate::rules::grid::{Grid, SIDE};
use crate::rules::pos::REACH;
use crate::rules::{Dir, Domino, Placement, Pos};

/// Rows in a block: the lanes of a `u128`.
const LANES: usize = 8;
/// A row's bits repeated in every lane of a 64-bit word (a `u128` product is a library call in
/// wasm).
const EVERY_LANE: u64 = 0x0001_0001_0001_0001;

/// The directions in the order placements are listed.
const DIRECTIONS: [Dir; 4] = [Dir::East, Dir::South, Dir::West, Dir::North];

/// Every legal placement of a domino, as bits: per direction (in [`DIRECTIONS`] order) two
/// words, the squares where a first half may go in rows `base..base + 4` and `base + 4..base +
/// 8`, 16 bits a row.
struct Block {
    base: usize,
    words: [u64; 8],
}

impl Block {
    /// The direction and the first row of word `i`.
    fn word_at(&self, i: usize) -> (Dir, usize) {
        (DIRECTIONS[i / 2], self.base + 4 * (i % 2))
    }

    /// Visits the placements in listing order until `visit` returns true.
    fn visit(&self, mut visit: impl FnMut(Placement) -> bool) {
        for (i, &word) in self.words.iter().enumerate() {
            let (dir, first_row) = self.word_at(i);
            let mut bits = word;
            while bits != 0 {
                let at = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if visit(placement(first_row + at / 16, at % 16, dir)) {
                    return;
                }
            }
        }
    }

    fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The `choose(len)`th placement in listing order, by counting whole words rather than
    /// listing them.
    fn pick(&self, choose: impl FnOnce(usize) -> usize) -> Option<Placement> {
        let counts = self.words.map(|w| w.count_ones() as usize);
        let mut n = choose(counts.iter().sum());
        for (i, (&count, mut bits)) in counts.iter().zip(self.words).enumerate() {
            if n < count {
                for _ in 0..n {
                    bits &= bits - 1;
                }
                let at = bits.trailing_zeros() as usize;
                let (dir, first_row) = self.word_at(i);
                return Some(placement(first_row + at / 16, at % 16, dir));
            }
            n -= count;
        }
        None
    }
}

/// The placement whose first half is at row and column indices `r`, `c`.
fn placement(r: usize, c: usize, dir: Dir) -> Placement {
    Placement::new(Pos::new(r as i8 - REACH, c as i8 - REACH), dir)
}

impl Kingdom {
    /// Visits the legal placements of `domino` (see [`Kingdom::legal_placements`]); `visit`
    /// returns true to stop.
    pub(crate) fn scan(&self, domino: &Domino, visit: impl FnMut(Placement) -> bool) {
        match self.block(domino) {
            Some(block) => {
                block.visit(visit);
            }
            None => self.scan_rows(domino, visit),
        }
    }

    /// How many legal placements `domino` has: the length of its list, without listing it.
    pub fn count_placements(&self, domino: &Domino) -> usize {
        match self.block(domino) {
            Some(block) => block.len(),
            None => {
                let mut count = 0;
                self.scan_rows(domino, |_| {
                    count += 1;
                    false
                });
                count
            }
        }
    }

    /// The `choose(count)`th (from 0) of `domino`'s `count` legal placements in listing order,
    /// found without listing them; `None` when there is no such placement (`choose` is called
    /// even when `count` is 0).
    pub fn pick_placement(
        &self,
        domino: &Domino,
        choose: impl FnOnce(usize) -> usize,
    ) -> Option<Placement> {
        match self.block(domino) {
            Some(block) => block.pick(choose),
            None => {
                let n = choose(self.count_placements(domino));
                let (mut seen, mut found) = (0, None);
                self.scan_rows(domino, |p| {
                    found = (seen == n).then_some(p);
                    seen += 1;
                    found.is_some()
                });
                found
            }
        }
    }

    /// The rows (a half-open range of row indices) and the columns' bits the kingdom can still
    /// use without outgrowing its limit.
    fn usable(&self) -> ((usize, usize), u16) {
        let (rows, cols) = self.window();
        let top = (rows.0.max(-REACH) + REACH) as usize;
        let end = (rows.1.min(REACH) + REACH + 1) as usize;
        ((top, end), Grid::column_bits(cols))
    }

    /// The placements of `domino` as one block, or `None` when they span more than `LANES` rows.
    // Inlined: once for each listing of a playout.
    #[inline(always)]
    fn block(&self, domino: &Domino) -> Option<Block> {
        let ((top, end), columns) = self.usable();
        // Links lie within a row of the occupied rows, so a legal placement's squares lie within
        // two of them.
        let low = top.max((self.min.row - 2 + REACH).max(0) as usize);
        let high = end.min((self.max.row + 3 + REACH) as usize);
        if high > low + LANES {
            return None;
        }
        let base = low.min(SIDE - LANES);
        let window = lanes_below(end - base) & !lanes_below(top.saturating_sub(base));
        // The columns applied to each half on its own: a `u128` made of one word twice is
        // folded into a `u128` product, a library call in wasm.
        let columns = u64::from(columns) * EVERY_LANE;
        let empty = !lanes(&self.occupied, base);
        let free = (u128::from(empty as u64 & columns)
            | u128::from((empty >> 64) as u64 & columns) << 64)
            & window;
        let [a, b] = domino.halves;
        let near_a = lanes(&self.links[a.terrain.index()], base);
        let near_b = lanes(&self.links[b.terrain.index()], base);
        // A row's top bit is never set, so what a one-column shift carries into the next lane
        // meets an empty square of `free` and drops out; a 16-bit shift moves a whole row.
        let east = free & (free >> 1) & (near_a | (near_b >> 1));
        let south = free & (free >> 16) & (near_a | (near_b >> 16));
        // Equal halves reversed cover the same squares with the same faces: listed once.
        let (west, north) = if domino.is_symmetric() {
            (0, 0)
        } else {
            (
                free & (free << 1) & (near_a | (near_b << 1)),
                free & (free << 16) & (near_a | (near_b << 16)),
            )
        };
        let words = [east, south, west, north];
        Some(Block {
            base,
            words: std::array::from_fn(|i| (words[i / 2] >> (64 * (i % 2))) as u64),
        })
    }

    /// The placements, row by row: for any number of rows.
    fn scan_rows(&self, domino: &Domino, mut visit: impl FnMut(Placement) -> bool) {
        let ((top, end), columns) = self.usable();
        let mut free = [0u16; SIDE];
        for (f, occupied) in free[top..end].iter_mut().zip(&self.occupied.rows[top..end]) {
            *f = columns & !occupied;
        }
        let [a, b] = domino.halves;
        let near_a = &self.links[a.terrain.index()].rows;
        let near_b = &self.links[b.terrain.index()].rows;
        // For each direction, the bits of a row where the first half may go: both squares free
        // and at least one half linked to its terrain or the castle.
        let mut emit = |r: usize, mut bits: u16, dir: Dir| {
            while bits != 0 {
                let c = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if visit(placement(r, c, dir)) {
                    return true;
                }
            }
            false
        };
        // Links lie on the occupied rows and the rows next to them: the rows further out have
        // no placement and are skipped.
        let first = (self.min.row - 1 + REACH).max(0) as usize;
        let past_last = (self.max.row + 2 + REACH) as usize;
        let (near_top, near_end) = (top.max(first), end.min(past_last));
        for r in near_top..near_end {
            let bits = free[r] & (free[r] >> 1) & (near_a[r] | (near_b[r] >> 1));
            if emit(r, bits, Dir::East) {
                return;
            }
        }
        // Southward, the first half may lie one row above the links.
        for r in top.max(first.saturating_sub(1))..(end - 1).min(past_last) {
            let bits = free[r] & free[r + 1] & (near_a[r] | near_b[r + 1]);
            if emit(r, bits, Dir::South) {
                return;
            }
        }
        if domino.is_symmetric() {
            return;
        }
        for r in near_top..near_end {
            let bits = free[r] & (free[r] << 1) & (near_a[r] | (near_b[r] << 1));
            if emit(r, bits, Dir::West) {
                return;
            }
        }
        // Northward, one row below.
        for r in (top + 1).max(first)..end.min(past_last + 1) {
            let bits = free[r] & free[r - 1] & (near_a[r] | near_b[r - 1]);
            if emit(r, bits, Dir::North) {
                return;
            }
        }
    }
}

/// The rows `base..base + LANES` of `grid`, row `base` in the lowest lane.
fn lanes(grid: &Grid, base: usize) -> u128 {
    grid.rows[base..base + LANES]
        .iter()
        .enumerate()
        .fold(0, |block, (lane, &row)| {
            block | u128::from(row) << (16 * lane)
        })
}

/// The lanes below lane `n`: every lane from `LANES` on.
fn lanes_below(n: usize) -> u128 {
    LANES_BELOW[n.min(LANES)]
}

/// `LANES_BELOW[n]` holds the lanes below lane `n`: a table, since a shift by a variable amount
/// is a library call for a `u128` in wasm.
const LANES_BELOW: [u128; LANES + 1] = {
    let mut table = [0; LANES + 1];
    let mut n = 1;
    while n <= LANES {
        table[n] = u128::MAX >> (16 * (LANES - n));
        n += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use crate::rules::{DominoBox, Game, GameSetup, Kingdom, Placement, Rng};

    fn listed(kingdom: &Kingdom, domino: &crate::rules::Domino, by_rows: bool) -> Vec<Placement> {
        let mut out = Vec::new();
        let push = |p| {
            out.push(p);
            false
        };
        if by_rows {
            kingdom.scan_rows(domino, push);
        } else {
            kingdom.scan(domino, push);
        }
        out
    }

    /// The block and the rows list the same placements in the same order, and counting and
    /// picking the `n`th agree with the list, for every kingdom of random games with 5x5 and 7x7
    /// kingdoms (the 7x7 ones five rows high are counted and picked from the rows).
    #[test]
    fn blocks_list_what_rows_list() {
        let mut rng = Rng::new(5);
        let mut actions = Vec::new();
        let dominoes = DominoBox::Kingdomino.dominoes();
        for setup in [GameSetup::kingdomino(4, 0), GameSetup::queendomino(2, 0)] {
            for seed in 0..25 {
                let mut game = Game::new(GameSetup { seed, ..setup }).unwrap();
                while !game.table().is_over() {
                    for kingdom in game.table().kingdoms().iter() {
                        for _ in 0..4 {
                            let domino = &dominoes[rng.below(dominoes.len())];
                            let list = listed(kingdom, domino, false);
                            assert_eq!(list, listed(kingdom, domino, true));
                            assert_eq!(kingdom.count_placements(domino), list.len());
                            for (n, &p) in list.iter().enumerate() {
                                assert_eq!(kingdom.pick_placement(domino, |_| n), Some(p));
                            }
                            assert_eq!(kingdom.pick_placement(domino, |count| count), None);
                        }
                    }
                    game.table().legal_actions(&mut actions);
                    game.play_unchecked(actions[rng.below(actions.len())]);
                }
            }
        }
    }
}
