//! Who won, and each move, in the words of the person's own screen: the seat the page calls
//! "you" is spoken to in every language ("You win!", not "You wins."); a seat with any other
//! name is named.

use kingdomino::ai::RandomPlayer;
use kingdomino::i18n::Lang;
use kingdomino::page::move_log::MoveLog;
use kingdomino::page::pace::Pace;
use kingdomino::page::seats::Seat;
use kingdomino::page::session::Session;
use kingdomino::page::verdict::verdict;
use kingdomino::rules::{Game, GameSetup, PlayerId};

/// A finished 2-player game of `setup`, the first seat named as the page names the person in
/// `lang`, and who won it.
fn finished(setup: GameSetup, lang: Lang) -> (Session, Vec<PlayerId>) {
    let seed = setup.seed;
    let mut game = Game::new(setup).unwrap();
    let mut player = RandomPlayer::new(seed);
    while let Some(action) = player.choose(game.table()) {
        game.play(action).unwrap();
    }
    let mut seats = Seat::from_specs(&["human".into(), "greedy".into()], lang);
    seats[0].name = lang.words().you.to_string();
    let session = Session::playing(game, seats, Pace::Fast);
    let outcome = session.table().outcome();
    let winners = outcome
        .winners()
        .iter()
        .flat_map(|&k| session.table().rules().seats_of(k).collect::<Vec<_>>())
        .collect();
    (session, winners)
}

const YOU_WIN: [(Lang, &str); 4] = [
    (Lang::En, "You win!"),
    (Lang::De, "Du gewinnst!"),
    (Lang::Fr, "Vous gagnez !"),
    (Lang::Es, "¡Ganas!"),
];

#[test]
fn the_person_who_wins_is_told_so_in_their_language() {
    let mut told = 0;
    for seed in 0..12 {
        for (lang, words) in YOU_WIN {
            let (session, winners) = finished(GameSetup::kingdomino(2, seed), lang);
            let said = verdict(&session, lang);
            if winners == [PlayerId(0)] && !session.table().outcome().decided_by_tie_break {
                assert_eq!(said, words);
                told += 1;
            } else if winners == [PlayerId(1)] {
                let other = &session.seats[1].name;
                assert!(said.contains(other.as_str()), "{said}");
                assert!(!said.contains(lang.words().you), "{said}");
            }
        }
    }
    assert!(told >= 8, "the person won in too few games: {told}");
}

#[test]
fn the_persons_moves_are_said_to_them_and_the_others_moves_of_them() {
    for (lang, you) in [
        (Lang::En, "You "),
        (Lang::De, "Du hast "),
        (Lang::Fr, "Vous avez "),
        (Lang::Es, "Has "),
    ] {
        let (session, _) = finished(GameSetup::queendomino(2, 3), lang);
        let log = MoveLog::default().follow(&session.game);
        let (mut mine, mut theirs) = (0, 0);
        for logged in log.moves.iter() {
            let Some(sentence) = logged.sentence(lang, &session) else {
                continue;
            };
            if logged.seat == PlayerId(0) {
                assert!(sentence.starts_with(you), "{lang:?}: {sentence}");
                // Never the third person's verb after "you".
                for third in ["You has ", "Du hat ", "Vous a ", "Tú ha "] {
                    assert!(!sentence.contains(third), "{sentence}");
                }
                mine += 1;
            } else {
                assert!(sentence.starts_with(&session.seats[1].name), "{sentence}");
                theirs += 1;
            }
        }
        assert!(mine > 20 && theirs > 20);
    }
}
