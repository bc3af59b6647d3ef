//! The full setup's form: its state, what it starts, and the options each edit leaves allowed.
//! Its controls (`ui/start_page/`) only carry the edit.

use super::pace::Pace;
use super::seats::Seat;
use super::store::Msg;
use crate::ai::Level;
use crate::i18n::{fill, Lang, Words};
use crate::rules::{Edition, GameSetup, Options, QuestChoice, SetupError, Variant, MAX_PLAYERS};

/// The form's state: the game, the seats, the options, the seed typed (empty: drawn at random),
/// the pace and the teams.
#[derive(Clone, Debug, PartialEq)]
pub struct Form {
    pub variant: Variant,
    pub players: usize,
    pub seats: Vec<Seat>,
    pub options: Options,
    pub seed: String,
    pub pace: Pace,
    /// The team each seat plays in, when teams are asked for (`options.teams` is set from it).
    pub teams: bool,
    pub team_of: [u8; MAX_PLAYERS],
}

impl Form {
    /// The form as the start page opens it. Names start empty: the placeholder shows the
    /// default in the reader's language. The computers play as Greedy, which a newcomer can beat
    /// (the Expert wins almost every game; it is one choice away).
    pub fn new(lang: Lang) -> Form {
        Form {
            variant: Variant::Kingdomino,
            players: 2,
            seats: Seat::defaults(MAX_PLAYERS, lang)
                .into_iter()
                .map(|s| Seat {
                    name: String::new(),
                    level: Level::Greedy,
                    ..s
                })
                .collect(),
            options: Options::default(),
            seed: String::new(),
            pace: Pace::default(),
            teams: false,
            team_of: Options::paired_teams(MAX_PLAYERS as u8),
        }
    }

    /// The seed typed: `None` when empty (the game draws one), or the sentence saying it is not
    /// a number.
    pub fn seed(&self, w: &Words) -> Result<Option<u64>, &'static str> {
        match self.seed.trim() {
            "" => Ok(None),
            text => text.parse().map(Some).map_err(|_| w.seed_invalid),
        }
    }

    /// The message that starts the game the form sets up, `random` its seed when none is typed;
    /// or the sentence saying why it cannot start.
    pub fn start(&self, random: u64, w: &Words) -> Result<Msg, &'static str> {
        let seed = self.seed(w)?.unwrap_or(random);
        let (setup, seats) = self.table(seed, w)?;
        let pace = self.pace;
        Ok(Msg::Start { setup, seats, pace })
    }

    /// After an edit that found `players_before` players, the options the chosen table allows:
    /// a player count only Age of Giants allows brings the giants in, a game without them leaves
    /// them out, the count falls back within what is allowed, the Mighty Duel, the bonuses
    /// beside giants or quests and the teams only where offered.
    pub fn keep_allowed(&mut self, players_before: usize) {
        let players = |form: &Form| form.players as u8;
        let without_giants = GameSetup::player_counts(self.variant, false);
        if self.players != players_before
            && !without_giants.contains(&players(self))
            && GameSetup::player_counts(self.variant, true).contains(&players(self))
        {
            self.options.age_of_giants = true;
        }
        if !GameSetup::offers_giants(self.variant) {
            self.options.age_of_giants = false;
        }
        let giants = self.options.age_of_giants;
        let counts = GameSetup::player_counts(self.variant, giants);
        if !counts.contains(&players(self)) {
            self.players = usize::from(*counts.last().unwrap_or(&4));
        }
        if !GameSetup::offers_mighty_duel(self.variant, giants, players(self)) {
            self.options.mighty_duel = false;
        }
        if giants || self.options.quests != QuestChoice::None {
            self.options.harmony = false;
            self.options.middle_kingdom = false;
        }
        if !GameSetup::offers_teams(self.variant, giants, players(self)) {
            self.teams = false;
        }
        if self.players != players_before {
            self.team_of = Options::paired_teams(players(self));
        }
        self.options.teams = self.teams.then_some(self.team_of);
    }

    /// The table the form sets with `seed`: its setup and its seats (an empty name becomes
    /// "Player N"), or the sentence saying why it cannot play.
    pub fn table(&self, seed: u64, w: &Words) -> Result<(GameSetup, Vec<Seat>), &'static str> {
        let setup = GameSetup {
            variant: self.variant,
            players: self.players as u8,
            options: self.options,
            seed,
            edition: Edition::default(),
        };
        if setup.validate() == Err(SetupError::BadTeams) {
            return Err(w.teams_invalid);
        }
        let mut seats: Vec<Seat> = self.seats[..self.players].to_vec();
        for (i, seat) in seats.iter_mut().enumerate() {
            if seat.name.trim().is_empty() {
                seat.name = fill(w.player_n, &[&(i + 1)]);
            }
        }
        Ok((setup, seats))
    }
}

/// Gives seat `i` the colour `colour`; a seat that had it takes seat `i`'s old one, so that no
/// two seats share a colour and a mark.
pub fn pick_colour(seats: &mut [Seat], i: usize, colour: usize) {
    let old = seats[i].colour;
    if let Some(other) = seats.iter_mut().find(|s| s.colour == colour) {
        other.colour = old;
    }
    seats[i].colour = colour;
}

/// The player counts a game offers, with or without Age of Giants, and whether each needs the
/// giants.
pub fn player_choices(variant: Variant) -> Vec<(u8, bool)> {
    let plain = GameSetup::player_counts(variant, false);
    let mut all: Vec<u8> = plain.clone();
    if GameSetup::offers_giants(variant) {
        all.extend(GameSetup::player_counts(variant, true));
    }
    crate::short_sort::sort(&mut all);
    all.dedup();
    all.into_iter().map(|n| (n, !plain.contains(&n))).collect()
}
