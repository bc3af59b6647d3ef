//! Every game module of the family, in the order the core calls them: the one place that names
//! them, with their actions and refusals (`actions.rs`) and their boxes (`boxes.rs`). The table
//! of rule sets (`setup.rs`) says which are in play by their [`ModuleSet`] bits; the core
//! (`game.rs`, `table.rs`, `view.rs`, `action.rs`, `domino.rs`) reaches them only through the
//! list this builds (`tests/module_seam.rs`, `the_core_names_no_game`).

mod actions;
mod boxes;

pub use actions::{Action, ActionError};
pub use boxes::DominoBox;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer};

use super::giants::Giants;
use super::module::{GameModule, ModuleKind, ModuleSet, Modules, Read};
use super::queendomino::Queendomino;
use super::{RuleSet, Table};

impl ModuleSet {
    /// Age of Giants' giants (`rules::giants`).
    pub const GIANTS: ModuleSet = ModuleSet::nth(0);
    /// Queendomino's towns, knights, coins, buildings, the Queen and the Dragon
    /// (`rules::queendomino`).
    pub const QUEENDOMINO: ModuleSet = ModuleSet::nth(1);
}

/// What is done with each module of the family, by its type.
trait EachModule {
    fn module<M: GameModule>(&mut self, bit: ModuleSet);
}

/// The family's modules with their bits, in the order their hooks are called: the giants act
/// before Queendomino's taxes and buildings when both are in play. Visited by type
/// (docs/architecture.md, "Bytes").
fn family(each: &mut impl EachModule) {
    each.module::<Giants>(ModuleSet::GIANTS);
    each.module::<Queendomino>(ModuleSet::QUEENDOMINO);
}

/// The modules a rule set puts in play, in order.
pub(crate) fn in_play(rules: &RuleSet) -> Vec<ModuleKind> {
    struct InPlay(ModuleSet, Vec<ModuleKind>);
    impl EachModule for InPlay {
        fn module<M: GameModule>(&mut self, bit: ModuleSet) {
            if self.0.contains(bit) {
                self.1.push(ModuleKind::of::<M>());
            }
        }
    }
    let mut each = InPlay(rules.modules, Vec::new());
    family(&mut each);
    each.1
}

/// Whether a module of the family has this name.
pub(crate) fn is_named(name: &str) -> bool {
    struct Named<'a>(&'a str, bool);
    impl EachModule for Named<'_> {
        fn module<M: GameModule>(&mut self, _: ModuleSet) {
            self.1 |= M::NAME == self.0;
        }
    }
    let mut each = Named(name, false);
    family(&mut each);
    each.1
}

/// A module's state as a table carries it, read as a module of type `M`: bytes in the
/// worker's messages (`wire.rs`), JSON natively, where the tools and tests read and edit a
/// state by name.
pub(crate) trait StateOf {
    fn read<M: GameModule>(self) -> Read;
}

impl StateOf for &[u8] {
    fn read<M: GameModule>(self) -> Read {
        super::module::read_bytes::<M>(self)
    }
}

#[cfg(feature = "readable-states")]
impl StateOf for serde_json::Value {
    fn read<M: GameModule>(self) -> Read {
        super::module::read_json::<M>(self)
    }
}

/// The state of the module named `name`, read; `None` when the family has no such module.
pub(crate) fn read_state(name: &str, state: impl StateOf) -> Option<Read> {
    struct Reading<'a, S>(&'a str, Option<S>, Option<Read>);
    impl<S: StateOf> EachModule for Reading<'_, S> {
        fn module<M: GameModule>(&mut self, _: ModuleSet) {
            if M::NAME == self.0 {
                self.2 = self.1.take().map(S::read::<M>);
            }
        }
    }
    let mut each = Reading(name, Some(state), None);
    family(&mut each);
    each.2
}

/// Read by the names the registry knows.
impl<'de> Deserialize<'de> for Modules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Modules, D::Error> {
        let read = |name: String, read: Option<Read>| match read {
            Some(read) => read.map_err(|e| D::Error::custom(format!("{name}: {e}"))),
            None => Err(D::Error::custom(format!("no game module named {name:?}"))),
        };
        let list = if deserializer.is_human_readable() {
            Vec::<(String, serde_json::Value)>::deserialize(deserializer)?
                .into_iter()
                .map(|(name, state)| {
                    let state = from_json(&name, state);
                    read(name, state)
                })
                .collect::<Result<_, _>>()?
        } else {
            Vec::<(String, Vec<u8>)>::deserialize(deserializer)?
                .into_iter()
                .map(|(name, state)| {
                    let state = read_state(&name, state.as_slice());
                    read(name, state)
                })
                .collect::<Result<_, _>>()?
        };
        Ok(Modules::of(list))
    }
}

/// A module's state from JSON (natively; see `module::read_json`); never in the page's builds.
#[cfg(feature = "readable-states")]
fn from_json(name: &str, state: serde_json::Value) -> Option<Read> {
    read_state(name, state)
}

#[cfg(not(feature = "readable-states"))]
fn from_json(_: &str, _: serde_json::Value) -> Option<Read> {
    Some(Err(
        "the page reads a game module's state in bytes, never as JSON".into(),
    ))
}

impl Table {
    /// Queendomino's public state, when it is in play.
    pub fn queendomino(&self) -> Option<&Queendomino> {
        self.modules.get::<Queendomino>()
    }

    /// Age of Giants' giants, when they are in play.
    pub fn giants(&self) -> Option<&Giants> {
        self.modules.get::<Giants>()
    }

    /// The state of any module in play, by its type.
    pub fn module<M: GameModule>(&self) -> Option<&M> {
        self.modules.get::<M>()
    }
}
