//! The rules' typed refusals, and the other things the page names (terrains, quests, score
//! parts), as sentences and words in the player's language.

use super::{fill, Lang};
use crate::rules::queendomino::Stage;
use crate::rules::{
    ActionError, BuildingKind, Expected, GiantsError, KingdomId, PlacementError, PlayerId, Pos,
    QueendominoError, Quest, ScorePart, Terrain,
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
                fill(w.r_cannot_afford, &[&cost, &coins])
            }
            QueendominoError::DragonAlreadyUsed => w.r_dragon_used.into(),
            QueendominoError::QueenHostCannotBribe => w.r_queen_host.into(),
        }
    }

    /// A Queendomino building's name.
    pub fn building(self, kind: BuildingKind) -> &'static str {
        let index = BuildingKind::ALL
            .iter()
            .position(|&k| k == kind)
            .unwrap_or(0);
        self.words().buildings[index]
    }

    /// A terrain as a square is named ("lake").
    pub fn terrain(self, terrain: Terrain) -> &'static str {
        self.words().terrains[terrain.index()]
    }

    /// A terrain as a heading ("Lake").
    pub fn terrain_title(self, terrain: Terrain) -> &'static str {
        self.words().terrain_titles[terrain.index()]
    }

    pub fn quest_name(self, quest: Quest) -> String {
        let w = self.words();
        match quest {
            Quest::LocalBusiness(t) => fill(w.quest_local_business, &[&self.terrain(t)]),
            Quest::FourCorners(t) => fill(w.quest_four_corners, &[&self.terrain(t)]),
            Quest::Harmony => w.quest_names[0].into(),
            Quest::MiddleKingdom => w.quest_names[1].into(),
            Quest::LostCorner => w.quest_names[2].into(),
            Quest::FolieDesGrandeurs => w.quest_names[3].into(),
            Quest::BleakKing => w.quest_names[4].into(),
        }
    }

    /// One line saying how a quest scores.
    pub fn quest_rule(self, quest: Quest) -> String {
        let w = self.words();
        match quest {
            Quest::LocalBusiness(t) => fill(w.quest_local_business_rule, &[&self.terrain(t)]),
            Quest::FourCorners(t) => fill(w.quest_four_corners_rule, &[&self.terrain(t)]),
            Quest::Harmony => w.quest_rules[0].into(),
            Quest::MiddleKingdom => w.quest_rules[1].into(),
            Quest::LostCorner => w.quest_rules[2].into(),
            Quest::FolieDesGrandeurs => w.quest_rules[3].into(),
            Quest::BleakKing => w.quest_rules[4].into(),
        }
    }

    /// A part of a score ("Buildings", "Quest: Bleak King").
    pub fn score_part(self, part: ScorePart) -> String {
        let w = self.words();
        match part {
            ScorePart::Territories => w.col_points.into(),
            ScorePart::Harmony => w.parts[0].into(),
            ScorePart::MiddleKingdom => w.parts[1].into(),
            ScorePart::Buildings => w.parts[2].into(),
            ScorePart::Coins => w.parts[3].into(),
            ScorePart::Queen => w.parts[4].into(),
            ScorePart::Quest(q) => fill(w.quest_part, &[&self.quest_name(q)]),
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

    #[test]
    fn every_quest_has_a_name_and_a_rule_in_every_language() {
        for lang in Lang::ALL {
            for q in Quest::ALL {
                assert!(!lang.quest_name(q).is_empty() && !lang.quest_rule(q).contains('{'));
            }
        }
        assert_eq!(Lang::Fr.quest_name(Quest::ALL[0]), "Commerce local (blé)");
    }
}
