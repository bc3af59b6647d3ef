//! Every game in progress saved in local storage after every action, each under its own key, so
//! that two tabs never overwrite each other's game; read back on the next visit, when the start
//! page lists them to resume.
//!
//! A game's key is `kingdomino.game.<slot>`, `slot` drawn at random when the game starts here.
//! Each tab remembers its own slot in session storage (kept across a reload of that tab), so
//! that a reload into a new version resumes that tab's game. Earlier versions kept one save
//! under `kingdomino.save`: it is read as a game of its own and moved under a key of its own.

use serde::{Deserialize, Serialize};

use crate::notation::GameRecord;
use crate::page::pace::Pace;
pub use crate::page::saved_game::SavedGame;
use crate::page::seats::Seat;
use crate::rules::Game;

use crate::ui::storage::{
    local as storage, tab as tab_storage, GAME_FORMAT as FORMAT, GAME_PREFIX as PREFIX,
    GAME_SET_ASIDE as SET_ASIDE_KEY, GAME_VERSION as VERSION, LEGACY_GAME as LEGACY_KEY,
    TAB_SLOT as TAB_KEY,
};
/// Games kept at most: beyond, the oldest finished ones go first, then the oldest.
const KEPT: usize = 12;

#[derive(Serialize, Deserialize)]
struct SaveFile {
    format: String,
    version: u32,
    record: String,
    seats: Vec<Seat>,
    #[serde(default)]
    pace: Pace,
    /// When it was last saved (ms since 1970); absent in earlier versions' saves.
    #[serde(default)]
    updated: f64,
}

/// A new game's slot: 16 hex digits drawn at random.
pub fn new_slot() -> String {
    let n = getrandom::u64().unwrap_or_else(|_| {
        (js_sys::Math::random() * 9.007_199_254_740_991e15) as u64 ^ js_sys::Date::now() as u64
    });
    format!("{n:016x}")
}

/// The slot of the game this tab played before it was reloaded.
pub fn this_tab_slot() -> Option<String> {
    tab_storage()?.get_item(TAB_KEY).ok()?
}

/// Writes the game under its slot; a full or missing storage is not an error worth stopping
/// play for.
pub fn store(slot: &str, game: &Game, seats: &[Seat], pace: Pace) {
    let file = SaveFile {
        format: FORMAT.into(),
        version: VERSION,
        record: GameRecord::of(game).to_string(),
        seats: seats.to_vec(),
        pace,
        updated: js_sys::Date::now(),
    };
    if let Some(tab) = tab_storage() {
        let _ = tab.set_item(TAB_KEY, slot);
    }
    if let (Some(s), Ok(text)) = (storage(), serde_json::to_string(&file)) {
        let _ = s.set_item(&format!("{PREFIX}{slot}"), &text);
        prune(&s);
    }
}

/// Forgets the game of `slot`.
pub fn forget(slot: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(&format!("{PREFIX}{slot}"));
    }
}

/// Every saved game, the most recent first. Those that cannot be read are moved aside; the
/// errors say why (the page tells the player in their language).
pub fn load_all() -> (Vec<SavedGame>, Vec<String>) {
    let Some(s) = storage() else {
        return (Vec::new(), Vec::new());
    };
    let (mut games, mut errors) = (Vec::new(), Vec::new());
    errors.extend(adopt_legacy(&s));
    for (key, text) in entries(&s) {
        let slot = key[PREFIX.len()..].to_string();
        match parse(&slot, &text) {
            Ok(saved) => games.push(saved),
            Err(why) => {
                let _ = s.set_item(&format!("{SET_ASIDE_KEY}.{slot}"), &text);
                let _ = s.remove_item(&key);
                errors.push(why);
            }
        }
    }
    crate::short_sort::sort_by(&mut games, |a, b| b.updated.total_cmp(&a.updated));
    (games, errors)
}

/// Every saved game's key and text.
fn entries(s: &web_sys::Storage) -> Vec<(String, String)> {
    let count = s.length().unwrap_or(0);
    (0..count)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|key| key.starts_with(PREFIX))
        .filter_map(|key| {
            let text = s.get_item(&key).ok().flatten()?;
            Some((key, text))
        })
        .collect()
}

/// Moves the one save of earlier versions under a slot of its own; one that cannot be read is
/// set aside where earlier versions set it aside, and the error says why.
fn adopt_legacy(s: &web_sys::Storage) -> Option<String> {
    let text = s.get_item(LEGACY_KEY).ok()??;
    let (target, error) = match parse("", &text) {
        Ok(_) => (format!("{PREFIX}{}", new_slot()), None),
        Err(why) => (SET_ASIDE_KEY.to_string(), Some(why)),
    };
    if s.set_item(&target, &text).is_ok() {
        let _ = s.remove_item(LEGACY_KEY);
    }
    error
}

/// Keeps the most recent games: beyond `KEPT`, the oldest finished ones go first.
fn prune(s: &web_sys::Storage) {
    let all = entries(s);
    if all.len() <= KEPT {
        return;
    }
    let mut saved: Vec<(String, f64, bool)> = all
        .into_iter()
        .map(|(key, text)| match parse("", &text) {
            Ok(g) => (key, g.updated, g.game.table().is_over()),
            // Unreadable: the first to go (it is set aside when the games are next listed).
            Err(_) => (key, f64::MIN, true),
        })
        .collect();
    // Unfinished before finished, each the most recent first: the tail goes.
    crate::short_sort::sort_by(&mut saved, |a, b| a.2.cmp(&b.2).then(b.1.total_cmp(&a.1)));
    for (key, _, _) in saved.drain(..).skip(KEPT) {
        let _ = s.remove_item(&key);
    }
}

fn parse(slot: &str, text: &str) -> Result<SavedGame, String> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|_| "it is not valid JSON".to_string())?;
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err("it is not a Kingdomino save".into());
    }
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(v) if v == u64::from(VERSION) => {}
        Some(v) => return Err(format!("it was written by an older version, format {v}")),
        None => return Err("it has no version".into()),
    }
    let file: SaveFile =
        serde_json::from_value(value).map_err(|e| format!("it is incomplete: {e}"))?;
    let record: GameRecord = file.record.parse().map_err(|e| format!("{e}"))?;
    if file.seats.len() != record.setup.players as usize {
        return Err("its seats do not match its game".into());
    }
    let game = record.replay().map_err(|e| format!("{e}"))?;
    Ok(SavedGame {
        slot: slot.to_string(),
        game,
        seats: file.seats,
        pace: file.pace,
        updated: file.updated,
    })
}
