//! How the guided first game's written game (`page::lesson`) was found: Hard for the person,
//! Greedy for the other seat, over seeds 0 to 39, keeping the games the person wins by 15 or
//! more with exactly one discard and a first placement not turned. Seed 29 is the one kept: the
//! person claims first, turns the domino at the second placement and discards at the fifth placement.
//!
//!     cargo run --release --example find_lesson

use kingdomino::ai::{GreedyPlayer, HardPlayer};
use kingdomino::notation::GameRecord;
use kingdomino::page::lesson::PERSON;
use kingdomino::rules::{Action, Dir, Game, GameSetup, KingdomId};

fn main() {
    for seed in 0..40 {
        let Ok(mut game) = Game::new(GameSetup::kingdomino(2, seed)) else {
            continue;
        };
        let (mut hard, mut greedy) = (HardPlayer::new(), GreedyPlayer::new());
        while let Some(p) = game.table().to_move() {
            let action = match p == PERSON {
                true => hard.choose(game.table()),
                false => greedy.choose(game.table()),
            };
            let Some(action) = action else { break };
            if game.play(action).is_err() {
                break;
            }
        }
        let mine: Vec<Action> = game
            .played()
            .filter(|(s, _)| *s == PERSON)
            .map(|(_, a)| a)
            .collect();
        let discards = mine.iter().filter(|a| **a == Action::Discard).count();
        let unturned = mine.iter().find_map(|a| match a {
            Action::Place(p) => Some(p.dir == Dir::East),
            _ => None,
        });
        let outcome = game.table().outcome();
        let lead =
            i64::from(outcome.of(KingdomId(0)).total) - i64::from(outcome.of(KingdomId(1)).total);
        if discards == 1 && lead >= 15 && unturned == Some(true) {
            println!("seed {seed}: {lead:+} {}", GameRecord::of(&game));
        }
    }
}
