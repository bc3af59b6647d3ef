//! One conformance suite over every rule set the setup offers (every game, player count, the
//! Mighty Duel, the giants, teams): whole seeded games in which every generated action is
//! accepted, every refused one changes nothing, every player's view checks, the record reads
//! back to the same table, and reordering what is hidden changes nothing anyone sees; ten
//! thousand fast games of each that keep every invariant of the core and of the modules in play
//! and score as the slow obvious count says; records of every option that read back. A new rule
//! set is a row of the setup's table: this suite plays it without a line here (a new module adds
//! its invariants to `invariants.rs` and its points to `expected_score.rs`).

#[path = "../common/mod.rs"]
mod common;
mod expected_score;
mod invariants;
mod setups;

use kingdomino::ai::RandomPlayer;
use kingdomino::notation::GameRecord;
use kingdomino::rules::{Action, Game, GameSetup, Options, Quest, QuestChoice, Terrain, Variant};
use setups::every_rule_set;

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

/// Plays `games` seeded games of every rule set of `variant` fast (unchecked, as the computer
/// players do), holding the invariants on the way and the score at the end.
fn many_games(variant: Variant, games: u64) {
    for base in every_rule_set(0)
        .into_iter()
        .filter(|s| s.variant == variant)
    {
        for seed in 0..games {
            let setup = GameSetup { seed, ..base };
            let mut game = Game::new(setup).unwrap();
            let mut player = RandomPlayer::new(seed ^ 99);
            let mut steps = 0;
            while let Some(action) = player.choose(game.table()) {
                game.play_unchecked(action);
                steps += 1;
                if steps % 16 == 0 {
                    invariants::hold(&game);
                }
            }
            invariants::hold(&game);
            invariants::hold_at_the_end(game.table());
            expected_score::matches(game.table());
        }
    }
}

#[test]
fn ten_thousand_games_of_every_kingdomino_rule_set() {
    many_games(Variant::Kingdomino, 10_000);
}

#[test]
fn ten_thousand_games_of_every_queendomino_rule_set() {
    many_games(Variant::Queendomino, 10_000);
}

#[test]
fn ten_thousand_games_of_every_royal_wedding_rule_set() {
    many_games(Variant::RoyalWedding, 10_000);
}

/// Records of games stopped anywhere, with every option of the setup, read back to the same
/// game and print back as themselves, in the characters a link carries unescaped.
#[test]
fn records_of_every_rule_set_and_option_read_back() {
    for (i, base) in every_rule_set(0).into_iter().enumerate() {
        for n in 0..12u64 {
            let seed = i as u64 * 7919 + n;
            let quests = match n % 3 {
                0 => QuestChoice::None,
                1 => QuestChoice::Drawn,
                _ => QuestChoice::Chosen([Quest::BleakKing, Quest::LocalBusiness(Terrain::Mine)]),
            };
            // The Harmony and the Middle Kingdom make way for the quests (the giants draw two).
            let no_quests = quests == QuestChoice::None && !base.options.age_of_giants;
            let scoring = |option: bool| option && no_quests;
            let options = Options {
                harmony: scoring(n % 2 == 0),
                middle_kingdom: scoring(n % 4 == 1),
                dynasty: n % 5 == 0,
                quests,
                ..base.options
            };
            let setup = GameSetup {
                seed,
                options,
                ..base
            };
            let mut game = Game::new(setup).unwrap_or_else(|e| panic!("{setup:?}: {e}"));
            let mut player = RandomPlayer::new(seed);
            for _ in 0..(n * 37) {
                match player.choose(game.table()) {
                    Some(a) => game.play(a).unwrap(),
                    None => break,
                }
            }
            let record = GameRecord::of(&game);
            let text = record.to_string();
            assert!(
                text.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-._~".contains(&b)),
                "{text}"
            );
            let parsed: GameRecord = text.parse().unwrap();
            assert_eq!(parsed, record, "{text}");
            assert_eq!(parsed.to_string(), text);
            assert_eq!(parsed.replay().unwrap(), game, "{text}");
            let prefix = match base.variant {
                Variant::Kingdomino => "KD2_",
                Variant::Queendomino => "QD2_",
                Variant::RoyalWedding => "RW2_",
            };
            assert!(text.starts_with(prefix), "{text}");
            let written_options = text.split('_').nth(2).unwrap();
            let teams = base.options.teams.is_some();
            assert_eq!(written_options.contains('t'), teams, "{text}");
        }
    }
}
