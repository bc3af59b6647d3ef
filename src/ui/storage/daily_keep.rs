//! The deal of the day's results kept in this browser, beside the statistics (what they are and
//! the rule of a day's first result: `daily::results`).

use serde::{Deserialize, Serialize};

use crate::daily::results::{with_result, DayResult};
use crate::daily::DailyDate;

use crate::ui::storage::{local as storage, DAILY as KEY, DAILY_VERSION as VERSION};

#[derive(Serialize, Deserialize)]
struct Kept {
    version: u32,
    days: Vec<DayResult>,
}

/// Every day played, oldest first (nothing when storage is unreadable).
pub fn load() -> Vec<DayResult> {
    let text = storage().and_then(|s| s.get_item(KEY).ok().flatten());
    text.and_then(|t| serde_json::from_str::<Kept>(&t).ok())
        .filter(|k| k.version == VERSION)
        .map(|k| k.days)
        .unwrap_or_default()
}

/// The result of `date`'s deal, unless that day already has one.
pub fn record(date: DailyDate, points: u32, expert: u32) {
    let Some(days) = with_result(&load(), date, points, expert) else {
        return;
    };
    if let (Some(s), Ok(text)) = (
        storage(),
        serde_json::to_string(&Kept {
            version: VERSION,
            days,
        }),
    ) {
        let _ = s.set_item(KEY, &text);
    }
}
