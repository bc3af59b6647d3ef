//! A territory's outline (`page::outline`): its squares filled, and exactly the sides no other
//! square of it shares traced, around holes too.

use kingdomino::ai::RandomPlayer;
use kingdomino::page::outline::outline;
use kingdomino::page::reveal::counted;
use kingdomino::rules::{Game, GameSetup};

/// The sides an edge path traces, as "M..h1" / "M..v1" pieces.
fn sides(edge: &str) -> Vec<String> {
    edge.split('M')
        .filter(|s| !s.is_empty())
        .map(|s| format!("M{s}"))
        .collect()
}

#[test]
fn one_square_is_a_box_traced_on_its_four_sides() {
    let o = outline(&[(0, 0)]);
    assert_eq!(o.fill, "M0 0h1v1h-1z");
    assert_eq!(sides(&o.edge), ["M0 0h1", "M0 1h1", "M0 0v1", "M1 0v1"]);
}

#[test]
fn a_side_two_squares_share_is_not_traced() {
    let o = outline(&[(2, 3), (3, 3)]);
    assert_eq!(sides(&o.fill).len(), 2);
    let traced = sides(&o.edge);
    assert_eq!(traced.len(), 6);
    assert!(
        !traced.contains(&"M3 3v1".to_string()),
        "the shared side: {traced:?}"
    );
}

#[test]
fn a_ring_is_traced_outside_and_around_its_hole() {
    let ring: Vec<(usize, usize)> = (0..3)
        .flat_map(|c| (0..3).map(move |r| (c, r)))
        .filter(|&s| s != (1, 1))
        .collect();
    let traced = sides(&outline(&ring).edge);
    assert_eq!(traced.len(), 12 + 4);
    for hole_side in ["M1 1h1", "M1 2h1", "M1 1v1", "M2 1v1"] {
        assert!(
            traced.contains(&hole_side.to_string()),
            "{hole_side} in {traced:?}"
        );
    }
}

#[test]
fn a_square_given_twice_counts_once() {
    assert_eq!(outline(&[(1, 1), (1, 1)]), outline(&[(1, 1)]));
}

/// Every territory of finished games: as many sides traced as its squares' sides less two for
/// each pair of squares side by side.
#[test]
fn real_territories_trace_their_perimeter() {
    for seed in 0..20 {
        let mut game = Game::new(GameSetup::kingdomino(4, seed)).unwrap();
        let mut player = RandomPlayer::new(seed);
        while let Some(action) = player.choose(game.table()) {
            game.play(action).unwrap();
        }
        for kingdom in game.table().kingdoms().iter() {
            for territory in counted(kingdom) {
                let squares: Vec<(usize, usize)> = territory
                    .squares
                    .iter()
                    .map(|p| ((p.col + 10) as usize, (p.row + 10) as usize))
                    .collect();
                let touching = squares
                    .iter()
                    .flat_map(|a| squares.iter().map(move |b| (a, b)))
                    .filter(|(a, b)| a.0.abs_diff(b.0) + a.1.abs_diff(b.1) == 1)
                    .count()
                    / 2;
                let o = outline(&squares);
                assert_eq!(sides(&o.fill).len(), squares.len());
                assert_eq!(sides(&o.edge).len(), 4 * squares.len() - 2 * touching);
            }
        }
    }
}
