//! Queendomino's builders board: six buildings for sale, dearest next to the pile, and the Dragon.

use serde::{Deserialize, Serialize};

use super::{BuildingId, SPOT_COSTS};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildersBoard {
    /// Spot 0 lies next to the pile and costs 5; spot 5 costs nothing.
    pub spots: [Option<BuildingId>; 6],
    /// Tiles left in the pile (their order is hidden).
    pub pile_len: usize,
    /// The Dragon has burned a building this round (it returns to its cave each round).
    pub dragon_used: bool,
    /// Buildings the Dragon burned this deal.
    pub burned: Vec<BuildingId>,
}

impl BuildersBoard {
    /// What the building on `spot` costs; the Queen's host pays one coin less.
    pub fn cost(&self, spot: u8, queen_host: bool) -> u32 {
        SPOT_COSTS[spot as usize].saturating_sub(u32::from(queen_host))
    }

    /// The new round: the Dragon comes back, the remaining buildings slide to the cheap end in
    /// their order, and the dear spots are refilled from the pile (drawn from its end).
    pub(crate) fn new_round(&mut self, pile: &mut Vec<BuildingId>) {
        self.dragon_used = false;
        let left: Vec<BuildingId> = self.spots.iter().flatten().copied().collect();
        let first = self.spots.len() - left.len();
        self.spots = [None; 6];
        for (i, b) in left.into_iter().enumerate() {
            self.spots[first + i] = Some(b);
        }
        for spot in (0..first).rev() {
            self.spots[spot] = pile.pop();
        }
        self.pile_len = pile.len();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buildings_slide_to_the_cheap_end_and_the_dear_end_refills() {
        let mut pile: Vec<BuildingId> = (10..20).map(BuildingId).collect();
        let mut board = BuildersBoard::default();
        board.new_round(&mut pile);
        // Filled from the cheap end: the pile's last tile on spot 5.
        assert_eq!(board.spots[5], Some(BuildingId(19)));
        assert_eq!(board.spots[0], Some(BuildingId(14)));
        assert_eq!(board.pile_len, 4);
        // Spots 1 and 4 bought or burned: 0, 2, 3, 5 slide down in order; 0 and 1 refill.
        board.spots[1] = None;
        board.spots[4] = None;
        board.dragon_used = true;
        board.new_round(&mut pile);
        assert!(!board.dragon_used);
        assert_eq!(
            board.spots,
            [
                Some(BuildingId(12)),
                Some(BuildingId(13)),
                Some(BuildingId(14)),
                Some(BuildingId(16)),
                Some(BuildingId(17)),
                Some(BuildingId(19))
            ]
        );
        assert_eq!(board.cost(0, false), 5);
        assert_eq!(board.cost(0, true), 4);
        assert_eq!(board.cost(5, true), 0);
    }
}
