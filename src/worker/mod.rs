//! The computer players' web worker: it receives a player's view and answers with an action,
//! reporting progress as it searches, in short slices so that a cancel can get in between.
//! Compiled for wasm32 only; the page talks to it through `crate::ui`'s AI client.

use gloo_timers::callback::Timeout;
use gloo_worker::{HandlerId, Worker, WorkerScope};

use crate::ai::{progress, simulate_games, think_for, Budget, Clock, ReusableTrees, Search};
use crate::review::Weighing;
use crate::worker_protocol::{Incoming, Request, Response};

/// How long the worker searches before it looks at its messages again.
const SLICE_MS: f64 = 25.0;

struct DateClock;

impl Clock for DateClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

/// A decision in progress: every level is a [`Search`], driven the same way.
struct Job {
    id: u32,
    asker: HandlerId,
    search: Box<dyn Search>,
    budget: Budget,
    started: f64,
    /// Its tree is not kept for the next move (`Request::Think`'s `fresh`).
    fresh: bool,
}

/// A decision being weighed (the review, Study), in slices like a search.
struct WeighJob {
    id: u32,
    asker: HandlerId,
    weighing: Weighing,
}

/// Playouts between looks at the clock while weighing.
const WEIGH_CHUNK: u32 = 16;

/// The worker's own message to itself: search the next slice.
pub struct Tick;

pub struct AiWorker {
    job: Option<Job>,
    weigh: Option<WeighJob>,
    /// The Expert's last tree for each seat it thought for, continued at that seat's next move.
    kept: ReusableTrees,
}

impl AiWorker {
    /// Lets the event loop run (and a cancel arrive) before the next slice.
    fn schedule(scope: &WorkerScope<Self>) {
        let scope = scope.clone();
        Timeout::new(0, move || scope.send_message(Tick)).forget();
    }
}

impl AiWorker {
    /// Weighs for one slice; answers once the decision is weighed, else reports progress.
    fn weigh_slice(&mut self, scope: &WorkerScope<Self>) {
        let Some(job) = self.weigh.as_mut() else {
            return;
        };
        let slice = DateClock.now_ms();
        while !job.weighing.is_done() && DateClock.now_ms() - slice < SLICE_MS {
            job.weighing.run(WEIGH_CHUNK);
        }
        if job.weighing.is_done() {
            let weighed = Box::new(job.weighing.weighed());
            let (id, asker) = (job.id, job.asker);
            self.weigh = None;
            scope.respond(asker, Response::Weighed { id, weighed });
            // A search that waited for the weighing goes on.
            if self.job.is_some() {
                Self::schedule(scope);
            }
        } else {
            let done = job.weighing.work_done();
            let total = job.weighing.total_work().max(1);
            scope.respond(
                job.asker,
                Response::Progress {
                    id: job.id,
                    done: done as f32 / total as f32,
                    iterations: done,
                },
            );
            Self::schedule(scope);
        }
    }
}

impl Worker for AiWorker {
    type Message = Tick;
    type Input = Incoming;
    type Output = Response;

    fn create(_: &WorkerScope<Self>) -> Self {
        AiWorker {
            job: None,
            weigh: None,
            kept: ReusableTrees::default(),
        }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, _: Tick) {
        if self.weigh.is_some() {
            self.weigh_slice(scope);
            return;
        }
        let Some(job) = self.job.as_mut() else {
            return;
        };
        let clock = DateClock;
        let finished = think_for(
            job.search.as_mut(),
            job.budget,
            job.started,
            &clock,
            SLICE_MS,
        );
        if finished {
            let (id, asker) = (job.id, job.asker);
            let answer = match job.search.best() {
                Some(action) => Response::Chosen {
                    id,
                    action,
                    stats: job.search.root_stats(),
                },
                None => Response::Nothing { id },
            };
            let kept = self.job.take().filter(|job| !job.fresh);
            if let Some(tree) = kept.and_then(|job| job.search.into_tree()) {
                self.kept.keep(tree);
            }
            scope.respond(asker, answer);
        } else {
            let done = progress(job.search.as_ref(), job.budget, job.started, &clock);
            let iterations = job.search.work_done();
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

    fn received(&mut self, scope: &WorkerScope<Self>, msg: Incoming, asker: HandlerId) {
        let msg = match msg.0 {
            Ok(request) => request,
            Err((id, why)) => {
                scope.respond(asker, Response::Refused { id, why });
                return;
            }
        };
        match msg {
            Request::Think {
                id,
                view,
                level,
                budget,
                seed,
                fresh,
            } => {
                let mut none = ReusableTrees::default();
                let kept = if fresh { &mut none } else { &mut self.kept };
                self.job = Some(Job {
                    id,
                    asker,
                    fresh,
                    search: level.search(*view, seed, kept),
                    budget,
                    started: DateClock.now_ms(),
                });
                Self::schedule(scope);
            }
            Request::Weigh {
                id,
                view,
                played,
                budget,
                seed,
            } => {
                self.weigh = Some(WeighJob {
                    id,
                    asker,
                    weighing: Weighing::new(*view, played, budget, seed),
                });
                Self::schedule(scope);
            }
            Request::Benchmark { id, millis } => {
                let (games, millis) = simulate_games(&DateClock, millis);
                scope.respond(asker, Response::Benchmark { id, games, millis });
            }
            Request::Cancel { id } => {
                if self.job.as_ref().is_some_and(|j| j.id == id) {
                    self.job = None;
                }
                if self.weigh.as_ref().is_some_and(|j| j.id == id) {
                    self.weigh = None;
                }
            }
        }
    }
}
