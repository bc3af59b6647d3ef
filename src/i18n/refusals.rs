//! The rules' typed refusals as sentences in the player's language.

use super::{fill, Lang};
use crate::rules::queendomino::Stage;
use crate::rules::{
    ActionError, Expected, GiantsError, KingdomId, PlacementError, PlayerId, Pos, QueendominoError,
};

/// How the page names players and kingdoms in a sentence.
pub trait Names {
    fn player(&self, seat: PlayerId) -> String;
    fn kingdom(&self, kingdom: KingdomId) -> String;
}

impl Lang {
    fn at(self, pos: Pos) -> String {
        self.square(pos.row, pos.col)
    }

    /// Why the rules refused an action, as a clause ("the game is over").
    pub fn refusal(self, error: &ActionError, names: &dyn Names) -> String {
        let w = self.words();
        match *error {
            ActionError::GameOver => w.r_game_over.into(),
            ActionError::NotYourTurn { to_move } => {
                fill(w.r_not_your_turn, &[&names.player(to_move)])
            }
            ActionError::WrongStep { expected } => match expected {
                Expected::Claim => w.r_claim_now.into(),
                Expected::Place => w.r_place_first.into(),
                Expected::Finish => w.r_finish_now.into(),
            },
            ActionError::NotOnLine { domino } => fill(w.r_not_on_line, &[&domino]),
            ActionError::AlreadyClaimed { domino } => fill(w.r_already_claimed, &[&domino]),
            ActionError::Placement(e) => self.placement_refusal(&e),
            ActionError::DiscardRefused { domino } => fill(w.r_discard_refused, &[&domino]),
            ActionError::NotInThisGame => w.r_other_game.into(),
            ActionError::Queendomino(e) => self.queendomino_refusal(&e),
            // A module in the making has no refusals of its own in the page's languages yet: its
            // English detail stays out of the page.
            ActionError::Extra(_) => w.r_module_refuses.into(),
            ActionError::Giants(e) => match e {
                GiantsError::GiantFirst => w.r_giant_first.into(),
                GiantsError::NoGiantWaiting => w.r_no_giant_waiting.into(),
                GiantsError::NoFreeCrown { at } => fill(w.r_no_free_crown, &[&self.at(at)]),
                GiantsError::NoFootsteps => w.r_no_footsteps.into(),
                GiantsError::NoGiantThere { at } => fill(w.r_no_giant_there, &[&self.at(at)]),
                GiantsError::NotAnOpponentWithACrown { to } => {
                    fill(w.r_not_opponent, &[&names.kingdom(to)])
                }
            },
        }
    }

    /// Why a domino cannot go where it was dropped.
    pub fn placement_refusal(self, error: &PlacementError) -> String {
        let w = self.words();
        match *error {
            PlacementError::TooLarge { size } => fill(w.r_too_large, &[&size]),
            PlacementError::Overlap { at } => fill(w.r_overlap, &[&self.at(at)]),
            PlacementError::NotConnected => w.r_not_connected.into(),
        }
    }

    fn queendomino_refusal(self, error: &QueendominoError) -> String {
        let w = self.words();
        let stage = |s: Stage| match s {
            Stage::Placed => w.stages[0],
            Stage::Taxed => w.stages[1],
            Stage::Built => w.stages[2],
            Stage::Bribed => w.stages[3],
        };
        match *error {
            QueendominoError::TaxNotOnNewDomino { at } => fill(w.r_tax_not_new, &[&self.at(at)]),
            QueendominoError::NoKnightInGuard => w.r_no_knight.into(),
            QueendominoError::KnightsNotReady => w.r_knights_not_ready.into(),
            QueendominoError::KnightAlreadyThere { at } => fill(w.r_knight_there, &[&self.at(at)]),
            QueendominoError::OutOfOrder { tried, after } => {
                fill(w.r_out_of_order, &[&stage(tried), &stage(after)])
            }
            QueendominoError::EmptySpot { spot } => fill(w.r_empty_spot, &[&(spot + 1)]),
            QueendominoError::NotAFreeTown { at } => fill(w.r_not_free_town, &[&self.at(at)]),
            QueendominoError::CannotAfford { cost, coins } => {
                let cost = self.plural(w.coins_amount, u64::from(cost));
                let left_is_one = coins == 1 || (self.zero_is_one() && coins == 0);
                fill(
                    w.r_cannot_afford[usize::from(!left_is_one)],
                    &[&cost, &coins],
                )
            }
            QueendominoError::DragonAlreadyUsed => w.r_dragon_used.into(),
            QueendominoError::QueenHostCannotBribe => w.r_queen_host.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{DominoBox, DominoId};

    struct Plain;
    impl Names for Plain {
        fn player(&self, seat: PlayerId) -> String {
            format!("P{}", seat.0 + 1)
        }
        fn kingdom(&self, kingdom: KingdomId) -> String {
            format!("K{}", kingdom.0 + 1)
        }
    }

    #[test]
    fn refusals_read_in_each_language() {
        let d = DominoId {
            domino_box: DominoBox::Kingdomino,
            number: 12,
        };
        let e = ActionError::AlreadyClaimed { domino: d };
        assert_eq!(
            Lang::En.refusal(&e, &Plain),
            "domino 12 already has a king on it"
        );
        assert_eq!(
            Lang::Fr.refusal(&e, &Plain),
            "un roi est déjà sur le domino 12"
        );
        let e = ActionError::Placement(PlacementError::Overlap {
            at: Pos::new(-1, 0),
        });
        assert_eq!(
            Lang::Es.refusal(&e, &Plain),
            "la casilla 1 arriba del castillo ya está ocupada"
        );
        let e = ActionError::NotYourTurn {
            to_move: PlayerId(1),
        };
        assert_eq!(Lang::Fr.refusal(&e, &Plain), "c’est au tour de P2");
    }
}
