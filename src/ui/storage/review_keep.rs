//! Reviews kept in this browser, so that opening a reviewed game again costs nothing. One entry a
//! game, keyed by a hash of its record; the most recent few are kept, the oldest dropped.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::review::GameReview;

use crate::ui::storage::{
    local as storage, REVIEW_INDEX as INDEX, REVIEW_PREFIX as PREFIX, REVIEW_VERSION as VERSION,
};
/// Reviews kept at most (each a few kilobytes).
const KEPT: usize = 40;

#[derive(Serialize, Deserialize)]
struct Kept {
    version: u32,
    /// The game's record (with a game by link's number), to tell two games with one hash apart.
    game: String,
    review: GameReview,
}

fn key(game: &str) -> String {
    let hash = Sha256::digest(game.as_bytes());
    let hex: String = hash[..8].iter().map(|b| format!("{b:02x}")).collect();
    format!("{PREFIX}{hex}")
}

/// This browser's kept reviews, for the page's reviewer.
pub fn keeper() -> Keeper {
    Keeper { load, store }
}

/// The review kept for `game` at this budget and seed, if any.
pub fn load(game: &str, budget: u32, seed: u64) -> Option<GameReview> {
    let text = storage()?.get_item(&key(game)).ok()??;
    let kept: Kept = serde_json::from_str(&text).ok()?;
    (kept.version == VERSION
        && kept.game == game
        && kept.review.budget == budget
        && kept.review.seed == seed)
        .then_some(kept.review)
}

/// Keeps `review` for `game` (a full storage is no reason to stop: the review is on screen).
pub fn store(game: &str, review: &GameReview) {
    let Some(s) = storage() else {
        return;
    };
    let kept = Kept {
        version: VERSION,
        game: game.to_string(),
        review: review.clone(),
    };
    let Ok(text) = serde_json::to_string(&kept) else {
        return;
    };
    let key = key(game);
    let mut index: Vec<String> = s
        .get_item(INDEX)
        .ok()
        .flatten()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default();
    index.retain(|k| k != &key);
    index.push(key.clone());
    while index.len() > KEPT {
        let old = index.remove(0);
        let _ = s.remove_item(&old);
    }
    let _ = s.set_item(&key, &text);
    if let Ok(text) = serde_json::to_string(&index) {
        let _ = s.set_item(INDEX, &text);
    }
}

/// Where a browser keeps its reviews between visits: these functions in the page, none in an
/// embed (someone else's page). Function pointers the root chooses (docs/architecture.md,
/// "Bytes").
#[derive(Clone, Copy)]
pub struct Keeper {
    pub load: fn(&str, u32, u64) -> Option<GameReview>,
    pub store: fn(&str, &GameReview),
}

impl Keeper {
    /// An embed's: keeps nothing, reads nothing (not an `Option`: docs/architecture.md, "Bytes").
    pub const NONE: Keeper = Keeper {
        load: |_, _, _| None,
        store: |_, _| {},
    };
}
