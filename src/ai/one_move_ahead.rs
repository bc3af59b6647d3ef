//! The shape shared by the players that look one move ahead (Greedy, Hard): place where their
//! judgement says, take what the modules in play find worth taking, end the turn, or claim the
//! domino their judgement values most.

use crate::rules::{Action, DominoId, Expected, Placement, Table};

pub(crate) trait OneMoveAhead {
    /// Scratch space for the legal actions.
    fn actions(&mut self) -> &mut Vec<Action>;
    /// Where the domino to place goes, or `None` when it fits nowhere.
    fn placement(&mut self, table: &Table) -> Option<Placement>;
    /// How much the player to move wants `domino`.
    fn claim_value(&mut self, table: &Table, domino: DominoId) -> f64;
}

/// The player's action for the player to move; ties go to the first candidate.
pub(crate) fn decide(player: &mut impl OneMoveAhead, table: &Table) -> Option<Action> {
    let expected = table.expected()?;
    if expected == Expected::Place {
        return Some(
            player
                .placement(table)
                .map_or(Action::Discard, Action::Place),
        );
    }
    let mut legal = std::mem::take(player.actions());
    table.legal_actions(&mut legal);
    let choice = match (table.worth_taking(&legal), expected) {
        (Some(extra), _) => Some(extra),
        (None, Expected::Finish) => Some(Action::EndTurn),
        (None, _) => {
            let mut best: Option<(DominoId, f64)> = None;
            for d in claims_in(&legal) {
                let value = player.claim_value(table, d);
                if best.is_none_or(|(_, v)| value > v) {
                    best = Some((d, value));
                }
            }
            best.map(|(d, _)| Action::Claim(d))
        }
    };
    *player.actions() = legal;
    choice
}

/// The dominoes a list of legal actions offers to claim.
fn claims_in(legal: &[Action]) -> impl Iterator<Item = DominoId> + '_ {
    legal.iter().filter_map(|a| match a {
        Action::Claim(d) => Some(*d),
        _ => None,
    })
}
