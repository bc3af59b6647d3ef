//! The playouts a review plays, summed over every decision of three seeded games (`play
//! --seed 31`: 2- and 4-player Kingdomino, 2-player Queendomino) at the default 1,024 orders: a
//! count of the review's work that the machine's load does not change (docs/review.md).
//!
//! `cargo bench --bench review_work`

use kingdomino::ai::RandomPlayer;
use kingdomino::review::{decisions, Weighing};
use kingdomino::rules::{Game, GameSetup};

fn main() {
    for (name, setup) in [
        ("2-player Kingdomino", GameSetup::kingdomino(2, 31)),
        ("4-player Kingdomino", GameSetup::kingdomino(4, 31)),
        ("2-player Queendomino", GameSetup::queendomino(2, 31)),
    ] {
        let mut game = Game::new(setup).expect("a valid setup");
        // As `kingdomino play --seed 31` plays it.
        RandomPlayer::new(31 ^ 0x005E_ED0F_C0DE).play_out(&mut game);
        let (mut count, mut playouts) = (0, 0u64);
        for decision in decisions(&game) {
            let mut weighing = Weighing::new(decision.view, Some(decision.played), 1024, 1);
            weighing.run(u32::MAX);
            playouts += u64::from(weighing.work_done());
            count += 1;
        }
        println!("{name}: {count} decisions, {playouts} playouts");
    }
}
