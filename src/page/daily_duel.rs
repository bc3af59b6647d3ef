//! The daily duel by link: a person who finished the deal of the day sends a link that carries
//! their game, sealed; a friend who opens it plays the same deal, and only once their own game
//! is over can the page open the seal and show both games side by side.
//!
//! **The seal.** The sender's game (its record) and their grades, in the order played, are
//! sealed with ChaCha20-Poly1305 under a key made from the day's date and the set of dominoes
//! the day deals: every domino a finished game of that day has had claimed, which a game only
//! knows once its last line is out. Nothing of the sender's game (score, grades, kingdom) can be
//! read from the link by eye, by a chat's preview, or by the page before the friend's game is
//! over. What a determined reader could see, said plainly: the day's deal follows from its date
//! (`crate::daily`), so someone who runs this project's code for that date can compute the key
//! and open the seal without playing; the seal's length says roughly how long the record is.
//! There is no server to keep a secret, so the seal keeps the surprise, not a secret.
//!
//! **What is checked on opening.** The record must be a finished game of the same day's deal,
//! every action legal (the rules replay it, so its scores and kingdoms are the rules' own, not
//! what the sender claims), and its grades as many as the sender's decisions. The grades are
//! the sender's page's review; the reader cannot check them without reviewing again.
//!
//! **Its text**: `1.` (the format's version), then URL-safe base64 without padding of the
//! 12-byte nonce and the sealed bytes. The nonce is the key's and the text's own hash, so that
//! one game seals to one text (one spelling). Inside the seal: the grades as digits (`0` best to
//! `4` blunder), `~`, and the record. In a link: `#daily=2026-11-29&duel=1.<sealed>`.

use std::fmt;

use chacha20poly1305::aead::{Aead, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, KeyInit, Nonce};
use sha2::{Digest, Sha256};

use crate::by_link::base64url;
use crate::daily::DailyDate;
use crate::notation::GameRecord;
use crate::review::{decisions, Grade};
use crate::rules::{Action, DominoBox, Game, PlayerId};

/// The format's version: the first characters of every sealed text this code writes.
const VERSION: &str = "1.";
const NONCE_BYTES: usize = 12;
/// The seat the person plays in the deal of the day (`DailyDate::setup`).
pub const PERSON: PlayerId = PlayerId(0);
/// The most characters a sealed text may have: a daily game's record and grades are a few
/// hundred; anything far longer is not one.
const LONGEST: usize = 8_000;

/// One person's finished game of the deal of the day and their grades, in the order played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Duel {
    pub record: GameRecord,
    pub grades: Vec<Grade>,
}

/// Why a duel cannot be sealed or opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DuelError {
    /// The game is not the deal of the day.
    NotDaily,
    /// The game is not over: its key cannot be made yet.
    NotOver,
    /// The grades are not one a decision of the person's.
    GradesMismatch { grades: usize, decisions: usize },
    /// The text is not a sealed duel this version writes.
    Malformed,
    /// The seal does not open with this game's key: another day's duel, or an edited text.
    WrongSeal,
    /// Opened, but what it holds is not a finished game of this day with its grades.
    BadContent(String),
}

impl fmt::Display for DuelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DuelError::NotDaily => write!(f, "the game is not a deal of the day"),
            DuelError::NotOver => write!(f, "the game is not over yet"),
            DuelError::GradesMismatch { grades, decisions } => write!(
                f,
                "{grades} grades for {decisions} decisions of the person's"
            ),
            DuelError::Malformed => write!(f, "the duel's text is not one this version writes"),
            DuelError::WrongSeal => {
                write!(
                    f,
                    "the duel does not open: it is of another day, or was changed"
                )
            }
            DuelError::BadContent(why) => write!(f, "the duel's game does not stand: {why}"),
        }
    }
}

impl std::error::Error for DuelError {}

/// The day and the key a finished game of the deal of the day seals and opens duels with.
fn day_key(game: &Game) -> Result<(DailyDate, [u8; 32]), DuelError> {
    let date = DailyDate::of_setup(game.table().setup()).ok_or(DuelError::NotDaily)?;
    if !game.table().is_over() {
        return Err(DuelError::NotOver);
    }
    let mut dealt: Vec<(u8, u8)> = game
        .history()
        .iter()
        .filter_map(|action| match action {
            Action::Claim(id) => Some((box_code(id.domino_box), id.number)),
            _ => None,
        })
        .collect();
    crate::short_sort::sort_by(&mut dealt, |a, b| a.cmp(b));
    let mut hash = Sha256::new();
    hash.update(b"kingdomino daily duel 1\n");
    hash.update(date.to_string().as_bytes());
    for (domino_box, number) in dealt {
        hash.update([domino_box, number]);
    }
    Ok((date, hash.finalize().into()))
}

fn box_code(domino_box: DominoBox) -> u8 {
    match domino_box {
        DominoBox::Kingdomino => 0,
        DominoBox::Queendomino => 1,
        DominoBox::Giants => 2,
    }
}

/// The person's decisions in a game: how many grades its duel carries.
fn persons_decisions(game: &Game) -> usize {
    decisions(game)
        .iter()
        .filter(|d| d.view.viewer == Some(PERSON))
        .count()
}

/// The grades of a reviewed game's person, in the order played.
pub fn persons_grades(review: &crate::review::GameReview) -> Vec<Grade> {
    review
        .moves
        .iter()
        .filter(|m| m.seat == PERSON)
        .map(|m| m.grade())
        .collect()
}

/// The sealed text of `duel`: its game must be a finished deal of the day, with a grade for
/// each of the person's decisions.
pub fn seal(duel: &Duel) -> Result<String, DuelError> {
    let game = duel
        .record
        .replay()
        .map_err(|e| DuelError::BadContent(e.to_string()))?;
    let (_, key) = day_key(&game)?;
    let decisions = persons_decisions(&game);
    if duel.grades.len() != decisions {
        return Err(DuelError::GradesMismatch {
            grades: duel.grades.len(),
            decisions,
        });
    }
    let digits: String = duel
        .grades
        .iter()
        .map(|&g| char::from(b'0' + g as u8))
        .collect();
    let plain = format!("{digits}~{}", duel.record);
    let nonce: [u8; NONCE_BYTES] = {
        let hash = Sha256::new()
            .chain_update(key)
            .chain_update(plain.as_bytes())
            .finalize();
        hash[..NONCE_BYTES].try_into().expect("a hash is longer")
    };
    let sealed = cipher(&key)
        .encrypt(Nonce::from_slice(&nonce), payload(plain.as_bytes()))
        .map_err(|_| DuelError::Malformed)?;
    Ok(format!(
        "{VERSION}{}",
        base64url::encode(&[&nonce[..], &sealed[..]].concat())
    ))
}

fn cipher(key: &[u8; 32]) -> ChaCha20Poly1305 {
    ChaCha20Poly1305::new(Key::from_slice(key))
}

/// The format's version travels as associated data: a text relabelled as another version
/// does not open.
fn payload(msg: &[u8]) -> Payload<'_, '_> {
    Payload {
        msg,
        aad: VERSION.as_bytes(),
    }
}

/// The duel `text` seals, opened by the friend's finished `game` of the same day's deal.
pub fn open(text: &str, game: &Game) -> Result<Duel, DuelError> {
    let bytes = text
        .strip_prefix(VERSION)
        .filter(|rest| rest.len() <= LONGEST)
        .and_then(base64url::decode)
        .filter(|b| b.len() > NONCE_BYTES)
        .ok_or(DuelError::Malformed)?;
    let (date, key) = day_key(game)?;
    let (nonce, sealed) = bytes.split_at(NONCE_BYTES);
    let plain = cipher(&key)
        .decrypt(Nonce::from_slice(nonce), payload(sealed))
        .map_err(|_| DuelError::WrongSeal)?;
    let bad = |why: &str| DuelError::BadContent(why.to_string());
    let plain = String::from_utf8(plain).map_err(|_| bad("it is not text"))?;
    let (digits, record) = plain.split_once('~').ok_or_else(|| bad("no record"))?;
    let grades = digits
        .bytes()
        .map(|b| Grade::ALL.get(usize::from(b.wrapping_sub(b'0'))).copied())
        .collect::<Option<Vec<Grade>>>()
        .ok_or_else(|| bad("a grade is not a digit from 0 to 4"))?;
    let record: GameRecord = record
        .parse()
        .map_err(|e: crate::notation::RecordError| DuelError::BadContent(e.to_string()))?;
    let theirs = record
        .replay()
        .map_err(|e| DuelError::BadContent(e.to_string()))?;
    match day_key(&theirs) {
        Ok((day, _)) if day == date => {}
        Ok(_) | Err(DuelError::NotDaily) => return Err(bad("it is not this day's deal")),
        Err(_) => return Err(bad("its game is not over")),
    }
    let decisions = persons_decisions(&theirs);
    if grades.len() != decisions {
        return Err(DuelError::GradesMismatch {
            grades: grades.len(),
            decisions,
        });
    }
    let duel = Duel { record, grades };
    // One spelling: only the text this duel seals to opens.
    match seal(&duel) {
        Ok(again) if again == text => Ok(duel),
        _ => Err(DuelError::Malformed),
    }
}

/// The grades as coloured squares, in order, for the text to share: green the best, blue good,
/// yellow an inaccuracy, orange a mistake, red a blunder.
pub fn grade_squares(grades: &[Grade]) -> String {
    grades
        .iter()
        .map(|g| match g {
            Grade::Best => '\u{1F7E9}',
            Grade::Good => '\u{1F7E6}',
            Grade::Inaccuracy => '\u{1F7E8}',
            Grade::Mistake => '\u{1F7E7}',
            Grade::Blunder => '\u{1F7E5}',
        })
        .collect()
}

/// The two games of a duel side by side: each person's points and largest territory, and who
/// won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DuelResult {
    pub sender: Side,
    pub friend: Side,
    pub winner: Option<Who>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Side {
    pub points: u32,
    pub largest_territory: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    Sender,
    Friend,
}

impl Side {
    /// The person's result in a finished game of the deal of the day.
    pub fn of(game: &Game) -> Side {
        let table = game.table();
        let standing = *table.outcome().of(table.kingdom_of(PERSON));
        Side {
            points: standing.total,
            largest_territory: standing.largest_territory,
        }
    }
}

/// Who won the duel: more points, then (as the rules break a tie) the larger largest territory;
/// `None` when both are equal, a shared win.
pub fn result(sender: &Game, friend: &Game) -> DuelResult {
    let (s, f) = (Side::of(sender), Side::of(friend));
    let key = |side: Side| (side.points, side.largest_territory);
    let winner = match key(s).cmp(&key(f)) {
        std::cmp::Ordering::Greater => Some(Who::Sender),
        std::cmp::Ordering::Less => Some(Who::Friend),
        std::cmp::Ordering::Equal => None,
    };
    DuelResult {
        sender: s,
        friend: f,
        winner,
    }
}

/// The link's text after `#` that challenges a friend to the same day's deal.
pub fn duel_link(date: DailyDate, sealed: &str) -> String {
    format!("daily={date}&duel={sealed}")
}
