//! The Expert's review as the page runs it (`page::review_run`), natively: the decisions sent
//! one a worker, the game's first first, the answers kept in the game's order whatever order
//! they come in, a review started again going on from what it had, and what the page shows.

mod common;

use kingdomino::page::review_run::{ReviewMsg, ReviewRun, ReviewState};
use kingdomino::review::{decisions, GameReview, Weighed, Weighing};

/// What a worker answers to a request: the decision weighed, a few orders only.
fn weighed(request: &kingdomino::page::review_run::WeighRequest) -> Weighed {
    let mut weighing = Weighing::new(request.view.clone(), Some(request.played), 2, request.seed);
    while !weighing.is_done() {
        weighing.run(1_000);
    }
    weighing.weighed()
}

#[test]
fn each_worker_weighs_one_decision_at_a_time_the_first_decisions_first() {
    let game = common::random_game(1);
    let all = decisions(&game);
    let (mut run, started) = ReviewRun::new("g", &game, None, 3);
    let ReviewMsg::Started { total, running, .. } = started else {
        panic!("started");
    };
    assert_eq!((total, running), (all.len(), true));
    let sent: Vec<_> = (0..3)
        .map(|w| run.next_for(w, 10 + w as u32).unwrap())
        .collect();
    let played: Vec<_> = sent.iter().map(|r| r.played).collect();
    assert_eq!(played, [all[0].played, all[1].played, all[2].played]);
    assert!(
        sent.windows(2).all(|p| p[0].seed != p[1].seed),
        "a seed a decision"
    );
}

#[test]
fn answers_in_any_order_are_kept_in_the_games_order_and_free_their_worker() {
    let game = common::random_game(2);
    let (mut run, _) = ReviewRun::new("g", &game, None, 2);
    let first = run.next_for(0, 1).unwrap();
    let second = run.next_for(1, 2).unwrap();
    // The second worker answers first.
    let (worker, reviewed) = run.answered(2, &weighed(&second)).unwrap();
    assert_eq!(worker, 1);
    let (worker, earlier) = run.answered(1, &weighed(&first)).unwrap();
    assert_eq!(worker, 0);
    assert!(earlier.index < reviewed.index);
    let indices: Vec<usize> = run.review.moves.iter().map(|m| m.index).collect();
    assert_eq!(indices, [earlier.index, reviewed.index]);
    // An answer to a request this review did not send, or twice, changes nothing.
    assert!(run.answered(1, &weighed(&first)).is_none());
    assert!(run.answered(99, &weighed(&first)).is_none());
    assert_eq!(run.review.moves.len(), 2);
}

#[test]
fn the_review_is_done_when_every_decision_is_answered() {
    let game = common::random_game(3);
    let total = decisions(&game).len();
    let (mut run, _) = ReviewRun::new("g", &game, None, 2);
    let mut id = 0;
    let mut out: Vec<_> = (0..2)
        .filter_map(|w| {
            id += 1;
            run.next_for(w, id)
        })
        .collect();
    while let Some(request) = out.pop() {
        assert!(!run.is_done());
        let (worker, _) = run.answered(request.id, &weighed(&request)).unwrap();
        id += 1;
        out.extend(run.next_for(worker, id));
    }
    assert!(run.is_done());
    assert_eq!(run.review.moves.len(), total);
}

#[test]
fn a_review_started_again_goes_on_from_what_it_had() {
    let game = common::random_game(4);
    let total = decisions(&game).len();
    let (mut run, _) = ReviewRun::new("g", &game, None, 1);
    let request = run.next_for(0, 1).unwrap();
    run.answered(1, &weighed(&request)).unwrap();
    let so_far: GameReview = run.review.clone();
    let (mut again, started) = ReviewRun::new("g", &game, Some(so_far.clone()), 1);
    let ReviewMsg::Started { review, .. } = started else {
        panic!("started");
    };
    assert_eq!(review, so_far);
    let next = again.next_for(0, 2).unwrap();
    assert_ne!(
        next.played, request.played,
        "the decision done is not sent again"
    );
    assert!(total > 1);
}

#[test]
fn the_page_shows_the_review_of_the_game_it_holds() {
    let game = common::random_game(5);
    let (mut run, started) = ReviewRun::new("game-a", &game, None, 1);
    let mut state = ReviewState::default();
    state.apply(started);
    assert!(state.running && state.of("game-a").is_some() && state.of("game-b").is_none());
    let request = run.next_for(0, 1).unwrap();
    let (_, reviewed) = run.answered(1, &weighed(&request)).unwrap();
    state.apply(ReviewMsg::Reviewed(reviewed.clone()));
    state.apply(ReviewMsg::Reviewed(reviewed));
    assert_eq!(state.of("game-a").unwrap().moves.len(), 1, "once");
    assert!(!state.is_complete());
    state.apply(ReviewMsg::Failed);
    assert!(!state.running && state.failed);
    assert_eq!(
        state.of("game-a").unwrap().moves.len(),
        1,
        "what it found is kept"
    );
}
