//! What the start screen's own build hands to the game's build. A first visit loads the start
//! screen alone (`src/bin/start.rs`: no table, no replay, no review); the message that leaves it
//! (a new game, a saved game resumed, a link or record opened, a file of games by link to import,
//! an invitation to play by link) is kept in the tab's storage for the game's build, which
//! starts in the same page (or after a reload) and reads it first
//! (`ui/roots/app.rs`) and sends it to the store as if the start screen there had
//! (`page/store/starting.rs` turns messages into hand-offs and back). Written and read by
//! two builds of one version a moment apart; the format is versioned all the same, so that a
//! page updated in between says so rather than guessing.

use super::pace::Pace;
use super::seats::Seat;
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
    /// A file of games by link, read by the start screen, to import.
    Import(String),
    Invite {
        setup: GameSetup,
        seats: Vec<Seat>,
    },
}

/// The first line of a kept hand-off: the format and its version.
const HEAD: &str = "kingdomino-hand-off 1";

impl HandOff {
    /// The text the tab keeps, a line each: the format and version, what leaves (`start`,
    /// `resume`, `open`, `import` or `invite`), the pace, the seats (as saves keep them, in JSON, which
    /// writes no line break), then the new table as a record with no move yet, the slot to
    /// resume or the text to open (which may run over lines). Made of what saves are made of,
    /// so that the page's build reads it with code it has: as an enum of serde's the reader
    /// cost the page's build 27 KB.
    pub fn to_text(&self) -> String {
        let none = Vec::new();
        let (to, pace, seats, text) = match self {
            HandOff::Start { setup, seats, pace } => ("start", *pace, seats, new_table(setup)),
            HandOff::Resume(slot) => ("resume", Pace::default(), &none, slot.clone()),
            HandOff::Open(text) => ("open", Pace::default(), &none, text.clone()),
            HandOff::Import(text) => ("import", Pace::default(), &none, text.clone()),
            HandOff::Invite { setup, seats } => {
                ("invite", Pace::default(), seats, new_table(setup))
            }
        };
        // Seats are plain data, which JSON always writes (no panic's message for its errors).
        let seats = serde_json::to_string(seats).unwrap_or_default();
        format!("{HEAD}\n{to}\n{}\n{seats}\n{text}", pace.name())
    }

    /// The hand-off a tab kept, or why it cannot be read (another version wrote it, or
    /// something else did). What it accepts prints back as itself.
    pub fn read(kept: &str) -> Result<HandOff, String> {
        let mut lines = kept.splitn(5, '\n');
        let mut line = |what: &str| lines.next().ok_or(format!("no {what}"));
        let head = line("format")?;
        if head != HEAD {
            return Err(format!("not a hand-off of this version: {head}"));
        }
        let to = line("destination")?;
        let pace = line("pace")?;
        let pace = Pace::ALL
            .into_iter()
            .find(|p| p.name() == pace)
            .ok_or(format!("no pace {pace}"))?;
        // Read as saves are read, through a JSON value: the page's build has that code.
        let seats = serde_json::from_str::<serde_json::Value>(line("seats")?)
            .and_then(serde_json::from_value::<Vec<Seat>>)
            .map_err(|e| e.to_string())?;
        let text = line("text")?.to_string();
        let table = |text: &str| match text.parse::<GameRecord>() {
            Ok(record) if record.actions.is_empty() => Ok(record.setup),
            Ok(_) => Err("a new table with moves".to_string()),
            Err(e) => Err(e.to_string()),
        };
        let plain = seats.is_empty() && pace == Pace::default();
        let hand_off = match to {
            "start" => HandOff::Start {
                setup: table(&text)?,
                seats,
                pace,
            },
            "invite" if pace == Pace::default() => HandOff::Invite {
                setup: table(&text)?,
                seats,
            },
            "resume" if plain => HandOff::Resume(text),
            "open" if plain => HandOff::Open(text),
            "import" if plain => HandOff::Import(text),
            _ => return Err(format!("a hand-off to {to} with these seats and pace")),
        };
        // One spelling for each hand-off: any other was not written by this page.
        if hand_off.to_text() != kept {
            return Err("a hand-off not written by this page".to_string());
        }
        Ok(hand_off)
    }
}

/// A new table as a record with no move yet.
fn new_table(setup: &GameSetup) -> String {
    let actions = Vec::new();
    let setup = *setup;
    GameRecord { setup, actions }.to_string()
}

/// Whether a record carries the table to the game's build (it reads only a playable setup).
pub(crate) fn carried(setup: &GameSetup) -> bool {
    new_table(setup).parse::<GameRecord>().is_ok()
}
