//! The game's lighter build (without games by link, `page::session::BY_LINK` false) hands what
//! needs them to the page's build: the decision is the model's (`Store::hand_over`), tested
//! here natively; `web/loader.js` then starts the page's build, which reads the hand-off.

use kingdomino::i18n::Lang;
use kingdomino::page::hand_off::HandOff;
use kingdomino::page::kept_by_link::MAX_EXPORT_BYTES;
use kingdomino::page::seats::Seat;
use kingdomino::page::store::{needs_games_by_link, Effect, Msg, Store};
use kingdomino::rules::{GameSetup, Options};

fn seats(specs: &[&str]) -> Vec<Seat> {
    let specs: Vec<String> = specs.iter().map(|s| s.to_string()).collect();
    Seat::from_specs(&specs, Lang::En)
}

/// The messages that need games by link, made afresh (a message is neither cloned nor
/// compared: the page's builds carry no such code for it).
fn handed(i: usize) -> Msg {
    match i {
        0 => Msg::Open("#play=KD2_2_-_5&v=2&seats=h,h&keys=x".to_string()),
        1 => Msg::Open("https://example.org/kingdomino/#play=anything".to_string()),
        // A puzzle of a game's position: the deck's screens are the page's build's.
        4 => Msg::Open("#puzzle=KD2_2_-_5_k1".to_string()),
        5 => Msg::Open("https://example.org/kingdomino/#puzzle=KD2_2_-_5_".to_string()),
        6 => Msg::Open("puzzle=QD2_3_-_9_".to_string()),
        2 => Msg::ImportByLink("{\"format\":\"kingdomino-games-by-link\"}".to_string()),
        3 => Msg::InviteByLink {
            setup: GameSetup::kingdomino(2, 5),
            seats: seats(&["human", "human"]),
        },
        _ => unreachable!("{i}"),
    }
}

#[test]
fn a_game_by_link_an_invitation_an_import_and_a_position_s_puzzle_are_handed_to_the_page_s_build() {
    let store = Store::new(Vec::new(), Vec::new());
    for i in 0..7 {
        assert!(needs_games_by_link(&handed(i)), "{i}");
        let expected = HandOff::of(&handed(i)).expect("a hand-off carries it");
        let (next, effects) = store.hand_over(handed(i)).expect("handed over");
        assert_eq!(effects, vec![Effect::HandOff(expected.clone())]);
        assert_eq!(next, store, "nothing changes here");
        // The page's build reads it back as the message itself.
        let read = HandOff::read(&expected.to_text()).unwrap();
        assert_eq!(HandOff::of(&read.into_msg()), Some(expected));
    }
}

#[test]
fn what_this_build_holds_is_not_handed_over() {
    let kept = [
        Msg::Open("#game=KD2_2_-_5_k1".to_string()),
        Msg::Open("#daily=2026-11-29".to_string()),
        Msg::Open("#replay=KD2_2_-_5_k1&review".to_string()),
        Msg::Open("learn".to_string()),
        // A puzzle of a kingdom and a domino is every build's.
        Msg::Open("#puzzle=W1C&domino=19".to_string()),
        // `play` only as a parameter's name opens a game by link.
        Msg::Open("#game=KD2_2_-_5_k1&display=1".to_string()),
        Msg::Start {
            setup: GameSetup::kingdomino(2, 5),
            seats: seats(&["human", "greedy"]),
            pace: Default::default(),
        },
    ];
    for (i, msg) in kept.iter().enumerate() {
        assert!(!needs_games_by_link(msg), "{i}");
    }
}

#[test]
fn a_file_too_large_and_a_table_the_rules_refuse_are_said_here() {
    let store = Store::new(Vec::new(), Vec::new());
    let large = Msg::ImportByLink("x".repeat(MAX_EXPORT_BYTES + 1));
    let (next, effects) = store.hand_over(large).unwrap();
    assert!(effects.is_empty());
    assert_eq!(next.notices.len(), 1, "said: {:?}", next.notices);
    // Mighty Duel is for two players: a table of three is refused by the rules.
    let refused = GameSetup::kingdomino(3, 5).with_options(Options {
        mighty_duel: true,
        ..Options::default()
    });
    let invite = Msg::InviteByLink {
        setup: refused,
        seats: seats(&["human", "human", "human"]),
    };
    let (next, effects) = store.hand_over(invite).unwrap();
    assert!(effects.is_empty());
    assert_eq!(next.notices.len(), 1, "said: {:?}", next.notices);
}
