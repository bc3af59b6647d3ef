//! What a table agrees on before the first domino is drawn, and the table of rule sets it is
//! checked against.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::module::ModuleSet;
use super::{Bonuses, DominoBox, Edition, FirstClaims, Quest, Rng, RuleSet, MAX_PLAYERS};

/// The game of the family being played. Each adds its own module on top of the shared core.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    #[default]
    Kingdomino,
    /// Towns, knights, coins, buildings, the Queen and the Dragon (`rules::queendomino`).
    Queendomino,
    /// Both boxes at one table, 3 to 8 players, teams sharing a kingdom; everything Queendomino
    /// adds is in play.
    RoyalWedding,
}

impl Variant {
    /// The box the game's (first) line comes from.
    pub fn domino_box(self) -> DominoBox {
        match self {
            Variant::Kingdomino => DominoBox::Kingdomino,
            Variant::Queendomino | Variant::RoyalWedding => DominoBox::Queendomino,
        }
    }
}

/// Optional rules; they combine freely where the player count allows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// Two players, all 48 dominoes, 7x7 kingdoms.
    pub mighty_duel: bool,
    /// +5 for a kingdom that fills its grid.
    pub harmony: bool,
    /// +10 for a kingdom that lies wholly inside the grid centred on its castle.
    pub middle_kingdom: bool,
    /// Three deals in a row; the totals decide.
    pub dynasty: bool,
    /// The Age of Giants expansion: its twelve dominoes, giants, lines of 5, a fifth player and
    /// two quests.
    #[serde(default)]
    pub age_of_giants: bool,
    /// The quests of the game: with the giants always two (drawn unless chosen); without them
    /// an option.
    #[serde(default)]
    pub quests: QuestChoice,
    /// The Royal Wedding in teams of two: each seat's team, from 0 (seats past the table's are
    /// 0). `None` is individual play.
    #[serde(default)]
    pub teams: Option<[u8; MAX_PLAYERS]>,
}

impl Options {
    /// Teams of two by seat order for `players` seats: seats 1 and 2, 3 and 4, ...
    pub fn paired_teams(players: u8) -> [u8; MAX_PLAYERS] {
        std::array::from_fn(|seat| {
            if seat < usize::from(players) {
                (seat / 2) as u8
            } else {
                0
            }
        })
    }
}

/// Which quests a game scores.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum QuestChoice {
    /// None (with the giants: two drawn).
    #[default]
    None,
    /// Two drawn at random, fixed by the seed.
    Drawn,
    /// These two.
    Chosen([Quest; 2]),
}

/// An unchecked description of a game; [`GameSetup::rules`] (and [`crate::rules::Game::new`])
/// validate it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameSetup {
    pub variant: Variant,
    pub players: u8,
    pub options: Options,
    /// Fixes the deal (and the order of the first picks); the same seed and actions replay a game.
    pub seed: u64,
    /// The rulings played by: the current one for new games, the record's for old records.
    #[serde(default)]
    pub edition: Edition,
}

/// Why a setup cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    PlayerCount {
        players: u8,
    },
    MightyDuelNeedsTwoPlayers {
        players: u8,
    },
    /// Queendomino's two-player game is 7x7 already.
    NoMightyDuelInQueendomino,
    /// Harmony and the Middle Kingdom are quests among the others when quests are played.
    QuestsReplaceBonuses,
    /// The same quest twice.
    SameQuestTwice,
    /// A quest that is not one of the box's seventeen tiles (a terrain no tile names).
    NoSuchQuest(Quest),
    /// Teams are of two players each, numbered from 1 in order, in the Royal Wedding only.
    BadTeams,
    /// The Royal Wedding is played without the giants.
    NoGiantsAtTheRoyalWedding,
    /// The first edition's records predate the Age of Giants, the quests, the Royal Wedding and
    /// teams: what it names.
    NotInFirstEdition(&'static str),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount { players } => write!(
                f,
                "the game is played by 2 to 4 players (2 to 5 with Age of Giants, 3 to 8 in the Royal Wedding), not {players}"
            ),
            SetupError::MightyDuelNeedsTwoPlayers { players } => {
                write!(f, "the Mighty Duel is for 2 players, not {players}")
            }
            SetupError::NoMightyDuelInQueendomino => f.write_str(
                "Queendomino's 2-player game is played 7x7 already: no Mighty Duel option",
            ),
            SetupError::QuestsReplaceBonuses => f.write_str(
                "with quests, Harmony and the Middle Kingdom are quests: no separate bonus options",
            ),
            SetupError::SameQuestTwice => f.write_str("the two quests must differ"),
            SetupError::NoSuchQuest(q) => write!(
                f,
                "the quest {} is not one of the box's seventeen",
                q.name()
            ),
            SetupError::BadTeams => f.write_str(
                "teams are for the Royal Wedding with 6 or 8 players, two players a team",
            ),
            SetupError::NoGiantsAtTheRoyalWedding => {
                f.write_str("the Royal Wedding is played without the giants of Age of Giants")
            }
            SetupError::NotInFirstEdition(what) => write!(
                f,
                "{what} came after the first edition: its records start with edition 2 (KD2_, QD2_, RW2_)"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// What changes with the game, the expansion and the number of players. Everything else is
/// shared: one kingdom per seat, unclaimed dominoes leave the game once every king has claimed.
struct Row {
    game: Variant,
    /// The game modules in play.
    modules: ModuleSet,
    teams: bool,
    players: u8,
    mighty_duel: bool,
    kings_per_seat: u8,
    kingdom_size: u8,
    dominoes: u8,
    line_len: u8,
    /// Positions (bit 0 = the first) set aside from each line before anyone claims.
    line_discards: u8,
    first_claims: FirstClaims,
}

impl Row {
    /// Age of Giants is in play: the setup's option.
    fn giants(&self) -> bool {
        self.modules.contains(ModuleSet::GIANTS)
    }
}

#[allow(clippy::too_many_arguments)]
const fn row(
    game: Variant,
    modules: ModuleSet,
    teams: bool,
    players: u8,
    mighty_duel: bool,
    kings_per_seat: u8,
    kingdom_size: u8,
    dominoes: u8,
    line_len: u8,
    line_discards: u8,
    first_claims: FirstClaims,
) -> Row {
    Row {
        game,
        modules,
        teams,
        players,
        mighty_duel,
        kings_per_seat,
        kingdom_size,
        dominoes,
        line_len,
        line_discards,
        first_claims,
    }
}

use FirstClaims::{KingsDrawnAtRandom as Drawn, OneTwoOne};
use Variant::{Kingdomino as KD, Queendomino as QD, RoyalWedding as RW};

/// No domino set aside; the third; the second and the fourth.
const NONE: u8 = 0;
const THIRD: u8 = 0b00100;
const SECOND_FOURTH: u8 = 0b01010;
/// The modules in play: none; Queendomino's towns; Age of Giants' giants; both.
const BASE: ModuleSet = ModuleSet::NONE;
const TOWNS: ModuleSet = ModuleSet::QUEENDOMINO;
const AOG: ModuleSet = ModuleSet::GIANTS;
const AOG_TOWNS: ModuleSet = ModuleSet::GIANTS.and(ModuleSet::QUEENDOMINO);
/// In teams, and not.
const TEAMS: bool = true;
const SOLO: bool = false;

/// The rule sets of the family: game, the modules in play, teams, players, Mighty Duel, kings per
/// seat, kingdom size, dominoes dealt, line length, positions set aside from each line, how the
/// first claims are ordered. Age of Giants with two players (the rulebook is silent on the
/// length) deals 30 of the 60 dominoes for 5x5 kingdoms, or all 60 in the Mighty Duel (7x7).
/// The Royal Wedding uses both boxes (96 dominoes, lines drawn from each box in turn); 7 and 8
/// players on their own are offered though the rulebook finds teams better.
#[rustfmt::skip]
const RULE_SETS: [Row; 24] = [
    row(KD,  BASE,       SOLO,   2,   false,  2,  5,  24,  4,  NONE,           Drawn),
    row(KD,  BASE,       SOLO,   2,   true,   2,  7,  48,  4,  NONE,           Drawn),
    row(KD,  BASE,       SOLO,   3,   false,  1,  5,  48,  4,  NONE,           Drawn),
    row(KD,  BASE,       SOLO,   4,   false,  1,  5,  48,  4,  NONE,           Drawn),
    row(QD,  TOWNS,      SOLO,   2,   false,  2,  7,  48,  4,  NONE,           OneTwoOne),
    row(QD,  TOWNS,      SOLO,   3,   false,  1,  5,  48,  4,  NONE,           Drawn),
    row(QD,  TOWNS,      SOLO,   4,   false,  1,  5,  48,  4,  NONE,           Drawn),
    row(KD,  AOG,        SOLO,   2,   false,  2,  5,  30,  5,  THIRD,          Drawn),
    row(KD,  AOG,        SOLO,   2,   true,   2,  7,  60,  5,  THIRD,          Drawn),
    row(KD,  AOG,        SOLO,   3,   false,  1,  5,  60,  5,  SECOND_FOURTH,  Drawn),
    row(KD,  AOG,        SOLO,   4,   false,  1,  5,  60,  5,  THIRD,          Drawn),
    row(KD,  AOG,        SOLO,   5,   false,  1,  5,  60,  5,  NONE,           Drawn),
    row(QD,  AOG_TOWNS,  SOLO,   2,   false,  2,  7,  60,  5,  THIRD,          OneTwoOne),
    row(QD,  AOG_TOWNS,  SOLO,   3,   false,  1,  5,  60,  5,  SECOND_FOURTH,  Drawn),
    row(QD,  AOG_TOWNS,  SOLO,   4,   false,  1,  5,  60,  5,  THIRD,          Drawn),
    row(QD,  AOG_TOWNS,  SOLO,   5,   false,  1,  5,  60,  5,  NONE,           Drawn),
    row(RW,  TOWNS,      SOLO,   3,   false,  1,  7,  96,  4,  NONE,           Drawn),
    row(RW,  TOWNS,      SOLO,   4,   false,  1,  7,  96,  4,  NONE,           Drawn),
    row(RW,  TOWNS,      SOLO,   5,   false,  1,  5,  96,  8,  NONE,           Drawn),
    row(RW,  TOWNS,      SOLO,   6,   false,  1,  5,  96,  8,  NONE,           Drawn),
    row(RW,  TOWNS,      SOLO,   7,   false,  1,  5,  96,  8,  NONE,           Drawn),
    row(RW,  TOWNS,      SOLO,   8,   false,  1,  5,  96,  8,  NONE,           Drawn),
    row(RW,  TOWNS,      TEAMS,  6,   false,  1,  7,  96,  8,  NONE,           Drawn),
    row(RW,  TOWNS,      TEAMS,  8,   false,  1,  7,  96,  8,  NONE,           Drawn),
];

/// Mixed into the seed for the quests' draw, so that it leaves the deal's shuffle untouched.
const QUEST_DRAW: u64 = 0x5155_4553_5453_2121;

impl GameSetup {
    /// A Kingdomino setup without options, by the current rulings.
    pub fn kingdomino(players: u8, seed: u64) -> GameSetup {
        GameSetup {
            variant: Variant::Kingdomino,
            players,
            options: Options::default(),
            seed,
            edition: Edition::default(),
        }
    }

    /// A Queendomino setup without options, by the current rulings.
    pub fn queendomino(players: u8, seed: u64) -> GameSetup {
        GameSetup {
            variant: Variant::Queendomino,
            ..GameSetup::kingdomino(players, seed)
        }
    }

    pub fn with_options(self, options: Options) -> GameSetup {
        GameSetup { options, ..self }
    }

    pub fn with_edition(self, edition: Edition) -> GameSetup {
        GameSetup { edition, ..self }
    }

    /// The rule set this setup describes, or why none does.
    pub fn rules(&self) -> Result<RuleSet, SetupError> {
        let (game, players, o) = (self.variant, self.players, self.options);
        if self.edition == Edition::First {
            let newer = [
                (game == Variant::RoyalWedding, "the Royal Wedding"),
                (o.age_of_giants, "Age of Giants"),
                (o.quests != QuestChoice::None, "the quests"),
                (o.teams.is_some(), "teams"),
            ];
            if let Some((_, what)) = newer.into_iter().find(|(named, _)| *named) {
                return Err(SetupError::NotInFirstEdition(what));
            }
        }
        if game == Variant::RoyalWedding && o.age_of_giants {
            return Err(SetupError::NoGiantsAtTheRoyalWedding);
        }
        let row = RULE_SETS
            .iter()
            .find(|r| {
                r.game == game
                    && r.giants() == o.age_of_giants
                    && r.teams == o.teams.is_some()
                    && r.players == players
                    && r.mighty_duel == o.mighty_duel
            })
            .ok_or(
                if !RULE_SETS.iter().any(|r| {
                    r.game == game && r.players == players && r.giants() == o.age_of_giants
                }) {
                    SetupError::PlayerCount { players }
                } else if o.teams.is_some() {
                    SetupError::BadTeams
                } else if game == Variant::Queendomino {
                    SetupError::NoMightyDuelInQueendomino
                } else {
                    SetupError::MightyDuelNeedsTwoPlayers { players }
                },
            )?;
        let quests = match (o.quests, o.age_of_giants) {
            (QuestChoice::Chosen([a, b]), _) if a == b => return Err(SetupError::SameQuestTwice),
            (QuestChoice::Chosen(chosen), _) if !chosen.iter().all(|q| q.is_in_the_box()) => {
                let odd = chosen.into_iter().find(|q| !q.is_in_the_box());
                return Err(SetupError::NoSuchQuest(odd.unwrap_or(chosen[0])));
            }
            (QuestChoice::Chosen([a, b]), _) => [Some(a), Some(b)],
            (QuestChoice::Drawn, _) | (QuestChoice::None, true) => self.drawn_quests(),
            (QuestChoice::None, false) => [None, None],
        };
        if quests[0].is_some() && (o.harmony || o.middle_kingdom) {
            return Err(SetupError::QuestsReplaceBonuses);
        }
        let mut rules = RuleSet::individual(game, self.edition, players, row.modules);
        if row.giants() {
            rules.boxes[1] = Some(DominoBox::Giants);
        }
        if game == Variant::RoyalWedding {
            rules.boxes[1] = Some(DominoBox::Kingdomino);
            rules.lines_alternate_boxes = true;
        }
        if let Some(teams) = o.teams {
            rules
                .set_teams(&teams[..usize::from(players)])
                .map_err(|()| SetupError::BadTeams)?;
        }
        rules.kings_per_seat = row.kings_per_seat;
        rules.kingdom_size = row.kingdom_size;
        rules.dominoes_per_deal = row.dominoes;
        rules.line_len = row.line_len;
        rules.line_discards = row.line_discards;
        rules.leftovers = rules.line_len - row.line_discards.count_ones() as u8 - rules.kings();
        rules.first_claims = match (self.edition, game) {
            // The first edition of this program read Queendomino's two-player rule into Kingdomino.
            (Edition::First, Variant::Kingdomino) if row.kings_per_seat == 2 => OneTwoOne,
            _ => row.first_claims,
        };
        rules.bonuses = Bonuses {
            harmony: o.harmony,
            middle_kingdom: o.middle_kingdom,
            edition: self.edition,
            quests,
        };
        rules.deals = if o.dynasty { 3 } else { 1 };
        Ok(rules)
    }

    /// The player counts the table of rule sets has for `game`, fewest first.
    pub fn player_counts(game: Variant, giants: bool) -> Vec<u8> {
        let mut counts: Vec<u8> = RULE_SETS
            .iter()
            .filter(|r| r.game == game && r.giants() == giants)
            .map(|r| r.players)
            .collect();
        crate::short_sort::sort(&mut counts);
        counts.dedup();
        counts
    }

    /// Whether the Mighty Duel can be asked for with this game and player count.
    pub fn offers_mighty_duel(game: Variant, giants: bool, players: u8) -> bool {
        RULE_SETS.iter().any(|r| {
            r.game == game && r.giants() == giants && r.players == players && r.mighty_duel
        })
    }

    /// Whether teams of two can be asked for with this game and player count.
    pub fn offers_teams(game: Variant, giants: bool, players: u8) -> bool {
        RULE_SETS
            .iter()
            .any(|r| r.game == game && r.giants() == giants && r.players == players && r.teams)
    }

    /// Whether the Age of Giants can be played with this game.
    pub fn offers_giants(game: Variant) -> bool {
        RULE_SETS.iter().any(|r| r.game == game && r.giants())
    }

    /// Two of the seventeen quests, drawn from the seed.
    fn drawn_quests(&self) -> [Option<Quest>; 2] {
        let mut all = Quest::ALL;
        Rng::new(self.seed ^ QUEST_DRAW).shuffle(&mut all);
        [Some(all[0]), Some(all[1])]
    }

    /// Checks the setup against the table of rule sets.
    pub fn validate(&self) -> Result<(), SetupError> {
        self.rules().map(|_| ())
    }

    /// Whether the game's quests are drawn from the seed when it starts (rather than chosen, or
    /// none).
    pub fn draws_quests(&self) -> bool {
        matches!(
            (self.options.quests, self.options.age_of_giants),
            (QuestChoice::Drawn, _) | (QuestChoice::None, true)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_set_deals_whole_rounds_and_fills_its_kingdoms() {
        for r in &RULE_SETS {
            let setup = GameSetup {
                variant: r.game,
                players: r.players,
                options: Options {
                    mighty_duel: r.mighty_duel,
                    age_of_giants: r.giants(),
                    teams: r.teams.then(|| Options::paired_teams(r.players)),
                    ..Options::default()
                },
                seed: 0,
                edition: Edition::Second,
            };
            let rules = setup.rules().unwrap();
            assert_eq!(rules.dominoes_per_deal % rules.line_len, 0);
            let leftovers = rules.line_len - rules.line_discards.count_ones() as u8 - rules.kings();
            assert_eq!(rules.leftovers, leftovers);
            let seats_per_kingdom = u32::from(rules.seats / rules.kingdoms);
            let per_kingdom =
                u32::from(rules.rounds()) * u32::from(rules.kings_per_seat) * seats_per_kingdom;
            let squares = u32::from(rules.kingdom_size).pow(2);
            assert_eq!(2 * per_kingdom + 1, squares, "{:?} {}", r.game, r.players);
        }
    }

    /// The setup's Age of Giants option, off and on.
    const BASE: bool = false;
    const AOG: bool = true;

    #[test]
    fn queendominos_box_brings_its_towns_and_the_giants_their_option() {
        for r in &RULE_SETS {
            let towns = r.game.domino_box() == DominoBox::Queendomino;
            assert_eq!(
                r.modules.contains(ModuleSet::QUEENDOMINO),
                towns,
                "{:?}",
                r.game
            );
            let box_of_giants = r.dominoes == 30 || r.dominoes == 60;
            assert_eq!(r.giants(), box_of_giants, "{:?} {}", r.game, r.players);
        }
    }

    #[test]
    fn the_table_names_the_player_counts_and_the_mighty_duel() {
        assert_eq!(GameSetup::player_counts(KD, BASE), vec![2, 3, 4]);
        assert_eq!(GameSetup::player_counts(QD, BASE), vec![2, 3, 4]);
        assert_eq!(GameSetup::player_counts(QD, AOG), vec![2, 3, 4, 5]);
        assert!(GameSetup::offers_mighty_duel(KD, BASE, 2));
        assert!(GameSetup::offers_mighty_duel(KD, AOG, 2));
        assert!(!GameSetup::offers_mighty_duel(KD, BASE, 3));
        assert!(!GameSetup::offers_mighty_duel(QD, BASE, 2));
        assert_eq!(GameSetup::player_counts(RW, BASE), vec![3, 4, 5, 6, 7, 8]);
        assert!(GameSetup::player_counts(RW, AOG).is_empty());
        assert!(!GameSetup::offers_giants(RW));
        assert!(GameSetup::offers_giants(QD));
        let teams: Vec<u8> = (3..=8)
            .filter(|&n| GameSetup::offers_teams(RW, BASE, n))
            .collect();
        assert_eq!(teams, vec![6, 8]);
        assert!(!GameSetup::offers_teams(QD, BASE, 4));
    }

    #[test]
    fn setups_outside_the_table_are_refused() {
        assert_eq!(
            GameSetup::kingdomino(5, 0).rules(),
            Err(SetupError::PlayerCount { players: 5 })
        );
        let duel = Options {
            mighty_duel: true,
            ..Options::default()
        };
        assert_eq!(
            GameSetup::kingdomino(3, 0).with_options(duel).rules(),
            Err(SetupError::MightyDuelNeedsTwoPlayers { players: 3 })
        );
        assert_eq!(
            GameSetup::queendomino(2, 0).with_options(duel).rules(),
            Err(SetupError::NoMightyDuelInQueendomino)
        );
    }
}
