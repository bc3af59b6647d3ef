//! The giants' actions as a quick computer player takes them (Greedy, Hard, the Expert's
//! playouts), judged one move ahead: a giant goes on the crown whose territory is smallest (the
//! fewest points lost); footsteps always send the giant off the largest territory, to the
//! opponent who leads.

use super::{Giants, GiantsAction};
use crate::rules::{Action, Table};

impl Giants {
    /// The giants' action worth taking now among `legal`, if any (a giant to place is not
    /// optional: when one waits, it is the only legal kind of action).
    pub(super) fn judged_worth_taking(table: &Table, legal: &[Action]) -> Option<Action> {
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
}
