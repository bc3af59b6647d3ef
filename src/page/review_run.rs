//! The Expert's review as the page runs it: which decisions of a finished game are still to
//! weigh, which worker weighs which, the answers put in the game's order as they come, and what
//! the page shows of it. The runner in `ui/replay/reviewer.rs` sends the requests and hands the
//! answers back; everything it decides is here.

use crate::review::{decision_seed, decisions, Decision, GameReview, MoveReview, Weighed};
use crate::rules::{Action, Game, PlayerView};

/// What the page shows of the review.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReviewState {
    /// The game reviewed (its record's text), if any.
    pub game: Option<String>,
    /// Its decisions reviewed so far, in the game's order.
    pub review: Option<GameReview>,
    /// Decisions in the game.
    pub total: usize,
    pub running: bool,
    /// A worker failed: the review stopped, what it had found kept.
    pub failed: bool,
}

/// What happens to the review.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewMsg {
    Started {
        game: String,
        review: GameReview,
        total: usize,
        running: bool,
    },
    Reviewed(MoveReview),
    Finished,
    Stopped,
    Failed,
}

impl ReviewState {
    /// The review of `game`, complete or not, if it is the one held.
    pub fn of(&self, game: &str) -> Option<&GameReview> {
        self.review
            .as_ref()
            .filter(|_| self.game.as_deref() == Some(game))
    }

    pub fn is_complete(&self) -> bool {
        self.review
            .as_ref()
            .is_some_and(|r| r.moves.len() == self.total)
    }

    /// The state after `msg`.
    pub fn apply(&mut self, msg: ReviewMsg) {
        match msg {
            ReviewMsg::Started {
                game,
                review,
                total,
                running,
            } => {
                *self = ReviewState {
                    game: Some(game),
                    review: Some(review),
                    total,
                    running,
                    failed: false,
                };
            }
            ReviewMsg::Reviewed(m) => {
                if let Some(r) = self.review.as_mut() {
                    insert_in_order(r, m);
                }
            }
            ReviewMsg::Finished | ReviewMsg::Stopped => self.running = false,
            ReviewMsg::Failed => {
                self.running = false;
                self.failed = true;
            }
        }
    }
}

/// Puts a decision reviewed in its place in the game's order, once.
fn insert_in_order(review: &mut GameReview, reviewed: MoveReview) {
    let at = review.moves.partition_point(|m| m.index < reviewed.index);
    if review
        .moves
        .get(at)
        .is_none_or(|m| m.index != reviewed.index)
    {
        review.moves.insert(at, reviewed);
    }
}

/// A request for a worker: weigh this decision.
#[derive(Clone, Debug, PartialEq)]
pub struct WeighRequest {
    pub id: u32,
    pub view: PlayerView,
    pub played: Action,
    pub budget: u32,
    pub seed: u64,
}

/// A review under way.
pub struct ReviewRun {
    pub game: String,
    /// The decisions still to send, the last first out: the game's first decisions first.
    waiting: Vec<Decision>,
    /// Per worker, the decision it weighs (by request id).
    busy: Vec<Option<(u32, Decision)>>,
    pub review: GameReview,
}

impl ReviewRun {
    /// Reviews `whole`, the game `game` names, on `workers` workers, going on from `so_far`
    /// (the default budget and seed when none); with what the page shows as it starts.
    pub fn new(
        game: &str,
        whole: &Game,
        so_far: Option<GameReview>,
        workers: usize,
    ) -> (ReviewRun, ReviewMsg) {
        let review = so_far.unwrap_or(GameReview {
            budget: crate::review::DEFAULT_BUDGET,
            seed: crate::review::DEFAULT_SEED,
            moves: Vec::new(),
        });
        let all = decisions(whole);
        let total = all.len();
        let mut waiting: Vec<Decision> = all
            .into_iter()
            .filter(|d| !review.moves.iter().any(|m| m.index == d.index))
            .collect();
        waiting.reverse();
        let started = ReviewMsg::Started {
            game: game.to_string(),
            review: review.clone(),
            total,
            running: !waiting.is_empty(),
        };
        let run = ReviewRun {
            game: game.to_string(),
            waiting,
            busy: vec![None; workers.max(1)],
            review,
        };
        (run, started)
    }

    /// The next decision for `worker` to weigh, as request `id`; `None` when none is left (the
    /// worker is then idle).
    pub fn next_for(&mut self, worker: usize, id: u32) -> Option<WeighRequest> {
        let Some(decision) = self.waiting.pop() else {
            self.busy[worker] = None;
            return None;
        };
        let request = WeighRequest {
            id,
            view: decision.view.clone(),
            played: decision.played,
            budget: self.review.budget,
            seed: decision_seed(self.review.seed, decision.index),
        };
        self.busy[worker] = Some((id, decision));
        Some(request)
    }

    /// The worker that asked request `id` answered: the decision reviewed, kept in the game's
    /// order; with the worker, now free. `None` for a request this review did not send.
    pub fn answered(&mut self, id: u32, weighed: &Weighed) -> Option<(usize, MoveReview)> {
        let worker = self
            .busy
            .iter()
            .position(|b| b.as_ref().is_some_and(|(i, _)| *i == id))?;
        let (_, decision) = self.busy[worker].take()?;
        let reviewed = MoveReview::of(decision.index, weighed);
        insert_in_order(&mut self.review, reviewed.clone());
        Some((worker, reviewed))
    }

    /// Every decision answered.
    pub fn is_done(&self) -> bool {
        self.waiting.is_empty() && self.busy.iter().all(Option::is_none)
    }

    /// The workers the review runs on.
    pub fn workers(&self) -> usize {
        self.busy.len()
    }
}
