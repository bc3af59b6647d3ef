//! The connection rules, one scenario each, and forced and refused discards.

mod common;

use common::{dom, kingdom, naive_legal};
use kingdomino::ai::RandomPlayer;
use kingdomino::rules::{
    Action, ActionError, Dir, Game, GameSetup, Kingdom, Placement, PlacementError, Pos, Step,
};

fn at(row: i8, col: i8, dir: Dir) -> Placement {
    Placement::new(Pos::new(row, col), dir)
}

fn legal(k: &Kingdom, n: u8) -> Vec<Placement> {
    let mut out = Vec::new();
    k.legal_placements(dom(n), &mut out);
    out
}

#[test]
fn the_castle_sides_are_wild() {
    let k = kingdom("C", 5);
    // Domino 48 is wheat / mine: either half may touch the castle, on any side.
    assert_eq!(k.check(dom(48), at(0, 1, Dir::East)), Ok(()));
    assert_eq!(k.check(dom(48), at(0, -2, Dir::East)), Ok(()));
    assert_eq!(k.check(dom(48), at(-1, 0, Dir::North)), Ok(()));
    assert_eq!(k.check(dom(48), at(2, 0, Dir::North)), Ok(()));
    // A corner is not a side.
    assert_eq!(
        k.check(dom(48), at(1, 1, Dir::East)),
        Err(PlacementError::NotConnected)
    );
}

#[test]
fn a_half_must_touch_its_own_terrain() {
    let k = kingdom("CW", 5);
    // Domino 14 is wheat / lake. Wheat under the wheat square: fine.
    assert_eq!(k.check(dom(14), at(1, 1, Dir::South)), Ok(()));
    // Turned round, the lake touches the wheat and the wheat touches nothing.
    assert_eq!(
        k.check(dom(14), at(2, 1, Dir::North)),
        Err(PlacementError::NotConnected)
    );
    // Domino 17 is forest / lake: nothing matches wheat.
    assert_eq!(
        k.check(dom(17), at(0, 2, Dir::East)),
        Err(PlacementError::NotConnected)
    );
    assert!(legal(&k, 17)
        .iter()
        .all(|p| k.check(dom(17), *p).is_ok() && p.first.row.abs() + p.first.col.abs() <= 2));
}

#[test]
fn dominoes_never_overlap() {
    let k = kingdom("CW", 5);
    assert_eq!(
        k.check(dom(1), at(0, 1, Dir::South)),
        Err(PlacementError::Overlap { at: Pos::new(0, 1) })
    );
    assert_eq!(
        k.check(dom(1), at(0, -1, Dir::East)),
        Err(PlacementError::Overlap { at: Pos::CASTLE })
    );
}

#[test]
fn a_kingdom_stays_within_five_by_five() {
    let k = kingdom("WWWWC", 5);
    assert_eq!(
        k.check(dom(1), at(0, 1, Dir::South)),
        Err(PlacementError::TooLarge { size: 5 })
    );
    assert_eq!(
        k.check(dom(1), at(-5, -1, Dir::South)),
        Err(PlacementError::TooLarge { size: 5 })
    );
    assert_eq!(
        k.check(dom(1), at(-4, -1, Dir::South)),
        Err(PlacementError::NotConnected)
    );
    assert_eq!(k.check(dom(1), at(-2, -1, Dir::South)), Ok(()));
    assert!(legal(&k, 1).iter().all(|p| p.first.col <= 0));
}

#[test]
fn the_mighty_duel_allows_seven_by_seven() {
    let five = kingdom("WWWWC", 5);
    let seven = kingdom("WWWWC", 7);
    assert_eq!(seven.check(dom(1), at(0, 1, Dir::East)), Ok(()));
    assert!(five.check(dom(1), at(0, 1, Dir::East)).is_err());
    let wide = kingdom("WWWWWWC", 7);
    assert_eq!(
        wide.check(dom(1), at(0, 1, Dir::South)),
        Err(PlacementError::TooLarge { size: 7 })
    );
}

#[test]
fn generation_matches_the_rules_in_every_scenario() {
    let boards = [
        ("C", 5),
        ("CW", 5),
        ("WWWWC", 5),
        ("WWWWC", 7),
        ("F1FFLL/F1FFLL/F1C.LL/.LLL", 5),
        ("LLL/LCL/LLL", 5),
        ("WWWWWWC/......L/M2", 7),
    ];
    for (text, size) in boards {
        let k = kingdom(text, size);
        for n in 1..=48 {
            let generated: Vec<_> = legal(&k, n)
                .iter()
                .map(|&p| common::covered(dom(n), p))
                .collect();
            let unique: std::collections::BTreeSet<_> = generated.iter().cloned().collect();
            assert_eq!(
                unique.len(),
                generated.len(),
                "{text} domino {n}: duplicates"
            );
            assert_eq!(unique, naive_legal(&k, dom(n)), "{text} domino {n}");
        }
    }
}

#[test]
fn a_domino_that_fits_nowhere_has_no_placement() {
    // Wheat cannot reach the castle or another wheat square.
    let walled = kingdom("LLL/LCL/LLL", 5);
    assert!(legal(&walled, 1).is_empty());
    assert!(!walled.can_place(dom(1)));
    assert!(walled.can_place(dom(7)));
    // One hole left: no domino fits.
    let full = kingdom("WWWWW/WWWWW/WWCWW/WWWWW/WWWW.", 5);
    assert!((1..=48).all(|n| legal(&full, n).is_empty()));
}

/// Finds, in seeded random games, a moment where the domino to place fits nowhere.
#[test]
fn discards_are_forced_when_nothing_fits_and_refused_otherwise() {
    let mut forced = 0;
    let mut refused = 0;
    let mut actions = Vec::new();
    for seed in 0..200 {
        let mut game = Game::new(GameSetup::kingdomino(4, seed)).unwrap();
        let mut player = RandomPlayer::new(seed);
        while let Some(action) = player.choose(game.table()) {
            if let Step::Place { .. } = game.table().step() {
                game.table().legal_actions(&mut actions);
                let before = game.clone();
                if actions == [Action::Discard] {
                    forced += 1;
                    let mut copy = game.clone();
                    assert_eq!(copy.play(Action::Discard), Ok(()));
                    let domino = game.table().domino_to_place().unwrap();
                    assert!(copy.table().discarded().contains(&domino));
                } else {
                    refused += 1;
                    let domino = game.table().domino_to_place().unwrap();
                    assert_eq!(
                        game.play(Action::Discard),
                        Err(ActionError::DiscardRefused { domino })
                    );
                    assert_eq!(game, before, "a refused action changes nothing");
                }
            }
            game.play(action).unwrap();
        }
    }
    assert!(forced > 10, "random games force discards ({forced})");
    assert!(refused > 1000);
}
