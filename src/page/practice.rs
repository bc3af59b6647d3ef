//! A person's mistakes as puzzles: the position before each Mistake or Blunder the review
//! found in their game, and a puzzle of it in play (`#puzzle=<record>`).
//!
//! A puzzle is the game's record cut where the decision was faced: the kingdoms as they stood,
//! the lines, what had been seen, and the seat to move. Its answer is judged as the review
//! judged the move played: the decision weighed at the review's budget and seed with the answer
//! among the finalists, right when it gives up less than the review's noise against the
//! Expert's best. The move the person played in the game, given again, gets the very values of
//! the review (the tests hold this). A record holds its deal's seed, so a reader who decodes
//! one could learn the lines to come: a puzzle is the person's own position, not a secret.

use std::rc::Rc;

use super::seats::{Seat, SeatKind};
use crate::notation::GameRecord;
use crate::review::{decision_seed, GameReview, Grade, Weighed, DEFAULT_BUDGET, DEFAULT_SEED};
use crate::rules::{Action, Game, PlayerId};

/// A puzzle in play: the position, whose decision it is, and the answer once given.
#[derive(Clone, Debug, PartialEq)]
pub struct Practice {
    /// The puzzle as its link names it (the record's text, as the deck keeps it).
    pub puzzle: String,
    /// The actions before the decision: its place in the game.
    pub at: usize,
    pub seat: PlayerId,
    /// The answer given, once given; it is judged, never played.
    pub answer: Option<Action>,
    /// The id of the question weighing the answer, while it is out.
    pub asked: Option<u32>,
    /// The answer judged.
    pub verdict: Option<Verdict>,
}

/// An answer judged by the Expert's values.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub answer: Action,
    pub best: Action,
    /// Points the answer gives up against the best (0 for the best).
    pub given_up: f64,
    pub grade: Grade,
    /// The decision's every option, weighed.
    pub weighed: Rc<Weighed>,
}

impl Verdict {
    /// Right: the best, or within the review's noise of it.
    pub fn is_right(&self) -> bool {
        self.grade == Grade::Best
    }
}

impl Practice {
    /// The puzzle of the position `record` reaches, if a seat is to move there.
    pub fn of(record: &GameRecord, game: &Game) -> Option<Practice> {
        Some(Practice {
            puzzle: record.to_string(),
            at: game.history().len(),
            seat: game.table().to_move()?,
            answer: None,
            asked: None,
            verdict: None,
        })
    }

    /// Imagined orders the answer is weighed over: the review's.
    pub const BUDGET: u32 = DEFAULT_BUDGET;

    /// The seed the answer is weighed with: the review's for this decision.
    pub fn seed(&self) -> u64 {
        decision_seed(DEFAULT_SEED, self.at)
    }

    /// The answer judged by the decision weighed with it.
    pub fn judge(&mut self, weighed: Weighed) {
        let Some(answer) = self.answer else {
            return;
        };
        let best_value = weighed.best_value();
        // Every legal answer is an option; were one not, it would count as the worst.
        let worst = weighed
            .options
            .iter()
            .map(|o| o.value)
            .fold(best_value, f64::min);
        let value = weighed.value_of(answer).unwrap_or(worst);
        let given_up = (best_value - value).max(0.0);
        self.asked = None;
        self.verdict = Some(Verdict {
            answer,
            best: weighed.best,
            given_up,
            grade: Grade::of(given_up),
            weighed: Rc::new(weighed),
        });
    }
}

/// The people whose mistakes become puzzles: the seats of persons at a table where a computer
/// plays too (among people alone at one screen, the browser's owner is not known).
pub fn persons(seats: &[Seat]) -> Vec<PlayerId> {
    let computer = seats.iter().any(|s| s.kind == SeatKind::Computer);
    let people = seats.iter().enumerate().filter(|(_, s)| s.is_human());
    people
        .filter(|_| computer)
        .map(|(i, _)| PlayerId(i as u8))
        .collect()
}

/// The puzzles a game's review makes: the position before each Mistake and Blunder of
/// `persons`, in the game's order, as their links name them.
pub fn puzzles_of(game: &Game, review: &GameReview, persons: &[PlayerId]) -> Vec<String> {
    let whole = GameRecord::of(game);
    review
        .moves
        .iter()
        .filter(|m| persons.contains(&m.seat) && m.grade().is_costly())
        .map(|m| {
            let mut cut = whole.clone();
            cut.actions.truncate(m.index);
            cut.to_string()
        })
        .collect()
}
