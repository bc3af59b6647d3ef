//! The property that holds the rules together: an action is accepted exactly when it is among
//! the generated ones, and a refused action leaves the game untouched. Checked over thousands of
//! positions from seeded random games, against every claim, every placement in reach and discard.

mod common;
#[path = "conformance/setups.rs"]
mod setups;

use std::collections::BTreeSet;

use common::{all_placements, covered, naive_legal};
use kingdomino::ai::RandomPlayer;
use kingdomino::rules::{
    Action, ActionError, DominoBox, DominoId, Game, GameSetup, GiantsAction, KingdomId, Options,
    PlayerId, Pos, Rng, Step,
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

/// Every action of the family: claims of every box's dominoes, placements in reach, the
/// discard and the end of a turn; Queendomino's taxes, buildings on every spot and the Dragon;
/// the giants covering any square and sent from any square to any kingdom.
fn candidates() -> Vec<Action> {
    let boxes = [
        DominoBox::Kingdomino,
        DominoBox::Queendomino,
        DominoBox::Giants,
    ];
    let claims = boxes
        .iter()
        .flat_map(|b| b.dominoes().iter().map(|d| Action::Claim(d.id)));
    let places = all_placements().map(Action::Place);
    let mut all: Vec<Action> = claims.chain(places).collect();
    all.extend([Action::Discard, Action::EndTurn]);
    let positions: Vec<Pos> = common::all_positions().collect();
    all.extend(positions.iter().map(|&p| common::tax(p)));
    for spot in 0..6 {
        all.extend(positions.iter().map(|&at| common::build(spot, at)));
        all.push(common::dragon(spot));
    }
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
    all
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

/// The same property in every rule set of the family (Queendomino's taxes, buildings, the
/// Dragon and the last round's end of turn; Age of Giants' arrivals, footsteps and giants
/// received out of turn; the Royal Wedding's teams), against the same candidates: one position
/// in six, and every position where a giant may be placed or sent (they are rare).
#[test]
fn every_rule_set_generates_exactly_the_accepted_actions() {
    let all = candidates();
    let mut legal = Vec::new();
    let mut sample = Rng::new(11);
    let (mut positions, mut module_positions, mut giant_positions) = (0, 0, 0);
    for base in setups::every_rule_set(0) {
        for seed in 0..6 {
            let setup = GameSetup { seed, ..base };
            let mut game = Game::new(setup).unwrap();
            let mut player = RandomPlayer::new(seed);
            while let Some(a) = player.choose(game.table()) {
                game.table().legal_actions(&mut legal);
                let giants = legal.iter().any(|a| matches!(a, Action::Giants(_)));
                if giants || sample.below(6) == 0 {
                    check_position(&mut game, &all, &mut legal);
                    positions += 1;
                    module_positions += usize::from(legal.iter().any(is_a_modules));
                    giant_positions += usize::from(giants);
                }
                game.play(a).unwrap();
            }
        }
    }
    assert!(positions >= 3000, "{positions} positions checked");
    assert!(
        module_positions >= 1000,
        "{module_positions} with a module's action"
    );
    assert!(
        giant_positions >= 200,
        "{giant_positions} positions with giants"
    );
}

fn is_a_modules(action: &Action) -> bool {
    matches!(
        action,
        Action::Queendomino(_) | Action::Giants(_) | Action::Extra(_)
    )
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
