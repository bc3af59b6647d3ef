//! A kingdom's postcard at the end of a game: the kingdom square by square with each territory
//! outlined, the score's parts, the date (or the day of the deal of the day) and every player's
//! mark with their total. What goes where is decided here; `ui::panels::kingdom_card` writes it as
//! SVG with the page's own drawings, and as PNG.

use super::seats::KingColour;
use super::session::Session;
use crate::i18n::{fill, Lang};
use crate::rules::{KingdomId, Pos, Square};

/// A postcard, in squares of the kingdom (the writer scales them).
#[derive(Clone)]
pub struct KingdomCard {
    /// The kingdom's columns and rows, from its first built square to its last.
    pub cols: i32,
    pub rows: i32,
    /// Each built square: its column and row from the top left, and its land.
    pub squares: Vec<(i32, i32, Square)>,
    /// The castle's column and row, and its builder's colour.
    pub castle: (i32, i32),
    pub colour: &'static KingColour,
    /// The territories' outlines: segments along the grid's lines (column, row to column, row)
    /// between two squares of different territories, or a square and the outside.
    pub outline: Vec<(i32, i32, i32, i32)>,
    /// "Player 1's kingdom".
    pub title: String,
    /// The date the game ended, or the day of the deal of the day.
    pub when: String,
    /// Each part of the score in play with its points, and the total.
    pub parts: Vec<(String, u32)>,
    pub total: u32,
    /// Every kingdom: its builder's colour and mark, name(s) and total, in seat order.
    pub players: Vec<(&'static KingColour, String, u32)>,
}

/// The postcard of `kingdom` at the end of the game in play, dated `date` (the browser's day;
/// the deal of the day gives its own).
pub fn kingdom_card(session: &Session, kingdom: KingdomId, lang: Lang, date: &str) -> KingdomCard {
    let w = lang.words();
    let table = session.table();
    let built = table.kingdom(kingdom);
    let squares_at: Vec<(Pos, Option<Square>)> = built
        .squares()
        .map(|(p, s)| (p, Some(s)))
        .chain(std::iter::once((Pos::new(0, 0), None)))
        .collect();
    let top = squares_at.iter().map(|(p, _)| p.row).min().unwrap_or(0);
    let left = squares_at.iter().map(|(p, _)| p.col).min().unwrap_or(0);
    let bottom = squares_at.iter().map(|(p, _)| p.row).max().unwrap_or(0);
    let right = squares_at.iter().map(|(p, _)| p.col).max().unwrap_or(0);
    let at = |p: Pos| (i32::from(p.col - left), i32::from(p.row - top));
    let score = table.score(kingdom);
    let scores = table.scores();
    KingdomCard {
        cols: i32::from(right - left) + 1,
        rows: i32::from(bottom - top) + 1,
        squares: built
            .squares()
            .map(|(p, s)| (at(p).0, at(p).1, s))
            .collect(),
        castle: at(Pos::new(0, 0)),
        colour: session.kingdom_seat(kingdom).king_colour(),
        outline: outline(&squares_at, at),
        title: fill(w.postcard_title, &[&session.kingdom_name(kingdom)]),
        when: match session.daily() {
            Some(day) => fill(w.postcard_day, &[&day]),
            None => date.to_string(),
        },
        parts: score
            .parts
            .iter()
            .map(|&(part, points)| (lang.score_part(part), points))
            .collect(),
        total: score.total,
        players: scores
            .ids()
            .map(|k| {
                let seat = session.kingdom_seat(k);
                (seat.king_colour(), session.kingdom_name(k), scores[k].total)
            })
            .collect(),
    }
}

/// The segments between squares of different territories, and between a square and the
/// outside: a square's side is outlined unless its neighbour there is the same land (the castle
/// is a territory of its own).
fn outline(
    squares: &[(Pos, Option<Square>)],
    at: impl Fn(Pos) -> (i32, i32),
) -> Vec<(i32, i32, i32, i32)> {
    let land = |p: Pos| {
        squares
            .iter()
            .find(|(q, _)| *q == p)
            .map(|(_, s)| s.map(|s| s.terrain))
    };
    let mut segments = Vec::new();
    for &(p, square) in squares {
        let (x, y) = at(p);
        let mine = square.map(|s| s.terrain);
        // (row step, column step, the side's segment)
        let sides = [
            (-1, 0, (x, y, x + 1, y)),
            (1, 0, (x, y + 1, x + 1, y + 1)),
            (0, -1, (x, y, x, y + 1)),
            (0, 1, (x + 1, y, x + 1, y + 1)),
        ];
        for (dr, dc, segment) in sides {
            let next = Pos::new(p.row + dr, p.col + dc);
            let same = mine.is_some() && land(next) == Some(mine);
            // A side between two squares is drawn once: from the square above or to the left.
            let drawn_by_other = land(next).is_some() && (dr < 0 || dc < 0);
            if !same && !drawn_by_other {
                segments.push(segment);
            }
        }
    }
    segments
}
