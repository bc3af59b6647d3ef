//! Kingdomino and its family: the rules engine, its text formats, and (in the browser) the game.
//!
//! [`rules`] is the heart: every screen, computer opponent and tool acts only through it.
//! [`notation`] reads and writes kingdoms and whole games as text.

pub mod ai;
pub mod notation;
pub mod rules;
