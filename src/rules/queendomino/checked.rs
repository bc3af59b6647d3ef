//! Queendomino's public state, checked when it comes from outside (see `rules/checked.rs`).

use super::estate::{MAX_COINS, START_KNIGHTS};
use super::{Queendomino, BUILDING_TILES};
use crate::rules::state_error::{check_building, check_kingdom_id, check_pos, ensure};
use crate::rules::{ByKingdom, Kingdom, RuleSet, StateError, Terrain};

impl Queendomino {
    /// Every estate belongs to a kingdom, knights stand on its land and buildings on its towns;
    /// every tile exists; the Queen's host is a kingdom of the table.
    pub(crate) fn checked_state(
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
            // Every tile exists before anything is read from it.
            for &(_, building) in &estate.buildings {
                check_building(building)?;
            }
            // Towers and knights come only with buildings; coins are bounded far above what any
            // game collects, so that no sum can overflow.
            let built = || estate.buildings.iter().map(|(_, b)| b.rules());
            let towers: u32 = built().map(|r| u32::from(r.towers)).sum();
            ensure(u32::from(estate.towers) == towers, || {
                format!("{} towers on buildings that give {towers}", estate.towers)
            })?;
            let knights =
                u32::from(START_KNIGHTS) + built().map(|r| u32::from(r.knights)).sum::<u32>();
            ensure(estate.knights_owned() == knights, || {
                format!(
                    "{} knights where the buildings give {knights}",
                    estate.knights_owned()
                )
            })?;
            ensure(estate.coins <= MAX_COINS, || {
                format!("{} coins", estate.coins)
            })?;
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
        let mut shown: Vec<_> = board
            .spots
            .iter()
            .flatten()
            .chain(&board.burned)
            .copied()
            .chain(
                self.estates
                    .iter()
                    .flat_map(|e| e.buildings.iter().map(|(_, b)| *b)),
            )
            .collect();
        crate::short_sort::sort(&mut shown);
        ensure(shown.windows(2).all(|w| w[0] != w[1]), || {
            "a building in two places at once".to_string()
        })?;
        ensure(board.pile_len <= self.unseen_buildings().len(), || {
            format!(
                "a pile of {} buildings with {} unseen",
                board.pile_len,
                self.unseen_buildings().len()
            )
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
