//! The protocol's messages, one a line, in one spelling each: what is read prints back as
//! itself. Words are separated by one space; actions are written as in the game record.

use std::fmt;
use std::str::FromStr;

use crate::ai::Budget;
use crate::notation::number::whole;
use crate::notation::{action_of_token, action_token, excerpt, GameRecord};
use crate::rules::{Action, GameSetup, Options, PlayerId, QuestChoice};

/// The version of the protocol these messages are.
pub const VERSION: u32 = 1;

/// The first word of the greeting both sides send.
pub const GREETING: &str = "kingdomino-engine";

/// The longest line either side reads (a whole Dynasty's moves fit many times over).
pub const MAX_LINE: usize = 65_536;

/// The longest engine name.
const MAX_NAME: usize = 80;

/// The longest move budget: an hour, or a hundred million iterations.
const MAX_MILLIS: u32 = 3_600_000;
const MAX_ITERATIONS: u32 = 100_000_000;

/// What the referee sends.
#[derive(Clone, Debug, PartialEq)]
pub enum ToEngine {
    /// `kingdomino-engine 1`: the protocol and its version, the first line.
    Hello { version: u32 },
    /// `new KD2_2_h seat 1 seed 7`: a new game (its setup as a record's first three fields,
    /// never the deal's seed), the seat the engine plays (from 1), and a seed for the engine's
    /// own random choices. Answered by `ready`.
    New {
        setup: GameSetup,
        seat: PlayerId,
        seed: u64,
    },
    /// `draw 1234`: the seed of the game's next draw, sent when the game reaches it (the deal's
    /// first, then each round's line). It says nothing of later lines.
    Draw(u64),
    /// `moves k22.k17`: actions taken, in the game's order, the engine's own included.
    Moves(Vec<Action>),
    /// `go 500ms` or `go 1500`: the engine's seat is to move, within a time or a number of
    /// iterations. Answered by `move <action>`.
    Go(Budget),
    /// `quit`: the engine exits.
    Quit,
}

/// What the engine sends.
#[derive(Clone, Debug, PartialEq)]
pub enum FromEngine {
    /// `kingdomino-engine 1 <name>`: the version the engine speaks, and its name.
    Hello { version: u32, name: String },
    /// `ready`: a new game is set up.
    Ready,
    /// `move k28`: the engine's action.
    Move(Action),
    /// `error <why>`: the engine could not read or follow a message, and exits with status 2.
    Error(String),
}

/// The same game with quests drawn from its seed written out as chosen: the seed never
/// travels, and the quests are public from the start.
pub fn with_quests_written(setup: GameSetup) -> GameSetup {
    let drawn = setup.draws_quests().then(|| setup.rules().ok()).flatten();
    match drawn.map(|rules| rules.bonuses.quests) {
        Some([Some(a), Some(b)]) => GameSetup {
            options: Options {
                quests: QuestChoice::Chosen([a, b]),
                ..setup.options
            },
            ..setup
        },
        _ => setup,
    }
}

/// A setup as the protocol writes it: the record's tag, players and options (`KD2_2_h`), drawn
/// quests written out.
pub fn setup_text(setup: &GameSetup) -> String {
    let record = GameRecord {
        setup: GameSetup {
            seed: 0,
            ..with_quests_written(*setup)
        },
        actions: Vec::new(),
    };
    let text = record.to_string();
    text.strip_suffix("_0_").unwrap_or(&text).to_string()
}

fn parse_setup(text: &str) -> Result<GameSetup, String> {
    if text.split('_').count() != 3 {
        return Err(format!(
            "the setup {} is not written as a record's tag, players and options (KD2_2_h)",
            excerpt(text)
        ));
    }
    let record: GameRecord = format!("{text}_0_")
        .parse()
        .map_err(|e| format!("the setup {} cannot be read: {e}", excerpt(text)))?;
    if record.setup.draws_quests() {
        return Err(format!(
            "the setup {} draws its quests from a seed the engine is not told: the referee names them (q0517)",
            excerpt(text)
        ));
    }
    Ok(record.setup)
}

/// A budget as the protocol writes it: `1500` iterations or `500ms`.
fn budget_text(budget: Budget) -> String {
    match budget.millis {
        Some(ms) => format!("{}ms", ms.round().max(1.0)),
        None => budget.iterations.to_string(),
    }
}

fn parse_budget(text: &str) -> Result<Budget, String> {
    let bad = || {
        format!(
            "the budget {} is neither iterations (1 to {MAX_ITERATIONS}) nor whole milliseconds (1ms to {MAX_MILLIS}ms)",
            excerpt(text)
        )
    };
    match text.strip_suffix("ms") {
        Some(ms) => match whole::<u32>(ms) {
            Some(n @ 1..=MAX_MILLIS) => Ok(Budget::millis(f64::from(n))),
            _ => Err(bad()),
        },
        None => match whole::<u32>(text) {
            Some(n @ 1..=MAX_ITERATIONS) => Ok(Budget::iterations(n)),
            _ => Err(bad()),
        },
    }
}

fn parse_number<T: FromStr>(what: &str, text: &str) -> Result<T, String> {
    whole(text).ok_or_else(|| {
        format!(
            "{what} is a whole number (digits, no leading zero), not {}",
            excerpt(text)
        )
    })
}

fn parse_version(text: &str) -> Result<u32, String> {
    parse_number("the version", text)
}

fn parse_moves(text: &str) -> Result<Vec<Action>, String> {
    text.split('.')
        .enumerate()
        .map(|(i, token)| {
            action_of_token(token).ok_or_else(|| {
                format!(
                    "move {} of the line, {}, is not an action in the record's notation",
                    i + 1,
                    excerpt(token)
                )
            })
        })
        .collect()
}

/// The words of a line after its first, or why the line does not have exactly `n` of them.
fn words<'a>(line: &'a str, first: &str, n: usize, shape: &str) -> Result<Vec<&'a str>, String> {
    let rest: Vec<&str> = line.split(' ').skip(1).collect();
    if rest.len() == n {
        Ok(rest)
    } else {
        Err(format!(
            "{first} is written `{shape}`, not {}",
            excerpt(line)
        ))
    }
}

/// Refuses what no line may hold: a line too long, control characters (a line ends at a
/// newline, which the reader has taken off), or a blank.
fn check_line(line: &str) -> Result<(), String> {
    if line.len() > MAX_LINE {
        return Err(format!("a line is at most {MAX_LINE} bytes"));
    }
    if line.chars().any(char::is_control) {
        return Err(format!(
            "a line holds no control characters (tabs, carriage returns): {}",
            excerpt(line)
        ));
    }
    if line.is_empty() {
        return Err("an empty line is no message".into());
    }
    Ok(())
}

impl FromStr for ToEngine {
    type Err = String;

    fn from_str(line: &str) -> Result<ToEngine, String> {
        check_line(line)?;
        let first = line.split(' ').next().unwrap_or("");
        let message = match first {
            GREETING => {
                let w = words(line, first, 1, "kingdomino-engine <version>")?;
                ToEngine::Hello {
                    version: parse_version(w[0])?,
                }
            }
            "new" => {
                let w = words(line, first, 5, "new <setup> seat <n> seed <n>")?;
                if w[1] != "seat" || w[3] != "seed" {
                    return Err(format!(
                        "new is written `new <setup> seat <n> seed <n>`, not {}",
                        excerpt(line)
                    ));
                }
                let setup = parse_setup(w[0])?;
                let seat: u8 = parse_number("the seat", w[2])?;
                if !(1..=setup.players).contains(&seat) {
                    return Err(format!(
                        "the seat is from 1 to {} in this game, not {seat}",
                        setup.players
                    ));
                }
                ToEngine::New {
                    setup,
                    seat: PlayerId(seat - 1),
                    seed: parse_number("the seed", w[4])?,
                }
            }
            "draw" => ToEngine::Draw(parse_number(
                "a draw's seed",
                words(line, first, 1, "draw <seed>")?[0],
            )?),
            "moves" => ToEngine::Moves(parse_moves(words(line, first, 1, "moves <a.b.c>")?[0])?),
            "go" => ToEngine::Go(parse_budget(
                words(line, first, 1, "go <iterations>|go <n>ms")?[0],
            )?),
            "quit" => {
                words(line, first, 0, "quit")?;
                ToEngine::Quit
            }
            _ => {
                return Err(format!(
                    "unknown message {}: kingdomino-engine, new, draw, moves, go or quit",
                    excerpt(first)
                ))
            }
        };
        one_spelling(line, &message.to_string())?;
        Ok(message)
    }
}

impl FromStr for FromEngine {
    type Err = String;

    fn from_str(line: &str) -> Result<FromEngine, String> {
        check_line(line)?;
        let first = line.split(' ').next().unwrap_or("");
        let message = match first {
            GREETING => {
                let (version, name) = line[first.len()..]
                    .strip_prefix(' ')
                    .and_then(|rest| rest.split_once(' '))
                    .ok_or_else(|| {
                        format!(
                            "the greeting is written `kingdomino-engine <version> <name>`, not {}",
                            excerpt(line)
                        )
                    })?;
                if name.trim().is_empty() || name.chars().count() > MAX_NAME {
                    return Err(format!(
                        "an engine's name is 1 to {MAX_NAME} characters, not {}",
                        excerpt(name)
                    ));
                }
                FromEngine::Hello {
                    version: parse_version(version)?,
                    name: name.to_string(),
                }
            }
            "ready" => {
                words(line, first, 0, "ready")?;
                FromEngine::Ready
            }
            "move" => {
                let w = words(line, first, 1, "move <action>")?;
                let action = action_of_token(w[0]).ok_or_else(|| {
                    format!(
                        "the move {} is not an action in the record's notation",
                        excerpt(w[0])
                    )
                })?;
                FromEngine::Move(action)
            }
            "error" => match line.strip_prefix("error ") {
                Some(why) if !why.trim().is_empty() => FromEngine::Error(why.to_string()),
                _ => return Err("error is written `error <why>`".into()),
            },
            _ => {
                return Err(format!(
                    "unknown answer {}: kingdomino-engine, ready, move or error",
                    excerpt(first)
                ))
            }
        };
        one_spelling(line, &message.to_string())?;
        Ok(message)
    }
}

/// Refuses a line that reads but is written otherwise (two spaces, a trailing space, ...).
fn one_spelling(given: &str, written: &str) -> Result<(), String> {
    if given == written {
        Ok(())
    } else {
        Err(format!(
            "{} is written {}",
            excerpt(given),
            excerpt(written)
        ))
    }
}

impl fmt::Display for ToEngine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToEngine::Hello { version } => write!(f, "{GREETING} {version}"),
            ToEngine::New { setup, seat, seed } => write!(
                f,
                "new {} seat {} seed {seed}",
                setup_text(setup),
                seat.0 + 1
            ),
            ToEngine::Draw(seed) => write!(f, "draw {seed}"),
            ToEngine::Moves(actions) => {
                let tokens: Vec<String> = actions.iter().map(|&a| action_token(a)).collect();
                write!(f, "moves {}", tokens.join("."))
            }
            ToEngine::Go(budget) => write!(f, "go {}", budget_text(*budget)),
            ToEngine::Quit => f.write_str("quit"),
        }
    }
}

impl fmt::Display for FromEngine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FromEngine::Hello { version, name } => write!(f, "{GREETING} {version} {name}"),
            FromEngine::Ready => f.write_str("ready"),
            FromEngine::Move(action) => write!(f, "move {}", action_token(*action)),
            // One line: a reason never breaks the protocol's lines.
            FromEngine::Error(why) => {
                let why: String = why
                    .chars()
                    .map(|c| if c.is_control() { ' ' } else { c })
                    .collect();
                write!(f, "error {why}")
            }
        }
    }
}
