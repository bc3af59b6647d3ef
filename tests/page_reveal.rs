//! The end's reveal (`page::reveal`): each kingdom's scoring territories counted in turn, each
//! with exactly its squares and points; the winner named once every count is done; one tap
//! skips it, and a new game reveals again.

mod page_tab;

use kingdomino::ai::RandomPlayer;
use kingdomino::page::reveal::{counted, verdict_at_ms, COUNT_MS, FIRST_MS, STEP_MS};
use kingdomino::page::store::Msg;
use kingdomino::rules::{Bonuses, Game, GameSetup, ScorePart};
use page_tab::{start, Tab};

fn finished(setup: GameSetup) -> Game {
    let seed = setup.seed;
    let mut game = Game::new(setup).unwrap();
    let mut player = RandomPlayer::new(seed);
    while let Some(action) = player.choose(game.table()) {
        game.play(action).unwrap();
    }
    game
}

#[test]
fn each_scoring_territory_is_counted_once_with_its_squares_in_turn() {
    for seed in 0..10 {
        let setup = if seed % 2 == 0 {
            GameSetup::kingdomino(4, seed)
        } else {
            GameSetup::queendomino(2, seed)
        };
        let game = finished(setup);
        let table = game.table();
        let verdict = verdict_at_ms(table);
        for kingdom in table.kingdoms().iter() {
            let count = counted(kingdom);
            let score = kingdom.score(Bonuses::default());
            // The points counted are the territories' part of the score, each territory once.
            let points: u32 = count.iter().map(|c| c.points).sum();
            assert_eq!(points, score.part(ScorePart::Territories));
            let mut seen = Vec::new();
            for (turn, c) in count.iter().enumerate() {
                assert_eq!(
                    c.at_ms,
                    FIRST_MS + turn as u32 * STEP_MS,
                    "one after another"
                );
                assert!(
                    c.squares.contains(&c.anchor),
                    "its points on one of its squares"
                );
                let terrain = kingdom.square(c.anchor).unwrap().terrain;
                for s in &c.squares {
                    assert_eq!(kingdom.square(*s).unwrap().terrain, terrain);
                    assert!(!seen.contains(s), "a square in two territories");
                    seen.push(*s);
                }
                // The squares times the crowns on them.
                let crowns: u32 = c
                    .squares
                    .iter()
                    .map(|s| u32::from(kingdom.square(*s).unwrap().crowns))
                    .sum();
                assert_eq!(c.points, c.squares.len() as u32 * crowns);
                assert!(
                    c.at_ms + COUNT_MS <= verdict,
                    "the winner is named after every count"
                );
            }
        }
    }
}

#[test]
fn a_tap_skips_the_reveal_and_a_new_game_reveals_again() {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "human"], 3);
    while let Some(&action) = tab.legal().first() {
        tab.send(Msg::Play(action));
    }
    assert!(tab.game().table().is_over());
    assert!(!tab.store.interaction.reveal_skipped);
    tab.send(Msg::SkipReveal);
    assert!(tab.store.interaction.reveal_skipped);
    start(&mut tab, &["human", "human"], 4);
    assert!(!tab.store.interaction.reveal_skipped);
}
