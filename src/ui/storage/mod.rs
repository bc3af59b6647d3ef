//! Everything this page keeps in the browser, in one place: the two storages and every key, with
//! the format and version of what is kept under it. Each value is read and written by the module
//! named beside its key; a reader for every version ever written stays there (published things
//! last: a save of an earlier version is adopted, never lost).

pub mod by_link_keep;
pub mod daily_keep;
pub mod deck_keep;
pub mod gallery_keep;
pub mod hand_off_keep;
pub mod kept_switch;
pub mod review_keep;
pub mod save;
pub mod statistics_keep;

/// Local storage: kept across visits, shared by the page's tabs. `None` where the browser
/// refuses it (a private window may): the page plays on without keeping anything.
pub fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Session storage: this tab's own, for as long as it is open.
pub fn tab() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// Saved games, one key a slot: `<prefix><slot>` (`save.rs`).
pub const GAME_PREFIX: &str = "kingdomino.game.";
pub const GAME_FORMAT: &str = "kingdomino-save";
pub const GAME_VERSION: u32 = 1;
/// The one save of earlier versions, adopted under a slot of its own (`save.rs`).
pub const LEGACY_GAME: &str = "kingdomino.save";
/// Where an unreadable save is moved, so that nothing is lost (a slot's: with `.<slot>`).
pub const GAME_SET_ASIDE: &str = "kingdomino.save.set-aside";
/// In the tab's storage: the slot of the game this tab plays (`save.rs`).
pub const TAB_SLOT: &str = "kingdomino.slot";

/// Games by link: `<prefix><identity>`, the latest link, this browser's seat and secret
/// (`by_link_keep.rs`; the format `kingdomino-by-link`, version 1, is read by the page's model,
/// `page::kept_by_link`, which the native tests reach). `web/loader.js` names it too: a browser
/// that keeps any starts the page's build, whose start page lists them.
pub const BY_LINK_PREFIX: &str = "kingdomino.bylink.";

/// The Expert's reviews, one key a game, and the list of keys kept, oldest first
/// (`review_keep.rs`).
pub const REVIEW_PREFIX: &str = "kingdomino.review.";
pub const REVIEW_INDEX: &str = "kingdomino.reviews";
pub const REVIEW_VERSION: u32 = 1;

/// The deal of the day's results (`daily_keep.rs`).
pub const DAILY: &str = "kingdomino.daily";
pub const DAILY_VERSION: u32 = 1;

/// The statistics of finished games, and where unreadable ones are moved
/// (`statistics_keep.rs`; the format is `crate::statistics`').
pub const STATISTICS: &str = "kingdomino.statistics";
pub const STATISTICS_SET_ASIDE: &str = "kingdomino.statistics.set-aside";

/// The gallery of kingdoms built here, a postcard's facts a line, each line versioned
/// (`gallery_keep.rs`; the format is `page::kingdom_gallery`'s).
pub const GALLERY: &str = "kingdomino.gallery";

/// The deck "To practise": puzzles of the person's mistakes and their schedule, and where an
/// unreadable deck is moved (`deck_keep.rs`; the format `deck 1` is `page::practice_deck`'s).
/// `web/loader.js` names it too: a browser that keeps one starts the page's build, whose start
/// page shows it.
pub const DECK: &str = "kingdomino.practice";
pub const DECK_SET_ASIDE: &str = "kingdomino.practice.set-aside";

/// The language the reader picked (`language.rs`), as its code.
pub const LANGUAGE: &str = "kingdomino.lang";
/// Switches, as "on" or "off" (`kept_switch.rs`).
pub const STUDY_SWITCH: &str = "kingdomino.study";
pub const LENS_SWITCH: &str = "kingdomino.lens";
pub const SOUND_SWITCH: &str = "kingdomino.sound";
/// On once the guided first game was declined or started: the start screen offers it no more.
pub const LESSON_SWITCH: &str = "kingdomino.lesson";
/// In the tab's storage: the game to resume after the page updates itself (`update.rs`).
pub const RESUME_AFTER_UPDATE: &str = "kingdomino.resume-after-update";
/// In the tab's storage: what the start screen's own build hands to the game's across the reload
/// between them (`hand_off_keep.rs`; the format `kingdomino-hand-off`, version 1, is
/// `crate::page::hand_off`'s). `web/loader.js` reads the key too: set, it loads the game's build.
pub const HAND_OFF: &str = "kingdomino.hand-off";
