//! The page's side of the computer players' workers: sends views, hands answers to the store,
//! and restarts workers that fail or stop answering. The Expert searches each move in several
//! workers at once (one a core, leaving one for the page), each with its own seed, and their
//! root visits are added up (`ai::merged_choice`). A review takes every core: each worker
//! weighs one decision at a time.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use gloo_worker::{Spawnable, WorkerBridge};
use yew::Callback;

use crate::ai::{Budget, Level};
use crate::page::gathering::{Gathered, Gathering};
use crate::rules::{Action, PlayerView};
use crate::wire::Wire;
use crate::worker::AiWorker;
use crate::worker_protocol::{Incoming, Request, Response};

/// Grace beyond the budget before a silent worker counts as stuck.
const GRACE_MS: f64 = 4000.0;
/// Workers searching one move at most (each holds its own copy of the game in memory).
const MAX_SEARCHERS: usize = 4;

pub use crate::page::store::AiEvent;

pub struct AiClient {
    /// The workers, started on first use; the first also thinks for the other levels and runs
    /// the speed test.
    bridges: RefCell<Vec<WorkerBridge<AiWorker>>>,
    /// How many workers search an Expert's move together.
    searchers: usize,
    /// How many workers weigh a review's decisions, one each.
    reviewers: usize,
    gathering: RefCell<Option<Gathering>>,
    watchdog: RefCell<Option<Timeout>>,
    next_id: Cell<u32>,
    on_event: Callback<AiEvent>,
    this: RefCell<std::rc::Weak<AiClient>>,
}

/// A parameter of the page's address (`?worker=...`, `?search-workers=...`).
fn address_parameter(name: &str) -> Option<String> {
    let query = web_sys::window()?.location().search().ok()?;
    query.trim_start_matches('?').split('&').find_map(|kv| {
        kv.strip_prefix(name)
            .and_then(|rest| rest.strip_prefix('='))
            .map(str::to_string)
    })
}

/// The worker script, beside the page; `?worker=...` in the page's address overrides it.
fn worker_url() -> String {
    address_parameter("worker").unwrap_or_else(|| "worker.js".to_string())
}

fn cores() -> usize {
    web_sys::window()
        .map(|w| w.navigator().hardware_concurrency())
        .unwrap_or(1.0) as usize
}

/// The workers wanted, at most four: `?search-workers=N` sets it, else `by_default`.
fn workers_wanted(by_default: usize) -> usize {
    address_parameter("search-workers")
        .and_then(|n| n.parse().ok())
        .unwrap_or(by_default)
        .clamp(1, MAX_SEARCHERS)
}

impl AiClient {
    pub fn new(on_event: Callback<AiEvent>) -> Rc<AiClient> {
        let client = Rc::new(AiClient {
            bridges: RefCell::new(Vec::new()),
            // A search shares the machine with a person playing: one core is left for the page.
            searchers: workers_wanted(cores().saturating_sub(1)),
            // A review is watched, not played: the page needs little, so it takes every core.
            reviewers: workers_wanted(cores()),
            gathering: RefCell::new(None),
            watchdog: RefCell::new(None),
            // The store numbers its questions from 1; the client's own (the speed test) from
            // far above, so that the two never meet.
            next_id: Cell::new(1 << 31),
            on_event,
            this: RefCell::new(std::rc::Weak::new()),
        });
        *client.this.borrow_mut() = Rc::downgrade(&client);
        client
    }

    pub fn next_id(&self) -> u32 {
        let id = self.next_id.get();
        self.next_id.set(id.wrapping_add(1));
        id
    }

    /// Starts the first worker, if it is not running: its files are fetched and its wasm
    /// started before a question needs it.
    pub fn start(&self) {
        self.started(0);
    }

    /// Starts the workers up to `index`, as needed.
    fn started(&self, index: usize) {
        let mut bridges = self.bridges.borrow_mut();
        while bridges.len() <= index {
            let weak = self.this.borrow().clone();
            let worker = bridges.len();
            bridges.push(
                AiWorker::spawner()
                    .encoding::<Wire>()
                    .as_module(false)
                    .callback(move |response: Response| {
                        if let Some(client) = weak.upgrade() {
                            client.answered(worker, response);
                        }
                    })
                    .spawn(&worker_url()),
            );
        }
    }

    /// Sends `request` to worker `index`, starting the workers up to it as needed.
    fn send_to(&self, index: usize, request: Request) {
        self.started(index);
        self.bridges.borrow()[index].send(Incoming(Ok(request)));
    }

    fn answered(&self, worker: usize, response: Response) {
        match response {
            // Progress comes from the first worker only: they all think for the same time.
            Response::Progress { .. } if worker != 0 => return,
            Response::Progress { .. } => {}
            Response::Chosen { id, action, stats } => {
                let gathered = match self.gathering.borrow_mut().as_mut() {
                    Some(g) => g.answered(id, action, stats),
                    None => Gathered::Other(stats),
                };
                let answer = match gathered {
                    Gathered::Waiting => return,
                    Gathered::Done(action) => {
                        self.gathering.borrow_mut().take();
                        let stats = Vec::new();
                        Response::Chosen { id, action, stats }
                    }
                    Gathered::Other(stats) => Response::Chosen { id, action, stats },
                };
                self.watchdog.borrow_mut().take();
                self.on_event.emit(AiEvent::Answer(answer));
                return;
            }
            _ => {
                self.watchdog.borrow_mut().take();
            }
        }
        self.on_event.emit(AiEvent::Answer(response));
    }

    /// Asks for an action; the answer (or a failure) arrives through the event callback. The
    /// Expert's move is searched by every search worker, the other levels' by the first.
    pub fn think(&self, id: u32, view: PlayerView, level: Level, budget: Budget) {
        let seed = u64::from(id).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ js_sys::Date::now() as u64;
        let workers = if level == Level::Expert {
            self.searchers
        } else {
            1
        };
        *self.gathering.borrow_mut() = (workers > 1).then(|| Gathering::new(id, workers));
        for worker in 0..workers {
            self.send_to(
                worker,
                Request::Think {
                    id,
                    view: Box::new(view.clone()),
                    level,
                    budget,
                    seed: seed.wrapping_add(0x632B_E59B_D9B4_E019 * worker as u64),
                    fresh: false,
                },
            );
        }
        let wait = budget.millis.unwrap_or(1000.0) + GRACE_MS;
        let weak = self.this.borrow().clone();
        *self.watchdog.borrow_mut() = Some(Timeout::new(wait as u32, move || {
            if let Some(client) = weak.upgrade() {
                client.restart();
                client.on_event.emit(AiEvent::Failed { id });
            }
        }));
    }

    /// Asks one worker for a search that any browser repeats exactly: `seed`, the iterations of
    /// `budget`, no tree kept (a computer seat of a game by link, or the check of its move).
    pub fn think_alone(&self, id: u32, view: PlayerView, level: Level, budget: Budget, seed: u64) {
        self.gathering.borrow_mut().take();
        self.send_to(
            0,
            Request::Think {
                id,
                view: Box::new(view),
                level,
                budget,
                seed,
                fresh: true,
            },
        );
        let weak = self.this.borrow().clone();
        *self.watchdog.borrow_mut() = Some(Timeout::new(30_000, move || {
            if let Some(client) = weak.upgrade() {
                client.restart();
                client.on_event.emit(AiEvent::Failed { id });
            }
        }));
    }

    /// How many workers weigh a review's decisions, one decision in each at a time.
    pub fn reviewers(&self) -> usize {
        self.reviewers
    }

    /// Asks worker `worker` to weigh a decision (the review's, or Study's): its answer, or
    /// its refusal, arrives through the event callback. No watchdog: the caller keeps its own.
    pub fn weigh(
        &self,
        worker: usize,
        id: u32,
        view: PlayerView,
        played: Option<Action>,
        budget: u32,
        seed: u64,
    ) {
        self.send_to(
            worker,
            Request::Weigh {
                id,
                view: Box::new(view),
                played,
                budget,
                seed,
            },
        );
    }

    /// Stops weighing request `id` (Study's position left behind); the searches go on.
    pub fn cancel_weigh(&self, id: u32) {
        if let Some(bridge) = self.bridges.borrow().first() {
            bridge.send(Incoming(Ok(Request::Cancel { id })));
        }
    }

    /// Measures the device: whole games the Expert's playouts simulate in `millis` (one worker).
    pub fn benchmark(&self, id: u32, millis: f64) {
        self.send_to(0, Request::Benchmark { id, millis });
    }

    /// Stops thinking about `id`; its answer, if any comes, is ignored by the store.
    pub fn cancel(&self, id: u32) {
        self.watchdog.borrow_mut().take();
        self.gathering.borrow_mut().take();
        for bridge in self.bridges.borrow().iter() {
            bridge.send(Incoming(Ok(Request::Cancel { id })));
        }
    }

    /// Drops the workers; the next request starts fresh ones.
    pub fn restart(&self) {
        self.watchdog.borrow_mut().take();
        self.gathering.borrow_mut().take();
        self.bridges.borrow_mut().clear();
    }
}

impl PartialEq for AiClient {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}
