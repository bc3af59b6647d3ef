//! What the player to move must or may do now, read from the actions the rules allow: the turn
//! banner names it and shows its controls, so that the page never says one thing while the rules
//! wait for another (a giant to place after a domino, a knight's tax before the claim).

use crate::rules::{Action, DominoId, GiantsAction, QueendominoAction, Step, Table};

/// How a turn goes on once its optional actions are done (or skipped).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Then {
    Claim,
    EndTurn,
}

/// The step of the turn the rules wait for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextStep {
    /// The first round: claim a domino of the first line.
    ChooseFirst,
    /// Claim a domino of the next line.
    Claim,
    /// Lay the domino in hand.
    Place(DominoId),
    /// The domino in hand fits nowhere: give it up.
    Discard(DominoId),
    /// Age of Giants: a giant waits to cover one of this kingdom's crowns.
    PlaceGiant,
    /// Age of Giants: footsteps allow sending a giant away, before going on.
    Footsteps(Then),
    /// Queendomino's actions after placing, those the rules allow now, before going on.
    Queendomino {
        tax: bool,
        build: bool,
        dragon: bool,
        then: Then,
    },
    /// Nothing left but to end the turn (Queendomino's last round).
    EndTurn,
}

impl NextStep {
    /// The step the rules wait for, or `None` once the game is over. `legal` is the table's
    /// legal actions.
    pub fn of(table: &Table, legal: &[Action]) -> Option<NextStep> {
        let any = |f: fn(&Action) -> bool| legal.iter().any(f);
        // A giant waiting for its crown comes first: its kingdom acts out of turn.
        if any(|a| matches!(a, Action::Giants(GiantsAction::Cover(_)))) {
            return Some(NextStep::PlaceGiant);
        }
        if let Some(domino) = table.domino_to_place() {
            if any(|a| matches!(a, Action::Place(_))) {
                return Some(NextStep::Place(domino));
            }
            if legal.contains(&Action::Discard) {
                return Some(NextStep::Discard(domino));
            }
        }
        let then = if any(|a| matches!(a, Action::Claim(_))) {
            Then::Claim
        } else if legal.contains(&Action::EndTurn) {
            Then::EndTurn
        } else {
            return None;
        };
        if any(|a| matches!(a, Action::Giants(GiantsAction::Send { .. }))) {
            return Some(NextStep::Footsteps(then));
        }
        let tax = any(|a| matches!(a, Action::Queendomino(QueendominoAction::Tax(_))));
        let build = any(|a| matches!(a, Action::Queendomino(QueendominoAction::Build { .. })));
        let dragon = any(|a| matches!(a, Action::Queendomino(QueendominoAction::Dragon { .. })));
        Some(match then {
            _ if tax || build || dragon => NextStep::Queendomino {
                tax,
                build,
                dragon,
                then,
            },
            Then::EndTurn => NextStep::EndTurn,
            Then::Claim if matches!(table.step(), Step::FirstClaims { .. }) => {
                NextStep::ChooseFirst
            }
            Then::Claim => NextStep::Claim,
        })
    }

    /// The name tests and styles read it by (`data-step` on the banner).
    pub fn name(self) -> &'static str {
        match self {
            NextStep::ChooseFirst => "choose-first",
            NextStep::Claim => "claim",
            NextStep::Place(_) => "place",
            NextStep::Discard(_) => "discard",
            NextStep::PlaceGiant => "giant",
            NextStep::Footsteps(_) => "footsteps",
            NextStep::Queendomino { .. } => "queendomino",
            NextStep::EndTurn => "end-turn",
        }
    }
}
