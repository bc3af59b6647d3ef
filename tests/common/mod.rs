//! Helpers shared by the integration tests: readable kingdoms and independent reference
//! implementations of the rules, written the slow obvious way to check the fast ones.
#![allow(dead_code)]

use std::collections::BTreeSet;

use kingdomino::notation::parse_kingdom;
use kingdomino::rules::{
    Cell, Dir, Domino, DominoId, Kingdom, Placement, Pos, Square, Terrain, REACH,
};

/// A kingdom from the notation, limited to `size`.
pub fn kingdom(text: &str, size: u8) -> Kingdom {
    parse_kingdom(text)
        .unwrap_or_else(|e| panic!("test kingdom {text:?}: {e}"))
        .into_kingdom(size)
        .unwrap_or_else(|e| panic!("test kingdom {text:?}: {e}"))
}

pub fn dom(number: u8) -> &'static Domino {
    DominoId::kingdomino(number).expect("1..=48").domino()
}

pub fn all_positions() -> impl Iterator<Item = Pos> {
    (-REACH..=REACH).flat_map(|r| (-REACH..=REACH).map(move |c| Pos::new(r, c)))
}

/// Every placement whose two squares are in reach, in every direction.
pub fn all_placements() -> impl Iterator<Item = Placement> {
    all_positions().flat_map(|p| Dir::ALL.into_iter().map(move |d| Placement::new(p, d)))
}

/// The connection rules read straight from the rulebook, one placement at a time.
pub fn naive_is_legal(k: &Kingdom, d: &Domino, p: Placement) -> bool {
    let Some(second) = p.second() else {
        return false;
    };
    let cells = [(p.first, d.halves[0]), (second, d.halves[1])];
    if cells
        .iter()
        .any(|(pos, _)| !pos.in_reach() || k.cell(*pos) != Cell::Empty)
    {
        return false;
    }
    let (min, max) = k.bounds();
    let rows = cells.iter().map(|c| c.0.row).chain([min.row, max.row]);
    let cols = cells.iter().map(|c| c.0.col).chain([min.col, max.col]);
    let span = |v: Vec<i8>| v.iter().max().unwrap() - v.iter().min().unwrap() + 1;
    let size = k.size() as i8;
    if span(rows.collect()) > size || span(cols.collect()) > size {
        return false;
    }
    cells.iter().any(|(pos, square)| {
        Dir::ALL
            .iter()
            .any(|&dir| match pos.step(dir).map(|n| k.cell(n)) {
                Some(Cell::Castle) => true,
                Some(Cell::Land(s)) => s.terrain == square.terrain,
                _ => false,
            })
    })
}

/// The distinct legal placements by brute force, as sets of (position, face) pairs.
pub fn naive_legal(k: &Kingdom, d: &Domino) -> BTreeSet<[(Pos, (Terrain, u8)); 2]> {
    all_placements()
        .filter(|&p| naive_is_legal(k, d, p))
        .map(|p| covered(d, p))
        .collect()
}

/// What a placement puts where, in a form that ignores which half is called first.
pub fn covered(d: &Domino, p: Placement) -> [(Pos, (Terrain, u8)); 2] {
    let face = |s: Square| (s.terrain, s.crowns);
    let mut cells = [
        (p.first, face(d.halves[0])),
        (p.second().unwrap(), face(d.halves[1])),
    ];
    kingdomino::short_sort::sort(&mut cells);
    cells
}

/// Total points by flood fill over the cells, plus bonuses; independent of `Kingdom::score`.
pub fn naive_points(k: &Kingdom, harmony: bool, middle: bool) -> u32 {
    let mut seen = BTreeSet::new();
    let mut total = 0;
    for start in all_positions() {
        let Cell::Land(first) = k.cell(start) else {
            continue;
        };
        if !seen.insert(start) {
            continue;
        }
        let (mut squares, mut crowns) = (0, 0);
        let mut stack = vec![start];
        while let Some(p) = stack.pop() {
            let Cell::Land(s) = k.cell(p) else {
                unreachable!()
            };
            squares += 1;
            crowns += u32::from(s.crowns);
            for dir in Dir::ALL {
                if let Some(n) = p.step(dir).filter(|n| n.in_reach()) {
                    if matches!(k.cell(n), Cell::Land(t) if t.terrain == first.terrain)
                        && seen.insert(n)
                    {
                        stack.push(n);
                    }
                }
            }
        }
        total += squares * crowns;
    }
    let occupied = all_positions()
        .filter(|&p| k.cell(p) != Cell::Empty)
        .count() as u32;
    let size = u32::from(k.size());
    if harmony && occupied == size * size {
        total += 5;
    }
    // The rulebook's Middle Kingdom: every square within reach of the castle's centred grid.
    let half = (k.size() as i8 - 1) / 2;
    let centred = all_positions()
        .filter(|&p| k.cell(p) != Cell::Empty)
        .all(|p| p.row.abs() <= half && p.col.abs() <= half);
    if middle && centred {
        total += 10;
    }
    total
}

use kingdomino::rules::queendomino::Queendomino;
use kingdomino::rules::{Action, Estate, PlayerId, QueendominoAction, Table};

/// Queendomino's public state of a table that plays it.
pub fn qd(table: &Table) -> &Queendomino {
    table.queendomino().expect("a Queendomino table")
}

/// The estate of the kingdom `seat` builds.
pub fn estate(table: &Table, seat: PlayerId) -> &Estate {
    qd(table).estate(table.kingdom_of(seat))
}

pub fn tax(at: Pos) -> Action {
    Action::Queendomino(QueendominoAction::Tax(at))
}

pub fn build(spot: u8, at: Pos) -> Action {
    Action::Queendomino(QueendominoAction::Build { spot, at })
}

pub fn dragon(spot: u8) -> Action {
    Action::Queendomino(QueendominoAction::Dragon { spot })
}

/// The bytes a person sends the worker after editing a request in them, the edit written on
/// the request as JSON so that a test names what it changes: the request read as it is,
/// without checks, then written as the page writes one. The worker's checks see the edit.
pub fn sent(request: &serde_json::Value) -> Vec<u8> {
    let request: kingdomino::worker_protocol::Request = serde_json::from_value(request.clone())
        .unwrap_or_else(|e| panic!("an edit the worker's format can carry: {e}"));
    kingdomino::worker_protocol::Incoming::bytes_of(&request)
}

/// A Royal Wedding for `players`, in teams of two or not.
pub fn wedding(players: u8, teams: bool, seed: u64) -> kingdomino::rules::GameSetup {
    use kingdomino::rules::{GameSetup, Options, Variant};
    GameSetup {
        variant: Variant::RoyalWedding,
        ..GameSetup::queendomino(players, seed)
    }
    .with_options(Options {
        teams: teams.then(|| Options::paired_teams(players)),
        ..Options::default()
    })
}

/// One setup of each kind the family's parts change a kingdom's score by: the Age of Giants
/// with quests, Harmony and the Middle Kingdom, Queendomino, and plain Kingdomino.
pub fn family_setups(seed: u64) -> Vec<kingdomino::rules::GameSetup> {
    use kingdomino::rules::{GameSetup, Options, QuestChoice};
    let giants = Options {
        age_of_giants: true,
        quests: QuestChoice::Drawn,
        ..Options::default()
    };
    let bonuses = Options {
        harmony: true,
        middle_kingdom: true,
        ..Options::default()
    };
    vec![
        GameSetup::kingdomino(3, seed).with_options(giants),
        GameSetup::kingdomino(2, seed).with_options(bonuses),
        GameSetup::queendomino(2, seed),
        GameSetup::kingdomino(2, seed),
    ]
}

/// A whole 2-player Kingdomino game of random moves, from `seed`.
pub fn random_game(seed: u64) -> kingdomino::rules::Game {
    use kingdomino::rules::{Game, GameSetup};
    let mut game = Game::new(GameSetup::kingdomino(2, seed)).unwrap();
    let mut player = kingdomino::ai::RandomPlayer::new(seed);
    while let Some(seat) = game.table().to_move() {
        let action = player.choose(&game.view(Some(seat)).table).unwrap();
        game.play(action).unwrap();
    }
    game
}
