//! Ten thousand seeded random games for each player count and option, with the invariants every
//! game must keep, and determinism by seed.

mod common;

use std::collections::BTreeSet;

use common::naive_points;
use kingdomino::ai::RandomPlayer;
use kingdomino::notation::GameRecord;
use kingdomino::rules::{
    Action, DominoId, Game, GameSetup, Kingdom, Options, PlayerId, Score, Table,
};

const GAMES: u64 = 10_000;

fn options(f: impl Fn(&mut Options)) -> Options {
    let mut o = Options::default();
    f(&mut o);
    o
}

/// The kingdoms and discards as they were when the deal ended: the last action applied to the
/// state before it (a Dynasty clears both for the next deal).
fn deal_end(before: &Table, last: Action) -> (Vec<Kingdom>, Vec<DominoId>) {
    let mut kingdoms = before.kingdoms().as_slice().to_vec();
    let mut discarded = before.discarded().to_vec();
    let (d, owner) = (before.domino_to_place().unwrap(), before.to_move().unwrap());
    match last {
        Action::Place(p) => kingdoms[owner.index()].place(d.domino(), p).unwrap(),
        Action::Discard => discarded.push(d),
        other => panic!("a Kingdomino deal ends with a placement or a discard, not {other:?}"),
    }
    (kingdoms, discarded)
}

fn check_deal_end(
    setup: &GameSetup,
    (kingdoms, discarded): (Vec<Kingdom>, Vec<DominoId>),
    scores: &[Score],
) {
    let mut seen = BTreeSet::new();
    for (p, k) in kingdoms.iter().enumerate() {
        // Within size.
        let (min, max) = k.bounds();
        let size = setup.rules().unwrap().kingdom_size as i8;
        assert!(max.row - min.row < size && max.col - min.col < size);
        // Exactly the dominoes laid, each legal when it was laid.
        let mut rebuilt = Kingdom::new(setup.rules().unwrap().kingdom_size);
        for &(d, pl) in k.placed() {
            rebuilt.place(d.domino(), pl).unwrap();
            assert!(seen.insert(d), "domino {d} placed twice");
        }
        assert_eq!(&rebuilt, k);
        // The score equals a recomputation, and the search's allocation-free total agrees.
        let o = setup.options;
        assert_eq!(k.points(setup.rules().unwrap().bonuses), scores[p].total);
        assert_eq!(
            scores[p].total,
            naive_points(k, o.harmony, o.middle_kingdom),
            "seed {} player {p}",
            setup.seed
        );
    }
    for d in &discarded {
        assert!(seen.insert(*d), "domino {d} both placed and discarded");
    }
    // Every domino of the deal ends in exactly one kingdom or the discard.
    assert_eq!(
        seen.len(),
        usize::from(setup.rules().unwrap().dominoes_per_deal),
        "seed {}",
        setup.seed
    );
}

fn play_and_check(setup: GameSetup) {
    let mut game = Game::new(setup).unwrap();
    let mut player = RandomPlayer::new(setup.seed.wrapping_mul(31));
    let mut deal = 0;
    while let Some(action) = player.choose(game.table()) {
        let before = game.table().clone();
        game.play_unchecked(action);
        if game.table().deal() as usize != deal || game.table().is_over() {
            let scores = &game.table().finished_deals()[deal];
            check_deal_end(&setup, deal_end(&before, action), scores.as_slice());
            deal += 1;
        }
    }
    assert_eq!(deal, setup.rules().unwrap().deals as usize);
    let outcome = game.table().outcome();
    assert!(!outcome.winners().is_empty());
    for s in &outcome.standings {
        let sum: u32 = game
            .table()
            .finished_deals()
            .iter()
            .map(|d| d[s.kingdom].total)
            .sum();
        assert_eq!(s.total, sum);
    }
}

fn run(players: u8, options: Options) {
    for seed in 0..GAMES {
        play_and_check(GameSetup::kingdomino(players, seed).with_options(options));
    }
}

#[test]
fn two_players() {
    run(2, Options::default());
}

#[test]
fn three_players() {
    run(3, Options::default());
}

#[test]
fn four_players() {
    run(4, Options::default());
}

#[test]
fn mighty_duel() {
    run(2, options(|o| o.mighty_duel = true));
}

#[test]
fn harmony() {
    for players in 2..=4 {
        run(players, options(|o| o.harmony = true));
    }
}

#[test]
fn middle_kingdom() {
    for players in 2..=4 {
        run(players, options(|o| o.middle_kingdom = true));
    }
}

#[test]
fn dynasty_with_every_option() {
    run(
        3,
        options(|o| {
            o.dynasty = true;
            o.harmony = true;
            o.middle_kingdom = true;
        }),
    );
    run(
        2,
        options(|o| {
            o.dynasty = true;
            o.mighty_duel = true;
        }),
    );
}

#[test]
fn the_same_seed_and_actions_give_the_same_game() {
    for seed in 0..200 {
        let setup = GameSetup::kingdomino(2 + (seed % 3) as u8, seed);
        let mut a = Game::new(setup).unwrap();
        RandomPlayer::new(seed).play_out(&mut a);
        let mut b = Game::new(setup).unwrap();
        RandomPlayer::new(seed).play_out(&mut b);
        assert_eq!(a, b);
        let record = GameRecord::of(&a);
        assert_eq!(record.replay().unwrap(), a);
        let again: GameRecord = record.to_string().parse().unwrap();
        assert_eq!(again.replay().unwrap(), a);
    }
}

#[test]
fn different_seeds_deal_differently() {
    let first_lines: BTreeSet<Vec<_>> = (0..100)
        .map(|seed| {
            let game = Game::new(GameSetup::kingdomino(4, seed)).unwrap();
            game.table()
                .current_line()
                .iter()
                .map(|s| s.domino)
                .collect()
        })
        .collect();
    assert!(first_lines.len() > 95);
    // With two players, half the box stays out of the game: the view cannot tell which half.
    let game = Game::new(GameSetup::kingdomino(2, 5)).unwrap();
    let view = game.view(Some(PlayerId(0)));
    assert_eq!(view.table.pile_len(), 20);
    assert_eq!(view.unseen.len(), 44);
}
