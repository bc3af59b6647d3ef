//! The store's shell in the browser: the page's model (`page::store`) as Yew's reducer, with the
//! outside it reads (the clock, fresh keys and secrets, games by link kept in local storage) and
//! the effects it asks for run here, and the hook every component reaches it by.

use std::rc::Rc;

use yew::prelude::*;

use crate::by_link::{GameByLink, Secret, Value};
use crate::daily::DailyDate;
use crate::page::kept_by_link::Kept;
use crate::page::store::{Effect, Outside};
pub use crate::page::store::{Msg, Notice, NoticeKind, Store, Viewer};

/// The browser, as the store reads it.
struct Browser;

impl Outside for Browser {
    fn now(&self) -> f64 {
        js_sys::Date::now()
    }

    fn today(&self) -> DailyDate {
        crate::ui::daily::daily_panel::today()
    }

    fn new_slot(&mut self) -> String {
        crate::ui::storage::save::new_slot()
    }

    fn new_secret(&mut self) -> Option<Secret> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).ok()?;
        Some(Secret(Value(bytes)))
    }

    fn kept_by_link(&self, game: &GameByLink) -> Option<Kept> {
        crate::ui::storage::by_link_keep::load(game)
    }
}

/// Does what the store asks (a full storage is not worth stopping play for).
fn run(effects: Vec<Effect>) {
    for effect in effects {
        match effect {
            Effect::KeepByLink(kept) => crate::ui::storage::by_link_keep::store(&kept),
        }
    }
}

impl Reducible for Store {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        match self.update(msg, &mut Browser) {
            Some((next, effects)) => {
                run(effects);
                Rc::new(next)
            }
            None => self,
        }
    }
}

/// The handle every component reaches through the context.
pub type StoreHandle = UseReducerHandle<Store>;

/// The page's store, from the context the app provides around every component.
#[hook]
pub fn use_store() -> StoreHandle {
    crate::ui::render_count::count();
    use_context::<StoreHandle>().expect("the app provides the store around every component")
}
