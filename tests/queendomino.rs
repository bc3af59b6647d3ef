//! Queendomino: the box, scoring with buildings, coins and the Queen.

mod common;

use common::kingdom;
use kingdomino::rules::{BuildingId, BuildingKind, Bonuses, DominoBox, Estate, Pos, Terrain};

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
    let score = k.queendomino_score(&estate, true, Bonuses::default());
    let points = |terrain| -> u32 {
        score.territories.iter().filter(|t| t.terrain == terrain).map(|t| t.points()).sum()
    };
    assert_eq!(points(Terrain::Wheat), 3);
    assert_eq!(points(Terrain::Forest), 3);
    assert_eq!(points(Terrain::Lake), 6);
    assert_eq!(points(Terrain::Grassland), 12);
    assert_eq!(score.queen, 4, "the Queen's crown on the 4-square grassland");
    assert_eq!(points(Terrain::Swamp), 1);
    assert_eq!(points(Terrain::Mine), 12);
    assert_eq!(points(Terrain::Town), 0);
    assert_eq!(score.coins, 3);
    // Sawmill 3 forests x 2, Church 4 towns x 2, Big Tavern 2, Statue 5, Guardtower 3,
    // Travelling Castle 3 towers x 1.
    assert_eq!(score.buildings, 6 + 8 + 2 + 5 + 3 + 3);
    assert_eq!(score.total, 71);
    // Without the Queen: 4 points fewer.
    assert_eq!(k.queendomino_score(&estate, false, Bonuses::default()).total, 67);
}
