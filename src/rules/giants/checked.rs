//! The giants' public state, checked when it comes from outside (see `rules/checked.rs`).

use super::{Giants, GIANTS};
use crate::rules::module::Turn;
use crate::rules::state_error::{check_kingdom_id, check_pos, check_seat, ensure};
use crate::rules::{ByKingdom, Kingdom, RuleSet, StateError};

impl Giants {
    /// Six giants at most, each on a square of a kingdom of the table; whoever waits or sends
    /// one sits at it.
    pub(crate) fn checked_state(
        &self,
        rules: &RuleSet,
        kingdoms: &ByKingdom<Kingdom>,
    ) -> Result<(), StateError> {
        ensure(
            self.on.len() == kingdoms.len() && self.receiver.len() == kingdoms.len(),
            || "giants' places not one per kingdom".to_string(),
        )?;
        // Every giant is in the box, in a kingdom, or on its way to one (sent by footsteps);
        // one arriving from the box is still counted in it.
        let placed: usize = self.on.iter().map(Vec::len).sum();
        let travelling = usize::from(self.waiting.is_some_and(|w| !w.from_box));
        let giants = placed + usize::from(self.in_box) + travelling;
        ensure(giants == usize::from(GIANTS), || format!("{giants} giants"))?;
        if let Some(w) = self.waiting {
            ensure(!w.from_box || self.in_box > 0, || {
                "a giant arriving from an empty box".to_string()
            })?;
        }
        // What they cover is checked with the other crowns (`Table::check_crowns`).
        for (giants, kingdom) in self.on.iter().zip(kingdoms.iter()) {
            for &p in giants {
                check_pos(p)?;
                ensure(kingdom.square(p).is_some(), || {
                    format!("a giant off the land at {p}")
                })?;
            }
        }
        for (kingdom, &seat) in self.receiver.entries() {
            check_seat(seat, rules)?;
            ensure(rules.kingdom_of(seat) == kingdom, || {
                format!("seat {} receiving giants for another kingdom", seat.0)
            })?;
        }
        let check_turn = |turn: Turn| {
            check_seat(turn.seat, rules)?;
            check_kingdom_id(turn.kingdom, rules)?;
            ensure(rules.kingdom_of(turn.seat) == turn.kingdom, || {
                format!("seat {} acting for another kingdom", turn.seat.0)
            })
        };
        if let Some(waiting) = self.waiting {
            check_turn(waiting.turn)?;
            ensure(
                Giants::free_crowns(&kingdoms[waiting.turn.kingdom])
                    .next()
                    .is_some(),
                || "a giant waiting for a kingdom without a crown to cover".to_string(),
            )?;
        }
        if let Some(turn) = self.footsteps {
            check_turn(turn)?;
        }
        Ok(())
    }
}
