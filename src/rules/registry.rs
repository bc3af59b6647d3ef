//! Every game module, in the order the core calls them: the one place that names them. The core
//! (`game.rs`, `table.rs`) reaches the modules in play only through the list this builds.

use super::giants::Giants;
use super::module::{GameModule, ModuleKind};
use super::queendomino::Queendomino;
use super::{RuleSet, Table};

/// The modules a rule set puts in play, in the order their hooks are called: the giants act
/// before Queendomino's taxes and buildings when both are in play.
pub(crate) fn in_play(rules: &RuleSet) -> Vec<ModuleKind> {
    let mut kinds = Vec::new();
    if rules.giants {
        kinds.push(ModuleKind::of::<Giants>());
    }
    if rules.queendomino {
        kinds.push(ModuleKind::of::<Queendomino>());
    }
    kinds
}

/// The kind of module a table's state names.
pub(crate) fn kind_named(name: &str) -> Option<ModuleKind> {
    [ModuleKind::of::<Giants>(), ModuleKind::of::<Queendomino>()]
        .into_iter()
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
