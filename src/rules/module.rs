//! The seam between the core and a game module.
//!
//! The core runs the draft, the placements and the scoring of territories. A game that adds to
//! it (Queendomino's towns and buildings, Age of Giants' giants) lives in its own
//! folder and fills these hooks; the core calls them at fixed points of the turn and never looks
//! inside. Adding a game is a folder, a field of [`super::Table`] holding its public state, a
//! field of [`super::Game`] holding what it hides, and a row in the table of rule sets.

use super::{
    Action, ActionError, ByKingdom, DominoId, Kingdom, KingdomId, PlayerId, Pos, Rng, RuleSet,
    Score,
};

/// Who is taking the turn: the seat acting and the kingdom it builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Turn {
    pub seat: PlayerId,
    pub kingdom: KingdomId,
}

/// The hooks a game module fills.
pub trait GameModule: Sized {
    /// The actions the module adds to a turn (wrapped in one [`Action`] variant).
    type Action: Copy;
    /// What the module keeps hidden from every player (its own draw piles); it lives in the
    /// game, never in the public table.
    type Hidden: Clone + std::fmt::Debug + PartialEq + Eq + Default;

    /// A new deal: the module's public state, and its hidden part dealt with `rng`.
    fn deal(rules: &RuleSet, hidden: &mut Self::Hidden, rng: &mut Rng) -> Self;

    /// A new round begins (after the first claims, and after every round).
    fn new_round(&mut self, hidden: &mut Self::Hidden);

    /// A king starts its turn.
    fn new_turn(&mut self, turn: Turn);

    /// The king's `domino` was placed on `squares` of its kingdom (or discarded: `None`).
    fn placed(
        &mut self,
        turn: Turn,
        kingdoms: &ByKingdom<Kingdom>,
        domino: DominoId,
        squares: Option<[Pos; 2]>,
    );

    /// Whether the turn, once placed, goes on with this module's actions (so that in the last
    /// round the core waits for an [`Action::EndTurn`] instead of moving on at once).
    fn acts_after_placing(&self) -> bool;

    /// The seat (and kingdom) that must take one of this module's actions before anything else
    /// happens, if any: it acts next, even out of turn.
    fn required(&self) -> Option<Turn>;

    /// Writes the module's actions open to `turn` now.
    fn legal_actions(&self, turn: Turn, kingdoms: &ByKingdom<Kingdom>, out: &mut Vec<Action>);

    /// Whether `action` is open to `turn` now, and if not, why.
    fn check(
        &self,
        turn: Turn,
        kingdoms: &ByKingdom<Kingdom>,
        action: Self::Action,
    ) -> Result<(), ActionError>;

    /// Takes a checked action.
    fn apply(&mut self, turn: Turn, kingdoms: &mut ByKingdom<Kingdom>, action: Self::Action);

    /// The king to move took another action than this module's (a claim, another module's).
    fn acted(&mut self);

    /// The king ends its turn (claims, or ends the last round's turn).
    fn end_turn(&mut self, turn: Turn);

    /// Adds the module's parts to a kingdom's score.
    fn score(&self, id: KingdomId, kingdom: &Kingdom, score: &mut Score);
}
