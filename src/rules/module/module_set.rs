//! Which of the family's modules a rule set puts in play: one bit per module the registry
//! knows (`rules/registry/` names the bits), so that a rule set stays a small copyable value.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ModuleSet(u8);

impl ModuleSet {
    /// No module: the core's draft, placements and territories alone.
    pub const NONE: ModuleSet = ModuleSet(0);

    /// The set of the registry's `n`-th module alone.
    pub(crate) const fn nth(n: u8) -> ModuleSet {
        ModuleSet(1 << n)
    }

    /// Both sets' modules.
    pub const fn and(self, other: ModuleSet) -> ModuleSet {
        ModuleSet(self.0 | other.0)
    }

    /// Whether every module of `other` is in this set.
    pub const fn contains(self, other: ModuleSet) -> bool {
        self.0 & other.0 == other.0
    }
}
