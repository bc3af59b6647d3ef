//! The rules of Kingdomino: pure Rust, no web dependency, deterministic from a seed.
//!
//! Vocabulary types (terrains, squares, dominoes, positions, placements, kingdoms) come first;
//! [`Game`] holds a whole game, [`Table`] its public part and [`PlayerView`] what one player sees.
//! Every action goes through [`Game::play`], which refuses an illegal one with an
//! [`ActionError`] and leaves the game unchanged.

mod action;
mod builders_board;
mod building;
mod domino;
mod estate;
mod game;
mod grid;
mod judge;
mod kingdom;
mod kingdomino_box;
mod line;
mod outcome;
mod placement;
mod player;
mod pos;
mod queendomino_box;
mod rng;
mod score;
mod setup;
mod square;
mod table;
mod terrain;
mod view;

pub use action::{Action, ActionError, Expected};
pub use builders_board::BuildersBoard;
pub use building::{
    BuildingId, BuildingKind, BuildingRules, BUILDINGS, BUILDING_TILES, SPOT_COSTS,
};
pub use domino::{Domino, DominoBox, DominoId};
pub use estate::{Estate, START_COINS, START_KNIGHTS};
pub use game::Game;
pub use judge::{judge_placement, Judgement};
pub use kingdom::{Cell, Kingdom, PlacementError};
pub use line::LineSlot;
pub use outcome::{Outcome, Standing};
pub use placement::Placement;
pub use player::{PlayerId, MAX_PLAYERS};
pub use pos::{Dir, Pos, REACH};
pub use rng::Rng;
pub use score::{Bonuses, Score, Territory, HARMONY_BONUS, MIDDLE_KINGDOM_BONUS};
pub use setup::{GameSetup, Options, SetupError, Variant};
pub use square::{Square, MAX_CROWNS};
pub use table::{Step, Table, TurnState};
pub use terrain::Terrain;
pub use view::PlayerView;
