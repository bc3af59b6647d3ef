//! Runs a "What if?" for the review: the lines are played in the page (`review::what_if`'s
//! `WhatIfRun`), each move searched by a worker of the runner's own (started on the first
//! question, so that a review that asks none pays nothing) as a search any browser repeats
//! exactly, and where the lines stand is handed to the state (`page::what_if_asked`).

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use yew::prelude::*;

use crate::ai::{Budget, Level};
use crate::page::what_if_asked::{WhatIfMsg, WhatIfQuestion, WhatIfState};
use crate::review::what_if::{LineMove, WhatIfRun};
use crate::ui::workers::ai_client::{AiClient, AiEvent};
use crate::worker_protocol::Response;

impl Reducible for WhatIfState {
    type Action = WhatIfMsg;

    fn reduce(self: Rc<Self>, msg: WhatIfMsg) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(msg);
        Rc::new(next)
    }
}

/// The lines being played: the "What if?"'s id, the search out for its next move.
struct Running {
    id: u32,
    searching: u32,
    run: WhatIfRun,
}

pub struct WhatIfRunner {
    client: Rc<AiClient>,
    report: RefCell<Option<Callback<WhatIfMsg>>>,
    running: RefCell<Option<Running>>,
}

impl WhatIfRunner {
    fn new() -> Rc<WhatIfRunner> {
        Rc::new_cyclic(|this: &Weak<WhatIfRunner>| {
            let weak = this.clone();
            let client = AiClient::new(Callback::from(move |e| {
                if let Some(runner) = weak.upgrade() {
                    runner.answered(e);
                }
            }));
            WhatIfRunner {
                client,
                report: RefCell::default(),
                running: RefCell::default(),
            }
        })
    }

    fn report(&self, msg: WhatIfMsg) {
        if let Some(report) = self.report.borrow().as_ref() {
            report.emit(msg);
        }
    }

    /// Asks the "What if?" of decision `index` of `game` (its record's text), withdrawing any
    /// question out.
    pub fn ask(&self, game: String, index: usize, q: WhatIfQuestion) {
        self.withdraw();
        let id = self.client.next_id();
        self.report(WhatIfMsg::Asked { game, index, id });
        match WhatIfRun::new(&q.view, q.played, q.best, q.iterations, q.seed) {
            Ok(run) => {
                let searching = 0;
                *self.running.borrow_mut() = Some(Running { id, searching, run });
                self.search_next();
            }
            Err(_) => self.report(WhatIfMsg::Failed { id }),
        }
    }

    /// Closes what is shown, stopping the lines if they are still being played.
    pub fn close(&self) {
        self.withdraw();
        self.report(WhatIfMsg::Closed);
    }

    fn withdraw(&self) {
        if let Some(running) = self.running.borrow_mut().take() {
            self.client.cancel(running.searching);
        }
    }

    /// Sends the next move's search, or reports both ends once there is none.
    fn search_next(&self) {
        let mut running = self.running.borrow_mut();
        let Some(r) = running.as_mut() else {
            return;
        };
        match r.run.question() {
            Some(LineMove { view, seed }) => {
                r.searching = self.client.next_id();
                let budget = Budget::iterations(r.run.iterations());
                let (id, level) = (r.searching, Level::Expert);
                self.client.think_alone(id, view, level, budget, seed);
            }
            None => {
                let Some(Running { id, run, .. }) = running.take() else {
                    return;
                };
                drop(running);
                let ends = Box::new(run.finish().ends());
                self.report(WhatIfMsg::Ended { id, ends });
            }
        }
    }

    fn answered(&self, event: AiEvent) {
        let out = self.running.borrow().as_ref().map(|r| (r.id, r.searching));
        let Some((id, searching)) = out else {
            return;
        };
        let chosen = match event {
            AiEvent::Answer(Response::Chosen { id, action, .. }) if id == searching => Some(action),
            AiEvent::Answer(Response::Nothing { id }) if id == searching => None,
            AiEvent::Answer(Response::Refused { id: failed, .. })
            | AiEvent::Failed { id: failed }
                if failed == searching =>
            {
                // The workers start afresh for the next question.
                self.running.borrow_mut().take();
                self.client.restart();
                return self.report(WhatIfMsg::Failed { id });
            }
            _ => return,
        };
        let done = match self.running.borrow_mut().as_mut() {
            Some(r) => {
                r.run.answer(chosen);
                r.run.done()
            }
            None => return,
        };
        self.report(WhatIfMsg::Progress { id, done });
        self.search_next();
    }
}

impl PartialEq for WhatIfRunner {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

/// The review's "What if?": its state and its runner, kept while the review is shown.
#[hook]
pub fn use_what_if() -> (UseReducerHandle<WhatIfState>, Rc<WhatIfRunner>) {
    let state = use_reducer(WhatIfState::default);
    let runner = use_memo((), |_| WhatIfRunner::new());
    let runner: Rc<WhatIfRunner> = (*runner).clone();
    *runner.report.borrow_mut() = Some(state.dispatcher().to_callback());
    (state, runner)
}
