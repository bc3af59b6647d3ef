//! The actions the rules allow now, sorted by kind: what the page's controls offer (the dominoes
//! to claim, the placements, the knight's taxes, the buildings and the Dragon, the giants'
//! crowns and footsteps). Read once a position, in the store, so that no component sorts the
//! rules' list itself; and the actions the controls send, built here rather than by hand.

use crate::rules::{
    Action, DominoId, GiantsAction, Kingdom, KingdomId, Placement, Pos, QueendominoAction, Table,
};

use super::next_step::NextStep;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Choices {
    /// Every legal action, in the rules' order.
    pub all: Vec<Action>,
    pub claims: Vec<DominoId>,
    pub placements: Vec<Placement>,
    pub discard: bool,
    /// Squares of the domino just placed a knight may collect tax from (Queendomino).
    pub taxes: Vec<Pos>,
    /// A building's spot on the builders board and a town square it may go to.
    pub builds: Vec<(u8, Pos)>,
    /// Spots whose building the Dragon may burn.
    pub burns: Vec<u8>,
    /// Crowns a waiting giant may cover (Age of Giants).
    pub covers: Vec<Pos>,
    /// A giant footsteps may send away, and where.
    pub sends: Vec<(Pos, KingdomId)>,
    pub end_turn: bool,
}

impl Choices {
    /// What the rules allow at `table`.
    pub fn of(table: &Table) -> Choices {
        let mut choices = Choices::default();
        table.legal_actions(&mut choices.all);
        for &action in &choices.all {
            match action {
                Action::Claim(d) => choices.claims.push(d),
                Action::Place(p) => choices.placements.push(p),
                Action::Discard => choices.discard = true,
                Action::Queendomino(QueendominoAction::Tax(at)) => choices.taxes.push(at),
                Action::Queendomino(QueendominoAction::Build { spot, at }) => {
                    choices.builds.push((spot, at))
                }
                Action::Queendomino(QueendominoAction::Dragon { spot }) => choices.burns.push(spot),
                Action::Giants(GiantsAction::Cover(at)) => choices.covers.push(at),
                Action::Giants(GiantsAction::Send { from, to }) => choices.sends.push((from, to)),
                Action::EndTurn => choices.end_turn = true,
                Action::Extra(_) => {}
            }
        }
        choices
    }

    /// What bribing the Dragon would end, said before the person pays: the tax and a building
    /// still open this turn (0), the tax alone (1), a building alone (2); `None` when neither is.
    pub fn dragon_ends(&self) -> Option<usize> {
        let can_build_any = (0..6).any(|spot| self.can_build(spot));
        match (!self.taxes.is_empty(), can_build_any) {
            (true, true) => Some(0),
            (true, false) => Some(1),
            (false, true) => Some(2),
            (false, false) => None,
        }
    }

    /// The knight's taxes a person chooses between: one square per distinct outcome. Both halves
    /// of the domino just placed in one territory (the same terrain: they touch) bring the same
    /// coins from the same squares, so one button stands for both.
    pub fn distinct_taxes(&self, kingdom: &Kingdom) -> Vec<Pos> {
        let terrain = |at: Pos| kingdom.square(at).map(|s| s.terrain);
        let mut kept: Vec<Pos> = Vec::new();
        for &at in &self.taxes {
            if !kept.iter().any(|&k| terrain(k) == terrain(at)) {
                kept.push(at);
            }
        }
        kept
    }

    /// Whether the building on `spot` may be bought now (somewhere).
    pub fn can_build(&self, spot: u8) -> bool {
        self.builds.iter().any(|&(s, _)| s == spot)
    }

    /// The step of the turn the rules wait for, or `None` once the game is over.
    pub fn next_step(&self, table: &Table) -> Option<NextStep> {
        NextStep::of(table, &self.all)
    }
}

/// The actions the page's controls send.
pub mod act {
    use super::*;

    pub fn tax(at: Pos) -> Action {
        Action::Queendomino(QueendominoAction::Tax(at))
    }

    pub fn build(spot: u8, at: Pos) -> Action {
        Action::Queendomino(QueendominoAction::Build { spot, at })
    }

    pub fn burn(spot: u8) -> Action {
        Action::Queendomino(QueendominoAction::Dragon { spot })
    }

    pub fn cover(at: Pos) -> Action {
        Action::Giants(GiantsAction::Cover(at))
    }

    pub fn send(from: Pos, to: KingdomId) -> Action {
        Action::Giants(GiantsAction::Send { from, to })
    }
}
