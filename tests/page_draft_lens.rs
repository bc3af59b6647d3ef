//! The drafting lens (`page::draft_lens`): what each domino of the lines would add to each
//! kingdom, checked against the score the rules give after each placement, and the tally of
//! the unseen dominoes against the box; shown only where help is.

mod common;
mod page_tab;

use kingdomino::ai::RandomPlayer;
use kingdomino::page::draft_lens::{for_session, lens};
use kingdomino::page::store::Msg;
use kingdomino::rules::{Action, DominoBox, Game, GameSetup, Step, Terrain};
use page_tab::*;

fn setups(seed: u64) -> Vec<GameSetup> {
    common::family_setups(seed)
}

/// The most a placement of the domino in hand adds to its kingdom's territories (and bonuses),
/// found by playing each legal placement and scoring the kingdom again; `None` when none is
/// legal. (Queendomino's buildings and Queen are not counted: the lens, like the board's
/// preview, gives what the squares add.)
fn best_by_playing(game: &Game) -> Option<i64> {
    let table = game.table();
    let mover = table.to_move()?;
    let bonuses = table.rules().bonuses;
    let before = table.seat_kingdom(mover).points(bonuses);
    let mut legal = Vec::new();
    table.legal_actions(&mut legal);
    legal
        .iter()
        .filter(|a| matches!(a, Action::Place(_)))
        .map(|&a| {
            let mut after = game.clone();
            after.play(a).unwrap();
            i64::from(after.table().seat_kingdom(mover).points(bonuses)) - i64::from(before)
        })
        .max()
}

#[test]
fn a_dominos_worth_to_a_kingdom_is_what_its_best_placement_scores() {
    let mut checked = 0;
    for seed in 0..4 {
        for setup in setups(seed) {
            let mut game = Game::new(setup).unwrap();
            let mut player = RandomPlayer::new(seed);
            while let Some(action) = player.choose(game.table()) {
                let table = game.table();
                if let (Step::Place { .. }, Some(domino), Some(mover)) =
                    (table.step(), table.domino_to_place(), table.to_move())
                {
                    let shown = lens(table);
                    let worth = shown
                        .dominoes
                        .iter()
                        .find(|d| d.domino == domino)
                        .expect("the domino in hand is on the lens");
                    let mine = worth
                        .worth
                        .iter()
                        .find(|(k, _)| *k == table.kingdom_of(mover))
                        .unwrap()
                        .1;
                    assert_eq!(mine, best_by_playing(&game), "{setup:?} {domino}");
                    assert_eq!(worth.worth.len(), table.kingdoms().len());
                    checked += 1;
                }
                game.play(action).unwrap();
            }
        }
    }
    assert!(checked > 300, "{checked} placements checked");
}

#[test]
fn the_lens_lists_every_domino_of_the_lines_not_yet_placed() {
    for setup in setups(3) {
        let mut game = Game::new(setup).unwrap();
        let mut player = RandomPlayer::new(3);
        while let Some(action) = player.choose(game.table()) {
            let table = game.table();
            let listed: Vec<_> = lens(table).dominoes.iter().map(|d| d.domino).collect();
            let expected: Vec<_> = table
                .current_line()
                .iter()
                .chain(table.next_line())
                .filter(|s| !s.taken)
                .map(|s| s.domino)
                .collect();
            assert_eq!(listed, expected);
            game.play(action).unwrap();
        }
    }
}

#[test]
fn the_unseen_tally_counts_the_box_less_what_the_table_shows() {
    for seed in 0..3 {
        for setup in setups(seed) {
            let mut game = Game::new(setup).unwrap();
            let boxes: Vec<DominoBox> = game.table().rules().domino_boxes().collect();
            let in_boxes: usize = boxes.iter().map(|b| b.dominoes().len()).sum();
            let mut player = RandomPlayer::new(seed);
            loop {
                let table = game.table();
                let unseen = lens(table).unseen;
                // Every domino of the boxes is on the table or unseen, never both.
                let placed: usize = table.kingdoms().iter().map(|k| k.placed().len()).sum();
                let on_table = table.current_line().len()
                    + table.next_line().len()
                    + table.discarded().len()
                    + placed
                    - table.current_line().iter().filter(|s| s.taken).count();
                assert_eq!(unseen.dominoes + on_table, in_boxes, "{setup:?}");
                assert!(unseen.to_come <= unseen.dominoes);
                assert_eq!(unseen.to_come, table.pile_len());
                let squares: u32 = unseen.terrains.iter().map(|t| t.squares).sum();
                assert_eq!(squares as usize, 2 * unseen.dominoes);
                // The tally keeps its terrains through the game: towns only with Queendomino.
                let towns = unseen.terrains.iter().any(|t| t.terrain == Terrain::Town);
                assert_eq!(towns, boxes.contains(&DominoBox::Queendomino));
                let Some(action) = player.choose(table) else {
                    break;
                };
                game.play(action).unwrap();
            }
        }
    }
}

#[test]
fn before_the_first_claim_a_four_player_game_hides_all_but_the_first_line() {
    let game = Game::new(GameSetup::kingdomino(4, 11)).unwrap();
    let unseen = lens(game.table()).unseen;
    assert_eq!(unseen.dominoes, 48 - 4);
    assert_eq!(unseen.to_come, 48 - 4);
    // The box's crowns (every terrain but the towns) less those of the line drawn.
    let line_crowns: u32 = game
        .table()
        .current_line()
        .iter()
        .flat_map(|s| s.domino.halves())
        .map(|h| u32::from(h.crowns))
        .sum();
    let crowns: u32 = unseen.terrains.iter().map(|t| t.crowns).sum();
    let box_crowns: u32 = DominoBox::Kingdomino
        .dominoes()
        .iter()
        .flat_map(|d| d.halves)
        .map(|h| u32::from(h.crowns))
        .sum();
    assert_eq!(crowns + line_crowns, box_crowns);
    assert_eq!(unseen.terrains.len(), 6);
}

#[test]
fn the_lens_is_offered_in_a_game_played_here_and_not_in_the_deal_of_the_day() {
    let mut tab = Tab::new();
    start(&mut tab, &["human", "greedy"], 5);
    let session = tab.store.session.as_ref().unwrap();
    let shown = for_session(session).expect("a game of one's own");
    assert!(!shown.dominoes.is_empty());
    tab.send(Msg::Quit);
    let today = tab.outside.today;
    tab.send(Msg::Open(format!("daily={today}")));
    let daily = tab.store.session.as_ref().expect("today's deal");
    assert_eq!(for_session(daily), None, "no help in the deal of the day");
}
