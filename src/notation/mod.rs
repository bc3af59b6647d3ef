//! Text formats: the kingdom notation (boards in URLs, tests and the command line) and the game
//! record (a whole game as URL-safe text), and the links that open games, replays, boards and
//! puzzles. All are documented in `docs/notation.md`.

mod kingdom;
mod link;
mod notes;
pub(crate) mod number;
mod record;

pub use crate::excerpt::{clipped, excerpt, quoted_char};
pub use kingdom::{
    parse_kingdom, write_kingdom, write_kingdom_with, NotationError, NotationProblem, ParsedKingdom,
};
pub use link::{
    is_board_link, is_position_puzzle, is_replay_link, parse_board_link, parse_link,
    parse_replay_link, Board, Link, LinkError,
};
pub use notes::{parse_notes, NotesError, ReplayNotes, MOST_NOTES, NOTE_CHARS};
pub use record::{action_of_token, action_token, GameRecord, RecordError};
