//! The Expert's review in the page: the decisions of a finished game sent to the workers (one a
//! core), one at a time each, the answers gathered as they come, the whole kept in this browser.
//! Its state is its own (not the store's), so that each decision reviewed redraws the review
//! alone.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::review::{decision_seed, decisions, Decision, GameReview, MoveReview};
use crate::rules::Game;
use crate::ui::storage::review_keep::Keeper;
use crate::ui::workers::ai_client::{AiClient, AiEvent};
use crate::worker_protocol::Response;

/// A worker silent this long has failed (a decision takes a second or two at most).
const SILENCE_MS: u32 = 30_000;

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
}

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

impl Reducible for ReviewState {
    type Action = ReviewMsg;

    fn reduce(self: Rc<Self>, msg: ReviewMsg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            ReviewMsg::Started {
                game,
                review,
                total,
                running,
            } => {
                next = ReviewState {
                    game: Some(game),
                    review: Some(review),
                    total,
                    running,
                    failed: false,
                };
            }
            ReviewMsg::Reviewed(m) => {
                if let Some(r) = next.review.as_mut() {
                    let at = r.moves.partition_point(|o| o.index < m.index);
                    if r.moves.get(at).is_none_or(|o| o.index != m.index) {
                        r.moves.insert(at, m);
                    }
                }
            }
            ReviewMsg::Finished | ReviewMsg::Stopped => next.running = false,
            ReviewMsg::Failed => {
                next.running = false;
                next.failed = true;
            }
        }
        Rc::new(next)
    }
}

/// The review's state and its runner, one context (each context provider costs the page's size).
#[derive(Clone, PartialEq)]
pub struct Reviewing {
    pub state: UseReducerHandle<ReviewState>,
    pub reviewer: Rc<Reviewer>,
}

/// The review's context, which the app provides.
#[hook]
pub fn use_reviewing() -> Reviewing {
    use_context::<Reviewing>().expect("review context")
}

/// A review under way.
struct Job {
    game: String,
    budget: u32,
    seed: u64,
    /// The decisions still to send, and those done, with the review so far.
    waiting: Vec<Decision>,
    /// Per worker, the decision it weighs (by request id).
    busy: Vec<Option<(u32, Decision)>>,
    review: GameReview,
}

/// Sends decisions to the workers and gathers their answers.
pub struct Reviewer {
    client: Rc<AiClient>,
    keeper: Keeper,
    job: RefCell<Option<Job>>,
    state: RefCell<Option<Callback<ReviewMsg>>>,
    watchdog: RefCell<Option<Timeout>>,
    this: Weak<Reviewer>,
}

impl PartialEq for Reviewer {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Reviewer {
    pub fn new(keeper: Keeper) -> Rc<Reviewer> {
        Rc::new_cyclic(|this: &Weak<Reviewer>| {
            let weak = this.clone();
            let client = AiClient::new(Callback::from(move |e| {
                if let Some(reviewer) = weak.upgrade() {
                    reviewer.answered(e);
                }
            }));
            Reviewer {
                client,
                keeper,
                job: RefCell::new(None),
                state: RefCell::new(None),
                watchdog: RefCell::new(None),
                this: this.clone(),
            }
        })
    }

    /// Where the review's progress goes (the page's review state).
    pub fn report_to(&self, state: Callback<ReviewMsg>) {
        *self.state.borrow_mut() = Some(state);
    }

    fn report(&self, msg: ReviewMsg) {
        if let Some(state) = self.state.borrow().as_ref() {
            state.emit(msg);
        }
    }

    /// Shows the review kept for `game` (its record's text), if any, without starting one.
    pub fn open(&self, game: &str, whole: &Game, budget: u32, seed: u64) {
        let total = decisions(whole).len();
        let review = (self.keeper.load)(game, budget, seed).unwrap_or(GameReview {
            budget,
            seed,
            moves: Vec::new(),
        });
        self.report(ReviewMsg::Started {
            game: game.to_string(),
            review,
            total,
            running: false,
        });
    }

    /// The review kept for `game` at the default budget and seed, or a new one started.
    pub fn open_or_start(&self, game: &str, whole: &Game) {
        let (budget, seed) = (crate::review::DEFAULT_BUDGET, crate::review::DEFAULT_SEED);
        match (self.keeper.load)(game, budget, seed) {
            Some(_) => self.open(game, whole, budget, seed),
            None => self.start(game, whole, None),
        }
    }

    /// Reviews `whole`, the game `game` names, going on from the decisions in `so_far`.
    pub fn start(&self, game: &str, whole: &Game, so_far: Option<GameReview>) {
        self.cancel();
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
        // Taken from the end: the first decisions first.
        waiting.reverse();
        self.report(ReviewMsg::Started {
            game: game.to_string(),
            review: review.clone(),
            total,
            running: !waiting.is_empty(),
        });
        let workers = self.client.reviewers();
        *self.job.borrow_mut() = Some(Job {
            game: game.to_string(),
            budget: review.budget,
            seed: review.seed,
            waiting,
            busy: vec![None; workers],
            review,
        });
        for worker in 0..workers {
            self.send_next(worker);
        }
        self.finish_if_done();
    }

    /// Sends `worker` the next decision, if one is left.
    fn send_next(&self, worker: usize) {
        let request = {
            let mut job = self.job.borrow_mut();
            let Some(job) = job.as_mut() else {
                return;
            };
            let Some(decision) = job.waiting.pop() else {
                job.busy[worker] = None;
                return;
            };
            let id = self.client.next_id();
            let request = (
                id,
                decision.view.clone(),
                decision.played,
                job.budget,
                decision_seed(job.seed, decision.index),
            );
            job.busy[worker] = Some((id, decision));
            request
        };
        let (id, view, played, budget, seed) = request;
        self.client
            .weigh(worker, id, view, Some(played), budget, seed);
        self.wake_watchdog();
    }

    fn wake_watchdog(&self) {
        let weak = self.this.clone();
        *self.watchdog.borrow_mut() = Some(Timeout::new(SILENCE_MS, move || {
            if let Some(reviewer) = weak.upgrade() {
                reviewer.fail();
            }
        }));
    }

    fn answered(&self, event: AiEvent) {
        match event {
            AiEvent::Answer(Response::Weighed { id, weighed }) => {
                let found = {
                    let mut job = self.job.borrow_mut();
                    let Some(job) = job.as_mut() else {
                        return;
                    };
                    let Some(worker) = job
                        .busy
                        .iter()
                        .position(|b| b.as_ref().is_some_and(|(i, _)| *i == id))
                    else {
                        return;
                    };
                    let (_, decision) = job.busy[worker].take().expect("busy");
                    let reviewed = MoveReview::of(decision.index, &weighed);
                    let at = job
                        .review
                        .moves
                        .partition_point(|m| m.index < reviewed.index);
                    job.review.moves.insert(at, reviewed.clone());
                    (worker, reviewed)
                };
                let (worker, reviewed) = found;
                self.report(ReviewMsg::Reviewed(reviewed));
                self.send_next(worker);
                self.finish_if_done();
            }
            AiEvent::Answer(Response::Progress { .. }) => self.wake_watchdog(),
            AiEvent::Answer(Response::Refused { .. }) | AiEvent::Failed { .. } => self.fail(),
            AiEvent::Answer(_) => {}
        }
    }

    /// Every decision answered: the review is kept and reported complete.
    fn finish_if_done(&self) {
        let done = {
            let job = self.job.borrow();
            job.as_ref()
                .is_some_and(|j| j.waiting.is_empty() && j.busy.iter().all(Option::is_none))
        };
        if !done {
            return;
        }
        if let Some(job) = self.job.borrow_mut().take() {
            (self.keeper.store)(&job.game, &job.review);
        }
        self.watchdog.borrow_mut().take();
        self.report(ReviewMsg::Finished);
    }

    /// A worker failed or went silent: the workers restart, the review stops with what it has.
    fn fail(&self) {
        self.job.borrow_mut().take();
        self.watchdog.borrow_mut().take();
        self.client.restart();
        self.report(ReviewMsg::Failed);
    }

    /// Stops the review; the decisions reviewed stay on screen.
    pub fn cancel(&self) {
        if self.job.borrow_mut().take().is_some() {
            self.client.restart();
            self.watchdog.borrow_mut().take();
            self.report(ReviewMsg::Stopped);
        }
    }
}
