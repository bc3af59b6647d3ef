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
    /// longer of the two histories; this entry's own format and version; this browser's seat
    /// and secret first, else the file's if its secret is truly that seat's. `None` when the
    /// two are not one game.
    pub fn merged(&self, incoming: &Kept) -> Option<Kept> {
        let merged = self.game()?.merge(&incoming.game()?).ok()?;
        let (seat, secret) = match self.seat {
            Some(_) => (self.seat, self.secret.clone()),
            None => incoming.proven_seat(&merged),
        };
        Some(Kept {
            format: self.format.clone(),
            version: self.version,
            link: merged.to_string(),
            seat,
            secret,
            updated: self.updated.max(incoming.updated),
        })
    }

    /// This entry's seat and secret if the secret is that seat's in `game` (it yields the key
    /// the seat published), else neither: a file cannot plant a secret for a seat.
    fn proven_seat(&self, game: &GameByLink) -> (Option<usize>, Option<String>) {
        let (Some(seat), Some(secret)) = (self.seat, self.secret()) else {
            return (None, None);
        };
        let published = game
            .persons()
            .find(|&(s, _, _)| s == seat)
            .and_then(|(_, _, k)| k);
        let heads = secret.heads(game.lengths());
        let proven = published.is_some_and(|key| match key.public() {
            Some(public) => secret.public_key() == public && heads.draws == key.draws_head,
            None => heads.draws == key.draws_head,
        });
        if proven {
            (Some(seat), Some(secret.0.to_text()))
        } else {
            (None, None)
        }
    }
}

/// The largest export file read: a browser's games by link with their secrets take a few
/// kilobytes each.
pub const MAX_EXPORT_BYTES: usize = 2 * 1024 * 1024;

/// Why an export's text imports nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Larger than any export of games by link.
    TooLarge,
    /// Not a list of kept games.
    NotAnExport,
}

/// The entries an exported file's text gives, each to keep under its game: merged with what
/// this browser keeps of the same game (`kept`) and with the file's other entries of that game.
/// A file that is not a list of entries imports nothing; an entry of another format or version,
/// a link that does not check, and a seat whose secret does not yield its key are left out.
/// Nothing this browser keeps is ever made unreadable, and no secret is kept for a seat it is
/// not.
pub fn imported(
    text: &str,
    kept: impl Fn(&GameByLink) -> Option<Kept>,
) -> Result<Vec<Kept>, ImportError> {
    if text.len() > MAX_EXPORT_BYTES {
        return Err(ImportError::TooLarge);
    }
    // A list of entries of this shape, or nothing (no JSON value in between: the page's builds
    // carry no reader of any JSON).
    let entries: Vec<Kept> = serde_json::from_str(text).map_err(|_| ImportError::NotAnExport)?;
    let mut out: Vec<(String, Kept)> = Vec::new();
    for incoming in entries {
        if incoming.format != FORMAT || incoming.version != VERSION {
            continue;
        }
        let Some(game) = incoming.game() else {
            continue;
        };
        let identity = game.identity();
        let before = match out.iter().position(|(id, _)| *id == identity) {
            Some(at) => Some(out.remove(at).1),
            None => kept(&game),
        };
        let entry = match before {
            Some(before) => match before.merged(&incoming) {
                Some(merged) => merged,
                None => before,
            },
            None => {
                let (seat, secret) = incoming.proven_seat(&game);
                Kept {
                    seat,
                    secret,
                    ..Kept::new(&game, None, None, incoming.updated)
                }
            }
        };
        out.push((identity, entry));
    }
    Ok(out.into_iter().map(|(_, kept)| kept).collect())
}
