//! The rules of Kingdomino and its family: pure Rust, no web dependency, deterministic from a seed.
//!
//! Vocabulary types (terrains, squares, dominoes, positions, placements, kingdoms, seats) come
//! first; a [`GameSetup`] is checked against the table of rule sets into a [`RuleSet`]; [`Game`]
//! holds a whole game, [`Table`] its public part and [`PlayerView`] what one player sees. Every
//! action goes through [`Game::play`], which refuses an illegal one with an [`ActionError`] and
//! leaves the game unchanged. The core knows the draft, placements and territories; each game
//! that adds to it is a folder ([`queendomino`]) joined through the hooks of [`module`].

mod action;
mod checked;
mod domino;
mod domino_set;
mod draws;
mod gain;
mod game;
pub mod giants;
mod grid;
mod kingdom;
pub mod kingdomino;
mod line;
pub mod module;
mod outcome;
mod placement;
mod placement_rating;
mod pos;
pub mod queendomino;
mod quest;
mod registry;
mod rng;
mod rule_set;
mod score;
mod score_history;
mod seats;
mod setup;
mod square;
mod state_error;
mod table;
mod terrain;
mod view;

pub use action::{Expected, ExtraAction};
pub use domino::{Domino, DominoId};
pub use draws::RevealedDraws;
pub use gain::{CachedGains, Gains};
pub use game::Game;
pub use giants::{GiantsAction, GiantsError};
pub use kingdom::{Cell, Kingdom, PlacementError};
pub use kingdomino::{HARMONY_BONUS, MIDDLE_KINGDOM_BONUS};
pub use line::LineSlot;
pub use outcome::{Outcome, Standing};
pub use placement::Placement;
pub use placement_rating::{rate_placement, PlacementRating};
pub use pos::{Dir, Pos, REACH};
pub use queendomino::{BuildingId, BuildingKind, Estate, QueendominoAction, QueendominoError};
pub use quest::Quest;
pub use registry::{Action, ActionError, DominoBox};
pub use rng::Rng;
pub use rule_set::{Edition, FirstClaims, RuleSet};
pub use score::{Bonuses, Score, ScorePart, Territory};
pub use seats::{ByKingdom, BySeat, Keyed, KingdomId, PlayerId, MAX_PLAYERS};
pub use setup::{GameSetup, Options, QuestChoice, SetupError, Variant};
pub use square::{Square, MAX_CROWNS};
pub use state_error::StateError;
pub use table::{Step, Table};
pub use terrain::Terrain;
pub use view::PlayerView;
