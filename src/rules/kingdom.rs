//! A player's kingdom: the castle and the dominoes laid around it.

use std::fmt;

use super::grid::{for_each_bit, Grid, SIDE};
use super::pos::REACH;
use super::{Dir, Domino, DominoId, Placement, Pos, Square, Terrain};

/// What a square of a kingdom holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Empty,
    Castle,
    Land(Square),
}

/// Why a domino cannot go where it was put.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlacementError {
    /// The kingdom would no longer fit in its `size` x `size` square.
    TooLarge { size: u8 },
    /// A half would land on a square that is already taken.
    Overlap { at: Pos },
    /// Neither half touches the castle or a square of its own terrain.
    NotConnected,
}

impl fmt::Display for PlacementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlacementError::TooLarge { size } => {
                write!(
                    f,
                    "the kingdom would no longer fit in {size}x{size} squares"
                )
            }
            PlacementError::Overlap { at } => {
                write!(
                    f,
                    "the square at row {}, column {} is already taken",
                    at.row, at.col
                )
            }
            PlacementError::NotConnected => {
                f.write_str("neither half touches the castle or a square of the same terrain")
            }
        }
    }
}

impl std::error::Error for PlacementError {}

/// A kingdom under construction. Positions are measured from the castle (see [`Pos`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kingdom {
    size: u8,
    squares: [[Option<Square>; SIDE]; SIDE],
    occupied: Grid,
    by_terrain: [Grid; Terrain::ALL.len()],
    min: Pos,
    max: Pos,
    placed: Vec<(DominoId, Placement)>,
}

impl Kingdom {
    /// A kingdom holding only its castle, limited to `size` x `size` squares (5 or 7; at most 7).
    pub fn new(size: u8) -> Kingdom {
        assert!((1..=7).contains(&size), "kingdoms are 1x1 to 7x7");
        let mut occupied = Grid::EMPTY;
        occupied.insert(Pos::CASTLE);
        Kingdom {
            size,
            squares: [[None; SIDE]; SIDE],
            occupied,
            by_terrain: [Grid::EMPTY; Terrain::ALL.len()],
            min: Pos::CASTLE,
            max: Pos::CASTLE,
            placed: Vec::new(),
        }
    }

    /// The side of the square the kingdom must fit in.
    pub fn size(&self) -> u8 {
        self.size
    }

    pub fn cell(&self, p: Pos) -> Cell {
        if p == Pos::CASTLE {
            Cell::Castle
        } else if !p.in_reach() {
            Cell::Empty
        } else {
            match self.squares[(p.row + REACH) as usize][(p.col + REACH) as usize] {
                Some(square) => Cell::Land(square),
                None => Cell::Empty,
            }
        }
    }

    /// The terrain square at `p`, if any (the castle has none).
    pub fn square(&self, p: Pos) -> Option<Square> {
        match self.cell(p) {
            Cell::Land(square) => Some(square),
            _ => None,
        }
    }

    /// The smallest rectangle holding every occupied square, castle included: (top-left, bottom-right).
    pub fn bounds(&self) -> (Pos, Pos) {
        (self.min, self.max)
    }

    /// The dominoes laid so far, in order.
    pub fn placed(&self) -> &[(DominoId, Placement)] {
        &self.placed
    }

    /// Occupied squares, castle included.
    pub fn occupied_count(&self) -> u32 {
        self.occupied.len()
    }

    /// True when every square of the `size` x `size` grid is filled (the Harmony bonus).
    pub fn is_complete(&self) -> bool {
        self.occupied_count() == u32::from(self.size) * u32::from(self.size)
    }

    /// True when the castle is the centre of the occupied bounds (the Middle Kingdom bonus).
    pub fn castle_centred(&self) -> bool {
        self.min.row + self.max.row == 0 && self.min.col + self.max.col == 0
    }

    /// The squares the kingdom can still use without outgrowing its limit.
    fn window(&self) -> Grid {
        let s = self.size as i8;
        Grid::rect(
            (self.max.row - s + 1, self.min.row + s - 1),
            (self.max.col - s + 1, self.min.col + s - 1),
        )
    }

    /// Squares next to which a half of `square`'s terrain connects: its terrain, and the castle.
    fn connectors(&self, square: Square) -> Grid {
        let mut g = self.by_terrain[square.terrain.index()];
        g.insert(Pos::CASTLE);
        g.grown()
    }

    /// Whether `placement` of `domino` obeys the connection rules, and if not, why.
    pub fn check(&self, domino: &Domino, placement: Placement) -> Result<(), PlacementError> {
        let too_large = PlacementError::TooLarge { size: self.size };
        let cells = placement.cells(domino).ok_or(too_large)?;
        for (p, _) in cells {
            if !p.in_reach() {
                return Err(too_large);
            }
            if self.occupied.contains(p) {
                return Err(PlacementError::Overlap { at: p });
            }
        }
        let window = self.window();
        if cells.iter().any(|&(p, _)| !window.contains(p)) {
            return Err(too_large);
        }
        let connected = cells.iter().any(|&(p, square)| {
            p.neighbours().any(|n| match self.cell(n) {
                Cell::Castle => true,
                Cell::Land(s) => s.terrain == square.terrain,
                Cell::Empty => false,
            })
        });
        if connected {
            Ok(())
        } else {
            Err(PlacementError::NotConnected)
        }
    }

    /// Appends every distinct legal placement of `domino` to `out` (which is cleared first).
    /// A domino with two equal halves is listed only in its east- and south-pointing forms
    /// (see [`Placement::canonical`]). An empty list means the domino must be discarded.
    pub fn legal_placements(&self, domino: &Domino, out: &mut Vec<Placement>) {
        out.clear();
        self.scan(domino, |p| {
            out.push(p);
            false
        });
    }

    /// True when `domino` has at least one legal placement.
    pub fn can_place(&self, domino: &Domino) -> bool {
        let mut found = false;
        self.scan(domino, |_| {
            found = true;
            true
        });
        found
    }

    /// Visits the legal placements row by row; `visit` returns true to stop.
    pub(crate) fn scan(&self, domino: &Domino, mut visit: impl FnMut(Placement) -> bool) {
        let free = self.window().minus(&self.occupied).rows;
        let [a, b] = domino.halves;
        let near_a = self.connectors(a).rows;
        let near_b = self.connectors(b).rows;
        let dirs: &[Dir] = if domino.is_symmetric() {
            &[Dir::East, Dir::South]
        } else {
            &[Dir::East, Dir::South, Dir::West, Dir::North]
        };
        for &dir in dirs {
            for r in 0..SIDE {
                // Bits of the row where the first half may go, given the second goes `dir` of it.
                let (both_free, linked) = match dir {
                    Dir::East => (free[r] & (free[r] >> 1), near_a[r] | (near_b[r] >> 1)),
                    Dir::West => (free[r] & (free[r] << 1), near_a[r] | (near_b[r] << 1)),
                    Dir::South if r + 1 < SIDE => {
                        (free[r] & free[r + 1], near_a[r] | near_b[r + 1])
                    }
                    Dir::North if r > 0 => (free[r] & free[r - 1], near_a[r] | near_b[r - 1]),
                    _ => (0, 0),
                };
                let mut stop = false;
                for_each_bit(r, both_free & linked, |first| {
                    if !stop {
                        stop = visit(Placement::new(first, dir));
                    }
                });
                if stop {
                    return;
                }
            }
        }
    }

    /// Lays `domino` at `placement` after checking it.
    pub fn place(&mut self, domino: &Domino, placement: Placement) -> Result<(), PlacementError> {
        self.check(domino, placement)?;
        self.place_unchecked(domino, placement);
        Ok(())
    }

    /// Lays a domino whose placement is known to be legal (from [`Kingdom::legal_placements`]).
    pub fn place_unchecked(&mut self, domino: &Domino, placement: Placement) {
        let cells = placement
            .cells(domino)
            .expect("a legal placement stays in reach");
        for (p, square) in cells {
            self.put(p, square);
        }
        self.placed.push((domino.id, placement));
    }

    /// Puts a loose square on an empty position in reach (used to build kingdoms from notation).
    pub(crate) fn put(&mut self, p: Pos, square: Square) {
        debug_assert!(p.in_reach() && !self.occupied.contains(p));
        self.squares[(p.row + REACH) as usize][(p.col + REACH) as usize] = Some(square);
        self.occupied.insert(p);
        self.by_terrain[square.terrain.index()].insert(p);
        self.min = Pos::new(self.min.row.min(p.row), self.min.col.min(p.col));
        self.max = Pos::new(self.max.row.max(p.row), self.max.col.max(p.col));
    }

    /// Every terrain square with its position, row by row.
    pub fn squares(&self) -> impl Iterator<Item = (Pos, Square)> + '_ {
        (self.min.row..=self.max.row).flat_map(move |row| {
            (self.min.col..=self.max.col).filter_map(move |col| {
                let p = Pos::new(row, col);
                self.square(p).map(|s| (p, s))
            })
        })
    }

    /// The occupied squares as bitboard rows, for scoring.
    pub(crate) fn occupied_grid(&self) -> &Grid {
        &self.occupied
    }
}

/// Calls `f` for every bit of a grid; used by scoring.
pub(crate) fn for_each_square(grid: &Grid, mut f: impl FnMut(Pos)) {
    for (r, &bits) in grid.rows.iter().enumerate() {
        for_each_bit(r, bits, &mut f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dom(n: u8) -> &'static Domino {
        DominoId::kingdomino(n).unwrap().domino()
    }

    #[test]
    fn first_domino_has_every_castle_placement() {
        let k = Kingdom::new(5);
        let mut out = Vec::new();
        // Domino 13 (wheat, forest): 12 squares next to the castle pairs x both ends = 24.
        k.legal_placements(dom(13), &mut out);
        assert_eq!(out.len(), 24);
        // Domino 1 (wheat, wheat): reversed forms are the same, so half as many.
        k.legal_placements(dom(1), &mut out);
        assert_eq!(out.len(), 12);
        for p in &out {
            assert!(k.check(dom(1), *p).is_ok());
        }
    }

    #[test]
    fn check_reports_each_reason() {
        let mut k = Kingdom::new(5);
        let east = Placement::new(Pos::new(0, 1), Dir::East);
        k.place(dom(13), east).unwrap();
        assert_eq!(
            k.check(dom(14), Placement::new(Pos::new(0, 2), Dir::South)),
            Err(PlacementError::Overlap { at: Pos::new(0, 2) })
        );
        assert_eq!(
            k.check(dom(12), Placement::new(Pos::new(3, 3), Dir::East)),
            Err(PlacementError::NotConnected)
        );
        assert_eq!(
            k.check(dom(3), Placement::new(Pos::new(0, 4), Dir::East)),
            Err(PlacementError::TooLarge { size: 5 })
        );
    }
}
