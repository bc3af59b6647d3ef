//! The Kingdomino box: 48 dominoes with the published totals.

use kingdomino::rules::{DominoBox, DominoId, Terrain};

#[test]
fn the_box_matches_the_published_totals() {
    let dominoes = DominoBox::Kingdomino.dominoes();
    assert_eq!(dominoes.len(), 48);
    let mut squares = [0u32; 7];
    let mut crowns = [0u32; 7];
    for (i, d) in dominoes.iter().enumerate() {
        assert_eq!(d.id.number as usize, i + 1, "table is in number order");
        for half in d.halves {
            squares[half.terrain.index()] += 1;
            crowns[half.terrain.index()] += u32::from(half.crowns);
        }
    }
    let order = [
        Terrain::Wheat,
        Terrain::Forest,
        Terrain::Lake,
        Terrain::Grassland,
        Terrain::Swamp,
        Terrain::Mine,
    ];
    let got_squares: Vec<u32> = order.iter().map(|t| squares[t.index()]).collect();
    let got_crowns: Vec<u32> = order.iter().map(|t| crowns[t.index()]).collect();
    assert_eq!(got_squares, [26, 22, 18, 14, 10, 6]);
    assert_eq!(got_crowns, [5, 6, 6, 6, 6, 10]);
    assert_eq!(squares.iter().sum::<u32>(), 96);
    assert_eq!(crowns.iter().sum::<u32>(), 39);
    assert_eq!(squares[Terrain::Town.index()], 0, "no towns in Kingdomino");
}

#[test]
fn dominoes_are_known_by_box_and_number() {
    assert!(DominoId::kingdomino(0).is_none());
    assert!(DominoId::kingdomino(49).is_none());
    let d = DominoId::kingdomino(48).unwrap();
    assert_eq!(d.to_string(), "48");
    assert_eq!(DominoId::parse("48"), Some(d));
    assert_eq!(DominoId::parse("+4"), None);
    let [wheat, mine] = d.halves();
    assert_eq!((wheat.terrain, wheat.crowns), (Terrain::Wheat, 0));
    assert_eq!((mine.terrain, mine.crowns), (Terrain::Mine, 3));
}
