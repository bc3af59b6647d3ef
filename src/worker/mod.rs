//! The computer players' web worker: it receives a player's view and answers with an action,
//! reporting progress as it searches, in short slices so that a cancel can get in between.
//! Compiled for wasm32 only; the page talks to it through `crate::ui`'s AI client.

mod codec;

pub use codec::JsonCodec;

use gloo_timers::callback::Timeout;
use gloo_worker::{HandlerId, Worker, WorkerScope};

use crate::ai::{
    simulate_games, Budget, Clock, ExpertSearch, Level, NoClock, Request, Response, CHUNK,
};
use crate::rules::Action;

/// How long the worker searches before it looks at its messages again.
const SLICE_MS: f64 = 25.0;

struct DateClock;

impl Clock for DateClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

struct Job {
    id: u32,
    asker: HandlerId,
    search: ExpertSearch,
    budget: Budget,
    started: f64,
}

/// The worker's own message to itself: search the next slice.
pub struct Tick;

pub struct AiWorker {
    job: Option<Job>,
}

impl AiWorker {
    /// Lets the event loop run (and a cancel arrive) before the next slice.
    fn schedule(scope: &WorkerScope<Self>) {
        let scope = scope.clone();
        Timeout::new(0, move || scope.send_message(Tick)).forget();
    }
}

impl Worker for AiWorker {
    type Message = Tick;
    type Input = Request;
    type Output = Response;

    fn create(_: &WorkerScope<Self>) -> Self {
        AiWorker { job: None }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, _: Tick) {
        let Some(job) = self.job.as_mut() else {
            return;
        };
        let clock = DateClock;
        let slice = clock.now_ms();
        let limit = job.budget.millis.unwrap_or(f64::INFINITY);
        let mut finished = false;
        while clock.now_ms() - slice < SLICE_MS {
            let left = job
                .budget
                .iterations
                .saturating_sub(job.search.iterations());
            if left == 0 || clock.now_ms() - job.started >= limit {
                finished = true;
                break;
            }
            job.search.run(CHUNK.min(left));
        }
        let iterations = job.search.iterations();
        if finished {
            let (id, asker) = (job.id, job.asker);
            let answer = match job.search.best() {
                Some(action) => Response::Chosen { id, action },
                None => Response::Nothing { id },
            };
            self.job = None;
            scope.respond(asker, answer);
        } else {
            let by_time = (clock.now_ms() - job.started) / limit;
            let by_count = f64::from(iterations) / f64::from(job.budget.iterations);
            let done = by_time.max(by_count).min(1.0) as f32;
            scope.respond(
                job.asker,
                Response::Progress {
                    id: job.id,
                    done,
                    iterations,
                },
            );
            Self::schedule(scope);
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, msg: Request, asker: HandlerId) {
        match msg {
            Request::Think {
                id,
                view,
                level,
                budget,
                seed,
            } => {
                let mut legal: Vec<Action> = Vec::new();
                view.table.legal_actions(&mut legal);
                if level == Level::Expert && legal.len() > 1 {
                    self.job = Some(Job {
                        id,
                        asker,
                        search: ExpertSearch::new(*view, seed),
                        budget,
                        started: DateClock.now_ms(),
                    });
                    Self::schedule(scope);
                } else {
                    let answer = match level.bot(seed).choose(&view, budget, &NoClock) {
                        Some(action) => Response::Chosen { id, action },
                        None => Response::Nothing { id },
                    };
                    scope.respond(asker, answer);
                }
            }
            Request::Benchmark { id, millis } => {
                let (games, millis) = simulate_games(&DateClock, millis);
                scope.respond(asker, Response::Benchmark { id, games, millis });
            }
            Request::Cancel { id } => {
                if self.job.as_ref().is_some_and(|j| j.id == id) {
                    self.job = None;
                }
            }
        }
    }
}
