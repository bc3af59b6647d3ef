//! Everything on the table that every player can see, and the legality of actions.

use super::module::{Modules, Turn};
use super::{
    Action, ActionError, ByKingdom, Domino, DominoId, Expected, GameSetup, Kingdom, KingdomId,
    LineSlot, Placement, PlayerId, RuleSet, Score,
};
use serde::{Deserialize, Serialize};

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// The first line of a deal is being claimed; `next` indexes the pick order.
    FirstClaims {
        next: u8,
    },
    /// The king on this slot of the current line places (or discards) its domino.
    Place {
        slot: u8,
    },
    /// The king on this slot of the current line claims a domino on the next line (after the
    /// actions its game module adds).
    Claim {
        slot: u8,
    },
    /// The last round of a game whose turns go on after placing: the king on this slot takes
    /// its module's actions, then ends its turn.
    Finish {
        slot: u8,
    },
    Over,
}

/// The public part of a game: what every player may see. It holds no hidden information, so
/// views for players and computer opponents are built from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub(crate) setup: GameSetup,
    pub(crate) rules: RuleSet,
    pub(crate) kingdoms: ByKingdom<Kingdom>,
    pub(crate) current: Vec<LineSlot>,
    pub(crate) next: Vec<LineSlot>,
    pub(crate) step: Step,
    pub(crate) pick_order: Vec<PlayerId>,
    pub(crate) discarded: Vec<DominoId>,
    /// The dominoes the line being claimed set aside before the claims (a rule set's
    /// `line_discards`).
    pub(crate) set_aside: Vec<DominoId>,
    pub(crate) pile_len: usize,
    pub(crate) deal: u8,
    pub(crate) finished_deals: Vec<ByKingdom<Score>>,
    /// The public states of the game modules in play, in the order the core calls them.
    pub(crate) modules: Modules,
}

impl Table {
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The rules this game is played by.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The public states of the game modules in play.
    pub fn modules(&self) -> &Modules {
        &self.modules
    }

    /// A module's action that must come before anything else, and who takes it.
    #[inline]
    fn required(&self) -> Option<Turn> {
        self.modules.required().map(|(_, turn)| turn)
    }

    pub fn step(&self) -> Step {
        self.step
    }

    pub fn is_over(&self) -> bool {
        self.step == Step::Over
    }

    /// The line whose dominoes are being placed (during the first claims: the one being claimed).
    pub fn current_line(&self) -> &[LineSlot] {
        &self.current
    }

    /// The line being claimed for the next round; empty in the last round.
    pub fn next_line(&self) -> &[LineSlot] {
        &self.next
    }

    /// Dominoes left in the draw pile (their order is hidden).
    pub fn pile_len(&self) -> usize {
        self.pile_len
    }

    /// The dominoes the line being claimed set aside once revealed, before anyone claimed (a
    /// rule set's `line_discards`); they are among [`Table::discarded`] too.
    pub fn set_aside(&self) -> &[DominoId] {
        &self.set_aside
    }

    /// Dominoes discarded this deal: unclaimed leftovers and dominoes that fitted nowhere.
    pub fn discarded(&self) -> &[DominoId] {
        &self.discarded
    }

    pub fn kingdom(&self, kingdom: KingdomId) -> &Kingdom {
        &self.kingdoms[kingdom]
    }

    /// The kingdom `seat` builds.
    pub fn kingdom_of(&self, seat: PlayerId) -> KingdomId {
        self.rules.kingdom_of(seat)
    }

    /// The kingdom `seat` builds, itself.
    pub fn seat_kingdom(&self, seat: PlayerId) -> &Kingdom {
        &self.kingdoms[self.rules.kingdom_of(seat)]
    }

    pub fn kingdoms(&self) -> &ByKingdom<Kingdom> {
        &self.kingdoms
    }

    /// Every seat, in setup order.
    pub fn players(&self) -> impl Iterator<Item = PlayerId> {
        self.rules.seat_ids()
    }

    /// Which deal of the match this is, from 0 (a Dynasty has three).
    pub fn deal(&self) -> u8 {
        self.deal
    }

    /// The scores of each deal already finished, per kingdom.
    pub fn finished_deals(&self) -> &[ByKingdom<Score>] {
        &self.finished_deals
    }

    /// Seats the game's modules may make act out of turn before the round's next draw, called
    /// by another seat's move: what a game by link's reveal rule must wait for.
    pub fn may_call_before_draw(&self) -> Vec<PlayerId> {
        let mut out = Vec::new();
        self.modules.may_call_before_draw(self, &mut out);
        out
    }

    /// The order in which kings claim the first line of this deal.
    pub fn pick_order(&self) -> &[PlayerId] {
        &self.pick_order
    }

    /// The player who acts next, or `None` once the game is over. Usually the king on the line;
    /// a player receiving a giant acts out of turn.
    #[inline]
    pub fn to_move(&self) -> Option<PlayerId> {
        if let Some(turn) = self.required() {
            return Some(turn.seat);
        }
        match self.step {
            Step::FirstClaims { next } => Some(self.pick_order[next as usize]),
            Step::Place { slot } | Step::Claim { slot } | Step::Finish { slot } => {
                self.current[slot as usize].king
            }
            Step::Over => None,
        }
    }

    /// The seat to act and the kingdom it builds, or `None` once the game is over.
    pub(crate) fn turn_of_mover(&self) -> Option<Turn> {
        self.required().or_else(|| {
            self.to_move().map(|seat| Turn {
                seat,
                kingdom: self.rules.kingdom_of(seat),
            })
        })
    }

    /// What the player to move must do, or `None` once the game is over.
    pub fn expected(&self) -> Option<Expected> {
        match self.step {
            Step::FirstClaims { .. } | Step::Claim { .. } => Some(Expected::Claim),
            Step::Place { .. } => Some(Expected::Place),
            Step::Finish { .. } => Some(Expected::Finish),
            Step::Over => None,
        }
    }

    /// The domino the player to move must place, during a placement.
    pub fn domino_to_place(&self) -> Option<DominoId> {
        match self.step {
            Step::Place { slot } => Some(self.current[slot as usize].domino),
            _ => None,
        }
    }

    /// The line on which the player to move claims, during a claim.
    pub fn line_to_claim(&self) -> Option<&[LineSlot]> {
        match self.step {
            Step::FirstClaims { .. } => Some(&self.current),
            Step::Claim { .. } => Some(&self.next),
            _ => None,
        }
    }

    /// What the modules in play would have a quick computer player (Greedy, Hard, the Expert's
    /// playouts) take now among `legal`, the actions open to the seat to move: the first
    /// module's, in their order, that finds one of its actions worth taking.
    pub fn worth_taking(&self, legal: &[Action]) -> Option<Action> {
        self.modules
            .iter()
            .find_map(|m| m.worth_taking(self, legal))
    }

    /// Writes every legal action into `out` (cleared first). Placements are listed once each in
    /// the form [`crate::rules::Placement::canonical`] gives; a discard is listed only when no
    /// placement exists.
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Some((module, turn)) = self.modules.required() {
            module.legal_actions(turn, &self.kingdoms, out);
            return;
        }
        match self.step {
            Step::Over => {}
            Step::FirstClaims { .. } | Step::Claim { .. } => {
                let line = self.line_to_claim().unwrap_or_default();
                out.extend(
                    line.iter()
                        .filter(|s| s.king.is_none())
                        .map(|s| Action::Claim(s.domino)),
                );
                if matches!(self.step, Step::Claim { .. }) {
                    self.module_actions(out);
                }
            }
            Step::Finish { .. } => {
                out.push(Action::EndTurn);
                self.module_actions(out);
            }
            Step::Place { slot } => {
                let (kingdom, domino) = self.placing(slot);
                kingdom.scan(domino.domino(), |p| {
                    out.push(Action::Place(p));
                    false
                });
                if out.is_empty() {
                    out.push(Action::Discard);
                }
            }
        }
    }

    /// Whether the player to move may take `action`, and if not, why.
    pub fn check(&self, action: Action) -> Result<(), ActionError> {
        let expected = self.expected().ok_or(ActionError::GameOver)?;
        if let Some((module, turn)) = self.modules.required() {
            return if module.owns(action) {
                module.check(turn, &self.kingdoms, action)
            } else {
                Err(module.required_first())
            };
        }
        match (action, self.step) {
            (Action::Claim(domino), Step::FirstClaims { .. } | Step::Claim { .. }) => {
                let line = self.line_to_claim().unwrap_or_default();
                let slot = line
                    .iter()
                    .find(|s| s.domino == domino)
                    .ok_or(ActionError::NotOnLine { domino })?;
                if slot.king.is_some() {
                    return Err(ActionError::AlreadyClaimed { domino });
                }
                Ok(())
            }
            (Action::Place(placement), Step::Place { slot }) => {
                let (kingdom, domino) = self.placing(slot);
                Ok(kingdom.check(domino.domino(), placement)?)
            }
            (Action::EndTurn, Step::Finish { .. }) => Ok(()),
            // A module's action: open after the placement, if a module in play takes it.
            (action, step) if !action.is_core() => {
                let (Some(module), Some(turn)) = (self.modules.owner(action), self.turn_of_mover())
                else {
                    return Err(ActionError::NotInThisGame);
                };
                match step {
                    Step::Claim { .. } | Step::Finish { .. } => {
                        module.check(turn, &self.kingdoms, action)
                    }
                    _ => Err(ActionError::WrongStep { expected }),
                }
            }
            (Action::Discard, Step::Place { slot }) => {
                let (kingdom, domino) = self.placing(slot);
                if kingdom.can_place(domino.domino()) {
                    Err(ActionError::DiscardRefused { domino })
                } else {
                    Ok(())
                }
            }
            _ => Err(ActionError::WrongStep { expected }),
        }
    }

    /// Like [`Table::check`], for a named player.
    pub fn check_as(&self, player: PlayerId, action: Action) -> Result<(), ActionError> {
        match self.to_move() {
            None => Err(ActionError::GameOver),
            Some(to_move) if to_move != player => Err(ActionError::NotYourTurn { to_move }),
            Some(_) => self.check(action),
        }
    }

    /// When the player to move must claim and nothing else is allowed (no game module adds an
    /// action), the line to claim on: its legal actions are then the claims of its free
    /// dominoes, in line order.
    pub fn claim_due(&self) -> Option<&[LineSlot]> {
        if self.required().is_some() {
            return None;
        }
        match self.step {
            Step::FirstClaims { .. } => Some(&self.current),
            Step::Claim { .. } if self.modules.is_empty() => Some(&self.next),
            _ => None,
        }
    }

    /// When the player to move must place a domino and nothing else is allowed, the kingdom
    /// and the domino: its legal actions are then the domino's placements, or a discard when it
    /// has none (a quick way to pick one; see [`Kingdom::pick_placement`]).
    pub fn placement_due(&self) -> Option<(&Kingdom, &'static Domino)> {
        match self.step {
            Step::Place { slot } if self.required().is_none() => {
                let (kingdom, domino) = self.placing(slot);
                Some((kingdom, domino.domino()))
            }
            _ => None,
        }
    }

    fn placing(&self, slot: u8) -> (&Kingdom, DominoId) {
        let slot = self.current[slot as usize];
        let owner = slot.king.expect("a placing slot has its king");
        (self.seat_kingdom(owner), slot.domino)
    }

    /// What laying the domino in hand with `placement` would change in the mover's kingdom's
    /// points now (negative when it costs a bonus), or why it cannot go there: what the page
    /// shows while a domino is dragged.
    pub fn placement_gain(&self, placement: Placement) -> Result<i64, ActionError> {
        self.check(Action::Place(placement))?;
        let Step::Place { slot } = self.step else {
            return Err(ActionError::GameOver);
        };
        let (kingdom, domino) = self.placing(slot);
        Ok(kingdom.placement_gain(domino.domino(), placement, self.rules.bonuses))
    }

    /// Each kingdom's score in the deal being played, as it stands.
    pub fn scores(&self) -> ByKingdom<Score> {
        ByKingdom::new_with(self.kingdoms.len(), |id| self.score(id))
    }

    /// One kingdom's score in the deal being played, as it stands.
    pub fn score(&self, id: KingdomId) -> Score {
        let kingdom = &self.kingdoms[id];
        let mut score = kingdom.score(self.rules.bonuses);
        for m in self.modules.iter() {
            m.score(id, kingdom, &mut score);
        }
        score
    }

    /// The actions the game modules add for the king to move.
    #[inline]
    fn module_actions(&self, out: &mut Vec<Action>) {
        if self.modules.is_empty() {
            return;
        }
        let Some(turn) = self.turn_of_mover() else {
            return;
        };
        for m in self.modules.iter() {
            m.legal_actions(turn, &self.kingdoms, out);
        }
    }
}
