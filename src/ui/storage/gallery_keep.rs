//! The gallery of kingdoms kept in this browser (what it holds: `page::kingdom_gallery`).

use crate::page::kingdom_card::CardFacts;
use crate::page::kingdom_gallery::with_added;
use crate::ui::storage::{local, GALLERY};

/// The gallery as kept (empty when nothing is, or the browser keeps nothing).
pub fn kept() -> String {
    local()
        .and_then(|s| s.get_item(GALLERY).ok().flatten())
        .unwrap_or_default()
}

/// Keeps a finished game's kingdom first in the gallery (a full storage is not worth a word:
/// the game itself is saved and counted apart).
pub fn keep(facts: &CardFacts) {
    if let Some(s) = local() {
        let _ = s.set_item(GALLERY, &with_added(&kept(), facts));
    }
}
