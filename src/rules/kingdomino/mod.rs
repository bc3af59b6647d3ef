//! Kingdomino's own: the box of 48 dominoes and its two bonuses. The draft, the placements and
//! the territories are the core's, shared by every game of the family.

mod bonuses;
pub(crate) mod kingdomino_box;

pub use bonuses::{HARMONY_BONUS, MIDDLE_KINGDOM_BONUS};
