//! The deal of the day's results as a browser keeps them: each date's first finished game
//! (playing a deal again does not change its day), the streak and the best days.

use serde::{Deserialize, Serialize};

use super::{streak, DailyDate};

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

/// `days` with `date`'s result added, oldest first; `None` when that day already has one.
pub fn with_result(
    days: &[DayResult],
    date: DailyDate,
    points: u32,
    expert: u32,
) -> Option<Vec<DayResult>> {
    let date = date.to_string();
    if days.iter().any(|d| d.date == date) {
        return None;
    }
    let mut days = days.to_vec();
    days.push(DayResult {
        date,
        points,
        expert,
    });
    crate::short_sort::sort_by(&mut days, |a, b| a.date.cmp(&b.date));
    Some(days)
}

/// Days in a row played, up to `today` (or yesterday, while today's is not played).
pub fn current_streak(days: &[DayResult], today: DailyDate) -> u32 {
    let dates: Vec<DailyDate> = days.iter().filter_map(DayResult::date).collect();
    streak(&dates, today)
}

/// The best days by margin over the Expert, the best first (at most `count`).
pub fn best_days(days: &[DayResult], count: usize) -> Vec<DayResult> {
    let mut best = days.to_vec();
    crate::short_sort::sort_by(&mut best, |a, b| {
        b.margin().cmp(&a.margin()).then(b.date.cmp(&a.date))
    });
    best.truncate(count);
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(n: i64) -> DailyDate {
        DailyDate::from_days(n)
    }

    #[test]
    fn a_days_first_result_stands_and_days_stay_in_order() {
        let days = with_result(&[], day(20_002), 80, 70).unwrap();
        let days = with_result(&days, day(20_000), 60, 90).unwrap();
        assert_eq!(
            with_result(&days, day(20_002), 99, 0),
            None,
            "played again: unchanged"
        );
        let dates: Vec<String> = days.iter().map(|d| d.date.clone()).collect();
        assert_eq!(dates, [day(20_000).to_string(), day(20_002).to_string()]);
    }

    #[test]
    fn the_best_days_are_the_widest_margins_over_the_expert() {
        let mut days = Vec::new();
        for (n, points, expert) in [(1, 50, 40), (2, 70, 40), (3, 40, 60), (4, 70, 40)] {
            days = with_result(&days, day(20_000 + n), points, expert).unwrap();
        }
        let best: Vec<i64> = best_days(&days, 3).iter().map(DayResult::margin).collect();
        assert_eq!(best, [30, 30, 10]);
        // Between equal margins, the later day first.
        assert_eq!(best_days(&days, 1)[0].date, day(20_004).to_string());
        assert_eq!(current_streak(&days, day(20_004)), 4);
        assert_eq!(current_streak(&days, day(20_006)), 0);
    }
}
