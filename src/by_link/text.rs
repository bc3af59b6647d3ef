//! A game by link as the part of an address after `#`:
//! `play=<record>&v=3&seats=<seat>.<seat>...&keys=<key>.<key>...`
//!
//! - `play`: the game record (`docs/notation.md`); its seed is the game's number, which deals
//!   nothing;
//! - `v`: this format's version, 3 (versions 1 and 2 are read for ever; 3 binds the inviter's key
//!   to the invitation);
//! - `seats`: per seat, `@` and a person's name (percent-encoded UTF-8), or a computer level
//!   (`random`, `greedy`, `hard`, `expert`);
//! - `keys`: per seat, `-` for a computer, `?` for a person who has not joined, else what they
//!   published. Versions 2 and 3: their public key (43 characters) and the head of their chain for
//!   draws (22), then `:<k>:<value>:<moves>` once they revealed draw `k` (`moves`: how many moves
//!   their signature covers), then `:<signature>` (86). Version 1: the heads of their two chains
//!   (44 characters), then `:<k>:<value>` once they revealed draw `k`, then `:<value>`, the proof
//!   of their latest turn, once they have played.
//!
//! One spelling: what reads prints back as itself.

use std::fmt;

use super::chain::Value;
use super::game_by_link::{GameByLink, Proof, Published, Refusal, Seat, Version};
use super::identity::{PublicKey, Signature, PUBLIC_KEY_CHARS};
use super::name_chars::is_refused_in_a_name;
use super::name_fold::lower;
use crate::ai::Level;
use crate::notation::GameRecord;

/// The version this program writes; readers of every version are kept.
pub const VERSION: Version = Version::Three;

/// The longest name a seat may have, in characters.
pub const MAX_NAME: usize = 24;

impl GameByLink {
    /// The `seats=` part: who sits where, as the link writes it (and the invitation hashes it).
    pub(super) fn seats_text(&self) -> String {
        let seats: Vec<String> = self
            .seats
            .iter()
            .map(|s| match s {
                Seat::Person { name, .. } => format!("@{}", encode_name(name)),
                Seat::Computer(level) => level.name().to_string(),
            })
            .collect();
        seats.join(".")
    }
}

impl fmt::Display for GameByLink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let keys: Vec<String> = self
            .seats
            .iter()
            .map(|s| match s {
                Seat::Computer(_) => "-".to_string(),
                Seat::Person { key: None, .. } => "?".to_string(),
                Seat::Person { key: Some(k), .. } => key_text(k),
            })
            .collect();
        let version = match self.version {
            Version::One => 1,
            Version::Two => 2,
            Version::Three => 3,
        };
        write!(
            f,
            "play={}&v={version}&seats={}&keys={}",
            self.record,
            self.seats_text(),
            keys.join(".")
        )
    }
}

fn key_text(key: &Published) -> String {
    let reveal = key
        .draws
        .map(|(k, value)| format!(":{k}:{}", value.to_text()));
    match key.proof {
        Proof::Turns { head, latest } => {
            let mut text = format!("{}{}", key.draws_head.to_text(), head.to_text());
            if let Some(reveal) = reveal {
                text.push_str(&reveal);
                if let Some(turn) = latest {
                    text.push(':');
                    text.push_str(&turn.to_text());
                }
            }
            text
        }
        Proof::Signed {
            public,
            moves,
            signature,
        } => {
            let mut text = format!("{}{}", public.to_text(), key.draws_head.to_text());
            if let Some(reveal) = reveal {
                text.push_str(&format!("{reveal}:{moves}"));
            }
            text.push(':');
            text.push_str(&signature.to_text());
            text
        }
    }
}

/// A name as the link writes it: letters and digits of ASCII as they are, every other byte of
/// its UTF-8 as `%XX`.
pub fn encode_name(name: &str) -> String {
    let mut out = String::new();
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || b == b'-' || b == b'_' || b == b'~' {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn decode_name(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// Whether a name can sit at a table: not empty, not too long, no character that shows nothing
/// or could make it read as another name: no control, format (a bidirectional override, a
/// zero-width space or joiner, an interlinear annotation), line or paragraph separator,
/// private-use or unassigned code point (`name_chars.rs`), nor a filler that shows as nothing.
pub fn name_is_valid(name: &str) -> bool {
    name_was_valid(name)
        && !name
            .chars()
            .any(|c| is_invisible(c) || is_refused_in_a_name(c))
}

/// A name as two names are compared: letters case-folded (lower case), so that no table seats
/// "Bob" beside "BOB" or "bob".
fn folded(name: &str) -> String {
    name.chars().map(lower).collect()
}

impl GameByLink {
    /// The first two seats (from 0) whose persons' names read alike, if any.
    pub fn names_alike(&self) -> Option<(usize, usize)> {
        let folded: Vec<(usize, String)> = self
            .persons()
            .map(|(seat, name, _)| (seat, folded(name)))
            .collect();
        folded.iter().enumerate().find_map(|(i, (a, name))| {
            folded[i + 1..]
                .iter()
                .find(|(_, other)| other == name)
                .map(|&(b, _)| (*a, b))
        })
    }
}

/// Version 1's names: not empty, not too long, no control characters.
fn name_was_valid(name: &str) -> bool {
    let count = name.chars().count();
    count > 0 && count <= MAX_NAME && !name.chars().any(char::is_control) && name.trim() == name
}

/// Format characters that change how text around them reads, or show nothing: Unicode's
/// bidirectional marks, embeddings, overrides and isolates, zero-width spaces and joiners, word
/// joiners and invisible operators, the byte order mark, variation selectors and tags.
fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
        | '\u{FFA0}' | '\u{FFF0}'..='\u{FFF8}' | '\u{E0000}'..='\u{E0FFF}')
}

fn malformed(why: impl Into<String>) -> Refusal {
    Refusal::Malformed(why.into())
}

fn read_key(text: &str, seat: usize, version: Version) -> Result<Published, Refusal> {
    let bad = || malformed(format!("seat {}'s key is not written as a key", seat + 1));
    let parts: Vec<&str> = text.split(':').collect();
    let reveal = |k: &str, value: &str| -> Result<Option<(usize, Value)>, Refusal> {
        let k: usize = k.parse().ok().ok_or_else(bad)?;
        Ok(Some((k, Value::from_text(value).ok_or_else(bad)?)))
    };
    // Cut where a character may not end: `get` refuses, where slicing would panic.
    let published = |split: usize| match (parts[0].get(..split), parts[0].get(split..)) {
        (Some(a), Some(b)) => Ok((a, b)),
        _ => Err(bad()),
    };
    match version {
        Version::One => {
            let (head, turns) = published(22)?;
            let (draws, latest) = match parts[1..] {
                [] => (None, None),
                [k, value] => (reveal(k, value)?, None),
                [k, value, turn] => (
                    reveal(k, value)?,
                    Some(Value::from_text(turn).ok_or_else(bad)?),
                ),
                _ => return Err(bad()),
            };
            Ok(Published {
                draws_head: Value::from_text(head).ok_or_else(bad)?,
                draws,
                proof: Proof::Turns {
                    head: Value::from_text(turns).ok_or_else(bad)?,
                    latest,
                },
            })
        }
        Version::Two | Version::Three => {
            let (public, head) = published(PUBLIC_KEY_CHARS)?;
            let (draws, moves, signature) = match parts[1..] {
                [signature] => (None, 0, signature),
                [k, value, moves, signature] => (
                    reveal(k, value)?,
                    moves
                        .parse()
                        .ok()
                        .filter(|&m: &usize| m.to_string() == moves)
                        .ok_or_else(bad)?,
                    signature,
                ),
                _ => return Err(bad()),
            };
            let public = PublicKey::from_text(public).ok_or_else(bad)?;
            if let Some(fault) = public.fault() {
                return Err(Refusal::BadKey { seat, fault });
            }
            Ok(Published {
                draws_head: Value::from_text(head).ok_or_else(bad)?,
                draws,
                proof: Proof::Signed {
                    public,
                    moves,
                    signature: Signature::from_text(signature).ok_or_else(bad)?,
                },
            })
        }
    }
}

/// Where the `play=` parameter starts in an address or fragment (not `replay=`).
fn play_parameter(text: &str) -> Option<usize> {
    text.match_indices("play=")
        .map(|(at, _)| at)
        .find(|&at| at == 0 || matches!(text.as_bytes()[at - 1], b'#' | b'&'))
}

/// Whether `text` (an address, a fragment or what follows `#`) opens a game by link.
pub fn is_game_by_link(text: &str) -> bool {
    play_parameter(text.trim()).is_some()
}

impl GameByLink {
    /// Reads a game by link from its address, or the part after `#`, or from `play=` on,
    /// checking everything but the computer seats' moves (see [`GameByLink::replay`]).
    pub fn parse_link(text: &str) -> Result<GameByLink, Refusal> {
        let game = GameByLink::parse_unchecked(text)?;
        game.check_moves()?;
        Ok(game)
    }

    /// Reads a game by link's text without checking its deal or moves: only to find which
    /// game a refused link names.
    pub fn parse_unchecked(text: &str) -> Result<GameByLink, Refusal> {
        let fragment = match play_parameter(text) {
            Some(at) => &text[at..],
            None => return Err(malformed("it has no game (play=)")),
        };
        let pairs: Vec<(&str, &str)> = fragment
            .trim()
            .split('&')
            .map(|p| p.split_once('=').unwrap_or((p, "")))
            .collect();
        GameByLink::read(&pairs)
    }

    /// Reads the parameters of a `play=` link (already split at `&` and `=`).
    pub fn read(pairs: &[(&str, &str)]) -> Result<GameByLink, Refusal> {
        let param = |key: &str| pairs.iter().find(|(k, _)| *k == key).map(|(_, v)| *v);
        let record: GameRecord = param("play")
            .ok_or_else(|| malformed("it has no game"))?
            .parse()
            .map_err(|e| malformed(format!("{e}")))?;
        let version = match param("v") {
            Some("1") => Version::One,
            Some("2") => Version::Two,
            Some("3") => Version::Three,
            Some(v) => {
                return Err(malformed(format!(
                    "it is of version {}, which this version does not know yet",
                    crate::notation::excerpt(v)
                )))
            }
            None => return Err(malformed("it has no version (v=3)")),
        };
        let seats_text = param("seats").ok_or_else(|| malformed("it names no seats"))?;
        let keys_text = param("keys").ok_or_else(|| malformed("it has no keys"))?;
        let seat_texts: Vec<&str> = seats_text.split('.').collect();
        let key_texts: Vec<&str> = keys_text.split('.').collect();
        let players = usize::from(record.setup.players);
        if seat_texts.len() != players || key_texts.len() != players {
            return Err(malformed(format!(
                "a {players}-player game needs {players} seats and keys"
            )));
        }
        let mut seats = Vec::with_capacity(players);
        for (i, (seat, key)) in seat_texts.iter().zip(&key_texts).enumerate() {
            let seat = if let Some(name) = seat.strip_prefix('@') {
                let name = decode_name(name)
                    .filter(|n| match version {
                        Version::One => name_was_valid(n),
                        _ => name_is_valid(n),
                    })
                    .ok_or_else(|| malformed(format!("seat {}'s name is not a name", i + 1)))?;
                let key = match *key {
                    "?" => None,
                    text => Some(read_key(text, i, version)?),
                };
                Seat::Person { name, key }
            } else {
                let level: Level = seat.parse().ok().ok_or_else(|| {
                    malformed(format!(
                        "seat {} is neither a person nor a computer level",
                        i + 1
                    ))
                })?;
                if *key != "-" {
                    return Err(malformed(format!(
                        "seat {} is a computer: its key is -",
                        i + 1
                    )));
                }
                Seat::Computer(level)
            };
            seats.push(seat);
        }
        if !seats.iter().any(|s| matches!(s, Seat::Person { .. })) {
            return Err(malformed("nobody plays it"));
        }
        let game = GameByLink {
            version,
            record,
            seats,
        };
        if let Some((a, b)) = game.names_alike().filter(|_| version >= Version::Two) {
            return Err(malformed(format!(
                "seats {} and {} have names that read alike",
                a + 1,
                b + 1
            )));
        }
        let written = game.to_string();
        let given: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}={v}")).collect();
        if given.join("&") != written {
            return Err(malformed(
                "it is not written as this version writes it: a link has one spelling",
            ));
        }
        Ok(game)
    }
}
