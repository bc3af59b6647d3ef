//! Moves a puzzle's card in the deck "To practise" once its answer is judged
//! (`Store::practised`).

use yew::prelude::*;

use crate::ui::storage::deck_keep;
use crate::ui::store::{today, StoreHandle};

#[hook]
pub fn use_practised(store: &StoreHandle) {
    use_effect_with(store.practised(), |judged| {
        if let Some((puzzle, right)) = judged {
            deck_keep::answered(puzzle, *right, today());
        }
    });
}
