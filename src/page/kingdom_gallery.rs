//! The gallery of kingdoms built in this browser: each finished game's postcard, kept as its facts
//! (`kingdom_card::CardFacts`), newest first, so that the start page shows the kingdoms a person
//! has built. Kept as text, a line an entry: `1:` (the entry's version) then the facts' bytes
//! (`wire`'s form) in URL-safe base64. A line of a version this build does not read, or that
//! does not read as one, is kept as it is and left out of the pictures: a later build may read
//! it, and a damaged line never costs the others.

use super::kingdom_card::CardFacts;
use crate::by_link::base64url;
use crate::wire::{from_bytes, plain_bytes};

/// How many kingdoms the gallery keeps (about 300 bytes each): the oldest go first.
pub const KEPT: usize = 60;

/// The version of the entries this build writes.
const VERSION: &str = "1";

/// One entry, as kept.
pub fn entry(facts: &CardFacts) -> String {
    format!("{VERSION}:{}", base64url::encode(&plain_bytes(facts)))
}

/// The gallery `kept` with `facts` added first, and the oldest past [`KEPT`] let go.
pub fn with_added(kept: &str, facts: &CardFacts) -> String {
    let new = entry(facts);
    std::iter::once(new.as_str())
        .chain(kept.lines().filter(|line| !line.is_empty()))
        .take(KEPT)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The kingdoms of the gallery `kept` that this build reads, newest first.
pub fn read(kept: &str) -> Vec<CardFacts> {
    kept.lines().filter_map(read_entry).collect()
}

/// How many entries the gallery `kept` holds that this build reads (the start page's count,
/// without reading the facts themselves).
pub fn count(kept: &str) -> usize {
    kept.lines()
        .filter(|line| line.split_once(':').is_some_and(|(v, _)| v == VERSION))
        .count()
}

fn read_entry(line: &str) -> Option<CardFacts> {
    let (version, text) = line.split_once(':')?;
    if version != VERSION {
        return None;
    }
    from_bytes(&base64url::decode(text)?).ok()
}
