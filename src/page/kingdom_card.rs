//! A kingdom's postcard at the end of a game: the kingdom square by square with each territory
//! outlined, the score's parts, the date (or the day of the deal of the day) and every player's
//! mark with their total.
//!
//! The page gathers what goes on it, in its words ([`card_facts`]: a few hundred bytes); the
//! keepsakes' build (`src/bin/keepsake.rs`, fetched the first time a person asks) lays it out
//! ([`kingdom_card`]) and writes it as SVG (`kingdom_card_svg.rs`), so that the page's first load
//! carries neither.

use serde::{Deserialize, Serialize};

use super::seats::{KingColour, COLOURS};
use super::session::Session;
use crate::i18n::{fill, Lang};
use crate::rules::{KingdomId, Pos, Square};

/// What the page knows of a postcard, in the person's words: all the keepsakes' build needs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardFacts {
    /// The kingdom's built squares, where they are from the castle.
    pub squares: Vec<(Pos, Square)>,
    /// The builder's colour, an index into the seats' colours.
    pub colour: u8,
    /// "The kingdom of Player 1".
    pub title: String,
    /// The date the game ended, or the day of the deal of the day.
    pub when: String,
    /// Each part of the score in play with its points, and the total, as written ("42 points").
    pub parts: Vec<(String, u32)>,
    pub total: u32,
    pub total_text: String,
    /// The castle's name, which its drawing carries.
    pub castle: String,
    /// Every kingdom: its builder's colour, name(s) and total, in seat order.
    pub players: Vec<(u8, String, u32)>,
}

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
    /// The words on it, as the page wrote them.
    pub facts: CardFacts,
}

/// What goes on the postcard of `kingdom` at the end of the game in play, dated `date` (the
/// browser's day; the deal of the day gives its own).
pub fn card_facts(session: &Session, kingdom: KingdomId, lang: Lang, date: &str) -> CardFacts {
    let w = lang.words();
    let table = session.table();
    let score = table.score(kingdom);
    let scores = table.scores();
    let colour = |k: KingdomId| (session.kingdom_seat(k).colour % COLOURS.len()) as u8;
    CardFacts {
        squares: table.kingdom(kingdom).squares().collect(),
        colour: colour(kingdom),
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
        total_text: lang.plural(w.points_n, score.total.into()),
        castle: w.castle.to_string(),
        players: scores
            .ids()
            .map(|k| (colour(k), session.kingdom_name(k), scores[k].total))
            .collect(),
    }
}

/// The kingdom a postcard shows: the person's (the first person's at a hot seat; the first
/// kingdom where no person sits).
pub fn persons_kingdom(session: &Session) -> KingdomId {
    let table = session.table();
    table
        .players()
        .find(|p| session.seats[p.index()].is_human())
        .map_or(KingdomId(0), |p| table.kingdom_of(p))
}

/// The seats' colour at `index` (any index names one).
pub fn king_colour(index: u8) -> &'static KingColour {
    &COLOURS[usize::from(index) % COLOURS.len()]
}

/// The postcard laid out: every square from the top left, the castle, the outlines.
pub fn kingdom_card(facts: CardFacts) -> KingdomCard {
    let squares_at: Vec<(Pos, Option<Square>)> = facts
        .squares
        .iter()
        .map(|&(p, s)| (p, Some(s)))
        .chain(std::iter::once((Pos::new(0, 0), None)))
        .collect();
    let top = squares_at.iter().map(|(p, _)| p.row).min().unwrap_or(0);
    let left = squares_at.iter().map(|(p, _)| p.col).min().unwrap_or(0);
    let bottom = squares_at.iter().map(|(p, _)| p.row).max().unwrap_or(0);
    let right = squares_at.iter().map(|(p, _)| p.col).max().unwrap_or(0);
    let at = |p: Pos| {
        (
            i32::from(p.col) - i32::from(left),
            i32::from(p.row) - i32::from(top),
        )
    };
    KingdomCard {
        cols: i32::from(right) - i32::from(left) + 1,
        rows: i32::from(bottom) - i32::from(top) + 1,
        squares: facts
            .squares
            .iter()
            .map(|&(p, s)| (at(p).0, at(p).1, s))
            .collect(),
        castle: at(Pos::new(0, 0)),
        colour: king_colour(facts.colour),
        outline: outline(&squares_at, at),
        facts,
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
