//! Saves the game in play whenever the store says so (`Store::to_save`).

use yew::prelude::*;

use crate::ui::storage::save;
use crate::ui::store::StoreHandle;

#[hook]
pub fn use_autosave(store: &StoreHandle) {
    let store = store.clone();
    use_effect_with(store.to_save(), move |to_save| {
        if let (Some(s), Some(to_save)) = (store.session.as_ref(), to_save) {
            save::store(&to_save.slot, &s.game, &s.seats, s.pace);
        }
    });
}
