//! The deal of the day's results in this browser, beside the statistics: each date's first
//! finished game (playing a deal again does not change its day), the streak and the best days.

use serde::{Deserialize, Serialize};

use crate::daily::{streak, DailyDate};

use crate::ui::storage::{local as storage, DAILY as KEY, DAILY_VERSION as VERSION};

/// One day's result: the person's points and the Expert's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayResult {
    /// `YYYY-MM-DD`.
    pub date: String,
    pub points: u32,
    pub expert: u32,
}

impl DayResult {
    pub fn date(&self) -> Option<DailyDate> {
        DailyDate::parse(&self.date).ok()
    }

    pub fn margin(&self) -> i64 {
        i64::from(self.points) - i64::from(self.expert)
    }
}

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
    let mut days = load();
    let date = date.to_string();
    if days.iter().any(|d| d.date == date) {
        return;
    }
    days.push(DayResult {
        date,
        points,
        expert,
    });
    days.sort_by(|a, b| a.date.cmp(&b.date));
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

/// Days in a row played, up to `today` (or yesterday, while today's is not played).
pub fn current_streak(days: &[DayResult], today: DailyDate) -> u32 {
    let dates: Vec<DailyDate> = days.iter().filter_map(DayResult::date).collect();
    streak(&dates, today)
}

/// The best days by margin over the Expert, the best first (at most `count`).
pub fn best_days(days: &[DayResult], count: usize) -> Vec<DayResult> {
    let mut best = days.to_vec();
    best.sort_by(|a, b| b.margin().cmp(&a.margin()).then(b.date.cmp(&a.date)));
    best.truncate(count);
    best
}
