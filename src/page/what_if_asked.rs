//! A "What if?" asked in the review (`review::what_if`): of which decision, how far its lines
//! have gone, and their ends or that they failed. The runner in `ui/replay/what_if_runner.rs`
//! plays the lines, a worker searching each move, and hands where they stand here; what the
//! page shows is decided here.

use std::rc::Rc;

use crate::review::what_if::{line_seed, Ends, ITERATIONS};
use crate::review::{decisions, MoveReview};
use crate::rules::{Action, Game, PlayerView};

/// The question asked: the decision's view, the move played and the review's best, and the
/// lines' iterations a move and seed.
#[derive(Clone, Debug, PartialEq)]
pub struct WhatIfQuestion {
    pub view: PlayerView,
    pub played: Action,
    pub best: Action,
    pub iterations: u32,
    pub seed: u64,
}

/// The question for the review's decision `m` of `whole`, reviewed with `review_seed`: none
/// where the move played was the best (there is no other line).
pub fn question(whole: &Game, review_seed: u64, m: &MoveReview) -> Option<WhatIfQuestion> {
    if m.best == m.played {
        return None;
    }
    let decision = decisions(whole).into_iter().find(|d| d.index == m.index)?;
    Some(WhatIfQuestion {
        view: decision.view,
        played: m.played,
        best: m.best,
        iterations: ITERATIONS,
        seed: line_seed(review_seed, m.index),
    })
}

/// Where a "What if?" stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Stage {
    Playing { done: f32 },
    Ended(Rc<Ends>),
    Failed,
}

/// The "What if?" asked, if any.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WhatIfState {
    asked: Option<Asked>,
}

#[derive(Clone, Debug, PartialEq)]
struct Asked {
    /// The game (its record's text) and the decision's index in it.
    game: String,
    index: usize,
    id: u32,
    stage: Stage,
}

/// What happens to a "What if?".
#[derive(Clone, Debug, PartialEq)]
pub enum WhatIfMsg {
    Asked { game: String, index: usize, id: u32 },
    Progress { id: u32, done: f32 },
    Ended { id: u32, ends: Box<Ends> },
    Failed { id: u32 },
    Closed,
}

impl WhatIfState {
    /// The state after `msg`; an answer to a question no longer asked changes nothing.
    pub fn apply(&mut self, msg: WhatIfMsg) {
        let stage = match msg {
            WhatIfMsg::Asked { game, index, id } => {
                let stage = Stage::Playing { done: 0.0 };
                self.asked = Some(Asked {
                    game,
                    index,
                    id,
                    stage,
                });
                return;
            }
            WhatIfMsg::Closed => {
                self.asked = None;
                return;
            }
            WhatIfMsg::Progress { id, done } => (id, Stage::Playing { done }),
            WhatIfMsg::Ended { id, ends } => (id, Stage::Ended(Rc::new(*ends))),
            WhatIfMsg::Failed { id } => (id, Stage::Failed),
        };
        if let Some(asked) = self.asked.as_mut().filter(|a| a.id == stage.0) {
            // Once ended or failed, a late progress report does not take it back.
            if matches!(asked.stage, Stage::Playing { .. }) {
                asked.stage = stage.1;
            }
        }
    }

    /// The "What if?" of decision `index` of `game`, if it is the one asked.
    pub fn of(&self, game: &str, index: usize) -> Option<&Stage> {
        self.asked
            .as_ref()
            .filter(|a| a.game == game && a.index == index)
            .map(|a| &a.stage)
    }

    /// The question out to the worker, while its lines are being played.
    pub fn out(&self) -> Option<u32> {
        let asked = self.asked.as_ref()?;
        matches!(asked.stage, Stage::Playing { .. }).then_some(asked.id)
    }
}

/// What the page says of the two ends: the points the Expert's best ends ahead by, or (where
/// the move played did as well or better in this imagined game) the points it is ahead by.
pub fn margin(ends: &Ends) -> Result<u32, u32> {
    let (played, best) = (ends.played.points, ends.best.points);
    if best > played {
        Ok(best - played)
    } else {
        Err(played - best)
    }
}
