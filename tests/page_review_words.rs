//! What the review says of a decision (`page::review_words`): the move played and the Expert's
//! best in different words where they differ (each half's square, relative to the castle), the
//! actions numbered as the replay counts them, and why the best is better here: the territory it
//! grows and the dominoes its player has not seen that carry its terrain.

use kingdomino::ai::RandomPlayer;
use kingdomino::i18n::Lang;
use kingdomino::page::pace::Pace;
use kingdomino::page::review_words::judged_words;
use kingdomino::page::seats::Seat;
use kingdomino::page::session::Session;
use kingdomino::review::MoveReview;
use kingdomino::rules::{Action, Game, GameSetup};

/// A game of `seed` played at random until a placement with several choices for seat 0.
fn at_a_placement(seed: u64) -> (Game, Vec<Action>) {
    let mut game = Game::new(GameSetup::kingdomino(2, seed)).unwrap();
    let mut player = RandomPlayer::new(seed);
    loop {
        let mut legal = Vec::new();
        game.table().legal_actions(&mut legal);
        let placements: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Place(_)))
            .collect();
        if game.history().len() > 12
            && placements.len() > 3
            && game.table().to_move().unwrap().0 == 0
        {
            return (game, placements);
        }
        let action = player.choose(game.table()).unwrap();
        game.play(action).unwrap();
    }
}

#[test]
fn the_move_played_and_the_best_are_told_apart_with_where_each_goes_and_why() {
    for seed in 0..6 {
        let (game, placements) = at_a_placement(seed);
        let index = game.history().len();
        let seat = game.table().to_move().unwrap();
        let review = MoveReview {
            index,
            seat,
            played: placements[0],
            best: placements[placements.len() - 1],
            value: 10.0,
            best_value: 13.0,
            expected: Vec::new(),
        };
        let session = Session::playing(game.clone(), Seat::people(2, Lang::En), Pace::Fast);
        let said = judged_words(Lang::En, &session, &review);
        // Numbered as the replay counts: the action after `index` of them.
        assert!(
            said.played.starts_with(&format!("Action {}: ", index + 1)),
            "{}",
            said.played
        );
        let best = said.best.expect("the best differs");
        assert!(said.played.contains("of the castle") && best.contains("of the castle"));
        let (played_where, best_where) = (
            said.played.split("Halves:").nth(1).unwrap(),
            best.split("Halves:").nth(1).unwrap(),
        );
        assert_ne!(played_where, best_where, "two placements, two places");
        // The dominoes still unseen by the seat: those in no kingdom, line or discard.
        let table = game.table();
        let seen: Vec<_> = table
            .kingdoms()
            .iter()
            .flat_map(|k| k.placed().iter().map(|(d, _)| *d))
            .chain(table.current_line().iter().map(|s| s.domino))
            .chain(table.next_line().iter().map(|s| s.domino))
            .chain(table.discarded().iter().copied())
            .collect();
        let why = said.why.expect("a reason");
        let feeding: usize = kingdomino::rules::DominoBox::Kingdomino
            .dominoes()
            .iter()
            .filter(|d| !seen.contains(&d.id))
            .filter(|d| {
                d.halves.iter().any(|h| {
                    why.contains(&format!(" have {} to feed it", Lang::En.terrain(h.terrain)))
                        || why.contains(&format!(" has {} to feed it", Lang::En.terrain(h.terrain)))
                })
            })
            .count();
        let stated: usize = why
            .rsplit("; ")
            .next()
            .and_then(|s| s.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("the count of unseen dominoes: {why}"));
        assert_eq!(stated, feeding, "{why}");
        assert!(why.contains(" territory grows to "), "{why}");
    }
}
