//! The outside work the page's store calls for (`Store::to_save`, `to_count`, `results`,
//! `pause`, `ask`, `weigh`), natively: what the page's hooks run, decided in the store. Each
//! test plays as a person would and reads what the store wants, as the hooks read it.

mod page_tab;

use kingdomino::ai::{Budget, Level};
use kingdomino::by_link::COMPUTER_ITERATIONS;
use kingdomino::i18n::Lang;
use kingdomino::notation::{GameRecord, Link};
use kingdomino::page::pace::Pace;
use kingdomino::page::seats::Seat;
use kingdomino::page::store::{AiEvent, Ask, Msg};
use kingdomino::rules::{Game, GameSetup, PlayerId};
use kingdomino::worker_protocol::Response;
use page_tab::*;

/// A game a person played to its end against Greedy.
fn finished_against_greedy(seed: u64) -> Tab {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "greedy"], seed);
    play_to_the_end(&mut tab);
    tab
}

/// The store's questions answered until a person is to move (the seats do not move in order).
fn until_a_persons_turn(tab: &mut Tab) {
    while !tab.store.session.as_ref().unwrap().human_to_move() {
        assert!(worker_answers(tab), "a computer's turn asks the worker");
    }
}

/// Plays on to the end: the person takes the first legal action, the worker answers.
fn play_to_the_end(tab: &mut Tab) {
    while !tab.game().table().is_over() {
        if tab.store.session.as_ref().unwrap().human_to_move() {
            let action = tab.legal()[0];
            tab.send(Msg::Play(action));
        } else {
            assert!(worker_answers(tab), "a computer's turn asks the worker");
        }
    }
}

/// A game link of `moves` random actions, every seat a person's.
fn game_link(players: u8, seed: u64, moves: usize) -> String {
    let mut game = Game::new(GameSetup::kingdomino(players, seed)).unwrap();
    let mut legal = Vec::new();
    while game.history().len() < moves && !game.table().is_over() {
        legal.clear();
        game.table().legal_actions(&mut legal);
        game.play(legal[0]).unwrap();
    }
    let record = GameRecord::of(&game);
    let seats = Some(vec!["human".to_string(); players as usize]);
    Link::Game { record, seats }.to_string()
}

#[test]
fn a_game_is_saved_after_every_action_and_counted_once_at_its_end() {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "greedy"], 21);
    let mut saved = vec![tab.store.to_save().unwrap()];
    let mut counted = Vec::new();
    while !tab.game().table().is_over() {
        if tab.store.session.as_ref().unwrap().human_to_move() {
            let action = tab.legal()[0];
            tab.send(Msg::Play(action));
        } else {
            worker_answers(&mut tab);
        }
        saved.push(tab.store.to_save().unwrap());
        counted.push(tab.store.to_count());
    }
    saved.dedup();
    let actions = tab.game().history().len();
    assert_eq!(saved.len(), actions + 1, "once an action, never twice");
    assert!(saved.iter().all(|s| s.slot == "slot-1"));
    counted.dedup();
    assert_eq!(counted, [None, Some((actions, 21))]);
}

#[test]
fn an_embed_saves_a_game_only_once_the_reader_plays() {
    let mut tab = Tab::new();
    tab.store.embed = true;
    tab.send(Msg::Open(game_link(2, 5, 3)));
    assert!(tab.store.session.is_some());
    assert_eq!(tab.store.to_save(), None, "opened, not played");
    let action = tab.legal()[0];
    tab.send(Msg::Play(action));
    assert_eq!(tab.store.to_save().map(|s| s.actions), Some(4));
}

#[test]
fn a_replay_is_neither_saved_nor_counted_nor_asked() {
    let mut tab = finished_against_greedy(8);
    assert!(tab.store.to_count().is_some());
    tab.send(Msg::StartReplay);
    assert_eq!(tab.store.to_save(), None);
    assert_eq!(tab.store.to_count(), None);
    tab.send(Msg::SeekReplay(3));
    assert_eq!((tab.store.pause(), tab.store.ask()), (None, None));
}

#[test]
fn a_finished_game_opened_from_a_link_is_not_counted() {
    let mut tab = Tab::new();
    tab.send(Msg::Open(game_link(2, 6, 1000)));
    assert!(tab.game().table().is_over());
    assert_eq!(tab.store.to_count(), None);
    assert_eq!(tab.store.results(), None);
}

#[test]
fn the_deal_of_the_day_keeps_the_persons_points_and_the_experts() {
    let mut tab = Tab::new();
    let today = tab.outside.today;
    tab.send(Msg::Open(format!("daily={today}")));
    play_to_the_end(&mut tab);
    let table = tab.game().table();
    let total = |p: u8| table.outcome().of(table.kingdom_of(PlayerId(p))).total;
    let results = tab.store.results().expect("a finished deal");
    assert_eq!(results.day, Some((today, total(0), total(1))));
    assert!(results.finished.is_some());
}

#[test]
fn a_computer_seat_waits_out_its_pause_then_is_asked_at_its_level() {
    let mut tab = Tab::new();
    start(&mut tab, &["expert", "human"], 31);
    let (id, ms) = tab.store.pause().expect("the computer moves first");
    assert_eq!(ms, Pace::Fast.pause_ms(Level::Expert));
    assert_eq!(tab.store.ask(), None);
    // A pause over for another question changes nothing.
    tab.send(Msg::PauseOver(id + 7));
    assert!(tab.store.pause().is_some());
    tab.send(Msg::PauseOver(id));
    assert_eq!(tab.store.pause(), None);
    let Some(Ask::Move {
        id: asked,
        view,
        level,
        budget,
    }) = tab.store.ask()
    else {
        panic!("a move asked");
    };
    assert_eq!(
        (asked, level, budget),
        (id, Level::Expert, Pace::Fast.budget())
    );
    assert_eq!(view.viewer, Some(PlayerId(0)));
}

#[test]
fn a_hint_asks_the_expert_about_the_persons_turn_once() {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "greedy"], 32);
    until_a_persons_turn(&mut tab);
    tab.send(Msg::Hint);
    let Some(Ask::Move {
        id, view, level, ..
    }) = tab.store.ask()
    else {
        panic!("a hint asked");
    };
    assert_eq!((level, view.viewer), (Level::Expert, Some(PlayerId(0))));
    // Asked again while the first is out: the same question.
    tab.send(Msg::Hint);
    assert_eq!(tab.store.asked(), Some(id));
    let action = tab.legal()[1];
    tab.send(Msg::Ai(AiEvent::Answer(Response::Chosen {
        id,
        action,
        stats: Vec::new(),
    })));
    assert_eq!(tab.store.interaction.hint, Some(action));
    assert_eq!(tab.store.asked(), None);
}

#[test]
fn no_hint_is_asked_on_a_computers_turn() {
    let mut tab = Tab::new();
    start(&mut tab, &["greedy", "human"], 33);
    until_a_persons_turn(&mut tab);
    while tab.store.session.as_ref().unwrap().human_to_move() {
        let action = tab.legal()[0];
        tab.send(Msg::Play(action));
    }
    let thinking = tab.store.thinking;
    tab.send(Msg::Hint);
    assert_eq!(tab.store.thinking, thinking);
    assert!(!tab.store.thinking.unwrap().for_hint);
}

#[test]
fn undo_withdraws_the_question_out_and_its_late_answer_is_ignored() {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "greedy"], 34);
    while tab.store.session.as_ref().unwrap().human_to_move() {
        let action = tab.legal()[0];
        tab.send(Msg::Play(action));
    }
    let (id, _) = tab.store.pause().unwrap();
    tab.send(Msg::PauseOver(id));
    let Some(Ask::Move { view, .. }) = tab.store.ask() else {
        panic!("a move asked");
    };
    tab.send(Msg::Undo);
    assert_ne!(
        tab.store.asked(),
        Some(id),
        "withdrawn: the hook cancels it"
    );
    let moves = tab.game().history().len();
    let action = kingdomino::ai::GreedyPlayer::new()
        .choose(&view.table)
        .unwrap();
    tab.send(Msg::Ai(AiEvent::Answer(Response::Chosen {
        id,
        action,
        stats: Vec::new(),
    })));
    assert_eq!(
        tab.game().history().len(),
        moves,
        "a late answer plays nothing"
    );
}

#[test]
fn every_question_of_a_game_has_an_id_of_its_own() {
    let mut tab = Tab::new();
    tab.store.study = true;
    start(&mut tab, &["human", "greedy", "greedy"], 35);
    // Each id as it first appears, for a move or for Study.
    let mut ids: Vec<u32> = Vec::new();
    while !tab.game().table().is_over() {
        let now = [
            tab.store.thinking.map(|t| t.id),
            tab.store.studied.as_ref().map(|s| s.id),
        ];
        for id in now.into_iter().flatten() {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        if tab.store.session.as_ref().unwrap().human_to_move() {
            let action = tab.legal()[0];
            tab.send(Msg::Play(action));
        } else {
            worker_answers(&mut tab);
        }
    }
    assert!(ids.len() > 20);
    assert!(ids.windows(2).all(|w| w[0] < w[1]), "{ids:?}");
}

#[test]
fn study_weighs_each_turn_of_a_person_once_while_it_is_on() {
    let mut tab = Tab::new();
    tab.send(Msg::SetStudy(true));
    start(&mut tab, &["human", "greedy"], 36);
    let weigh = tab.store.weigh().expect("the person's first turn weighed");
    assert_eq!(weigh.view.viewer, Some(PlayerId(0)));
    let seed = weigh.seed;
    // A message that changes no turn asks nothing new.
    tab.send(Msg::Rotate);
    assert_eq!(tab.store.weighing(), Some(weigh.id));
    let action = tab.legal()[0];
    tab.send(Msg::Play(action));
    let next = tab.store.weigh();
    if tab.store.session.as_ref().unwrap().human_to_move() {
        let next = next.expect("the next turn weighed");
        assert!(next.id > weigh.id);
        assert_ne!(next.seed, seed, "a seed of its own position");
    } else {
        assert_eq!(next, None, "not on a computer's turn");
    }
    tab.send(Msg::SetStudy(false));
    assert_eq!(tab.store.weighing(), None);
}

#[test]
fn study_weighs_nothing_in_the_deal_of_the_day() {
    let mut tab = Tab::new();
    tab.send(Msg::SetStudy(true));
    let today = tab.outside.today;
    tab.send(Msg::Open(format!("daily={today}")));
    assert!(tab.store.session.is_some());
    assert_eq!(tab.store.weighing(), None);
}

#[test]
fn a_computer_seat_by_link_is_asked_at_once_as_every_browser_asks_it() {
    let mut tab = Tab::in_browser(1);
    let seats = Seat::from_specs(&["greedy".into(), "human".into()], Lang::En);
    tab.send(Msg::InviteByLink {
        setup: GameSetup::kingdomino(2, 81),
        seats,
    });
    let by_link = tab.store.by_link.as_ref().expect("an invitation");
    let job = by_link
        .computer_job()
        .expect("the computer seat moves first");
    assert_eq!(tab.store.pause(), None, "no pause: the link is answered");
    let Some(Ask::Alone {
        view,
        level,
        budget,
        seed,
        ..
    }) = tab.store.ask()
    else {
        panic!("asked alone");
    };
    assert_eq!((view, level, seed), (job.view, job.level, job.seed));
    assert_eq!(budget, Budget::iterations(COMPUTER_ITERATIONS));
    assert!(worker_answers(&mut tab));
    assert_eq!(tab.game().history().len(), 1);
}
