//! The seam between the core and a game module.
//!
//! The core runs the draft, the placements and the scoring of territories. A game that adds to
//! it (Queendomino's towns and buildings, Age of Giants' giants) lives in its own folder and
//! implements [`GameModule`]; the core keeps the modules in play in one list ([`Modules`], from
//! `rules/registry/`, the one place that names them) and calls every hook of every module in
//! play through it, at fixed points of the turn, without looking inside. Adding a game is a
//! folder, a line in the registry and rows in the table of rule sets (whose column of modules
//! puts it in play); the core's turn loop is not edited.

mod erased;
mod module_set;

#[cfg(feature = "readable-states")]
pub(crate) use erased::read_json;
pub(crate) use erased::{read_bytes, Read};
pub use erased::{HiddenParts, ModuleKind, Modules};
pub use module_set::ModuleSet;

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::{
    Action, ActionError, ByKingdom, DominoId, Kingdom, KingdomId, PlayerId, Pos, Rng, RuleSet,
    Score, StateError, Table,
};

/// Who is taking the turn: the seat acting and the kingdom it builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Turn {
    pub seat: PlayerId,
    pub kingdom: KingdomId,
}

/// The first of `legal` when every one is `M`'s own action: what a computer player takes of a
/// module that brings no judgement of its own ([`GameModule::worth_taking`]'s default).
pub fn first_when_only_own<M: GameModule>(legal: &[Action]) -> Option<Action> {
    let only_own = legal.iter().all(|&a| M::own(a).is_some());
    legal.first().copied().filter(|_| only_own)
}

/// The hooks a game module fills. Its public state is the implementing type (part of the
/// table every player sees); what it hides from every player is [`GameModule::Hidden`], kept in
/// the game. Hooks with a default do nothing, so a module fills only what it needs.
pub trait GameModule:
    Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// Its name in a table's state and in messages about it.
    const NAME: &'static str;
    /// Whether [`GameModule::required`] may ever name a seat (so that the core asks).
    const ACTS_OUT_OF_TURN: bool = false;
    /// The actions the module adds to a turn (wrapped in one [`Action`] variant).
    type Action: Copy;
    /// What the module keeps hidden from every player (its own draw piles).
    type Hidden: Clone + Debug + PartialEq + Default + Send + Sync + 'static;

    /// The module's action inside `action`, if it is one.
    fn own(action: Action) -> Option<Self::Action>;

    /// A new deal: the module's public state, and its hidden part dealt with `rng`.
    fn deal(rules: &RuleSet, hidden: &mut Self::Hidden, rng: &mut Rng) -> Self;

    /// A new round begins (after the first claims, and after every round).
    fn new_round(&mut self, _hidden: &mut Self::Hidden) {}

    /// A king starts its turn.
    fn new_turn(&mut self, _turn: Turn) {}

    /// The king's `domino` was placed on `squares` of its kingdom (or discarded: `None`).
    fn placed(
        &mut self,
        _turn: Turn,
        _kingdoms: &ByKingdom<Kingdom>,
        _domino: DominoId,
        _squares: Option<[Pos; 2]>,
    ) {
    }

    /// Whether the turn, once placed, goes on with this module's actions (so that in the last
    /// round the core waits for an [`Action::EndTurn`] instead of moving on at once).
    fn acts_after_placing(&self) -> bool {
        false
    }

    /// The seat (and kingdom) that must take one of this module's actions before anything else
    /// happens, if any: it acts next, even out of turn.
    fn required(&self) -> Option<Turn> {
        None
    }

    /// Why another action than this module's is refused while [`GameModule::required`] names
    /// a seat.
    fn required_first(&self) -> ActionError {
        ActionError::NotInThisGame
    }

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

    /// The king to move took `action`, which is not this module's (a claim, a placement,
    /// another module's).
    fn acted(&mut self, _action: Action) {}

    /// The king ends its turn (claims, or ends the last round's turn).
    fn end_turn(&mut self, _turn: Turn) {}

    /// Adds the module's parts to a kingdom's score.
    fn score(&self, _id: KingdomId, _kingdom: &Kingdom, _score: &mut Score) {}

    /// What the module does to the printed crowns of `kingdom`'s squares, one entry per change
    /// (a building's crowns added, a crown a giant covers taken off): how a state from outside
    /// is held to its crowns.
    fn crown_changes(&self, _kingdom: KingdomId, _out: &mut Vec<(Pos, i8)>) {}

    /// Whether a state from outside (a worker's request) could have come from a game.
    fn check_state(
        &self,
        _rules: &RuleSet,
        _kingdoms: &ByKingdom<Kingdom>,
    ) -> Result<(), StateError> {
        Ok(())
    }

    /// Seats this module may make act out of turn before the round's next draw (`out`): a game
    /// by link keeps their parties' values of that draw back until they have (its reveal rule,
    /// `docs/play-by-link.md`). A module that lets a seat act out of turn answers here; by
    /// default none does.
    fn may_call_before_draw(&self, _table: &Table, _out: &mut Vec<PlayerId>) {}

    /// The module's action a quick computer player (Greedy, Hard, the Expert's playouts) takes
    /// now among `legal`, the actions open to the seat to move, if any: the module's judgement
    /// of its own actions, one move ahead. By default it leaves its optional actions alone and
    /// takes the first it offers when nothing else is open (a toll owed before the turn goes on).
    fn worth_taking(&self, _table: &Table, legal: &[Action]) -> Option<Action> {
        first_when_only_own::<Self>(legal)
    }

    /// A hidden part consistent with what everyone sees, in an order drawn from `rng`: how a
    /// computer player imagines it.
    fn imagined_hidden(&self, _rng: &mut Rng) -> Self::Hidden {
        Self::Hidden::default()
    }

    /// Reorders the hidden part and nothing else (for tests that what no player can see never
    /// changes a decision).
    fn reshuffle(_hidden: &mut Self::Hidden, _rng: &mut Rng) {}
}
