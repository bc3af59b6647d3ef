//! The game saved in local storage after every action, and read back on the next visit.

use serde::{Deserialize, Serialize};

use super::pace::Pace;
use super::seats::Seat;
use crate::notation::GameRecord;
use crate::rules::Game;

const KEY: &str = "kingdomino.save";
/// Where an unreadable save is moved, so that nothing is lost.
const SET_ASIDE_KEY: &str = "kingdomino.save.set-aside";
const FORMAT: &str = "kingdomino-save";
const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct SaveFile {
    format: String,
    version: u32,
    record: String,
    seats: Vec<Seat>,
    #[serde(default)]
    pace: Pace,
}

/// A saved game that can be resumed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    pub game: Game,
    pub seats: Vec<Seat>,
    pub pace: Pace,
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Writes the game; a full or missing storage is not an error worth stopping play for.
pub fn store(game: &Game, seats: &[Seat], pace: Pace) {
    let file = SaveFile {
        format: FORMAT.into(),
        version: VERSION,
        record: GameRecord::of(game).to_string(),
        seats: seats.to_vec(),
        pace,
    };
    if let (Some(s), Ok(text)) = (storage(), serde_json::to_string(&file)) {
        let _ = s.set_item(KEY, &text);
    }
}

pub fn clear() {
    if let Some(s) = storage() {
        let _ = s.remove_item(KEY);
    }
}

/// Reads the save, if any. One that cannot be read is moved aside; the error says why (the
/// page tells the player in their language).
pub fn load() -> Result<Option<SavedGame>, String> {
    let Some(s) = storage() else {
        return Ok(None);
    };
    let Ok(Some(text)) = s.get_item(KEY) else {
        return Ok(None);
    };
    match parse(&text) {
        Ok(saved) => Ok(Some(saved)),
        Err(why) => {
            let _ = s.set_item(SET_ASIDE_KEY, &text);
            let _ = s.remove_item(KEY);
            Err(why)
        }
    }
}

fn parse(text: &str) -> Result<SavedGame, String> {
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
        game,
        seats: file.seats,
        pace: file.pace,
    })
}
