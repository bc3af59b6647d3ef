//! Computer players. They see the public table (or a player's view), never the draw pile.

mod random;

pub use random::RandomPlayer;
