//! A whole game reviewed: its decisions found, each weighed from its player's view, and what a
//! reader wants from them (each person's summary, the moves that cost most).

use serde::{Deserialize, Serialize};

use super::{Grade, Weighed, Weighing};
use crate::rules::{Action, Game, PlayerId, PlayerView, Rng};

/// Imagined orders a decision is weighed over, unless asked otherwise.
pub const DEFAULT_BUDGET: u32 = 1024;
/// The review's seed, unless asked otherwise.
pub const DEFAULT_SEED: u64 = 1;

/// A move where its player had a choice.
#[derive(Clone, Debug)]
pub struct Decision {
    /// Its place in the game's history, from 0.
    pub index: usize,
    /// What the player could see.
    pub view: PlayerView,
    pub played: Action,
}

/// Every decision of a game, in order; a move with a single legal action is no decision.
pub fn decisions(game: &Game) -> Vec<Decision> {
    let mut replay = game.at_start();
    let mut found = Vec::new();
    let mut legal = Vec::new();
    for (index, (seat, action)) in game.played().enumerate() {
        replay.table().legal_actions(&mut legal);
        if legal.len() > 1 {
            found.push(Decision {
                index,
                view: replay.view(Some(seat)),
                played: action,
            });
        }
        replay.play_unchecked(action);
    }
    found
}

/// The seed one decision is weighed with: the review's seed and the move's place, so that any
/// decision can be weighed alone (in any worker, in any order) to the same values.
pub fn decision_seed(seed: u64, index: usize) -> u64 {
    Rng::new(seed ^ (index as u64).wrapping_mul(0xD1B5_4A32_D192_ED03)).next_u64()
}

/// Weighs one decision at `budget` imagined orders.
pub fn weigh(decision: &Decision, budget: u32, seed: u64) -> Weighed {
    let mut weighing = Weighing::new(
        decision.view.clone(),
        Some(decision.played),
        budget,
        decision_seed(seed, decision.index),
    );
    weighing.run(u32::MAX);
    weighing.weighed()
}

/// One decision's review as kept and shown: the move played and the best, their values, and
/// each kingdom's expected final points after the move played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveReview {
    pub index: usize,
    pub seat: PlayerId,
    pub played: Action,
    pub best: Action,
    pub value: f64,
    pub best_value: f64,
    pub expected: Vec<f64>,
}

impl MoveReview {
    pub fn of(index: usize, weighed: &Weighed) -> MoveReview {
        let played = weighed.played.unwrap_or(weighed.best);
        MoveReview {
            index,
            seat: weighed.seat,
            played,
            best: weighed.best,
            value: weighed.value_of(played).unwrap_or(0.0),
            best_value: weighed.best_value(),
            expected: weighed.expected.clone(),
        }
    }

    pub fn given_up(&self) -> f64 {
        (self.best_value - self.value).max(0.0)
    }

    pub fn grade(&self) -> Grade {
        Grade::of(self.given_up())
    }
}

/// A game's review: the budget and seed it was made with, and its decisions reviewed so far.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameReview {
    pub budget: u32,
    pub seed: u64,
    pub moves: Vec<MoveReview>,
}

/// One person's review in a line: their decisions, the points they gave up, their grades.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatSummary {
    pub seat: PlayerId,
    pub decisions: usize,
    pub given_up: f64,
    /// Moves per grade, in [`Grade::ALL`]'s order.
    pub grades: [usize; 5],
}

impl SeatSummary {
    pub fn per_decision(&self) -> f64 {
        self.given_up / self.decisions.max(1) as f64
    }
}

impl GameReview {
    /// Reviews every decision of `game` natively, reporting each as it is weighed.
    pub fn of_game(
        game: &Game,
        budget: u32,
        seed: u64,
        mut each: impl FnMut(usize, usize),
    ) -> GameReview {
        let decisions = decisions(game);
        let mut moves = Vec::with_capacity(decisions.len());
        for (done, decision) in decisions.iter().enumerate() {
            moves.push(MoveReview::of(
                decision.index,
                &weigh(decision, budget, seed),
            ));
            each(done + 1, decisions.len());
        }
        GameReview {
            budget,
            seed,
            moves,
        }
    }

    /// Each seat's summary, for `seats` seats.
    pub fn summaries(&self, seats: usize) -> Vec<SeatSummary> {
        (0..seats)
            .map(|s| {
                let seat = PlayerId(s as u8);
                let mine = self.moves.iter().filter(|m| m.seat == seat);
                let mut grades = [0; 5];
                let (mut decisions, mut given_up) = (0, 0.0);
                for m in mine {
                    decisions += 1;
                    given_up += m.given_up();
                    grades[m.grade() as usize] += 1;
                }
                SeatSummary {
                    seat,
                    decisions,
                    given_up,
                    grades,
                }
            })
            .collect()
    }

    /// The moves that cost most, a mistake or worse, the costliest first (at most `count`).
    pub fn key_moments(&self, count: usize) -> Vec<&MoveReview> {
        let mut costly: Vec<&MoveReview> = self
            .moves
            .iter()
            .filter(|m| m.grade().is_costly())
            .collect();
        crate::short_sort::sort_by(&mut costly, |a, b| {
            b.given_up()
                .total_cmp(&a.given_up())
                .then(a.index.cmp(&b.index))
        });
        costly.truncate(count);
        costly
    }
}
