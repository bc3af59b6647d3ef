//! The deck "To practise" (`page::practice_deck`), with a clock the tests move: a card shown the
//! day it is added, back after 1, 3 and 7 days while solved, learned after that; a missed card
//! starts over; the first answer counted; a refused answer leaves the deck as it was; the deck
//! kept as text in one spelling, a deck written today read the same by every later build.

use kingdomino::daily::DailyDate;
use kingdomino::page::practice_deck::{Deck, DeckError, Tally, LEARNED, MOST_CARDS};
use kingdomino::rules::Rng;

fn day(n: i64) -> DailyDate {
    DailyDate::from_days(DailyDate::parse("2026-11-29").unwrap().days() + n)
}

fn due_on(deck: &Deck, n: i64) -> Vec<String> {
    deck.due(day(n)).map(|c| c.puzzle.clone()).collect()
}

#[test]
fn a_solved_card_comes_back_after_one_three_and_seven_days_then_is_learned() {
    let mut deck = Deck::default();
    deck.add("puzzle=A", day(0)).unwrap();
    assert_eq!(due_on(&deck, 0), ["puzzle=A"], "shown the day it is added");
    deck.answer("puzzle=A", true, day(0)).unwrap();
    assert!(due_on(&deck, 0).is_empty());
    assert_eq!(deck.next_due(day(0)), Some(day(1)));
    for (solved_on, back_on) in [(1, 4), (4, 11)] {
        assert!(
            due_on(&deck, solved_on - 1).is_empty(),
            "not before day {solved_on}"
        );
        assert_eq!(due_on(&deck, solved_on), ["puzzle=A"]);
        let card = deck.answer("puzzle=A", true, day(solved_on)).unwrap();
        assert_eq!(card.due, day(back_on));
    }
    let card = deck.answer("puzzle=A", true, day(11)).unwrap();
    assert!(card.is_learned() && card.step == LEARNED);
    assert!(
        due_on(&deck, 400).is_empty(),
        "a learned card is shown no more"
    );
    assert_eq!(deck.next_due(day(11)), None);
    let tally = deck.tally();
    assert_eq!(
        tally,
        Tally {
            answered: 1,
            first_time: 1,
            learned: 1,
            cards: 1
        }
    );
}

#[test]
fn a_missed_card_starts_over_the_next_day_and_keeps_its_first_answer() {
    let mut deck = Deck::default();
    deck.add("puzzle=A", day(0)).unwrap();
    deck.add("puzzle=B", day(0)).unwrap();
    deck.answer("puzzle=A", true, day(0)).unwrap();
    deck.answer("puzzle=B", false, day(0)).unwrap();
    // A, solved, is back after 1 and then 3 days; missed on day 4, it starts over.
    deck.answer("puzzle=A", true, day(1)).unwrap();
    let card = deck.answer("puzzle=A", false, day(4)).unwrap();
    assert_eq!((card.step, card.due, card.first), (0, day(5), Some(true)));
    // B, missed first, is back the next day, and its first answer stays a miss.
    assert_eq!(due_on(&deck, 1), ["puzzle=B"]);
    let card = deck.answer("puzzle=B", true, day(1)).unwrap();
    assert_eq!((card.step, card.due, card.first), (1, day(2), Some(false)));
    let tally = deck.tally();
    assert_eq!((tally.answered, tally.first_time), (2, 1));
}

#[test]
fn a_refused_card_or_answer_leaves_the_deck_as_it_was() {
    let mut deck = Deck::default();
    deck.add("puzzle=A", day(0)).unwrap();
    deck.answer("puzzle=A", true, day(0)).unwrap();
    let before = deck.clone();
    assert_eq!(deck.add("puzzle=A", day(3)), Err(DeckError::AlreadyThere));
    assert_eq!(deck.add("", day(3)), Err(DeckError::BadPuzzle));
    assert_eq!(deck.add("puzzle=A B", day(3)), Err(DeckError::BadPuzzle));
    assert_eq!(deck.add("puzzle=A\nB", day(3)), Err(DeckError::BadPuzzle));
    assert_eq!(
        deck.answer("puzzle=A", true, day(0)).unwrap_err(),
        DeckError::NotDue,
        "not again the same day"
    );
    assert_eq!(
        deck.answer("puzzle=Z", true, day(1)).unwrap_err(),
        DeckError::NotThere
    );
    assert_eq!(deck, before);
}

#[test]
fn a_full_deck_lets_its_oldest_learned_card_go_or_refuses() {
    let mut deck = Deck::default();
    for i in 0..MOST_CARDS {
        deck.add(&format!("p{i}"), day(0)).unwrap();
    }
    let before = deck.clone();
    assert_eq!(deck.add("new", day(0)), Err(DeckError::Full));
    assert_eq!(deck, before);
    for n in [0, 1, 4, 11] {
        deck.answer("p7", true, day(n)).unwrap();
    }
    deck.add("new", day(11)).unwrap();
    assert_eq!(deck.cards().len(), MOST_CARDS);
    assert!(!deck.cards().iter().any(|c| c.puzzle == "p7"));
}

/// A deck as this build wrote it on 2026-11-29: every later build must read it the same.
const WRITTEN_2026_11_29: &str = "deck 1\n\
2026-11-30 1 y puzzle=W1C&domino=19\n\
2026-11-30 0 n puzzle=C&domino=3\n\
2026-11-29 0 - puzzle=FFC&domino=44&bonus=h\n\
2026-12-10 4 y p4";

#[test]
fn the_deck_is_kept_in_one_spelling_and_an_old_one_reads_the_same() {
    let deck = Deck::from_text(WRITTEN_2026_11_29).unwrap();
    assert_eq!(deck.to_text(), WRITTEN_2026_11_29);
    assert_eq!(due_on(&deck, 0), ["puzzle=FFC&domino=44&bonus=h"]);
    assert_eq!(
        due_on(&deck, 1),
        [
            "puzzle=W1C&domino=19",
            "puzzle=C&domino=3",
            "puzzle=FFC&domino=44&bonus=h"
        ]
    );
    let tally = deck.tally();
    assert_eq!((tally.answered, tally.first_time, tally.learned), (3, 2, 1));
    assert_eq!(Deck::from_text("deck 1").unwrap(), Deck::default());
}

#[test]
fn a_text_that_is_not_a_deck_is_refused_with_its_line() {
    for (text, line) in [
        ("", 1),
        ("deck 2\n2026-11-30 1 y p", 1),
        ("deck 1\n", 2),
        ("deck 1\n2026-11-30 1 y", 2),
        ("deck 1\n2026-11-30 1 y p extra", 2),
        ("deck 1\n2026-11-30  1 y p", 2),
        ("deck 1\n2026-11-30 01 y p", 2),
        ("deck 1\n2026-11-30 5 y p", 2),
        ("deck 1\n2026-11-30 1 - p", 2),
        ("deck 1\n2026-11-30 1 x p", 2),
        ("deck 1\n2026-02-30 1 y p", 2),
        ("deck 1\n2026-11-30 0 - p\n2026-11-30 0 - p", 3),
        ("deck 1\r\n2026-11-30 0 - p", 1),
        ("deck 1\n2026-11-30 0 - p\r", 2),
    ] {
        assert_eq!(
            Deck::from_text(text),
            Err(DeckError::Malformed(line)),
            "{text:?}"
        );
    }
}

/// Random days, cards and answers: what reads prints back as itself, every answer given to a
/// card due moves it as the schedule says, and every other is refused with the deck untouched.
#[test]
fn random_practice_keeps_the_schedule_and_the_one_spelling() {
    let mut rng = Rng::new(2026);
    for _ in 0..200 {
        let mut deck = Deck::default();
        let mut today = 0;
        for _ in 0..60 {
            today += rng.below(4) as i64;
            let puzzle = format!("p{}", rng.below(6));
            if rng.below(3) == 0 {
                let _ = deck.add(&puzzle, day(today));
                continue;
            }
            let right = rng.below(2) == 0;
            let before = deck.clone();
            let was = before.cards().iter().find(|c| c.puzzle == puzzle).cloned();
            match deck.answer(&puzzle, right, day(today)) {
                Ok(card) => {
                    let was = was.expect("answered a card in the deck");
                    assert!(was.is_due(day(today)));
                    let expected_step = if right { was.step + 1 } else { 0 };
                    assert_eq!(card.step, expected_step);
                    assert!(card.is_learned() || card.due > day(today));
                    assert_eq!(card.first, Some(was.first.unwrap_or(right)));
                }
                Err(_) => {
                    assert_eq!(deck, before);
                    assert!(was.is_none_or(|c| !c.is_due(day(today))));
                }
            }
            let text = deck.to_text();
            assert_eq!(Deck::from_text(&text).as_ref(), Ok(&deck));
        }
    }
}
