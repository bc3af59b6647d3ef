//! What one player (or a spectator) may know of a game.

use super::domino_set::DominoSet;
use super::{BuildingId, DominoId, PlayerId, Table};
use serde::{Deserialize, Serialize};

/// A player's view: the public table and the dominoes not yet seen. The order of the draw pile
/// is not in it, and with two players not even which unseen dominoes are still in the pile; the
/// setup's seed (which would give the order away) reads 0.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub viewer: Option<PlayerId>,
    pub table: Table,
    /// Dominoes of the box that have not appeared this deal, in number order.
    pub unseen: Vec<DominoId>,
    /// Queendomino: building tiles still in the pile (or, as far as anyone knows, could be).
    pub unseen_buildings: Vec<BuildingId>,
}

impl PlayerView {
    pub(crate) fn new(viewer: Option<PlayerId>, mut table: Table) -> PlayerView {
        // The seed fixes the whole deal, and with it the order of the pile: nobody may see it.
        table.setup.seed = 0;
        let seen: DominoSet = table
            .current_line()
            .iter()
            .chain(table.next_line())
            .map(|s| s.domino)
            .chain(table.discarded().iter().copied())
            .chain(
                table
                    .kingdoms()
                    .iter()
                    .flat_map(|k| k.placed().iter().map(|(d, _)| *d)),
            )
            .collect();
        let unseen = table
            .rules()
            .domino_boxes()
            .flat_map(|b| b.dominoes().iter().map(|d| d.id))
            .filter(|&id| !seen.contains(id))
            .collect();
        let unseen_buildings = table
            .queendomino()
            .map(|q| q.unseen_buildings())
            .unwrap_or_default();
        PlayerView {
            viewer,
            table,
            unseen,
            unseen_buildings,
        }
    }
}
