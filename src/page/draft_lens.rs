//! The drafting lens, for a person who asks for it: under each domino of the lines, what its best
//! placement would add to each kingdom now (the claimer's gain, and what taking it would deny the
//! others), and a tally of the dominoes nobody has seen yet, by terrain and crowns. Everything
//! in it is what anyone at the table could count: the kingdoms, the lines and the box. Off where
//! Study is (games by link, the deal of the day, the guided game), where it would be help.

use super::session::Session;
use super::study::help_allowed;
use crate::rules::{Domino, DominoId, KingdomId, Placement, Table, Terrain};

/// What a domino of the lines would add to each kingdom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DominoWorth {
    pub domino: DominoId,
    /// Each kingdom in order, with the points its best placement of the domino would add now
    /// (`None`: it fits nowhere there, and would be set aside).
    pub worth: Vec<(KingdomId, Option<i64>)>,
}

/// The squares of one terrain on the unseen dominoes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TerrainLeft {
    pub terrain: Terrain,
    /// Halves of that terrain.
    pub squares: u32,
    /// The crowns on them.
    pub crowns: u32,
}

/// The dominoes nobody has seen yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unseen {
    /// How many, the pile's and those left in the box together (nobody can tell them apart).
    pub dominoes: usize,
    /// How many of them are still to come: the pile.
    pub to_come: usize,
    /// Each terrain the boxes in play hold, in a fixed order (so that the tally keeps its
    /// shape through the game, even at none left).
    pub terrains: Vec<TerrainLeft>,
}

/// The lens over a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftLens {
    /// Each domino of the lines not yet placed, the line being played first.
    pub dominoes: Vec<DominoWorth>,
    pub unseen: Unseen,
}

/// The lens for the game in play, if it may be shown: a game played here that offers help.
pub fn for_session(session: &Session) -> Option<DraftLens> {
    help_allowed(session).then(|| lens(session.table()))
}

/// The lens over `table`.
pub fn lens(table: &Table) -> DraftLens {
    let mut placements = Vec::new();
    let dominoes = table
        .current_line()
        .iter()
        .chain(table.next_line())
        .filter(|slot| !slot.taken)
        .map(|slot| DominoWorth {
            domino: slot.domino,
            worth: table
                .kingdoms()
                .ids()
                .map(|k| {
                    (
                        k,
                        best_gain(table, k, slot.domino.domino(), &mut placements),
                    )
                })
                .collect(),
        })
        .collect();
    DraftLens {
        dominoes,
        unseen: unseen(table),
    }
}

/// The points the best placement of `domino` would add to `kingdom` now; `None` when it fits
/// nowhere.
fn best_gain(
    table: &Table,
    kingdom: KingdomId,
    domino: &Domino,
    placements: &mut Vec<Placement>,
) -> Option<i64> {
    let kingdom = table.kingdom(kingdom);
    let gains = kingdom.gains(table.rules().bonuses);
    kingdom.legal_placements(domino, placements);
    placements.iter().map(|&p| gains.gain(domino, p)).max()
}

/// The tally of the dominoes nobody has seen, by terrain.
fn unseen(table: &Table) -> Unseen {
    let unseen = table.unseen();
    let in_box = |terrain: Terrain| {
        table.rules().domino_boxes().any(|b| {
            b.dominoes()
                .iter()
                .any(|d| d.halves.iter().any(|h| h.terrain == terrain))
        })
    };
    let terrains = Terrain::ALL
        .into_iter()
        .filter(|&t| in_box(t))
        .map(|terrain| {
            let halves = unseen
                .iter()
                .flat_map(|d| d.halves())
                .filter(|h| h.terrain == terrain);
            let (squares, crowns) =
                halves.fold((0, 0), |(s, c), h| (s + 1, c + u32::from(h.crowns)));
            TerrainLeft {
                terrain,
                squares,
                crowns,
            }
        })
        .collect();
    Unseen {
        dominoes: unseen.len(),
        to_come: table.pile_len(),
        terrains,
    }
}
