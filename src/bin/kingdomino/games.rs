//! `play`, `replay` and `bench`: whole games.

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use serde::Serialize;

use kingdomino::ai::{simulate_games, RandomPlayer};
use kingdomino::notation::{excerpt, GameRecord};
use kingdomino::rules::{
    Domino, Game, GameSetup, Kingdom, Options, Placement, Quest, QuestChoice, Rng, Table, Variant,
};

use crate::args::Args;
use crate::clock::WallClock;

#[derive(Serialize)]
struct PlayerJson {
    player: u8,
    total: u32,
    deals: Vec<u32>,
    largest_territory: u32,
    rank: u8,
}

#[derive(Serialize)]
struct ResultJson {
    over: bool,
    players: Vec<PlayerJson>,
    winners: Vec<u8>,
    tie_break: bool,
}

/// Scores of a game as JSON: per player the total, each deal's score, the tie-break count and
/// the rank (players number from 1). An unfinished game counts its deal in progress as it stands.
fn result_json(table: &Table) -> String {
    let outcome = table.outcome();
    let live = table.scores();
    let players = outcome
        .standings
        .iter()
        .map(|s| {
            let k = s.kingdom;
            let mut deals: Vec<u32> = table.finished_deals().iter().map(|d| d[k].total).collect();
            if !table.is_over() {
                deals.push(live[k].total);
            }
            PlayerJson {
                player: k.0 + 1,
                total: deals.iter().sum(),
                deals,
                largest_territory: s.largest_territory,
                rank: s.rank,
            }
        })
        .collect();
    let json = ResultJson {
        over: table.is_over(),
        players,
        winners: outcome.winners().iter().map(|p| p.0 + 1).collect(),
        tie_break: outcome.decided_by_tie_break,
    };
    serde_json::to_string(&json).expect("plain data serialises")
}

/// The two quests of `--quests ID,ID`, by their ids (`local_business_wheat,bleak_king`).
pub fn parse_quests(text: &str) -> Result<[Quest; 2], String> {
    let ids: Vec<&str> = text.split(',').collect();
    let quest = |id: &str| {
        Quest::from_id(id).ok_or_else(|| {
            let known: Vec<&str> = Quest::ALL.iter().map(|q| q.id()).collect();
            format!(
                "unknown quest {}; the quests are {}",
                excerpt(id),
                known.join(" ")
            )
        })
    };
    match ids[..] {
        [a, b] => Ok([quest(a)?, quest(b)?]),
        _ => Err("--quests names two quests: ID,ID".into()),
    }
}

/// The options the switches name; `--quests drawn` or `--quests ID,ID` (with the giants, two
/// are drawn unless chosen).
pub fn options(args: &Args, players: u8) -> Result<Options, String> {
    let quests = match args.value("quests") {
        None => QuestChoice::None,
        Some("drawn") => QuestChoice::Drawn,
        Some(ids) => QuestChoice::Chosen(parse_quests(ids)?),
    };
    Ok(Options {
        mighty_duel: args.switch("mighty-duel"),
        harmony: args.switch("harmony"),
        middle_kingdom: args.switch("middle-kingdom"),
        dynasty: args.switch("dynasty"),
        age_of_giants: args.switch("age-of-giants"),
        quests,
        teams: args.switch("teams").then(|| Options::paired_teams(players)),
    })
}

pub const OPTION_SWITCHES: [&str; 8] = [
    "mighty-duel",
    "harmony",
    "middle-kingdom",
    "dynasty",
    "queendomino",
    "age-of-giants",
    "royal-wedding",
    "teams",
];

/// Kingdomino, Queendomino with `--queendomino` or the Royal Wedding with `--royal-wedding`,
/// with the options the switches name (`--teams`: seats 1 and 2 together, 3 and 4, ...).
pub fn setup_of(args: &Args, players: u8, seed: u64) -> Result<GameSetup, String> {
    let setup = if args.switch("royal-wedding") {
        GameSetup {
            variant: Variant::RoyalWedding,
            ..GameSetup::queendomino(players, seed)
        }
    } else if args.switch("queendomino") {
        GameSetup::queendomino(players, seed)
    } else {
        GameSetup::kingdomino(players, seed)
    };
    let setup = setup.with_options(options(args, players)?);
    setup.validate().map_err(|e| e.to_string())?;
    Ok(setup)
}

pub fn play(words: &[String]) -> Result<String, String> {
    let args = Args::parse(words, &["players", "seed", "quests"], &OPTION_SWITCHES)?;
    args.expect_positional(
        0,
        "kingdomino play --players N [--seed S] [--queendomino | --royal-wedding [--teams]] [--age-of-giants] [--quests drawn|ID,ID] [--mighty-duel] [--harmony] [--middle-kingdom] [--dynasty]",
    )?;
    if !args.has("players") {
        return Err("play needs --players N (2 to 4, 5 with --age-of-giants)".into());
    }
    let seed = args.number("seed", clock_seed())?;
    let setup = setup_of(&args, args.count("players", 0u8, 1..=8)?, seed)?;
    let mut game = Game::new(setup).map_err(|e| e.to_string())?;
    RandomPlayer::new(seed ^ 0x005E_ED0F_C0DE).play_out(&mut game);
    Ok(format!(
        "{}\n{}",
        GameRecord::of(&game),
        result_json(game.table())
    ))
}

pub fn replay(words: &[String]) -> Result<String, String> {
    let args = Args::parse(words, &[], &[])?;
    let text = &args.expect_positional(1, "kingdomino replay RECORD")?[0];
    let record: GameRecord = text.parse().map_err(|e| format!("{e}"))?;
    let game = record.replay().map_err(|e| format!("{e}"))?;
    Ok(result_json(game.table()))
}

fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

pub fn bench(words: &[String]) -> Result<String, String> {
    let args = Args::parse(words, &["players", "seconds", "quests"], &OPTION_SWITCHES)?;
    args.expect_positional(0, "kingdomino bench [--players N] [--seconds S] [options]")?;
    let players = args.count("players", 4u8, 1..=8)?;
    let seconds = args.seconds("seconds", 2.0, 0.01..=3600.0)?;
    let setup = setup_of(&args, players, 0)?;
    Game::new(setup).map_err(|e| e.to_string())?;

    let mut player = RandomPlayer::new(1);
    let start = Instant::now();
    let mut games = 0u64;
    while start.elapsed().as_secs_f64() < seconds {
        for _ in 0..100 {
            let mut game = Game::new(GameSetup {
                seed: games,
                ..setup
            })
            .expect("validated");
            player.play_out(&mut game);
            games += 1;
        }
    }
    let elapsed = start.elapsed().as_secs_f64();

    let clock = WallClock::start();
    let (simulated, simulated_ms) = simulate_games(&clock, seconds * 500.0);

    let positions = sample_positions(setup, 200);
    let mut out: Vec<Placement> = Vec::with_capacity(256);
    let rounds = 20_000;
    let mut listed = 0usize;
    let start = Instant::now();
    for _ in 0..rounds {
        for (kingdom, domino) in &positions {
            kingdom.legal_placements(domino, &mut out);
            listed += out.len();
        }
    }
    let generations = (rounds * positions.len()) as f64;
    let ns = start.elapsed().as_secs_f64() * 1e9 / generations;
    Ok(format!(
        "random whole {players}-player games: {:.0} per second ({games} games in {elapsed:.2} s, one core)\n\
         legal-placement generation: {ns:.1} ns per call ({:.1} placements on average, {} kingdoms from random games)\n\
         Expert playouts (whole 4-player games): {:.0} per second",
        games as f64 / elapsed,
        listed as f64 / generations,
        positions.len(),
        f64::from(simulated) * 1000.0 / simulated_ms
    ))
}

/// Kingdoms at every stage of random games, each with the domino its owner had to place.
fn sample_positions(setup: GameSetup, count: usize) -> Vec<(Kingdom, &'static Domino)> {
    let mut rng = Rng::new(99);
    let mut player = RandomPlayer::new(7);
    let mut positions = Vec::with_capacity(count);
    let mut seed = 1000;
    while positions.len() < count {
        let mut game = Game::new(GameSetup { seed, ..setup }).expect("validated");
        seed += 1;
        while let Some(action) = player.choose(game.table()) {
            if let (Some(domino), Some(p)) =
                (game.table().domino_to_place(), game.table().to_move())
            {
                if rng.below(8) == 0 && positions.len() < count {
                    positions.push((game.table().seat_kingdom(p).clone(), domino.domino()));
                }
            }
            game.play_unchecked(action);
        }
    }
    positions
}
