//! The daily duel's link and its seal (`page::daily_duel`): a finished game of the day seals,
//! a friend's finished game of the same day opens it and nothing else does; what opens is the
//! rules' own game; an edited or hostile text is refused with its reason and never panics.

use chacha20poly1305::aead::{Aead, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, KeyInit, Nonce};
use sha2::{Digest, Sha256};

use kingdomino::by_link::base64url;
use kingdomino::daily::DailyDate;
use kingdomino::notation::GameRecord;
use kingdomino::page::daily_duel::{
    duel_link, grade_squares, open, result, seal, Duel, DuelError, Who,
};
use kingdomino::review::Grade;
use kingdomino::rules::{Action, Game, GameSetup, Rng};

fn day(text: &str) -> DailyDate {
    DailyDate::parse(text).unwrap()
}

/// The day's game played to `actions` actions (to its end with `usize::MAX`) by random legal
/// moves from `seed`.
fn played(date: DailyDate, seed: u64, actions: usize) -> Game {
    played_setup(date.setup(), seed, actions)
}

fn played_setup(setup: GameSetup, seed: u64, actions: usize) -> Game {
    let mut game = Game::new(setup).unwrap();
    let (mut rng, mut legal) = (Rng::new(seed), Vec::new());
    while !game.table().is_over() && game.history().len() < actions {
        game.table().legal_actions(&mut legal);
        game.play(legal[rng.below(legal.len())]).unwrap();
    }
    game
}

/// A grade for each of the person's decisions, varied.
fn duel_of(game: &Game) -> Duel {
    let count = kingdomino::review::decisions(game)
        .iter()
        .filter(|d| d.view.viewer == Some(kingdomino::page::daily_duel::PERSON))
        .count();
    Duel {
        record: GameRecord::of(game),
        grades: (0..count).map(|i| Grade::ALL[i * 7 % 5]).collect(),
    }
}

#[test]
fn a_friends_finished_game_of_the_same_day_opens_the_sender_s_game() {
    // A weekday (Kingdomino) and a Sunday (Queendomino).
    for date in [day("2026-11-27"), day("2026-11-29")] {
        let sender = played(date, 1, usize::MAX);
        let duel = duel_of(&sender);
        let sealed = seal(&duel).unwrap();
        for friend_seed in [2, 3, 4] {
            let friend = played(date, friend_seed, usize::MAX);
            assert_ne!(friend.history(), sender.history());
            let opened = open(&sealed, &friend).unwrap();
            assert_eq!(opened, duel, "{date}: the same game and grades");
            // Its scores are the rules' own, from the replayed record.
            let theirs = opened.record.replay().unwrap();
            let side_by_side = result(&theirs, &friend);
            let outcome = sender.table().outcome();
            assert_eq!(side_by_side.sender.points, outcome.standings[0].total);
        }
    }
}

#[test]
fn nothing_opens_the_seal_before_the_friend_s_game_is_over() {
    let date = day("2026-11-27");
    let sealed = seal(&duel_of(&played(date, 1, usize::MAX))).unwrap();
    let full = played(date, 2, usize::MAX).history().len();
    for actions in [0, 1, 10, full / 2, full - 1] {
        let friend = played(date, 2, actions);
        assert_eq!(open(&sealed, &friend), Err(DuelError::NotOver), "{actions}");
    }
    // Another day's finished game, a game that is no deal of the day.
    let other = played(day("2026-11-26"), 2, usize::MAX);
    assert_eq!(open(&sealed, &other), Err(DuelError::WrongSeal));
    let plain = played_setup(GameSetup::kingdomino(2, 20261127), 2, usize::MAX);
    assert_eq!(open(&sealed, &plain), Err(DuelError::NotDaily));
}

#[test]
fn the_sealed_text_shows_nothing_of_the_game() {
    let date = day("2026-11-27");
    let sender = played(date, 1, usize::MAX);
    let duel = duel_of(&sender);
    let sealed = seal(&duel).unwrap();
    let link = duel_link(date, &sealed);
    assert!(link.starts_with("daily=2026-11-27&duel=1."), "{link}");
    let record = duel.record.to_string();
    for piece in record.split(['_', '.']).filter(|p| p.len() >= 3) {
        assert!(!sealed.contains(piece), "{piece} shows in {sealed}");
    }
    // One game seals to one text; another game of the day to another.
    assert_eq!(seal(&duel).unwrap(), sealed);
    assert_ne!(
        seal(&duel_of(&played(date, 5, usize::MAX))).unwrap(),
        sealed
    );
}

#[test]
fn a_game_unfinished_not_of_the_day_or_with_the_wrong_grades_is_not_sealed() {
    let date = day("2026-11-27");
    let half = played(date, 1, 20);
    assert_eq!(seal(&duel_of(&half)), Err(DuelError::NotOver));
    let plain = played_setup(GameSetup::kingdomino(2, 7), 1, usize::MAX);
    assert_eq!(seal(&duel_of(&plain)), Err(DuelError::NotDaily));
    let mut duel = duel_of(&played(date, 1, usize::MAX));
    let decisions = duel.grades.len();
    duel.grades.pop();
    assert_eq!(
        seal(&duel),
        Err(DuelError::GradesMismatch {
            grades: decisions - 1,
            decisions
        })
    );
}

/// A duel sealed on 2026-11-29 by this version: it opens for every later version, to the same
/// game and grades.
#[test]
fn a_duel_sealed_today_still_opens() {
    let date = day("2026-11-27");
    let sender = played(date, 1, usize::MAX);
    let sealed = seal(&duel_of(&sender)).unwrap();
    let written = include_str!("data/duel_2026-11-29.txt").trim();
    assert_eq!(sealed, written, "this version seals as the first did");
    let opened = open(written, &played(date, 9, usize::MAX)).unwrap();
    assert_eq!(opened.record, GameRecord::of(&sender));
    assert_eq!(
        grade_squares(&opened.grades[..5]),
        "\u{1F7E9}\u{1F7E8}\u{1F7E5}\u{1F7E6}\u{1F7E7}"
    );
}

#[test]
fn edited_texts_are_refused_and_never_panic() {
    let date = day("2026-11-27");
    let sealed = seal(&duel_of(&played(date, 1, usize::MAX))).unwrap();
    let friend = played(date, 2, usize::MAX);
    let original = open(&sealed, &friend).unwrap();
    let alphabet: Vec<char> = "ABCxyz019-_.~= %é".chars().collect();
    let mut rng = Rng::new(11);
    for _ in 0..3_000 {
        let mut chars: Vec<char> = sealed.chars().collect();
        match rng.below(4) {
            0 => {
                let at = rng.below(chars.len());
                chars[at] = alphabet[rng.below(alphabet.len())];
            }
            1 => {
                chars.remove(rng.below(chars.len()));
            }
            2 => chars.insert(rng.below(chars.len()), alphabet[rng.below(alphabet.len())]),
            _ => chars.truncate(rng.below(chars.len())),
        }
        let text: String = chars.into_iter().collect();
        match open(&text, &friend) {
            Ok(duel) => assert!(text == sealed && duel == original, "{text}"),
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
    for text in ["", "1.", "2.", "1", "x", &sealed.replacen("1.", "2.", 1)] {
        assert_eq!(open(text, &friend), Err(DuelError::Malformed), "{text:?}");
    }
    let long = format!("1.{}", "A".repeat(20_000));
    assert_eq!(open(&long, &friend), Err(DuelError::Malformed));
}

/// The key as docs/notation.md describes it, computed as a determined reader would from the
/// day's deal, sealing what a hostile sender writes: what opens is still checked.
fn hostile(date: DailyDate, plain: &str) -> String {
    let friend = played(date, 3, usize::MAX);
    let mut dealt: Vec<(u8, u8)> = friend
        .history()
        .iter()
        .filter_map(|a| match a {
            Action::Claim(id) => Some((id.domino_box as u8, id.number)),
            _ => None,
        })
        .collect();
    kingdomino::short_sort::sort_by(&mut dealt, |a, b| a.cmp(b));
    let mut hash = Sha256::new();
    hash.update(format!("kingdomino daily duel 1\n{date}"));
    for (b, n) in dealt {
        hash.update([b, n]);
    }
    let key: [u8; 32] = hash.finalize().into();
    let nonce = [7u8; 12];
    let sealed = ChaCha20Poly1305::new(Key::from_slice(&key))
        .encrypt(
            Nonce::from_slice(&nonce),
            Payload {
                msg: plain.as_bytes(),
                aad: b"1.",
            },
        )
        .unwrap();
    format!(
        "1.{}",
        base64url::encode(&[&nonce[..], &sealed[..]].concat())
    )
}

#[test]
fn a_hostile_seal_holding_anything_but_a_finished_game_of_the_day_is_refused() {
    let date = day("2026-11-27");
    let friend = played(date, 2, usize::MAX);
    let good = duel_of(&played(date, 1, usize::MAX));
    let digits: String = good
        .grades
        .iter()
        .map(|&g| (b'0' + g as u8) as char)
        .collect();
    let record = good.record.to_string();
    // The documented construction opens: the same content under another nonce is not this
    // version's one spelling.
    assert_eq!(
        open(&hostile(date, &format!("{digits}~{record}")), &friend),
        Err(DuelError::Malformed)
    );
    let unfinished = GameRecord::of(&played(date, 1, 30)).to_string();
    let other_day = duel_of(&played(day("2026-11-26"), 1, usize::MAX));
    let other_digits: String = other_day
        .grades
        .iter()
        .map(|&g| (b'0' + g as u8) as char)
        .collect();
    let refused = [
        (format!("{digits}{record}"), "no record"),
        (format!("{digits}5~{record}"), "a grade"),
        (format!("{digits}~KD2_2_-_1_k99"), "action 1"),
        (format!("{digits}~{unfinished}"), "not over"),
        (
            format!("{other_digits}~{}", other_day.record),
            "this day's deal",
        ),
        (format!("0~{record}"), "grades for"),
    ];
    for (plain, why) in refused {
        let err = open(&hostile(date, &plain), &friend).unwrap_err();
        assert!(err.to_string().contains(why), "{plain}: {err}");
    }
    let mut bytes = b"0~".to_vec();
    bytes.push(0xFF);
    let not_text = hostile(date, &String::from_utf8_lossy(&bytes));
    assert!(open(&not_text, &friend).is_err());
}

#[test]
fn the_winner_has_more_points_then_the_larger_territory() {
    let date = day("2026-11-27");
    let games: Vec<Game> = (1..8).map(|s| played(date, s, usize::MAX)).collect();
    for a in &games {
        for b in &games {
            let r = result(a, b);
            let (sa, sb) = (r.sender, r.friend);
            let expected = if (sa.points, sa.largest_territory) > (sb.points, sb.largest_territory)
            {
                Some(Who::Sender)
            } else if (sa.points, sa.largest_territory) < (sb.points, sb.largest_territory) {
                Some(Who::Friend)
            } else {
                None
            };
            assert_eq!(r.winner, expected);
        }
    }
    assert_eq!(result(&games[0], &games[0]).winner, None, "a shared win");
}
