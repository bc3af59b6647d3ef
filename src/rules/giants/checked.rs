//! The giants' public state, checked when it comes from outside (see `rules/checked.rs`).

use super::{Giants, GIANTS};
use crate::rules::checked::{check_kingdom_id, check_pos, check_seat, ensure};
use crate::rules::module::Turn;
use crate::rules::{ByKingdom, Kingdom, RuleSet, StateError};

impl Giants {
    /// Six giants at most, each on a square of a kingdom of the table; whoever waits or sends
    /// one sits at it.
    pub(crate) fn check_state(
        &self,
        rules: &RuleSet,
        kingdoms: &ByKingdom<Kingdom>,
    ) -> Result<(), StateError> {
        ensure(
            self.on.len() == kingdoms.len() && self.receiver.len() == kingdoms.len(),
            || "giants' places not one per kingdom".to_string(),
        )?;
        let placed: usize = self.on.iter().map(Vec::len).sum();
        ensure(
            placed + usize::from(self.in_box) <= usize::from(GIANTS),
            || format!("{} giants", placed + usize::from(self.in_box)),
        )?;
        for (giants, kingdom) in self.on.iter().zip(kingdoms.iter()) {
            for &p in giants {
                check_pos(p)?;
                ensure(kingdom.square(p).is_some(), || {
                    format!("a giant off the land at {p}")
                })?;
            }
        }
        for &seat in self.receiver.iter() {
            check_seat(seat, rules)?;
        }
        let check_turn = |turn: Turn| {
            check_seat(turn.seat, rules)?;
            check_kingdom_id(turn.kingdom, rules)
        };
        if let Some(waiting) = self.waiting {
            check_turn(waiting.turn)?;
        }
        if let Some(turn) = self.footsteps {
            check_turn(turn)?;
        }
        Ok(())
    }
}
