//! The Expert's review: every decision of a game weighed from what its player could see, the
//! moves graded by the points they gave up, and Study's values of the options in hand. Pure
//! Rust, the same natively (`kingdomino review`) and in the page's workers, so that a review
//! with the same budget and seed gives the same numbers everywhere.

mod game_review;
mod grade;
mod weigh;
pub mod what_if;

pub use game_review::{
    decision_seed, decisions, weigh, Decision, GameReview, MoveReview, SeatSummary, DEFAULT_BUDGET,
    DEFAULT_SEED,
};
pub use grade::{fixed, Grade, NOISE};
pub use weigh::{OptionValue, Weighed, Weighing};
