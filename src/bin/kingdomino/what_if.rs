//! `review --what-if N`: the page's "What if?" of one decision, as JSON: the move played and the
//! review's best each played to the end by the Expert in every seat, over the same imagined
//! draws, with the same iterations and seed as the page, so that the two give the same ends.

use serde::Serialize;

use kingdomino::notation::action_token;
use kingdomino::review::what_if::{line_seed, what_if, End, ITERATIONS};
use kingdomino::review::{decisions, weigh};
use kingdomino::rules::Game;

#[derive(Serialize)]
struct PatchJson {
    terrain: &'static str,
    squares: usize,
    crowns: u32,
    points: u32,
}

#[derive(Serialize)]
struct EndJson {
    first: String,
    points: u32,
    /// Every player's final points, by player.
    totals: Vec<u32>,
    /// The decider's territories the other end does not have.
    patches: Vec<PatchJson>,
}

impl EndJson {
    fn of(end: &End) -> EndJson {
        EndJson {
            first: action_token(end.first),
            points: end.points,
            totals: end.totals.clone(),
            patches: end
                .patches
                .iter()
                .map(|p| PatchJson {
                    terrain: p.territory.terrain.name(),
                    squares: p.squares.len(),
                    crowns: p.territory.crowns,
                    points: p.points(),
                })
                .collect(),
        }
    }
}

#[derive(Serialize)]
struct WhatIfJson {
    #[serde(rename = "move")]
    number: usize,
    player: u8,
    iterations: u32,
    played: EndJson,
    best: EndJson,
}

/// The "What if?" of the action numbered `number` (from 1) of `game`, the review's best found
/// at `budget` and `seed` as the page's review finds it.
pub fn what_if_json(game: &Game, number: usize, budget: u32, seed: u64) -> Result<String, String> {
    let found = decisions(game);
    let decision = found
        .iter()
        .find(|d| d.index + 1 == number)
        .ok_or_else(|| {
            format!("move {number} is no decision of this game (a move with one legal action, or past its end)")
        })?;
    let best = weigh(decision, budget, seed).best;
    if best == decision.played {
        return Err(format!(
            "move {number} was the Expert's best: there is no other line to play"
        ));
    }
    let lines = what_if(decision, best, ITERATIONS, line_seed(seed, decision.index))
        .map_err(|e| e.to_string())?
        .ends();
    let json = WhatIfJson {
        number,
        player: lines.seat.0 + 1,
        iterations: ITERATIONS,
        played: EndJson::of(&lines.played),
        best: EndJson::of(&lines.best),
    };
    serde_json::to_string(&json).map_err(|e| e.to_string())
}
