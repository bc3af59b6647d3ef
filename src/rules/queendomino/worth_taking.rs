//! Queendomino's optional actions as a quick computer player takes them (Greedy, Hard, the
//! Expert's playouts): a tax where it pays most, the building that gives the most for its price,
//! the Dragon left alone.

use super::{Queendomino, QueendominoAction};
use crate::rules::{Action, Table};

impl Queendomino {
    /// The optional action worth taking now among `legal`, if any.
    pub(super) fn judged_worth_taking(&self, table: &Table, legal: &[Action]) -> Option<Action> {
        let p = table.to_move()?;
        let kingdom = table.seat_kingdom(p);
        let tax = legal
            .iter()
            .filter_map(|a| match a {
                Action::Queendomino(QueendominoAction::Tax(at)) => {
                    Some((*a, kingdom.territory_size(*at)))
                }
                _ => None,
            })
            .max_by_key(|(_, squares)| *squares);
        if let Some((action, squares)) = tax {
            if squares >= 2 {
                return Some(action);
            }
        }
        if !legal
            .iter()
            .any(|a| matches!(a, Action::Queendomino(QueendominoAction::Build { .. })))
        {
            return None;
        }
        let values = self.build_values(table);
        legal
            .iter()
            .filter_map(|a| match a {
                Action::Queendomino(QueendominoAction::Build { spot, .. }) => {
                    Some((*a, values[usize::from(*spot)]))
                }
                _ => None,
            })
            .filter(|(_, v)| *v > 0)
            .max_by_key(|(_, v)| *v)
            .map(|(a, _)| a)
    }

    /// Roughly what each spot's building is worth to the player to move, in points, net of its
    /// price (`i64::MIN` for an empty spot): judged once per spot, not once per town square.
    fn build_values(&self, table: &Table) -> [i64; 6] {
        let mut values = [i64::MIN; 6];
        let Some(p) = table.to_move() else {
            return values;
        };
        let kingdom = table.kingdom_of(p);
        let estate = self.estate(kingdom);
        let territories = table.kingdom(kingdom).territories();
        for (spot, value) in values.iter_mut().enumerate() {
            let Some(building) = self.builders_board().spots[spot] else {
                continue;
            };
            let r = building.rules();
            let per_territory = r.points_per_territory.map_or(0, |(terrain, points)| {
                points * territories.iter().filter(|t| t.terrain == terrain).count() as u32
            });
            let worth = r.points
                + per_territory
                + 2 * u32::from(r.crowns)
                + 2 * u32::from(r.knights)
                + 2 * u32::from(r.towers)
                + r.points_per_tower * (u32::from(estate.towers) + 2)
                + r.points_per_knight * (estate.knights_owned() + 2);
            let cost = self.cost(kingdom, spot as u8);
            *value = i64::from(worth) - i64::from(cost) / 2;
        }
        values
    }
}
