//! How good a placement is, against the best one the domino allows: for puzzles.

use serde::{Deserialize, Serialize};

use super::{Bonuses, Domino, Kingdom, Placement, PlacementError};

/// The points a placement adds, next to the most any legal placement adds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacementRating {
    pub gain: i64,
    pub best_gain: i64,
    /// Every legal placement that reaches `best_gain`.
    pub best: Vec<Placement>,
}

impl PlacementRating {
    pub fn is_best(&self) -> bool {
        self.gain == self.best_gain
    }
}

/// Judges `placement` of `domino` in `kingdom`; an illegal placement is refused with its reason.
pub fn rate_placement(
    kingdom: &Kingdom,
    domino: &Domino,
    placement: Placement,
    bonuses: Bonuses,
) -> Result<PlacementRating, PlacementError> {
    kingdom.check(domino, placement)?;
    let gains = kingdom.gains(bonuses);
    let gain_of = |p: Placement| gains.gain(domino, p);
    let mut all = Vec::new();
    kingdom.legal_placements(domino, &mut all);
    let best_gain = all.iter().map(|&p| gain_of(p)).max().unwrap_or(0);
    let best = all
        .into_iter()
        .filter(|&p| gain_of(p) == best_gain)
        .collect();
    Ok(PlacementRating {
        gain: gain_of(placement),
        best_gain,
        best,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_kingdom;
    use crate::rules::{Dir, DominoId, Pos};

    #[test]
    fn the_best_placement_is_found_and_a_worse_one_is_told_apart() {
        // Forest with a crown next to the castle; domino 27 is forest (crown) / wheat.
        let kingdom = parse_kingdom("CF1").unwrap().into_kingdom(5).unwrap();
        let domino = DominoId::kingdomino(27).unwrap().domino();
        let none = Bonuses::default();
        // The crowned forest half joins the forest: 2 squares x 2 crowns = 4, up from 1.
        let join = Placement::new(Pos::new(0, 2), Dir::East);
        let j = rate_placement(&kingdom, domino, join, none).unwrap();
        assert_eq!((j.gain, j.best_gain), (3, 3));
        assert!(j.is_best());
        // Off on the castle's other side the forest stays apart: 1 point.
        let apart = Placement::new(Pos::new(0, -1), Dir::West);
        let j = rate_placement(&kingdom, domino, apart, none).unwrap();
        assert_eq!((j.gain, j.best_gain), (1, 3));
        assert!(!j.is_best() && j.best.contains(&join));
        assert!(rate_placement(
            &kingdom,
            domino,
            Placement::new(Pos::new(3, 3), Dir::East),
            none
        )
        .is_err());
    }
}
