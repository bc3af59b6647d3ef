//! The page's change of state in the browser: the model's (`Store::update`), with the outside
//! it reads (the clock, fresh keys and secrets, games by link kept in local storage) and the
//! effects it asks for run here (a game by link kept; in the game's lighter build, what needs
//! games by link handed to the page's build and the page loaded again into it).

use crate::by_link::{GameByLink, Secret, Value};
use crate::daily::DailyDate;
use crate::page::kept_by_link::Kept;
use crate::page::session::BY_LINK;
use crate::page::store::{Effect, Outside};
use crate::ui::store::{today, Msg, Store};

/// The browser, as the store reads it.
struct Browser;

impl Outside for Browser {
    fn now(&self) -> f64 {
        js_sys::Date::now()
    }

    fn today(&self) -> DailyDate {
        today()
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
        BY_LINK
            .then(|| crate::ui::storage::by_link_keep::load(game))
            .flatten()
    }
}

/// Does what the store asks (a full storage is not worth stopping play for); a hand-off the
/// tab refuses to keep is said in `next`.
fn run(effects: Vec<Effect>, next: &mut Store) {
    for effect in effects {
        match effect {
            Effect::KeepByLink(kept) if BY_LINK => crate::ui::storage::by_link_keep::store(&kept),
            Effect::KeepByLink(_) => {}
            // Only the game's lighter build hands over ([`BY_LINK`]).
            Effect::HandOff(hand_off) if !BY_LINK => {
                match crate::ui::storage::hand_off_keep::keep_or_say(&hand_off, next.lang) {
                    Ok(()) => crate::ui::frame::reload(),
                    Err(lost) => next.notices.push(lost),
                }
            }
            Effect::HandOff(_) => {}
        }
    }
}

/// The page's change of state: the model's, with what it asks done outside run here.
pub fn reduce_in_browser(store: &Store, msg: Msg) -> Option<Store> {
    let (mut next, effects) = store.update(msg, &mut Browser)?;
    run(effects, &mut next);
    Some(next)
}
