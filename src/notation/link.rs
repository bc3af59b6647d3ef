//! Shareable links: what the part of the page address after `#` says to open.
//!
//! - `#game=<record>[&seats=human,expert,...]`: a game at the point the record reaches, to play on;
//! - `#replay=<record>[&review]`: the same game in the replay viewer (`review`: with the
//!   Expert's review started);
//! - `#kingdom=<kingdom>[&size=7][&bonus=h|m|hm][&v=2][&coins=N][&queen]`: a read-only board with
//!   its score breakdown (Queendomino when it shows buildings or knights, or names coins or the
//!   Queen); `v` is the edition of the rulings (see [`Edition`]); a link without it was written
//!   by the first edition and is scored by it; `quests=ID,ID` scores two Age of Giants quests
//!   (giants are marked in the kingdom: `M3g`);
//! - `#puzzle=<kingdom>&domino=<n>[&size=7][&bonus=...]`: where would you place this domino?
//! - `#puzzle=<record>`: a whole position, the one the record reaches: what would you do, as
//!   the seat to move? (`crate::page::practice`; a puzzle of the deck "To practise");
//! - `#daily=YYYY-MM-DD`: the deal of the day of that date (`crate::daily`);
//! - `#learn`: the guided first game (`crate::page::lesson`).

use std::fmt;

use super::number::whole;
use super::{excerpt, quoted_char};
use super::{parse_kingdom, GameRecord, ParsedKingdom, RecordError};
use crate::ai::Level;
use crate::daily::DailyDate;
use crate::rules::queendomino::score_kingdom;
use crate::rules::{Bonuses, DominoId, Edition, Estate, Kingdom, Quest, Score};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    Game {
        record: GameRecord,
        /// Per seat, `human` or a computer level's name, as written in the link.
        seats: Option<Vec<String>>,
    },
    Replay {
        record: GameRecord,
        /// The Expert's review is asked for, started as the replay opens (`&review`).
        review: bool,
    },
    Kingdom {
        board: Board,
    },
    Puzzle {
        board: Board,
        domino: DominoId,
    },
    /// The decision the seat to move faces where `record` ends, as a puzzle: the kingdoms as
    /// they stood, the lines, and the choice (a claim, a placement, a Queendomino action).
    Position {
        record: GameRecord,
    },
    /// The deal of the day of a date (`daily=2026-11-25`).
    Daily {
        date: DailyDate,
    },
    /// The guided first game (`learn`).
    Lesson,
}

/// A kingdom from a link, with the size and bonuses to score it by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub text: String,
    pub kingdom: ParsedKingdom,
    pub size: u8,
    pub bonuses: Bonuses,
    /// Queendomino: coins left (`coins=N`) and whether the kingdom hosts the Queen (`queen`).
    pub coins: u32,
    pub queen: bool,
}

impl Board {
    /// Scored as Queendomino: it shows buildings or knights, or names coins or the Queen.
    pub fn is_queendomino(&self) -> bool {
        !self.kingdom.buildings.is_empty()
            || !self.kingdom.knights.is_empty()
            || self.coins > 0
            || self.queen
    }

    /// The Queendomino estate the board shows, if it is scored as Queendomino.
    pub fn estate(&self) -> Option<Estate> {
        self.is_queendomino()
            .then(|| self.kingdom.estate(self.coins))
    }

    /// The score of `kingdom`, the board's kingdom held to its size, as the board's link asks.
    pub fn score(&self, kingdom: &Kingdom) -> Score {
        match self.estate() {
            Some(e) => score_kingdom(kingdom, &e, self.queen, self.bonuses),
            None => kingdom.score(self.bonuses),
        }
    }
}

/// Why a link cannot be opened; the message is one line for the reader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The link's shape or one of its parameters is wrong: why.
    Malformed(String),
    /// Its game record cannot be read, or does not replay.
    Record(RecordError),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Malformed(why) => write!(f, "This link cannot be opened: {why}."),
            LinkError::Record(e @ RecordError::Refused { .. }) => write!(
                f,
                "This link cannot be opened: the game record does not replay ({e})."
            ),
            LinkError::Record(e) => write!(
                f,
                "This link cannot be opened: the game record is not valid ({e})."
            ),
        }
    }
}

impl std::error::Error for LinkError {}

fn param<'a>(pairs: &'a [(&'a str, &'a str)], key: &str) -> Option<&'a str> {
    pairs.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
}

fn board(text: &str, pairs: &[(&str, &str)]) -> Result<Board, LinkError> {
    let size = match param(pairs, "size") {
        None | Some("5") => 5,
        Some("7") => 7,
        Some(other) => {
            return Err(LinkError::Malformed(format!(
                "size is 5 or 7, not {}",
                excerpt(other)
            )))
        }
    };
    let bonus = param(pairs, "bonus").unwrap_or("");
    if let Some(c) = bonus.chars().find(|c| !matches!(c, 'h' | 'm')) {
        return Err(LinkError::Malformed(format!(
            "unknown bonus letter {} (h for Harmony, m for Middle Kingdom)",
            quoted_char(c)
        )));
    }
    let kingdom = parse_kingdom(text)
        .map_err(|e| LinkError::Malformed(format!("the kingdom is not valid ({e})")))?;
    kingdom
        .clone()
        .into_kingdom(size)
        .map_err(|e| LinkError::Malformed(format!("the kingdom is not valid ({e})")))?;
    let edition = match param(pairs, "v") {
        None => Edition::First,
        Some(n) => n
            .parse()
            .ok()
            .and_then(Edition::from_number)
            .ok_or_else(|| {
                LinkError::Malformed(format!(
                    "v is the rules edition, 1 or 2, not {}",
                    excerpt(n)
                ))
            })?,
    };
    let mut quests = [None, None];
    if let Some(ids) = param(pairs, "quests") {
        let ids: Vec<&str> = ids.split(',').collect();
        if ids.len() != 2 {
            return Err(LinkError::Malformed(format!(
                "quests names two quests, not {}",
                ids.len()
            )));
        }
        for (slot, id) in quests.iter_mut().zip(&ids) {
            *slot =
                Some(Quest::from_id(id).ok_or_else(|| {
                    LinkError::Malformed(format!("unknown quest {}", excerpt(id)))
                })?);
        }
        if quests[0] == quests[1] {
            return Err(LinkError::Malformed("the two quests must differ".into()));
        }
        if !bonus.is_empty() {
            return Err(LinkError::Malformed(
                "with quests, Harmony and the Middle Kingdom are quests: no bonus beside them"
                    .into(),
            ));
        }
    }
    let coins = match param(pairs, "coins") {
        None => 0,
        Some(n) => whole(n).ok_or_else(|| {
            LinkError::Malformed(format!("coins is a whole number, not {}", excerpt(n)))
        })?,
    };
    Ok(Board {
        text: text.to_string(),
        kingdom,
        size,
        coins,
        queen: pairs.iter().any(|(k, _)| *k == "queen"),
        bonuses: Bonuses {
            harmony: bonus.contains('h'),
            middle_kingdom: bonus.contains('m'),
            edition,
            quests,
        },
    })
}

/// The parameters of a fragment, split at `&` and at each one's first `=`.
fn pairs_of(fragment: &str) -> Vec<(&str, &str)> {
    fragment
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| p.split_once('=').unwrap_or((p, "")))
        .collect()
}

/// A kingdom or a puzzle, if the parameters name one (a game or a replay named beside it wins).
fn board_link(pairs: &[(&str, &str)]) -> Option<Result<Link, LinkError>> {
    if let Some(text) = param(pairs, "kingdom") {
        return Some(board(text, pairs).map(|board| Link::Kingdom { board }));
    }
    let text = param(pairs, "puzzle")?;
    Some(puzzle(text, pairs))
}

fn puzzle(text: &str, pairs: &[(&str, &str)]) -> Result<Link, LinkError> {
    let number = param(pairs, "domino")
        .ok_or_else(|| LinkError::Malformed("a puzzle needs a domino".into()))?;
    let domino = DominoId::parse(number).ok_or_else(|| {
        LinkError::Malformed(format!(
            "{} is not a domino: 1 to 48, A to F or 49 to 54",
            excerpt(number)
        ))
    })?;
    Ok(Link::Puzzle {
        board: board(text, pairs)?,
        domino,
    })
}

/// The record of a puzzle of a game's position, if the parameters name one: a puzzle that names
/// no domino, whose text is a game record. Apart from [`board_link`], so that the embeds' build,
/// which reads boards alone, carries no record reader.
fn position_puzzle<'a>(pairs: &'a [(&'a str, &'a str)]) -> Option<&'a str> {
    let text = param(pairs, "puzzle")?;
    (param(pairs, "domino").is_none() && GameRecord::has_tag(text)).then_some(text)
}

/// A whole position as a puzzle: the record alone (one spelling), reaching a decision.
fn position(text: &str, pairs: &[(&str, &str)]) -> Result<Link, LinkError> {
    if let Some((other, _)) = pairs.iter().find(|(k, _)| *k != "puzzle") {
        return Err(LinkError::Malformed(format!(
            "a puzzle of a game's position takes nothing beside it, not {}",
            excerpt(other)
        )));
    }
    let record: GameRecord = text.parse().map_err(LinkError::Record)?;
    let game = record.replay().map_err(LinkError::Record)?;
    if game.table().to_move().is_none() {
        return Err(LinkError::Malformed(
            "its game is over: there is no decision left to make".into(),
        ));
    }
    Ok(Link::Position { record })
}

/// Whether a fragment opens a kingdom or a puzzle of a kingdom and a domino, and nothing else:
/// it names `kingdom`, or `puzzle` with a `domino`, and no game, replay or game by link
/// (`game`, `replay`, `play`); a puzzle of a game's position is the page's. Such a link, embedded,
/// is drawn by the embeds' own build (`src/bin/embed.rs`), which reads it with
/// [`parse_board_link`]; `web/loader.js` makes the same test to choose that build.
pub fn is_board_link(fragment: &str) -> bool {
    let pairs = pairs_of(fragment.trim_start_matches('#'));
    let named = |key: &str| pairs.iter().any(|(k, _)| *k == key);
    let board = named("kingdom") || (named("puzzle") && named("domino"));
    board && !["game", "replay", "play"].into_iter().any(named)
}

/// Whether a text (a link, its fragment, or the part after `#`) opens a puzzle of a game's
/// position: the page's build holds its screens, and the game's lighter build hands it over;
/// `web/loader.js` makes the same test to choose that build.
pub fn is_position_puzzle(text: &str) -> bool {
    let text = text.trim();
    let fragment = text.split_once('#').map_or(text, |(_, f)| f);
    position_puzzle(&pairs_of(fragment)).is_some()
}

/// Whether a fragment opens a replay to watch: it names `replay` and no game or game by link
/// (`game`, `play`), which [`parse_link`] would open first, nor the review (`review`), which
/// only the page's build holds. Such a link, embedded, is drawn by the embedded replays' build
/// (the replay's position over the replay viewer's store alone); `web/loader.js` makes the
/// same test.
pub fn is_replay_link(fragment: &str) -> bool {
    let pairs = pairs_of(fragment.trim_start_matches('#'));
    let named = |key: &str| pairs.iter().any(|(k, _)| *k == key);
    named("replay") && !["game", "play", "review"].into_iter().any(named)
}

/// Reads a kingdom or puzzle link's fragment as [`parse_link`] does, without the game records'
/// reader: `Ok(None)` when it is not [`is_board_link`].
pub fn parse_board_link(fragment: &str) -> Result<Option<Link>, LinkError> {
    let fragment = fragment.trim_start_matches('#');
    if !is_board_link(fragment) {
        return Ok(None);
    }
    board_link(&pairs_of(fragment)).transpose()
}

/// Reads a replay link's fragment as [`parse_link`] does, without the other links' readers:
/// `Ok(None)` when it is not [`is_replay_link`].
pub fn parse_replay_link(fragment: &str) -> Result<Option<Link>, LinkError> {
    let fragment = fragment.trim_start_matches('#');
    if !is_replay_link(fragment) {
        return Ok(None);
    }
    let pairs = pairs_of(fragment);
    param(&pairs, "replay")
        .map(|text| replay(text, &pairs))
        .transpose()
}

/// A game record that replays, from a link.
fn record(text: &str) -> Result<GameRecord, LinkError> {
    let record: GameRecord = text.parse().map_err(LinkError::Record)?;
    record.replay().map_err(LinkError::Record)?;
    Ok(record)
}

/// A replay of the record `text`, with the review if the parameters ask for it.
fn replay(text: &str, pairs: &[(&str, &str)]) -> Result<Link, LinkError> {
    let review = match param(pairs, "review") {
        None => false,
        Some("") => true,
        Some(other) => {
            return Err(LinkError::Malformed(format!(
                "review takes no value, not {}",
                excerpt(other)
            )))
        }
    };
    Ok(Link::Replay {
        record: record(text)?,
        review,
    })
}

/// Reads a link's fragment (without the `#`). An empty fragment opens nothing: `Ok(None)`.
pub fn parse_link(fragment: &str) -> Result<Option<Link>, LinkError> {
    let fragment = fragment.trim_start_matches('#');
    if fragment.is_empty() {
        return Ok(None);
    }
    let pairs = pairs_of(fragment);
    let link = if let Some(text) = param(&pairs, "game") {
        let seats =
            param(&pairs, "seats").map(|s| s.split(',').map(str::to_string).collect::<Vec<_>>());
        let record = record(text)?;
        if let Some(seats) = &seats {
            if let Some(bad) = seats
                .iter()
                .find(|s| *s != "human" && s.parse::<Level>().is_err())
            {
                return Err(LinkError::Malformed(format!(
                    "seat {} is not human, random, greedy, hard or expert",
                    excerpt(bad)
                )));
            }
            if seats.len() != record.setup.players as usize {
                return Err(LinkError::Malformed(format!(
                    "it names {} seats for a {}-player game",
                    seats.len(),
                    record.setup.players
                )));
            }
        }
        Link::Game { record, seats }
    } else if let Some(text) = param(&pairs, "replay") {
        replay(text, &pairs)?
    } else if let Some(text) = position_puzzle(&pairs) {
        position(text, &pairs)?
    } else if let Some(board) = board_link(&pairs) {
        board?
    } else if let Some(text) = param(&pairs, "daily") {
        Link::Daily {
            date: DailyDate::parse(text).map_err(|e| LinkError::Malformed(e.to_string()))?,
        }
    } else if param(&pairs, "learn").is_some() {
        // One spelling: `learn`, with nothing beside it.
        if fragment != "learn" {
            return Err(LinkError::Malformed("learn takes nothing more".into()));
        }
        Link::Lesson
    } else {
        return Err(LinkError::Malformed(
            "it names no game, replay, kingdom, puzzle, daily deal or lesson".into(),
        ));
    };
    Ok(Some(link))
}

impl fmt::Display for Link {
    /// The fragment that opens this link (without the `#`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board_params = |f: &mut fmt::Formatter<'_>, b: &Board| {
            if b.size != 5 {
                write!(f, "&size={}", b.size)?;
            }
            let bonus: String = [(b.bonuses.harmony, 'h'), (b.bonuses.middle_kingdom, 'm')]
                .iter()
                .filter(|(on, _)| *on)
                .map(|(_, c)| *c)
                .collect();
            if !bonus.is_empty() {
                write!(f, "&bonus={bonus}")?;
            }
            if b.bonuses.edition != Edition::First {
                write!(f, "&v={}", b.bonuses.edition.number())?;
            }
            let quests: Vec<&str> = b.bonuses.quests.iter().flatten().map(|q| q.id()).collect();
            if !quests.is_empty() {
                write!(f, "&quests={}", quests.join(","))?;
            }
            if b.coins > 0 {
                write!(f, "&coins={}", b.coins)?;
            }
            if b.queen {
                write!(f, "&queen")?;
            }
            Ok(())
        };
        match self {
            Link::Game { record, seats } => {
                write!(f, "game={record}")?;
                if let Some(seats) = seats {
                    write!(f, "&seats={}", seats.join(","))?;
                }
                Ok(())
            }
            Link::Replay { record, review } => {
                write!(f, "replay={record}")?;
                if *review {
                    write!(f, "&review")?;
                }
                Ok(())
            }
            Link::Kingdom { board } => {
                write!(f, "kingdom={}", board.text)?;
                board_params(f, board)
            }
            Link::Puzzle { board, domino } => {
                write!(f, "puzzle={}&domino={domino}", board.text)?;
                board_params(f, board)
            }
            Link::Position { record } => write!(f, "puzzle={record}"),
            Link::Daily { date } => write!(f, "daily={date}"),
            Link::Lesson => write!(f, "learn"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_round_trip() {
        for text in [
            "game=KD2_2_-_42_&seats=human,expert",
            "daily=2026-11-25",
            "learn",
            "game=KD1_2_-_42_&seats=human,expert",
            "replay=KD1_4_hm_5_",
            "replay=QD2_3_-_5_",
            "replay=KD1_2_-_7_&review",
            "kingdom=WWC&bonus=m&v=2",
            "kingdom=M3gG2ggC&quests=lost_corner,bleak_king",
            "kingdom=W1WF1../LCF../L2",
            "kingdom=C&size=7&bonus=hm",
            "puzzle=W1C&domino=19&bonus=h",
            "kingdom=T[Ch]W1+C&coins=11&queen",
            "puzzle=KD1_2_-_42_",
            "puzzle=KD2_2_-_11_k48.k27.k19.k43",
        ] {
            let link = parse_link(text).unwrap().unwrap();
            assert_eq!(link.to_string(), text);
            assert_eq!(parse_link(&format!("#{link}")).unwrap().unwrap(), link);
        }
        assert_eq!(parse_link("").unwrap(), None);
        assert_eq!(parse_link("#").unwrap(), None);
    }

    #[test]
    fn bad_links_say_why_in_one_line() {
        for (text, why) in [
            ("game=nonsense", "game record is not valid"),
            ("game=KD1_4_-_1_k99", "not valid"),
            ("game=KD1_4_-_1_r0c0e", "does not replay"),
            ("game=KD1_2_-_1_&seats=human", "names 1 seats"),
            ("kingdom=WCx", "row 1, cell 3"),
            ("kingdom=C&size=6", "size is 5 or 7"),
            ("kingdom=C&bonus=z", "unknown bonus"),
            ("puzzle=C", "needs a domino"),
            ("puzzle=C&domino=55", "is not a domino"),
            ("hello=world", "names no game"),
            ("replay=KD1_2_-_7_&review=no", "review takes no value"),
        ] {
            let e = parse_link(text).unwrap_err().to_string();
            assert!(e.contains(why), "{text}: {e}");
            assert!(!e.contains('\n'));
        }
    }

    /// The embeds' build reads a kingdom or a puzzle exactly as the page does, and leaves every
    /// other link, even one that names a kingdom beside its game, to the page.
    #[test]
    fn board_links_read_alike_in_the_embeds_build() {
        for text in [
            "kingdom=W1WF1../LCF../L2",
            "#kingdom=C&size=7&bonus=hm",
            "puzzle=W1C&domino=19&bonus=h",
            "kingdom=T[Ch]W1+C&coins=11&queen",
            "kingdom=M3gG2ggC&quests=lost_corner,bleak_king&daily=2026-11-25",
            "kingdom=WCx",
            "puzzle=C&domino=55",
            "kingdom=C&bonus=m&v=9",
        ] {
            assert!(is_board_link(text), "{text}");
            assert_eq!(parse_board_link(text), parse_link(text), "{text}");
        }
        for text in [
            "",
            "#",
            "daily=2026-11-25",
            "replay=KD1_4_hm_5_",
            "kingdom=C&game=KD1_2_-_42_",
            "puzzle=C&domino=1&replay=x",
            "puzzle=C",
            "puzzle=KD1_2_-_42_",
            "kingdom=C&play=x",
            "play=x&kingdom=C",
            "kingdoms=C",
        ] {
            assert!(!is_board_link(text), "{text}");
            assert_eq!(parse_board_link(text), Ok(None), "{text}");
        }
    }

    /// What the embeds' build takes for a replay, the page opens as a replay or refuses, and the
    /// replays' build reads as the page does; every other link it leaves to the page.
    #[test]
    fn replay_links_are_replays_or_refused() {
        for text in [
            "replay=KD1_4_hm_5_",
            "#replay=QD2_3_-_5_",
            "replay=KD1_4_hm_5_&kingdom=C",
            "daily=2026-11-25&replay=KD1_2_-_1_",
            "replay=nonsense",
            "replay=KD1_4_-_1_r0c0e",
        ] {
            assert!(is_replay_link(text), "{text}");
            assert!(!is_board_link(text), "{text}");
            let read = parse_link(text);
            assert!(
                matches!(read, Ok(Some(Link::Replay { .. })) | Err(_)),
                "{text}: {read:?}"
            );
            assert_eq!(parse_replay_link(text), read, "{text}");
        }
        for text in [
            "",
            "game=KD1_2_-_42_&replay=KD1_2_-_42_",
            "play=x&replay=y",
            "replays=KD1_4_hm_5_",
            "kingdom=C",
            "replay=KD1_4_hm_5_&review",
            "review&replay=KD1_4_hm_5_",
        ] {
            assert!(!is_replay_link(text), "{text}");
            assert_eq!(parse_replay_link(text), Ok(None), "{text}");
        }
    }

    /// A board link written before the Middle Kingdom was corrected keeps the score it showed;
    /// links written now carry `v=2` and score by the rulebook.
    #[test]
    fn board_links_keep_the_middle_kingdom_reading_they_were_written_with() {
        let middle = |text: &str| {
            let Some(Link::Kingdom { board }) = parse_link(text).unwrap() else {
                panic!("{text} is a board")
            };
            let kingdom = board.kingdom.clone().into_kingdom(board.size).unwrap();
            kingdom
                .score(board.bonuses)
                .part(crate::rules::ScorePart::MiddleKingdom)
        };
        assert_eq!(middle("kingdom=WWC&bonus=m"), 0);
        assert_eq!(middle("kingdom=WWC&bonus=m&v=2"), 10);
        assert_eq!(middle("kingdom=WCW&bonus=m"), 10);
        assert!(parse_link("kingdom=C&bonus=m&v=9")
            .unwrap_err()
            .to_string()
            .contains("1 or 2"));
    }
}
