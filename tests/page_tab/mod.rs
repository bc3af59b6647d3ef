//! A browser tab for the page's store, natively: the store, and a browser faked around it (a
//! clock that moves when told, numbered keys, secrets of its own, a local storage of games by
//! link), its effects run as the page runs them; and a worker faked as the page's hooks run
//! one, deciding nothing. Shared by the tests of the page's store.
#![allow(dead_code)]

use std::collections::HashMap;

use kingdomino::ai::GreedyPlayer;
use kingdomino::by_link::{GameByLink, Secret, Value};
use kingdomino::daily::DailyDate;
use kingdomino::i18n::Lang;
use kingdomino::notation::GameRecord;
use kingdomino::page::choices::Choices;
use kingdomino::page::kept_by_link::Kept;
use kingdomino::page::pace::Pace;
use kingdomino::page::seats::Seat;
use kingdomino::page::store::{AiEvent, Ask, Effect, Msg, Outside, Store};
use kingdomino::rules::{Action, Game, GameSetup};
use kingdomino::worker_protocol::Response;

/// The browser, faked: a clock that moves when told, numbered keys, secrets of its own (two
/// browsers never draw the same), and a local storage of games by link that the store's effects
/// write to.
pub struct Fake {
    pub browser: u8,
    pub now: f64,
    pub today: DailyDate,
    pub slots: u32,
    pub secrets: u8,
    pub no_secrets: bool,
    pub kept: HashMap<String, Kept>,
    /// How many times the store read what this browser keeps of a game by link.
    pub kept_reads: std::cell::Cell<usize>,
}

impl Fake {
    pub fn new(browser: u8) -> Fake {
        Fake {
            browser,
            now: 1_000.0,
            today: DailyDate::from_days(20_000),
            slots: 0,
            secrets: 0,
            no_secrets: false,
            kept: HashMap::new(),
            kept_reads: std::cell::Cell::new(0),
        }
    }
}

impl Outside for Fake {
    fn now(&self) -> f64 {
        self.now
    }

    fn today(&self) -> DailyDate {
        self.today
    }

    fn new_slot(&mut self) -> String {
        self.slots += 1;
        format!("slot-{}", self.slots)
    }

    fn new_secret(&mut self) -> Option<Secret> {
        self.secrets += 1;
        let mut bytes = [0x5a; 16];
        (bytes[0], bytes[1]) = (self.browser, self.secrets);
        (!self.no_secrets).then_some(Secret(Value(bytes)))
    }

    fn kept_by_link(&self, game: &GameByLink) -> Option<Kept> {
        self.kept_reads.set(self.kept_reads.get() + 1);
        self.kept.get(&game.identity()).cloned()
    }
}

/// A browser tab: its store and its outside, effects run as the page runs them.
pub struct Tab {
    pub store: Store,
    pub outside: Fake,
}

impl Tab {
    /// The secret this browser keeps for `game`, if any.
    pub fn outside_secret(&self, game: &GameByLink) -> Option<Secret> {
        self.outside
            .kept
            .get(&game.identity())
            .and_then(Kept::secret)
    }

    pub fn new() -> Tab {
        Tab::in_browser(0)
    }

    pub fn in_browser(browser: u8) -> Tab {
        Tab {
            store: Store::new(Vec::new(), Vec::new()),
            outside: Fake::new(browser),
        }
    }

    pub fn send(&mut self, msg: Msg) {
        if let Some((next, effects)) = self.store.update(msg, &mut self.outside) {
            self.store = next;
            for effect in effects {
                match effect {
                    Effect::KeepByLink(kept) => {
                        let game = kept.game().expect("a kept game reads back");
                        self.outside.kept.insert(game.identity(), kept);
                    }
                    // Natively the store holds games by link (the `by-link` feature).
                    Effect::HandOff(h) => panic!("nothing is handed over here: {h:?}"),
                }
            }
        }
        check_invariants(&self.store);
    }

    pub fn game(&self) -> &Game {
        &self.store.session.as_ref().expect("a game in play").game
    }

    pub fn legal(&self) -> Vec<Action> {
        let mut legal = Vec::new();
        self.game().table().legal_actions(&mut legal);
        legal
    }
}

/// What holds after every message, whatever came before.
pub fn check_invariants(store: &Store) {
    if let Some(session) = &store.session {
        // The log follows the game in play, move for move.
        assert_eq!(store.log.moves.len(), session.game.history().len());
        // The game in play reads back from its record to the same table.
        if session.dealt_together.is_none() {
            let replayed = GameRecord::of(&session.game)
                .replay()
                .expect("its own record");
            assert_eq!(replayed.table(), session.game.table());
        }
        assert_eq!(
            session.seats.len(),
            session.table().setup().players as usize
        );
        // The choices the controls offer are the rules' legal actions now, every one once.
        assert_eq!(*store.choices, Choices::of(session.table()));
        let c = &store.choices;
        let sorted = c.claims.len()
            + c.placements.len()
            + usize::from(c.discard)
            + c.taxes.len()
            + c.builds.len()
            + c.burns.len()
            + c.covers.len()
            + c.sends.len()
            + usize::from(c.end_turn);
        assert_eq!(sorted, c.all.len());
    } else {
        assert!(store.log.moves.is_empty());
        assert!(store.choices.all.is_empty());
    }
    // A computer seat to move at one screen has its question out, or waits out its pause.
    if store.session.as_ref().is_some_and(|s| s.computer_to_move()) {
        assert!(store.thinking.is_some_and(|t| !t.for_hint));
    }
    // The last round's replay exists only while it is shown.
    if store.live.is_some() {
        assert!(store.session.as_ref().is_some_and(|s| s.replay.is_some()));
    }
    // A game is saved under a slot only while it is played; no two saves share one.
    if store.slot.is_some() {
        assert!(store.session.is_some());
    }
    let mut slots: Vec<&str> = store.saved.iter().map(|s| s.slot.as_str()).collect();
    kingdomino::short_sort::sort(&mut slots);
    slots.dedup();
    assert_eq!(slots.len(), store.saved.len());
}

pub fn start(tab: &mut Tab, specs: &[&str], seed: u64) {
    let specs: Vec<String> = specs.iter().map(|s| s.to_string()).collect();
    tab.send(Msg::Start {
        setup: GameSetup::kingdomino(specs.len() as u8, seed),
        seats: Seat::from_specs(&specs, Lang::En),
        pace: Pace::Fast,
    });
}

/// The worker, faked: the store's outside work run as the page runs it, deciding nothing. A
/// computer seat's pause passes at once; a question is answered with the move Greedy finds in
/// the view the store sent (a search's answer, quickly). Whether there was work to run.
pub fn worker_answers(tab: &mut Tab) -> bool {
    if let Some((id, _)) = tab.store.pause() {
        tab.send(Msg::PauseOver(id));
        return true;
    }
    let (id, view) = match tab.store.ask() {
        Some(Ask::Move { id, view, .. } | Ask::Alone { id, view, .. }) => (id, view),
        None => return false,
    };
    let action = GreedyPlayer::new().choose(&view.table).unwrap();
    tab.send(Msg::Ai(AiEvent::Answer(Response::Chosen {
        id,
        action,
        stats: Vec::new(),
    })));
    true
}

/// Plays on until the game has `moves` actions: the person takes the first legal action, the
/// store's questions are answered as the worker would.
pub fn play_until(tab: &mut Tab, moves: usize) {
    while tab.game().history().len() < moves {
        if tab.store.session.as_ref().unwrap().human_to_move() {
            let action = tab.legal()[0];
            tab.send(Msg::Play(action));
        } else {
            assert!(worker_answers(tab), "a computer's turn asks the worker");
        }
    }
}

/// A finished game of a person against Greedy: the person takes the first legal action.
pub fn finished_against_greedy(seed: u64) -> Tab {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "greedy"], seed);
    while !tab.game().table().is_over() {
        if tab.store.session.as_ref().unwrap().human_to_move() {
            let action = tab.legal()[0];
            tab.send(Msg::Play(action));
        } else {
            assert!(worker_answers(&mut tab));
        }
    }
    tab
}
