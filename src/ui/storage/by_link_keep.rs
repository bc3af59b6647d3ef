//! Games by link kept in this browser (`page::kept_by_link::Kept`), under
//! `kingdomino.bylink.<identity>` (`GameByLink::identity`: the
//! game's number, and from version 2 its invitation's hash, so that two games with one number
//! are kept apart); exported to a file and imported in another browser, so that a secret is
//! never lost with a browser.

use crate::by_link::GameByLink;
pub use crate::page::kept_by_link::Kept;
use crate::page::kept_by_link::{imported, ImportError};
use crate::ui::storage::{local as storage, BY_LINK_PREFIX as PREFIX};

fn key(game: &GameByLink) -> String {
    format!("{PREFIX}{}", game.identity())
}

/// The game `game` is a link of, if this browser keeps it.
pub fn load(game: &GameByLink) -> Option<Kept> {
    let text = storage()?.get_item(&key(game)).ok()??;
    Kept::read(&text)
}

/// Keeps `kept` for its game (a full storage is not worth stopping play for).
pub fn store(kept: &Kept) {
    let (Some(s), Some(game)) = (storage(), kept.game()) else {
        return;
    };
    if let Ok(text) = serde_json::to_string(kept) {
        let _ = s.set_item(&key(&game), &text);
    }
}

/// Every game kept, the most recently changed first.
pub fn all() -> Vec<Kept> {
    let Some(s) = storage() else {
        return Vec::new();
    };
    let count = s.length().unwrap_or(0);
    let mut games: Vec<Kept> = (0..count)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(PREFIX))
        .filter_map(|k| s.get_item(&k).ok().flatten())
        .filter_map(|text| Kept::read(&text))
        .collect();
    crate::short_sort::sort_by(&mut games, |a, b| b.updated.total_cmp(&a.updated));
    games
}

/// Every game kept, with its secret, as one file's text.
pub fn export() -> String {
    serde_json::to_string_pretty(&all()).unwrap_or_else(|_| "[]".into())
}

/// Keeps the games of an exported file (`kept_by_link::imported` decides what: where this
/// browser knows a game too, the longer of the two histories, merged); how many were kept, or
/// why the file is not such an export.
pub fn import(text: &str) -> Result<usize, ImportError> {
    let games = imported(text, load)?;
    for kept in &games {
        store(kept);
    }
    Ok(games.len())
}
