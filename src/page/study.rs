//! Study, for a person who asks for it: while it is their turn, every option they have is weighed
//! in the worker as the review weighs a move, and the page shows each placement of the domino in
//! hand and each free domino of the line with the points it gives up against the best. Off in
//! games by link and in the deal of the day, where it would be help from outside.

use std::rc::Rc;

use super::session::Session;
use crate::review::{Grade, Weighed};
use crate::rules::{Action, Dir, Domino, Placement, Pos};

/// Imagined orders Study weighs a decision over: a fraction of the review's, so that the
/// values come within a second or so.
pub const STUDY_BUDGET: u32 = 512;
/// Study's seed: fixed, so that a position shows the same values each time.
pub const STUDY_SEED: u64 = 7;

/// A decision weighed for Study, or being weighed.
#[derive(Clone, Debug, PartialEq)]
pub struct Studied {
    pub id: u32,
    /// The position: how many actions the game had.
    pub at: usize,
    pub weighed: Option<Rc<Weighed>>,
}

impl Studied {
    /// The points `action` gives up against the best, and its grade, once weighed.
    pub fn given_up(&self, action: Action) -> Option<(f64, Grade)> {
        let weighed = self.weighed.as_ref()?;
        let value = weighed.value_of(action)?;
        let lost = (weighed.best_value() - value).max(0.0);
        Some((lost, Grade::of(lost)))
    }

    /// The placement whose first half lies on `pos` with the domino turned to `dir`, with the
    /// points it gives up, if it is legal.
    pub fn placement_at(
        &self,
        domino: &Domino,
        pos: Pos,
        dir: Dir,
    ) -> Option<(Placement, f64, Grade)> {
        let placement = Placement::new(pos, dir).canonical(domino);
        let (lost, grade) = self.given_up(Action::Place(placement))?;
        Some((placement, lost, grade))
    }
}

/// Whether help may be offered in this game (the hint, undo, Study): not among friends by link,
/// not in the deal of the day, not in the replay viewer, and not in the guided game, whose
/// every move is shown.
pub fn help_allowed(session: &Session) -> bool {
    session.played_here()
        && session.dealt_together.is_none()
        && session.daily().is_none()
        && session.lesson.is_none()
        && session.practice.is_none()
}

/// The position Study weighs now, if any: a person's turn in a game that offers it.
pub fn due(session: &Session) -> Option<usize> {
    (help_allowed(session) && session.human_to_move()).then(|| session.game.history().len())
}
