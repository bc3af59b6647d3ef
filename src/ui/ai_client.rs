//! The page's side of the computer players' worker: sends views, hands answers to the store,
//! and restarts a worker that fails or stops answering.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use gloo_worker::{Spawnable, WorkerBridge};
use yew::Callback;

use crate::ai::{Budget, Incoming, Level, Request, Response};
use crate::rules::PlayerView;
use crate::worker::{AiWorker, JsonCodec};

/// Grace beyond the budget before a silent worker counts as stuck.
const GRACE_MS: f64 = 4000.0;

/// What the client tells the store.
pub enum AiEvent {
    Answer(Response),
    /// The worker did not answer request `id` in time; it has been restarted.
    Failed {
        id: u32,
    },
}

pub struct AiClient {
    bridge: RefCell<Option<WorkerBridge<AiWorker>>>,
    watchdog: RefCell<Option<Timeout>>,
    next_id: Cell<u32>,
    on_event: Callback<AiEvent>,
    this: RefCell<std::rc::Weak<AiClient>>,
}

/// The worker script, beside the page; `?worker=...` in the page's address overrides it.
fn worker_url() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .and_then(|q| {
            q.trim_start_matches('?')
                .split('&')
                .find_map(|kv| kv.strip_prefix("worker=").map(str::to_string))
        })
        .unwrap_or_else(|| "worker.js".to_string())
}

impl AiClient {
    pub fn new(on_event: Callback<AiEvent>) -> Rc<AiClient> {
        let client = Rc::new(AiClient {
            bridge: RefCell::new(None),
            watchdog: RefCell::new(None),
            next_id: Cell::new(1),
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

    fn send(&self, request: Request) {
        let mut bridge = self.bridge.borrow_mut();
        let bridge = bridge.get_or_insert_with(|| {
            let weak = self.this.borrow().clone();
            AiWorker::spawner()
                .as_module(false)
                .callback(move |response: Response| {
                    if let Some(client) = weak.upgrade() {
                        client.answered(response);
                    }
                })
                .encoding::<JsonCodec>()
                .spawn(&worker_url())
        });
        bridge.send(Incoming(Ok(request)));
    }

    fn answered(&self, response: Response) {
        if !matches!(response, Response::Progress { .. }) {
            self.watchdog.borrow_mut().take();
        }
        self.on_event.emit(AiEvent::Answer(response));
    }

    /// Asks for an action; the answer (or a failure) arrives through the event callback.
    pub fn think(&self, id: u32, view: PlayerView, level: Level, budget: Budget) {
        let seed = u64::from(id).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ js_sys::Date::now() as u64;
        self.send(Request::Think {
            id,
            view: Box::new(view),
            level,
            budget,
            seed,
        });
        let wait = budget.millis.unwrap_or(1000.0) + GRACE_MS;
        let weak = self.this.borrow().clone();
        *self.watchdog.borrow_mut() = Some(Timeout::new(wait as u32, move || {
            if let Some(client) = weak.upgrade() {
                client.restart();
                client.on_event.emit(AiEvent::Failed { id });
            }
        }));
    }

    /// Measures the device: whole games the Expert's playouts simulate in `millis`.
    pub fn benchmark(&self, id: u32, millis: f64) {
        self.send(Request::Benchmark { id, millis });
    }

    /// Stops thinking about `id`; its answer, if any comes, is ignored by the store.
    pub fn cancel(&self, id: u32) {
        self.watchdog.borrow_mut().take();
        if let Some(bridge) = self.bridge.borrow().as_ref() {
            bridge.send(Incoming(Ok(Request::Cancel { id })));
        }
    }

    /// Drops the worker; the next request starts a fresh one.
    pub fn restart(&self) {
        self.watchdog.borrow_mut().take();
        self.bridge.borrow_mut().take();
    }
}

impl PartialEq for AiClient {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}
