//! The game in play is saved after every action: an embed's only once the reader plays, never a
//! replay.

use yew::prelude::*;

use crate::ui::storage::save;
use crate::ui::store::StoreHandle;

#[hook]
pub fn use_autosave(store: &StoreHandle) {
    let actions = store
        .session
        .as_ref()
        .filter(|s| s.played_here() && (!store.embed || store.reader_played))
        .zip(store.slot.clone())
        .map(|(s, slot)| (s.game.history().len(), slot));
    let store = store.clone();
    use_effect_with(actions, move |actions| {
        if let (Some(s), Some((_, slot))) = (store.session.as_ref(), actions) {
            save::store(slot, &s.game, &s.seats, s.pace);
        }
    });
}
