//! The deal of the day: its panel and its result.

pub mod daily_panel;
pub mod daily_result;
