//! The store's shell in the browser: the page's model (`page::store`) held in Yew's state and
//! changed by the change its root chooses (the page's: `roots/page_reducer.rs`), and the handle
//! every component reaches it by.

use std::rc::Rc;

use yew::prelude::*;

use crate::daily::DailyDate;
pub use crate::page::store::{Msg, Notice, NoticeKind, Store, Viewer};

/// Today in UTC, by the browser's clock.
pub fn today() -> DailyDate {
    DailyDate::at_millis(js_sys::Date::now())
}

/// A new deal's seed, from the system's randomness.
pub fn random_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| (js_sys::Math::random() * 9.007_199_254_740_991e15) as u64)
}

/// How a root changes its store: the page's every message, an embed's the few it shows.
pub type Reduce = fn(&Store, Msg) -> Option<Store>;

/// The store as yew holds it, with the change its root chose (the page's reaches every screen;
/// an embed's only its own, so that a binary built around it carries only those).
struct Held {
    store: Rc<Store>,
    reduce: Reduce,
}

impl Reducible for Held {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        match (self.reduce)(&self.store, msg) {
            Some(next) => Rc::new(Held {
                store: Rc::new(next),
                reduce: self.reduce,
            }),
            None => self,
        }
    }
}

/// What every component reaches the page's state by: the state shown, and where messages go.
#[derive(Clone)]
pub struct StoreHandle {
    store: Rc<Store>,
    dispatch: Callback<Msg>,
}

impl PartialEq for StoreHandle {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.store, &other.store) && self.dispatch == other.dispatch
    }
}

impl std::ops::Deref for StoreHandle {
    type Target = Store;

    fn deref(&self) -> &Store {
        &self.store
    }
}

impl StoreHandle {
    pub fn dispatch(&self, msg: Msg) {
        self.dispatch.emit(msg);
    }

    /// Where messages go, the same callback for the store's whole life (a component given it
    /// is not drawn again for a new one).
    pub fn dispatcher(&self) -> Callback<Msg> {
        self.dispatch.clone()
    }
}

/// A root's store: made by `init`, changed by `reduce`.
#[hook]
pub fn use_root_store(init: impl FnOnce() -> Store, reduce: Reduce) -> StoreHandle {
    let held = use_reducer(move || Held {
        store: Rc::new(init()),
        reduce,
    });
    let dispatcher = held.dispatcher();
    let dispatch = use_state(move || dispatcher.to_callback());
    StoreHandle {
        store: held.store.clone(),
        dispatch: (*dispatch).clone(),
    }
}

/// The page's store, from the context the app provides around every component.
#[hook]
pub fn use_store() -> StoreHandle {
    crate::ui::render_count::count();
    use_context::<StoreHandle>().expect("the app provides the store around every component")
}
