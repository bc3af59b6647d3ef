//! Computer players: strength with small seeded budgets, honesty about hidden information,
//! every variant, time budgets through an injected clock, and the worker protocol.

mod common;

use std::cell::Cell;

use kingdomino::ai::{Bot, Budget, Clock, Level, NoClock};
use kingdomino::notation::GameRecord;
use kingdomino::rules::{Action, Expected, Game, GameSetup, Options, PlayerId, Variant};
use kingdomino::worker_protocol::{Request, Response};

/// Plays a game where seat i is `lineup[i]`; returns each seat's share of the victory.
fn play(setup: GameSetup, lineup: &[Level], budget: Budget, seed: u64) -> Vec<f64> {
    let mut game = Game::new(setup).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = lineup
        .iter()
        .enumerate()
        .map(|(i, l)| l.bot(seed + i as u64))
        .collect();
    while let Some(p) = game.table().to_move() {
        let action = bots[p.index()]
            .choose(&game.view(Some(p)), budget, &NoClock)
            .expect("an answer while the game is on");
        game.play(action).expect("bots play legal actions");
    }
    let outcome = game.table().outcome();
    outcome.standings.iter().map(|s| outcome.share(s)).collect()
}

/// `a`'s share over paired deals, each played with both seatings.
fn share(a: Level, b: Level, deals: u64, budget: Budget) -> f64 {
    let mut total = 0.0;
    for d in 0..deals {
        let setup = GameSetup::kingdomino(2, 1000 + d);
        total += play(setup, &[a, b], budget, d)[0];
        total += play(setup, &[b, a], budget, d)[1];
    }
    total / (2 * deals) as f64
}

#[test]
fn greedy_beats_random_in_nine_games_of_ten() {
    let s = share(Level::Greedy, Level::Random, 50, Budget::iterations(1));
    assert!(s >= 0.9, "greedy won {:.0}% of 100 games", s * 100.0);
}

#[test]
fn expert_beats_greedy_on_fixed_deals() {
    let s = share(Level::Expert, Level::Greedy, 8, Budget::iterations(300));
    assert!(s > 0.6, "expert won {:.0}% of 16 games", s * 100.0);
}

#[test]
fn hard_holds_its_own_against_greedy() {
    let s = share(Level::Hard, Level::Greedy, 50, Budget::iterations(1));
    assert!(s >= 0.45, "hard won {:.0}% of 100 games", s * 100.0);
}

/// Plays `setup` with Greedy and, every `every` actions, reorders the hidden piles (the
/// dominoes', and Queendomino's buildings'): the views must not change, nor any level's decision.
fn hidden_piles_change_no_decision(setup: GameSetup, every: u64) {
    let mut game = Game::new(setup).unwrap();
    let mut driver = Level::Greedy.bot(0);
    let mut step = 0;
    let mut checked = 0;
    while let Some(p) = game.table().to_move() {
        if step % every == 3 {
            let mut other = game.clone();
            other.reshuffle_pile(setup.seed * 100 + step);
            assert!(
                other != game || game.table().pile_len() < 6,
                "the piles moved"
            );
            assert_eq!(game.view(Some(p)), other.view(Some(p)));
            for level in Level::ALL {
                let budget = Budget::iterations(60);
                let a = level.bot(42).choose(&game.view(Some(p)), budget, &NoClock);
                let b = level.bot(42).choose(&other.view(Some(p)), budget, &NoClock);
                assert_eq!(a, b, "{level} at step {step} of {setup:?}");
            }
            checked += 1;
        }
        let action = driver.choose(&game.view(Some(p)), Budget::iterations(1), &NoClock);
        game.play(action.unwrap()).unwrap();
        step += 1;
    }
    assert!(checked > 3, "{checked} positions of {setup:?}");
}

/// The order of the draw pile is what nobody may see: reordering it must not change any
/// bot's decision, at any point of the game.
#[test]
fn the_hidden_pile_order_never_changes_a_decision() {
    for seed in 0..6 {
        let players = 2 + (seed % 3) as u8;
        hidden_piles_change_no_decision(GameSetup::kingdomino(players, seed), 7);
    }
}

/// The same in every game of the family: Queendomino's hidden buildings, Age of Giants' lines
/// of five and the Royal Wedding's two boxes (in teams too).
#[test]
fn hidden_piles_change_no_decision_in_any_game_of_the_family() {
    let giants = |setup: GameSetup| {
        setup.with_options(Options {
            age_of_giants: true,
            ..Options::default()
        })
    };
    let wedding = |players: u8, seed: u64, teams: bool| GameSetup {
        variant: Variant::RoyalWedding,
        options: Options {
            teams: teams.then(|| Options::paired_teams(players)),
            ..Options::default()
        },
        ..GameSetup::queendomino(players, seed)
    };
    for setup in [
        GameSetup::queendomino(2, 1),
        GameSetup::queendomino(4, 2),
        giants(GameSetup::kingdomino(5, 3)),
        giants(GameSetup::queendomino(3, 4)),
        wedding(4, 5, false),
        wedding(6, 6, true),
    ] {
        hidden_piles_change_no_decision(setup, 17);
    }
}

#[test]
fn views_hide_the_seed_that_would_give_the_pile_away() {
    let game = Game::new(GameSetup::kingdomino(3, 987_654_321)).unwrap();
    assert_eq!(game.view(Some(PlayerId(0))).table.setup().seed, 0);
    assert_eq!(game.table().setup().seed, 987_654_321);
}

#[test]
fn every_level_plays_every_variant() {
    let variants = [
        (2, Options::default()),
        (3, Options::default()),
        (
            4,
            Options {
                harmony: true,
                middle_kingdom: true,
                ..Options::default()
            },
        ),
        (
            2,
            Options {
                mighty_duel: true,
                ..Options::default()
            },
        ),
        (
            3,
            Options {
                dynasty: true,
                ..Options::default()
            },
        ),
    ];
    for (players, options) in variants {
        for level in Level::ALL {
            let lineup = vec![level; players];
            let setup = GameSetup::kingdomino(players as u8, 5).with_options(options);
            let shares = play(setup, &lineup, Budget::iterations(40), 9);
            assert!((shares.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        }
    }
}

/// A clock that moves 100 ms every time it is read.
struct FastClock(Cell<f64>);

impl Clock for FastClock {
    fn now_ms(&self) -> f64 {
        self.0.set(self.0.get() + 100.0);
        self.0.get()
    }
}

#[test]
fn a_time_budget_stops_the_search_by_the_clock_it_is_given() {
    let game = Game::new(GameSetup::kingdomino(4, 3)).unwrap();
    let view = game.view(game.table().to_move());
    let clock = FastClock(Cell::new(0.0));
    let mut expert = Level::Expert.bot(1);
    let action = expert.choose(&view, Budget::millis(250.0), &clock);
    assert!(matches!(action, Some(Action::Claim(_))));
    // Started at one reading, then one reading per chunk: a few chunks, not the two million cap.
    assert!(
        clock.0.get() <= 600.0,
        "the clock was read until {}",
        clock.0.get()
    );
}

#[test]
fn the_worker_protocol_round_trips() {
    let mut game = Game::new(GameSetup::kingdomino(4, 11)).unwrap();
    let record: GameRecord = "KD2_4_-_11_".parse().unwrap();
    assert_eq!(record.replay().unwrap(), game);
    let mut bot = Level::Greedy.bot(0);
    for _ in 0..30 {
        let p = game.table().to_move().unwrap();
        let a = bot
            .choose(&game.view(Some(p)), Budget::iterations(1), &NoClock)
            .unwrap();
        game.play(a).unwrap();
    }
    let p = game.table().to_move().unwrap();
    let request = Request::Think {
        id: 7,
        view: Box::new(game.view(Some(p))),
        level: Level::Expert,
        budget: Budget::millis(800.0),
        seed: 99,
        fresh: false,
    };
    let text = serde_json::to_string(&request).unwrap();
    let back: Request = serde_json::from_str(&text).unwrap();
    assert_eq!(back, request);
    // The decoded view is as good as the original: the same bot makes the same choice from it.
    let Request::Think { view, .. } = back else {
        unreachable!()
    };
    let budget = Budget::iterations(100);
    assert_eq!(
        Level::Expert.bot(3).choose(&view, budget, &NoClock),
        Level::Expert
            .bot(3)
            .choose(&game.view(Some(p)), budget, &NoClock)
    );
    for response in [
        Response::Progress {
            id: 7,
            done: 0.5,
            iterations: 1234,
        },
        Response::Chosen {
            id: 7,
            action: Action::Discard,
            stats: vec![(Action::Discard, 12, 0.5)],
        },
        Response::Nothing { id: 7 },
    ] {
        let text = serde_json::to_string(&response).unwrap();
        assert_eq!(serde_json::from_str::<Response>(&text).unwrap(), response);
    }
    let cancel = Request::Cancel { id: 7 };
    assert_eq!(
        serde_json::from_str::<Request>(&serde_json::to_string(&cancel).unwrap()).unwrap(),
        cancel
    );
}

/// A request the worker cannot use is answered with the reason, not a crash: an edit no game
/// could make (a domino numbered 63, a 0x0 kingdom, a first claim past the pick order) is
/// refused by the view's checks, with the request's id. So is a pile that would leave a line
/// short of dominoes for the kings, or no next line while the pile still holds some (both found
/// by the fuzz harness: the Expert's playout then had nothing to claim).
#[test]
fn the_worker_refuses_a_state_no_game_could_reach() {
    use kingdomino::worker_protocol::Incoming;
    let think = |game: &Game, id| Request::Think {
        id,
        view: Box::new(game.view(game.table().to_move())),
        level: Level::Expert,
        budget: Budget::iterations(10),
        seed: 1,
        fresh: false,
    };
    let mut game = Game::new(GameSetup::kingdomino(4, 11)).unwrap();
    let request = think(&game, 42);
    let valid = serde_json::to_value(&request).unwrap();
    assert_eq!(Incoming::read(&common::sent(&valid)), Incoming(Ok(request)));
    let edits: [(&str, serde_json::Value, &str); 4] = [
        (
            "/Think/view/table/current/0/domino/number",
            63.into(),
            "domino 63",
        ),
        ("/Think/view/table/kingdoms/0/size", 0.into(), "kingdom"),
        (
            "/Think/view/table/step/FirstClaims/next",
            7.into(),
            "first claim",
        ),
        ("/Think/view/table/pile_len", 42.into(), "a pile of 42"),
    ];
    for (path, value, expected) in edits {
        let mut edited = valid.clone();
        *edited.pointer_mut(path).unwrap_or_else(|| panic!("{path}")) = value;
        let Incoming(Err((id, why))) = Incoming::read(&common::sent(&edited)) else {
            panic!("{path} was accepted");
        };
        assert_eq!(id, 42);
        assert!(why.contains(expected), "{path}: {why}");
    }
    // Past the first claims: the next line taken away while the pile still holds dominoes.
    let mut actions = Vec::new();
    while game.table().expected() != Some(Expected::Place) {
        game.table().legal_actions(&mut actions);
        game.play(actions[0]).unwrap();
    }
    let mut edited = serde_json::to_value(think(&game, 43)).unwrap();
    *edited.pointer_mut("/Think/view/table/next").unwrap() = serde_json::json!([]);
    let Incoming(Err((43, why))) = Incoming::read(&common::sent(&edited)) else {
        panic!("a next line taken away was accepted");
    };
    assert!(why.contains("no next line"), "{why}");
    // Not even a request's kind and id: answered as request 0.
    assert!(matches!(Incoming::read(&[1]), Incoming(Err((0, _)))));
    assert!(matches!(Incoming::read(&[0xff]), Incoming(Err((0, _)))));
    // A kind and an id, and nothing of the request: refused with that id.
    assert!(matches!(Incoming::read(&[1, 2]), Incoming(Err((2, _)))));
    // A request with a byte after it is not the request: refused with its id.
    let mut longer = Incoming::bytes_of(&think(&game, 44));
    assert!(matches!(Incoming::read(&longer), Incoming(Ok(_))));
    longer.push(0);
    let Incoming(Err((44, why))) = Incoming::read(&longer) else {
        panic!("a request with a byte after it was accepted");
    };
    assert!(why.contains("not a request"), "{why}");
}

/// The review's request: it round-trips, and an edited one is refused with its id, not a crash:
/// a move played that was not legal there, a budget out of range, a view where nobody moves.
#[test]
fn the_worker_refuses_a_weighing_it_cannot_do() {
    use kingdomino::worker_protocol::Incoming;
    let game = Game::new(GameSetup::kingdomino(2, 5)).unwrap();
    let view = game.view(game.table().to_move());
    let mut legal = Vec::new();
    game.table().legal_actions(&mut legal);
    let weigh = |played, budget| Request::Weigh {
        id: 9,
        view: Box::new(view.clone()),
        played,
        budget,
        seed: 3,
    };
    let request = weigh(Some(legal[0]), 64);
    assert_eq!(
        Incoming::read(&Incoming::bytes_of(&request)),
        Incoming(Ok(request))
    );
    for (request, expected) in [
        (weigh(Some(Action::Discard), 64), "not legal"),
        (weigh(None, 2), "budget"),
        (weigh(None, 1_000_000), "budget"),
    ] {
        let Incoming(Err((id, why))) = Incoming::read(&Incoming::bytes_of(&request)) else {
            panic!("{expected}: accepted");
        };
        assert_eq!(id, 9);
        assert!(why.contains(expected), "{why}");
    }
    // A finished game: nobody has a move to weigh.
    let mut over = Game::new(GameSetup::kingdomino(2, 5)).unwrap();
    let mut bot = Level::Greedy.bot(1);
    while let Some(p) = over.table().to_move() {
        let a = bot
            .choose(&over.view(Some(p)), Budget::iterations(1), &NoClock)
            .unwrap();
        over.play(a).unwrap();
    }
    let finished = Request::Weigh {
        id: 10,
        view: Box::new(over.view(None)),
        played: None,
        budget: 64,
        seed: 1,
    };
    let Incoming(Err((10, why))) = Incoming::read(&Incoming::bytes_of(&finished)) else {
        panic!("a finished game was accepted");
    };
    assert!(why.contains("nobody"), "{why}");
}
