//! Computer players, from Random to Expert. They see a player's view, never the draw pile, and
//! act only through the rules module.

mod bot;
mod expert;
mod greedy;
mod hard;
mod level;
mod one_move_ahead;
mod playout;
mod random;
mod root_parallel;
mod search;

pub use bot::{Bot, Budget, Clock, NoClock};
pub use expert::{ExpertPlayer, ExpertSearch, ReusableTrees, CHUNK};
pub use greedy::GreedyPlayer;
pub use hard::HardPlayer;
pub use level::Level;
pub use playout::simulate_games;
pub(crate) use playout::Playout;
pub use random::RandomPlayer;
pub use root_parallel::merged_choice;
pub use search::{progress, think, think_for, Search};
