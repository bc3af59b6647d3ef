//! A replay's notes: an author's comments on moves of a replay, carried in its link
//! (`#replay=<record>&notes=<notes>`), readable without the page.
//!
//! `1~12~A_fine_claim.~30~Why_not_the_lake%3F`: the format's version (`1`), then each note's move
//! (numbered as the replay counts actions, from 1, in increasing order) and its text, all
//! separated by `~`. In a text, a space is `_`; letters, digits and `-.!,:;/?@*'$` are
//! themselves; every other character (`_`, `~`, `%`, `&`, `#`, `+`, `=`, brackets, a line break,
//! any letter outside ASCII) is its UTF-8 bytes as `%` and two upper-case hex digits. One
//! spelling: a text that reads prints back as itself, and anything else is refused with why.

use std::fmt;

use super::excerpt;
use super::number::whole;

/// The most characters a note holds.
pub const NOTE_CHARS: usize = 500;

/// The most notes a replay carries.
pub const MOST_NOTES: usize = 200;

/// The version this build writes, and the only one it reads so far.
const VERSION: &str = "1";

/// Characters a note's text writes as themselves (besides letters and digits).
const PLAIN: &str = "-.!,:;/?@*'$";

/// The notes of a replay: each move's comment, by increasing move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReplayNotes {
    notes: Vec<(u32, String)>,
}

/// Why notes are refused, in a sentence's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotesError(pub String);

impl fmt::Display for NotesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

fn refused(why: impl Into<String>) -> NotesError {
    NotesError(why.into())
}

impl ReplayNotes {
    /// The notes, by increasing move.
    pub fn notes(&self) -> &[(u32, String)] {
        &self.notes
    }

    /// The note on `at`, if there is one.
    pub fn on(&self, at: u32) -> Option<&str> {
        self.notes
            .iter()
            .find(|(m, _)| *m == at)
            .map(|(_, t)| t.as_str())
    }

    /// Writes `text` on move `at` (from 1), or takes its note away when `text` is empty. A
    /// note too long, with a character other than a line break below a space, or beyond
    /// [`MOST_NOTES`] is refused, the notes untouched.
    pub fn set(&mut self, at: u32, text: &str) -> Result<(), NotesError> {
        if at == 0 {
            return Err(refused("moves are counted from 1"));
        }
        let place = self.notes.binary_search_by_key(&at, |(m, _)| *m);
        if text.is_empty() {
            if let Ok(i) = place {
                self.notes.remove(i);
            }
            return Ok(());
        }
        check_text(text)?;
        match place {
            Ok(i) => self.notes[i].1 = text.to_string(),
            Err(_) if self.notes.len() >= MOST_NOTES => {
                return Err(refused(format!(
                    "a replay carries at most {MOST_NOTES} notes"
                )))
            }
            Err(i) => self.notes.insert(i, (at, text.to_string())),
        }
        Ok(())
    }

    /// The last move a note is on (0 without notes): a replay must have as many.
    pub fn last_move(&self) -> u32 {
        self.notes.last().map_or(0, |(m, _)| *m)
    }
}

/// Whether `text` may be a note: not too long, no control character but a line break.
fn check_text(text: &str) -> Result<(), NotesError> {
    if text.chars().count() > NOTE_CHARS {
        return Err(refused(format!(
            "a note holds at most {NOTE_CHARS} characters"
        )));
    }
    if let Some(c) = text.chars().find(|&c| c.is_control() && c != '\n') {
        return Err(refused(format!(
            "a note holds no control character ({})",
            c.escape_unicode()
        )));
    }
    Ok(())
}

impl fmt::Display for ReplayNotes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{VERSION}")?;
        for (at, text) in &self.notes {
            write!(f, "~{at}~")?;
            for c in text.chars() {
                match c {
                    ' ' => write!(f, "_")?,
                    c if c.is_ascii_alphanumeric() || PLAIN.contains(c) => write!(f, "{c}")?,
                    c => {
                        let mut bytes = [0; 4];
                        for b in c.encode_utf8(&mut bytes).bytes() {
                            write!(f, "%{b:02X}")?;
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// Reads notes as [`ReplayNotes`]'s `Display` writes them, and nothing else.
pub fn parse_notes(text: &str) -> Result<ReplayNotes, NotesError> {
    let mut parts = text.split('~');
    match parts.next() {
        Some(VERSION) => {}
        _ => {
            return Err(refused(format!(
                "{} are not notes of a version this page reads (they start with 1~)",
                excerpt(text)
            )))
        }
    }
    let mut notes = ReplayNotes::default();
    while let Some(at) = parts.next() {
        let at: u32 = whole(at)
            .filter(|&n| n > notes.last_move())
            .ok_or_else(|| {
                refused(format!(
                    "{} is not a move after the note before (moves from 1, in order)",
                    excerpt(at)
                ))
            })?;
        let written = parts
            .next()
            .ok_or_else(|| refused(format!("the note on move {at} has no text")))?;
        let text = decoded(written).ok_or_else(|| {
            refused(format!(
                "{} is not a note's text as written",
                excerpt(written)
            ))
        })?;
        if text.is_empty() {
            return Err(refused(format!("the note on move {at} has no text")));
        }
        notes.set(at, &text)?;
    }
    // No notes are written by leaving `notes` out of the link: `1` alone is not their spelling.
    if notes.notes.is_empty() {
        return Err(refused("notes without a note"));
    }
    Ok(notes)
}

/// A note's text from its written form, if written in the one spelling.
fn decoded(written: &str) -> Option<String> {
    let mut bytes = Vec::with_capacity(written.len());
    let mut rest = written.bytes();
    while let Some(b) = rest.next() {
        match b {
            b'_' => bytes.push(b' '),
            b'%' => {
                let hex = |d: u8| match d {
                    b'0'..=b'9' => Some(d - b'0'),
                    b'A'..=b'F' => Some(d - b'A' + 10),
                    _ => None,
                };
                let byte = hex(rest.next()?)? << 4 | hex(rest.next()?)?;
                // A byte written as itself, or a space, has no second spelling.
                let plain = byte.is_ascii_alphanumeric() || PLAIN.as_bytes().contains(&byte);
                if plain || byte == b' ' {
                    return None;
                }
                bytes.push(byte);
            }
            b if b.is_ascii_alphanumeric() || PLAIN.as_bytes().contains(&b) => bytes.push(b),
            _ => return None,
        }
    }
    String::from_utf8(bytes).ok()
}
