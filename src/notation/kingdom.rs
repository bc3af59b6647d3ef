//! The kingdom notation: rows top to bottom separated by `/`; each cell a terrain letter
//! (`W F L G S M T`) with an optional crown digit 0-3, `C` for the castle or `.` for empty.
//! Spaces are ignored and short rows are padded with empty cells: `W1WF1../LCF../L2`.

use std::fmt;

use crate::rules::{Kingdom, Pos, Square, Terrain, MAX_CROWNS};

/// The widest and tallest board the notation accepts.
pub const MAX_SIDE: usize = 7;

/// A kingdom read from text, before it is held to a size limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedKingdom {
    /// Terrain squares measured from the castle.
    pub squares: Vec<(Pos, Square)>,
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
                "{at}: unexpected {c:?}; a cell is W F L G S M T (with 0-3 crowns), C or ."
            ),
            NotationProblem::CrownsWithoutTerrain => {
                write!(f, "{at}: a crown digit must follow a terrain letter")
            }
            NotationProblem::TooManyCrowns(n) => {
                write!(f, "{at}: {n} crowns; a square has at most {MAX_CROWNS}")
            }
            NotationProblem::CrownsOnCastle => write!(f, "{at}: the castle carries no crowns"),
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

/// Reads a kingdom text.
pub fn parse_kingdom(text: &str) -> Result<ParsedKingdom, NotationError> {
    let mut cells: Vec<((usize, usize), Square)> = Vec::new();
    let mut castle_at = None;
    let (mut row, mut cell) = (0usize, 0usize);
    let mut chars = text
        .chars()
        .enumerate()
        .filter(|(_, c)| !c.is_whitespace())
        .peekable();
    let error = |problem, row: usize, cell: usize, offset| NotationError {
        problem,
        row: row + 1,
        cell: cell + 1,
        offset,
    };
    while let Some((offset, c)) = chars.next() {
        if c == '/' {
            row += 1;
            cell = 0;
            if row >= MAX_SIDE {
                return Err(error(NotationProblem::TooTall, row, cell, offset));
            }
            continue;
        }
        if cell >= MAX_SIDE && (c == '.' || c == 'C' || Terrain::from_letter(c).is_some()) {
            return Err(error(NotationProblem::TooWide, row, cell, offset));
        }
        match c {
            '.' => {}
            'C' => {
                if castle_at.is_some() {
                    return Err(error(NotationProblem::SecondCastle, row, cell, offset));
                }
                if let Some(&(o, d)) = chars.peek() {
                    if d.is_ascii_digit() {
                        return Err(error(NotationProblem::CrownsOnCastle, row, cell, o));
                    }
                }
                castle_at = Some((row, cell));
            }
            '0'..='9' => {
                return Err(error(
                    NotationProblem::CrownsWithoutTerrain,
                    row,
                    cell,
                    offset,
                ));
            }
            _ => {
                let terrain = Terrain::from_letter(c).ok_or_else(|| {
                    error(NotationProblem::UnexpectedCharacter(c), row, cell, offset)
                })?;
                let mut crowns = 0;
                if let Some(&(o, d)) = chars.peek() {
                    if let Some(n) = d.to_digit(10) {
                        chars.next();
                        crowns = n as u8;
                        if crowns > MAX_CROWNS {
                            return Err(error(
                                NotationProblem::TooManyCrowns(crowns),
                                row,
                                cell,
                                o,
                            ));
                        }
                    }
                }
                cells.push(((row, cell), Square { terrain, crowns }));
            }
        }
        cell += 1;
    }
    let end = text.chars().count();
    let castle_at = castle_at.ok_or_else(|| error(NotationProblem::NoCastle, row, cell, end))?;
    let squares = cells
        .into_iter()
        .map(|((r, c), square)| {
            let pos = Pos::new(r as i8 - castle_at.0 as i8, c as i8 - castle_at.1 as i8);
            (pos, square)
        })
        .collect();
    Ok(ParsedKingdom { squares, castle_at })
}

impl ParsedKingdom {
    /// The kingdom, held to a `size` x `size` limit (counting the castle).
    pub fn into_kingdom(self, size: u8) -> Result<Kingdom, NotationError> {
        let mut kingdom = Kingdom::new(size);
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
        for (p, square) in self.squares {
            kingdom.put(p, square);
        }
        Ok(kingdom)
    }
}

/// Writes a kingdom in the notation: its occupied bounds, row by row, with trailing empty cells
/// left out and crown digits only where there are crowns.
pub fn write_kingdom(kingdom: &Kingdom) -> String {
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
                if square.crowns > 0 {
                    text.push(char::from(b'0' + square.crowns));
                }
            } else {
                pending_empty += 1;
            }
        }
        rows.push(text);
    }
    rows.join("/")
}
