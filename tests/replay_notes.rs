//! A replay's notes (`notation::notes`): an author's comments that travel in a replay's link,
//! readable without the page. One spelling (what reads prints back as itself), every other text
//! refused with why and never a panic (fuzzed), and notes written today read the same by every
//! later build.

use kingdomino::notation::{parse_notes, ReplayNotes, MOST_NOTES, NOTE_CHARS};
use kingdomino::rules::Rng;

/// Notes as this build wrote them on 2026-11-29: every later build must read them the same.
const WRITTEN_2026_11_29: &str =
    "1~3~A_fine_claim:_the_lake's_crown.~12~Why_not_the_wheat?%0AIt_was_worth_%2B4_%283%C3%972%29.~40~%E2%9C%93";

#[test]
fn notes_written_today_read_the_same_in_every_later_build() {
    let notes = parse_notes(WRITTEN_2026_11_29).unwrap();
    assert_eq!(
        notes.notes(),
        [
            (3, "A fine claim: the lake's crown.".to_string()),
            (12, "Why not the wheat?\nIt was worth +4 (3×2).".to_string()),
            (40, "✓".to_string()),
        ]
    );
    assert_eq!(notes.to_string(), WRITTEN_2026_11_29);
    assert_eq!(
        notes.on(12),
        Some("Why not the wheat?\nIt was worth +4 (3×2).")
    );
    assert_eq!(notes.on(4), None);
    assert_eq!(notes.last_move(), 40);
}

#[test]
fn an_author_writes_changes_and_takes_back_a_note() {
    let mut notes = ReplayNotes::default();
    notes.set(9, "Second").unwrap();
    notes.set(2, "First ~ with_marks & #hash %").unwrap();
    assert_eq!(
        notes.to_string(),
        "1~2~First_%7E_with%5Fmarks_%26_%23hash_%25~9~Second"
    );
    notes.set(9, "Changed").unwrap();
    notes.set(2, "").unwrap();
    assert_eq!(notes.to_string(), "1~9~Changed");
    let before = notes.clone();
    assert!(notes.set(0, "no move 0").is_err());
    assert!(notes.set(5, &"x".repeat(NOTE_CHARS + 1)).is_err());
    assert!(notes.set(5, "a\u{7}bell").is_err());
    assert_eq!(
        notes, before,
        "a refused note leaves the notes as they were"
    );
    notes.set(5, &"é".repeat(NOTE_CHARS)).unwrap();
    for at in 10..(10 + MOST_NOTES as u32 - 2) {
        notes.set(at, "n").unwrap();
    }
    let before = notes.clone();
    assert!(notes.set(1000, "one too many").is_err());
    assert_eq!(notes, before);
}

#[test]
fn other_spellings_and_broken_notes_are_refused_with_why() {
    for (text, why) in [
        ("", "version"),
        ("2~3~Hi", "version"),
        ("1", "without a note"),
        ("1~", "not a move"),
        ("1~0~Hi", "not a move"),
        ("1~03~Hi", "not a move"),
        ("1~3", "no text"),
        ("1~3~", "no text"),
        ("1~5~A~3~B", "not a move"),
        ("1~3~A~3~B", "not a move"),
        ("1~3~Hi there", "as written"),
        ("1~3~Hi%20there", "as written"),
        ("1~3~%41", "as written"),
        ("1~3~%c3%a9", "as written"),
        ("1~3~%C3", "as written"),
        ("1~3~%E", "as written"),
        ("1~3~a+b", "as written"),
        ("1~3~(x)", "as written"),
        ("1~3~%07", "control"),
    ] {
        let error = parse_notes(text).expect_err(text);
        assert!(error.0.contains(why), "{text:?}: {error}");
    }
    let long = format!("1~1~{}", "a".repeat(NOTE_CHARS + 1));
    assert!(parse_notes(&long).unwrap_err().0.contains("at most"));
}

/// Random texts of the characters that matter, and random bytes: never a panic, and what reads
/// prints back as itself.
#[test]
fn fuzzed_notes_never_panic_and_what_reads_prints_back_as_itself() {
    let moves = ["1", "2", "3", "12", "0", "03", "40", ""];
    let texts = [
        "_",
        "%",
        "%2",
        "%20",
        "%41",
        "%7E",
        "%C3%A9",
        "%c3",
        "%E2%9C%93",
        "%0A",
        "%0D",
        "%5F",
        "a",
        "Z",
        ".",
        "(",
        "é",
        " ",
        "&",
        "#",
        "+",
        "=",
        "\n",
        "-",
        "'",
        "?",
    ];
    let mut rng = Rng::new(70);
    let mut read = 0;
    for _ in 0..20_000 {
        let mut text: String = if rng.below(8) == 0 {
            "2".into()
        } else {
            "1".into()
        };
        for _ in 0..rng.below(5) {
            text += "~";
            text += moves[rng.below(moves.len())];
            if rng.below(10) > 0 {
                text += "~";
            }
            for _ in 0..rng.below(5) {
                text += texts[rng.below(texts.len())];
            }
        }
        if let Ok(notes) = parse_notes(&text) {
            read += 1;
            assert_eq!(notes.to_string(), text);
        }
        let bytes: Vec<u8> = (0..rng.below(24)).map(|_| rng.next_u64() as u8).collect();
        let lossy = String::from_utf8_lossy(&bytes);
        if let Ok(notes) = parse_notes(&lossy) {
            assert_eq!(notes.to_string(), lossy);
        }
    }
    assert!(read > 100, "some of them read ({read})");
}

/// Random notes of any characters a person may type: written, they read back the same.
#[test]
fn any_notes_written_read_back_the_same() {
    let chars = [
        'a', 'Z', '9', ' ', '_', '~', '%', '&', '#', '+', '=', '?', '\n', 'é', '×', '✓', '😀',
        '\'', '(', ')', '"', '<',
    ];
    let mut rng = Rng::new(71);
    for _ in 0..2_000 {
        let mut notes = ReplayNotes::default();
        for _ in 0..1 + rng.below(6) {
            let at = 1 + rng.below(120) as u32;
            let text: String = (0..1 + rng.below(30))
                .map(|_| chars[rng.below(chars.len())])
                .collect();
            notes.set(at, &text).unwrap();
        }
        let written = notes.to_string();
        assert!(
            !written.contains([' ', '&', '#', '\n', '(', ')', '"', '<']),
            "{written}"
        );
        assert_eq!(parse_notes(&written), Ok(notes));
    }
}
