//! A puzzle from a link: a kingdom and a domino to place. What the reader's answer is worth
//! against the best placement the rules find, and what the board draws of it;
//! `ui/replay/puzzle_view.rs` draws it.

use crate::i18n::{fill, Lang};
use crate::rules::{
    rate_placement, Bonuses, Domino, Kingdom, Placement, PlacementRating, Pos, Square,
};

/// The reader's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// Laid there, worth this against the best.
    Placed(Placement, PlacementRating),
    /// The reader discarded: right exactly when nothing fits.
    Discarded { right: bool },
}

/// The reader lays the domino as `placement`: the answer, or why the rules refuse it, in their
/// words.
pub fn answer_at(
    kingdom: &Kingdom,
    domino: &Domino,
    placement: Placement,
    bonuses: Bonuses,
    lang: Lang,
) -> Result<Answer, String> {
    match rate_placement(kingdom, domino, placement, bonuses) {
        Ok(rating) => Ok(Answer::Placed(placement, rating)),
        Err(e) => Err(fill(
            lang.words().not_allowed,
            &[&lang.placement_refusal(&e)],
        )),
    }
}

/// What the board draws of the puzzle: the domino where it is aimed or was laid (and whether it
/// fits there), and after a worse answer the best placement, marked and drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawn {
    pub ghost: Vec<(Pos, Square)>,
    pub ghost_ok: bool,
    pub marks: Vec<(Pos, &'static str)>,
    pub best: Vec<(Pos, Square)>,
}

pub fn drawn(
    answer: Option<&Answer>,
    placement: Option<Placement>,
    kingdom: &Kingdom,
    domino: &Domino,
) -> Drawn {
    let (ghost, ghost_ok) = match (answer, placement) {
        (Some(Answer::Placed(p, _)), _) => {
            (p.cells(domino).map(Vec::from).unwrap_or_default(), true)
        }
        (None, Some(p)) => (
            p.cells(domino).map(Vec::from).unwrap_or_default(),
            kingdom.check(domino, p).is_ok(),
        ),
        _ => (Vec::new(), true),
    };
    let marks: Vec<(Pos, &'static str)> = match answer {
        Some(Answer::Placed(_, j)) if !j.is_best() => j
            .best
            .iter()
            .flat_map(|p| [Some(p.first), p.second()])
            .flatten()
            .map(|pos| (pos, "kingdom__cell--best"))
            .collect(),
        _ => Vec::new(),
    };
    // A worse answer: the best placement drawn as the domino itself, both halves.
    let best: Vec<(Pos, Square)> = match answer {
        Some(Answer::Placed(_, j)) if !j.is_best() => j
            .best
            .first()
            .and_then(|p| p.cells(domino))
            .map(Vec::from)
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    Drawn {
        ghost,
        ghost_ok,
        marks,
        best,
    }
}
