//! The deal of the day: one seeded deal per date in UTC, the same for every visitor anywhere,
//! with no server: the date is the seed. A person plays it against the Expert (two-player
//! Kingdomino, and Queendomino on Sundays). Its link is `#daily=2026-11-25`; its seed says its
//! date, so that a record of it (or a saved game) is known for the daily deal it is.

use std::fmt;

pub mod results;

use crate::rules::{GameSetup, Options, Variant};

/// The seed's high bits for a daily deal: above 2^53, where the page's own random seeds (and a
/// seed typed by hand, in practice) never go. The low bits are the date as `YYYYMMDD`.
const TAG: u64 = 0xDA11_u64 << 48;
/// The first date with a deal.
const FIRST_YEAR: i32 = 2000;

/// A date in the proleptic Gregorian calendar, as the deal of the day names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DailyDate {
    pub year: i32,
    pub month: u8,
    pub day: u8,
}

/// Why a date is refused, for the page's sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadDate(pub String);

impl fmt::Display for BadDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

fn days_in_month(year: i32, month: u8) -> u8 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        _ if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
        _ => 28,
    }
}

impl DailyDate {
    /// The date `days` days after 1970-01-01 (civil-from-days, H. Hinnant's algorithm).
    pub fn from_days(days: i64) -> DailyDate {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        DailyDate { year, month, day }
    }

    /// Days since 1970-01-01.
    pub fn days(self) -> i64 {
        let (y, m, d) = (
            i64::from(self.year) - i64::from(self.month <= 2),
            i64::from(self.month),
            i64::from(self.day),
        );
        let era = y.div_euclid(400);
        let yoe = y.rem_euclid(400);
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date in UTC at `millis` since the epoch (what `Date.now()` gives).
    pub fn at_millis(millis: f64) -> DailyDate {
        DailyDate::from_days((millis / 86_400_000.0).floor() as i64)
    }

    pub fn next(self) -> DailyDate {
        DailyDate::from_days(self.days() + 1)
    }

    pub fn previous(self) -> DailyDate {
        DailyDate::from_days(self.days() - 1)
    }

    /// Sunday is Queendomino's day.
    pub fn is_queendomino(self) -> bool {
        // 1970-01-01 was a Thursday: Sundays are 3 days on, every 7.
        self.days().rem_euclid(7) == 3
    }

    /// The deal's seed: the date itself, tagged.
    pub fn seed(self) -> u64 {
        TAG | (self.year as u64 * 10_000 + u64::from(self.month) * 100 + u64::from(self.day))
    }

    /// The day's game: two players, the person first and the Expert second.
    pub fn setup(self) -> GameSetup {
        let seed = self.seed();
        let setup = if self.is_queendomino() {
            GameSetup::queendomino(2, seed)
        } else {
            GameSetup::kingdomino(2, seed)
        };
        setup.with_options(Options::default())
    }

    /// The daily deal a game's setup is, if it is one: its date.
    pub fn of_setup(setup: &GameSetup) -> Option<DailyDate> {
        if setup.seed & !0xFFFF_FFFF != TAG {
            return None;
        }
        let digits = setup.seed & 0xFFFF_FFFF;
        let date = DailyDate {
            year: (digits / 10_000) as i32,
            month: (digits / 100 % 100) as u8,
            day: (digits % 100) as u8,
        };
        let expected = DailyDate::parse(&date.to_string()).ok()?.setup();
        (expected.variant == setup.variant
            && expected.players == setup.players
            && setup.options == Options::default()
            && setup.variant != Variant::RoyalWedding)
            .then_some(date)
    }

    /// Reads `YYYY-MM-DD`, the one spelling, from 2000-01-01 to 9999-12-31.
    pub fn parse(text: &str) -> Result<DailyDate, BadDate> {
        let bad = || {
            BadDate(format!(
                "{} is not a date written YYYY-MM-DD",
                crate::excerpt::excerpt(text)
            ))
        };
        let b = text.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return Err(bad());
        }
        let number = |range: std::ops::Range<usize>| -> Result<u32, BadDate> {
            let part = &text[range];
            if part.bytes().all(|c| c.is_ascii_digit()) {
                part.parse().map_err(|_| bad())
            } else {
                Err(bad())
            }
        };
        let (year, month, day) = (
            number(0..4)? as i32,
            number(5..7)? as u8,
            number(8..10)? as u8,
        );
        if year < FIRST_YEAR || !(1..=12).contains(&month) {
            return Err(bad());
        }
        if day == 0 || day > days_in_month(year, month) {
            return Err(bad());
        }
        Ok(DailyDate { year, month, day })
    }
}

impl fmt::Display for DailyDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The streak ending at `today` (or at yesterday, when today's deal is not played yet): how
/// many days in a row, back from it, have a deal played.
pub fn streak(played: &[DailyDate], today: DailyDate) -> u32 {
    let has = |d: DailyDate| played.contains(&d);
    let mut day = if has(today) { today } else { today.previous() };
    let mut count = 0;
    while has(day) {
        count += 1;
        day = day.previous();
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_count_days_both_ways() {
        assert_eq!(DailyDate::from_days(0).to_string(), "1970-01-01");
        let d = DailyDate::parse("2026-11-25").unwrap();
        assert_eq!(DailyDate::from_days(d.days()), d);
        assert_eq!(d.next().to_string(), "2026-11-26");
        assert_eq!(
            DailyDate::parse("2024-03-01")
                .unwrap()
                .previous()
                .to_string(),
            "2024-02-29"
        );
        assert_eq!(
            DailyDate::parse("2026-12-31").unwrap().next().to_string(),
            "2027-01-01"
        );
        for days in 10_000..30_000 {
            assert_eq!(DailyDate::from_days(days).days(), days);
        }
        // 2025-11-25 00:30 UTC.
        assert_eq!(
            DailyDate::at_millis(1_764_030_600_000.0),
            DailyDate::parse("2025-11-25").unwrap()
        );
    }

    #[test]
    fn one_spelling_of_a_date() {
        for bad in [
            "2026-2-5",
            "2026-02-30",
            "26-11-25",
            "2026/11/25",
            "2026-13-01",
            "1999-12-31",
            "2026-11-25 ",
            "+026-11-25",
            "",
        ] {
            assert!(DailyDate::parse(bad).is_err(), "{bad}");
        }
        let d = DailyDate::parse("2028-02-29").unwrap();
        assert_eq!(DailyDate::parse(&d.to_string()), Ok(d));
    }

    #[test]
    fn a_deal_knows_its_date() {
        let d = DailyDate::parse("2026-11-25").unwrap();
        assert_eq!(DailyDate::of_setup(&d.setup()), Some(d));
        assert_ne!(d.setup().seed, d.next().setup().seed);
        assert_eq!(
            DailyDate::of_setup(&GameSetup::kingdomino(2, 20261125)),
            None
        );
        assert_eq!(
            DailyDate::of_setup(&GameSetup::kingdomino(3, d.seed())),
            None
        );
        // 2026-11-29 is a Sunday.
        assert!(DailyDate::parse("2026-11-29").unwrap().is_queendomino());
        assert!(!d.is_queendomino());
    }

    #[test]
    fn a_streak_counts_days_in_a_row() {
        let d = |s: &str| DailyDate::parse(s).unwrap();
        let played = [
            d("2026-11-22"),
            d("2026-11-23"),
            d("2026-11-24"),
            d("2026-11-20"),
        ];
        assert_eq!(streak(&played, d("2026-11-25")), 3);
        assert_eq!(streak(&played, d("2026-11-24")), 3);
        assert_eq!(streak(&played, d("2026-11-26")), 0);
    }
}
