//! Age of Giants: giants that arrive with the lettered dominoes and cover a crown, and footsteps
//! (dominoes 49-54) that send one to an opponent. It joins the core through [`GameModule`]; the
//! quests it brings are scored by the core with the other bonuses (`rules::Quest`).
//!
//! A covered crown is taken off its square, so every score (and every computer player's
//! judgement) counts it as no crown at once; it comes back when the giant leaves. Where the
//! sources are silent: with all six giants in kingdoms, a lettered domino brings none; a giant
//! is sent only to an opponent with an uncovered crown (with none, nobody can be chosen); a
//! square takes as many giants as it has crowns.

mod action;
mod checked;
pub(crate) mod giants_box;
mod worth_taking;

pub use action::{GiantsAction, GiantsError};

use serde::{Deserialize, Serialize};

use super::module::{GameModule, Turn};
use super::Table;
use super::{
    Action, ActionError, ByKingdom, DominoId, Kingdom, KingdomId, PlayerId, Pos, Rng, RuleSet,
    StateError, Step,
};

/// Giant meeples in the box.
pub const GIANTS: u8 = 6;

/// A giant waiting to be put on a crown, and who puts it there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Waiting {
    turn: Turn,
    /// Arriving from the box (a lettered domino), rather than sent by an opponent.
    from_box: bool,
}

/// The giants' public state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Giants {
    /// Each kingdom's giants: the squares whose crowns they cover, one entry per giant.
    on: ByKingdom<Vec<Pos>>,
    /// Giants still in the box.
    in_box: u8,
    waiting: Option<Waiting>,
    /// The king to move may send a giant away (until it does anything else).
    footsteps: Option<Turn>,
    /// Who places a giant sent to each kingdom: its first seat.
    receiver: ByKingdom<PlayerId>,
}

/// Nothing of the giants is hidden.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NothingHidden;

impl Giants {
    /// The squares whose crowns `kingdom`'s giants cover (a square appears once per giant).
    pub fn on(&self, kingdom: KingdomId) -> &[Pos] {
        &self.on[kingdom]
    }

    /// Giants on `at` in `kingdom`.
    pub fn count_at(&self, kingdom: KingdomId, at: Pos) -> u8 {
        self.on[kingdom].iter().filter(|&&p| p == at).count() as u8
    }

    pub fn in_box(&self) -> u8 {
        self.in_box
    }

    /// The kingdom a giant is waiting to be placed in, and whether it comes from the box.
    pub fn waiting(&self) -> Option<(KingdomId, bool)> {
        self.waiting.map(|w| (w.turn.kingdom, w.from_box))
    }

    /// Whether the king to move may send a giant with footsteps now.
    pub fn footsteps_open(&self) -> bool {
        self.footsteps.is_some()
    }

    fn free_crowns(kingdom: &Kingdom) -> impl Iterator<Item = Pos> + '_ {
        kingdom
            .squares()
            .filter(|(_, s)| s.crowns > 0)
            .map(|(p, _)| p)
    }

    /// Kingdoms other than `mine` with an uncovered crown: where a giant may be sent.
    fn targets<'a>(
        mine: KingdomId,
        kingdoms: &'a ByKingdom<Kingdom>,
    ) -> impl Iterator<Item = KingdomId> + 'a {
        kingdoms
            .entries()
            .filter(move |(k, kingdom)| *k != mine && Giants::free_crowns(kingdom).next().is_some())
            .map(|(k, _)| k)
    }

    fn check_giant(
        &self,
        turn: Turn,
        kingdoms: &ByKingdom<Kingdom>,
        action: GiantsAction,
    ) -> Result<(), GiantsError> {
        match action {
            GiantsAction::Cover(at) => {
                if self.waiting.map(|w| w.turn) != Some(turn) {
                    return Err(GiantsError::NoGiantWaiting);
                }
                if kingdoms[turn.kingdom]
                    .square(at)
                    .is_none_or(|s| s.crowns == 0)
                {
                    return Err(GiantsError::NoFreeCrown { at });
                }
                Ok(())
            }
            GiantsAction::Send { from, to } => {
                if self.waiting.is_some() || self.footsteps != Some(turn) {
                    return Err(GiantsError::NoFootsteps);
                }
                if !self.on[turn.kingdom].contains(&from) {
                    return Err(GiantsError::NoGiantThere { at: from });
                }
                if !Giants::targets(turn.kingdom, kingdoms).any(|k| k == to) {
                    return Err(GiantsError::NotAnOpponentWithACrown { to });
                }
                Ok(())
            }
        }
    }
}

impl GameModule for Giants {
    const NAME: &'static str = "giants";
    const ACTS_OUT_OF_TURN: bool = true;
    type Action = GiantsAction;
    type Hidden = NothingHidden;

    fn own(action: Action) -> Option<GiantsAction> {
        match action {
            Action::Giants(a) => Some(a),
            _ => None,
        }
    }

    fn deal(rules: &RuleSet, _: &mut NothingHidden, _: &mut Rng) -> Giants {
        Giants {
            on: ByKingdom::new_with(rules.kingdoms as usize, |_| Vec::new()),
            in_box: GIANTS,
            waiting: None,
            footsteps: None,
            receiver: ByKingdom::new_with(rules.kingdoms as usize, |k| {
                rules.seats_of(k).next().unwrap_or(PlayerId(k.0))
            }),
        }
    }

    fn new_turn(&mut self, _: Turn) {
        self.footsteps = None;
    }

    fn placed(
        &mut self,
        turn: Turn,
        kingdoms: &ByKingdom<Kingdom>,
        domino: DominoId,
        squares: Option<[Pos; 2]>,
    ) {
        if squares.is_none() {
            return; // a discarded domino brings nothing
        }
        let mine = &kingdoms[turn.kingdom];
        if domino.brings_a_giant() && self.in_box > 0 && Giants::free_crowns(mine).next().is_some()
        {
            self.waiting = Some(Waiting {
                turn,
                from_box: true,
            });
        }
        if domino.has_footsteps()
            && !self.on[turn.kingdom].is_empty()
            && Giants::targets(turn.kingdom, kingdoms).next().is_some()
        {
            self.footsteps = Some(turn);
        }
    }

    fn acts_after_placing(&self) -> bool {
        self.waiting.is_some() || self.footsteps.is_some()
    }

    fn required(&self) -> Option<Turn> {
        self.waiting.map(|w| w.turn)
    }

    fn worth_taking(&self, table: &Table, legal: &[Action]) -> Option<Action> {
        Giants::judged_worth_taking(table, legal)
    }

    /// While a king still to move this round may lay a domino with footsteps (or has just laid
    /// one), every seat of another kingdom: footsteps may send it a giant, and it then chooses
    /// where the giant goes, out of turn.
    fn may_call_before_draw(&self, table: &Table, out: &mut Vec<PlayerId>) {
        let (Step::Place { slot } | Step::Claim { slot } | Step::Finish { slot }) = table.step()
        else {
            return;
        };
        let to_come = table.current_line()[usize::from(slot)..]
            .iter()
            .filter(|s| !s.taken && s.domino.has_footsteps())
            .filter_map(|s| s.king);
        let senders = to_come.chain(table.to_move().filter(|_| self.footsteps_open()));
        for sender in senders {
            let theirs = table.kingdom_of(sender);
            out.extend(table.players().filter(|&s| table.kingdom_of(s) != theirs));
        }
    }

    fn required_first(&self) -> ActionError {
        ActionError::Giants(GiantsError::GiantFirst)
    }

    fn legal_actions(&self, turn: Turn, kingdoms: &ByKingdom<Kingdom>, out: &mut Vec<Action>) {
        if let Some(w) = self.waiting {
            if w.turn == turn {
                out.extend(
                    Giants::free_crowns(&kingdoms[turn.kingdom])
                        .map(|p| Action::Giants(GiantsAction::Cover(p))),
                );
            }
            return;
        }
        if self.footsteps == Some(turn) {
            let mut from: Vec<Pos> = self.on[turn.kingdom].clone();
            crate::short_sort::sort(&mut from);
            from.dedup();
            for to in Giants::targets(turn.kingdom, kingdoms) {
                out.extend(
                    from.iter()
                        .map(|&from| Action::Giants(GiantsAction::Send { from, to })),
                );
            }
        }
    }

    fn check(
        &self,
        turn: Turn,
        kingdoms: &ByKingdom<Kingdom>,
        action: GiantsAction,
    ) -> Result<(), ActionError> {
        self.check_giant(turn, kingdoms, action)
            .map_err(ActionError::Giants)
    }

    fn apply(&mut self, turn: Turn, kingdoms: &mut ByKingdom<Kingdom>, action: GiantsAction) {
        match action {
            GiantsAction::Cover(at) => {
                kingdoms[turn.kingdom].cover_crown(at);
                self.on[turn.kingdom].push(at);
                if self.waiting.is_some_and(|w| w.from_box) {
                    self.in_box -= 1;
                }
                self.waiting = None;
            }
            GiantsAction::Send { from, to } => {
                let giants = &mut self.on[turn.kingdom];
                if let Some(i) = giants.iter().position(|&p| p == from) {
                    giants.remove(i);
                }
                kingdoms[turn.kingdom].add_crowns(from, 1);
                self.footsteps = None;
                self.waiting = Some(Waiting {
                    turn: Turn {
                        seat: self.receiver[to],
                        kingdom: to,
                    },
                    from_box: false,
                });
            }
        }
    }

    /// The chance to send a giant lasts until the turn goes on: laying the domino is what opens
    /// it, so only another kind of action (a claim, a tax, a building) closes it.
    fn acted(&mut self, action: Action) {
        if !matches!(action, Action::Place(_) | Action::Discard) {
            self.footsteps = None;
        }
    }

    fn end_turn(&mut self, _: Turn) {
        self.footsteps = None;
    }

    // Covered crowns are off their squares already, so the giants add no score part; the
    // quests are the core's bonuses.

    /// Each giant takes one crown off its square, printed or a building's (docs/rules.md).
    fn crown_changes(&self, kingdom: KingdomId, out: &mut Vec<(Pos, i8)>) {
        out.extend(self.on[kingdom].iter().map(|&p| (p, -1)));
    }

    fn check_state(
        &self,
        rules: &RuleSet,
        kingdoms: &ByKingdom<Kingdom>,
    ) -> Result<(), StateError> {
        self.checked_state(rules, kingdoms)
    }
}
