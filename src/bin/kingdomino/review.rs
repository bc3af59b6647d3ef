//! `review`: the Expert's review of a game, every decision as JSON.

use serde::Serialize;

use kingdomino::by_link::{is_game_by_link, GameByLink};
use kingdomino::notation::{action_token, parse_link, GameRecord, Link};
use kingdomino::review::{GameReview, Grade, MoveReview};
use kingdomino::rules::Game;

use crate::args::ReviewArgs;

/// Values as the page shows them: to the hundredth (and no "-0").
fn hundredths(x: f64) -> f64 {
    (x * 100.0).round() / 100.0 + 0.0
}

#[derive(Serialize)]
struct MoveJson {
    /// The action's number in the record, from 1.
    #[serde(rename = "move")]
    number: usize,
    player: u8,
    played: String,
    best: String,
    value: f64,
    best_value: f64,
    given_up: f64,
    grade: &'static str,
    /// Each kingdom's expected final points after the move played.
    expected: Vec<f64>,
}

impl MoveJson {
    fn of(m: &MoveReview) -> MoveJson {
        MoveJson {
            number: m.index + 1,
            player: m.seat.0 + 1,
            played: action_token(m.played),
            best: action_token(m.best),
            value: hundredths(m.value),
            best_value: hundredths(m.best_value),
            given_up: hundredths(m.given_up()),
            grade: m.grade().key(),
            expected: m.expected.iter().copied().map(hundredths).collect(),
        }
    }
}

#[derive(Serialize)]
struct PlayerJson {
    player: u8,
    decisions: usize,
    given_up: f64,
    given_up_per_decision: f64,
    /// Moves per grade, by the grade's name.
    grades: std::collections::BTreeMap<&'static str, usize>,
}

#[derive(Serialize)]
struct ReviewJson {
    budget: u32,
    seed: u64,
    decisions: Vec<MoveJson>,
    players: Vec<PlayerJson>,
    /// The moves that cost most (their numbers), the costliest first.
    key_moments: Vec<usize>,
}

/// The game a record, a game's or replay's link, or a game by link holds.
fn game_of(text: &str) -> Result<Game, String> {
    if is_game_by_link(text) {
        let game =
            GameByLink::parse_link(text).map_err(|e| format!("This link is refused: {e}."))?;
        let position = game
            .replay(0)
            .map_err(|e| format!("This link is refused: {e}."))?;
        return position
            .game
            .ok_or_else(|| "the game has not been dealt yet".to_string());
    }
    if let Some((_, fragment)) = text.split_once('#') {
        return match parse_link(fragment).map_err(|e| e.to_string())? {
            Some(Link::Game { record, .. } | Link::Replay { record, .. }) => {
                record.replay().map_err(|e| e.to_string())
            }
            _ => Err("the link holds no game to review".into()),
        };
    }
    let record: GameRecord = text.parse().map_err(|e| format!("{e}"))?;
    record.replay().map_err(|e| format!("{e}"))
}

pub fn review(args: &ReviewArgs) -> Result<String, String> {
    let game = game_of(&args.record)?;
    if let Some(number) = args.what_if {
        return crate::what_if::what_if_json(&game, number, args.budget, args.seed);
    }
    let progress = crate::progress::bar(0, "decisions");
    let review = GameReview::of_game(&game, args.budget, args.seed, |done, total| {
        progress.set_length(total as u64);
        progress.set_position(done as u64);
    });
    progress.finish_and_clear();
    let players = review
        .summaries(usize::from(game.table().rules().seats))
        .into_iter()
        .map(|s| PlayerJson {
            player: s.seat.0 + 1,
            decisions: s.decisions,
            given_up: hundredths(s.given_up),
            given_up_per_decision: hundredths(s.per_decision()),
            grades: Grade::ALL
                .iter()
                .map(|g| (g.key(), s.grades[*g as usize]))
                .collect(),
        })
        .collect();
    let json = ReviewJson {
        budget: review.budget,
        seed: review.seed,
        decisions: review.moves.iter().map(MoveJson::of).collect(),
        players,
        key_moments: review.key_moments(5).iter().map(|m| m.index + 1).collect(),
    };
    serde_json::to_string(&json).map_err(|e| e.to_string())
}
