//! Scoring: territories, crowns, bonuses and who wins.

mod common;

use common::kingdom;
use kingdomino::ai::RandomPlayer;
use kingdomino::rules::{Bonuses, Edition, Game, GameSetup, ScorePart, Terrain};

const NO_BONUS: Bonuses = Bonuses {
    harmony: false,
    middle_kingdom: false,
    edition: Edition::Second,
    quests: [None, None],
};

const HARMONY: Bonuses = Bonuses {
    harmony: true,
    ..NO_BONUS
};

const MIDDLE_KINGDOM: Bonuses = Bonuses {
    middle_kingdom: true,
    ..NO_BONUS
};

/// The Middle Kingdom as the first edition of this program read it (old records and links).
const FIRST_EDITION_MIDDLE_KINGDOM: Bonuses = Bonuses {
    edition: Edition::First,
    ..MIDDLE_KINGDOM
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
fn territories_come_in_reading_order_of_their_first_square() {
    // Terrains interleave row by row: a lake starts the list though forests and fields hold more.
    let score = kingdom("LFFW/F.FW/C.WW/SS.M", 5).score(NO_BONUS);
    let firsts: Vec<(Terrain, i8, i8)> = score
        .territories
        .iter()
        .map(|t| (t.terrain, t.anchor.row, t.anchor.col))
        .collect();
    assert_eq!(
        firsts,
        [
            (Terrain::Lake, -2, 0),
            (Terrain::Forest, -2, 1),
            (Terrain::Wheat, -2, 3),
            (Terrain::Forest, -1, 0),
            (Terrain::Swamp, 1, 0),
            (Terrain::Mine, 1, 3),
        ]
    );
}

#[test]
fn diagonal_squares_are_not_connected() {
    let score = kingdom("M2./.M1/..C", 5).score(NO_BONUS);
    assert_eq!(score.total, 2 + 1);
}

#[test]
fn harmony_needs_a_full_grid() {
    let full = "WWWWW/WWWWW/WWCWW/WWWWW/WWWW1W";
    let harmony = |text: &str, size: u8, bonuses: Bonuses| {
        kingdom(text, size).score(bonuses).part(ScorePart::Harmony)
    };
    assert_eq!(harmony(full, 5, HARMONY), 5);
    assert_eq!(kingdom(full, 5).score(HARMONY).total, 24 + 5);
    let gap = "WWWWW/WWWWW/WWCWW/WWWWW/WWWW1.";
    assert_eq!(harmony(gap, 5, HARMONY), 0);
    // The same full 5x5 grid is not complete for a 7x7 kingdom.
    assert_eq!(harmony(full, 7, HARMONY), 0);
    assert_eq!(harmony(full, 5, NO_BONUS), 0);
    // A part in play is listed even at 0 points; one not in play is not listed.
    assert!(kingdom(gap, 5)
        .score(HARMONY)
        .parts
        .contains(&(ScorePart::Harmony, 0)));
    assert!(kingdom(gap, 5)
        .score(NO_BONUS)
        .parts
        .iter()
        .all(|(p, _)| *p != ScorePart::Harmony));
}

fn middle_kingdom(text: &str, size: u8, bonuses: Bonuses) -> u32 {
    kingdom(text, size)
        .score(bonuses)
        .part(ScorePart::MiddleKingdom)
}

/// The rulebook: +10 when the castle is centred in the kingdom's grid, gaps allowed: every
/// square inside the 5x5 (7x7) square centred on the castle.
#[test]
fn middle_kingdom_needs_every_square_inside_the_grid_centred_on_the_castle() {
    let bonus = |text: &str| middle_kingdom(text, 5, MIDDLE_KINGDOM);
    assert_eq!(
        bonus("WWWWW/WWWWW/WWCWW/WWWWW"),
        10,
        "a missing row is a gap"
    );
    assert_eq!(bonus("WCW"), 10);
    assert_eq!(bonus("C"), 10);
    assert_eq!(bonus("WWC"), 10);
    assert_eq!(bonus("W.../.../..C/.../....L"), 10);
    assert_eq!(
        bonus("WWWWW/WWWWW/WCWWW/WWWWW"),
        0,
        "a column beyond the grid"
    );
    assert_eq!(bonus("C/./././W"), 0);
    // 7x7 kingdoms: three squares each way.
    assert_eq!(middle_kingdom("WWWC", 7, MIDDLE_KINGDOM), 10);
    assert_eq!(middle_kingdom("WWWWC", 7, MIDDLE_KINGDOM), 0);
    assert_eq!(middle_kingdom("WCW", 5, NO_BONUS), 0);
}

/// Old records and board links keep the reading they were scored by: the castle in the
/// centre of the occupied bounds.
#[test]
fn first_edition_middle_kingdom_still_asks_for_centred_bounds() {
    let bonus = |text: &str| middle_kingdom(text, 5, FIRST_EDITION_MIDDLE_KINGDOM);
    assert_eq!(bonus("C"), 10);
    assert_eq!(bonus("WCW"), 10);
    assert_eq!(bonus(".W./WCW/.W."), 10);
    assert_eq!(bonus("W.../.../..C/.../....L"), 10);
    assert_eq!(bonus("WWC"), 0);
    assert_eq!(bonus("WC/.W"), 0);
    assert_eq!(bonus("WWWWW/WWWWW/WWCWW/WWWWW"), 0);
}

#[test]
fn bonuses_add_up() {
    let both = Bonuses {
        harmony: true,
        ..MIDDLE_KINGDOM
    };
    let score = kingdom("WWWWW/WWWWW/WWCWW/WWWWW/WWWW1W", 5).score(both);
    assert_eq!(score.total, 24 + 5 + 10);
    let parts: u32 = score.parts.iter().map(|(_, n)| n).sum();
    assert_eq!(parts, score.total, "the parts add up to the total");
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
            let mine = &scores[s.kingdom];
            assert_eq!(s.total, mine.total);
            assert_eq!(s.largest_territory, mine.largest_territory);
            let better = scores
                .iter()
                .filter(|o| (o.total, o.largest_territory) > (mine.total, mine.largest_territory))
                .count();
            assert_eq!(s.rank as usize, better + 1);
        }
        let (a, b) = (&scores.as_slice()[0], &scores.as_slice()[1]);
        if a.total == b.total {
            if a.largest_territory != b.largest_territory {
                tie_break_seen = true;
                assert!(outcome.decided_by_tie_break);
                assert_eq!(outcome.winners().len(), 1);
                let winner = outcome.winners()[0];
                assert_eq!(
                    scores[winner].largest_territory,
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

/// The preview the page shows while a domino is dragged comes from the rules, and it can be
/// negative: a domino that leaves the centred grid costs the Middle Kingdom's 10.
#[test]
fn a_placement_preview_counts_a_lost_bonus() {
    use kingdomino::rules::{Action, Options};
    let options = Options {
        middle_kingdom: true,
        ..Options::default()
    };
    let mut negative = 0;
    let mut legal = Vec::new();
    for seed in 0..40 {
        let mut game = Game::new(GameSetup::kingdomino(4, seed).with_options(options)).unwrap();
        let mut player = RandomPlayer::new(seed);
        while let Some(action) = player.choose(game.table()) {
            let table = game.table();
            if let (Some(me), Some(_)) = (table.to_move(), table.domino_to_place()) {
                table.legal_actions(&mut legal);
                let before = i64::from(table.seat_kingdom(me).points(table.rules().bonuses));
                for &a in &legal {
                    let Action::Place(p) = a else { continue };
                    let gain = table.placement_gain(p).unwrap();
                    let mut after = game.clone();
                    after.play(a).unwrap();
                    let now = after.table().seat_kingdom(me).points(table.rules().bonuses);
                    assert_eq!(gain, i64::from(now) - before);
                    negative += usize::from(gain < 0);
                }
            }
            game.play(action).unwrap();
        }
    }
    assert!(negative > 0, "some placement cost the bonus");
}
