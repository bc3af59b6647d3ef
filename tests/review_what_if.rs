//! "What if?" (`review::what_if`): the move played and another each played to the end by the
//! Expert in every seat, over the same imagined draws, every action legal; and what made the
//! difference is a territory of one end that the other does not have.

mod common;

use kingdomino::ai::{think, Budget, Level, NoClock, ReusableTrees};
use kingdomino::review::decisions;
use kingdomino::review::what_if::{what_if, Line, LineMove, WhatIf, WhatIfError, WhatIfRun};
use kingdomino::rules::{Action, DominoId, Game, GameSetup, Rng};

/// Playouts a move for the lines' Experts: enough to play sensibly, few enough to be quick.
const ITERATIONS: u32 = 24;

fn finished(setup: GameSetup, seed: u64) -> Game {
    let mut game = Game::new(setup).unwrap();
    let (mut rng, mut legal) = (Rng::new(seed), Vec::new());
    while !game.table().is_over() {
        game.table().legal_actions(&mut legal);
        game.play(legal[rng.below(legal.len())]).unwrap();
    }
    game
}

/// The dominoes each line brought out, in order: a line's contents each time it changes.
fn draws(start: &Game, line: &Line) -> Vec<Vec<DominoId>> {
    let mut game = start.clone();
    let ids = |g: &Game| -> Vec<DominoId> {
        let t = g.table();
        t.current_line()
            .iter()
            .chain(t.next_line())
            .map(|s| s.domino)
            .collect()
    };
    let mut seen = vec![ids(&game)];
    for (seat, action) in line.game.played() {
        // Every action of the line is one the rules accept from that seat there.
        game.play_as(seat, action)
            .unwrap_or_else(|e| panic!("{action:?} by {seat:?}: {e}"));
        let now = ids(&game);
        for id in now {
            if !seen.iter().flatten().any(|&d| d == id) {
                seen.push(vec![id]);
            }
        }
    }
    assert!(game.table().is_over());
    assert_eq!(game.table().kingdoms(), line.game.table().kingdoms());
    seen
}

/// Decisions early, midway and late of a random game, each with another legal move.
fn cases(setup: GameSetup) -> Vec<(kingdomino::review::Decision, Action)> {
    let game = finished(setup, 5);
    let found = decisions(&game);
    let mut legal = Vec::new();
    [0, found.len() / 2, found.len() - 2]
        .into_iter()
        .map(|i| {
            let d = found[i].clone();
            d.view.table.legal_actions(&mut legal);
            let other = *legal.iter().find(|&&a| a != d.played).unwrap();
            (d, other)
        })
        .collect()
}

fn check(w: &WhatIf) {
    assert!(w.played.game.table().is_over() && w.best.game.table().is_over());
    let (a, b) = (draws(&w.start, &w.played), draws(&w.start, &w.best));
    assert_eq!(
        a, b,
        "both lines brought out the same dominoes in the same order"
    );
    for (line, other) in [(&w.played, &w.best), (&w.best, &w.played)] {
        let kingdom = line.game.table().kingdom(w.kingdom);
        assert_eq!(line.points, line.game.table().outcome().of(w.kingdom).total);
        let theirs = other.game.table().kingdom(w.kingdom).territories();
        for patch in &line.own_territories {
            assert_eq!(patch.squares.len() as u32, patch.territory.squares);
            assert!(kingdom.territories().contains(&patch.territory));
            assert!(patch
                .squares
                .iter()
                .all(|&p| kingdom.territory_contains(&patch.territory, p)));
            let same_elsewhere = theirs.iter().any(|t| {
                t.terrain == patch.territory.terrain
                    && t.crowns == patch.territory.crowns
                    && patch.squares.iter().all(|&p| {
                        other
                            .game
                            .table()
                            .kingdom(w.kingdom)
                            .territory_contains(t, p)
                    })
                    && t.squares == patch.territory.squares
            });
            assert!(!same_elsewhere, "{patch:?} is in both ends");
        }
    }
}

#[test]
fn both_lines_go_legally_to_the_end_over_the_same_draws_in_every_game_of_the_family() {
    for setup in common::family_setups(31) {
        for (decision, other) in cases(setup) {
            let w = what_if(&decision, other, ITERATIONS, 7).unwrap();
            assert_eq!(w.played.first, decision.played);
            assert_eq!(w.best.first, other);
            assert_eq!(Some(w.seat), decision.view.viewer);
            check(&w);
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_lines_and_the_same_move_the_same_end() {
    let (decision, other) = cases(GameSetup::kingdomino(4, 12)).remove(1);
    let once = what_if(&decision, other, ITERATIONS, 3).unwrap();
    let again = what_if(&decision, other, ITERATIONS, 3).unwrap();
    assert_eq!(once.played.game, again.played.game);
    assert_eq!(once.best.game, again.best.game);
    let same = what_if(&decision, decision.played, ITERATIONS, 3).unwrap();
    assert_eq!(same.played.game, same.best.game);
    assert!(same.played.own_territories.is_empty() && same.best.own_territories.is_empty());
    // Another seed imagines other draws.
    let other_seed = what_if(&decision, other, ITERATIONS, 4).unwrap();
    assert_ne!(other_seed.start, once.start);
}

#[test]
fn a_move_the_rules_refuse_plays_no_line() {
    let (decision, _) = cases(GameSetup::kingdomino(2, 8)).remove(0);
    let refused = what_if(&decision, Action::Discard, ITERATIONS, 1).unwrap_err();
    assert!(matches!(refused, WhatIfError::Refused(_)), "{refused}");
    let mut watcher = decision.clone();
    watcher.view.viewer = None;
    assert_eq!(
        what_if(&watcher, decision.played, ITERATIONS, 1).unwrap_err(),
        WhatIfError::NotTheirs
    );
}

/// The page plays the lines a move at a time, each move a question its worker answers: the
/// run reports its progress rising to 1, ends where [`what_if`] ends, and what the page shows
/// of the two ends (`ends`) is each end's own kingdom, points, every seat's score and its
/// scoring territories the other has not.
#[test]
fn the_lines_played_a_move_at_a_time_end_where_the_whole_run_ends() {
    for setup in [GameSetup::kingdomino(2, 21), GameSetup::queendomino(2, 4)] {
        let (decision, other) = cases(setup).remove(1);
        let whole = what_if(&decision, other, ITERATIONS, 9).unwrap();
        let mut run =
            WhatIfRun::new(&decision.view, decision.played, other, ITERATIONS, 9).unwrap();
        let mut done = run.done();
        assert!(done < 0.5, "{done} at the start");
        // As the page's worker answers: a fresh search of the question's view and seed.
        while let Some(LineMove { view, seed }) = run.question() {
            assert_eq!(
                view.viewer,
                view.table.to_move(),
                "a question is its player's"
            );
            let mut search = Level::Expert.search(view, seed, &mut ReusableTrees::default());
            run.answer(think(
                search.as_mut(),
                Budget::iterations(ITERATIONS),
                &NoClock,
            ));
            assert!(
                run.done() >= done && run.done() <= 1.0,
                "{} after {done}",
                run.done()
            );
            done = run.done();
        }
        assert!(!run.step(), "nothing is left to play");
        assert!(run.is_done() && run.done() == 1.0);
        let stepped = run.finish();
        assert_eq!(stepped.played.game, whole.played.game);
        assert_eq!(stepped.best.game, whole.best.game);
        let ends = whole.ends();
        assert_eq!(ends.seat, whole.seat);
        for (end, line) in [(&ends.played, &whole.played), (&ends.best, &whole.best)] {
            let table = line.game.table();
            assert_eq!(end.first, line.first);
            assert_eq!(&end.kingdom, table.kingdom(whole.kingdom));
            assert_eq!(end.points, line.points);
            assert_eq!(end.totals[usize::from(whole.seat.0)], line.points);
            assert_eq!(end.totals.len(), table.players().count());
            let scoring: Vec<_> = line
                .own_territories
                .iter()
                .filter(|p| p.points() > 0)
                .collect();
            assert_eq!(end.patches.iter().collect::<Vec<_>>(), scoring);
        }
    }
}
