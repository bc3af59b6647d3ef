//! Kingdomino's two bonuses: Harmony for a kingdom that fills its whole grid, the Middle
//! Kingdom for one centred on its castle. Options of every game of the family without quests
//! (with quests they are quests among the others).

use crate::rules::{Bonuses, Edition, Kingdom};

/// Points for a kingdom that fills its whole grid (Harmony).
pub const HARMONY_BONUS: u32 = 5;
/// Points for a centred kingdom (Middle Kingdom).
pub const MIDDLE_KINGDOM_BONUS: u32 = 10;

impl Kingdom {
    /// Whether the kingdom earns the Middle Kingdom bonus. By the rulebook (second edition) every
    /// square lies inside the `size` x `size` square centred on the castle, gaps allowed; the
    /// first edition asked for the castle in the centre of the occupied bounds.
    pub fn is_middle_kingdom(&self, edition: Edition) -> bool {
        match edition {
            Edition::First => self.castle_centred(),
            Edition::Second => self.inside_centred_grid(),
        }
    }

    /// (Harmony, Middle Kingdom) points.
    pub(crate) fn bonus_points(&self, bonuses: Bonuses) -> (u32, u32) {
        (
            if bonuses.harmony && self.is_complete() {
                HARMONY_BONUS
            } else {
                0
            },
            if bonuses.middle_kingdom && self.is_middle_kingdom(bonuses.edition) {
                MIDDLE_KINGDOM_BONUS
            } else {
                0
            },
        )
    }
}
