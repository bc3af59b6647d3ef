//! Who plays when: the first picks, then the order of the kings on the line, round after round.

use kingdomino::ai::RandomPlayer;
use kingdomino::rules::{Action, Edition, Expected, Game, GameSetup, Options, PlayerId, Step};

/// Plays a seeded random game, checking at every action that the player to move is the one the
/// rules name. Returns the placing order of each round.
fn check_order(setup: GameSetup) -> Vec<Vec<PlayerId>> {
    let mut game = Game::new(setup).unwrap();
    let mut player = RandomPlayer::new(setup.seed);
    let mut rounds: Vec<Vec<PlayerId>> = Vec::new();
    let kings = setup.rules().unwrap().kings() as usize;

    // The first line: the drawn pick order, one claim per king.
    let order = game.table().pick_order().to_vec();
    assert_eq!(order.len(), kings);
    for &expected in &order {
        assert_eq!(game.table().to_move(), Some(expected));
        assert_eq!(game.table().expected(), Some(Expected::Claim));
        let a = player.choose(game.table()).unwrap();
        game.play(a).unwrap();
    }

    while !game.table().is_over() {
        // The kings on the current line, lowest domino first, each place then claim.
        let line = game.table().current_line().to_vec();
        assert!(
            line.windows(2).all(|w| w[0].domino < w[1].domino),
            "line sorted"
        );
        assert_eq!(line.len(), kings, "unclaimed dominoes have left the line");
        let last_round = game.table().next_line().is_empty();
        let mut placed = Vec::new();
        for slot in &line {
            let owner = slot.king.unwrap();
            assert_eq!(game.table().to_move(), Some(owner));
            assert_eq!(game.table().expected(), Some(Expected::Place));
            assert_eq!(game.table().domino_to_place(), Some(slot.domino));
            let a = player.choose(game.table()).unwrap();
            assert!(matches!(a, Action::Place(_) | Action::Discard));
            game.play(a).unwrap();
            placed.push(owner);
            if !last_round {
                assert_eq!(game.table().to_move(), Some(owner), "the same king claims");
                assert!(matches!(game.table().step(), Step::Claim { .. }));
                let a = player.choose(game.table()).unwrap();
                game.play(a).unwrap();
            }
        }
        rounds.push(placed);
    }
    rounds
}

fn count(round: &[PlayerId], p: u8) -> usize {
    round.iter().filter(|&&q| q == PlayerId(p)).count()
}

/// The rulebook: with two players the first claims still follow a random draw of all four
/// kings, one at a time; every order of the two players' kings turns up.
#[test]
fn two_players_draw_all_four_kings_at_random_then_play_six_rounds() {
    let mut orders = std::collections::BTreeSet::new();
    for seed in 0..400 {
        let setup = GameSetup::kingdomino(2, seed);
        let o = Game::new(setup).unwrap().table().pick_order().to_vec();
        assert_eq!((count(&o, 0), count(&o, 1)), (2, 2), "two kings each");
        orders.insert(o);
        if seed < 50 {
            let rounds = check_order(setup);
            assert_eq!(rounds.len(), 6);
            assert!(rounds.iter().all(|r| count(r, 0) == 2 && count(r, 1) == 2));
        }
    }
    assert_eq!(orders.len(), 6, "all six orders of AABB: {orders:?}");
}

/// Games of the first edition (`KD1_` records) keep the one-two-one order they were played by,
/// which is also Queendomino's own two-player rule.
#[test]
fn first_edition_and_queendomino_pick_one_two_one_then_play_with_two_kings() {
    for seed in 0..50 {
        let setup = GameSetup::kingdomino(2, seed).with_edition(Edition::First);
        for setup in [setup, GameSetup::queendomino(2, seed)] {
            let o = Game::new(setup).unwrap().table().pick_order().to_vec();
            assert_eq!(o.len(), 4);
            assert_eq!(o[0], o[3]);
            assert_eq!(o[1], o[2]);
            assert_ne!(o[0], o[1]);
        }
        let rounds = check_order(setup);
        assert_eq!(rounds.len(), 6);
        assert!(rounds.iter().all(|r| count(r, 0) == 2 && count(r, 1) == 2));
    }
    // Both players get to pick first in some deals.
    let firsts: std::collections::BTreeSet<_> = (0..20)
        .map(|s| {
            Game::new(GameSetup::kingdomino(2, s).with_edition(Edition::First))
                .unwrap()
                .table()
                .pick_order()[0]
        })
        .collect();
    assert_eq!(firsts.len(), 2);
}

#[test]
fn three_players_play_twelve_rounds_discarding_the_leftover() {
    for seed in 0..50 {
        let setup = GameSetup::kingdomino(3, seed);
        let rounds = check_order(setup);
        assert_eq!(rounds.len(), 12);
        assert!(rounds.iter().all(|r| (0..3).all(|p| count(r, p) == 1)));
    }
    // One unclaimed domino leaves each of the 12 lines.
    let mut game = Game::new(GameSetup::kingdomino(3, 1)).unwrap();
    RandomPlayer::new(1).play_out(&mut game);
    let placed: usize = game
        .table()
        .kingdoms()
        .iter()
        .map(|k| k.placed().len())
        .sum();
    assert_eq!(placed + game.table().discarded().len(), 48);
    assert!(game.table().discarded().len() >= 12);
}

#[test]
fn four_players_play_twelve_rounds_in_line_order() {
    for seed in 0..50 {
        let setup = GameSetup::kingdomino(4, seed);
        let o = Game::new(setup).unwrap().table().pick_order().to_vec();
        let mut sorted = o.clone();
        kingdomino::short_sort::sort(&mut sorted);
        assert_eq!(sorted, (0..4).map(PlayerId).collect::<Vec<_>>());
        let rounds = check_order(setup);
        assert_eq!(rounds.len(), 12);
        assert!(rounds.iter().all(|r| (0..4).all(|p| count(r, p) == 1)));
    }
}

#[test]
fn the_mighty_duel_plays_twelve_rounds_and_a_dynasty_three_deals() {
    let duel = GameSetup::kingdomino(2, 3).with_options(Options {
        mighty_duel: true,
        ..Options::default()
    });
    assert_eq!(check_order(duel).len(), 12);

    let dynasty = GameSetup::kingdomino(4, 3).with_options(Options {
        dynasty: true,
        ..Options::default()
    });
    let mut game = Game::new(dynasty).unwrap();
    let mut player = RandomPlayer::new(3);
    let mut deals_seen = vec![game.table().deal()];
    while let Some(a) = player.choose(game.table()) {
        game.play(a).unwrap();
        if deals_seen.last() != Some(&game.table().deal()) {
            deals_seen.push(game.table().deal());
            // A new deal starts with fresh kingdoms and a new first line to claim.
            assert!(game
                .table()
                .kingdoms()
                .iter()
                .all(|k| k.placed().is_empty()));
            assert!(matches!(game.table().step(), Step::FirstClaims { next: 0 }));
        }
    }
    assert_eq!(deals_seen, [0, 1, 2]);
    assert_eq!(game.table().finished_deals().len(), 3);
}
