//! The kingdom notation and the game record: round trips and refusals.

mod common;

use kingdomino::ai::RandomPlayer;
use kingdomino::notation::{
    parse_kingdom, write_kingdom, GameRecord, NotationProblem, RecordError,
};
use kingdomino::rules::{ActionError, Game, GameSetup, Options, Pos, Square, Terrain};

#[test]
fn the_example_reads_as_documented() {
    let parsed = parse_kingdom("W1WF1../LCF../L2").unwrap();
    assert_eq!(parsed.castle_at, (1, 1));
    let at = |row, col| {
        parsed
            .squares
            .iter()
            .find(|(p, _)| *p == Pos::new(row, col))
            .map(|(_, s)| *s)
    };
    assert_eq!(
        at(-1, -1),
        Some(Square {
            terrain: Terrain::Wheat,
            crowns: 1
        })
    );
    assert_eq!(
        at(-1, 0),
        Some(Square {
            terrain: Terrain::Wheat,
            crowns: 0
        })
    );
    assert_eq!(
        at(-1, 1),
        Some(Square {
            terrain: Terrain::Forest,
            crowns: 1
        })
    );
    assert_eq!(
        at(0, -1),
        Some(Square {
            terrain: Terrain::Lake,
            crowns: 0
        })
    );
    assert_eq!(
        at(1, -1),
        Some(Square {
            terrain: Terrain::Lake,
            crowns: 2
        })
    );
    assert_eq!(parsed.squares.len(), 6);
}

#[test]
fn spaces_are_ignored_and_short_rows_padded() {
    let a = parse_kingdom("W1 W F1 . . / L C F").unwrap();
    let b = parse_kingdom("W1WF1/LCF").unwrap();
    assert_eq!(a.squares, b.squares);
    assert_eq!(a.castle_at, b.castle_at);
}

#[test]
fn writing_then_reading_gives_the_same_kingdom() {
    for text in [
        "C",
        "W1WF1../LCF../L2",
        "..M3/.C/S2",
        "T1C",
        "F1FFLL/F1FFLL/F1C.LL/.LLL",
    ] {
        let k = common::kingdom(text, 5);
        let written = write_kingdom(&k);
        assert_eq!(common::kingdom(&written, 5), k, "{text} -> {written}");
    }
    assert_eq!(write_kingdom(&common::kingdom("..W1./.C", 5)), ".W1/C");
    // Kingdoms from whole games survive the trip too.
    for seed in 0..300 {
        let setup = GameSetup::kingdomino(2, seed).with_options(Options {
            mighty_duel: seed % 2 == 0,
            ..Options::default()
        });
        let mut game = Game::new(setup).unwrap();
        RandomPlayer::new(seed).play_out(&mut game);
        for k in game.table().kingdoms() {
            let again = parse_kingdom(&write_kingdom(k))
                .unwrap()
                .into_kingdom(k.size())
                .unwrap();
            assert_eq!(
                again.squares().collect::<Vec<_>>(),
                k.squares().collect::<Vec<_>>()
            );
        }
    }
}

fn problem(text: &str) -> (NotationProblem, usize, usize) {
    let e = parse_kingdom(text).unwrap_err();
    assert!(!e.to_string().is_empty());
    (e.problem, e.row, e.cell)
}

#[test]
fn malformed_boards_are_refused_with_the_position() {
    assert_eq!(
        problem("WCx"),
        (NotationProblem::UnexpectedCharacter('x'), 1, 3)
    );
    assert_eq!(
        problem("WC/w"),
        (NotationProblem::UnexpectedCharacter('w'), 2, 1)
    );
    assert_eq!(
        problem("C/3"),
        (NotationProblem::CrownsWithoutTerrain, 2, 1)
    );
    assert_eq!(problem("CW4"), (NotationProblem::TooManyCrowns(4), 1, 2));
    assert_eq!(problem("C1"), (NotationProblem::CrownsOnCastle, 1, 1));
    assert_eq!(problem("WWW"), (NotationProblem::NoCastle, 1, 4));
    assert_eq!(problem(""), (NotationProblem::NoCastle, 1, 1));
    assert_eq!(problem("C/W/C"), (NotationProblem::SecondCastle, 3, 1));
    assert_eq!(problem("C......W"), (NotationProblem::TooWide, 1, 8));
    assert_eq!(
        problem("C/./././././././W"),
        (NotationProblem::TooTall, 8, 1)
    );
    let e = parse_kingdom("WCx").unwrap_err().to_string();
    assert!(e.contains("row 1, cell 3"), "{e}");
}

#[test]
fn a_board_larger_than_the_kingdom_is_refused() {
    let parsed = parse_kingdom("C.....W").unwrap();
    let e = parsed.clone().into_kingdom(5).unwrap_err();
    assert_eq!(
        e.problem,
        NotationProblem::TooLarge {
            rows: 1,
            cols: 7,
            size: 5
        }
    );
    assert!(parsed.into_kingdom(7).is_ok());
}

/// A record without actions prints back as itself (records of whole games of every rule set
/// and option: `tests/conformance`).
#[test]
fn an_empty_record_prints_back_as_itself() {
    let empty: GameRecord = "KD1_4_-_12_".parse().unwrap();
    assert!(empty.actions.is_empty());
    assert_eq!(empty.to_string(), "KD1_4_-_12_");
}

#[test]
fn malformed_records_are_refused() {
    let bad = |text: &str| text.parse::<GameRecord>().unwrap_err();
    assert!(matches!(bad(""), RecordError::Malformed(_)));
    assert!(matches!(bad("KD3_4_-_1_"), RecordError::Malformed(_)));
    assert!(matches!(bad("XD2_4_-_1_"), RecordError::Malformed(_)));
    assert!(matches!(bad("KD1_4_-_1"), RecordError::Malformed(_)));
    assert!(matches!(bad("KD1_four_-_1_"), RecordError::Malformed(_)));
    assert!(matches!(bad("KD1_4_z_1_"), RecordError::Malformed(_)));
    assert!(matches!(bad("KD2_4_q1899_1_"), RecordError::Malformed(_)));
    assert!(matches!(bad("KD2_4_gq0101_1_"), RecordError::Setup(_)));
    assert!(matches!(bad("KD2_4_gh_1_"), RecordError::Setup(_)));
    assert!(matches!(bad("KD1_4_-_-1_"), RecordError::Malformed(_)));
    assert!(matches!(bad("KD1_5_-_1_"), RecordError::Setup(_)));
    assert!(matches!(bad("KD1_4_d_1_"), RecordError::Setup(_)));
    // A claim of a domino no box has says so, rather than that the claim is not an action.
    assert_eq!(
        bad("KD1_4_-_1_k3.k55"),
        RecordError::NoSuchDomino {
            index: 2,
            token: "k55".into()
        }
    );
    assert_eq!(
        bad("KD1_4_-_1_k3.kQ99").to_string(),
        "action 2 (kQ99) claims domino Q99, which no box has"
    );
    assert_eq!(
        bad("KD1_4_-_1_k3.kz"),
        RecordError::BadAction {
            index: 2,
            token: "kz".into()
        }
    );
    for token in [
        "r1c", "rc1e", "r1c2q", "r--1c2e", "r1x2e", "k", "xx", "r1c2ee", "r+1c2e",
    ] {
        let e = bad(&format!("KD1_4_-_1_{token}"));
        assert!(
            matches!(e, RecordError::BadAction { index: 1, .. }),
            "{token}: {e:?}"
        );
    }
}

#[test]
fn replaying_checks_every_action() {
    let mut game = Game::new(GameSetup::kingdomino(4, 77)).unwrap();
    let line: Vec<_> = game
        .table()
        .current_line()
        .iter()
        .map(|s| s.domino)
        .collect();
    game.play(kingdomino::rules::Action::Claim(line[0]))
        .unwrap();
    let text = format!("{}.k{}", GameRecord::of(&game), line[0]);
    let record: GameRecord = text.parse().unwrap();
    let e = record.replay().unwrap_err();
    assert_eq!(
        e,
        RecordError::Refused {
            index: 2,
            token: format!("k{}", line[0]),
            error: ActionError::AlreadyClaimed { domino: line[0] }
        }
    );
    assert!(e.to_string().contains("action 2"));
}

#[test]
fn queendomino_marks_buildings_and_knights() {
    use kingdomino::notation::write_kingdom_with;
    use kingdomino::rules::BuildingKind;
    let parsed = parse_kingdom("T[Ch]W1+C/T[Qt]+").unwrap();
    assert_eq!(
        parsed.buildings,
        vec![
            (Pos::new(0, -2), BuildingKind::Church),
            (Pos::new(1, -2), BuildingKind::QueensTower)
        ]
    );
    assert_eq!(parsed.knights, vec![Pos::new(0, -1), Pos::new(1, -2)]);
    // The Queen's Tower's crown counts on its square.
    let kingdom = parsed.clone().into_kingdom(5).unwrap();
    assert_eq!(kingdom.square(Pos::new(1, -2)).unwrap().crowns, 1);
    let estate = parsed.estate(4);
    assert_eq!(
        (estate.towers, estate.coins, estate.knights_in_hand),
        (1, 4, 0)
    );
    assert_eq!(
        write_kingdom_with(&kingdom, Some(&estate), &[]),
        "T[Ch]W1+C/T[Qt]+"
    );
    for (text, problem) in [
        ("W[Ch]C", NotationProblem::BuildingNotOnTown),
        ("T[Zz]C", NotationProblem::UnknownBuilding("Zz".into())),
        (".+C", NotationProblem::MarkWithoutSquare),
        ("C[Ch]", NotationProblem::MarkWithoutSquare),
    ] {
        assert_eq!(parse_kingdom(text).unwrap_err().problem, problem, "{text}");
    }
}

#[test]
fn queendomino_kingdoms_from_games_survive_the_trip() {
    use kingdomino::notation::write_kingdom_with;
    for seed in 0..200 {
        let mut game = Game::new(GameSetup::queendomino(2 + (seed % 3) as u8, seed)).unwrap();
        RandomPlayer::new(seed).play_out(&mut game);
        let table = game.table();
        for p in table.players() {
            let (k, e) = (table.seat_kingdom(p), common::estate(table, p));
            let text = write_kingdom_with(k, Some(e), &[]);
            let parsed = parse_kingdom(&text).unwrap();
            let again = parsed.clone().into_kingdom(k.size()).unwrap();
            assert_eq!(
                again.squares().collect::<Vec<_>>(),
                k.squares().collect::<Vec<_>>(),
                "{text}"
            );
            let estate = parsed.estate(e.coins);
            assert_eq!(estate.building_points(&again), e.building_points(k));
            assert_eq!(estate.towers, e.towers);
            let mut knights = estate.knights.clone();
            let mut expected = e.knights.clone();
            kingdomino::short_sort::sort(&mut knights);
            kingdomino::short_sort::sort(&mut expected);
            assert_eq!(knights, expected);
        }
    }
}
