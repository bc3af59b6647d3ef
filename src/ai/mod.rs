//! Computer players. They see the public table (or a player's view), never the draw pile.

mod greedy;
mod random;

pub use greedy::GreedyPlayer;
pub use random::RandomPlayer;
