//! "What if?" as the page asks it (`page::what_if_asked`), natively: the question is the
//! decision's own view with the review's best and the line seed `kingdomino review --what-if`
//! uses, none where the move played was the best; the state follows its one question, and an
//! answer to a question withdrawn changes nothing.

mod common;

use kingdomino::page::what_if_asked::{margin, question, Stage, WhatIfMsg, WhatIfState};
use kingdomino::review::what_if::{line_seed, what_if, ITERATIONS};
use kingdomino::review::{decisions, GameReview, MoveReview, Weighing};
use kingdomino::rules::Game;

/// The review of the first decisions of `game`, a few orders each.
fn reviewed(game: &Game, count: usize) -> GameReview {
    let moves = decisions(game)
        .into_iter()
        .take(count)
        .map(|d| {
            let mut weighing = Weighing::new(d.view.clone(), Some(d.played), 8, 1);
            weighing.run(u32::MAX);
            MoveReview::of(d.index, &weighing.weighed())
        })
        .collect();
    GameReview {
        budget: 8,
        seed: 77,
        moves,
    }
}

#[test]
fn the_question_is_the_decisions_view_with_the_reviews_best() {
    let game = common::random_game(4);
    let review = reviewed(&game, 12);
    let costly = review.moves.iter().find(|m| m.best != m.played).unwrap();
    let asked = question(&game, review.seed, costly).unwrap();
    let decision = decisions(&game)
        .into_iter()
        .find(|d| d.index == costly.index)
        .unwrap();
    assert_eq!(asked.view, decision.view);
    assert_eq!((asked.played, asked.best), (costly.played, costly.best));
    assert_eq!(asked.iterations, ITERATIONS);
    assert_eq!(asked.seed, line_seed(77, costly.index));
    let mut best = costly.clone();
    best.best = best.played;
    assert_eq!(question(&game, review.seed, &best), None);
}

#[test]
fn the_state_follows_its_one_question_to_its_end() {
    let game = common::random_game(6);
    let review = reviewed(&game, 12);
    let costly = review.moves.iter().find(|m| m.best != m.played).unwrap();
    let d = decisions(&game)
        .into_iter()
        .find(|d| d.index == costly.index)
        .unwrap();
    let ends = what_if(&d, costly.best, 16, 3).unwrap().ends();
    let mut state = WhatIfState::default();
    assert_eq!(state.of("g", costly.index), None);
    let ask = |id| WhatIfMsg::Asked {
        game: "g".into(),
        index: costly.index,
        id,
    };
    state.apply(ask(1));
    assert_eq!(state.out(), Some(1));
    assert_eq!(
        state.of("g", costly.index),
        Some(&Stage::Playing { done: 0.0 })
    );
    assert_eq!(state.of("other game", costly.index), None);
    // Asked again: the first question's answers are not this one's.
    state.apply(ask(2));
    state.apply(WhatIfMsg::Progress { id: 1, done: 0.9 });
    state.apply(WhatIfMsg::Ended {
        id: 1,
        ends: Box::new(ends.clone()),
    });
    assert_eq!(
        state.of("g", costly.index),
        Some(&Stage::Playing { done: 0.0 })
    );
    state.apply(WhatIfMsg::Progress { id: 2, done: 0.5 });
    assert_eq!(
        state.of("g", costly.index),
        Some(&Stage::Playing { done: 0.5 })
    );
    state.apply(WhatIfMsg::Ended {
        id: 2,
        ends: Box::new(ends.clone()),
    });
    assert!(matches!(state.of("g", costly.index), Some(Stage::Ended(e)) if **e == ends));
    assert_eq!(state.out(), None);
    // A late report does not take the ends back.
    state.apply(WhatIfMsg::Progress { id: 2, done: 0.7 });
    assert!(matches!(state.of("g", costly.index), Some(Stage::Ended(_))));
    state.apply(WhatIfMsg::Closed);
    assert_eq!(state.of("g", costly.index), None);
    state.apply(ask(3));
    state.apply(WhatIfMsg::Failed { id: 3 });
    assert_eq!(state.of("g", costly.index), Some(&Stage::Failed));
    // The margin: the points the Expert's best ends ahead by, or the move played's lead.
    let mut even = ends.clone();
    even.best.points = even.played.points;
    assert_eq!(margin(&even), Err(0));
    even.best.points += 3;
    assert_eq!(margin(&even), Ok(3));
}
