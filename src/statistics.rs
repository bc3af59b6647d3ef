//! Local statistics: the games finished in one browser, counted per game and opponents, with
//! the best score. Pure data; the page keeps it in the browser's storage and never sends it.

use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::notation::GameRecord;
use crate::rules::{Game, PlayerId, Variant};

const FORMAT: &str = "kingdomino-statistics";
const VERSION: u32 = 1;
/// Games remembered so that one game is never counted twice (a reload of a finished game).
const REMEMBERED: usize = 64;

/// One line of the statistics: a game against one kind of opponents.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    pub game: Variant,
    /// The strongest computer level at the table; `None` for people only (hot seat).
    pub against: Option<Level>,
    pub played: u32,
    /// Games a person's kingdom won (or shared); hot-seat games count none.
    pub won: u32,
    /// The best total a person's kingdom reached.
    pub best: u32,
}

/// Every row, and the games already counted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Statistics {
    format: String,
    version: u32,
    pub rows: Vec<Row>,
    /// Fingerprints of the last games counted, newest last.
    counted: Vec<u64>,
}

impl Default for Statistics {
    fn default() -> Statistics {
        Statistics {
            format: FORMAT.to_string(),
            version: VERSION,
            rows: Vec::new(),
            counted: Vec::new(),
        }
    }
}

/// What a finished game adds to the statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finished {
    fingerprint: u64,
    game: Variant,
    against: Option<Level>,
    won: bool,
    best: u32,
}

impl Finished {
    /// The game as the people at the table finished it: `seats[i]` is `None` for a person, or
    /// the computer level playing seat `i`. `None` while the game goes on, or with no person.
    pub fn of(game: &Game, seats: &[Option<Level>]) -> Option<Finished> {
        let table = game.table();
        if !table.is_over() {
            return None;
        }
        let is_person = |p: PlayerId| seats.get(p.index()).is_some_and(Option::is_none);
        let people: Vec<PlayerId> = table.players().filter(|&p| is_person(p)).collect();
        if people.is_empty() {
            return None;
        }
        let against = seats.iter().flatten().max().copied();
        let outcome = table.outcome();
        let won = against.is_some()
            && outcome
                .winners()
                .iter()
                .any(|&k| people.iter().any(|&p| table.kingdom_of(p) == k));
        let best = people
            .iter()
            .map(|&p| outcome.of(table.kingdom_of(p)).total)
            .max()
            .unwrap_or(0);
        Some(Finished {
            fingerprint: fingerprint(&GameRecord::of(game).to_string()),
            game: table.rules().game,
            against,
            won,
            best,
        })
    }
}

/// FNV-1a: a stable fingerprint of a game record (the same record on every build).
fn fingerprint(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl Statistics {
    /// Counts a finished game once; `false` if it was counted already.
    pub fn count(&mut self, finished: Finished) -> bool {
        if self.counted.contains(&finished.fingerprint) {
            return false;
        }
        self.counted.push(finished.fingerprint);
        if self.counted.len() > REMEMBERED {
            self.counted.remove(0);
        }
        let key = (finished.game as u8, finished.against);
        let index = match self
            .rows
            .binary_search_by_key(&key, |r| (r.game as u8, r.against))
        {
            Ok(i) => i,
            Err(i) => {
                // Kept in order of game, then opponents, for the table on the page.
                self.rows.insert(
                    i,
                    Row {
                        game: finished.game,
                        against: finished.against,
                        played: 0,
                        won: 0,
                        best: 0,
                    },
                );
                i
            }
        };
        let row = &mut self.rows[index];
        row.played += 1;
        row.won += u32::from(finished.won);
        row.best = row.best.max(finished.best);
        true
    }

    /// The statistics as kept and exported: a versioned JSON document.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("statistics serialize")
    }

    /// Reads what [`Statistics::to_json`] wrote; anything else is refused with the reason.
    pub fn from_json(text: &str) -> Result<Statistics, String> {
        let stats: Statistics = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if stats.format != FORMAT || stats.version > VERSION {
            return Err(format!(
                "not statistics this version reads ({} version {})",
                stats.format, stats.version
            ));
        }
        Ok(stats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameSetup;

    fn finished_game(setup: GameSetup) -> Game {
        let mut game = Game::new(setup).unwrap();
        let mut actions = Vec::new();
        while !game.table().is_over() {
            game.table().legal_actions(&mut actions);
            game.play(actions[actions.len() / 2]).unwrap();
        }
        game
    }

    #[test]
    fn a_game_counts_once_under_its_game_and_strongest_opponent() {
        let game = finished_game(GameSetup::kingdomino(3, 4));
        let seats = [None, Some(Level::Greedy), Some(Level::Expert)];
        let finished = Finished::of(&game, &seats).unwrap();
        let mut stats = Statistics::default();
        assert!(stats.count(finished));
        assert!(!stats.count(finished), "a reload does not count it again");
        let outcome = game.table().outcome();
        let row = &stats.rows[0];
        assert_eq!(
            (row.game, row.against, row.played),
            (Variant::Kingdomino, Some(Level::Expert), 1)
        );
        assert_eq!(
            row.won == 1,
            outcome.of(crate::rules::KingdomId(0)).rank == 1
        );
        assert_eq!(row.best, outcome.of(crate::rules::KingdomId(0)).total);
    }

    #[test]
    fn games_without_people_or_unfinished_count_nothing() {
        let game = finished_game(GameSetup::kingdomino(2, 5));
        assert_eq!(Finished::of(&game, &[Some(Level::Random); 2]), None);
        let fresh = Game::new(GameSetup::kingdomino(2, 5)).unwrap();
        assert_eq!(Finished::of(&fresh, &[None, Some(Level::Random)]), None);
    }

    #[test]
    fn hot_seat_games_count_as_played_never_won() {
        let game = finished_game(GameSetup::kingdomino(2, 6));
        let mut stats = Statistics::default();
        stats.count(Finished::of(&game, &[None, None]).unwrap());
        assert_eq!(
            (
                stats.rows[0].against,
                stats.rows[0].played,
                stats.rows[0].won
            ),
            (None, 1, 0)
        );
    }

    #[test]
    fn statistics_read_back_what_they_wrote_and_refuse_anything_else() {
        let mut stats = Statistics::default();
        stats.count(
            Finished::of(
                &finished_game(GameSetup::kingdomino(2, 7)),
                &[None, Some(Level::Hard)],
            )
            .unwrap(),
        );
        assert_eq!(Statistics::from_json(&stats.to_json()), Ok(stats));
        assert!(Statistics::from_json("{\"rows\": 3}").is_err());
        assert!(Statistics::from_json(
            r#"{"format":"kingdomino-save","version":1,"rows":[],"counted":[]}"#
        )
        .is_err());
    }
}
