//! What a table agrees on before the first domino is drawn, and the table of rule sets it is
//! checked against.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::{Bonuses, DominoBox, Edition, FirstClaims, RuleSet};

/// The game of the family being played. Each adds its own module on top of the shared core.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    #[default]
    Kingdomino,
    /// Towns, knights, coins, buildings, the Queen and the Dragon (`rules::queendomino`).
    Queendomino,
}

impl Variant {
    /// The box the game's dominoes come from.
    pub fn domino_box(self) -> DominoBox {
        match self {
            Variant::Kingdomino => DominoBox::Kingdomino,
            Variant::Queendomino => DominoBox::Queendomino,
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
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount { players } => {
                write!(f, "the game is played by 2 to 4 players, not {players}")
            }
            SetupError::MightyDuelNeedsTwoPlayers { players } => {
                write!(f, "the Mighty Duel is for 2 players, not {players}")
            }
            SetupError::NoMightyDuelInQueendomino => f.write_str(
                "Queendomino's 2-player game is played 7x7 already: no Mighty Duel option",
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// What changes with the game and the number of players. Everything else is shared: lines of 4,
/// one kingdom per seat, unclaimed dominoes leave the game once every king has claimed.
struct Row {
    game: Variant,
    players: u8,
    mighty_duel: bool,
    kings_per_seat: u8,
    kingdom_size: u8,
    dominoes: u8,
    first_claims: FirstClaims,
}

const fn row(
    game: Variant,
    players: u8,
    mighty_duel: bool,
    kings_per_seat: u8,
    kingdom_size: u8,
    dominoes: u8,
    first_claims: FirstClaims,
) -> Row {
    Row {
        game,
        players,
        mighty_duel,
        kings_per_seat,
        kingdom_size,
        dominoes,
        first_claims,
    }
}

use FirstClaims::{KingsDrawnAtRandom as Drawn, OneTwoOne};
use Variant::{Kingdomino as KD, Queendomino as QD};

/// The rule sets of the family: game, players, Mighty Duel, kings per seat, kingdom size,
/// dominoes dealt, how the first claims are ordered.
#[rustfmt::skip]
const RULE_SETS: [Row; 7] = [
    row(KD, 2, false, 2, 5, 24, Drawn),
    row(KD, 2, true,  2, 7, 48, Drawn),
    row(KD, 3, false, 1, 5, 48, Drawn),
    row(KD, 4, false, 1, 5, 48, Drawn),
    row(QD, 2, false, 2, 7, 48, OneTwoOne),
    row(QD, 3, false, 1, 5, 48, Drawn),
    row(QD, 4, false, 1, 5, 48, Drawn),
];

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
        let row = RULE_SETS
            .iter()
            .find(|r| r.game == game && r.players == players && r.mighty_duel == o.mighty_duel)
            .ok_or(if !RULE_SETS.iter().any(|r| r.players == players) {
                SetupError::PlayerCount { players }
            } else if game == Variant::Queendomino {
                SetupError::NoMightyDuelInQueendomino
            } else {
                SetupError::MightyDuelNeedsTwoPlayers { players }
            })?;
        let mut rules = RuleSet::individual(game, self.edition, players);
        rules.kings_per_seat = row.kings_per_seat;
        rules.kingdom_size = row.kingdom_size;
        rules.dominoes_per_deal = row.dominoes;
        rules.leftovers = rules.line_len - rules.kings();
        rules.first_claims = match (self.edition, game) {
            // The first edition of this program read Queendomino's two-player rule into Kingdomino.
            (Edition::First, Variant::Kingdomino) if row.kings_per_seat == 2 => OneTwoOne,
            _ => row.first_claims,
        };
        rules.bonuses = Bonuses {
            harmony: o.harmony,
            middle_kingdom: o.middle_kingdom,
            edition: self.edition,
        };
        rules.deals = if o.dynasty { 3 } else { 1 };
        Ok(rules)
    }

    /// The player counts the table of rule sets has for `game`, fewest first.
    pub fn player_counts(game: Variant) -> Vec<u8> {
        let mut counts: Vec<u8> = RULE_SETS
            .iter()
            .filter(|r| r.game == game)
            .map(|r| r.players)
            .collect();
        counts.dedup();
        counts
    }

    /// Whether the Mighty Duel can be asked for with this game and player count.
    pub fn offers_mighty_duel(game: Variant, players: u8) -> bool {
        RULE_SETS
            .iter()
            .any(|r| r.game == game && r.players == players && r.mighty_duel)
    }

    /// Checks the setup against the table of rule sets.
    pub fn validate(&self) -> Result<(), SetupError> {
        self.rules().map(|_| ())
    }

    pub fn is_queendomino(&self) -> bool {
        self.variant == Variant::Queendomino
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
                    ..Options::default()
                },
                seed: 0,
                edition: Edition::Second,
            };
            let rules = setup.rules().unwrap();
            assert_eq!(rules.dominoes_per_deal % rules.line_len, 0);
            let per_kingdom = u32::from(rules.rounds()) * u32::from(rules.kings_per_seat);
            let squares = u32::from(rules.kingdom_size).pow(2);
            assert_eq!(2 * per_kingdom + 1, squares, "{:?} {}", r.game, r.players);
        }
    }

    #[test]
    fn the_table_names_the_player_counts_and_the_mighty_duel() {
        assert_eq!(GameSetup::player_counts(Variant::Kingdomino), vec![2, 3, 4]);
        assert_eq!(
            GameSetup::player_counts(Variant::Queendomino),
            vec![2, 3, 4]
        );
        assert!(GameSetup::offers_mighty_duel(Variant::Kingdomino, 2));
        assert!(!GameSetup::offers_mighty_duel(Variant::Kingdomino, 3));
        assert!(!GameSetup::offers_mighty_duel(Variant::Queendomino, 2));
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
