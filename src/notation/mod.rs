//! Text formats: the kingdom notation (boards in URLs, tests and the command line) and the game
//! record (a whole game as URL-safe text). Both are documented in `docs/notation.md`.

mod kingdom;
mod record;

pub use kingdom::{parse_kingdom, write_kingdom, NotationError, NotationProblem, ParsedKingdom};
pub use record::{GameRecord, RecordError};
