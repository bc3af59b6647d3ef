//! The app's effects, one hook each: each runs one kind of outside work the store says it wants
//! (`page/store/wanted.rs`: saving, counting a finished game, the computer's questions, Study, a puzzle's card),
//! or listens to the window. The hooks decide nothing.

pub mod autosave;
pub mod computer_turn;
pub mod finished;
pub mod page_effects;
pub mod practised;
pub mod scrolled;
pub mod study;
pub mod window_listener;
