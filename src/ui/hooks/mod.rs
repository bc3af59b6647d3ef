//! The app's effects, one hook each: what the page does outside its state as the state changes
//! (saving, counting a finished game, the computer's turn, Study, listening to the window).

pub mod autosave;
pub mod computer_turn;
pub mod finished;
pub mod page_effects;
pub mod study;
pub mod window_listener;
