//! Importing an export of games by link, natively (`page::kept_by_link::imported`), with the
//! files a hostile friend would send: an entry relabelled to another format, a secret planted
//! for a seat it is not, one seat's secret given for another, a game twice, a file of 10 MB.
//! Nothing this browser keeps is hidden, and no secret is kept for a seat it does not prove.

use std::collections::HashMap;

use kingdomino::by_link::{GameByLink, Seat, Secret, Value, VERSION};
use kingdomino::notation::GameRecord;
use kingdomino::page::kept_by_link::{imported, ImportError, Kept, MAX_EXPORT_BYTES};
use kingdomino::rules::GameSetup;

fn secret(byte: u8) -> Secret {
    Secret(Value([byte; 16]))
}

/// Ann and Bob's game, both joined and the first draw revealed: its link.
fn joined(number: u64) -> GameByLink {
    let person = |name: &str| Seat::Person {
        name: name.into(),
        key: None,
    };
    let mut game = GameByLink {
        version: VERSION,
        record: GameRecord {
            setup: GameSetup::kingdomino(2, number),
            actions: Vec::new(),
        },
        seats: vec![person("Ann"), person("Bob")],
    };
    game.join(0, &secret(1));
    game.join(1, &secret(2));
    game.bring_up_to_date(0, &secret(1)).unwrap();
    game.bring_up_to_date(1, &secret(2)).unwrap();
    game
}

/// The same game a move further.
fn a_move_later(mut game: GameByLink) -> GameByLink {
    let position = game.check_moves().unwrap();
    let table = position.game.unwrap();
    let seat = usize::from(table.table().to_move().unwrap().0);
    let mut legal = Vec::new();
    table.table().legal_actions(&mut legal);
    game.play_as(seat, legal[0], &secret(seat as u8 + 1))
        .unwrap();
    game
}

/// An export entry, as JSON, with its fields as a hostile file may set them.
fn entry(game: &GameByLink, seat: Option<usize>, secret: Option<&Secret>) -> serde_json::Value {
    serde_json::to_value(Kept::new(game, seat, secret, 5.0)).unwrap()
}

fn file(entries: &[serde_json::Value]) -> String {
    serde_json::to_string(entries).unwrap()
}

fn browser(kept: &[Kept]) -> HashMap<String, Kept> {
    kept.iter()
        .map(|k| (k.game().unwrap().identity(), k.clone()))
        .collect()
}

fn import(text: &str, kept: &HashMap<String, Kept>) -> Result<Vec<Kept>, ImportError> {
    imported(text, |g| kept.get(&g.identity()).cloned())
}

#[test]
fn an_entry_relabelled_to_another_format_hides_nothing_kept() {
    let game = joined(1);
    let mine = Kept::new(&game, Some(0), Some(&secret(1)), 1.0);
    let kept = browser(std::slice::from_ref(&mine));
    let later = a_move_later(game.clone());
    for (field, value) in [
        ("format", serde_json::json!("plain")),
        ("version", serde_json::json!(99)),
    ] {
        let mut hostile = entry(&later, None, None);
        hostile[field] = value;
        assert_eq!(import(&file(&[hostile]), &kept).unwrap(), Vec::new());
    }
    // The same game in the right format: merged, and still read as this browser's.
    let out = import(&file(&[entry(&later, None, None)]), &kept).unwrap();
    assert_eq!(out.len(), 1);
    let text = serde_json::to_string(&out[0]).unwrap();
    let read = Kept::read(&text).expect("the entry kept reads back");
    assert_eq!((read.seat, read.secret()), (Some(0), Some(secret(1))));
    assert_eq!(read.game().unwrap(), later);
}

#[test]
fn a_planted_secret_or_another_seats_is_not_kept() {
    let game = joined(2);
    let kept = HashMap::new();
    for (seat, planted) in [(0, secret(9)), (0, secret(2)), (1, secret(1))] {
        let out = import(&file(&[entry(&game, Some(seat), Some(&planted))]), &kept).unwrap();
        assert_eq!(out.len(), 1, "the game is kept, to watch");
        assert_eq!((out[0].seat, out[0].secret()), (None, None), "seat {seat}");
    }
    // The seat's own secret is kept with it.
    let out = import(&file(&[entry(&game, Some(1), Some(&secret(2)))]), &kept).unwrap();
    assert_eq!((out[0].seat, out[0].secret()), (Some(1), Some(secret(2))));
    // Where this browser watches the game, a planted secret gives it no seat either.
    let watching = browser(&[Kept::new(&game, None, None, 1.0)]);
    let out = import(&file(&[entry(&game, Some(0), Some(&secret(9)))]), &watching).unwrap();
    assert_eq!((out[0].seat, out[0].secret()), (None, None));
    // Where it holds a seat, the file's seat and secret never replace it.
    let mine = browser(&[Kept::new(&game, Some(0), Some(&secret(1)), 1.0)]);
    let out = import(&file(&[entry(&game, Some(1), Some(&secret(2)))]), &mine).unwrap();
    assert_eq!((out[0].seat, out[0].secret()), (Some(0), Some(secret(1))));
}

#[test]
fn a_game_twice_in_one_file_is_kept_once_at_its_latest() {
    let game = joined(3);
    let later = a_move_later(game.clone());
    let text = file(&[
        entry(&later, None, None),
        entry(&joined(4), None, None),
        entry(&game, Some(0), Some(&secret(1))),
    ]);
    let out = import(&text, &HashMap::new()).unwrap();
    assert_eq!(out.len(), 2);
    let kept = out
        .iter()
        .find(|k| k.game().unwrap().identity() == game.identity())
        .unwrap();
    assert_eq!(kept.game().unwrap(), later);
    assert_eq!((kept.seat, kept.secret()), (Some(0), Some(secret(1))));
}

#[test]
fn a_file_of_ten_megabytes_or_of_anything_else_imports_nothing() {
    let big = format!("[{}]", "0,".repeat(5 * 1024 * 1024) + "0");
    assert!(big.len() > MAX_EXPORT_BYTES);
    assert_eq!(import(&big, &HashMap::new()), Err(ImportError::TooLarge));
    for text in ["", "{}", "[1, 2]", "null", "[{\"format\": 3}]", "\u{0}"] {
        let out = import(text, &HashMap::new());
        assert!(matches!(out, Ok(ref v) if v.is_empty()) || out == Err(ImportError::NotAnExport));
    }
}
