//! What the start screen's own build hands to the game's build. A first visit loads the start
//! screen alone (`src/bin/start.rs`: no table, no replay, no review); the message that leaves it
//! (a new game, a saved game resumed, a link or record opened, an invitation to play by link) is
//! kept in the tab's storage across the one reload into the game's build, which reads it first
//! (`ui::app`) and sends it to the store as if the start screen there had. Written and read by
//! two builds of one version a moment apart; the format is versioned all the same, so that a
//! page updated in between says so rather than guessing.

use serde::{Deserialize, Serialize};

use super::pace::Pace;
use super::seats::Seat;
use super::store::Msg;
use crate::notation::GameRecord;
use crate::rules::GameSetup;

/// A message that leaves the start screen.
#[derive(Clone, Debug, PartialEq)]
pub enum HandOff {
    Start {
        setup: GameSetup,
        seats: Vec<Seat>,
        pace: Pace,
    },
    Resume(String),
    Open(String),
    Invite {
        setup: GameSetup,
        seats: Vec<Seat>,
    },
}

const FORMAT: &str = "kingdomino-hand-off";
const VERSION: u32 = 1;

/// A hand-off as the tab keeps it: flat, and made of what the page's saves are made of (a
/// record for a table, seats, a pace), so that the game's build reads it with code it has: as
/// an enum of its own, serde's reader for it cost the page's build 27 KB, read through a buffer
/// of any value 50.
#[derive(Serialize, Deserialize)]
struct Kept {
    format: String,
    version: u32,
    /// What leaves: `start`, `resume`, `open` or `invite`.
    to: String,
    /// The new table as a record with no move yet, the slot to resume, or the text to open.
    text: String,
    #[serde(default)]
    seats: Vec<Seat>,
    #[serde(default)]
    pace: Pace,
}

impl HandOff {
    /// The hand-off for a message that leaves the start screen; `None` for one it handles itself
    /// (a table the rules refuse among them: a record cannot carry it, and the start screen says
    /// so as the page does).
    pub fn of(msg: &Msg) -> Option<HandOff> {
        Some(match msg {
            Msg::Start { setup, .. } | Msg::InviteByLink { setup, .. } if !carried(setup) => {
                return None
            }
            Msg::Start { setup, seats, pace } => HandOff::Start {
                setup: *setup,
                seats: seats.clone(),
                pace: *pace,
            },
            Msg::Resume(slot) => HandOff::Resume(slot.clone()),
            Msg::Open(text) => HandOff::Open(text.clone()),
            Msg::InviteByLink { setup, seats } => HandOff::Invite {
                setup: *setup,
                seats: seats.clone(),
            },
            _ => return None,
        })
    }

    /// The message, for the game's build to send.
    pub fn into_msg(self) -> Msg {
        match self {
            HandOff::Start { setup, seats, pace } => Msg::Start { setup, seats, pace },
            HandOff::Resume(slot) => Msg::Resume(slot),
            HandOff::Open(text) => Msg::Open(text),
            HandOff::Invite { setup, seats } => Msg::InviteByLink { setup, seats },
        }
    }

    /// The text the tab keeps.
    pub fn to_text(&self) -> String {
        let (to, text, seats, pace) = match self {
            HandOff::Start { setup, seats, pace } => {
                ("start", new_table(setup), seats.clone(), *pace)
            }
            HandOff::Resume(slot) => ("resume", slot.clone(), Vec::new(), Pace::default()),
            HandOff::Open(text) => ("open", text.clone(), Vec::new(), Pace::default()),
            HandOff::Invite { setup, seats } => {
                ("invite", new_table(setup), seats.clone(), Pace::default())
            }
        };
        let kept = Kept {
            format: FORMAT.to_string(),
            version: VERSION,
            to: to.to_string(),
            text,
            seats,
            pace,
        };
        serde_json::to_string(&kept).expect("a hand-off is plain data")
    }

    /// The hand-off a tab kept, or why it cannot be read (another version wrote it, or
    /// something else did).
    pub fn read(text: &str) -> Result<HandOff, String> {
        let kept: Kept = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if kept.format != FORMAT || kept.version != VERSION {
            return Err(format!("{} version {}", kept.format, kept.version));
        }
        let table = |text: &str| match text.parse::<GameRecord>() {
            Ok(record) if record.actions.is_empty() => Ok(record.setup),
            Ok(_) => Err("a new table with moves".to_string()),
            Err(e) => Err(e.to_string()),
        };
        Ok(match kept.to.as_str() {
            "start" => HandOff::Start {
                setup: table(&kept.text)?,
                seats: kept.seats,
                pace: kept.pace,
            },
            "resume" => HandOff::Resume(kept.text),
            "open" => HandOff::Open(kept.text),
            "invite" => HandOff::Invite {
                setup: table(&kept.text)?,
                seats: kept.seats,
            },
            other => return Err(format!("a hand-off to {other}")),
        })
    }
}

/// A new table as a record with no move yet.
fn new_table(setup: &GameSetup) -> String {
    let actions = Vec::new();
    let setup = *setup;
    GameRecord { setup, actions }.to_string()
}

/// Whether a record carries the table to the game's build (it reads only a playable setup).
fn carried(setup: &GameSetup) -> bool {
    new_table(setup).parse::<GameRecord>().is_ok()
}
