//! The property that holds the rules together: an action is accepted exactly when it is among
//! the generated ones, and a refused action leaves the game untouched. Checked over thousands of
//! positions from seeded random games, against every claim, every placement in reach and discard.

mod common;

use std::collections::BTreeSet;

use common::{all_placements, covered, naive_legal};
use kingdomino::ai::RandomPlayer;
use kingdomino::rules::{
    Action, ActionError, DominoId, Game, GameSetup, Options, PlayerId, Pos, Rng, Step,
};

fn setups(seed: u64) -> GameSetup {
    let options = Options {
        mighty_duel: seed % 4 == 3,
        ..Options::default()
    };
    let players = if options.mighty_duel {
        2
    } else {
        2 + (seed % 3) as u8
    };
    GameSetup::kingdomino(players, seed).with_options(options)
}

fn candidates() -> Vec<Action> {
    let claims = (1..=48).map(|n| Action::Claim(DominoId::kingdomino(n).unwrap()));
    let places = all_placements().map(Action::Place);
    claims.chain(places).chain([Action::Discard]).collect()
}

/// The form the rules list a placement in.
fn canonical(game: &Game, a: Action) -> Action {
    match (a, game.table().domino_to_place()) {
        (Action::Place(p), Some(d)) => Action::Place(p.canonical(d.domino())),
        _ => a,
    }
}

fn check_position(game: &mut Game, all: &[Action], legal: &mut Vec<Action>) -> usize {
    game.table().legal_actions(legal);
    let generated: BTreeSet<_> = legal.iter().map(|&a| format!("{a:?}")).collect();
    assert_eq!(generated.len(), legal.len(), "no duplicates");
    assert!(!legal.is_empty(), "a game in progress always has an action");

    for &a in legal.iter() {
        assert_eq!(canonical(game, a), a, "generated placements are canonical");
        let mut copy = game.clone();
        assert_eq!(copy.play(a), Ok(()), "generated {a:?} is accepted");
    }

    // Placements agree with the rules read the slow way.
    if let (Step::Place { .. }, Some(d), Some(p)) = (
        game.table().step(),
        game.table().domino_to_place(),
        game.table().to_move(),
    ) {
        let fast: BTreeSet<_> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Place(pl) => Some(covered(d.domino(), *pl)),
                _ => None,
            })
            .collect();
        assert_eq!(fast, naive_legal(game.table().seat_kingdom(p), d.domino()));
    }

    let before = game.clone();
    let mut refused = 0;
    for &a in all {
        let listed = legal.contains(&canonical(game, a));
        assert_eq!(
            game.table().check(a).is_ok(),
            listed,
            "check agrees with generation for {a:?}"
        );
        if !listed {
            assert!(game.play(a).is_err());
            refused += 1;
        }
    }
    assert_eq!(*game, before, "refused actions change nothing");

    let to_move = game.table().to_move().unwrap();
    let other = PlayerId((to_move.0 + 1) % game.table().setup().players);
    if other != to_move {
        assert_eq!(
            game.play_as(other, legal[0]),
            Err(ActionError::NotYourTurn { to_move })
        );
        assert_eq!(*game, before);
    }
    refused
}

#[test]
fn generated_actions_are_exactly_the_accepted_ones() {
    let all = candidates();
    let mut legal = Vec::new();
    let mut positions = 0;
    let mut refused = 0;
    let mut sample = Rng::new(2024);
    for seed in 0..240 {
        let mut game = Game::new(setups(seed)).unwrap();
        let mut player = RandomPlayer::new(seed);
        while let Some(a) = player.choose(game.table()) {
            if sample.below(4) == 0 {
                refused += check_position(&mut game, &all, &mut legal);
                positions += 1;
            }
            game.play(a).unwrap();
        }
        // A finished game refuses everything.
        for &a in all.iter().step_by(37) {
            assert_eq!(game.play(a), Err(ActionError::GameOver));
        }
        game.table().legal_actions(&mut legal);
        assert!(legal.is_empty());
    }
    assert!(positions >= 3000, "{positions} positions checked");
    assert!(refused > 1_000_000);
}

/// The base game's candidates and Queendomino's: taxes and buildings on every square, the
/// Dragon on every spot, the end of a turn.
fn queendomino_candidates() -> Vec<Action> {
    let mut all = candidates();
    let positions: Vec<Pos> = common::all_positions().collect();
    all.extend(positions.iter().map(|&p| common::tax(p)));
    for spot in 0..6 {
        all.extend(positions.iter().map(|&at| common::build(spot, at)));
        all.push(common::dragon(spot));
    }
    all.push(Action::EndTurn);
    all
}

/// Plays each setup with random players (checked), checking one position in `one_in` against
/// every candidate; returns how many positions were checked.
fn check_games(setups: impl Iterator<Item = GameSetup>, all: &[Action], one_in: usize) -> usize {
    let mut legal = Vec::new();
    let mut sample = Rng::new(7);
    let mut positions_checked = 0;
    for setup in setups {
        let mut game = Game::new(setup).unwrap();
        let mut player = RandomPlayer::new(setup.seed);
        while let Some(a) = player.choose(game.table()) {
            if sample.below(one_in) == 0 {
                check_position(&mut game, all, &mut legal);
                positions_checked += 1;
            }
            game.play(a).unwrap();
        }
    }
    positions_checked
}

/// The same property for Queendomino, whose turns add taxes, buildings, the Dragon and the last
/// round's end of turn.
#[test]
fn queendomino_generated_actions_are_exactly_the_accepted_ones() {
    let setups = (0..60).map(|seed| GameSetup::queendomino(2 + (seed % 3) as u8, seed));
    let positions_checked = check_games(setups, &queendomino_candidates(), 5);
    assert!(
        positions_checked >= 1000,
        "{positions_checked} positions checked"
    );
}

/// The same property with Age of Giants (both boxes, 2 to 5 players): arrivals, footsteps,
/// giants received out of turn, and the claims of its lettered and footstep dominoes.
#[test]
fn age_of_giants_generated_actions_are_exactly_the_accepted_ones() {
    use kingdomino::rules::{DominoBox, GiantsAction, KingdomId, Options};
    let mut all = candidates();
    let positions: Vec<Pos> = common::all_positions().collect();
    for b in [DominoBox::Queendomino, DominoBox::Giants] {
        all.extend(b.dominoes().iter().map(|d| Action::Claim(d.id)));
    }
    all.extend(positions.iter().map(|&p| common::tax(p)));
    all.extend(
        positions
            .iter()
            .map(|&p| Action::Giants(GiantsAction::Cover(p))),
    );
    for to in 0..5 {
        all.extend(positions.iter().map(|&from| {
            Action::Giants(GiantsAction::Send {
                from,
                to: KingdomId(to),
            })
        }));
    }
    for spot in 0..6 {
        all.push(common::build(spot, Pos::new(0, 1)));
        all.push(common::dragon(spot));
    }
    all.push(Action::EndTurn);
    let mut legal = Vec::new();
    let mut sample = Rng::new(11);
    let mut giant_positions = 0;
    for seed in 0..80 {
        let players = 2 + (seed % 4) as u8;
        let base = if seed % 2 == 0 {
            GameSetup::kingdomino(players, seed)
        } else {
            GameSetup::queendomino(players, seed)
        };
        let setup = base.with_options(Options {
            age_of_giants: true,
            ..Options::default()
        });
        let mut game = Game::new(setup).unwrap();
        let mut player = RandomPlayer::new(seed);
        while let Some(a) = player.choose(game.table()) {
            game.table().legal_actions(&mut legal);
            let giants = legal.iter().any(|a| matches!(a, Action::Giants(_)));
            if giants || sample.below(8) == 0 {
                check_position(&mut game, &all, &mut legal);
                giant_positions += usize::from(giants);
            }
            game.play(a).unwrap();
        }
    }
    assert!(
        giant_positions >= 200,
        "{giant_positions} positions with giants"
    );
}

/// The same property at the Royal Wedding: both boxes, 3 to 8 players, and teams whose two
/// seats build one kingdom and share its coins and knights.
#[test]
fn royal_wedding_generated_actions_are_exactly_the_accepted_ones() {
    use kingdomino::rules::{DominoBox, Variant};
    let mut all = queendomino_candidates();
    all.extend(
        DominoBox::Queendomino
            .dominoes()
            .iter()
            .map(|d| Action::Claim(d.id)),
    );
    let setups = (0..12).map(|seed| {
        let players = 3 + (seed % 6) as u8;
        let teams = matches!(players, 6 | 8) && seed % 2 == 0;
        GameSetup {
            variant: Variant::RoyalWedding,
            options: Options {
                teams: teams.then(|| Options::paired_teams(players)),
                ..Options::default()
            },
            ..GameSetup::queendomino(players, seed)
        }
    });
    let positions_checked = check_games(setups, &all, 10);
    assert!(
        positions_checked >= 200,
        "{positions_checked} positions checked"
    );
}

#[test]
fn wrong_steps_are_refused_with_the_reason() {
    let mut game = Game::new(GameSetup::kingdomino(4, 9)).unwrap();
    let first = game.table().current_line()[0].domino;
    let place = Action::Place(kingdomino::rules::Placement::new(
        kingdomino::rules::Pos::new(0, 1),
        kingdomino::rules::Dir::East,
    ));
    assert!(matches!(
        game.play(place),
        Err(ActionError::WrongStep { .. })
    ));
    assert!(matches!(
        game.play(Action::Discard),
        Err(ActionError::WrongStep { .. })
    ));
    game.play(Action::Claim(first)).unwrap();
    assert_eq!(
        game.play(Action::Claim(first)),
        Err(ActionError::AlreadyClaimed { domino: first })
    );
    let elsewhere = (1..=48)
        .map(|n| DominoId::kingdomino(n).unwrap())
        .find(|d| game.table().current_line().iter().all(|s| s.domino != *d))
        .unwrap();
    assert_eq!(
        game.play(Action::Claim(elsewhere)),
        Err(ActionError::NotOnLine { domino: elsewhere })
    );
    let message = ActionError::NotOnLine { domino: elsewhere }.to_string();
    assert!(message.contains(&elsewhere.to_string()) && message.contains("not on the line"));
}
