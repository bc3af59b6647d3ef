//! A player's kingdom: the castle and the dominoes laid around it.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::grid::{Grid, SIDE};
use super::pos::REACH;
use super::{Dir, Domino, DominoId, Placement, Pos, Square, Terrain};

mod scan;

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

/// The most dominoes one kingdom holds: a full 7x7 grid around its castle.
pub const MAX_DOMINOES: usize = 24;

/// Fills the unused part of the list of laid dominoes.
const UNUSED: (DominoId, Placement) = (
    DominoId {
        domino_box: crate::rules::DominoBox::Kingdomino,
        number: 0,
    },
    Placement::new(Pos::CASTLE, Dir::East),
);

/// A kingdom under construction. Positions are measured from the castle (see [`Pos`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kingdom {
    size: u8,
    squares: [[Option<Square>; SIDE]; SIDE],
    occupied: Grid,
    by_terrain: [Grid; Terrain::ALL.len()],
    /// Per terrain, the squares where a half of that terrain would connect: next to the castle
    /// or to a square of the terrain. Kept up to date so that generation only reads it.
    links: [Grid; Terrain::ALL.len()],
    /// The crowns of each square as two bit planes (1s and 2s), for scoring.
    crown_planes: [Grid; 2],
    min: Pos,
    max: Pos,
    /// The dominoes laid, in order; a fixed array so that copying a kingdom never allocates
    /// (searches copy kingdoms constantly).
    placed: [(DominoId, Placement); MAX_DOMINOES],
    placed_len: u8,
}

impl Kingdom {
    /// A kingdom holding only its castle, limited to `size` x `size` squares (5 or 7; at most 7).
    pub fn new(size: u8) -> Kingdom {
        assert!((1..=7).contains(&size), "kingdoms are 1x1 to 7x7");
        let mut occupied = Grid::EMPTY;
        occupied.insert(Pos::CASTLE);
        let castle_links = occupied.grown();
        Kingdom {
            size,
            squares: [[None; SIDE]; SIDE],
            occupied,
            by_terrain: [Grid::EMPTY; Terrain::ALL.len()],
            links: [castle_links; Terrain::ALL.len()],
            crown_planes: [Grid::EMPTY; 2],
            min: Pos::CASTLE,
            max: Pos::CASTLE,
            placed: [UNUSED; MAX_DOMINOES],
            placed_len: 0,
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
        &self.placed[..self.placed_len as usize]
    }

    /// Occupied squares, castle included.
    pub fn occupied_count(&self) -> u32 {
        self.occupied.len()
    }

    /// True when every square of the `size` x `size` grid is filled (the Harmony bonus).
    pub fn is_complete(&self) -> bool {
        self.occupied_count() == u32::from(self.size) * u32::from(self.size)
    }

    /// True when the castle is the centre of the occupied bounds (the first edition's Middle
    /// Kingdom).
    pub fn castle_centred(&self) -> bool {
        self.min.row + self.max.row == 0 && self.min.col + self.max.col == 0
    }

    /// True when every square lies inside the `size` x `size` square centred on the castle,
    /// gaps allowed (the rulebook's Middle Kingdom).
    pub fn inside_centred_grid(&self) -> bool {
        let half = (self.size as i8 - 1) / 2;
        let inside = |v: i8| (-half..=half).contains(&v);
        [self.min.row, self.min.col, self.max.row, self.max.col]
            .into_iter()
            .all(inside)
    }

    /// The rows and columns the kingdom can still use without outgrowing its limit.
    fn window(&self) -> ((i8, i8), (i8, i8)) {
        let s = self.size as i8;
        (
            (self.max.row - s + 1, self.min.row + s - 1),
            (self.max.col - s + 1, self.min.col + s - 1),
        )
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
        let window = Grid::rect(self.window().0, self.window().1);
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
        self.placed[self.placed_len as usize] = (domino.id, placement);
        self.placed_len += 1;
    }

    /// A kingdom drawn square by square rather than laid domino by domino (a board written in
    /// the notation): its terrains with their printed crowns, the crowns buildings add, and the
    /// crowns giants cover (one entry per giant). Squares out of reach, or a second square on a
    /// position, are left out.
    pub fn drawn(
        size: u8,
        squares: &[(Pos, Square)],
        added_crowns: &[(Pos, u8)],
        covered: &[Pos],
    ) -> Kingdom {
        let mut kingdom = Kingdom::new(size);
        for &(p, square) in squares {
            if p.in_reach() && !kingdom.occupied.contains(p) && p != Pos::CASTLE {
                kingdom.put(p, square);
            }
        }
        for &(p, crowns) in added_crowns {
            kingdom.add_crowns(p, crowns);
        }
        for &p in covered {
            kingdom.cover_crown(p);
        }
        kingdom
    }

    /// Puts a loose square on an empty position in reach.
    // Inlined: twice for each domino laid.
    #[inline(always)]
    pub(crate) fn put(&mut self, p: Pos, square: Square) {
        debug_assert!(p.in_reach() && !self.occupied.contains(p));
        let (r, c) = ((p.row + REACH) as usize, (p.col + REACH) as usize);
        let bit = 1u16 << c;
        self.squares[r][c] = Some(square);
        self.occupied.rows[r] |= bit;
        let t = square.terrain.index();
        self.by_terrain[t].rows[r] |= bit;
        // The square and its neighbours in reach: whole-row bit operations, called for every
        // half laid in every imagined game.
        let links = &mut self.links[t].rows;
        links[r] |= (bit | bit << 1 | bit >> 1) & Grid::ROW_BITS;
        if r > 0 {
            links[r - 1] |= bit;
        }
        if r + 1 < SIDE {
            links[r + 1] |= bit;
        }
        for (plane, crown_bit) in self.crown_planes.iter_mut().zip([1, 2]) {
            if square.crowns & crown_bit != 0 {
                plane.rows[r] |= bit;
            }
        }
        self.min = Pos::new(self.min.row.min(p.row), self.min.col.min(p.col));
        self.max = Pos::new(self.max.row.max(p.row), self.max.col.max(p.col));
    }

    /// True when `p` belongs to `territory` (same terrain, connected to its anchor).
    /// Squares of the territory holding `p` (0 off the land and on the castle).
    pub fn territory_size(&self, p: Pos) -> u32 {
        self.territories()
            .into_iter()
            .find(|t| self.territory_contains(t, p))
            .map_or(0, |t| t.squares)
    }

    pub fn territory_contains(&self, territory: &super::Territory, p: Pos) -> bool {
        if self.square(p).map(|s| s.terrain) != Some(territory.terrain) {
            return false;
        }
        let mut seen = vec![territory.anchor];
        let mut i = 0;
        while i < seen.len() {
            let q = seen[i];
            if q == p {
                return true;
            }
            for n in q.neighbours() {
                if !seen.contains(&n)
                    && self.square(n).map(|s| s.terrain) == Some(territory.terrain)
                {
                    seen.push(n);
                }
            }
            i += 1;
        }
        false
    }

    /// Adds crowns to a square (a Queendomino building's crowns count as its town square's; a
    /// crown comes back when a giant leaves).
    pub(crate) fn add_crowns(&mut self, p: Pos, crowns: u8) {
        self.set_crowns(p, |c| (c + crowns).min(3));
    }

    /// Takes a crown off a square: a giant covers it, and it scores no more.
    pub(crate) fn cover_crown(&mut self, p: Pos) {
        self.set_crowns(p, |c| c.saturating_sub(1));
    }

    fn set_crowns(&mut self, p: Pos, change: impl FnOnce(u8) -> u8) {
        if !p.in_reach() {
            return;
        }
        let cell = &mut self.squares[(p.row + REACH) as usize][(p.col + REACH) as usize];
        let Some(square) = cell.as_mut() else { return };
        square.crowns = change(square.crowns);
        let total = square.crowns;
        for (plane, bit) in self.crown_planes.iter_mut().zip([1, 2]) {
            if total & bit != 0 {
                plane.insert(p);
            } else {
                plane.remove(p);
            }
        }
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

    /// Empty squares the kingdom can still grow into, and how many of them can never be filled
    /// (no empty neighbour to pair with): for computer players' judgement.
    pub fn open_squares(&self) -> (u32, u32) {
        let (rows, cols) = self.window();
        let mut free = Grid::rect(rows, cols);
        for (f, occupied) in free.rows.iter_mut().zip(self.occupied.rows) {
            *f &= !occupied;
        }
        let mut paired = Grid::EMPTY;
        for r in 0..SIDE {
            let m = free.rows[r];
            let up = if r > 0 { free.rows[r - 1] } else { 0 };
            let down = if r + 1 < SIDE { free.rows[r + 1] } else { 0 };
            paired.rows[r] = m & ((m << 1) | (m >> 1) | up | down);
        }
        let open = free.len();
        (open, open - paired.len())
    }

    /// Per terrain, the empty squares the kingdom can still use that touch that terrain (or the
    /// castle): how much room each kind of territory has left to grow.
    pub fn room_by_terrain(&self) -> [u32; Terrain::ALL.len()] {
        let (rows, cols) = self.window();
        let mut free = Grid::rect(rows, cols);
        for (f, occupied) in free.rows.iter_mut().zip(self.occupied.rows) {
            *f &= !occupied;
        }
        let mut room = [0; Terrain::ALL.len()];
        for (t, links) in self.links.iter().enumerate() {
            room[t] = free
                .rows
                .iter()
                .zip(links.rows)
                .map(|(f, l)| (f & l).count_ones())
                .sum();
        }
        room
    }

    /// A set of squares packed into 64 bits, bit `8 * row + col` counted from the top-left of the
    /// occupied bounds (at most 7x7, so column 7 stays empty): fast flood fills for scoring.
    // Inlined: once for each territory scored.
    #[inline(always)]
    pub(crate) fn packed(&self, grid: &Grid) -> u64 {
        let shift = (self.min.col + REACH) as u32;
        let top = (self.min.row + REACH) as usize;
        let bottom = (self.max.row + REACH) as usize;
        let mut packed = 0;
        // The castle is always in the bounds, so seven rows from the top stay in the grid; the
        // rows below the bounds are empty. Seven rows at once need no loop over a varying count.
        if let Some(rows) = grid.rows.get(top..top + 7) {
            debug_assert!(bottom < top + 7, "a kingdom is at most seven rows high");
            for (i, row) in rows.iter().enumerate() {
                packed |= u64::from((row >> shift) & 0x7F) << (8 * i);
            }
            return packed;
        }
        for (i, row) in grid.rows[top..=bottom].iter().enumerate() {
            packed |= u64::from((row >> shift) & 0x7F) << (8 * i);
        }
        packed
    }

    /// The count of dominoes laid as stored, unchecked (see `checked.rs`).
    pub(crate) fn placed_len_raw(&self) -> usize {
        usize::from(self.placed_len)
    }

    /// Whether `other` has the same squares, planes and dominoes, crowns aside; and whether
    /// this kingdom's crowns are within 0 to 3 and match its crown planes.
    pub(crate) fn same_but_crowns(&self, other: &Kingdom) -> bool {
        let crowns_agree = (0..SIDE).all(|r| {
            (0..SIDE).all(|c| {
                let p = Pos::new(r as i8 - REACH, c as i8 - REACH);
                let crowns = self.squares[r][c].map_or(0, |s| s.crowns);
                crowns <= 3
                    && self.crown_planes[0].contains(p) == (crowns & 1 != 0)
                    && self.crown_planes[1].contains(p) == (crowns & 2 != 0)
                    && self.squares[r][c].map(|s| s.terrain)
                        == other.squares[r][c].map(|s| s.terrain)
            })
        });
        crowns_agree
            && self.size == other.size
            && self.occupied == other.occupied
            && self.by_terrain == other.by_terrain
            && self.links == other.links
            && (self.min, self.max) == (other.min, other.max)
            && self.placed_len == other.placed_len
            && self.placed == other.placed
    }

    pub(crate) fn terrain_grid(&self, terrain: Terrain) -> &Grid {
        &self.by_terrain[terrain.index()]
    }

    pub(crate) fn crown_planes(&self) -> &[Grid; 2] {
        &self.crown_planes
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
