//! The points a placement would add, from the territories it touches: no copy of the kingdom,
//! no rescoring of the rest. Searches judge every candidate placement this way.

use super::grid::Grid;
use super::pos::REACH;
use super::{Bonuses, Domino, Kingdom, Placement, Pos, Terrain};

/// Rows and columns of a packed window: a kingdom never spans more.
const WINDOW: i8 = 7;

/// Bits 0-6 of each byte are a row's columns; bit 7 stays empty so that shifts do not wrap.
fn grow(region: u64) -> u64 {
    region | region << 1 | region >> 1 | region << 8 | region >> 8
}

/// The connected part of `within` that holds `seed`.
fn flood(seed: u64, within: u64) -> u64 {
    let mut region = seed & within;
    loop {
        let grown = grow(region) & within;
        if grown == region {
            return region;
        }
        region = grown;
    }
}

impl Kingdom {
    /// Points the kingdom would gain (or lose, to a bonus) by laying `domino` at `placement` (legal: from
    /// [`Kingdom::legal_placements`]). Equal to the points after minus the points before; with a
    /// bonus or a quest in play it rescores the kingdom, as those read the whole of it.
    pub fn placement_gain(&self, domino: &Domino, placement: Placement, bonuses: Bonuses) -> i64 {
        let cells = placement
            .cells(domino)
            .expect("a legal placement stays in reach");
        if bonuses.harmony || bonuses.middle_kingdom || bonuses.quests.iter().any(Option::is_some) {
            let mut after = self.clone();
            after.place_unchecked(domino, placement);
            return i64::from(after.points(bonuses)) - i64::from(self.points(bonuses));
        }
        let (min, _) = self.bounds();
        let lo = Pos::new(
            cells.iter().map(|(p, _)| p.row).fold(min.row, i8::min),
            cells.iter().map(|(p, _)| p.col).fold(min.col, i8::min),
        );
        // The window from `lo` holds the kingdom and the domino: a legal placement keeps the
        // kingdom within its size, at most 7x7.
        let pack = |grid: &Grid| -> u64 {
            let shift = (lo.col + REACH) as u32;
            (0..WINDOW)
                .take_while(|&i| lo.row + i <= REACH)
                .fold(0, |acc, i| {
                    let bits = (grid.rows[(lo.row + i + REACH) as usize] >> shift) & 0x7F;
                    acc | u64::from(bits) << (8 * i)
                })
        };
        let bit = |p: Pos| 1u64 << (8 * (p.row - lo.row) + (p.col - lo.col)) as u32;
        let [ones, twos] = self.crown_planes().map(|g| pack(&g));
        let crowns_of = |p: Pos, square_crowns: u8, plane: u8| {
            if square_crowns & plane != 0 {
                bit(p)
            } else {
                0
            }
        };
        let (ones, twos) = cells.iter().fold((ones, twos), |(o, t), &(p, s)| {
            (o | crowns_of(p, s.crowns, 1), t | crowns_of(p, s.crowns, 2))
        });
        let points = |region: u64| {
            region.count_ones() * ((region & ones).count_ones() + 2 * (region & twos).count_ones())
        };
        let mut gain = 0;
        let mut done: Option<Terrain> = None;
        for &(_, square) in &cells {
            let terrain = square.terrain;
            if done == Some(terrain) {
                continue;
            }
            done = Some(terrain);
            let old = pack(self.terrain_grid(terrain));
            let new = cells
                .iter()
                .filter(|(_, s)| s.terrain == terrain)
                .fold(0, |acc, &(p, _)| acc | bit(p));
            // Before: each territory of this terrain the new squares touch, on its own.
            let mut before = 0;
            let mut touched = grow(new) & old;
            while touched != 0 {
                let region = flood(touched & touched.wrapping_neg(), old);
                before += points(region);
                touched &= !region;
            }
            // After: one territory joining them all with the new squares.
            gain += i64::from(points(flood(new, old | new)) - before);
        }
        gain
    }
}

impl Kingdom {
    /// Sides of `domino` at `placement` that touch a square of the same terrain (the castle
    /// counts as every terrain): how well a placement keeps territories together.
    pub fn matching_sides(&self, domino: &Domino, placement: Placement) -> u32 {
        let Some(cells) = placement.cells(domino) else {
            return 0;
        };
        let mut sides = 0;
        for (i, &(p, square)) in cells.iter().enumerate() {
            let other = cells[1 - i].0;
            let grid = self.terrain_grid(square.terrain);
            for n in p.neighbours() {
                if n != other && (n == Pos::CASTLE || grid.contains(n)) {
                    sides += 1;
                }
            }
        }
        sides
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::{
        Bonuses, Dir, DominoId, Edition, Game, GameSetup, Kingdom, Placement, Pos, Quest, Rng,
    };

    #[test]
    fn matching_sides_count_neighbours_of_the_same_terrain_and_the_castle() {
        let wheat = |n| DominoId::kingdomino(n).unwrap().domino();
        let mut kingdom = Kingdom::new(5);
        let by_castle = Placement::new(Pos::new(0, 1), Dir::East);
        assert_eq!(kingdom.matching_sides(wheat(1), by_castle), 1);
        kingdom.place(wheat(1), by_castle).unwrap();
        // Below the first wheat domino: two sides of wheat.
        let below = Placement::new(Pos::new(1, 1), Dir::East);
        assert_eq!(kingdom.matching_sides(wheat(2), below), 2);
        // A forest domino there touches no forest.
        let forest = DominoId::kingdomino(3).unwrap().domino();
        assert_eq!(kingdom.matching_sides(forest, below), 0);
        // Standing up below the castle: the castle only (the wheat is diagonal to it).
        let upright = Placement::new(Pos::new(1, 0), Dir::South);
        assert_eq!(kingdom.matching_sides(wheat(2), upright), 1);
    }

    /// Every legal placement of every turn of many random games, with and without bonuses: the
    /// gain equals the points after minus the points before.
    #[test]
    fn the_gain_is_the_difference_of_whole_scores() {
        let mut placements = Vec::new();
        let mut actions = Vec::new();
        let mut checked = 0;
        for seed in 0..120 {
            let mut setup = GameSetup::kingdomino(2 + (seed % 3) as u8, seed);
            setup.options.mighty_duel = seed % 7 == 0 && setup.players == 2;
            let mut game = Game::new(setup).unwrap();
            let mut rng = Rng::new(seed);
            let bonus_sets = [
                Bonuses::default(),
                Bonuses {
                    harmony: true,
                    middle_kingdom: true,
                    edition: Edition::Second,
                    quests: [Some(Quest::ALL[0]), Some(Quest::ALL[5])],
                },
            ];
            while !game.table().is_over() {
                let table = game.table();
                if let (Some(domino), Some(seat)) = (table.domino_to_place(), table.to_move()) {
                    let kingdom = table.seat_kingdom(seat);
                    kingdom.legal_placements(domino.domino(), &mut placements);
                    for &p in &placements {
                        let mut after = kingdom.clone();
                        after.place_unchecked(domino.domino(), p);
                        for bonuses in bonus_sets {
                            assert_eq!(
                                kingdom.placement_gain(domino.domino(), p, bonuses),
                                i64::from(after.points(bonuses))
                                    - i64::from(kingdom.points(bonuses)),
                                "{p} in a kingdom of {} dominoes",
                                kingdom.placed().len()
                            );
                            checked += 1;
                        }
                    }
                }
                table.legal_actions(&mut actions);
                game.play(actions[rng.below(actions.len())]).unwrap();
            }
        }
        assert!(checked > 10_000, "{checked} placements checked");
    }
}
