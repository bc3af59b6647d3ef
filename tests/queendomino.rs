//! Queendomino: the box, scoring with buildings, coins and the Queen.

mod common;

use common::{build, dragon, estate, kingdom, qd, tax};
use kingdomino::rules::queendomino::{score_kingdom, QueendominoError, Stage, SPOT_COSTS};
use kingdomino::rules::{
    Bonuses, BuildingId, BuildingKind, DominoBox, Estate, Pos, ScorePart, Terrain,
};

#[test]
fn the_box_has_twenty_towns_and_kingdominos_crowns() {
    let dominoes = DominoBox::Queendomino.dominoes();
    assert_eq!(dominoes.len(), 48);
    let halves = dominoes.iter().flat_map(|d| d.halves);
    let (mut towns, mut crowns, mut squares) = (0, 0, 0);
    for h in halves {
        squares += 1;
        crowns += u32::from(h.crowns);
        if h.terrain == Terrain::Town {
            towns += 1;
            assert_eq!(h.crowns, 0, "towns carry no printed crowns");
        }
    }
    assert_eq!((squares, towns, crowns), (96, 20, 39));
    assert_eq!(dominoes[44].id.to_string(), "Q45");
}

/// The rulebook's scoring example, rebuilt square by square: 71 points.
#[test]
fn the_rulebook_example_scores_71() {
    let k = kingdom("W1WWF1F/TG1G1TM2/F1G1CL2M1/TGTLM1/TFTLS1", 5);
    let at = |row: i8, col: i8| Pos::new(row - 2, col - 2);
    let build = |kind, row: i8, col: i8| (at(row, col), BuildingId::first_of(kind));
    let estate = Estate {
        coins: 11,
        knights_in_hand: 0,
        knights: vec![at(0, 1)],
        towers: 3,
        buildings: vec![
            build(BuildingKind::Sawmill, 1, 0),
            build(BuildingKind::Church, 1, 3),
            build(BuildingKind::TravellingCastle, 3, 0),
            build(BuildingKind::BigTavern, 4, 0),
            build(BuildingKind::Statue, 3, 2),
            build(BuildingKind::Guardtower, 4, 2),
        ],
    };
    let score = score_kingdom(&k, &estate, true, Bonuses::default());
    let points = |terrain| -> u32 {
        score
            .territories
            .iter()
            .filter(|t| t.terrain == terrain)
            .map(|t| t.points())
            .sum()
    };
    assert_eq!(points(Terrain::Wheat), 3);
    assert_eq!(points(Terrain::Forest), 3);
    assert_eq!(points(Terrain::Lake), 6);
    assert_eq!(points(Terrain::Grassland), 12);
    assert_eq!(
        score.part(ScorePart::Queen),
        4,
        "the Queen's crown on the 4-square grassland"
    );
    assert_eq!(points(Terrain::Swamp), 1);
    assert_eq!(points(Terrain::Mine), 12);
    assert_eq!(points(Terrain::Town), 0);
    assert_eq!(score.part(ScorePart::Coins), 3);
    // Sawmill 3 forests x 2, Church 4 towns x 2, Big Tavern 2, Statue 5, Guardtower 3,
    // Travelling Castle 3 towers x 1.
    assert_eq!(score.part(ScorePart::Buildings), 6 + 8 + 2 + 5 + 3 + 3);
    assert_eq!(score.total, 71);
    // Without the Queen: 4 points fewer.
    assert_eq!(
        score_kingdom(&k, &estate, false, Bonuses::default()).total,
        67
    );
}

use std::collections::BTreeSet;

use kingdomino::ai::RandomPlayer;
use kingdomino::notation::GameRecord;
use kingdomino::rules::{Action, ActionError, Game, GameSetup, PlayerId, QueendominoAction, Step};

#[test]
fn two_players_build_7x7_kingdoms_with_all_48_dominoes() {
    let setup = GameSetup::queendomino(2, 1);
    let rules = setup.rules().unwrap();
    assert_eq!(
        (
            rules.kingdom_size,
            rules.dominoes_per_deal,
            rules.kings_per_seat
        ),
        (7, 48, 2)
    );
    let game = Game::new(setup).unwrap();
    let q = qd(game.table());
    assert!(q
        .estates()
        .iter()
        .all(|e| e.coins == 7 && e.knights_in_hand == 1));
    assert!(q.builders_board().spots.iter().all(Option::is_some));
    assert_eq!(q.builders_board().pile_len, 26);
    assert_eq!(SPOT_COSTS, [5, 4, 3, 2, 1, 0]);
    assert!(GameSetup::queendomino(2, 1)
        .with_options(kingdomino::rules::Options {
            mighty_duel: true,
            ..Default::default()
        })
        .validate()
        .is_err());
}

/// Every refusal named by the rules, found in seeded games and checked to change nothing.
#[test]
fn illegal_extras_are_refused_with_their_reason() {
    let mut seen = BTreeSet::new();
    let mut actions = Vec::new();
    for seed in 0..300 {
        let mut game = Game::new(GameSetup::queendomino(3, seed)).unwrap();
        let mut player = RandomPlayer::new(seed);
        while let Some(action) = player.choose(game.table()) {
            let table = game.table().clone();
            if matches!(table.step(), Step::Claim { .. } | Step::Finish { .. }) {
                let p = table.to_move().unwrap();
                let me = table.kingdom_of(p);
                let q = qd(&table);
                let e = q.estate(me);
                let turn = q.turn();
                let before = game.clone();
                let mut expect = |a: Action, err: QueendominoError| {
                    let err = ActionError::Queendomino(err);
                    assert_eq!(game.play(a), Err(err), "{a:?}");
                    assert_eq!(game, before);
                    seen.insert(
                        format!("{err:?}")
                            .trim_start_matches("Queendomino(")
                            .split([' ', '{', '(', ')'])
                            .next()
                            .unwrap()
                            .to_string(),
                    );
                };
                let far = Pos::new(6, 6);
                if turn.stage <= Stage::Taxed {
                    expect(tax(far), QueendominoError::TaxNotOnNewDomino { at: far });
                    if let Some([a, _]) = turn.just_placed {
                        if e.knights_in_hand == 0 && !e.knights.contains(&a) {
                            expect(tax(a), QueendominoError::NoKnightInGuard);
                        }
                        if e.knights.contains(&a) {
                            expect(tax(a), QueendominoError::KnightAlreadyThere { at: a });
                        }
                    }
                } else if turn.new_knights == 0 {
                    let after = turn.stage;
                    let tried = Stage::Taxed;
                    expect(tax(far), QueendominoError::OutOfOrder { tried, after });
                }
                if turn.stage >= Stage::Built {
                    let (tried, after) = (Stage::Built, turn.stage);
                    expect(build(0, far), QueendominoError::OutOfOrder { tried, after });
                } else {
                    for spot in 0..6u8 {
                        let board = q.builders_board();
                        if board.spots[spot as usize].is_none() {
                            expect(build(spot, far), QueendominoError::EmptySpot { spot });
                        } else {
                            expect(
                                build(spot, Pos::CASTLE),
                                QueendominoError::NotAFreeTown { at: Pos::CASTLE },
                            );
                            let cost = q.cost(me, spot);
                            if let Some(town) = e.free_towns(table.kingdom(me)).next() {
                                if cost > e.coins {
                                    expect(
                                        build(spot, town),
                                        QueendominoError::CannotAfford {
                                            cost,
                                            coins: e.coins,
                                        },
                                    );
                                }
                            }
                        }
                    }
                }
                if q.builders_board().dragon_used {
                    expect(dragon(0), QueendominoError::DragonAlreadyUsed);
                } else if q.queen() == Some(me) {
                    expect(dragon(0), QueendominoError::QueenHostCannotBribe);
                }
                if matches!(table.step(), Step::Claim { .. }) {
                    let expected = kingdomino::rules::Expected::Claim;
                    let refused = game.play(Action::EndTurn);
                    assert_eq!(refused, Err(ActionError::WrongStep { expected }));
                    assert_eq!(game, before);
                }
                // Generated extras are accepted; the legal list and the checks agree.
                table.legal_actions(&mut actions);
                for &a in &actions {
                    assert!(table.check(a).is_ok(), "{a:?}");
                }
            }
            game.play(action).unwrap();
        }
    }
    for kind in [
        "TaxNotOnNewDomino",
        "NoKnightInGuard",
        "KnightAlreadyThere",
        "OutOfOrder",
        "EmptySpot",
        "NotAFreeTown",
        "CannotAfford",
        "DragonAlreadyUsed",
        "QueenHostCannotBribe",
    ] {
        assert!(seen.contains(kind), "never saw {kind}: {seen:?}");
    }
    // Kingdomino has none of these actions.
    let mut kd = Game::new(GameSetup::kingdomino(2, 1)).unwrap();
    assert_eq!(kd.play(dragon(0)), Err(ActionError::NotInThisGame));
}

#[test]
fn taxing_pays_the_territory_and_income_buildings_pay_per_collection() {
    // Find a tax in a seeded game and check the coins against the territory under the knight.
    let mut checked = 0;
    for seed in 0..50 {
        let mut game = Game::new(GameSetup::queendomino(2, seed)).unwrap();
        let mut player = RandomPlayer::new(seed);
        while let Some(action) = player.choose(game.table()) {
            if let Action::Queendomino(QueendominoAction::Tax(at)) = action {
                let p = game.table().to_move().unwrap();
                let before = estate(game.table(), p).clone();
                let k = game.table().seat_kingdom(p).clone();
                let squares = k
                    .territories()
                    .into_iter()
                    .find(|t| k.territory_contains(t, at))
                    .unwrap()
                    .squares;
                game.play(action).unwrap();
                let after = estate(game.table(), p);
                assert_eq!(after.coins, before.coins + before.tax_for(squares));
                assert_eq!(after.knights_in_hand + 1, before.knights_in_hand);
                checked += 1;
            } else {
                game.play(action).unwrap();
            }
        }
    }
    assert!(checked > 100);
}

#[test]
fn the_hidden_building_pile_is_not_in_any_view() {
    let mut game = Game::new(GameSetup::queendomino(3, 4)).unwrap();
    let mut other = game.clone();
    other.reshuffle_pile(99);
    assert_eq!(game.view(Some(PlayerId(0))), other.view(Some(PlayerId(0))));
    RandomPlayer::new(1).play_out(&mut game);
}

/// The Queen moves the moment a builder's towers equal (or pass) the most at the table, from
/// wherever she is; and nobody hosts her before the first tower.
#[test]
fn the_queen_moves_on_ties() {
    let mut moved_on_tie = 0;
    for seed in 0..400 {
        let mut game = Game::new(GameSetup::queendomino(3, seed)).unwrap();
        let mut player = RandomPlayer::new(seed);
        while let Some(action) = player.choose(game.table()) {
            let before = game.table().clone();
            game.play(action).unwrap();
            let Action::Queendomino(QueendominoAction::Build { spot, .. }) = action else {
                assert_eq!(
                    qd(game.table()).queen(),
                    qd(&before).queen(),
                    "only building moves the Queen"
                );
                continue;
            };
            let builder = before.to_move().unwrap();
            let towers = qd(&before).builders_board().spots[spot as usize]
                .unwrap()
                .rules()
                .towers;
            let mine = estate(&before, builder).towers + towers;
            let most_other = before
                .players()
                .filter(|&p| p != builder)
                .map(|p| estate(&before, p).towers)
                .max()
                .unwrap();
            let queen = qd(game.table()).queen();
            let builder = before.kingdom_of(builder);
            if towers > 0 && mine >= most_other {
                assert_eq!(queen, Some(builder));
                if mine == most_other && qd(&before).queen().is_some_and(|q| q != builder) {
                    moved_on_tie += 1;
                }
            } else {
                assert_eq!(queen, qd(&before).queen());
            }
        }
    }
    assert!(moved_on_tie > 10, "ties seen: {moved_on_tie}");
}

/// The rulebook's order: place, taxes, a building, the Dragon, then the claim.
#[test]
fn a_turn_takes_its_actions_in_the_rulebooks_order() {
    use kingdomino::notation::RecordError;
    let refused = |text: &str| match text.parse::<GameRecord>().unwrap().replay() {
        Err(RecordError::Refused { index, error, .. }) => (index, error),
        other => panic!("{text} should be refused, not {other:?}"),
    };
    // Taxes after building.
    let (index, error) = refused("QD1_3_-_1_kQ36.kQ28.kQ45.r-1c0w.kQ22.r-1c1s.b3r-1c1.n-1c1");
    assert_eq!(index, 8);
    let (tried, after) = (Stage::Taxed, Stage::Built);
    assert_eq!(
        error,
        ActionError::Queendomino(QueendominoError::OutOfOrder { tried, after })
    );
    assert!(error
        .to_string()
        .contains("taxes cannot come after building"));
    // In seeded games: once the Dragon is bribed, building is refused and nothing changes; once
    // built, taxing is refused; the legal list never offers an action out of order.
    let (mut dragon_then_build, mut build_then_tax) = (0, 0);
    let mut legal = Vec::new();
    for seed in 0..300 {
        let mut game = Game::new(GameSetup::queendomino(2 + (seed % 3) as u8, seed)).unwrap();
        let mut player = RandomPlayer::new(seed);
        while let Some(action) = player.choose(game.table()) {
            game.play(action).unwrap();
            let stage = qd(game.table()).turn().stage;
            game.table().legal_actions(&mut legal);
            for a in &legal {
                match a {
                    Action::Queendomino(QueendominoAction::Tax(_)) => {
                        assert!(stage <= Stage::Taxed)
                    }
                    Action::Queendomino(QueendominoAction::Build { .. }) => {
                        assert!(stage < Stage::Built)
                    }
                    Action::Queendomino(QueendominoAction::Dragon { .. }) => {
                        assert!(stage < Stage::Bribed)
                    }
                    _ => {}
                }
            }
            let before = game.clone();
            if stage == Stage::Bribed {
                let town = {
                    let t = game.table();
                    let me = t.to_move().unwrap();
                    estate(t, me).free_towns(t.seat_kingdom(me)).next()
                };
                if let Some(at) = town {
                    let tried = Stage::Built;
                    let error = QueendominoError::OutOfOrder {
                        tried,
                        after: stage,
                    };
                    assert_eq!(
                        game.play(build(5, at)),
                        Err(ActionError::Queendomino(error))
                    );
                    assert_eq!(game, before);
                    dragon_then_build += 1;
                }
            }
            if stage == Stage::Built {
                if let Some([a, _]) = qd(game.table()).turn().just_placed {
                    assert!(matches!(
                        game.play(tax(a)),
                        Err(ActionError::Queendomino(
                            QueendominoError::OutOfOrder { .. } | QueendominoError::KnightsNotReady
                        ))
                    ));
                    assert_eq!(game, before);
                    build_then_tax += 1;
                }
            }
        }
    }
    assert!(dragon_then_build > 20 && build_then_tax > 20);
}

/// Knights that come with a building collect tax from their owner's next turn, not this one.
#[test]
fn knights_from_a_building_tax_from_the_next_turn() {
    use kingdomino::notation::RecordError;
    let text = "QD1_3_-_6182_kQ1.kQ36.kQ8.r1c0s.n1c0.kQ38.r1c0s.n1c0.kQ40.r1c1w.n1c1.kQ7.r-1c1s.b0r1c1.n-1c1";
    match text.parse::<GameRecord>().unwrap().replay() {
        Err(RecordError::Refused { index, error, .. }) => {
            assert_eq!(index, 15);
            assert_eq!(
                error,
                ActionError::Queendomino(QueendominoError::KnightsNotReady)
            );
        }
        other => panic!("should be refused: {other:?}"),
    }
    // The same knight taxes on the owner's next turn.
    let mut record: GameRecord = text.parse().unwrap();
    record.actions.pop();
    let mut game = record.replay().unwrap();
    let owner = game.table().to_move().unwrap();
    assert_eq!(estate(game.table(), owner).knights_in_hand, 1);
    let mut player = RandomPlayer::new(3);
    let mut taxed_next_turn = false;
    while let Some(action) = player.choose(game.table()) {
        let t = game.table();
        let fresh_turn = t.to_move() == Some(owner)
            && qd(t).turn().stage == Stage::Placed
            && qd(t).turn().just_placed.is_some()
            && matches!(t.step(), Step::Claim { .. } | Step::Finish { .. });
        if fresh_turn {
            let [a, _] = qd(t).turn().just_placed.unwrap();
            if !estate(t, owner).knights.contains(&a) {
                game.play(tax(a)).unwrap();
                taxed_next_turn = true;
                break;
            }
        }
        game.play(action).unwrap();
    }
    assert!(taxed_next_turn);
}

/// The rulebook's 71-point example counts 3 towers: a Travelling Castle (1) and a Guardtower
/// (2). The Sawmill, the Church and the Statue beside them give none, as the table says.
#[test]
fn the_sawmill_church_and_statue_give_no_tower_and_are_not_provisional() {
    for kind in [
        BuildingKind::Sawmill,
        BuildingKind::Church,
        BuildingKind::Statue,
    ] {
        let r = kind.rules();
        assert_eq!(r.towers, 0, "{}", r.name);
        assert!(!r.provisional, "{}", r.name);
    }
    let towers =
        BuildingKind::TravellingCastle.rules().towers + BuildingKind::Guardtower.rules().towers;
    assert_eq!(towers, 3);
}
