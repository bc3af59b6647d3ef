//! The kingdom notation: rows top to bottom separated by `/`; each cell a terrain letter
//! (`W F L G S M T`) with an optional crown digit 0-3, `C` for the castle or `.` for empty.
//! Spaces are ignored and short rows are padded with empty cells: `W1WF1../LCF../L2`.
//! Queendomino adds two marks after a square: `[Ch]`, a building (two-letter code) on a town
//! square, and `+`, a knight standing there: `T[Gt]W1+C`; the printed crown digit and the
//! building's crowns (the Queen's Tower's one) add up to 3 at most. Age of Giants adds a `g`
//! after the crown digit for each giant covering one of the square's crowns, its building's
//! included: `M3g` (two crowns still score), `G2gg` (none), `Tg[Qt]` (a giant on the Queen's
//! Tower's crown).

use std::fmt;
use std::iter::Peekable;

use crate::rules::giants::GIANTS;
use crate::rules::{BuildingKind, Estate, Kingdom, Pos, Square, Terrain, MAX_CROWNS};

/// The widest and tallest board the notation accepts.
pub const MAX_SIDE: usize = 7;

/// A kingdom read from text, before it is held to a size limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedKingdom {
    /// Terrain squares measured from the castle.
    pub squares: Vec<(Pos, Square)>,
    /// Queendomino buildings on town squares, and squares with a knight.
    pub buildings: Vec<(Pos, BuildingKind)>,
    pub knights: Vec<Pos>,
    /// Age of Giants: one entry per giant, on the square whose crown it covers.
    pub giants: Vec<Pos>,
    /// Where the castle stands in the text: (row, cell), from 0.
    pub castle_at: (usize, usize),
}

/// What is wrong with a kingdom text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationProblem {
    UnexpectedCharacter(char),
    CrownsWithoutTerrain,
    TooManyCrowns(u8),
    CrownsOnCastle,
    SecondCastle,
    NoCastle,
    TooWide,
    TooTall,
    UnknownBuilding(String),
    BuildingNotOnTown,
    /// A `[..]` or `+` that follows no terrain square.
    MarkWithoutSquare,
    /// More giants (`g`) on a square than it has crowns.
    TooManyGiants,
    /// More giants in the kingdom than the box holds.
    MoreGiantsThanTheBox(usize),
    /// The occupied squares span more than the kingdom's size allows.
    TooLarge {
        rows: usize,
        cols: usize,
        size: u8,
    },
}

/// A refusal, naming where the problem is: `row` and `cell` count from 1, `offset` is the
/// character index in the text (for problems of the whole board, the end of the text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    pub problem: NotationProblem,
    pub row: usize,
    pub cell: usize,
    pub offset: usize,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = format!(
            "row {}, cell {} (character {})",
            self.row,
            self.cell,
            self.offset + 1
        );
        match &self.problem {
            NotationProblem::UnexpectedCharacter(c) => write!(
                f,
                "{at}: unexpected {}; a cell is W F L G S M T (with 0-3 crowns), C or .",
                super::quoted_char(*c)
            ),
            NotationProblem::CrownsWithoutTerrain => {
                write!(f, "{at}: a crown digit must follow a terrain letter")
            }
            NotationProblem::TooManyCrowns(n) => write!(
                f,
                "{at}: {n} crowns (a building's counted); a square has at most {MAX_CROWNS}"
            ),
            NotationProblem::CrownsOnCastle => write!(f, "{at}: the castle carries no crowns"),
            NotationProblem::UnknownBuilding(code) => write!(
                f,
                "{at}: unknown building {}; the codes are {}",
                super::excerpt(code),
                BuildingKind::ALL.map(|k| k.code()).join(" ")
            ),
            NotationProblem::BuildingNotOnTown => {
                write!(f, "{at}: buildings stand only on town squares (T)")
            }
            NotationProblem::MarkWithoutSquare => {
                write!(
                    f,
                    "{at}: a building [..] or knight + must follow a terrain square"
                )
            }
            NotationProblem::TooManyGiants => {
                write!(f, "{at}: more giants (g) than the square has crowns")
            }
            NotationProblem::MoreGiantsThanTheBox(n) => {
                write!(f, "{n} giants (g); the box holds {GIANTS}")
            }
            NotationProblem::SecondCastle => write!(f, "{at}: a second castle; a kingdom has one"),
            NotationProblem::NoCastle => f.write_str("the kingdom has no castle (C)"),
            NotationProblem::TooWide => {
                write!(f, "{at}: the board is wider than {MAX_SIDE} cells")
            }
            NotationProblem::TooTall => {
                write!(f, "{at}: the board is taller than {MAX_SIDE} rows")
            }
            NotationProblem::TooLarge { rows, cols, size } => write!(
                f,
                "the kingdom spans {rows} rows and {cols} columns, more than {size}x{size}"
            ),
        }
    }
}

impl std::error::Error for NotationError {}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    Building(BuildingKind),
    Knight,
    Giant,
}

/// Reads a kingdom text.
pub fn parse_kingdom(text: &str) -> Result<ParsedKingdom, NotationError> {
    let mut cells: Vec<(At, Square)> = Vec::new();
    let mut marks: Vec<(At, Mark)> = Vec::new();
    let mut castle_at = None;
    let (mut row, mut cell) = (0usize, 0usize);
    let mut chars = text
        .chars()
        .enumerate()
        .filter(|(_, c)| !c.is_whitespace())
        .peekable();
    while let Some((offset, c)) = chars.next() {
        if c == '/' {
            row += 1;
            cell = 0;
            if row >= MAX_SIDE {
                return Err(problem_at(NotationProblem::TooTall, (row, cell), offset));
            }
            continue;
        }
        if cell >= MAX_SIDE && (c == '.' || c == 'C' || Terrain::from_letter(c).is_some()) {
            return Err(problem_at(NotationProblem::TooWide, (row, cell), offset));
        }
        match c {
            '.' => {}
            'C' => {
                if castle_at.is_some() {
                    return Err(problem_at(
                        NotationProblem::SecondCastle,
                        (row, cell),
                        offset,
                    ));
                }
                if let Some(&(o, d)) = chars.peek() {
                    if d.is_ascii_digit() {
                        return Err(problem_at(NotationProblem::CrownsOnCastle, (row, cell), o));
                    }
                }
                castle_at = Some((row, cell));
            }
            '0'..='9' => {
                return Err(problem_at(
                    NotationProblem::CrownsWithoutTerrain,
                    (row, cell),
                    offset,
                ));
            }
            _ => read_square(&mut chars, (offset, c), (row, cell), &mut cells, &mut marks)?,
        }
        if let Some(&(o, '[' | '+')) = chars.peek() {
            if !matches!(c, 'W' | 'F' | 'L' | 'G' | 'S' | 'M' | 'T') {
                return Err(problem_at(
                    NotationProblem::MarkWithoutSquare,
                    (row, cell),
                    o,
                ));
            }
        }
        cell += 1;
    }
    let end = text.chars().count();
    let castle_at =
        castle_at.ok_or_else(|| problem_at(NotationProblem::NoCastle, (row, cell), end))?;
    let at =
        |(r, c): (usize, usize)| Pos::new(r as i8 - castle_at.0 as i8, c as i8 - castle_at.1 as i8);
    let squares = cells
        .into_iter()
        .map(|(rc, square)| (at(rc), square))
        .collect();
    let buildings = marks
        .iter()
        .filter_map(|&(rc, m)| match m {
            Mark::Building(kind) => Some((at(rc), kind)),
            _ => None,
        })
        .collect();
    let giants: Vec<Pos> = marks
        .iter()
        .filter(|(_, m)| *m == Mark::Giant)
        .map(|&(rc, _)| at(rc))
        .collect();
    let knights = marks
        .iter()
        .filter(|(_, m)| *m == Mark::Knight)
        .map(|&(rc, _)| at(rc))
        .collect();
    if giants.len() > usize::from(GIANTS) {
        return Err(problem_at(
            NotationProblem::MoreGiantsThanTheBox(giants.len()),
            (row, cell),
            end,
        ));
    }
    Ok(ParsedKingdom {
        squares,
        buildings,
        knights,
        giants,
        castle_at,
    })
}

impl ParsedKingdom {
    /// The Queendomino estate the marks describe: its buildings (the first tiles of their kinds),
    /// the towers they carry, the knights, and `coins`; knights in the guard are those the
    /// buildings and the starting knight give beyond the ones on the board.
    pub fn estate(&self, coins: u32) -> Estate {
        let mut used: Vec<crate::rules::BuildingId> = Vec::new();
        let buildings: Vec<_> = self
            .buildings
            .iter()
            .map(|&(p, kind)| {
                let id = crate::rules::BuildingId::all()
                    .find(|b| b.kind() == kind && !used.contains(b))
                    .unwrap_or(crate::rules::BuildingId::first_of(kind));
                used.push(id);
                (p, id)
            })
            .collect();
        let towers = buildings.iter().map(|(_, b)| b.rules().towers).sum();
        let granted: usize = 1 + buildings
            .iter()
            .map(|(_, b)| b.rules().knights as usize)
            .sum::<usize>();
        Estate {
            coins,
            knights_in_hand: granted.saturating_sub(self.knights.len()) as u8,
            knights: self.knights.clone(),
            towers,
            buildings,
        }
    }

    /// The kingdom, held to a `size` x `size` limit (counting the castle).
    pub fn into_kingdom(self, size: u8) -> Result<Kingdom, NotationError> {
        let (mut lo, mut hi) = (Pos::CASTLE, Pos::CASTLE);
        for (p, _) in &self.squares {
            lo = Pos::new(lo.row.min(p.row), lo.col.min(p.col));
            hi = Pos::new(hi.row.max(p.row), hi.col.max(p.col));
        }
        let rows = (hi.row - lo.row + 1) as usize;
        let cols = (hi.col - lo.col + 1) as usize;
        if rows > size as usize || cols > size as usize {
            return Err(NotationError {
                problem: NotationProblem::TooLarge { rows, cols, size },
                row: 1,
                cell: 1,
                offset: 0,
            });
        }
        let added: Vec<(Pos, u8)> = self
            .buildings
            .iter()
            .map(|&(p, kind)| (p, kind.rules().crowns))
            .collect();
        Ok(Kingdom::drawn(size, &self.squares, &added, &self.giants))
    }
}

/// Writes a kingdom in the notation: its occupied bounds, row by row, with trailing empty cells
/// left out and crown digits only where there are crowns.
pub fn write_kingdom(kingdom: &Kingdom) -> String {
    write_kingdom_with(kingdom, None, &[])
}

/// Like [`write_kingdom`], with a Queendomino estate's buildings and knights marked, and the
/// squares whose crowns giants cover (one entry per giant). The printed crowns are written
/// (a building's crowns count on its square), so reading gives the same kingdom back.
pub fn write_kingdom_with(kingdom: &Kingdom, estate: Option<&Estate>, giants: &[Pos]) -> String {
    let (min, max) = kingdom.bounds();
    let mut rows = Vec::new();
    for row in min.row..=max.row {
        let mut text = String::new();
        let mut pending_empty = 0;
        for col in min.col..=max.col {
            let p = Pos::new(row, col);
            if p == Pos::CASTLE {
                text.extend(std::iter::repeat_n('.', pending_empty));
                pending_empty = 0;
                text.push('C');
            } else if let Some(square) = kingdom.square(p) {
                text.extend(std::iter::repeat_n('.', pending_empty));
                pending_empty = 0;
                text.push(square.terrain.letter());
                let building = estate.and_then(|e| e.building_at(p));
                let covered = giants.iter().filter(|&&g| g == p).count();
                let printed = (square.crowns + covered as u8)
                    .saturating_sub(building.map_or(0, |b| b.rules().crowns));
                if printed > 0 {
                    text.push(char::from(b'0' + printed));
                }
                text.extend(std::iter::repeat_n('g', covered));
                if let Some(b) = building {
                    text.push_str(&format!("[{}]", b.kind().code()));
                }
                if estate.is_some_and(|e| e.knights.contains(&p)) {
                    text.push('+');
                }
            } else {
                pending_empty += 1;
            }
        }
        rows.push(text);
    }
    rows.join("/")
}

/// A cell's place in the text: (row, cell), from 0.
type At = (usize, usize);

/// A problem at `(row, cell)` of the text, at character `offset`.
fn problem_at(problem: NotationProblem, (row, cell): At, offset: usize) -> NotationError {
    NotationError {
        problem,
        row: row + 1,
        cell: cell + 1,
        offset,
    }
}

/// Reads a terrain square (its letter `c` at `offset` already taken) and its marks: the crown
/// digit, the giants, the building and the knight.
fn read_square(
    chars: &mut Peekable<impl Iterator<Item = (usize, char)>>,
    (offset, c): (usize, char),
    at: At,
    cells: &mut Vec<(At, Square)>,
    marks: &mut Vec<(At, Mark)>,
) -> Result<(), NotationError> {
    let terrain = Terrain::from_letter(c)
        .ok_or_else(|| problem_at(NotationProblem::UnexpectedCharacter(c), at, offset))?;
    let mut crowns = 0;
    if let Some(&(o, d)) = chars.peek() {
        if let Some(n) = d.to_digit(10) {
            chars.next();
            crowns = n as u8;
            if crowns > MAX_CROWNS {
                return Err(problem_at(NotationProblem::TooManyCrowns(crowns), at, o));
            }
        }
    }
    cells.push((at, Square { terrain, crowns }));
    // Giants cover the square's crowns, its building's among them (a giant on the
    // Queen's Tower: `Tg[Qt]`), so they are counted once the building is read.
    let mut giants = Vec::new();
    while let Some(&(o, 'g')) = chars.peek() {
        chars.next();
        giants.push(o);
    }
    if let Some(&(o, '[')) = chars.peek() {
        chars.next();
        let mut code = String::new();
        for (_, c) in chars.by_ref() {
            if c == ']' {
                break;
            }
            code.push(c);
        }
        let kind = BuildingKind::from_code(&code)
            .ok_or_else(|| problem_at(NotationProblem::UnknownBuilding(code.clone()), at, o))?;
        if terrain != Terrain::Town {
            return Err(problem_at(NotationProblem::BuildingNotOnTown, at, o));
        }
        crowns += kind.rules().crowns;
        if crowns > MAX_CROWNS {
            return Err(problem_at(NotationProblem::TooManyCrowns(crowns), at, o));
        }
        marks.push((at, Mark::Building(kind)));
    }
    if let Some(&o) = giants.get(usize::from(crowns)) {
        return Err(problem_at(NotationProblem::TooManyGiants, at, o));
    }
    marks.extend(giants.iter().map(|_| (at, Mark::Giant)));
    if let Some(&(_, '+')) = chars.peek() {
        chars.next();
        marks.push((at, Mark::Knight));
    }
    Ok(())
}
