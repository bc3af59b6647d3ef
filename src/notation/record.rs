//! The game record: a setup and its actions as URL-safe text whose tag names the rule set and
//! the edition of the rulings.
//!
//! `KD2_<players>_<options>_<seed>_<actions>`: `KD` Kingdomino, `QD` Queendomino or `RW` the
//! Royal Wedding, then the edition (see [`Edition`]: `1` records replay by the rulings they were
//! played by; the first edition predates Age of Giants, the quests, the Royal Wedding and teams);
//! options are letters (`d` Mighty Duel, `h` Harmony, `m` Middle Kingdom, `y` Dynasty, `g` Age of
//! Giants, `t112233` teams, `q` drawn quests or `q0517` two chosen ones), each at most once and
//! in that order, or `-` for none; actions are separated by `.`: `k12` puts a king on domino 12,
//! `r-1c2e` lays the claimed domino with its first half at row -1, column 2 (from the castle) and
//! its second half to the east (`n e s w`), `x` discards it; Queendomino's `n`, `b`, `d`, the
//! giants' `g` and `f`, and `e` (end the turn) are in `docs/notation.md`.
//! Every record has one spelling: a text that reads prints back as itself.
//! Example: `KD2_2_h_42_k22.k17.k41.k28.r0c1s`.

use std::fmt;

use super::number::{signed, whole};
use super::{clipped, excerpt, quoted_char};
use std::str::FromStr;

use crate::rules::{
    Action, ActionError, Dir, DominoId, Edition, ExtraAction, Game, GameSetup, GiantsAction,
    KingdomId, Options, Placement, Pos, QueendominoAction, Quest, QuestChoice, SetupError, Variant,
};

/// The letters that name each game's rule set in a record's tag.
const GAME_CODES: [(Variant, &str); 3] = [
    (Variant::Kingdomino, "KD"),
    (Variant::Queendomino, "QD"),
    (Variant::RoyalWedding, "RW"),
];

fn game_code(variant: Variant) -> &'static str {
    GAME_CODES
        .iter()
        .find(|(v, _)| *v == variant)
        .map_or("KD", |(_, code)| code)
}

/// The game and edition a tag such as `KD2` names.
fn parse_tag(tag: &str) -> Option<(Variant, Edition)> {
    let (variant, code) = GAME_CODES.iter().find(|(_, c)| tag.starts_with(c))?;
    let number = whole(&tag[code.len()..])?;
    Some((*variant, Edition::from_number(number)?))
}

/// A whole game as data: replaying the actions on the setup rebuilds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub setup: GameSetup,
    pub actions: Vec<Action>,
}

/// Why a record cannot be read or replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The text does not have the record's shape.
    Malformed(String),
    Setup(SetupError),
    /// Action `index` (from 1) is not valid text.
    BadAction {
        index: usize,
        token: String,
    },
    /// Action `index` (from 1) claims a domino no box has (`k99`).
    NoSuchDomino {
        index: usize,
        token: String,
    },
    /// Action `index` (from 1) was refused by the rules.
    Refused {
        index: usize,
        token: String,
        error: ActionError,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Malformed(why) => write!(f, "not a game record: {why}"),
            RecordError::Setup(e) => write!(f, "the record's setup is not playable: {e}"),
            RecordError::BadAction { index, token } => write!(
                f,
                "action {index} ({}) is not an action: expected k<domino>, r<row>c<col><n|e|s|w>, x, n<row>c<col>, b<spot>r<row>c<col>, d<spot>, g<row>c<col>, f<row>c<col>t<kingdom> or e",
                excerpt(token)
            ),
            RecordError::NoSuchDomino { index, token } => write!(
                f,
                "action {index} ({}) claims domino {}, which no box has",
                clipped(token),
                clipped(&token[1..])
            ),
            RecordError::Refused { index, token, error } => {
                write!(f, "action {index} ({}) is refused: {error}", clipped(token))
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl GameRecord {
    /// Whether `text` starts with a record's tag (`KD2_`, `QD1_`, ...): a bare record pasted.
    pub fn has_tag(text: &str) -> bool {
        text.split_once('_')
            .is_some_and(|(tag, _)| parse_tag(tag).is_some())
    }

    /// The record of a game so far.
    pub fn of(game: &Game) -> GameRecord {
        GameRecord {
            setup: *game.table().setup(),
            actions: game.history().to_vec(),
        }
    }

    /// Plays the record from its setup, checking every action.
    pub fn replay(&self) -> Result<Game, RecordError> {
        let mut game = Game::new(self.setup).map_err(RecordError::Setup)?;
        for (i, &action) in self.actions.iter().enumerate() {
            game.play(action).map_err(|error| RecordError::Refused {
                index: i + 1,
                token: action_token(action),
                error,
            })?;
        }
        Ok(game)
    }
}

/// The text of one action.
pub fn action_token(action: Action) -> String {
    match action {
        Action::Claim(d) => format!("k{d}"),
        Action::Place(p) => format!("r{}c{}{}", p.first.row, p.first.col, p.dir.letter()),
        Action::Discard => "x".to_string(),
        Action::Queendomino(QueendominoAction::Tax(p)) => format!("n{}c{}", p.row, p.col),
        Action::Queendomino(QueendominoAction::Build { spot, at }) => {
            format!("b{spot}r{}c{}", at.row, at.col)
        }
        Action::Queendomino(QueendominoAction::Dragon { spot }) => format!("d{spot}"),
        Action::Giants(GiantsAction::Cover(p)) => format!("g{}c{}", p.row, p.col),
        Action::Giants(GiantsAction::Send { from, to }) => {
            format!("f{}c{}t{}", from.row, from.col, to.0 + 1)
        }
        Action::EndTurn => "e".to_string(),
        Action::Extra(ExtraAction { module, kind, at }) => {
            format!("u{module}x{kind}r{}c{}", at.row, at.col)
        }
    }
}

/// `<row>c<col>`, each a whole number that may be negative.
fn parse_pos(text: &str) -> Option<Pos> {
    let (row, col) = text.split_once('c')?;
    Some(Pos::new(signed(row)?, signed(col)?))
}

fn parse_spot(text: &str) -> Option<u8> {
    match text.as_bytes() {
        [d @ b'0'..=b'5'] => Some(d - b'0'),
        _ => None,
    }
}

/// `k` and a domino's number (`k99`, `kQ70`): a claim, of a domino that may not exist.
fn is_claim_shaped(token: &str) -> bool {
    let digits = token
        .strip_prefix('k')
        .map(|t| t.strip_prefix('Q').unwrap_or(t));
    digits.is_some_and(|d| !d.is_empty() && d.len() <= 3 && d.bytes().all(|b| b.is_ascii_digit()))
}

/// One action from its token, in its one spelling (`k12`, `r-1c2e`, `x`, ...): what
/// [`action_token`] writes. Other protocols that carry actions in the record's notation read
/// them here.
pub fn action_of_token(token: &str) -> Option<Action> {
    parse_action(token).filter(|&action| action_token(action) == token)
}

fn parse_action(token: &str) -> Option<Action> {
    match token {
        "x" => return Some(Action::Discard),
        "e" => return Some(Action::EndTurn),
        _ => {}
    }
    if let Some(rest) = token.strip_prefix('g') {
        return parse_pos(rest).map(|at| Action::Giants(GiantsAction::Cover(at)));
    }
    if let Some(rest) = token.strip_prefix('f') {
        let (from, to) = rest.split_once('t')?;
        let to: u8 = whole(to).filter(|k| (1..=8).contains(k))?;
        return Some(Action::Giants(GiantsAction::Send {
            from: parse_pos(from)?,
            to: KingdomId(to - 1),
        }));
    }
    if let Some(rest) = token.strip_prefix('u') {
        let (module, rest) = rest.split_once('x')?;
        let (kind, at) = rest.split_once('r')?;
        return Some(Action::Extra(ExtraAction {
            module: whole(module)?,
            kind: whole(kind)?,
            at: parse_pos(at)?,
        }));
    }
    if let Some(rest) = token.strip_prefix('n') {
        return parse_pos(rest).map(|at| Action::Queendomino(QueendominoAction::Tax(at)));
    }
    if let Some(rest) = token.strip_prefix('d') {
        return parse_spot(rest)
            .map(|spot| Action::Queendomino(QueendominoAction::Dragon { spot }));
    }
    if let Some(rest) = token.strip_prefix('b') {
        let (spot, at) = rest.split_once('r')?;
        return Some(Action::Queendomino(QueendominoAction::Build {
            spot: parse_spot(spot)?,
            at: parse_pos(at)?,
        }));
    }
    if let Some(number) = token.strip_prefix('k') {
        return DominoId::parse(number).map(Action::Claim);
    }
    let rest = token.strip_prefix('r')?;
    let (row, rest) = rest.split_once('c')?;
    let dir = Dir::from_letter(rest.chars().last()?)?;
    let col = &rest[..rest.len() - 1];
    Some(Action::Place(Placement::new(
        Pos::new(signed(row)?, signed(col)?),
        dir,
    )))
}

/// The options field: letters (`d h m y g`), and `q` for quests, drawn, or followed by the
/// two chosen quests' numbers (`q0517`).
/// Also gives the number of seats the teams name (0 without teams).
fn parse_options(text: &str) -> Result<(Options, usize), String> {
    let mut o = Options::default();
    let mut team_seats = 0;
    let mut letters = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if letters.contains(c) {
            return Err(format!(
                "the option letter {} is given twice",
                quoted_char(c)
            ));
        }
        letters.push(c);
        let flag = match c {
            'd' => &mut o.mighty_duel,
            'h' => &mut o.harmony,
            'm' => &mut o.middle_kingdom,
            'y' => &mut o.dynasty,
            'g' => &mut o.age_of_giants,
            't' => {
                // Each seat's team, from 1: `t112233`.
                let mut teams = [0u8; crate::rules::MAX_PLAYERS];
                let mut seats = 0;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                    chars.next();
                    if seats == teams.len() || !(1..=4).contains(&d) {
                        return Err("teams are written one digit 1-4 per seat: t112233".into());
                    }
                    teams[seats] = d as u8 - 1;
                    seats += 1;
                }
                if seats == 0 {
                    return Err("teams are written one digit 1-4 per seat: t112233".into());
                }
                o.teams = Some(teams);
                team_seats = seats;
                continue;
            }
            'q' => {
                o.quests = QuestChoice::Drawn;
                if chars.peek().is_some_and(char::is_ascii_digit) {
                    let digits: String = chars.by_ref().take(4).collect();
                    let quest = |i: usize| {
                        digits
                            .get(i..i + 2)
                            .and_then(|n| n.parse().ok())
                            .and_then(Quest::from_number)
                    };
                    let (Some(a), Some(b)) = (quest(0), quest(2)) else {
                        return Err(format!(
                            "the quests {} are not two numbers from 01 to 17",
                            excerpt(&digits)
                        ));
                    };
                    o.quests = QuestChoice::Chosen([a, b]);
                }
                continue;
            }
            _ => return Err(format!("unknown option letter {}", quoted_char(c))),
        };
        *flag = true;
    }
    Ok((o, team_seats))
}

impl fmt::Display for GameRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let o = self.setup.options;
        let mut options: String = [
            (o.mighty_duel, 'd'),
            (o.harmony, 'h'),
            (o.middle_kingdom, 'm'),
            (o.dynasty, 'y'),
            (o.age_of_giants, 'g'),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, c)| *c)
        .collect();
        if let Some(teams) = o.teams {
            options.push('t');
            let seats = usize::from(self.setup.players).min(teams.len());
            options.extend(teams[..seats].iter().map(|t| char::from(b'1' + t)));
        }
        match o.quests {
            QuestChoice::None => {}
            QuestChoice::Drawn => options.push('q'),
            QuestChoice::Chosen([a, b]) => {
                options.push_str(&format!("q{:02}{:02}", a.number(), b.number()))
            }
        }
        if options.is_empty() {
            options.push('-');
        }
        let actions: Vec<String> = self.actions.iter().map(|&a| action_token(a)).collect();
        write!(
            f,
            "{}{}_{}_{}_{}_{}",
            game_code(self.setup.variant),
            self.setup.edition.number(),
            self.setup.players,
            options,
            self.setup.seed,
            actions.join(".")
        )
    }
}

impl FromStr for GameRecord {
    type Err = RecordError;

    fn from_str(text: &str) -> Result<GameRecord, RecordError> {
        let malformed = |why: &str| RecordError::Malformed(why.to_string());
        let fields: Vec<&str> = text.trim().split('_').collect();
        let Some((variant, edition)) = fields.first().and_then(|tag| parse_tag(tag)) else {
            return Err(malformed(
                "it must start with KD2_ or KD1_ (Kingdomino), QD2_ or QD1_ (Queendomino), or RW2_ (the Royal Wedding)",
            ));
        };
        let [_, players, options, seed, actions] = fields[..] else {
            return Err(malformed(
                "expected five fields separated by '_': KD2, players, options, seed, actions",
            ));
        };
        let players: u8 = whole(players)
            .ok_or_else(|| malformed("the player count is not a number (written as 2, 3, ...)"))?;
        let o = if options == "-" {
            Options::default()
        } else {
            let (o, team_seats) = parse_options(options).map_err(|why| malformed(&why))?;
            if team_seats != 0 && team_seats != usize::from(players) {
                return Err(RecordError::Malformed(format!(
                    "the teams name {team_seats} seats for {players} players"
                )));
            }
            o
        };
        let seed: u64 = whole(seed)
            .ok_or_else(|| malformed("the seed is not a whole number (digits, no leading zero)"))?;
        let actions = if actions.is_empty() {
            Vec::new()
        } else {
            actions
                .split('.')
                .enumerate()
                .map(|(i, token)| {
                    parse_action(token).ok_or_else(|| {
                        let (index, token) = (i + 1, token.to_string());
                        if is_claim_shaped(&token) {
                            RecordError::NoSuchDomino { index, token }
                        } else {
                            RecordError::BadAction { index, token }
                        }
                    })
                })
                .collect::<Result<_, _>>()?
        };
        let setup = GameSetup {
            variant,
            players,
            options: o,
            seed,
            edition,
        };
        setup.validate().map_err(RecordError::Setup)?;
        let record = GameRecord { setup, actions };
        one_spelling(text.trim(), &record.to_string())?;
        Ok(record)
    }
}

/// Refuses a record that reads but would print back otherwise (`-` with options, options out
/// of order, ...): a record has one spelling, so that what is accepted is what is shown.
fn one_spelling(given: &str, written: &str) -> Result<(), RecordError> {
    if given == written {
        return Ok(());
    }
    const FIELDS: [&str; 5] = [
        "the tag",
        "the player count",
        "the options",
        "the seed",
        "the actions",
    ];
    let given_fields = given.split('_');
    let written_fields = written.split('_');
    for ((name, g), w) in FIELDS.iter().zip(given_fields).zip(written_fields) {
        if g != w {
            return Err(RecordError::Malformed(format!(
                "{name} read {}, which this version writes {}: a record has one spelling",
                excerpt(g),
                excerpt(w)
            )));
        }
    }
    Err(RecordError::Malformed(format!(
        "it is written {} by this version: a record has one spelling",
        excerpt(written)
    )))
}
