//! `play`, `replay` and `bench`: whole games.

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use serde::Serialize;

use kingdomino::ai::{simulate_games, RandomPlayer};
use kingdomino::by_link::{is_game_by_link, Awaited, GameByLink, Seat, Version};
use kingdomino::notation::GameRecord;
use kingdomino::rules::{
    Domino, Game, GameSetup, Kingdom, Options, Placement, QuestChoice, Rng, Table, Variant,
};

use crate::args::{parse_quests, BenchArgs, GameArgs, PlayArgs, ReplayArgs};
use crate::clock::WallClock;

/// One kingdom's result: a player's, or a team's with its players.
#[derive(Serialize)]
struct KingdomJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    player: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    team: Option<u8>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    players: Vec<u8>,
    total: u32,
    deals: Vec<u32>,
    largest_territory: u32,
    rank: u8,
}

#[derive(Serialize)]
struct ResultJson {
    over: bool,
    /// One entry a kingdom: under "players" in individual play, "teams" in team play.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    players: Vec<KingdomJson>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    teams: Vec<KingdomJson>,
    /// Empty until the game is over.
    winners: Vec<u8>,
    tie_break: bool,
    /// Games by link: what the link proves, and by which keys.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    by_link: Option<ByLinkJson>,
}

/// What a game by link proves: whether it proves itself (from version 2, every person's
/// signature of the history: "proved" means signed by these keys; version 1's links open,
/// unproved), the game's identity (as a browser keeps it) and each seat's key.
#[derive(Serialize)]
struct ByLinkJson {
    proved: bool,
    version: u8,
    identity: String,
    keys: Vec<SeatKeyJson>,
}

/// One seat of a game by link: a person's name and key fingerprint (none before they join,
/// nor in version 1), or a computer's level.
#[derive(Serialize)]
struct SeatKeyJson {
    seat: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    computer: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fingerprint: Option<String>,
}

impl ByLinkJson {
    fn of(game: &GameByLink) -> ByLinkJson {
        let keys = game
            .seats
            .iter()
            .enumerate()
            .map(|(i, seat)| match seat {
                Seat::Person { name, key } => SeatKeyJson {
                    seat: i + 1,
                    name: Some(name.clone()),
                    computer: None,
                    fingerprint: key.and_then(|k| k.public()).map(|p| p.fingerprint()),
                },
                Seat::Computer(level) => SeatKeyJson {
                    seat: i + 1,
                    name: None,
                    computer: Some(level.name()),
                    fingerprint: None,
                },
            })
            .collect();
        ByLinkJson {
            proved: game.is_proved(),
            version: match game.version {
                Version::One => 1,
                Version::Two => 2,
                Version::Three => 3,
            },
            identity: game.identity(),
            keys,
        }
    }
}

/// Scores of a game as JSON: per player (or team) the total, each deal's score, the tie-break
/// count and the rank (players and teams number from 1). An unfinished game counts its deal in
/// progress as it stands, ranks by the points so far and names no winner.
fn result_json(table: &Table, by_link: Option<ByLinkJson>) -> String {
    let over = table.is_over();
    let live = table.scores();
    let rules = table.rules();
    let teams = rules.kingdoms < rules.seats;
    let mut entries: Vec<KingdomJson> = rules
        .kingdom_ids()
        .map(|k| {
            let finished = table.finished_deals().iter().map(|d| &d[k]);
            let mut deals: Vec<u32> = finished.clone().map(|s| s.total).collect();
            let mut largest: u32 = finished.map(|s| s.largest_territory).sum();
            if !over {
                deals.push(live[k].total);
                largest += live[k].largest_territory;
            }
            let number = k.0 + 1;
            KingdomJson {
                player: (!teams).then_some(number),
                team: teams.then_some(number),
                players: if teams {
                    rules.seats_of(k).map(|s| s.0 + 1).collect()
                } else {
                    Vec::new()
                },
                total: deals.iter().sum(),
                deals,
                largest_territory: largest,
                rank: 0,
            }
        })
        .collect();
    let key = |e: &KingdomJson| (e.total, e.largest_territory);
    let keys: Vec<_> = entries.iter().map(key).collect();
    for e in &mut entries {
        e.rank = 1 + keys.iter().filter(|&&o| o > key(e)).count() as u8;
    }
    let (winners, tie_break) = if over {
        let outcome = table.outcome();
        (
            outcome.winners().iter().map(|k| k.0 + 1).collect(),
            outcome.decided_by_tie_break,
        )
    } else {
        (Vec::new(), false)
    };
    let (players, teams) = if teams {
        (Vec::new(), entries)
    } else {
        (entries, Vec::new())
    };
    let json = ResultJson {
        over,
        players,
        teams,
        winners,
        tie_break,
        by_link,
    };
    serde_json::to_string(&json).expect("plain data serialises")
}

/// The options the game's switches name; `--quests drawn` or `--quests ID,ID` (with the
/// giants, two are drawn unless chosen).
pub fn options(game: &GameArgs, players: u8) -> Result<Options, String> {
    let quests = match game.quests.as_deref() {
        None => QuestChoice::None,
        Some("drawn") => QuestChoice::Drawn,
        Some(ids) => QuestChoice::Chosen(parse_quests(ids)?),
    };
    Ok(Options {
        mighty_duel: game.mighty_duel,
        harmony: game.harmony,
        middle_kingdom: game.middle_kingdom,
        dynasty: game.dynasty,
        age_of_giants: game.age_of_giants,
        quests,
        teams: game.teams.then(|| Options::paired_teams(players)),
    })
}

/// Kingdomino, Queendomino with `--queendomino` or the Royal Wedding with `--royal-wedding`,
/// with the options the switches name (`--teams`: seats 1 and 2 together, 3 and 4, ...).
pub fn setup_of(game: &GameArgs, players: u8, seed: u64) -> Result<GameSetup, String> {
    let setup = if game.royal_wedding {
        GameSetup {
            variant: Variant::RoyalWedding,
            ..GameSetup::queendomino(players, seed)
        }
    } else if game.queendomino {
        GameSetup::queendomino(players, seed)
    } else {
        GameSetup::kingdomino(players, seed)
    };
    let setup = setup.with_options(options(game, players)?);
    setup.validate().map_err(|e| e.to_string())?;
    Ok(setup)
}

pub fn play(args: &PlayArgs) -> Result<String, String> {
    let seed = args.seed.unwrap_or_else(clock_seed);
    let setup = setup_of(&args.game, args.players, seed)?;
    let mut game = Game::new(setup).map_err(|e| e.to_string())?;
    RandomPlayer::new(seed ^ 0x005E_ED0F_C0DE).play_out(&mut game);
    Ok(format!(
        "{}\n{}",
        GameRecord::of(&game),
        result_json(game.table(), None)
    ))
}

pub fn replay(args: &ReplayArgs) -> Result<String, String> {
    if is_game_by_link(&args.record) {
        return replay_by_link(&args.record);
    }
    let record: GameRecord = args.record.parse().map_err(|e| format!("{e}"))?;
    let game = record.replay().map_err(|e| format!("{e}"))?;
    Ok(result_json(game.table(), None))
}

/// A game by link (its address, or what follows `#`): the deal checked against every
/// person's chains, every move against the rules and its player's proof (version 2: every
/// person's signature of the history), every computer move searched again; the scores where it
/// stands, and whether the link proves itself.
fn replay_by_link(fragment: &str) -> Result<String, String> {
    let game =
        GameByLink::parse_link(fragment).map_err(|e| format!("This link is refused: {e}."))?;
    let position = game
        .replay(0)
        .map_err(|e| format!("This link is refused: {e}."))?;
    match &position.game {
        Some(g) => Ok(result_json(g.table(), Some(ByLinkJson::of(&game)))),
        None => Err(format!(
            "the game has not been dealt yet: it waits for {}",
            match game.awaited(&position) {
                Awaited::Join(_) => "players to join",
                _ => "the first draw's reveals",
            }
        )),
    }
}

fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

pub fn bench(args: &BenchArgs) -> Result<String, String> {
    let (players, seconds) = (args.players, args.seconds);
    let setup = setup_of(&args.game, players, 0)?;
    Game::new(setup).map_err(|e| e.to_string())?;

    // Random games for `seconds`, the playouts for half as long, then the placement listing.
    let progress = crate::progress::bar((seconds * 1500.0) as u64, "ms");
    let mut player = RandomPlayer::new(1);
    let start = Instant::now();
    let mut games = 0u64;
    while start.elapsed().as_secs_f64() < seconds {
        progress.set_position((start.elapsed().as_secs_f64() * 1000.0) as u64);
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
    progress.finish_and_clear();

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
