//! A polite live region that tells screen readers every move as it happens, the computer's
//! included ("Red placed domino 23: lake and forest, 1 crown, +4 points"), and the end of the
//! game with the winner. Visually hidden.

use std::cell::RefCell;

use yew::prelude::*;

use crate::i18n::Lang;
use crate::page::session::Session;
use crate::ui::store::Store;

/// The end of the game and who won.
fn result(lang: Lang, session: &Session) -> String {
    let verdict = crate::page::verdict::verdict(session, lang);
    format!("{} {verdict}", lang.words().game_over)
}

/// What the announcer remembers between renders: how many moves it has spoken of, in which
/// language, and what it said (the game's screen keeps it, `use_mut_ref(Spoken::default)`).
#[derive(Default)]
pub struct Spoken {
    moves: usize,
    lang: Lang,
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
    // The language changed: what was said last is said again in it.
    let relanguaged = memory.lang != store.lang && !memory.text.is_empty();
    if memory.moves != moves || relanguaged {
        // One move more: say it (a game opened or undone says nothing of the moves before).
        let said = memory.moves + 1 == moves || (relanguaged && memory.moves == moves);
        let mut text = match store.log.moves.last().filter(|_| said) {
            Some(last) => last.sentence(store.lang, session).unwrap_or_default(),
            None => String::new(),
        };
        if session.table().is_over() {
            text = format!("{text} {}", result(store.lang, session));
        }
        *memory = Spoken {
            moves,
            lang: store.lang,
            text,
        };
    }
    html! { <p class="sr-only" aria-live="polite" data-announce="true">{ memory.text.clone() }</p> }
}
