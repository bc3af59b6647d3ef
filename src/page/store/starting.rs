//! The start screen alone, as the first visit's own build holds it (`ui/roots/start_app.rs`): the
//! messages it handles itself, changed as [`Store::update`] changes them. What leaves the start
//! screen is handed to the game's build ([`crate::page::hand_off::HandOff`]), so that the start
//! screen's build reaches no table, replay or review.

use super::*;
use crate::page::hand_off::{carried, HandOff};
use crate::page::kept_by_link::MAX_EXPORT_BYTES;

impl Store {
    /// The state after a message the start screen handles itself (forgetting a saved game, the
    /// speed test's answer, a table the rules refuse, and what every build handles); a message
    /// that leaves the start screen is handed to the game's build; `None` for any other.
    pub fn update_starting(&self, msg: Msg) -> Option<Next> {
        if let Some(hand_off) = HandOff::of(&msg) {
            return Some(Next::Leave(Leaving::HandOff(hand_off)));
        }
        let mut next = self.clone();
        match next.shared(msg) {
            Ok(_) => {}
            Err(Msg::Forget(slot)) => Rc::make_mut(&mut next.saved).retain(|s| s.slot != slot),
            Err(Msg::Ai(AiEvent::Answer(Response::Benchmark { games, millis, .. }))) => {
                next.heard_speed(games, millis)
            }
            // A table the rules refuse (any other leaves the start screen).
            Err(Msg::Start { setup, .. } | Msg::InviteByLink { setup, .. }) => {
                next.table_refused(Game::new(setup).err()?)
            }
            // A file larger than any import takes (any other leaves the start screen).
            Err(Msg::ImportByLink(_)) => {
                let too_large = next.lang.words().by_link_file_too_large;
                next.notices.push(Notice::problem(too_large));
            }
            Err(_) => return None,
        }
        Some(Next::Stay(next))
    }

    /// The speed test's answer: whole games a second.
    pub(super) fn heard_speed(&mut self, games: u32, millis: f64) {
        self.speed = Some(f64::from(games) * 1000.0 / millis.max(1.0));
    }
}

impl HandOff {
    /// The hand-off for a message that leaves the start screen; `None` for one it handles itself
    /// (a table the rules refuse among them: a record cannot carry it, and the start screen says
    /// so as the page does).
    pub fn of(msg: &Msg) -> Option<HandOff> {
        Some(match msg {
            Msg::Start { setup, .. } | Msg::InviteByLink { setup, .. } if !carried(setup) => {
                return None
            }
            Msg::Start { setup, seats, pace } => HandOff::Start {
                setup: *setup,
                seats: seats.clone(),
                pace: *pace,
            },
            Msg::Resume(slot) => HandOff::Resume(slot.clone()),
            Msg::Open(text) => HandOff::Open(text.clone()),
            // Past the size any import takes, the start screen says so itself.
            Msg::ImportByLink(text) if text.len() > MAX_EXPORT_BYTES => return None,
            Msg::ImportByLink(text) => HandOff::Import(text.clone()),
            Msg::InviteByLink { setup, seats } => HandOff::Invite {
                setup: *setup,
                seats: seats.clone(),
            },
            _ => return None,
        })
    }

    /// The message, for the game's build to send.
    pub fn into_msg(self) -> Msg {
        match self {
            HandOff::Start { setup, seats, pace } => Msg::Start { setup, seats, pace },
            HandOff::Resume(slot) => Msg::Resume(slot),
            HandOff::Open(text) => Msg::Open(text),
            HandOff::Import(text) => Msg::ImportByLink(text),
            HandOff::Invite { setup, seats } => Msg::InviteByLink { setup, seats },
        }
    }
}
