//! The figures behind the review's grades (docs/review.md): six seeded two-player games
//! (Random against Greedy, Greedy against the Expert, the Expert against Random) reviewed twice,
//! with seeds 1 and 2, at each budget: how much the two reviews disagree, and how many points
//! each level gives up a decision. Games 100-105 chose the thresholds; others check them.
//!
//! `BUDGETS=1024 GAMES=200 cargo bench --bench review_noise`

use std::collections::BTreeMap;
use std::time::Instant;

use kingdomino::ai::{Budget, Level, NoClock};
use kingdomino::review::{GameReview, Grade};
use kingdomino::rules::{Game, GameSetup};

/// A two-player game played to its end, one level a seat.
fn played(seed: u64, levels: [Level; 2]) -> Game {
    let mut game = Game::new(GameSetup::kingdomino(2, seed)).expect("a valid setup");
    let mut bots = [0, 1].map(|i| levels[i].bot(seed * 10 + i as u64));
    while let Some(seat) = game.table().to_move() {
        let view = game.view(Some(seat));
        let action = bots[seat.index()].choose(&view, Budget::iterations(100), &NoClock);
        game.play(action.expect("a move")).expect("a legal move");
    }
    game
}

/// The value at quantile `q` of sorted `values`.
fn quantile(values: &[f64], q: f64) -> f64 {
    values[((values.len() - 1) as f64 * q) as usize]
}

fn main() {
    let budgets: Vec<u32> = std::env::var("BUDGETS")
        .map(|b| {
            b.split(',')
                .map(|n| n.parse().expect("budgets: 64,256"))
                .collect()
        })
        .unwrap_or(vec![64, 256, 1024]);
    let first: u64 = std::env::var("GAMES").map_or(100, |g| g.parse().expect("GAMES: a seed"));
    let games: Vec<(Game, [Level; 2])> = (first..first + 6)
        .map(|seed| {
            let levels = match seed % 3 {
                0 => [Level::Random, Level::Greedy],
                1 => [Level::Greedy, Level::Expert],
                _ => [Level::Expert, Level::Random],
            };
            (played(seed, levels), levels)
        })
        .collect();
    for budget in budgets {
        let started = Instant::now();
        let mut by_level: BTreeMap<&str, Vec<f64>> = BTreeMap::new();
        let (mut differences, mut grade_changes) = (Vec::new(), 0);
        for (game, levels) in &games {
            let one = GameReview::of_game(game, budget, 1, |_, _| {});
            let two = GameReview::of_game(game, budget, 2, |_, _| {});
            for (a, b) in one.moves.iter().zip(&two.moves) {
                let level = levels[a.seat.index()].name();
                by_level.entry(level).or_default().push(a.given_up());
                differences.push((a.given_up() - b.given_up()).abs());
                grade_changes += usize::from(a.grade() != b.grade());
            }
        }
        // Thousands of differences, natively: the standard library's sort.
        #[allow(clippy::disallowed_methods)]
        differences.sort_by(f64::total_cmp);
        println!(
            "budget {budget}: {:.1} s for {} games twice; seeds differ by a median {:.2}, 90% {:.2}, 99% {:.2} points; grade changed in {grade_changes} of {}",
            started.elapsed().as_secs_f64(),
            games.len(),
            quantile(&differences, 0.5),
            quantile(&differences, 0.9),
            quantile(&differences, 0.99),
            differences.len()
        );
        for (level, mut lost) in by_level {
            #[allow(clippy::disallowed_methods)]
            lost.sort_by(f64::total_cmp);
            let mean = lost.iter().sum::<f64>() / lost.len() as f64;
            let grades: Vec<usize> = Grade::ALL
                .iter()
                .map(|g| lost.iter().filter(|&&l| Grade::of(l) == *g).count())
                .collect();
            println!(
                "  {level}: {} decisions, mean {mean:.2}, median {:.2}, 75% {:.2}, 90% {:.2}, 97% {:.2}; grades {grades:?}",
                lost.len(),
                quantile(&lost, 0.5),
                quantile(&lost, 0.75),
                quantile(&lost, 0.9),
                quantile(&lost, 0.97)
            );
        }
    }
}
