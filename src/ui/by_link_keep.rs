//! Games by link kept in this browser: each game's latest link, this browser's seat at it and
//! that person's secret, under `kingdomino.bylink.<identity>` (`GameByLink::identity`: the
//! game's number, and from version 2 its invitation's hash, so that two games with one number
//! are kept apart); exported to a file and imported in another browser, so that a secret is
//! never lost with a browser.

use serde::{Deserialize, Serialize};

use crate::by_link::{GameByLink, Secret, Value};

use super::storage::{
    local as storage, BY_LINK_FORMAT as FORMAT, BY_LINK_PREFIX as PREFIX,
    BY_LINK_VERSION as VERSION,
};

/// One game by link as this browser keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Kept {
    format: String,
    version: u32,
    /// The latest link this browser knows, from `play=` on.
    pub link: String,
    /// This browser's seat, if it joined.
    pub seat: Option<usize>,
    /// That seat's secret (22 characters).
    pub secret: Option<String>,
    /// When it last changed (ms since 1970).
    pub updated: f64,
}

impl Kept {
    pub fn new(game: &GameByLink, seat: Option<usize>, secret: Option<&Secret>) -> Kept {
        Kept {
            format: FORMAT.into(),
            version: VERSION,
            link: game.to_string(),
            seat,
            secret: secret.map(|s| s.0.to_text()),
            updated: js_sys::Date::now(),
        }
    }

    pub fn game(&self) -> Option<GameByLink> {
        GameByLink::parse_link(&self.link).ok()
    }

    pub fn secret(&self) -> Option<Secret> {
        self.secret
            .as_deref()
            .and_then(Value::from_text)
            .map(Secret)
    }
}

fn key(game: &GameByLink) -> String {
    format!("{PREFIX}{}", game.identity())
}

/// The game `game` is a link of, if this browser keeps it.
pub fn load(game: &GameByLink) -> Option<Kept> {
    let text = storage()?.get_item(&key(game)).ok()??;
    read(&text)
}

fn read(text: &str) -> Option<Kept> {
    let kept: Kept = serde_json::from_str(text).ok()?;
    (kept.format == FORMAT && kept.version == VERSION && kept.game().is_some()).then_some(kept)
}

/// Keeps `kept` for its game (a full storage is not worth stopping play for).
pub fn store(kept: &Kept) {
    let (Some(s), Some(game)) = (storage(), kept.game()) else {
        return;
    };
    if let Ok(text) = serde_json::to_string(kept) {
        let _ = s.set_item(&key(&game), &text);
    }
}

/// Every game kept, the most recently changed first.
pub fn all() -> Vec<Kept> {
    let Some(s) = storage() else {
        return Vec::new();
    };
    let count = s.length().unwrap_or(0);
    let mut games: Vec<Kept> = (0..count)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(PREFIX))
        .filter_map(|k| s.get_item(&k).ok().flatten())
        .filter_map(|text| read(&text))
        .collect();
    games.sort_by(|a, b| b.updated.total_cmp(&a.updated));
    games
}

/// Every game kept, with its secret, as one file's text.
pub fn export() -> String {
    serde_json::to_string_pretty(&all()).unwrap_or_else(|_| "[]".into())
}

/// Keeps the games of an exported file (where this browser knows a game too, the longer of the
/// two histories, merged); how many were read, or why the file is not such an export.
pub fn import(text: &str) -> Result<usize, String> {
    let games: Vec<Kept> = serde_json::from_str(text)
        .map_err(|_| "it is not an export of games by link".to_string())?;
    let mut read = 0;
    for incoming in games {
        let Some(game) = incoming.game() else {
            continue;
        };
        let merged = match load(&game) {
            Some(kept) => {
                let Some(known) = kept.game() else { continue };
                let Ok(merged) = known.merge(&game) else {
                    continue;
                };
                Kept {
                    link: merged.to_string(),
                    seat: kept.seat.or(incoming.seat),
                    secret: kept.secret.clone().or(incoming.secret.clone()),
                    ..incoming
                }
            }
            None => incoming,
        };
        store(&merged);
        read += 1;
    }
    Ok(read)
}
