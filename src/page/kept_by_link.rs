//! A game by link as this browser keeps it: its latest link, this browser's seat at it and that
//! person's secret. Stored by the page under a key of its own (`ui/storage.rs`), exported to a
//! file and imported in another browser, so that a secret is never lost with a browser.

use serde::{Deserialize, Serialize};

use crate::by_link::{GameByLink, Secret, Value};

/// The kept game's format and version: a reader for each version ever written stays.
pub const FORMAT: &str = "kingdomino-by-link";
pub const VERSION: u32 = 1;

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
    pub fn new(game: &GameByLink, seat: Option<usize>, secret: Option<&Secret>, now: f64) -> Kept {
        Kept {
            format: FORMAT.into(),
            version: VERSION,
            link: game.to_string(),
            seat,
            secret: secret.map(|s| s.0.to_text()),
            updated: now,
        }
    }

    /// A kept game from its text, if it is one of a version this page reads.
    pub fn read(text: &str) -> Option<Kept> {
        let kept: Kept = serde_json::from_str(text).ok()?;
        (kept.format == FORMAT && kept.version == VERSION && kept.game().is_some()).then_some(kept)
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

    /// `incoming` (from an imported file) merged into this browser's copy of the same game: the
    /// longer of the two histories, this browser's seat and secret first. `None` when the two
    /// are not one game.
    pub fn merged(&self, incoming: &Kept) -> Option<Kept> {
        let merged = self.game()?.merge(&incoming.game()?).ok()?;
        Some(Kept {
            link: merged.to_string(),
            seat: self.seat.or(incoming.seat),
            secret: self.secret.clone().or(incoming.secret.clone()),
            ..incoming.clone()
        })
    }
}
