//! The statistics kept in this browser (what they count: `crate::statistics`); unreadable ones
//! are moved aside, so that nothing is lost, and counting starts again.

use crate::statistics::{Finished, Statistics};
use crate::ui::storage::{
    local as storage, STATISTICS as KEY, STATISTICS_SET_ASIDE as SET_ASIDE_KEY,
};

/// The statistics kept so far; unreadable ones are moved aside (`Err`) and counting restarts.
pub fn load() -> Result<Statistics, Statistics> {
    let Some(text) = storage().and_then(|s| s.get_item(KEY).ok().flatten()) else {
        return Ok(Statistics::default());
    };
    Statistics::from_json(&text).map_err(|_| {
        if let Some(s) = storage() {
            let _ = s.set_item(SET_ASIDE_KEY, &text);
            let _ = s.remove_item(KEY);
        }
        Statistics::default()
    })
}

/// Counts a finished game, once: whether it was counted now (not before).
pub fn count(finished: Finished) -> bool {
    let mut stats = load().unwrap_or_else(|fresh| fresh);
    let new = stats.count(finished);
    if new {
        save(&stats);
    }
    new
}

fn save(stats: &Statistics) {
    if let Some(s) = storage() {
        let _ = s.set_item(KEY, &stats.to_json());
    }
}

/// Forgets the statistics (the person asked, and confirmed).
pub fn forget() {
    if let Some(s) = storage() {
        let _ = s.remove_item(KEY);
    }
}
