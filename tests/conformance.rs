//! One conformance suite over every rule set the setup offers (every game, player count, the
//! Mighty Duel, the giants, teams): whole seeded games in which every generated action is
//! accepted, every refused one changes nothing, every player's view checks, the record reads
//! back to the same table, and reordering what is hidden changes nothing anyone sees. A new rule
//! set is a row of the setup's table: this suite plays it without a line here.

use kingdomino::ai::RandomPlayer;
use kingdomino::notation::GameRecord;
use kingdomino::rules::{Action, Game, GameSetup, Options, Variant};

/// Every setup the start page can make, without the scoring options (each set once).
fn every_rule_set(seed: u64) -> Vec<GameSetup> {
    let mut setups = Vec::new();
    for variant in [
        Variant::Kingdomino,
        Variant::Queendomino,
        Variant::RoyalWedding,
    ] {
        let giants_choices = if GameSetup::offers_giants(variant) {
            vec![false, true]
        } else {
            vec![false]
        };
        for giants in giants_choices {
            for players in GameSetup::player_counts(variant, giants) {
                let base = Options {
                    age_of_giants: giants,
                    ..Options::default()
                };
                let mut options = vec![base];
                if GameSetup::offers_mighty_duel(variant, giants, players) {
                    options.push(Options {
                        mighty_duel: true,
                        ..base
                    });
                }
                if GameSetup::offers_teams(variant, giants, players) {
                    options.push(Options {
                        teams: Some(Options::paired_teams(players)),
                        ..base
                    });
                }
                for o in options {
                    let setup = GameSetup {
                        variant,
                        players,
                        options: o,
                        seed,
                        ..GameSetup::kingdomino(players, seed)
                    };
                    if setup.rules().is_ok() {
                        setups.push(setup);
                    }
                }
            }
        }
    }
    setups
}

/// A refused action leaves the game as it was.
fn refused_changes_nothing(game: &Game, legal: &[Action]) {
    let table = game.table();
    let offered = [
        Action::Discard,
        Action::EndTurn,
        Action::Claim(table.current_line()[0].domino),
    ];
    for a in offered.into_iter().filter(|a| !legal.contains(a)) {
        let mut copy = game.clone();
        assert!(copy.play(a).is_err(), "{a:?} is not legal but was accepted");
        assert_eq!(&copy, game, "refusing {a:?} changed the game");
    }
}

fn conform(setup: GameSetup) {
    let mut game = Game::new(setup).unwrap_or_else(|e| panic!("{setup:?}: {e}"));
    let mut chooser = RandomPlayer::new(setup.seed ^ 0xc0f0);
    let mut legal = Vec::new();
    let mut steps = 0;
    while !game.table().is_over() {
        game.table().legal_actions(&mut legal);
        assert!(
            !legal.is_empty(),
            "{setup:?}: a game in progress has an action"
        );
        for &a in &legal {
            assert_eq!(
                game.table().check(a),
                Ok(()),
                "{setup:?}: generated {a:?} refused"
            );
        }
        refused_changes_nothing(&game, &legal);
        let p = game.table().to_move();
        game.view(p)
            .checked()
            .unwrap_or_else(|e| panic!("{setup:?}: the view of {p:?} does not check: {e:?}"));
        if steps % 17 == 0 {
            // The record reads back to the same table, and the hidden order is no one's to see.
            let record = GameRecord::of(&game).to_string();
            let replayed = record.parse::<GameRecord>().unwrap().replay().unwrap();
            assert_eq!(replayed.table(), game.table(), "{setup:?}: {record}");
            let mut reordered = game.clone();
            reordered.reshuffle_pile(steps);
            assert_eq!(reordered.table(), game.table(), "{setup:?}");
            assert_eq!(reordered.view(p), game.view(p), "{setup:?}");
        }
        let action = chooser.choose(game.table()).expect("a game in progress");
        game.play(action).unwrap();
        steps += 1;
    }
    let outcome = game.table().outcome();
    assert_eq!(outcome.standings.len(), game.table().kingdoms().len());
    let record = GameRecord::of(&game).to_string();
    let replayed = record.parse::<GameRecord>().unwrap().replay().unwrap();
    assert_eq!(
        replayed.table(),
        game.table(),
        "{setup:?}: the whole record"
    );
}

#[test]
fn every_rule_set_of_the_family_conforms() {
    let setups = every_rule_set(3);
    // The setup's table, as the start page offers it: its 24 rows today, each played here.
    assert!(setups.len() >= 24, "{} rule sets", setups.len());
    for setup in setups {
        conform(setup);
    }
}
