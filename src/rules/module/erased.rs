//! The modules in play behind one list the core loops over, whatever they are: each
//! [`GameModule`] seen through an object-safe face, its hidden part beside it in the game.

use std::any::Any;
use std::fmt::{self, Debug};

use serde::ser::SerializeSeq;
use serde::{Serialize, Serializer};

use super::{GameModule, Turn};
use crate::rules::{
    Action, ActionError, ByKingdom, DominoId, Kingdom, KingdomId, PlayerId, Pos, Rng, RuleSet,
    Score, StateError, Table,
};

/// A module dealt: its public state and its hidden part.
type Dealt = (Box<dyn Module>, Box<dyn HiddenPart>);

/// A module's state read, or why not.
pub(crate) type Read = Result<Box<dyn Module>, String>;

/// How to deal a module: what the registry lists, and what a test passes to plug in a module
/// of its own. (Reading a module's state is the registry's, by name: `rules/registry/`.)
#[derive(Clone, Copy)]
pub struct ModuleKind {
    name: &'static str,
    deal: fn(&RuleSet, &mut Rng) -> Dealt,
}

impl ModuleKind {
    /// The kind of module `M`.
    pub fn of<M: GameModule>() -> ModuleKind {
        ModuleKind {
            name: M::NAME,
            deal: |rules, rng| {
                let mut hidden = M::Hidden::default();
                let module = M::deal(rules, &mut hidden, rng);
                (Box::new(module), Box::new(hidden))
            },
        }
    }

    pub fn name(&self) -> &'static str {
        self.name
    }
}

/// A state of `M` read from the worker's bytes (`wire.rs`).
pub(crate) fn read_bytes<M: GameModule>(bytes: &[u8]) -> Read {
    crate::wire::from_bytes::<M>(bytes)
        .map(|m| Box::new(m) as Box<dyn Module>)
        .map_err(|e| crate::wire::describe(&e).to_string())
}

/// A state of `M` read from JSON, for the tools and tests (the `readable-states` feature:
/// docs/architecture.md, "Bytes").
#[cfg(feature = "readable-states")]
pub(crate) fn read_json<M: GameModule>(value: serde_json::Value) -> Read {
    serde_json::from_value::<M>(value)
        .map(|m| Box::new(m) as Box<dyn Module>)
        .map_err(|e| e.to_string())
}

impl PartialEq for ModuleKind {
    fn eq(&self, other: &ModuleKind) -> bool {
        self.name == other.name
    }
}

impl Eq for ModuleKind {}

impl Debug for ModuleKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ModuleKind({})", self.name)
    }
}

/// A module's hidden part, whatever its type.
pub(crate) trait HiddenPart: Send + Sync {
    /// Written for a person debugging (see [`debug_of`]).
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    fn as_any_mut(&mut self) -> &mut dyn Any;
    fn as_any(&self) -> &dyn Any;
    fn clone_box(&self) -> Box<dyn HiddenPart>;
    fn eq_box(&self, other: &dyn HiddenPart) -> bool;
    /// Whether it holds nothing (its empty value): nothing left to draw from it.
    fn hides_nothing(&self) -> bool;
}

impl<T: Clone + Debug + PartialEq + Default + Send + Sync + 'static> HiddenPart for T {
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        debug_of(self, "hidden", f)
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn clone_box(&self) -> Box<dyn HiddenPart> {
        Box::new(self.clone())
    }

    fn eq_box(&self, other: &dyn HiddenPart) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn hides_nothing(&self) -> bool {
        *self == T::default()
    }
}

/// A module's public state with every hook taking the core's own types.
pub(crate) trait Module: Send + Sync {
    /// Written for a person debugging (see [`debug_of`]).
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    fn kind(&self) -> ModuleKind;
    fn as_any(&self) -> &dyn Any;
    fn clone_box(&self) -> Box<dyn Module>;
    fn eq_box(&self, other: &dyn Module) -> bool;
    fn to_bytes(&self) -> Result<Vec<u8>, crate::wire::WireError>;
    #[cfg(feature = "readable-states")]
    fn to_json(&self) -> Result<serde_json::Value, serde_json::Error>;
    fn owns(&self, action: Action) -> bool;
    fn new_round(&mut self, hidden: &mut dyn HiddenPart);
    fn new_turn(&mut self, turn: Turn);
    fn placed(
        &mut self,
        turn: Turn,
        kingdoms: &ByKingdom<Kingdom>,
        domino: DominoId,
        squares: Option<[Pos; 2]>,
    );
    fn acts_after_placing(&self) -> bool;
    fn acts_out_of_turn(&self) -> bool;
    fn required(&self) -> Option<Turn>;
    fn required_first(&self) -> ActionError;
    fn legal_actions(&self, turn: Turn, kingdoms: &ByKingdom<Kingdom>, out: &mut Vec<Action>);
    fn check(
        &self,
        turn: Turn,
        kingdoms: &ByKingdom<Kingdom>,
        action: Action,
    ) -> Result<(), ActionError>;
    fn apply(&mut self, turn: Turn, kingdoms: &mut ByKingdom<Kingdom>, action: Action);
    fn acted(&mut self, action: Action);
    fn end_turn(&mut self, turn: Turn);
    fn score(&self, id: KingdomId, kingdom: &Kingdom, score: &mut Score);
    fn crown_changes(&self, kingdom: KingdomId, out: &mut Vec<(Pos, i8)>);
    fn check_state(&self, rules: &RuleSet, kingdoms: &ByKingdom<Kingdom>)
        -> Result<(), StateError>;
    fn worth_taking(&self, table: &Table, legal: &[Action]) -> Option<Action>;
    fn may_call_before_draw(&self, table: &Table, out: &mut Vec<PlayerId>);
    fn imagined_hidden(&self, rng: &mut Rng) -> Box<dyn HiddenPart>;
    fn reshuffle(&self, hidden: &mut dyn HiddenPart, rng: &mut Rng);
}

/// The hidden part a module of type `M` was dealt with (the game keeps them side by side).
fn hidden_of<M: GameModule>(hidden: &mut dyn HiddenPart) -> &mut M::Hidden {
    hidden
        .as_any_mut()
        .downcast_mut::<M::Hidden>()
        .expect("a module's hidden part is of its own type")
}

impl<M: GameModule> Module for M {
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        debug_of(self, M::NAME, f)
    }

    fn kind(&self) -> ModuleKind {
        ModuleKind::of::<M>()
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn clone_box(&self) -> Box<dyn Module> {
        Box::new(self.clone())
    }

    fn eq_box(&self, other: &dyn Module) -> bool {
        other.as_any().downcast_ref::<M>() == Some(self)
    }

    fn to_bytes(&self) -> Result<Vec<u8>, crate::wire::WireError> {
        crate::wire::to_bytes(self)
    }

    #[cfg(feature = "readable-states")]
    fn to_json(&self) -> Result<serde_json::Value, serde_json::Error> {
        serde_json::to_value(self)
    }

    fn owns(&self, action: Action) -> bool {
        M::own(action).is_some()
    }

    fn new_round(&mut self, hidden: &mut dyn HiddenPart) {
        GameModule::new_round(self, hidden_of::<M>(hidden));
    }

    fn new_turn(&mut self, turn: Turn) {
        GameModule::new_turn(self, turn);
    }

    fn placed(
        &mut self,
        turn: Turn,
        kingdoms: &ByKingdom<Kingdom>,
        domino: DominoId,
        squares: Option<[Pos; 2]>,
    ) {
        GameModule::placed(self, turn, kingdoms, domino, squares);
    }

    fn acts_after_placing(&self) -> bool {
        GameModule::acts_after_placing(self)
    }

    fn acts_out_of_turn(&self) -> bool {
        M::ACTS_OUT_OF_TURN
    }

    fn required(&self) -> Option<Turn> {
        GameModule::required(self)
    }

    fn required_first(&self) -> ActionError {
        GameModule::required_first(self)
    }

    fn legal_actions(&self, turn: Turn, kingdoms: &ByKingdom<Kingdom>, out: &mut Vec<Action>) {
        GameModule::legal_actions(self, turn, kingdoms, out);
    }

    fn check(
        &self,
        turn: Turn,
        kingdoms: &ByKingdom<Kingdom>,
        action: Action,
    ) -> Result<(), ActionError> {
        match M::own(action) {
            Some(a) => GameModule::check(self, turn, kingdoms, a),
            None => Err(ActionError::NotInThisGame),
        }
    }

    fn apply(&mut self, turn: Turn, kingdoms: &mut ByKingdom<Kingdom>, action: Action) {
        if let Some(a) = M::own(action) {
            GameModule::apply(self, turn, kingdoms, a);
        }
    }

    fn acted(&mut self, action: Action) {
        GameModule::acted(self, action);
    }

    fn end_turn(&mut self, turn: Turn) {
        GameModule::end_turn(self, turn);
    }

    fn score(&self, id: KingdomId, kingdom: &Kingdom, score: &mut Score) {
        GameModule::score(self, id, kingdom, score);
    }

    fn crown_changes(&self, kingdom: KingdomId, out: &mut Vec<(Pos, i8)>) {
        GameModule::crown_changes(self, kingdom, out);
    }

    fn check_state(
        &self,
        rules: &RuleSet,
        kingdoms: &ByKingdom<Kingdom>,
    ) -> Result<(), StateError> {
        GameModule::check_state(self, rules, kingdoms)
    }

    fn worth_taking(&self, table: &Table, legal: &[Action]) -> Option<Action> {
        GameModule::worth_taking(self, table, legal)
    }

    fn may_call_before_draw(&self, table: &Table, out: &mut Vec<PlayerId>) {
        GameModule::may_call_before_draw(self, table, out);
    }

    fn imagined_hidden(&self, rng: &mut Rng) -> Box<dyn HiddenPart> {
        Box::new(GameModule::imagined_hidden(self, rng))
    }

    fn reshuffle(&self, hidden: &mut dyn HiddenPart, rng: &mut Rng) {
        M::reshuffle(hidden_of::<M>(hidden), rng);
    }
}

/// The public states of the modules in play, in the order the core calls them.
#[derive(Default)]
pub struct Modules {
    list: Vec<Box<dyn Module>>,
    /// Whether any of them may require an action out of turn: asked at every move, so that
    /// games whose modules never do ask no module.
    out_of_turn: bool,
}

/// The hidden parts of the modules in play, in the same order (kept in the game, never in the
/// table).
#[derive(Default)]
pub struct HiddenParts(pub(crate) Vec<Box<dyn HiddenPart>>);

impl Modules {
    /// Deals the modules of `kinds`, in order: their public states and their hidden parts.
    pub(crate) fn deal(
        kinds: &[ModuleKind],
        rules: &RuleSet,
        rng: &mut Rng,
    ) -> (Modules, HiddenParts) {
        let (modules, hidden) = kinds.iter().map(|k| (k.deal)(rules, rng)).unzip();
        (Modules::of(modules), HiddenParts(hidden))
    }

    pub(crate) fn of(list: Vec<Box<dyn Module>>) -> Modules {
        let out_of_turn = list.iter().any(|m| m.acts_out_of_turn());
        Modules { list, out_of_turn }
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The kinds in play, in order.
    pub fn kinds(&self) -> Vec<ModuleKind> {
        self.list.iter().map(|m| m.kind()).collect()
    }

    /// The state of module `M`, when it is in play.
    pub fn get<M: GameModule>(&self) -> Option<&M> {
        self.list
            .iter()
            .find_map(|m| m.as_any().downcast_ref::<M>())
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = &dyn Module> {
        self.list.iter().map(|m| &**m)
    }

    pub(crate) fn iter_mut(&mut self) -> impl Iterator<Item = &mut Box<dyn Module>> {
        self.list.iter_mut()
    }

    /// The module whose action `action` is, by its place in the list.
    pub(crate) fn owner_index(&self, action: Action) -> Option<usize> {
        self.list.iter().position(|m| m.owns(action))
    }

    pub(crate) fn owner_mut(&mut self, action: Action) -> Option<&mut Box<dyn Module>> {
        self.list.iter_mut().find(|m| m.owns(action))
    }

    pub(crate) fn owner(&self, action: Action) -> Option<&dyn Module> {
        self.iter().find(|m| m.owns(action))
    }

    /// The module that requires its action first, and who takes it.
    #[inline]
    pub(crate) fn required(&self) -> Option<(&dyn Module, Turn)> {
        if !self.out_of_turn {
            return None;
        }
        self.iter().find_map(|m| m.required().map(|t| (m, t)))
    }

    /// Seats the modules may make act out of turn before the round's next draw.
    pub(crate) fn may_call_before_draw(&self, table: &Table, out: &mut Vec<PlayerId>) {
        if self.out_of_turn {
            self.iter().for_each(|m| m.may_call_before_draw(table, out));
        }
    }

    /// The hidden parts a computer player imagines for the modules' public states.
    pub(crate) fn imagined_hidden(&self, rng: &mut Rng) -> HiddenParts {
        HiddenParts(self.iter().map(|m| m.imagined_hidden(rng)).collect())
    }
}

impl HiddenParts {
    /// Whether no module hides anything any more.
    pub(crate) fn hides_nothing(&self) -> bool {
        self.0.iter().all(|h| h.hides_nothing())
    }

    pub(crate) fn iter_mut(&mut self) -> impl Iterator<Item = &mut Box<dyn HiddenPart>> {
        self.0.iter_mut()
    }
}

impl Clone for Modules {
    fn clone(&self) -> Modules {
        Modules {
            list: self.list.iter().map(|m| m.clone_box()).collect(),
            out_of_turn: self.out_of_turn,
        }
    }
}

impl PartialEq for Modules {
    fn eq(&self, other: &Modules) -> bool {
        self.list.len() == other.list.len()
            && self.iter().zip(other.iter()).all(|(a, b)| a.eq_box(b))
    }
}

impl Eq for Modules {}

/// A value in full for the tests and tools, which print states; the page's builds write its name
/// alone (the `readable-states` feature: docs/architecture.md, "Bytes").
#[cfg(feature = "readable-states")]
fn debug_of<T: Debug>(value: &T, _name: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    value.fmt(f)
}

#[cfg(not(feature = "readable-states"))]
fn debug_of<T>(_: &T, name: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.write_str(name)
}

impl Debug for dyn Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.debug(f)
    }
}

impl Debug for dyn HiddenPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.debug(f)
    }
}

impl Debug for Modules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.list.iter()).finish()
    }
}

impl Clone for HiddenParts {
    fn clone(&self) -> HiddenParts {
        HiddenParts(self.0.iter().map(|h| h.clone_box()).collect())
    }
}

impl PartialEq for HiddenParts {
    fn eq(&self, other: &HiddenParts) -> bool {
        self.0.len() == other.0.len() && self.0.iter().zip(&other.0).all(|(a, b)| a.eq_box(&**b))
    }
}

impl Eq for HiddenParts {}

impl Debug for HiddenParts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.0.iter()).finish()
    }
}

/// Written as a list of `[name, state]` pairs, in the order the core calls them: the state as
/// JSON for a person's files, as bytes in the worker's compact messages.
impl Serialize for Modules {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error;
        let readable = serializer.is_human_readable();
        let mut seq = serializer.serialize_seq(Some(self.list.len()))?;
        for m in &self.list {
            let name = m.kind().name;
            if readable {
                seq.serialize_element(&(name, json_of(m.as_ref()).map_err(S::Error::custom)?))?;
            } else {
                seq.serialize_element(&(name, m.to_bytes().map_err(S::Error::custom)?))?;
            }
        }
        seq.end()
    }
}

/// A module's state as JSON (natively; see [`ModuleKind`]).
#[cfg(feature = "readable-states")]
fn json_of(module: &dyn Module) -> Result<serde_json::Value, String> {
    module.to_json().map_err(|e| e.to_string())
}

#[cfg(not(feature = "readable-states"))]
fn json_of(_: &dyn Module) -> Result<serde_json::Value, String> {
    Err(NO_JSON.into())
}

#[cfg(not(feature = "readable-states"))]
const NO_JSON: &str = "the page writes a game module's state in bytes, never as JSON";
