//! The engine protocol (`kingdomino::engine_protocol`): every message prints back as itself, a
//! seat following a whole game through the messages sees exactly what that seat's person sees
//! (never a line before it is drawn), and what does not follow the rules is refused with the
//! game unchanged. The real process's answers are in `tests/cli.rs`; mutated messages in
//! `tests/fuzz.rs`.

mod common;

use common::wedding;
use kingdomino::ai::{Budget, RandomPlayer};
use kingdomino::engine_protocol::{
    setup_text, with_quests_written, FromEngine, SeatGame, Session, Step, ToEngine,
};
use kingdomino::notation::action_of_token;
use kingdomino::rules::{
    Action, Game, GameSetup, Options, PlayerId, QuestChoice, RevealedDraws, Rng,
};

/// Every game of the family, as the protocol must carry it.
fn setups(seed: u64) -> Vec<GameSetup> {
    let kd = |players, options| GameSetup::kingdomino(players, seed).with_options(options);
    vec![
        kd(2, Options::default()),
        kd(4, Options::default()),
        kd(
            2,
            Options {
                mighty_duel: true,
                ..Options::default()
            },
        ),
        kd(
            3,
            Options {
                dynasty: true,
                harmony: true,
                middle_kingdom: true,
                ..Options::default()
            },
        ),
        kd(
            5,
            Options {
                age_of_giants: true,
                quests: QuestChoice::Drawn,
                ..Options::default()
            },
        ),
        GameSetup::queendomino(3, seed),
        wedding(5, false, seed),
        wedding(6, true, seed),
    ]
}

/// One whole game dealt draw by draw, as the arena deals it, with every event in order.
struct Referee {
    game: Game,
    seeds: Vec<u64>,
    told: usize,
    events: Vec<ToEngine>,
}

impl Referee {
    fn new(setup: GameSetup) -> Referee {
        let mut rng = Rng::new(setup.seed);
        let seeds: Vec<u64> = (0..512).map(|_| rng.next_u64()).collect();
        let game = Game::dealt_by(setup, RevealedDraws::new(seeds.clone())).unwrap();
        let mut referee = Referee {
            game,
            seeds,
            told: 0,
            events: Vec::new(),
        };
        referee.note_draws();
        referee
    }

    fn note_draws(&mut self) {
        while self.told < self.game.draws_made().unwrap() {
            self.events.push(ToEngine::Draw(self.seeds[self.told]));
            self.told += 1;
        }
    }

    fn play(&mut self, action: Action) {
        self.game.play(action).unwrap();
        self.events.push(ToEngine::Moves(vec![action]));
        self.note_draws();
    }
}

fn tell(seat: &mut SeatGame, event: &ToEngine) {
    match event {
        ToEngine::Draw(seed) => seat.draw(*seed).unwrap(),
        ToEngine::Moves(moves) => seat.moves(moves).unwrap(),
        other => panic!("not an event: {other:?}"),
    }
}

#[test]
fn a_seat_following_the_messages_sees_what_its_person_sees_in_every_game_of_the_family() {
    for seed in 0..3 {
        for setup in setups(seed) {
            // The referee writes drawn quests out, as the arena does.
            let setup = with_quests_written(setup);
            let mut referee = Referee::new(setup);
            let mut seats: Vec<SeatGame> = (0..setup.players)
                .map(|p| SeatGame::new(setup, PlayerId(p)).unwrap())
                .collect();
            let mut random = RandomPlayer::new(seed);
            let mut turns = 0;
            while let Some(p) = referee.game.table().to_move() {
                for seat in &mut seats {
                    for event in &referee.events {
                        tell(seat, event);
                    }
                }
                referee.events.clear();
                for (i, seat) in seats.iter().enumerate() {
                    let view = seat.view_to_move();
                    if i == p.index() {
                        // Not `assert_eq!`: a view's Debug is pages long.
                        assert!(
                            view.unwrap() == referee.game.view(Some(p)),
                            "{}, turn {turns}: the seat's view differs",
                            setup_text(&setup)
                        );
                    } else {
                        assert!(view.is_err(), "seat {i} is not to move");
                    }
                }
                let action = random.choose(referee.game.table()).unwrap();
                referee.play(action);
                turns += 1;
            }
            assert!(turns > 20, "{setup:?} played a whole game");
        }
    }
}

#[test]
fn the_deal_s_seed_never_travels_and_a_draw_tells_nothing_of_the_next_line() {
    let setup = GameSetup::kingdomino(2, 987_654_321);
    let new = ToEngine::New {
        setup,
        seat: PlayerId(0),
        seed: 5,
    };
    assert_eq!(new.to_string(), "new KD2_2_- seat 1 seed 5");
    // Two referees whose first draws are the same and later ones differ: after the first
    // line, a seat cannot tell them apart; the second line differs.
    let first = |later: u64| {
        let mut seeds = vec![11];
        seeds.extend((0..64).map(|i| later + i));
        let mut game = Game::dealt_by(setup, RevealedDraws::new(seeds)).unwrap();
        let mut random = RandomPlayer::new(1);
        let mut views = vec![game.view(Some(PlayerId(0)))];
        while game.draws_made() == Some(1) {
            game.play(random.choose(game.table()).unwrap()).unwrap();
            views.push(game.view(Some(PlayerId(0))));
        }
        views
    };
    let (a, b) = (first(100), first(200));
    assert_eq!(a[..a.len() - 1], b[..b.len() - 1]);
    assert_ne!(a.last(), b.last());
}

#[test]
fn every_message_prints_back_as_itself() {
    let lines = [
        "kingdomino-engine 1",
        "new KD2_4_hm seat 3 seed 18446744073709551615",
        "new QD2_3_- seat 1 seed 0",
        "new RW2_6_t112233 seat 6 seed 7",
        "new KD2_5_gq0517 seat 5 seed 1",
        "new KD2_2_q0102 seat 2 seed 1",
        "draw 0",
        "moves k22.k17.r-1c2e.x",
        "moves kQ23.n0c1.b0r1c0.d5.e",
        "moves kA.k49.g1c2.f0c-1t2",
        "go 1500",
        "go 500ms",
        "quit",
    ];
    for line in lines {
        let message: ToEngine = line.parse().unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(message.to_string(), line);
    }
    for line in [
        "kingdomino-engine 1 kingdomino 0.1.0 expert",
        "ready",
        "move k28",
        "move r0c1s",
        "error the game is over",
    ] {
        let message: FromEngine = line.parse().unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(message.to_string(), line);
    }
}

#[test]
fn lines_written_otherwise_or_not_at_all_are_refused_in_one_line() {
    let refused = [
        "",
        "hello",
        "kingdomino-engine",
        "kingdomino-engine 01",
        "new KD2_2_-_42_ seat 1 seed 1",
        "new KD2_2_- seat 3 seed 1",
        "new KD2_2_- seat 0 seed 1",
        "new KD2_9_- seat 1 seed 1",
        "new KD2_2_hd seat 1 seed 1",
        "new KD2_2_- seat 1",
        "new KD2_5_g seat 1 seed 1",
        "new KD2_2_q seat 1 seed 1",
        "draw -1",
        "draw 18446744073709551616",
        "moves",
        "moves k22..k17",
        "moves k022",
        "moves r-0c1e",
        "go",
        "go 0",
        "go 1s",
        "go 0500ms",
        "go 3600001ms",
        "go 100000001",
        "quit now",
        "go  500ms",
        "go 500ms ",
        "go\t500ms",
        "draw 1\r",
    ];
    for line in refused {
        let why = line.parse::<ToEngine>().expect_err(line);
        assert!(!why.contains('\n') && !why.is_empty(), "{line:?}: {why}");
    }
    for line in [
        "move",
        "move k99",
        "ready now",
        "error",
        "kingdomino-engine 1",
        "moved k1",
    ] {
        assert!(line.parse::<FromEngine>().is_err(), "{line:?}");
    }
}

#[test]
fn a_session_greets_first_and_refuses_what_the_game_does_not_allow() {
    let mut session = Session::default();
    assert!(
        session.read("new KD2_2_- seat 1 seed 1").is_err(),
        "no greeting yet"
    );
    let mut session = Session::default();
    assert!(
        session.read("kingdomino-engine 2").is_err(),
        "another version"
    );
    let mut session = Session::default();
    assert_eq!(session.read("kingdomino-engine 1"), Ok(Step::Greet));
    assert!(
        session.read("kingdomino-engine 1").is_err(),
        "greeted twice"
    );
    assert!(session.read("go 100").is_err(), "no game yet");
    assert_eq!(
        session.read("new KD2_2_- seat 1 seed 9"),
        Ok(Step::NewGame { seed: 9 })
    );
    assert!(session.read("moves k1").is_err(), "before the deal's draw");
    assert!(session.read("go 100").is_err(), "waiting for a draw");
    assert_eq!(session.read("draw 42"), Ok(Step::Nothing));
    assert!(session.read("draw 43").is_err(), "no draw is due");
}

#[test]
fn a_refused_move_leaves_the_seat_s_game_as_it_was() {
    let setup = GameSetup::kingdomino(2, 0);
    let mut referee = Referee::new(setup);
    let mut seat = SeatGame::new(setup, PlayerId(0)).unwrap();
    for event in referee.events.drain(..) {
        tell(&mut seat, &event);
    }
    let before = format!("{seat:?}");
    // A domino that is not on the line.
    let line: Vec<String> = referee
        .game
        .table()
        .current_line()
        .iter()
        .map(|s| format!("k{}", s.domino))
        .collect();
    let absent = (1..=48)
        .map(|n| format!("k{n}"))
        .find(|token| !line.contains(token))
        .and_then(|token| action_of_token(&token))
        .unwrap();
    assert!(seat.moves(&[absent]).is_err());
    assert_eq!(format!("{seat:?}"), before);
    // The legal one is taken after the refusal as if nothing had been tried.
    let action = RandomPlayer::new(3).choose(referee.game.table()).unwrap();
    seat.moves(&[action]).unwrap();
    referee.play(action);
    // Moves are refused before the deal's draw, and a draw when none is due.
    let mut ahead = SeatGame::new(setup, PlayerId(1)).unwrap();
    assert!(ahead.moves(&[action]).is_err());
    assert!(seat.draw(1).is_err() || referee.game.draws_made() == Some(2));
}

#[test]
fn budgets_are_iterations_or_whole_milliseconds() {
    assert_eq!("go 1".parse(), Ok(ToEngine::Go(Budget::iterations(1))));
    assert_eq!("go 250ms".parse(), Ok(ToEngine::Go(Budget::millis(250.0))));
}
