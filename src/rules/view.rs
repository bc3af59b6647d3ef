//! What one player (or a spectator) may know of a game.

use super::domino_set::DominoSet;
use super::{DominoId, PlayerId, Table};
use serde::{Deserialize, Serialize};

/// A player's view: the public table and the dominoes not yet seen. The order of the draw pile
/// is not in it, and with two players not even which unseen dominoes are still in the pile; the
/// setup's seed (which would give the order away) reads 0.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub viewer: Option<PlayerId>,
    pub table: Table,
    /// Dominoes of the box that have not appeared this deal, in number order. (What a game
    /// module hides, the module tells from its own public state in the table: a view holds no
    /// module's part.)
    pub unseen: Vec<DominoId>,
}

impl PlayerView {
    pub(crate) fn new(viewer: Option<PlayerId>, mut table: Table) -> PlayerView {
        // The seed fixes the whole deal, and with it the order of the pile: nobody may see it.
        table.setup.seed = 0;
        let unseen = table.unseen();
        PlayerView {
            viewer,
            table,
            unseen,
        }
    }
}

impl Table {
    /// Dominoes of the boxes in play that have not appeared this deal, in number order: what
    /// anyone at the table can count (those still in the pile and, with fewer players, those
    /// left in the box).
    pub fn unseen(&self) -> Vec<DominoId> {
        let seen: DominoSet = self
            .current_line()
            .iter()
            .chain(self.next_line())
            .map(|s| s.domino)
            .chain(self.discarded().iter().copied())
            .chain(
                self.kingdoms()
                    .iter()
                    .flat_map(|k| k.placed().iter().map(|(d, _)| *d)),
            )
            .collect();
        self.rules()
            .domino_boxes()
            .flat_map(|b| b.dominoes().iter().map(|d| d.id))
            .filter(|&id| !seen.contains(id))
            .collect()
    }
}
