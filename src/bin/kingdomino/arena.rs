//! `arena`: bots against each other on paired deals, every deal played once per seat rotation so
//! that no bot profits from a lucky seat.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use kingdomino::ai::{Bot, Budget, Level};
use kingdomino::engine_protocol::with_quests_written;
use kingdomino::notation::action_token;
use kingdomino::rules::{Game, GameSetup, PlayerId, RevealedDraws, Rng};

use crate::args::{ArenaArgs, BudgetArg, Player};
use crate::clock::WallClock;
use crate::engine_seat::{EngineSeat, Event};
use crate::parallel_expert::ParallelExpert;

/// One seat's results in one game.
#[derive(Clone, Copy)]
struct SeatResult {
    share: f64,
    score: u32,
    margin: i64,
}

/// A seat's player during one game: ours, in this process, or an engine through the protocol.
enum SeatPlayer {
    Ours(Box<dyn Bot>),
    Engine(EngineSeat),
}

/// Seeds enough for every draw of any game of the family, from the deal's seed.
const DRAW_SEEDS: usize = 512;

/// The seeds of a deal's draws, from its seed.
fn draw_seeds(setup: &GameSetup) -> Vec<u64> {
    let mut rng = Rng::new(setup.seed ^ 0x00D2_A5E0_5EED);
    (0..DRAW_SEEDS).map(|_| rng.next_u64()).collect()
}

/// The game a deal starts. With an engine at the table, its draws come one seed each, so that
/// each can be told when the game reaches it (as in games by link); ours alone play the deal
/// of the setup's seed, as every figure before the protocol was measured.
fn deal(setup: GameSetup, engines: bool, seeds: &[u64]) -> Game {
    if engines {
        Game::dealt_by(setup, RevealedDraws::new(seeds.to_vec())).expect("validated setup")
    } else {
        Game::new(setup).expect("validated setup")
    }
}

/// The draws the game has made and the log does not hold yet, as events.
fn new_draws(game: &Game, seeds_used: &mut usize, seeds: &[u64], log: &mut Vec<Event>) {
    let made = game.draws_made().unwrap_or(0);
    while *seeds_used < made {
        log.push(Event::Draw(seeds[*seeds_used]));
        *seeds_used += 1;
    }
}

/// Plays one game; `lineup[i]` plays seat i within `budgets[i]` a move, our Experts searching
/// on `search_threads` threads. Returns each seat's result, or why an engine could not play it.
fn play(
    setup: GameSetup,
    lineup: &[Player],
    budgets: &[Budget],
    seed: u64,
    search_threads: usize,
) -> Result<Vec<SeatResult>, String> {
    let engines = lineup.iter().any(|p| matches!(p, Player::Engine(_)));
    // An engine is never told the seed: quests drawn from it are written out.
    let setup = if engines {
        with_quests_written(setup)
    } else {
        setup
    };
    let seeds = draw_seeds(&setup);
    let mut game = deal(setup, engines, &seeds);
    let mut players = Vec::with_capacity(lineup.len());
    for (i, player) in lineup.iter().enumerate() {
        let seed = seed.wrapping_mul(31).wrapping_add(i as u64);
        players.push(match player {
            Player::Level(Level::Expert) if search_threads > 1 => {
                SeatPlayer::Ours(Box::new(ParallelExpert::new(seed, search_threads)))
            }
            Player::Level(level) => SeatPlayer::Ours(level.bot(seed)),
            Player::Engine(command) => {
                SeatPlayer::Engine(EngineSeat::start(command, &setup, PlayerId(i as u8), seed)?)
            }
        });
    }
    let (mut log, mut seeds_used) = (Vec::new(), 0);
    new_draws(&game, &mut seeds_used, &seeds, &mut log);
    let clock = WallClock::start();
    while let Some(p) = game.table().to_move() {
        let action = match &mut players[p.index()] {
            SeatPlayer::Ours(bot) => bot
                .choose(&game.view(Some(p)), budgets[p.index()], &clock)
                .expect("a bot always answers while the game is on"),
            SeatPlayer::Engine(engine) => {
                engine.tell(&log)?;
                let action = engine.ask(budgets[p.index()])?;
                if let Err(e) = game.table().check(action) {
                    return Err(engine.fault(&format!(
                        "played {}, which the rules refuse: {e}",
                        action_token(action)
                    )));
                }
                action
            }
        };
        game.play(action).expect("checked actions are legal");
        assert!(
            !game.is_starved(),
            "a game of the family draws fewer than {DRAW_SEEDS} times"
        );
        log.push(Event::Move(action));
        new_draws(&game, &mut seeds_used, &seeds, &mut log);
    }
    for player in players {
        if let SeatPlayer::Engine(engine) = player {
            engine.finish();
        }
    }
    let table = game.table();
    let outcome = table.outcome();
    Ok(table
        .players()
        .map(|seat| outcome.of(table.kingdom_of(seat)))
        .map(|s| SeatResult {
            share: outcome.share(s),
            score: s.total,
            margin: outcome.margin(s),
        })
        .collect())
}

/// Each list entry's budget a move: `--budgets`, one an entry, or `--budget` for all.
fn budgets_of(args: &ArenaArgs) -> Vec<BudgetArg> {
    match &args.budgets {
        Some(budgets) => budgets.0.clone(),
        None => vec![args.budget.clone(); args.players.0.len()],
    }
}

/// One game to play: a deal, and the rotation of the lineup around the table.
struct Job {
    deal: usize,
    rotation: usize,
}

/// Plays every job on `threads` threads, each game's results in list order. The first engine
/// that fails stops the run.
fn play_jobs(
    args: &ArenaArgs,
    base: GameSetup,
    jobs: &[Job],
    deal_seeds: &[u64],
) -> Result<Vec<Vec<SeatResult>>, String> {
    let (lineup, threads) = (&args.players.0, args.threads);
    let n = lineup.len();
    let budgets = budgets_of(args);
    let progress = crate::progress::bar(jobs.len() as u64, "games");
    let failed = AtomicBool::new(false);
    let one = |job: &Job| -> Result<Vec<SeatResult>, String> {
        let r = job.rotation;
        let seed = deal_seeds[job.deal];
        let seats: Vec<Player> = (0..n).map(|s| lineup[(s + n - r) % n].clone()).collect();
        let seat_budgets: Vec<Budget> = (0..n).map(|s| budgets[(s + n - r) % n].budget).collect();
        let setup = GameSetup { seed, ..base };
        let by_seat = play(
            setup,
            &seats,
            &seat_budgets,
            seed ^ r as u64,
            args.search_threads,
        )
        .inspect_err(|_| failed.store(true, Ordering::Relaxed))?;
        progress.inc(1);
        // Back to list order: entry i sat in seat (i + r) % n.
        Ok((0..n).map(|i| by_seat[(i + r) % n]).collect())
    };
    let results = std::thread::scope(|scope| {
        let chunks = (0..threads)
            .map(|t| {
                let (one, failed) = (&one, &failed);
                std::thread::Builder::new().spawn_scoped(scope, move || {
                    jobs.iter()
                        .skip(t)
                        .step_by(threads)
                        .take_while(|_| !failed.load(Ordering::Relaxed))
                        .map(one)
                        .collect::<Result<Vec<_>, String>>()
                })
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| format!("could not start {threads} threads ({e}); try fewer"))?;
        let mut all = Vec::new();
        for chunk in chunks {
            all.extend(chunk.join().expect("arena thread")?);
        }
        Ok(all)
    });
    progress.finish_and_clear();
    results
}

pub fn arena(args: &ArenaArgs) -> Result<String, String> {
    let lineup = &args.players.0;
    let (deals, seed) = (args.games, args.seed);
    let n = lineup.len();
    if args.budgets.as_ref().is_some_and(|b| b.0.len() != n) {
        return Err(format!("--budgets names one budget a player: {n} here"));
    }
    let base = crate::games::setup_of(&args.game, n as u8, seed)?;

    // Every deal once per rotation: in rotation r, list entry i sits in seat (i + r) % n. With
    // teams the lineup turns a team at a time, so that team-mates stay together (name both
    // seats of a team the same level); each team then counts once.
    let team = {
        let rules = base.rules().map_err(|e| e.to_string())?;
        usize::from(rules.seats / rules.kingdoms)
    };
    let rotations = n / team;
    let jobs: Vec<Job> = (0..deals as usize)
        .flat_map(|deal| {
            (0..n)
                .step_by(team)
                .map(move |rotation| Job { deal, rotation })
        })
        .collect();
    let mut deal_seeds = Rng::new(seed);
    let seeds: Vec<u64> = (0..deals).map(|_| deal_seeds.next_u64()).collect();
    let started = Instant::now();
    let results = play_jobs(args, base, &jobs, &seeds)?;
    let elapsed = started.elapsed().as_secs_f64();

    // A row a player and its budget (with `--budgets`, the same player may think longer).
    let budgets = budgets_of(args);
    let entry = |i: usize| match args.budgets {
        Some(_) => (lineup[i].clone(), budgets[i].text.clone()),
        None => (lineup[i].clone(), String::new()),
    };
    let mut names: Vec<(Player, String)> = (0..n).map(entry).collect();
    kingdomino::short_sort::sort(&mut names);
    names.dedup();
    let name = |(player, budget): &(Player, String)| match budget.as_str() {
        "" => player.name(),
        budget => format!("{} @{budget}", player.name()),
    };
    let games = results.len();
    // The first column fits the longest name (an engine is named by its command).
    let width = names
        .iter()
        .map(|p| name(p).len())
        .max()
        .unwrap_or(0)
        .max(8);
    let mut lines = vec![format!(
        "{games} games ({deals} deals x {rotations} seat rotations), {n} players, budget {}, {elapsed:.1} s",
        match args.budgets {
            Some(_) => budgets.iter().map(|b| b.text.as_str()).collect::<Vec<_>>().join(","),
            None => args.budget.text.clone(),
        }
    )];
    lines.push(format!(
        "{:<width$} {:>5} {:>10} {:>17} {:>10} {:>12}",
        "bot", "seats", "win share", "95% interval", "mean score", "mean margin"
    ));
    for player in names {
        let entries: Vec<usize> = (0..n)
            .filter(|&i| entry(i) == player && i % team == 0)
            .collect();
        if entries.is_empty() {
            continue;
        }
        let samples: Vec<SeatResult> = results
            .iter()
            .flat_map(|game| entries.iter().map(move |&i| game[i]))
            .collect();
        lines.push(level_row(&name(&player), width, entries.len(), &samples));
    }
    Ok(lines.join("\n"))
}

/// A level's line of the table: its seats, its win share with a 95% interval, its mean score
/// and mean margin over the best opponent.
fn level_row(name: &str, width: usize, seats: usize, samples: &[SeatResult]) -> String {
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
        "{:<width$} {:>5} {:>9.1}% {:>7.1}% - {:>5.1}% {:>10.1} {:>+12.1}",
        name,
        seats,
        100.0 * mean,
        100.0 * (mean - half).max(0.0),
        100.0 * (mean + half).min(1.0),
        score,
        margin
    )
}
