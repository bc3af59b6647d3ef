//! The page's model, natively: the seats a link names, the game in play and who may act, the
//! moves so far with what each brought, and the step the banner names. No browser: what these
//! tests prove holds before the page draws it.

use std::rc::Rc;

use kingdomino::ai::{Level, RandomPlayer};
use kingdomino::i18n::{fill, Lang};
use kingdomino::notation::GameRecord;
use kingdomino::page::choices::Choices;
use kingdomino::page::move_log::MoveLog;
use kingdomino::page::next_step::NextStep;
use kingdomino::page::pace::Pace;
use kingdomino::page::seats::{Seat, SeatKind};
use kingdomino::page::session::Session;
use kingdomino::page::study::help_allowed;
use kingdomino::rules::{Action, Game, GameSetup, GiantsAction, Options, QueendominoAction, Table};

/// Every game of the family, as the setup screen offers them.
fn setups(seed: u64) -> Vec<GameSetup> {
    let giants = |players, queendomino: bool| {
        let base = if queendomino {
            GameSetup::queendomino(players, seed)
        } else {
            GameSetup::kingdomino(players, seed)
        };
        base.with_options(Options {
            age_of_giants: true,
            ..Options::default()
        })
    };
    vec![
        GameSetup::kingdomino(2, seed),
        GameSetup::kingdomino(4, seed),
        GameSetup::queendomino(3, seed),
        giants(5, false),
        giants(2, true),
    ]
}

/// A whole game played by a seeded random chooser, each position kept.
fn random_game(setup: GameSetup) -> Vec<Game> {
    let mut game = Game::new(setup).expect("a setup the page offers");
    let mut chooser = RandomPlayer::new(setup.seed ^ 0x5eed);
    let mut positions = vec![game.clone()];
    while let Some(action) = chooser.choose(game.table()) {
        game.play(action).expect("the chooser picks legal actions");
        positions.push(game.clone());
    }
    positions
}

#[test]
fn a_links_seats_print_back_as_themselves() {
    let specs: Vec<String> = ["human", "expert", "greedy", "hard", "random"]
        .map(String::from)
        .to_vec();
    let seats = Seat::from_specs(&specs, Lang::En);
    assert_eq!(seats[0].kind, SeatKind::Human);
    assert_eq!(seats[1].kind, SeatKind::Computer);
    assert_eq!(seats[1].level, Level::Expert);
    let printed: Vec<String> = seats.iter().map(Seat::spec).collect();
    assert_eq!(printed, specs);
    // Anything else a link says is a person: a hostile link cannot make a seat of it.
    let odd = Seat::from_specs(&["<script>".to_string(), String::new()], Lang::En);
    assert!(odd.iter().all(Seat::is_human));
    assert!(odd.iter().all(|s| s.spec() == "human"));
}

#[test]
fn a_language_switch_renames_the_pages_names_and_keeps_a_persons() {
    let mut seats = Seat::defaults(3, Lang::En);
    seats[1].name = Lang::En.words().you.to_string();
    seats[2].name = "Ann".to_string();
    for to in Lang::ALL {
        let renamed: Vec<Option<String>> = seats
            .iter()
            .enumerate()
            .map(|(i, s)| s.name_in(i, Lang::En, to))
            .collect();
        assert_eq!(
            renamed[0].as_deref(),
            Some(fill(to.words().player_n, &[&1]).as_str())
        );
        assert_eq!(renamed[1].as_deref(), Some(to.words().you));
        assert_eq!(renamed[2], None, "a typed name stays");
    }
}

#[test]
fn every_pace_reads_back_by_its_name() {
    for pace in Pace::ALL {
        assert_eq!(Pace::from_name(pace.name()), pace);
    }
    assert_eq!(Pace::from_name("warp"), Pace::default());
}

#[test]
fn the_seat_to_move_is_a_persons_or_a_computers_never_both() {
    let setup = GameSetup::kingdomino(3, 11);
    let specs: Vec<String> = ["human", "greedy", "human"].map(String::from).to_vec();
    for game in random_game(setup) {
        let session = Session::playing(game, Seat::from_specs(&specs, Lang::En), Pace::Fast);
        let table = session.table();
        match table.to_move() {
            None => assert!(!session.human_to_move() && !session.computer_to_move()),
            Some(p) => {
                assert_eq!(session.human_to_move(), p.index() != 1);
                assert_eq!(session.computer_to_move(), p.index() == 1);
            }
        }
        // Undo exists once a person has acted, and goes back to a person's action.
        match session.last_human_action() {
            Some(i) => {
                let (seat, _) = session.game.played().nth(i).unwrap();
                assert_ne!(seat.index(), 1);
                assert!(session.can_undo());
            }
            None => assert!(!session.can_undo()),
        }
    }
}

#[test]
fn the_replay_shows_each_position_and_nobody_acts_in_it() {
    let positions = random_game(GameSetup::queendomino(2, 5));
    let last = positions.last().unwrap();
    let record = GameRecord::of(last);
    for at in [0, 1, record.actions.len() / 2, record.actions.len()] {
        let seats = Seat::people(2, Lang::En);
        let session = Session::watching(record.clone(), at, seats, None).expect("a good record");
        assert_eq!(session.game.history(), positions[at].history());
        assert_eq!(session.table(), positions[at].table());
        assert!(!session.human_to_move() && !session.computer_to_move());
        assert!(!help_allowed(&session), "no hint or Study in the replay");
        let (name, whole) = session.whole_game().unwrap();
        assert_eq!(name, record.to_string());
        assert_eq!(whole.table(), last.table());
    }
}

#[test]
fn the_log_followed_move_by_move_is_the_log_built_at_once() {
    for setup in setups(3) {
        let positions = random_game(setup);
        let mut log = MoveLog::default();
        for game in &positions {
            log = log.follow(&Rc::new(game.clone()));
            assert_eq!(log.moves.len(), game.history().len());
        }
        let whole = MoveLog::default().follow(&Rc::new(positions.last().unwrap().clone()));
        assert_eq!(*log.moves, *whole.moves, "{setup:?}");
        // Undo, or a step back in the replay: the moves up to there stand.
        let back = positions.len() / 3;
        let undone = log.follow(&Rc::new(positions[back].clone()));
        assert_eq!(undone.moves[..], whole.moves[..back]);
        // Another game: the log starts again from its deal.
        let other = random_game(GameSetup::kingdomino(2, 99));
        let fresh = undone.follow(&Rc::new(other.last().unwrap().clone()));
        assert_eq!(fresh.moves.len(), other.last().unwrap().history().len());
    }
}

#[test]
fn each_kingdoms_points_add_up_from_the_moves_that_brought_them() {
    for players in [2, 3, 4] {
        let positions = random_game(GameSetup::kingdomino(players, 21));
        let last = Rc::new(positions.last().unwrap().clone());
        let log = MoveLog::default().follow(&last);
        let table = last.table();
        let scores = table.scores();
        for (k, score) in scores.ids().zip(scores.iter()) {
            let gained: i64 = log
                .moves
                .iter()
                .filter(|m| table.kingdom_of(m.seat) == k)
                .map(|m| m.gain)
                .sum();
            assert_eq!(gained, i64::from(score.total), "{players} players, {k:?}");
        }
        // Each placement names the domino laid; only placements and discards name one.
        for m in log.moves.iter() {
            assert_eq!(
                m.domino.is_some(),
                matches!(m.action, Action::Place(_) | Action::Discard),
                "{m:?}"
            );
        }
    }
}

#[test]
fn what_an_opponent_laid_since_the_persons_last_move_is_found() {
    let positions = random_game(GameSetup::kingdomino(2, 8));
    let last = Rc::new(positions.last().unwrap().clone());
    let log = MoveLog::default().follow(&last);
    let table = last.table();
    for after in [None, Some(10), Some(30)] {
        for kingdom in table.kingdoms().ids() {
            let start = after.map_or(0, |i| i + 1);
            let expected = (start..log.moves.len()).rev().find(|&i| {
                matches!(log.moves[i].action, Action::Place(_))
                    && table.kingdom_of(log.moves[i].seat) == kingdom
            });
            let found = log
                .last_placement_since(after, kingdom, table)
                .map(|(i, _)| i);
            assert_eq!(found, expected);
        }
    }
}

/// Whether a legal action of the kind the step names exists: the banner's controls can act.
fn step_can_act(step: NextStep, table: &Table, legal: &[Action]) -> bool {
    let any = |f: &dyn Fn(&Action) -> bool| legal.iter().any(f);
    match step {
        NextStep::ChooseFirst | NextStep::Claim => any(&|a| matches!(a, Action::Claim(_))),
        NextStep::Place(d) => {
            table.domino_to_place() == Some(d) && any(&|a| matches!(a, Action::Place(_)))
        }
        NextStep::Discard(d) => {
            table.domino_to_place() == Some(d)
                && legal.contains(&Action::Discard)
                && !any(&|a| matches!(a, Action::Place(_)))
        }
        NextStep::PlaceGiant => any(&|a| matches!(a, Action::Giants(GiantsAction::Cover(_)))),
        NextStep::Footsteps(_) => any(&|a| matches!(a, Action::Giants(GiantsAction::Send { .. }))),
        NextStep::Queendomino {
            tax, build, dragon, ..
        } => {
            let has = |f: &dyn Fn(&QueendominoAction) -> bool| {
                any(&|a| matches!(a, Action::Queendomino(q) if f(q)))
            };
            tax == has(&|q| matches!(q, QueendominoAction::Tax(_)))
                && build == has(&|q| matches!(q, QueendominoAction::Build { .. }))
                && dragon == has(&|q| matches!(q, QueendominoAction::Dragon { .. }))
        }
        NextStep::EndTurn => legal.contains(&Action::EndTurn),
    }
}

#[test]
fn the_banner_names_a_step_the_rules_allow_at_every_position_of_every_game() {
    let mut legal = Vec::new();
    for seed in [1, 2] {
        for setup in setups(seed) {
            for game in random_game(setup) {
                let table = game.table();
                legal.clear();
                table.legal_actions(&mut legal);
                let step = NextStep::of(table, &legal);
                assert_eq!(step.is_none(), table.is_over(), "{setup:?}");
                if let Some(step) = step {
                    assert!(step_can_act(step, table, &legal), "{step:?} in {setup:?}");
                }
            }
        }
    }
}

/// A knight's tax, as the person sees its outcome: the coins it brings and the territory it
/// taxes.
fn tax_outcome(game: &Game, at: kingdomino::rules::Pos) -> (u32, Vec<kingdomino::rules::Pos>) {
    let p = game.table().to_move().unwrap();
    let kingdom = game.table().seat_kingdom(p);
    // (In the kingdom's own order of squares: the same for the same territory.)
    let territory: Vec<_> = kingdom
        .squares()
        .map(|(pos, _)| pos)
        .filter(|&pos| {
            kingdom
                .territories()
                .into_iter()
                .any(|t| kingdom.territory_contains(&t, at) && kingdom.territory_contains(&t, pos))
        })
        .collect();
    let mut after = game.clone();
    after
        .play(Action::Queendomino(QueendominoAction::Tax(at)))
        .unwrap();
    let coins = |t: &Table| t.queendomino().unwrap().estates()[t.kingdom_of(p)].coins;
    (coins(after.table()) - coins(game.table()), territory)
}

#[test]
fn one_tax_button_stands_for_each_distinct_outcome() {
    let (mut merged, mut apart) = (0, 0);
    for seed in 0..20 {
        let mut game = Game::new(GameSetup::queendomino(2, seed)).unwrap();
        let mut player = RandomPlayer::new(seed);
        while let Some(action) = player.choose(game.table()) {
            let choices = Choices::of(game.table());
            if !choices.taxes.is_empty() {
                let p = game.table().to_move().unwrap();
                let kept = choices.distinct_taxes(game.table().seat_kingdom(p));
                let outcomes: Vec<_> = kept.iter().map(|&at| tax_outcome(&game, at)).collect();
                for (i, o) in outcomes.iter().enumerate() {
                    assert!(
                        !outcomes[..i].contains(o),
                        "two buttons, one outcome: {o:?}"
                    );
                }
                for &at in &choices.taxes {
                    assert!(
                        outcomes.contains(&tax_outcome(&game, at)),
                        "a tax without its button"
                    );
                }
                if kept.len() < choices.taxes.len() {
                    merged += 1;
                } else if kept.len() > 1 {
                    apart += 1;
                }
            }
            game.play(action).unwrap();
        }
    }
    assert!(
        merged > 5 && apart > 5,
        "both cases met: {merged} merged, {apart} apart"
    );
}
