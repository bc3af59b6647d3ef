//! Moves a puzzle's card in the deck "To practise" once its answer is judged
//! (`Store::practised`).

use yew::prelude::*;

use crate::page::session::BY_LINK;
use crate::ui::storage::deck_keep;
use crate::ui::store::{today, StoreHandle};

#[hook]
pub fn use_practised(store: &StoreHandle) {
    use_effect_with(store.practised(), |judged| {
        // (None in the game's lighter build: `Store::practice`.)
        if let Some((puzzle, right)) = judged.as_ref().filter(|_| BY_LINK) {
            deck_keep::answered(puzzle, *right, today());
        }
    });
}
