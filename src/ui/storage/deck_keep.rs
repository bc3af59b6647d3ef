//! The deck "To practise" kept in this browser (its schedule and format: `page::practice_deck`).
//! An unreadable deck is moved aside, so that nothing is lost, and a new one starts.

use crate::daily::DailyDate;
use crate::page::practice_deck::Deck;
use crate::ui::storage::{local, DECK, DECK_SET_ASIDE};

/// The deck kept so far (empty when none is, or the browser keeps nothing).
pub fn load() -> Deck {
    let Some(text) = local().and_then(|s| s.get_item(DECK).ok().flatten()) else {
        return Deck::default();
    };
    Deck::from_text(&text).unwrap_or_else(|_| {
        if let Some(s) = local() {
            let _ = s.set_item(DECK_SET_ASIDE, &text);
            let _ = s.remove_item(DECK);
        }
        Deck::default()
    })
}

fn save(deck: &Deck) {
    if let Some(s) = local() {
        let _ = s.set_item(DECK, &deck.to_text());
    }
}

/// Adds the puzzles not in the deck yet, to be practised from `today` (a full deck takes what
/// it can: the person has that much to practise already).
pub fn add(puzzles: &[String], today: DailyDate) {
    if puzzles.is_empty() {
        return;
    }
    let mut deck = load();
    let added = puzzles
        .iter()
        .filter(|p| deck.add(p, today).is_ok())
        .count();
    if added > 0 {
        save(&deck);
    }
}

/// The person answered `puzzle` on `today`: its card moves on or starts over. A puzzle not in
/// the deck, or not due, leaves it as it was (a puzzle opened twice counts once).
pub fn answered(puzzle: &str, right: bool, today: DailyDate) {
    let mut deck = load();
    if deck.answer(puzzle, right, today).is_ok() {
        save(&deck);
    }
}
