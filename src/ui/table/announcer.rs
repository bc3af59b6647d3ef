//! A polite live region that tells screen readers every move as it happens, the computer's
//! included ("Red placed domino 23: lake and forest, 1 crown, +4 points"), and the end of the
//! game with the winner. Visually hidden.

use std::cell::RefCell;

use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::page::session::Session;
use crate::ui::store::Store;

/// The end of the game and who won.
fn result(lang: Lang, session: &Session) -> String {
    let w = lang.words();
    let outcome = session.table().outcome();
    let names: Vec<String> = outcome
        .winners()
        .iter()
        .map(|&k| session.kingdom_name(k))
        .collect();
    let verdict = match names.as_slice() {
        [one] => fill(w.wins, &[one]),
        _ => fill(w.shared_victory, &[&lang.list(&names)]),
    };
    format!("{} {verdict}", w.game_over)
}

/// What the announcer remembers between renders: how many moves it has spoken of, and what it
/// said (the game's screen keeps it, `use_mut_ref(Spoken::default)`).
#[derive(Default)]
pub struct Spoken {
    moves: usize,
    text: String,
}

/// The live region for the store's game, `spoken` what it said last.
pub fn announcer(store: &Store, spoken: &RefCell<Spoken>) -> Html {
    let Some(session) = store.session.as_ref().filter(|s| s.played_here()) else {
        *spoken.borrow_mut() = Spoken::default();
        return html! { <p class="sr-only" aria-live="polite"></p> };
    };
    let moves = store.log.moves.len();
    let mut memory = spoken.borrow_mut();
    if memory.moves != moves {
        // One move more: say it (a game opened or undone says nothing of the moves before).
        let mut text = match store.log.moves.last().filter(|_| memory.moves + 1 == moves) {
            Some(last) => last.sentence(store.lang, session).unwrap_or_default(),
            None => String::new(),
        };
        if session.table().is_over() {
            text = format!("{text} {}", result(store.lang, session));
        }
        *memory = Spoken { moves, text };
    }
    html! { <p class="sr-only" aria-live="polite" data-announce="true">{ memory.text.clone() }</p> }
}
