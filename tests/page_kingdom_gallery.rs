//! The gallery of kingdoms built in this browser (`page::kingdom_gallery`): a finished game's
//! postcard kept once, newest first, at most `KEPT`; entries of other versions kept as they are
//! and a damaged one costing nothing of the others; an entry written today read the same by
//! every later build.

mod page_tab;

use kingdomino::i18n::Lang;
use kingdomino::page::kingdom_card::{card_facts, persons_kingdom, CardFacts};
use kingdomino::page::kingdom_gallery::{count, entry, read, with_added, KEPT};
use kingdomino::page::store::Msg;
use kingdomino::rules::{KingdomId, Pos, Square, Terrain};
use page_tab::*;

/// A small kingdom's postcard, written by hand.
fn small(title: &str) -> CardFacts {
    let square = |terrain, crowns| Square::new(terrain, crowns).unwrap();
    CardFacts {
        squares: vec![
            (Pos::new(0, 1), square(Terrain::Wheat, 1)),
            (Pos::new(0, 2), square(Terrain::Wheat, 0)),
            (Pos::new(1, 0), square(Terrain::Lake, 2)),
            (Pos::new(2, 0), square(Terrain::Forest, 0)),
        ],
        colour: 1,
        title: title.to_string(),
        when: "2026-11-29".to_string(),
        parts: vec![("Territories".to_string(), 6)],
        total: 6,
        total_text: "6 points".to_string(),
        castle: "Castle".to_string(),
        players: vec![(1, "Ann".to_string(), 6), (0, "Greedy".to_string(), 9)],
    }
}

/// An entry as this build wrote it on 2026-11-29: every later build must read it the same.
const WRITTEN_2026_11_29: &str =
    "1:BAABAAEAAgAAAQACAgIAAQABCkvDpXJlJ3Mgw7gKMjAyNi0xMS0yOQELVGVycml0b3JpZXMGBgg2IHBvaW50cwZDYXN0bGUCAQNBbm4GAAZHcmVlZHkJ";

#[test]
fn an_entry_written_today_reads_the_same_in_every_later_build() {
    let facts = small("Kåre's ø");
    assert_eq!(entry(&facts), WRITTEN_2026_11_29);
    assert_eq!(read(WRITTEN_2026_11_29), vec![facts]);
}

#[test]
fn the_gallery_keeps_the_newest_first_and_at_most_its_number() {
    let mut kept = String::new();
    for i in 0..KEPT + 5 {
        kept = with_added(&kept, &small(&format!("Kingdom {i}")));
    }
    let kingdoms = read(&kept);
    assert_eq!(kingdoms.len(), KEPT);
    assert_eq!(count(&kept), KEPT);
    assert_eq!(kingdoms[0].title, format!("Kingdom {}", KEPT + 4));
    assert_eq!(kingdoms[KEPT - 1].title, "Kingdom 5");
}

#[test]
fn a_later_version_is_kept_as_it_is_and_a_damaged_line_costs_nothing_else() {
    let good = entry(&small("Good"));
    let later = "2:a kingdom a later build wrote";
    let damaged = format!("1:{}", &good[2..good.len() - 3]);
    let kept = [later, &damaged, "noise", "", &good].join("\n");
    assert_eq!(read(&kept), vec![small("Good")]);
    let added = with_added(&kept, &small("New"));
    assert!(
        added.lines().any(|l| l == later),
        "a later build's entry is kept"
    );
    let titles: Vec<String> = read(&added).into_iter().map(|f| f.title).collect();
    assert_eq!(titles, ["New", "Good"]);
}

#[test]
fn a_finished_game_gives_the_persons_kingdom_and_an_unfinished_one_nothing() {
    let mut tab = Tab::new();
    start(&mut tab, &["greedy", "human"], 4);
    play_until(&mut tab, 6);
    assert_eq!(
        tab.store.gallery_card("2026-11-29"),
        None,
        "not finished yet"
    );
    let tab = finished_against_greedy(9);
    let session = tab.store.session.as_ref().unwrap();
    let card = tab
        .store
        .gallery_card("2026-11-29")
        .expect("a finished game");
    assert_eq!(persons_kingdom(session), KingdomId(0));
    assert_eq!(
        card,
        card_facts(session, KingdomId(0), Lang::En, "2026-11-29")
    );
    assert_eq!(read(&with_added("", &card)), vec![card]);
}

#[test]
fn a_finished_game_opened_from_a_link_is_not_kept() {
    let tab = finished_against_greedy(9);
    let record = kingdomino::notation::GameRecord::of(tab.game()).to_string();
    let mut other = Tab::new();
    other.send(Msg::Open(format!("replay={record}")));
    assert!(other.game().table().is_over());
    assert_eq!(other.store.gallery_card("2026-11-29"), None);
}
