//! The Expert's review in the page: the decisions of a finished game sent to the workers (one a
//! core), one at a time each, the answers gathered as they come, the whole kept in this browser.
//! Its state is its own (not the store's), so that each decision reviewed redraws the review
//! alone.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::page::review_run::ReviewRun;
pub use crate::page::review_run::{ReviewMsg, ReviewState};
use crate::review::{decisions, GameReview};
use crate::rules::Game;
use crate::ui::storage::review_keep::Keeper;
use crate::ui::workers::ai_client::{AiClient, AiEvent};
use crate::worker_protocol::Response;

/// A worker silent this long has failed (a decision takes a second or two at most).
const SILENCE_MS: u32 = 30_000;

impl Reducible for ReviewState {
    type Action = ReviewMsg;

    fn reduce(self: Rc<Self>, msg: ReviewMsg) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(msg);
        Rc::new(next)
    }
}

/// The review's state and its runner, one context (docs/architecture.md, "Bytes").
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

/// Sends decisions to the workers and gathers their answers.
pub struct Reviewer {
    client: Rc<AiClient>,
    keeper: Keeper,
    job: RefCell<Option<ReviewRun>>,
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
        let (run, started) = ReviewRun::new(game, whole, so_far, self.client.reviewers());
        self.report(started);
        let workers = run.workers();
        *self.job.borrow_mut() = Some(run);
        for worker in 0..workers {
            self.send_next(worker);
        }
        self.finish_if_done();
    }

    /// Sends `worker` the next decision, if one is left.
    fn send_next(&self, worker: usize) {
        let id = self.client.next_id();
        let request = self
            .job
            .borrow_mut()
            .as_mut()
            .and_then(|run| run.next_for(worker, id));
        if let Some(r) = request {
            self.client
                .weigh(worker, r.id, r.view, Some(r.played), r.budget, r.seed);
            self.wake_watchdog();
        }
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
                let found = self
                    .job
                    .borrow_mut()
                    .as_mut()
                    .and_then(|run| run.answered(id, &weighed));
                if let Some((worker, reviewed)) = found {
                    self.report(ReviewMsg::Reviewed(reviewed));
                    self.send_next(worker);
                    self.finish_if_done();
                }
            }
            AiEvent::Answer(Response::Progress { .. }) => self.wake_watchdog(),
            AiEvent::Answer(Response::Refused { .. }) | AiEvent::Failed { .. } => self.fail(),
            AiEvent::Answer(_) => {}
        }
    }

    /// Every decision answered: the review is kept and reported complete.
    fn finish_if_done(&self) {
        let done = self.job.borrow().as_ref().is_some_and(ReviewRun::is_done);
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
