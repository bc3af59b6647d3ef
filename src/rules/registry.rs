//! Every game module of the family, in the order the core calls them: the one place that names
//! them. The table of rule sets (`setup.rs`) says which are in play by their [`ModuleSet`] bits;
//! the core (`game.rs`, `table.rs`) reaches them only through the list this builds.

use super::giants::Giants;
use super::module::{GameModule, ModuleKind, ModuleSet};
use super::queendomino::Queendomino;
use super::{RuleSet, Table};

impl ModuleSet {
    /// Age of Giants' giants (`rules::giants`).
    pub const GIANTS: ModuleSet = ModuleSet::nth(0);
    /// Queendomino's towns, knights, coins, buildings, the Queen and the Dragon
    /// (`rules::queendomino`).
    pub const QUEENDOMINO: ModuleSet = ModuleSet::nth(1);
}

/// The family's modules with their bits, in the order their hooks are called: the giants act
/// before Queendomino's taxes and buildings when both are in play.
fn family() -> [(ModuleSet, ModuleKind); 2] {
    [
        (ModuleSet::GIANTS, ModuleKind::of::<Giants>()),
        (ModuleSet::QUEENDOMINO, ModuleKind::of::<Queendomino>()),
    ]
}

/// The modules a rule set puts in play, in order.
pub(crate) fn in_play(rules: &RuleSet) -> Vec<ModuleKind> {
    family()
        .into_iter()
        .filter(|(bit, _)| rules.modules.contains(*bit))
        .map(|(_, kind)| kind)
        .collect()
}

/// The kind of module a table's state names.
pub(crate) fn kind_named(name: &str) -> Option<ModuleKind> {
    family()
        .into_iter()
        .map(|(_, kind)| kind)
        .find(|k| k.name() == name)
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
