//! The actions game modules add, judged quickly: giants placed where they cost least and sent
//! to the leader; Queendomino's taxes where they pay most, the building that gives the most for
//! its price, the Dragon left alone; a module in the making's action when nothing else is legal.
//! Used by Greedy, Hard and the Expert's playouts.

use crate::rules::{Action, DominoId, GiantsAction, QueendominoAction, Table};

/// Roughly what each spot's building is worth to the player to move, in points, net of its
/// price (`i64::MIN` for an empty spot): judged once per spot, not once per town square.
fn build_values(table: &Table) -> [i64; 6] {
    let mut values = [i64::MIN; 6];
    let (Some(p), Some(q)) = (table.to_move(), table.queendomino()) else {
        return values;
    };
    let kingdom = table.kingdom_of(p);
    let estate = q.estate(kingdom);
    let territories = table.kingdom(kingdom).territories();
    for (spot, value) in values.iter_mut().enumerate() {
        let Some(building) = q.builders_board().spots[spot] else {
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
        let cost = q.cost(kingdom, spot as u8);
        *value = i64::from(worth) - i64::from(cost) / 2;
    }
    values
}

/// The dominoes a list of legal actions offers to claim.
pub(crate) fn claims_in(legal: &[Action]) -> Vec<DominoId> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Claim(d) => Some(*d),
            _ => None,
        })
        .collect()
}

/// Age of Giants, judged one step ahead: a giant goes on the crown whose territory is smallest
/// (the fewest points lost); footsteps always send the giant off the largest territory, to the
/// opponent who leads.
fn best_giant(table: &Table, legal: &[Action]) -> Option<Action> {
    // Only Age of Giants has them (and playouts call this at every step: stay cheap).
    table.giants()?;
    if !legal.iter().any(|a| matches!(a, Action::Giants(_))) {
        return None;
    }
    let p = table.to_move()?;
    let kingdom = table.seat_kingdom(p);
    let scores = table.scores();
    legal
        .iter()
        .filter_map(|&a| match a {
            Action::Giants(GiantsAction::Cover(at)) => {
                Some((a, -i64::from(kingdom.territory_size(at))))
            }
            Action::Giants(GiantsAction::Send { from, to }) => Some((
                a,
                i64::from(kingdom.territory_size(from)) * 1000 + i64::from(scores[to].total),
            )),
            _ => None,
        })
        .max_by_key(|(_, value)| *value)
        .map(|(a, _)| a)
}

/// The optional action worth taking now, if any, among `legal` (a giant to place is not
/// optional: when one waits, it is the only legal kind of action).
pub(crate) fn best_extra(table: &Table, legal: &[Action]) -> Option<Action> {
    // A module in the making (its actions `Action::Extra`) brings no judgement yet: the bots
    // leave its optional actions alone, and take the first it offers when the rules allow
    // nothing else (a toll owed before the turn goes on). (A claim usually comes first in
    // `legal`: this stops there.)
    if legal.first().is_some_and(|a| matches!(a, Action::Extra(_)))
        && legal.iter().all(|a| matches!(a, Action::Extra(_)))
    {
        return legal.first().copied();
    }
    if let Some(giant) = best_giant(table, legal) {
        return Some(giant);
    }
    // Taxes and buildings are Queendomino's alone (playouts call this at every claim).
    table.queendomino()?;
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
    let values = build_values(table);
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
