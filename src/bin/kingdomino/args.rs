//! The command line's words: commands, options and what each value may be (clap). Conflicts,
//! repeats, typos and each command's `--help` come from here; the checks of a value say what it
//! may be in the project's own words.

use std::ops::RangeInclusive;

use clap::{Args, Parser, Subcommand};
use kingdomino::ai::Budget;
use kingdomino::notation::excerpt;
use kingdomino::rules::Quest;

#[derive(Parser)]
#[command(
    name = "kingdomino",
    version,
    about = "Kingdomino and its family: score kingdoms, check records, play and measure computer players."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Score a kingdom written in the notation (JSON).
    Score(ScoreArgs),
    /// Every legal placement of a domino in a kingdom (JSON).
    Legal(LegalArgs),
    /// A random game: its record, then its scores (JSON).
    Play(PlayArgs),
    /// Check a game record (KD, QD or RW) and print its scores (JSON).
    Replay(ReplayArgs),
    /// The Expert's review of a game: every decision's values, best move and grade (JSON).
    Review(ReviewArgs),
    /// Random games a second, and the speed of the rules and the Expert's playouts.
    Bench(BenchArgs),
    /// Computer players against each other on paired deals.
    Arena(ArenaArgs),
    /// A computer player speaking the engine protocol on stdin and stdout
    /// (docs/engine-protocol.md).
    Engine(EngineArgs),
}

#[derive(Args)]
pub struct EngineArgs {
    /// The player: random, greedy, hard or expert.
    #[arg(long, default_value = "expert", value_parser = level)]
    pub level: kingdomino::ai::Level,
    /// Threads the Expert searches a move on (root parallel).
    #[arg(long, default_value = "1", allow_hyphen_values = true, value_parser = count("search-threads", 1..=64usize))]
    pub search_threads: usize,
}

fn level(text: &str) -> Result<kingdomino::ai::Level, String> {
    text.parse().map_err(|_| {
        format!(
            "unknown level {}: random, greedy, hard or expert",
            excerpt(text)
        )
    })
}

#[derive(Args)]
pub struct ScoreArgs {
    /// The kingdom, as `W1WF1../LCF../L2`.
    pub kingdom: String,
    #[arg(long)]
    pub harmony: bool,
    #[arg(long)]
    pub middle_kingdom: bool,
    /// Two Age of Giants quests, by id: `lost_corner,bleak_king`.
    #[arg(long, value_name = "ID,ID", value_parser = parse_quests, conflicts_with_all = ["harmony", "middle_kingdom"])]
    pub quests: Option<[kingdomino::rules::Quest; 2]>,
    /// The kingdom's size: 5, or 7 for the Mighty Duel.
    #[arg(long, default_value = "5", value_parser = kingdom_size)]
    pub size: u8,
    /// Score buildings, knights, coins and the Queen.
    #[arg(long)]
    pub queendomino: bool,
    /// Coins left (Queendomino).
    #[arg(long, requires = "queendomino", allow_hyphen_values = true, value_parser = count("coins", 0..=u32::MAX))]
    pub coins: Option<u32>,
    /// The kingdom hosts the Queen (Queendomino).
    #[arg(long, requires = "queendomino")]
    pub queen: bool,
}

#[derive(Args)]
pub struct LegalArgs {
    /// The kingdom, as `W1WF1../LCF../L2`.
    pub kingdom: String,
    /// The domino: 1 to 48, A to F, 49 to 54, or Q1 to Q48 with --queendomino.
    pub domino: String,
    #[arg(long, default_value = "5", value_parser = kingdom_size)]
    pub size: u8,
    #[arg(long)]
    pub queendomino: bool,
}

/// Which game, and its options.
#[derive(Args, Clone)]
pub struct GameArgs {
    /// Queendomino instead of Kingdomino.
    #[arg(long, conflicts_with = "royal_wedding")]
    pub queendomino: bool,
    /// The Royal Wedding: both boxes, 3 to 8 players.
    #[arg(long)]
    pub royal_wedding: bool,
    /// The Royal Wedding in teams of two (seats 1 and 2, 3 and 4, ...).
    #[arg(long, requires = "royal_wedding")]
    pub teams: bool,
    /// The Age of Giants expansion (giants, footsteps, two drawn quests, a fifth player).
    #[arg(long)]
    pub age_of_giants: bool,
    /// Quests: `drawn`, or two ids (`lost_corner,bleak_king`).
    #[arg(long, value_name = "drawn|ID,ID")]
    pub quests: Option<String>,
    /// The Mighty Duel: two players on 7x7 kingdoms.
    #[arg(long)]
    pub mighty_duel: bool,
    #[arg(long)]
    pub harmony: bool,
    #[arg(long)]
    pub middle_kingdom: bool,
    /// Three deals, their scores added up.
    #[arg(long)]
    pub dynasty: bool,
}

#[derive(Args)]
pub struct PlayArgs {
    /// 2 to 4 players (5 with Age of Giants, 3 to 8 in the Royal Wedding).
    #[arg(long, allow_hyphen_values = true, value_parser = count("players", 1..=8u8))]
    pub players: u8,
    /// Fixes the deal and the random player's moves (default: the clock).
    #[arg(long, allow_hyphen_values = true, value_parser = count("seed", 0..=u64::MAX))]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub game: GameArgs,
}

#[derive(Args)]
pub struct ReplayArgs {
    /// The game record, as `KD2_2_-_42_k22.k17...`, or a game by link (its address, or
    /// `play=...`): its deal and every move are checked.
    pub record: String,
}

#[derive(Args)]
pub struct ReviewArgs {
    /// The game: a record (`KD2_2_-_42_k22.k17...`), a link to a game or its replay, or a game
    /// by link.
    pub record: String,
    /// Imagined orders of the unseen dominoes each decision is weighed over.
    #[arg(long, default_value_t = kingdomino::review::DEFAULT_BUDGET, allow_hyphen_values = true, value_parser = count("budget", 4..=100_000u32))]
    pub budget: u32,
    /// The review's seed: the same seed and budget give the same numbers, here and in the page.
    #[arg(long, default_value_t = kingdomino::review::DEFAULT_SEED, allow_hyphen_values = true, value_parser = count("seed", 0..=u64::MAX))]
    pub seed: u64,
    /// Instead of the review: the page's "What if?" of move N (its number in the record, from
    /// 1), the move played and the review's best each played to the end by the Expert.
    #[arg(long, value_name = "N", allow_hyphen_values = true, value_parser = count("what-if", 1..=100_000usize))]
    pub what_if: Option<usize>,
}

#[derive(Args)]
pub struct BenchArgs {
    #[arg(long, default_value = "4", allow_hyphen_values = true, value_parser = count("players", 1..=8u8))]
    pub players: u8,
    /// How long to play random games.
    #[arg(long, default_value = "2", allow_hyphen_values = true, value_parser = seconds("seconds", 0.01..=3600.0))]
    pub seconds: f64,
    #[command(flatten)]
    pub game: GameArgs,
}

#[derive(Args)]
pub struct ArenaArgs {
    /// One player a seat: random, greedy, hard, expert, or engine:<command>, a program speaking
    /// the engine protocol (`expert,greedy,greedy,greedy`, `expert,engine:'./old engine'`).
    #[arg(long, value_name = "PLAYER,PLAYER,...", value_parser = lineup)]
    pub players: Lineup,
    /// Deals; each is played once per seat rotation.
    #[arg(long, default_value = "10", allow_hyphen_values = true, value_parser = count("games", 1..=100_000u64))]
    pub games: u64,
    #[arg(long, default_value = "1", allow_hyphen_values = true, value_parser = count("seed", 0..=u64::MAX))]
    pub seed: u64,
    /// A move's budget: iterations (`1500`) or a time (`1s`, `250ms`).
    #[arg(long, default_value = "300", allow_hyphen_values = true, value_parser = parse_budget)]
    pub budget: BudgetArg,
    /// One budget a player instead, in the order of --players (`2s,500ms`): who thinks longer.
    #[arg(long, value_name = "BUDGET,BUDGET,...", conflicts_with = "budget", value_parser = parse_budgets)]
    pub budgets: Option<Budgets>,
    /// Games played at once.
    #[arg(long, default_value = "2", allow_hyphen_values = true, value_parser = count("threads", 1..=256usize))]
    pub threads: usize,
    /// Threads each Expert searches a move on (root parallel).
    #[arg(long, default_value = "1", allow_hyphen_values = true, value_parser = count("search-threads", 1..=64usize))]
    pub search_threads: usize,
    #[command(flatten)]
    pub game: GameArgs,
}

/// Who plays a seat of the arena: one of ours, or a program speaking the engine protocol.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Player {
    Level(kingdomino::ai::Level),
    /// `engine:<command>`: the command is started through `sh -c` for each game.
    Engine(String),
}

impl Player {
    pub fn name(&self) -> String {
        match self {
            Player::Level(level) => level.name().to_string(),
            Player::Engine(command) => format!("engine:{command}"),
        }
    }
}

/// The players of an arena, one a seat.
#[derive(Clone)]
pub struct Lineup(pub Vec<Player>);

fn lineup(text: &str) -> Result<Lineup, String> {
    let names: Vec<&str> = text.split(',').collect();
    if names.len() > kingdomino::rules::MAX_PLAYERS {
        return Err(format!(
            "--players names at most {} players, one a seat",
            kingdomino::rules::MAX_PLAYERS
        ));
    }
    names
        .into_iter()
        .map(|name| match name.strip_prefix("engine:") {
            Some(command) if !command.trim().is_empty() => Ok(Player::Engine(command.to_string())),
            Some(_) => Err(
                "engine: names the command that starts the engine: engine:'kingdomino engine'"
                    .to_string(),
            ),
            None => name.parse().map(Player::Level).map_err(|_| {
                format!(
                    "unknown player {}: random, greedy, hard, expert or engine:<command>",
                    excerpt(name)
                )
            }),
        })
        .collect::<Result<_, _>>()
        .map(Lineup)
}

fn kingdom_size(text: &str) -> Result<u8, String> {
    match text {
        "5" => Ok(5),
        "7" => Ok(7),
        _ => Err(format!("--size is 5 or 7, not {}", excerpt(text))),
    }
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
        [a, b] if a == b => Err("the two quests must differ".into()),
        [a, b] => Ok([quest(a)?, quest(b)?]),
        _ => Err("--quests names two quests: ID,ID".into()),
    }
}

/// A whole number of `--name` within `range`, in its one spelling.
fn count<T>(
    name: &'static str,
    range: RangeInclusive<T>,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static
where
    T: std::str::FromStr + PartialOrd + std::fmt::Display + Clone + Send + Sync + 'static,
{
    move |text: &str| {
        let out_of_range = || {
            format!(
                "--{name} takes a whole number from {} to {}",
                range.start(),
                range.end()
            )
        };
        let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        if !digits {
            return Err(
                if text.starts_with('-') && text[1..].bytes().all(|b| b.is_ascii_digit()) {
                    out_of_range()
                } else {
                    format!("--{name} takes a whole number, not {}", excerpt(text))
                },
            );
        }
        match text.parse::<T>() {
            Ok(n) if range.contains(&n) => Ok(n),
            // A number too large for the type is out of range too, not "not a number".
            _ => Err(out_of_range()),
        }
    }
}

/// A finite number of seconds of `--name` within `range`.
fn seconds(
    name: &'static str,
    range: RangeInclusive<f64>,
) -> impl Fn(&str) -> Result<f64, String> + Clone + Send + Sync + 'static {
    move |text: &str| match text.parse::<f64>() {
        Ok(s) if s.is_finite() && range.contains(&s) => Ok(s),
        _ => Err(format!(
            "--{name} takes seconds from {} to {}",
            range.start(),
            range.end()
        )),
    }
}

/// One line for a refusal from clap: its first sentence, long quoted words cut, and the
/// command's usage when it names one.
pub fn one_line(error: &clap::Error) -> String {
    use clap::error::ErrorKind;
    let rendered = error.render().to_string();
    let mut lines = rendered.lines().filter(|l| !l.trim().is_empty());
    let mut first = lines
        .next()
        .unwrap_or("")
        .trim_start_matches("error: ")
        .to_string();
    // "the following required arguments were not provided:" lists them on the lines after.
    if first.ends_with(':') {
        let named: Vec<&str> = lines
            .take_while(|l| l.starts_with("  "))
            .map(str::trim)
            .collect();
        first = format!("{} {}", first, named.join(", "));
    }
    let usage = rendered
        .lines()
        .find_map(|l| l.trim().strip_prefix("Usage: "))
        .map(str::to_string);
    let first = cut_quoted(&first);
    match error.kind() {
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            "no command given; try `kingdomino --help`".to_string()
        }
        ErrorKind::InvalidSubcommand => format!("{first}; try `kingdomino --help`"),
        ErrorKind::ValueValidation => {
            // "invalid value 'x' for '--size <SIZE>': why": the why says it all.
            match first.split_once("': ") {
                Some((_, why)) => why.to_string(),
                None => first,
            }
        }
        _ => match usage {
            Some(usage) => format!("{first}; usage: {}", cut_quoted(&usage)),
            None => first,
        },
    }
}

/// Cuts any quoted word longer than 40 characters (a bad argument can be 100 KB).
fn cut_quoted(line: &str) -> String {
    line.split('\'')
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 1 && part.chars().count() > 40 {
                excerpt(part)
            } else if i % 2 == 1 {
                format!("'{part}'")
            } else {
                part.to_string()
            }
        })
        .collect()
}

/// The longest time a move may take: an hour.
const MAX_MILLIS: f64 = 3_600_000.0;

/// A move's budget as written (`300`, `1s`), and what it allows.
#[derive(Clone)]
pub struct BudgetArg {
    pub text: String,
    pub budget: Budget,
}

/// One budget a player of an arena.
#[derive(Clone)]
pub struct Budgets(pub Vec<BudgetArg>);

fn parse_budgets(text: &str) -> Result<Budgets, String> {
    text.split(',')
        .map(parse_budget)
        .collect::<Result<_, _>>()
        .map(Budgets)
}

/// A budget from text: `300` iterations, or a time such as `1s` or `250ms` (up to an hour).
pub fn parse_budget(text: &str) -> Result<BudgetArg, String> {
    let bad = || {
        format!(
            "--budget is a number of iterations (1 to 100000000) or a time up to an hour (1s, 250ms), not {}",
            excerpt(text)
        )
    };
    let millis = if let Some(ms) = text.strip_suffix("ms") {
        ms.parse::<f64>().map_err(|_| bad())?
    } else if let Some(s) = text.strip_suffix('s') {
        s.parse::<f64>().map_err(|_| bad())? * 1000.0
    } else {
        return match text.parse::<u32>() {
            Ok(n @ 1..=100_000_000) if !text.starts_with('0') => Ok(BudgetArg {
                text: text.to_string(),
                budget: Budget::iterations(n),
            }),
            _ => Err(bad()),
        };
    };
    if millis.is_finite() && millis > 0.0 && millis <= MAX_MILLIS {
        Ok(BudgetArg {
            text: text.to_string(),
            budget: Budget::millis(millis),
        })
    } else {
        Err(bad())
    }
}
