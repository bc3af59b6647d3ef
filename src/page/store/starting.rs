//! The start screen alone, as the first visit's own build holds it (`ui/roots/start_app.rs`): the
//! messages it handles itself, changed as [`Store::update`] changes them. What leaves the start
//! screen is handed to the game's build ([`crate::page::hand_off::HandOff`]), so that the start
//! screen's build reaches no table, replay or review.

use super::*;

impl Store {
    /// The state after a message the start screen handles itself (forgetting a saved game, the
    /// speed test's answer, a notice, the language, a new version waiting, a table the rules refuse);
    /// `None` for any other.
    pub fn update_starting(&self, msg: Msg) -> Option<Store> {
        let mut next = self.clone();
        match msg {
            Msg::Forget(slot) => Rc::make_mut(&mut next.saved).retain(|s| s.slot != slot),
            Msg::Ai(AiEvent::Answer(Response::Benchmark { games, millis, .. })) => {
                next.heard_speed(games, millis)
            }
            Msg::Notice(notice) => next.notices.push(notice),
            Msg::Dismiss(index) if index < next.notices.len() => _ = next.notices.remove(index),
            Msg::SetLang(lang) => next.set_lang(lang),
            Msg::UpdateReady => next.update_ready = true,
            // A table the rules refuse (any other leaves the start screen).
            Msg::Start { setup, .. } | Msg::InviteByLink { setup, .. } => {
                next.table_refused(Game::new(setup).err()?)
            }
            _ => return None,
        }
        Some(next)
    }

    /// The speed test's answer: whole games a second.
    pub(super) fn heard_speed(&mut self, games: u32, millis: f64) {
        self.speed = Some(f64::from(games) * 1000.0 / millis.max(1.0));
    }
}
