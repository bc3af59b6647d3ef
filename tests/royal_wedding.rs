//! The Royal Wedding: both boxes at one table, 3 to 8 players, teams of two sharing a kingdom,
//! with everything Queendomino adds.

mod common;

use std::collections::BTreeSet;

use common::{estate, qd, wedding};
use kingdomino::ai::RandomPlayer;
use kingdomino::rules::module::ModuleSet;
use kingdomino::rules::{
    Action, DominoBox, Game, GameSetup, KingdomId, Options, PlayerId, QueendominoAction, Table,
};

/// Every configuration the issue names: (players, teams, kingdom size, line length, kingdoms).
const CONFIGS: [(u8, bool, u8, u8, u8); 8] = [
    (3, false, 7, 4, 3),
    (4, false, 7, 4, 4),
    (5, false, 5, 8, 5),
    (6, false, 5, 8, 6),
    (7, false, 5, 8, 7),
    (8, false, 5, 8, 8),
    (6, true, 7, 8, 3),
    (8, true, 7, 8, 4),
];

#[test]
fn every_configuration_has_its_sizes_lines_and_kingdoms() {
    for (players, teams, size, line, kingdoms) in CONFIGS {
        let rules = wedding(players, teams, 1).rules().unwrap();
        assert_eq!(
            (rules.kingdom_size, rules.line_len, rules.kingdoms),
            (size, line, kingdoms),
            "{players} players, teams {teams}"
        );
        assert_eq!(rules.dominoes_per_deal, 96);
        assert_eq!(
            rules.leftovers,
            line - players,
            "the unclaimed leave each round"
        );
        assert!(rules.plays(ModuleSet::QUEENDOMINO));
    }
    // Teams are for 6 or 8 players, two a team; fewer than 3 players or more than 8 are refused.
    assert!(wedding(4, true, 1).rules().is_err());
    assert!(wedding(2, false, 1).rules().is_err());
    let mut odd = wedding(6, true, 1);
    odd.options.teams = Some([0, 0, 0, 1, 2, 2, 0, 0]);
    assert!(odd.rules().is_err(), "a team of three");
    assert!(GameSetup::queendomino(6, 1)
        .with_options(Options {
            teams: Some(Options::paired_teams(6)),
            ..Options::default()
        })
        .rules()
        .is_err());
}

/// Lines come from each box in turn, the first from the Queendomino box.
#[test]
fn lines_alternate_between_the_boxes() {
    for (players, teams, ..) in CONFIGS {
        let mut game = Game::new(wedding(players, teams, 3)).unwrap();
        let boxes = |t: &Table, next: bool| -> BTreeSet<DominoBox> {
            let line = if next {
                t.next_line()
            } else {
                t.current_line()
            };
            line.iter().map(|s| s.domino.domino_box).collect()
        };
        assert_eq!(
            boxes(game.table(), false),
            BTreeSet::from([DominoBox::Queendomino])
        );
        let mut player = RandomPlayer::new(3);
        let mut expected = DominoBox::Kingdomino;
        let mut lines = 1;
        while let Some(action) = player.choose(game.table()) {
            let before = game.table().next_line().first().map(|s| s.domino);
            game.play(action).unwrap();
            let after = game.table().next_line().first().map(|s| s.domino);
            if after.is_some() && after != before {
                assert_eq!(boxes(game.table(), true), BTreeSet::from([expected]));
                expected = if expected == DominoBox::Kingdomino {
                    DominoBox::Queendomino
                } else {
                    DominoBox::Kingdomino
                };
                lines += 1;
            }
        }
        assert_eq!(lines, 96 / usize::from(game.table().rules().line_len));
    }
}

/// Team-mates share one kingdom and one estate: a team-mate's tax fills the team's purse, and
/// the Queen, the scores and the victory are the team's.
#[test]
fn team_mates_share_their_kingdom_coins_and_knights() {
    let mut shared_tax = 0;
    for seed in 0..40 {
        let mut game = Game::new(wedding(6, true, seed)).unwrap();
        // A team starts with one knight and 7 coins, shared.
        for e in qd(game.table()).estates() {
            assert_eq!((e.coins, e.knights_in_hand, e.knights.len()), (7, 1, 0));
        }
        let mut player = RandomPlayer::new(seed);
        while let Some(action) = player.choose(game.table()) {
            let t = game.table().clone();
            game.play(action).unwrap();
            if let Action::Queendomino(QueendominoAction::Tax(_)) = action {
                let seat = t.to_move().unwrap();
                let mate = PlayerId(seat.0 ^ 1);
                assert_eq!(t.kingdom_of(seat), t.kingdom_of(mate));
                let purse = estate(game.table(), mate).coins;
                assert!(purse > estate(&t, mate).coins, "the team-mate's purse grew");
                shared_tax += 1;
            }
        }
        let t = game.table();
        assert_eq!(t.kingdoms().len(), 3);
        assert_eq!(qd(t).estates().len(), 3);
        if let Some(host) = qd(t).queen() {
            assert!(host.index() < 3);
        }
        assert_eq!(t.outcome().standings.len(), 3);
        for k in 0..3u8 {
            let seats: Vec<PlayerId> = t.rules().seats_of(KingdomId(k)).collect();
            assert_eq!(seats, vec![PlayerId(2 * k), PlayerId(2 * k + 1)]);
        }
    }
    assert!(shared_tax > 100, "{shared_tax}");
}
