//! Kingdomino and its family: the rules engine, its text formats, and (in the browser) the game.
//!
//! [`rules`] is the heart: every screen, computer opponent and tool acts only through it.
//! [`notation`] reads and writes kingdoms and whole games as text. [`by_link`] is the deal and
//! the checks of games played by sending links. [`review`] is the Expert's judgement of every move. [`page`] is the browser game's model (pure,
//! tested natively); `ui` (wasm32 only) draws it.

pub mod ai;
pub mod by_link;
pub mod daily;
pub mod engine_protocol;
pub mod excerpt;
pub mod i18n;
pub mod notation;
pub mod page;
pub mod review;
pub mod rules;
pub mod short_sort;
pub mod statistics;
#[cfg(target_arch = "wasm32")]
pub mod ui;
pub mod wire;
#[cfg(target_arch = "wasm32")]
pub mod worker;
pub mod worker_protocol;
