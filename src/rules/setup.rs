//! What a table agrees on before the first domino is drawn.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::{Bonuses, DominoBox};

/// The game of the family being played. Each adds its own rules on top of the shared core.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    #[default]
    Kingdomino,
    /// Towns, knights, coins, buildings, the Queen and the Dragon.
    Queendomino,
}

/// Optional rules; they combine freely where the player count allows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// Two players, all 48 dominoes, 7x7 kingdoms.
    pub mighty_duel: bool,
    /// +5 for a kingdom that fills its grid.
    pub harmony: bool,
    /// +10 for a castle in the centre of the kingdom's occupied bounds.
    pub middle_kingdom: bool,
    /// Three deals in a row; the totals decide.
    pub dynasty: bool,
}

/// An unchecked description of a game; [`crate::rules::Game::new`] validates it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameSetup {
    pub variant: Variant,
    pub players: u8,
    pub options: Options,
    /// Fixes the deal (and the order of the first picks); the same seed and actions replay a game.
    pub seed: u64,
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

impl GameSetup {
    /// A Kingdomino setup without options.
    pub fn kingdomino(players: u8, seed: u64) -> GameSetup {
        GameSetup {
            variant: Variant::Kingdomino,
            players,
            options: Options::default(),
            seed,
        }
    }

    pub fn with_options(self, options: Options) -> GameSetup {
        GameSetup { options, ..self }
    }

    /// Checks the setup against the variant's rules.
    pub fn validate(&self) -> Result<(), SetupError> {
        let players = self.players;
        if !(2..=4).contains(&players) {
            return Err(SetupError::PlayerCount { players });
        }
        if self.options.mighty_duel && self.variant == Variant::Queendomino {
            return Err(SetupError::NoMightyDuelInQueendomino);
        }
        if self.options.mighty_duel && players != 2 {
            return Err(SetupError::MightyDuelNeedsTwoPlayers { players });
        }
        Ok(())
    }

    /// A Queendomino setup without options.
    pub fn queendomino(players: u8, seed: u64) -> GameSetup {
        GameSetup {
            variant: Variant::Queendomino,
            ..GameSetup::kingdomino(players, seed)
        }
    }

    pub fn is_queendomino(&self) -> bool {
        self.variant == Variant::Queendomino
    }

    /// The box the dominoes come from.
    pub fn domino_box(&self) -> DominoBox {
        match self.variant {
            Variant::Kingdomino => DominoBox::Kingdomino,
            Variant::Queendomino => DominoBox::Queendomino,
        }
    }

    /// The side of each kingdom's square.
    pub fn kingdom_size(&self) -> u8 {
        if self.options.mighty_duel || (self.is_queendomino() && self.players == 2) {
            7
        } else {
            5
        }
    }

    /// Kings each player drafts with: two in a 2-player game, one otherwise.
    pub fn kings_per_player(&self) -> u8 {
        if self.players == 2 {
            2
        } else {
            1
        }
    }

    /// Dominoes in a line.
    pub fn line_len(&self) -> usize {
        4
    }

    /// Dominoes dealt for one game: 24 of the 48 with 2 players (all 48 in the Mighty Duel).
    pub fn deck_len(&self) -> usize {
        if self.players == 2 && !self.options.mighty_duel && !self.is_queendomino() {
            24
        } else {
            48
        }
    }

    /// Deals in the match: three for a Dynasty, else one.
    pub fn deal_count(&self) -> u8 {
        if self.options.dynasty {
            3
        } else {
            1
        }
    }

    pub fn bonuses(&self) -> Bonuses {
        Bonuses {
            harmony: self.options.harmony,
            middle_kingdom: self.options.middle_kingdom,
        }
    }
}
