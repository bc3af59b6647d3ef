//! Scoring: territories, crowns, bonuses and who wins.

mod common;

use common::kingdom;
use kingdomino::ai::RandomPlayer;
use kingdomino::rules::{Bonuses, Game, GameSetup, Terrain};

const NO_BONUS: Bonuses = Bonuses {
    harmony: false,
    middle_kingdom: false,
};

#[test]
fn rulebook_example_forest_of_seven_with_three_crowns_and_crownless_lake() {
    let k = kingdom("F1FFLL/F1FFLL/F1C.LL/.LLL", 5);
    let score = k.score(NO_BONUS);
    let forest = score
        .territories
        .iter()
        .find(|t| t.terrain == Terrain::Forest)
        .unwrap();
    assert_eq!((forest.squares, forest.crowns, forest.points()), (7, 3, 21));
    let lake = score
        .territories
        .iter()
        .find(|t| t.terrain == Terrain::Lake)
        .unwrap();
    assert_eq!((lake.squares, lake.crowns, lake.points()), (9, 0, 0));
    assert_eq!(score.total, 21);
    assert_eq!(score.largest_territory, 9);
    assert_eq!(score.crowns, 3);
}

#[test]
fn separate_territories_of_one_terrain_score_separately() {
    let score = kingdom("W1W.W1W/..C", 5).score(NO_BONUS);
    assert_eq!(score.territories.len(), 2);
    assert_eq!(score.total, 2 + 2);
}

#[test]
fn the_castle_joins_no_territory() {
    let score = kingdom("W1CW1", 5).score(NO_BONUS);
    assert_eq!(score.territories.len(), 2);
    assert_eq!(score.total, 2);
}

#[test]
fn diagonal_squares_are_not_connected() {
    let score = kingdom("M2./.M1/..C", 5).score(NO_BONUS);
    assert_eq!(score.total, 2 + 1);
}

#[test]
fn harmony_needs_a_full_grid() {
    let full = "WWWWW/WWWWW/WWCWW/WWWWW/WWWW1W";
    let bonuses = Bonuses {
        harmony: true,
        middle_kingdom: false,
    };
    assert_eq!(kingdom(full, 5).score(bonuses).harmony, 5);
    assert_eq!(kingdom(full, 5).score(bonuses).total, 24 + 5);
    let gap = "WWWWW/WWWWW/WWCWW/WWWWW/WWWW1.";
    assert_eq!(kingdom(gap, 5).score(bonuses).harmony, 0);
    // The same full 5x5 grid is not complete for a 7x7 kingdom.
    assert_eq!(kingdom(full, 7).score(bonuses).harmony, 0);
    assert_eq!(kingdom(full, 5).score(NO_BONUS).harmony, 0);
}

#[test]
fn middle_kingdom_needs_the_castle_centred_in_the_occupied_bounds() {
    let bonuses = Bonuses {
        harmony: false,
        middle_kingdom: true,
    };
    assert_eq!(kingdom("C", 5).score(bonuses).middle_kingdom, 10);
    assert_eq!(kingdom("WCW", 5).score(bonuses).middle_kingdom, 10);
    assert_eq!(kingdom(".W./WCW/.W.", 5).score(bonuses).middle_kingdom, 10);
    // Gaps do not matter, only the bounds.
    assert_eq!(
        kingdom("W.../.../..C/.../....L", 5)
            .score(bonuses)
            .middle_kingdom,
        10
    );
    assert_eq!(kingdom("WWC", 5).score(bonuses).middle_kingdom, 0);
    assert_eq!(kingdom("WC/.W", 5).score(bonuses).middle_kingdom, 0);
    assert_eq!(kingdom("WCW", 5).score(NO_BONUS).middle_kingdom, 0);
}

#[test]
fn bonuses_add_up() {
    let both = Bonuses {
        harmony: true,
        middle_kingdom: true,
    };
    let score = kingdom("WWWWW/WWWWW/WWCWW/WWWWW/WWWW1W", 5).score(both);
    assert_eq!(score.total, 24 + 5 + 10);
}

/// Ranks recomputed naively: 1 + players with a better (score, largest territory).
#[test]
fn ranking_follows_score_then_largest_territory() {
    let mut tie_break_seen = false;
    let mut shared_seen = false;
    for seed in 0..4000 {
        let mut game = Game::new(GameSetup::kingdomino(2, seed)).unwrap();
        RandomPlayer::new(seed).play_out(&mut game);
        let table = game.table();
        let scores = &table.finished_deals()[0];
        let outcome = table.outcome();
        for s in &outcome.standings {
            let mine = &scores[s.player.index()];
            assert_eq!(s.total, mine.total);
            assert_eq!(s.largest_territory, mine.largest_territory);
            let better = scores
                .iter()
                .filter(|o| (o.total, o.largest_territory) > (mine.total, mine.largest_territory))
                .count();
            assert_eq!(s.rank as usize, better + 1);
        }
        let (a, b) = (&scores[0], &scores[1]);
        if a.total == b.total {
            if a.largest_territory != b.largest_territory {
                tie_break_seen = true;
                assert!(outcome.decided_by_tie_break);
                assert_eq!(outcome.winners().len(), 1);
                let winner = outcome.winners()[0];
                assert_eq!(
                    scores[winner.index()].largest_territory,
                    a.largest_territory.max(b.largest_territory)
                );
            } else {
                shared_seen = true;
                assert_eq!(outcome.winners().len(), 2, "a full tie is a shared victory");
                assert!(!outcome.decided_by_tie_break);
            }
        } else {
            assert!(!outcome.decided_by_tie_break);
        }
    }
    assert!(
        tie_break_seen,
        "some game was decided by the largest territory"
    );
    assert!(shared_seen, "some game ended in a shared victory");
}
