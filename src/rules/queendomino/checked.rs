//! Queendomino's public state, checked when it comes from outside (see `rules/checked.rs`).

use super::{Queendomino, BUILDING_TILES};
use crate::rules::checked::{check_building, check_kingdom_id, check_pos, ensure};
use crate::rules::{ByKingdom, Kingdom, RuleSet, StateError, Terrain};

impl Queendomino {
    /// Every estate belongs to a kingdom, knights stand on its land and buildings on its towns;
    /// every tile exists; the Queen's host is a kingdom of the table.
    pub(crate) fn check_state(
        &self,
        rules: &RuleSet,
        kingdoms: &ByKingdom<Kingdom>,
    ) -> Result<(), StateError> {
        ensure(self.estates.len() == kingdoms.len(), || {
            format!(
                "{} estates for {} kingdoms",
                self.estates.len(),
                kingdoms.len()
            )
        })?;
        for (estate, kingdom) in self.estates.iter().zip(kingdoms.iter()) {
            for &p in &estate.knights {
                check_pos(p)?;
                ensure(kingdom.square(p).is_some(), || {
                    format!("a knight off the land at {p}")
                })?;
            }
            for &(p, building) in &estate.buildings {
                check_pos(p)?;
                check_building(building)?;
                ensure(
                    kingdom.square(p).map(|s| s.terrain) == Some(Terrain::Town),
                    || format!("a building off the towns at {p}"),
                )?;
            }
        }
        let board = &self.builders;
        for &b in board.spots.iter().flatten().chain(&board.burned) {
            check_building(b)?;
        }
        ensure(board.pile_len <= BUILDING_TILES, || {
            format!("a pile of {} buildings", board.pile_len)
        })?;
        if let Some(host) = self.queen {
            check_kingdom_id(host, rules)?;
        }
        for p in self.turn.just_placed.iter().flatten() {
            check_pos(*p)?;
        }
        Ok(())
    }
}
