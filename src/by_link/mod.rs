//! Games by link: friends play from their own browsers by sending each other links, with a
//! deal they make together and no server. Pure Rust: the page and the command line share it.
//!
//! Every person commits to a hash chain when joining (`chain.rs`); each draw's seed hashes
//! every person's value for that draw, revealed only once nobody has a choice left to make
//! before it (`game_by_link.rs`); every person signs the history with each link they make
//! (`identity.rs`, `signed.rs`); the link's text is in `text.rs`; an export of a browser's games
//! may be sealed by a passphrase (`sealed_export.rs`). The protocol, what it stops
//! and what it does not, is written down in `docs/play-by-link.md`.

pub mod base64url;
mod chain;
mod game_by_link;
mod identity;
mod name_chars;
mod name_fold;
mod sealed_export;
mod signed;
mod text;

pub use chain::{verifies, Heads, Lengths, Purpose, Secret, Value, VALUE_BYTES};
pub use game_by_link::{
    computer_move, computer_seed, Awaited, ComputerSearch, GameByLink, Position, Proof, Published,
    Refusal, Seat, Version, COMPUTER_ITERATIONS,
};
pub use identity::{KeyFault, PublicKey, Signature};
pub use sealed_export::{
    is_sealed, lock, open, passphrase_is_long_enough, read_file, seal, unlock, write_file,
    OpenError, MIN_PASSPHRASE_CHARS, NONCE_BYTES, SALT_BYTES,
};
pub use text::{encode_name, is_game_by_link, name_is_valid, MAX_NAME, VERSION};
