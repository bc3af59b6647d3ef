//! `arena`: bots against each other on paired deals, every deal played once per seat rotation so
//! that no bot profits from a lucky seat.

use std::time::Instant;

use kingdomino::ai::{Bot, Budget, Level};
use kingdomino::rules::{Game, GameSetup, Rng};

use crate::args::ArenaArgs;
use crate::clock::WallClock;
use crate::parallel_expert::ParallelExpert;

/// One seat's results in one game.
#[derive(Clone, Copy)]
struct SeatResult {
    share: f64,
    score: u32,
    margin: i64,
}

/// Plays one game; `lineup[i]` plays seat i, an Expert searching on `search_threads` threads.
/// Returns each seat's result.
fn play(
    setup: GameSetup,
    lineup: &[Level],
    budget: Budget,
    seed: u64,
    search_threads: usize,
) -> Vec<SeatResult> {
    let mut game = Game::new(setup).expect("validated setup");
    let mut bots: Vec<Box<dyn Bot>> = lineup
        .iter()
        .enumerate()
        .map(|(i, level)| {
            let seed = seed.wrapping_mul(31).wrapping_add(i as u64);
            match level {
                Level::Expert if search_threads > 1 => {
                    Box::new(ParallelExpert::new(seed, search_threads)) as Box<dyn Bot>
                }
                _ => level.bot(seed),
            }
        })
        .collect();
    let clock = WallClock::start();
    while let Some(p) = game.table().to_move() {
        let view = game.view(Some(p));
        let action = bots[p.index()]
            .choose(&view, budget, &clock)
            .expect("a bot always answers while the game is on");
        game.play(action).expect("bots only play legal actions");
    }
    let table = game.table();
    let outcome = table.outcome();
    table
        .players()
        .map(|seat| outcome.of(table.kingdom_of(seat)))
        .map(|s| SeatResult {
            share: outcome.share(s),
            score: s.total,
            margin: outcome.margin(s),
        })
        .collect()
}

pub fn arena(args: &ArenaArgs) -> Result<String, String> {
    let lineup: Vec<Level> = args.players.0.clone();
    let (deals, seed, threads, search_threads) =
        (args.games, args.seed, args.threads, args.search_threads);
    let budget = args.budget.budget;
    let n = lineup.len();
    let base = crate::games::setup_of(&args.game, n as u8, seed)?;

    // Every deal once per rotation: in rotation r, list entry i sits in seat (i + r) % n. With
    // teams the lineup turns a team at a time, so that team-mates stay together (name both
    // seats of a team the same level); each team then counts once.
    let team = {
        let rules = base.rules().map_err(|e| e.to_string())?;
        usize::from(rules.seats / rules.kingdoms)
    };
    let rotations = n / team;
    let jobs: Vec<(u64, usize)> = (0..deals)
        .flat_map(|d| (0..n).step_by(team).map(move |r| (d, r)))
        .collect();
    let mut deal_seeds = Rng::new(seed);
    let seeds: Vec<u64> = (0..deals).map(|_| deal_seeds.next_u64()).collect();
    let started = Instant::now();
    let progress = crate::progress::bar(jobs.len() as u64, "games");
    let results: Vec<Vec<SeatResult>> = std::thread::scope(|scope| {
        let chunks = (0..threads)
            .map(|t| {
                let jobs = &jobs;
                let seeds = &seeds;
                let lineup = &lineup;
                let progress = &progress;
                std::thread::Builder::new().spawn_scoped(scope, move || {
                    jobs.iter()
                        .skip(t)
                        .step_by(threads)
                        .map(|&(d, r)| {
                            let setup = GameSetup {
                                seed: seeds[d as usize],
                                ..base
                            };
                            let seats: Vec<Level> =
                                (0..n).map(|s| lineup[(s + n - r) % n]).collect();
                            let by_seat = play(
                                setup,
                                &seats,
                                budget,
                                seeds[d as usize] ^ r as u64,
                                search_threads,
                            );
                            progress.inc(1);
                            // Back to list order: entry i sat in seat (i + r) % n.
                            (0..n).map(|i| by_seat[(i + r) % n]).collect::<Vec<_>>()
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| format!("could not start {threads} threads ({e}); try fewer"))?;
        Ok::<_, String>(
            chunks
                .into_iter()
                .flat_map(|h| h.join().expect("arena thread"))
                .collect(),
        )
    })?;
    progress.finish_and_clear();
    let elapsed = started.elapsed().as_secs_f64();

    let mut names: Vec<Level> = lineup.clone();
    names.dedup();
    kingdomino::short_sort::sort(&mut names);
    names.dedup();
    let games = results.len();
    let mut lines = vec![format!(
        "{games} games ({deals} deals x {rotations} seat rotations), {n} players, budget {}, {elapsed:.1} s",
        args.budget.text
    )];
    lines.push(format!(
        "{:<8} {:>5} {:>10} {:>17} {:>10} {:>12}",
        "bot", "seats", "win share", "95% interval", "mean score", "mean margin"
    ));
    for level in names {
        let entries: Vec<usize> = (0..n)
            .filter(|&i| lineup[i] == level && i % team == 0)
            .collect();
        if entries.is_empty() {
            continue;
        }
        let samples: Vec<SeatResult> = results
            .iter()
            .flat_map(|game| entries.iter().map(move |&i| game[i]))
            .collect();
        lines.push(level_row(level, entries.len(), &samples));
    }
    Ok(lines.join("\n"))
}

/// A level's line of the table: its seats, its win share with a 95% interval, its mean score
/// and mean margin over the best opponent.
fn level_row(level: Level, seats: usize, samples: &[SeatResult]) -> String {
    let count = samples.len() as f64;
    let mean = samples.iter().map(|s| s.share).sum::<f64>() / count;
    let var = samples
        .iter()
        .map(|s| (s.share - mean).powi(2))
        .sum::<f64>()
        / (count - 1.0).max(1.0);
    let half = 1.96 * (var / count).sqrt();
    let score = samples.iter().map(|s| f64::from(s.score)).sum::<f64>() / count;
    let margin = samples.iter().map(|s| s.margin as f64).sum::<f64>() / count;
    format!(
        "{:<8} {:>5} {:>9.1}% {:>7.1}% - {:>5.1}% {:>10.1} {:>+12.1}",
        level.name(),
        seats,
        100.0 * mean,
        100.0 * (mean - half).max(0.0),
        100.0 * (mean + half).min(1.0),
        score,
        margin
    )
}
