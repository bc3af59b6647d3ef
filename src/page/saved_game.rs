//! A game kept in this browser to resume: its key, the game, who sits at it, its pace and when
//! it last changed (the page stores it as `ui/save.rs` says).

use super::pace::Pace;
use super::seats::Seat;
use crate::rules::Game;

/// A saved game that can be resumed.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    pub slot: String,
    pub game: Game,
    pub seats: Vec<Seat>,
    pub pace: Pace,
    pub updated: f64,
}
