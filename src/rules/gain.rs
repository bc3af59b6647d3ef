//! The points a placement would add, from the territories it touches: no copy of the kingdom,
//! no rescoring of the rest. Searches judge every candidate placement this way: a kingdom's
//! [`Gains`] label its territories once, and each candidate then reads the labels of the few
//! squares around it.

use std::ops::Deref;

use super::grid::{Grid, SIDE};
use super::kingdom::MAX_DOMINOES;
use super::pos::REACH;
use super::{Bonuses, Domino, Kingdom, Placement, Pos, Terrain};

/// Rows and columns of the label map: the kingdom's reach and a border around it, so that every
/// neighbour of a square in reach has a label to read.
const PADDED: usize = SIDE + 2;
/// The label of a square that belongs to no territory (empty, or the border).
const NONE: u8 = 0;
/// The label of the castle, which touches every terrain.
const CASTLE: u8 = u8::MAX;
/// The most territories a kingdom holds: one a square. A map grown domino by domino never
/// gives out more labels than squares either, so every label fits a `u64` of seen labels.
const MAX_TERRITORIES: usize = 2 * MAX_DOMINOES;
/// The kind of [`NONE`]: no terrain.
const NO_TERRAIN: u8 = u8::MAX - 1;
/// The kind of [`CASTLE`], which every terrain counts as a matching side.
const CASTLE_KIND: u8 = u8::MAX;

/// A square of the label map: its territory's label and that territory's terrain (its index),
/// side by side so that a candidate reads both at once.
#[derive(Clone, Copy)]
struct Mark {
    label: u8,
    kind: u8,
}

impl Mark {
    /// An empty square, or the border.
    const EMPTY: Mark = Mark {
        label: NONE,
        kind: NO_TERRAIN,
    };
    const CASTLE: Mark = Mark {
        label: CASTLE,
        kind: CASTLE_KIND,
    };
}

/// Bits 0-6 of each byte are a row's columns (see [`Kingdom::packed`]); bit 7 stays empty so
/// that shifts do not wrap.
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

/// A territory as the gains read it.
#[derive(Clone, Copy)]
struct Tally {
    squares: u8,
    crowns: u8,
    points: u16,
}

impl Tally {
    const EMPTY: Tally = Tally {
        squares: 0,
        crowns: 0,
        points: 0,
    };
}

/// Where square `p` is in the label map.
fn index(p: Pos) -> usize {
    debug_assert!(p.in_reach(), "{p} is out of reach");
    (p.row + REACH + 1) as usize * PADDED + (p.col + REACH + 1) as usize
}

/// The label-map squares next to the square at `i`.
fn around(i: usize) -> [usize; 4] {
    [i - PADDED, i - 1, i + 1, i + PADDED]
}

/// What laying a domino would add to one kingdom, for every candidate placement in turn: its
/// territories are labelled square by square when made ([`Kingdom::gains`]).
pub struct Gains<'k> {
    kingdom: &'k Kingdom,
    bonuses: Bonuses,
    /// A bonus or a quest reads the whole kingdom: a gain then rescores it.
    rescore: bool,
    map: MapRef<'k>,
}

/// The map a [`Gains`] reads: its own, made for it, or one kept for the kingdom elsewhere. Either
/// way a pointer, so that handing a `Gains` on does not copy a map (a map inline made every
/// claim in a playout copy some 700 bytes).
enum MapRef<'k> {
    Own(Box<TerritoryMap>),
    Kept(&'k TerritoryMap),
}

impl Deref for MapRef<'_> {
    type Target = TerritoryMap;

    fn deref(&self) -> &TerritoryMap {
        match self {
            MapRef::Own(map) => map,
            MapRef::Kept(map) => map,
        }
    }
}

/// A kingdom's territories, labelled square by square.
struct TerritoryMap {
    /// Per square of the padded reach, its territory's mark, [`Mark::EMPTY`] or [`Mark::CASTLE`].
    marks: [Mark; PADDED * PADDED],
    /// The labels given out: territories merged as the kingdom grew leave theirs unused.
    labels_used: u8,
    /// Per label, its territory (entry 0 is unused).
    territories: [Tally; MAX_TERRITORIES + 1],
    /// Per terrain, its territories added up.
    totals: [Tally; Terrain::ALL.len()],
}

/// The territory map of one kingdom as it grows, kept from one [`Kingdom::gains_cached`] to the
/// next: reused while the kingdom stays the same (a playout judges a seat's kingdom for its
/// claim, and again, unchanged, for its next placement), and grown by a domino when one was laid
/// in between (its squares join the territories around them) rather than labelled afresh.
pub struct CachedGains {
    /// The dominoes laid and the crown planes when the map was made, if it was: the same
    /// kingdom, grown, differs in one or the other (a giant or a building changes its crowns).
    made_from: Option<(u8, [Grid; 2])>,
    map: TerritoryMap,
}

impl CachedGains {
    /// Forgets the kingdom the map was made for, so that it may serve another (its next
    /// judgement labels that one afresh).
    pub fn forget(&mut self) {
        self.made_from = None;
    }
}

impl Default for CachedGains {
    fn default() -> CachedGains {
        CachedGains {
            made_from: None,
            map: TerritoryMap::EMPTY,
        }
    }
}

/// The territories of one terrain that a new square or two touch, each counted once.
struct Joined {
    /// The terrain's index, the kind of its labels.
    kind: u8,
    /// Bit `label` is set once the territory is counted.
    seen: u64,
    /// Neighbours of this terrain or the castle, each time one is read.
    sides: u32,
    squares: u32,
    crowns: u32,
    points: u32,
}

impl Joined {
    fn new(terrain: Terrain) -> Joined {
        Joined {
            kind: terrain.index() as u8,
            seen: 0,
            sides: 0,
            squares: 0,
            crowns: 0,
            points: 0,
        }
    }

    /// Joins the territory at label-map square `i`, when it is of this terrain and not yet in;
    /// counts a matching side when it is of this terrain or the castle.
    #[inline]
    fn touch(&mut self, map: &TerritoryMap, i: usize) {
        let Mark { label, kind } = map.marks[i];
        let of_terrain = kind == self.kind;
        self.sides += u32::from(of_terrain || kind == CASTLE_KIND);
        if !of_terrain || self.seen & 1 << label != 0 {
            return;
        }
        self.seen |= 1 << label;
        let tally = map.territories[usize::from(label)];
        self.squares += u32::from(tally.squares);
        self.crowns += u32::from(tally.crowns);
        self.points += u32::from(tally.points);
    }

    /// The points gained when `squares` new squares with `crowns` crowns join the territories
    /// touched into one.
    fn gain(&self, squares: u32, crowns: u8) -> i64 {
        let after = (self.squares + squares) * (self.crowns + u32::from(crowns));
        i64::from(after) - i64::from(self.points)
    }
}

impl Kingdom {
    /// The gains of placements in this kingdom with `bonuses` in play: made once, asked for
    /// every candidate.
    pub fn gains(&self, bonuses: Bonuses) -> Gains<'_> {
        let mut map = Box::new(TerritoryMap::EMPTY);
        map.label(self);
        Gains::new(self, bonuses, MapRef::Own(map))
    }

    /// [`Kingdom::gains`], reusing the map in `kept` when this kingdom has not changed since it
    /// was made, and keeping this one's otherwise. `kept` must only ever see one kingdom as it
    /// grows (one seat's, in one game): it tells the kingdom's states apart by the dominoes laid
    /// and the crowns.
    pub fn gains_cached<'k>(&'k self, bonuses: Bonuses, kept: &'k mut CachedGains) -> Gains<'k> {
        let now = (self.placed_len_raw() as u8, *self.crown_planes());
        if kept.made_from.as_ref() != Some(&now) {
            // A kingdom grown by one domino since (its crowns the domino's alone) has its map
            // brought up to date; any other change labels it afresh.
            match kept.made_from.as_ref().and_then(|was| self.laid_since(was)) {
                Some((domino, placement)) => kept.map.lay(self, domino, placement),
                None => kept.map.label(self),
            }
            kept.made_from = Some(now);
        }
        Gains::new(self, bonuses, MapRef::Kept(&kept.map))
    }

    /// The domino laid since the state `was` (the dominoes laid then and the crown planes), when
    /// exactly one was and nothing else added crowns.
    fn laid_since(&self, was: &(u8, [Grid; 2])) -> Option<(&'static Domino, Placement)> {
        let (laid, planes) = was;
        if usize::from(*laid) + 1 != self.placed_len_raw() {
            return None;
        }
        let (id, placement) = self.placed()[usize::from(*laid)];
        let domino = id.domino();
        let mut expected = *planes;
        for (p, square) in placement.cells(domino)? {
            for (plane, bit) in expected.iter_mut().zip([1, 2]) {
                if square.crowns & bit != 0 {
                    plane.insert(p);
                }
            }
        }
        (expected == *self.crown_planes()).then_some((domino, placement))
    }

    /// Points the kingdom would gain (or lose, to a bonus) by laying `domino` at `placement`
    /// (legal: from [`Kingdom::legal_placements`]). To judge many placements, make the
    /// [`Kingdom::gains`] once.
    pub fn placement_gain(&self, domino: &Domino, placement: Placement, bonuses: Bonuses) -> i64 {
        self.gains(bonuses).gain(domino, placement)
    }
}

impl TerritoryMap {
    const EMPTY: TerritoryMap = TerritoryMap {
        marks: [Mark::EMPTY; PADDED * PADDED],
        labels_used: 0,
        territories: [Tally::EMPTY; MAX_TERRITORIES + 1],
        totals: [Tally::EMPTY; Terrain::ALL.len()],
    };

    /// Labels the territories of `kingdom`, in place of the map's (a map is large enough
    /// that copying it shows in a search).
    fn label(&mut self, kingdom: &Kingdom) {
        // Only the labels in use are read: the territories past them may stay.
        self.marks = [Mark::EMPTY; PADDED * PADDED];
        self.marks[index(Pos::CASTLE)] = Mark::CASTLE;
        // Bit `8 * row + col` of a packed set is `row` rows and `col` columns from the top-left
        // of the bounds.
        let top_left = index(kingdom.bounds().0);
        let [ones, twos] = kingdom.crown_planes().map(|g| kingdom.packed(&g));
        let mut label = 0;
        for terrain in Terrain::ALL {
            let mut total = Tally::EMPTY;
            let mut rest = kingdom.packed(kingdom.terrain_grid(terrain));
            while rest != 0 {
                let region = flood(rest & rest.wrapping_neg(), rest);
                rest &= !region;
                label += 1;
                let mark = Mark {
                    label: label as u8,
                    kind: terrain.index() as u8,
                };
                let mut squares = 0;
                let mut bits = region;
                while bits != 0 {
                    let bit = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    squares += 1;
                    self.marks[top_left + bit / 8 * PADDED + bit % 8] = mark;
                }
                // Most territories have no crown: their count is skipped (the baseline x86-64
                // has no popcount instruction).
                let crowns = if region & (ones | twos) == 0 {
                    0
                } else {
                    (region & ones).count_ones() + 2 * (region & twos).count_ones()
                };
                // At most 48 squares of at most 3 crowns each.
                let tally = Tally {
                    squares: squares as u8,
                    crowns: crowns as u8,
                    points: (squares * crowns) as u16,
                };
                self.territories[label] = tally;
                // At most 48 squares and 144 crowns in all, worth at most 6,912 points.
                total.squares += tally.squares;
                total.crowns += tally.crowns;
                total.points += tally.points;
            }
            self.totals[terrain.index()] = total;
        }
        self.labels_used = label as u8;
    }

    /// Brings the map of `kingdom` without its last domino up to date: `domino` laid at
    /// `placement`, as the kingdom now holds it.
    fn lay(&mut self, kingdom: &Kingdom, domino: &Domino, placement: Placement) {
        let [(p0, s0), (p1, s1)] = placement.cells(domino).expect("a laid domino is in reach");
        let (i0, i1) = (index(p0), index(p1));
        if s0.terrain == s1.terrain {
            self.join(kingdom, s0.terrain, &[i0, i1], s0.crowns + s1.crowns);
        } else {
            self.join(kingdom, s0.terrain, &[i0], s0.crowns);
            self.join(kingdom, s1.terrain, &[i1], s1.crowns);
        }
    }

    /// New squares of `terrain` with `crowns` crowns (at label-map squares `new`) join the
    /// territories of their terrain around them into one, or make a territory of their own.
    // Inlined: once or twice for each domino a playout lays.
    #[inline(always)]
    fn join(&mut self, kingdom: &Kingdom, terrain: Terrain, new: &[usize], crowns: u8) {
        let kind = terrain.index() as u8;
        // At most three sides of each new square face the rest of the kingdom.
        let mut joined = [NONE; 6];
        let mut count = 0;
        for &i in new {
            for j in around(i) {
                let Mark { label, kind: of } = self.marks[j];
                if of == kind && !joined[..count].contains(&label) {
                    joined[count] = label;
                    count += 1;
                }
            }
        }
        let joined = &joined[..count];
        let mut tally = Tally {
            squares: new.len() as u8,
            crowns,
            points: 0,
        };
        let mut points_before = 0;
        for &label in joined {
            let t = self.territories[usize::from(label)];
            tally.squares += t.squares;
            tally.crowns += t.crowns;
            points_before += t.points;
        }
        tally.points = u16::from(tally.squares) * u16::from(tally.crowns);
        let label = match joined.first() {
            Some(&first) => first,
            None => {
                self.labels_used += 1;
                debug_assert!(usize::from(self.labels_used) <= MAX_TERRITORIES);
                self.labels_used
            }
        };
        if joined.len() > 1 {
            // The other territories' squares, all within the kingdom's bounds, take the label.
            let (min, max) = kingdom.bounds();
            for row in min.row..=max.row {
                let start = index(Pos::new(row, min.col));
                for i in start..=start + (max.col - min.col) as usize {
                    if joined[1..].contains(&self.marks[i].label) {
                        self.marks[i].label = label;
                    }
                }
            }
        }
        for &i in new {
            self.marks[i] = Mark { label, kind };
        }
        self.territories[usize::from(label)] = tally;
        let total = &mut self.totals[terrain.index()];
        total.squares += new.len() as u8;
        total.crowns += crowns;
        // A joined territory is worth at least its parts.
        total.points = total.points + tally.points - points_before;
    }
}

impl<'k> Gains<'k> {
    fn new(kingdom: &'k Kingdom, bonuses: Bonuses, map: MapRef<'k>) -> Gains<'k> {
        Gains {
            kingdom,
            bonuses,
            rescore: bonuses.harmony
                || bonuses.middle_kingdom
                || bonuses.quests.iter().any(Option::is_some),
            map,
        }
    }

    /// Points the kingdom would gain (or lose, to a bonus) by laying `domino` at `placement`
    /// (legal: from [`Kingdom::legal_placements`]). Equal to the points after minus the points
    /// before; with a bonus or a quest in play it rescores the kingdom, as those read the whole
    /// of it.
    pub fn gain(&self, domino: &Domino, placement: Placement) -> i64 {
        self.gain_and_sides(domino, placement).0
    }

    /// Sides of `domino` at `placement` (legal) that touch a square of the same terrain (the
    /// castle counts as every terrain): how well a placement keeps territories together.
    pub fn matching_sides(&self, domino: &Domino, placement: Placement) -> u32 {
        self.read(domino, placement).1
    }

    /// [`Gains::gain`] and [`Gains::matching_sides`] at once, reading the squares around the
    /// domino once.
    // Inlined: once for each candidate of a playout.
    #[inline(always)]
    pub fn gain_and_sides(&self, domino: &Domino, placement: Placement) -> (i64, u32) {
        let (territories, sides) = self.read(domino, placement);
        if self.rescore {
            let mut after = self.kingdom.clone();
            after.place_unchecked(domino, placement);
            let gain = i64::from(after.points(self.bonuses))
                - i64::from(self.kingdom.points(self.bonuses));
            return (gain, sides);
        }
        (territories, sides)
    }

    /// A bound on the gain of laying `domino` anywhere in the kingdom, found without a
    /// placement: the gain if its squares joined every territory of their terrains (joining one
    /// more territory never lowers a gain). With a bonus or a quest in play, no bound.
    pub fn at_most(&self, domino: &Domino) -> i64 {
        if self.rescore {
            return i64::MAX;
        }
        let all = |terrain: Terrain, squares: u32, crowns: u8| {
            let total = self.map.totals[terrain.index()];
            let after = (u32::from(total.squares) + squares)
                * (u32::from(total.crowns) + u32::from(crowns));
            i64::from(after) - i64::from(total.points)
        };
        let [a, b] = domino.halves;
        if a.terrain == b.terrain {
            all(a.terrain, 2, a.crowns + b.crowns)
        } else {
            all(a.terrain, 1, a.crowns) + all(b.terrain, 1, b.crowns)
        }
    }

    /// What the territories around `placement` gain, and its matching sides.
    // Inlined: the read of every candidate placement.
    #[inline(always)]
    fn read(&self, domino: &Domino, placement: Placement) -> (i64, u32) {
        let [s0, s1] = domino.halves;
        let map: &TerritoryMap = &self.map;
        // The squares under the domino are empty, so neither half reads the other as land.
        let i0 = index(placement.first);
        let (dr, dc) = placement.dir.delta();
        let i1 = i0.wrapping_add_signed(isize::from(dr) * PADDED as isize + isize::from(dc));
        debug_assert_eq!(placement.second().map(index), Some(i1));
        if s0.terrain == s1.terrain {
            let mut joined = Joined::new(s0.terrain);
            for i in around(i0) {
                joined.touch(map, i);
            }
            for i in around(i1) {
                joined.touch(map, i);
            }
            (joined.gain(2, s0.crowns + s1.crowns), joined.sides)
        } else {
            let mut first = Joined::new(s0.terrain);
            let mut second = Joined::new(s1.terrain);
            for (n0, n1) in around(i0).into_iter().zip(around(i1)) {
                first.touch(map, n0);
                second.touch(map, n1);
            }
            (
                first.gain(1, s0.crowns) + second.gain(1, s1.crowns),
                first.sides + second.sides,
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::CachedGains;
    use crate::rules::{
        Action, Bonuses, Cell, Dir, DominoId, Edition, Game, GameSetup, Kingdom, Placement, Pos,
        Quest, Rng, Step,
    };

    #[test]
    fn matching_sides_count_neighbours_of_the_same_terrain_and_the_castle() {
        let wheat = |n| DominoId::kingdomino(n).unwrap().domino();
        let sides = |kingdom: &Kingdom, domino, placement| {
            kingdom
                .gains(Bonuses::default())
                .matching_sides(domino, placement)
        };
        let mut kingdom = Kingdom::new(5);
        let by_castle = Placement::new(Pos::new(0, 1), Dir::East);
        assert_eq!(sides(&kingdom, wheat(1), by_castle), 1);
        kingdom.place(wheat(1), by_castle).unwrap();
        // Below the first wheat domino: two sides of wheat.
        let below = Placement::new(Pos::new(1, 1), Dir::East);
        assert_eq!(sides(&kingdom, wheat(2), below), 2);
        // A forest domino there touches no forest.
        let forest = DominoId::kingdomino(3).unwrap().domino();
        assert_eq!(sides(&kingdom, forest, below), 0);
        // Standing up below the castle: the castle only (the wheat is diagonal to it).
        let upright = Placement::new(Pos::new(1, 0), Dir::South);
        assert_eq!(sides(&kingdom, wheat(2), upright), 1);
    }

    /// Random games of the family: Kingdomino with 2 to 4 players and Mighty Duel, Queendomino
    /// (buildings add crowns) and Age of Giants (giants cover them).
    fn setups() -> impl Iterator<Item = GameSetup> {
        (0..150u64).map(|seed| match seed % 5 {
            0..=2 => {
                let mut setup = GameSetup::kingdomino(2 + (seed % 3) as u8, seed);
                setup.options.mighty_duel = seed % 7 == 0 && setup.players == 2;
                setup
            }
            3 => GameSetup::queendomino(2 + (seed % 3) as u8, seed),
            _ => {
                let mut setup = GameSetup::kingdomino(4, seed);
                setup.options.age_of_giants = true;
                setup
            }
        })
    }

    /// Calls `check` with the mover's kingdom and domino, and every legal placement of it, at
    /// every placement of the random games of [`setups`]; returns how many were checked.
    fn each_placement(mut check: impl FnMut(&Kingdom, DominoId, Placement)) -> usize {
        let mut placements = Vec::new();
        let mut actions = Vec::new();
        let mut checked = 0;
        for (seed, setup) in setups().enumerate() {
            let mut game = Game::new(setup).unwrap();
            let mut rng = Rng::new(seed as u64);
            while !game.table().is_over() {
                let table = game.table();
                if let (Some(domino), Some(seat)) = (table.domino_to_place(), table.to_move()) {
                    let kingdom = table.seat_kingdom(seat);
                    kingdom.legal_placements(domino.domino(), &mut placements);
                    for &p in &placements {
                        check(kingdom, domino, p);
                        checked += 1;
                    }
                }
                table.legal_actions(&mut actions);
                game.play(actions[rng.below(actions.len())]).unwrap();
            }
        }
        checked
    }

    /// Every legal placement of every turn of many random games, with and without bonuses: the
    /// gain equals the points after minus the points before.
    #[test]
    fn the_gain_is_the_difference_of_whole_scores() {
        let bonus_sets = [
            Bonuses::default(),
            Bonuses {
                harmony: true,
                middle_kingdom: true,
                edition: Edition::Second,
                quests: [Some(Quest::ALL[0]), Some(Quest::ALL[5])],
            },
        ];
        let checked = each_placement(|kingdom, domino, p| {
            let mut after = kingdom.clone();
            after.place_unchecked(domino.domino(), p);
            for bonuses in bonus_sets {
                assert_eq!(
                    kingdom.gains(bonuses).gain(domino.domino(), p),
                    i64::from(after.points(bonuses)) - i64::from(kingdom.points(bonuses)),
                    "{p} of {domino} in a kingdom of {} dominoes",
                    kingdom.placed().len()
                );
            }
        });
        assert!(checked > 20_000, "{checked} placements checked");
    }

    /// No placement gains more than the bound a claim is judged by, and the bound is met.
    #[test]
    fn no_placement_gains_more_than_its_bound() {
        let mut met = 0;
        let checked = each_placement(|kingdom, domino, p| {
            let gains = kingdom.gains(Bonuses::default());
            let (gain, most) = (
                gains.gain(domino.domino(), p),
                gains.at_most(domino.domino()),
            );
            assert!(gain <= most, "{p} of {domino}: {gain} over {most}");
            met += usize::from(gain == most && gain > 0);
        });
        assert!(
            checked > 20_000 && met > 1_000,
            "{met} of {checked} met the bound"
        );
    }

    /// The labels read the same neighbours as the squares themselves.
    #[test]
    fn matching_sides_are_the_neighbours_of_the_same_terrain() {
        let checked = each_placement(|kingdom, domino, p| {
            let cells = p.cells(domino.domino()).unwrap();
            let by_squares: u32 = cells
                .iter()
                .map(|&(at, square)| {
                    at.neighbours()
                        .filter(|&n| match kingdom.cell(n) {
                            Cell::Castle => true,
                            Cell::Land(s) => s.terrain == square.terrain,
                            Cell::Empty => false,
                        })
                        .count() as u32
                })
                .sum();
            let sides = kingdom
                .gains(Bonuses::default())
                .matching_sides(domino.domino(), p);
            assert_eq!(sides, by_squares, "{p} of {domino}");
        });
        assert!(checked > 20_000, "{checked} placements checked");
    }

    /// A domino laid and a crown covered (a giant) between two questions: the kept map is not
    /// grown by the domino alone but made afresh, and judges as a fresh one.
    #[test]
    fn a_kept_map_sees_crowns_that_change_beside_a_domino() {
        let dominoes: Vec<DominoId> = (1..=48).filter_map(DominoId::kingdomino).collect();
        let crowned = dominoes
            .iter()
            .find(|d| d.domino().halves[0].crowns > 0)
            .unwrap()
            .domino();
        let mut kingdom = Kingdom::new(5);
        let by_castle = Placement::new(Pos::new(0, 1), Dir::East);
        kingdom.place(crowned, by_castle).unwrap();
        let mut kept = CachedGains::default();
        // The map of the kingdom with its first domino.
        let _ = kingdom.gains_cached(Bonuses::default(), &mut kept);
        let mut placements = Vec::new();
        let next = dominoes[0].domino();
        kingdom.legal_placements(next, &mut placements);
        kingdom.place(next, placements[0]).unwrap();
        kingdom.cover_crown(Pos::new(0, 1));
        let (kept, fresh) = (
            kingdom.gains_cached(Bonuses::default(), &mut kept),
            kingdom.gains(Bonuses::default()),
        );
        for d in &dominoes {
            judge_alike(&kingdom, &kept, &fresh, *d, &mut placements, "");
        }
    }

    /// Asserts that `kept` and `fresh`, both of `kingdom`, bound `domino` alike and judge every
    /// legal placement of it alike; returns how many placements were judged.
    fn judge_alike(
        kingdom: &Kingdom,
        kept: &super::Gains,
        fresh: &super::Gains,
        domino: DominoId,
        placements: &mut Vec<Placement>,
        context: &str,
    ) -> usize {
        let d = domino.domino();
        assert_eq!(
            kept.at_most(d),
            fresh.at_most(d),
            "the bound of {domino}{context}"
        );
        kingdom.legal_placements(d, placements);
        for &p in placements.iter() {
            assert_eq!(
                kept.gain_and_sides(d, p),
                fresh.gain_and_sides(d, p),
                "{p} of {domino}{context}"
            );
        }
        placements.len()
    }

    /// A map kept per kingdom through whole games, asked at every placement and claim as a
    /// playout asks it, judges every placement of the dominoes in question as a fresh one does:
    /// reused while its kingdom is unchanged, grown when a domino is laid, made again when a
    /// giant or a building changes the crowns.
    #[test]
    fn kept_gains_judge_as_fresh_ones() {
        let (mut placements, mut actions, mut dominoes) = (Vec::new(), Vec::new(), Vec::new());
        let (mut reused, mut grown, mut checked) = (0, 0, 0);
        for (seed, setup) in setups().enumerate() {
            let mut game = Game::new(setup).unwrap();
            let mut rng = Rng::new(seed as u64);
            let mut kept: Vec<CachedGains> = (0..game.table().kingdoms().len())
                .map(|_| CachedGains::default())
                .collect();
            while !game.table().is_over() {
                let table = game.table();
                table.legal_actions(&mut actions);
                // Half the games ask at every step; the others only at placements and claims,
                // as a playout does, so that a domino and a building or a giant can come
                // between two questions.
                let asks = seed % 2 == 0
                    || matches!(
                        table.step(),
                        Step::Place { .. } | Step::Claim { .. } | Step::FirstClaims { .. }
                    );
                if let (Some(seat), true) = (table.to_move(), asks) {
                    dominoes.clear();
                    dominoes.extend(table.domino_to_place());
                    dominoes.extend(actions.iter().filter_map(|a| match a {
                        Action::Claim(d) => Some(*d),
                        _ => None,
                    }));
                    let id = table.kingdom_of(seat);
                    let kingdom = &table.kingdoms()[id];
                    let bonuses = table.rules().bonuses;
                    let kept = &mut kept[id.index()];
                    reused += usize::from(kept.made_from.is_some_and(|made| {
                        made == (kingdom.placed().len() as u8, *kingdom.crown_planes())
                    }));
                    grown += usize::from(
                        kept.made_from
                            .as_ref()
                            .is_some_and(|made| kingdom.laid_since(made).is_some()),
                    );
                    let (kept, fresh) =
                        (kingdom.gains_cached(bonuses, kept), kingdom.gains(bonuses));
                    let context = format!(" (seed {seed})");
                    for &domino in &dominoes {
                        checked +=
                            judge_alike(kingdom, &kept, &fresh, domino, &mut placements, &context);
                    }
                }
                game.play(actions[rng.below(actions.len())]).unwrap();
            }
        }
        assert!(reused > 5_000, "{reused} maps reused");
        assert!(grown > 2_000, "{grown} maps grown by a domino");
        assert!(checked > 100_000, "{checked} placements checked");
    }
}
