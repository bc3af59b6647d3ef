//! The guided first game (`page::lesson`): its written game replays to the person's win; each
//! gesture is taught the first time it is needed, in order; the person's move glows, any other
//! is refused with nothing changed; the other seat plays without asking the worker; nothing of
//! it is saved or counted; the start screen offers it on a first visit only.

mod page_tab;

use kingdomino::i18n::Lang;
use kingdomino::notation::{parse_link, Link};
use kingdomino::page::lesson::{offered, Lesson, Teach, PERSON};
use kingdomino::page::store::{Msg, NoticeKind};
use kingdomino::rules::{Action, Game, KingdomId};
use page_tab::{worker_answers, Tab};

#[test]
fn the_written_game_replays_to_the_persons_win() {
    let lesson = Lesson::new();
    let mut game = Game::new(lesson.setup()).unwrap();
    for &action in lesson.moves() {
        game.play(action).unwrap();
    }
    let table = game.table();
    assert!(table.is_over(), "the record is the whole game");
    assert_eq!(table.outcome().winners(), vec![KingdomId(0)]);
    assert_eq!(table.outcome().of(KingdomId(0)).total, 45);
    assert_eq!(table.outcome().of(KingdomId(1)).total, 22);
    // It discards once, and turns the domino before the discard.
    let mine: Vec<Action> = game
        .played()
        .filter(|(s, _)| *s == PERSON)
        .map(|(_, a)| a)
        .collect();
    assert_eq!(mine.iter().filter(|a| **a == Action::Discard).count(), 1);
}

/// Plays the guided game as a person would: a claim by the glowing domino, a placement turned
/// until it matches and tapped twice on its second glowing square, a discard by its button;
/// the other seat's pause passes. Gives what the banner taught at each step, in order.
fn play_the_lesson(tab: &mut Tab) -> Vec<Teach> {
    let mut taught = Vec::new();
    let note = |tab: &Tab, taught: &mut Vec<Teach>| {
        let session = tab.store.session.as_ref().unwrap();
        let teach = session
            .lesson
            .as_ref()
            .unwrap()
            .teach(&session.game, tab.store.interaction.dir);
        assert_eq!(teach, tab.store.teaching());
        if let Some(teach) = teach.filter(|t| taught.last() != Some(t)) {
            taught.push(teach);
        }
    };
    while !tab.game().table().is_over() {
        note(tab, &mut taught);
        let session = tab.store.session.as_ref().unwrap();
        if !session.human_to_move() {
            assert!(tab.store.ask().is_none(), "the other seat asks no worker");
            assert!(!tab.store.awaits_computer(), "nor starts one");
            assert!(worker_answers(tab), "its pause passes");
            continue;
        }
        let due = session.lesson.as_ref().unwrap().due(&session.game).unwrap();
        assert_eq!(tab.store.interaction.hint, Some(due), "the move due glows");
        match due {
            Action::Place(_) => {
                // Turned while the lesson says to turn it (a like-halved domino fits two ways).
                while tab.store.teaching() == Some(Teach::Rotate) {
                    tab.send(Msg::Rotate);
                    note(tab, &mut taught);
                }
                let lesson = tab.store.session.as_ref().unwrap().lesson.clone().unwrap();
                let turned = lesson
                    .due_turned(tab.game(), tab.store.interaction.dir)
                    .unwrap();
                let second = turned.second().unwrap();
                tab.send(Msg::Tap(second));
                tab.send(Msg::Tap(second));
            }
            other => tab.send(Msg::Play(other)),
        }
        assert!(
            tab.store.notices.is_empty(),
            "the move that glows is played"
        );
    }
    note(tab, &mut taught);
    taught
}

#[test]
fn each_gesture_is_taught_when_first_needed_and_the_person_wins() {
    let mut tab = Tab::new();
    tab.store.offer_lesson = true;
    tab.send(Msg::Open("#learn".into()));
    assert!(!tab.store.offer_lesson, "started, it is offered no more");
    let session = tab.store.session.as_ref().unwrap();
    assert_eq!(session.seats[0].name, "You");
    assert_eq!(session.seats[1].name, "Greedy");
    let taught = play_the_lesson(&mut tab);
    // Claim and place first, the turn at the second placement, later the discard, the count
    // last; each once but the turn, taught whenever the domino in hand is turned otherwise.
    let mut firsts = Vec::new();
    for t in &taught {
        if !firsts.contains(t) {
            firsts.push(*t);
        }
    }
    assert_eq!(
        firsts,
        [
            Teach::Claim,
            Teach::Place,
            Teach::Rotate,
            Teach::Discard,
            Teach::Score
        ]
    );
    for once in [Teach::Claim, Teach::Place, Teach::Discard, Teach::Score] {
        assert_eq!(taught.iter().filter(|t| **t == once).count(), 1, "{once:?}");
    }
    let table = tab.game().table();
    assert_eq!(table.outcome().winners(), vec![table.kingdom_of(PERSON)]);
    // A lesson: neither saved nor counted.
    assert!(tab.store.to_save().is_none());
    assert!(tab.store.to_count().is_none());
    assert!(tab.store.results().is_none());
    // The end teaches the count, in each language, apart from the steps' words.
    for lang in Lang::ALL {
        assert!(!Teach::Score.sentence(lang, false).is_empty());
    }
}

#[test]
fn a_move_other_than_the_glow_is_refused_and_changes_nothing() {
    let mut tab = Tab::new();
    tab.send(Msg::Open("learn".into()));
    while !tab.store.session.as_ref().unwrap().human_to_move() {
        worker_answers(&mut tab);
    }
    let due = tab.store.interaction.hint.unwrap();
    let before = tab.game().clone();
    // Another claim the rules allow, and one they refuse: the lesson's sentence, nothing played.
    let other = tab.legal().into_iter().find(|a| *a != due).unwrap();
    for action in [other, Action::Discard] {
        tab.send(Msg::Play(action));
        assert_eq!(tab.game(), &before);
        assert_eq!(tab.store.notices.len(), 1);
        assert_eq!(tab.store.notices[0].kind, NoticeKind::Refused);
        assert_eq!(
            tab.store.notices[0].text,
            "In this first game, play the move that glows."
        );
    }
    // No hint is asked of the worker: the move due glows already.
    tab.send(Msg::Hint);
    assert!(tab.store.thinking.is_none());
    assert_eq!(tab.store.interaction.hint, Some(due));
    // The move that glows is played, and the refusal goes.
    tab.send(Msg::Play(due));
    assert_eq!(tab.game().history().len(), before.history().len() + 1);
    assert!(tab.store.notices.is_empty());
}

#[test]
fn a_domino_of_like_halves_is_accepted_either_way_round() {
    // Every placement due in the written game: the reversed one is accepted exactly when it lays
    // the same halves on the same squares, and then the domino needs no turn either way.
    let lesson = Lesson::new();
    let mut game = Game::new(lesson.setup()).unwrap();
    let mut like = 0;
    for &action in lesson.moves() {
        if let Action::Place(p) = action {
            let domino = game.table().domino_to_place().unwrap().domino();
            let reversed = p.reversed().unwrap();
            let same = domino.halves[0] == domino.halves[1];
            like += usize::from(same);
            assert_eq!(lesson.accepts(&game, Action::Place(reversed)), same);
            assert_eq!(
                lesson.teach(&game, reversed.dir) == Some(Teach::Rotate),
                !same && game.table().to_move() == Some(PERSON)
            );
            assert!(lesson.accepts(&game, action));
        }
        game.play(action).unwrap();
    }
    assert!(like > 0, "the written game has a domino of like halves");
}

#[test]
fn leaving_the_lesson_keeps_nothing_and_a_new_game_plays_freely() {
    let mut tab = Tab::new();
    tab.send(Msg::Open("#learn".into()));
    tab.send(Msg::Quit);
    assert!(tab.store.session.is_none());
    assert!(tab.store.saved.is_empty(), "skipped, nothing kept");
    page_tab::start(&mut tab, &["human", "greedy"], 29);
    assert!(!tab.store.in_lesson());
    page_tab::play_until(&mut tab, 6);
}

#[test]
fn the_offer_is_for_a_first_visit_and_declined_once() {
    assert!(offered(false, 0, false));
    assert!(!offered(true, 0, false), "declined or started before");
    assert!(!offered(false, 1, false), "a game saved");
    assert!(!offered(false, 0, true), "games finished");
    // Declined on the start screen's own build as on the page's.
    let mut tab = Tab::new();
    tab.store.offer_lesson = true;
    let Some(kingdomino::page::store::Next::Stay(next)) =
        tab.store.update_starting(Msg::DeclineLesson)
    else {
        panic!("the start screen declines it itself");
    };
    assert!(!next.offer_lesson);
    tab.send(Msg::DeclineLesson);
    assert!(!tab.store.offer_lesson);
}

#[test]
fn the_link_has_one_spelling() {
    assert_eq!(parse_link("learn").unwrap(), Some(Link::Lesson));
    assert_eq!(Link::Lesson.to_string(), "learn");
    for bad in ["learn=", "learn=1", "learn&review", "learn&learn"] {
        assert!(parse_link(bad).is_err(), "{bad}");
    }
}
