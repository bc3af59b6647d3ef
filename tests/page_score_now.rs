//! The score sheet during a game (`page::score_now`): the first column holds the points earned;
//! what the quests and bonuses would give if the game ended now, and the coins' points, stand
//! apart; the parts add up to the running total, and at the end it is all earned.

mod common;

use kingdomino::ai::RandomPlayer;
use kingdomino::page::score_now::{parts_apart, score_now};
use kingdomino::rules::{Game, GameSetup};

fn setups(seed: u64) -> Vec<GameSetup> {
    common::family_setups(seed)
}

#[test]
fn before_anyone_moves_nothing_is_earned_whatever_the_end_would_give() {
    let mut would = 0;
    for seed in 0..8 {
        for setup in setups(seed) {
            let game = Game::new(setup).unwrap();
            for now in score_now(game.table()).iter() {
                assert_eq!(now.earned, 0, "{setup:?}");
                would += now.if_ended;
            }
        }
    }
    assert!(
        would > 0,
        "a lone castle is centred, without gaps, on its corners"
    );
}

#[test]
fn the_parts_add_up_to_the_total_and_at_the_end_all_is_earned() {
    for seed in 0..6 {
        for setup in setups(seed) {
            let mut game = Game::new(setup).unwrap();
            let (coins, end_bonuses) = parts_apart(game.table());
            let mut player = RandomPlayer::new(seed);
            while let Some(action) = player.choose(game.table()) {
                game.play(action).unwrap();
                let table = game.table();
                let totals = table.running_totals();
                for (k, now) in score_now(table).iter().enumerate() {
                    assert_eq!(
                        now.earned + now.coins + now.if_ended,
                        totals.iter().nth(k).copied().unwrap()
                    );
                    assert!(coins || now.coins == 0);
                    assert!(end_bonuses || now.if_ended == 0);
                }
            }
            let totals = game.table().running_totals();
            let end: Vec<u32> = score_now(game.table()).iter().map(|n| n.earned).collect();
            assert_eq!(end, totals.iter().copied().collect::<Vec<_>>());
        }
    }
}
