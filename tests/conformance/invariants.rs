//! What every state of a game keeps, read the slow way: the core's (every domino in one place,
//! kingdoms within their size) and each module's in play (six giants, no more giants than
//! crowns; 32 buildings, knights and towers as granted, the Queen with the most towers).

use std::collections::BTreeSet;

use kingdomino::rules::{Game, Kingdom, Pos, Step, Table, Terrain};

/// Every invariant of the state, during the game and at its end.
pub fn hold(game: &Game) {
    let table = game.table();
    kingdoms_within_their_size(table);
    if table.giants().is_some() {
        giants(table);
    }
    if table.queendomino().is_some() {
        queendomino(game);
    }
}

/// At the end: the pile is empty and every domino of the deal was placed or discarded, once.
pub fn hold_at_the_end(table: &Table) {
    assert_eq!(table.step(), Step::Over);
    assert_eq!(table.pile_len(), 0);
    let mut seen = BTreeSet::new();
    for kingdom in table.kingdoms() {
        for (d, _) in kingdom.placed() {
            assert!(seen.insert(*d), "{d} placed twice");
        }
    }
    for d in table.discarded() {
        assert!(seen.insert(*d), "{d} placed and discarded");
    }
    assert_eq!(seen.len(), usize::from(table.rules().dominoes_per_deal));
    let quests = table.rules().bonuses.quests;
    assert!(
        quests[0].is_none() || quests[0] != quests[1],
        "two different quests"
    );
}

fn kingdoms_within_their_size(table: &Table) {
    let size = table.rules().kingdom_size as i8;
    for kingdom in table.kingdoms() {
        let (min, max) = kingdom.bounds();
        assert!(max.row - min.row < size && max.col - min.col < size);
    }
}

fn giants(table: &Table) {
    let giants = table.giants().unwrap();
    let placed: usize = table.kingdoms().ids().map(|k| giants.on(k).len()).sum();
    let sent = usize::from(giants.waiting().is_some_and(|(_, from_box)| !from_box));
    assert_eq!(
        placed + sent + usize::from(giants.in_box()),
        6,
        "six giants"
    );
    for (k, kingdom) in table.kingdoms().entries() {
        for &at in giants.on(k) {
            let printed = printed_crowns(kingdom, at)
                + table
                    .queendomino()
                    .and_then(|q| q.estate(k).building_at(at))
                    .map_or(0, |b| b.rules().crowns);
            let here = giants.on(k).iter().filter(|&&p| p == at).count() as u8;
            assert!(here <= printed, "no more giants than crowns");
            assert_eq!(kingdom.square(at).unwrap().crowns, printed - here);
        }
    }
}

fn printed_crowns(kingdom: &Kingdom, at: Pos) -> u8 {
    kingdom
        .placed()
        .iter()
        .flat_map(|&(d, p)| p.cells(d.domino()).unwrap())
        .find(|(pos, _)| *pos == at)
        .map_or(0, |(_, s)| s.crowns)
}

fn queendomino(game: &Game) {
    let table = game.table();
    let q = table.queendomino().unwrap();
    let board = q.builders_board();
    let built: usize = q.estates().iter().map(|e| e.buildings.len()).sum();
    let on_board = board.spots.iter().flatten().count();
    assert_eq!(
        built + on_board + board.burned.len() + board.pile_len,
        32,
        "buildings conserved"
    );
    assert_eq!(q.unseen_buildings().len(), board.pile_len);
    let most = q.estates().iter().map(|e| e.towers).max().unwrap();
    match q.queen() {
        None => assert_eq!(most, 0, "someone with towers hosts the Queen"),
        Some(host) => assert_eq!(q.estate(host).towers, most, "the host has the most towers"),
    }
    for (k, kingdom) in table.kingdoms().entries() {
        let e = q.estate(k);
        let granted = |of: fn(&kingdomino::rules::queendomino::BuildingRules) -> u8| -> u32 {
            e.buildings
                .iter()
                .map(|(_, b)| u32::from(of(b.rules())))
                .sum()
        };
        // One knight to start with, a kingdom's (team mates share theirs).
        assert_eq!(
            e.knights_owned(),
            1 + granted(|r| r.knights),
            "knights conserved"
        );
        assert_eq!(
            u32::from(e.towers),
            granted(|r| r.towers),
            "towers conserved"
        );
        for (at, _) in &e.buildings {
            assert_eq!(kingdom.square(*at).map(|s| s.terrain), Some(Terrain::Town));
        }
        let distinct: BTreeSet<_> = e.knights.iter().collect();
        assert_eq!(distinct.len(), e.knights.len(), "one knight a square");
    }
}
