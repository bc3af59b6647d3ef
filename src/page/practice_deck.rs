//! The deck "To practise": the positions a person got wrong, each a puzzle brought back on a
//! schedule (spaced repetition). A card is shown the day it is added, then after 1, 3 and 7
//! days while it is solved; a card solved at its last step is learned and leaves the schedule;
//! a card missed starts over (back the next day). The first answer a card is given is kept,
//! for the count of puzzles "solved first time".
//!
//! Pure: the day is handed in (the page's clock; the tests' own), and a refused answer leaves
//! the deck as it was. What a card's puzzle is (its link) is not the deck's business: it holds
//! the text and schedules it.
//!
//! Kept as text, the one spelling [`Deck::to_text`] writes and [`Deck::from_text`] reads: a
//! first line `deck 1` (the format's version), then a line a card, oldest first: its due date,
//! its step, its first answer (`-` none yet, `y` right, `n` wrong) and its puzzle, each
//! separated by one space.

use std::fmt;

use crate::daily::DailyDate;

/// The days between a card's showings while it is solved: after the first, the second and the
/// third right answer. A right answer at the last step learns it.
pub const INTERVALS: [i64; 3] = [1, 3, 7];

/// The step of a learned card: every interval passed.
pub const LEARNED: u8 = INTERVALS.len() as u8 + 1;

/// The most cards a deck holds: a new one beyond it lets the oldest learned one go, or is
/// refused when none is learned (a person has that much to practise already).
pub const MOST_CARDS: usize = 200;

/// The first line of the deck's text: its format's version.
const HEADER: &str = "deck 1";

/// A puzzle on the schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    /// The puzzle, as its link's text (no spaces, no line breaks).
    pub puzzle: String,
    /// The day it is next shown.
    pub due: DailyDate,
    /// How many right answers in a row it has had since it was added or last missed
    /// (`LEARNED`: learned, shown no more).
    pub step: u8,
    /// Its first answer: `None` until it has one.
    pub first: Option<bool>,
}

impl Card {
    pub fn is_learned(&self) -> bool {
        self.step >= LEARNED
    }

    /// Whether it is to be practised on `today`.
    pub fn is_due(&self, today: DailyDate) -> bool {
        !self.is_learned() && self.due <= today
    }
}

/// Why the deck refused a card, an answer or a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    /// A puzzle's text with a space or a line break, or empty: it would not read back.
    BadPuzzle,
    /// Already in the deck.
    AlreadyThere,
    /// The deck holds [`MOST_CARDS`] cards, none of them learned.
    Full,
    /// No card of that puzzle.
    NotThere,
    /// The card is not to be practised today (learned, or due later).
    NotDue,
    /// The deck's text does not read: which line, from 1.
    Malformed(usize),
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::BadPuzzle => write!(f, "a puzzle is written without spaces"),
            DeckError::AlreadyThere => write!(f, "that puzzle is in the deck already"),
            DeckError::Full => write!(f, "the deck is full"),
            DeckError::NotThere => write!(f, "that puzzle is not in the deck"),
            DeckError::NotDue => write!(f, "that puzzle is not to be practised today"),
            DeckError::Malformed(line) => write!(f, "line {line} of the deck does not read"),
        }
    }
}

/// The cards to practise, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Deck {
    cards: Vec<Card>,
}

/// How the deck has gone: cards answered at least once, and of those solved at the first try;
/// cards learned; cards in the deck.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub answered: usize,
    pub first_time: usize,
    pub learned: usize,
    pub cards: usize,
}

impl Deck {
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// Adds `puzzle`, to be practised from `today`.
    pub fn add(&mut self, puzzle: &str, today: DailyDate) -> Result<(), DeckError> {
        if puzzle.is_empty() || puzzle.contains(char::is_whitespace) {
            return Err(DeckError::BadPuzzle);
        }
        if self.cards.iter().any(|c| c.puzzle == puzzle) {
            return Err(DeckError::AlreadyThere);
        }
        if self.cards.len() >= MOST_CARDS {
            let learned = self.cards.iter().position(Card::is_learned);
            self.cards.remove(learned.ok_or(DeckError::Full)?);
        }
        self.cards.push(Card {
            puzzle: puzzle.to_string(),
            due: today,
            step: 0,
            first: None,
        });
        Ok(())
    }

    /// The cards to practise on `today`, oldest first.
    pub fn due(&self, today: DailyDate) -> impl Iterator<Item = &Card> {
        self.cards.iter().filter(move |c| c.is_due(today))
    }

    /// The day the next card comes due after `today`, if any is waiting.
    pub fn next_due(&self, today: DailyDate) -> Option<DailyDate> {
        self.cards
            .iter()
            .filter(|c| !c.is_learned() && c.due > today)
            .map(|c| c.due)
            .min()
    }

    /// The person answered `puzzle` on `today`, `right` or not: the card moves on (back after
    /// the next interval, or learned) or starts over (back the next day). The card as it now
    /// stands; refused, the deck is untouched.
    pub fn answer(
        &mut self,
        puzzle: &str,
        right: bool,
        today: DailyDate,
    ) -> Result<&Card, DeckError> {
        let card = self
            .cards
            .iter_mut()
            .find(|c| c.puzzle == puzzle)
            .ok_or(DeckError::NotThere)?;
        if !card.is_due(today) {
            return Err(DeckError::NotDue);
        }
        card.first.get_or_insert(right);
        if right {
            card.step += 1;
            if let Some(days) = INTERVALS.get(usize::from(card.step) - 1) {
                card.due = DailyDate::from_days(today.days() + days);
            }
        } else {
            card.step = 0;
            card.due = DailyDate::from_days(today.days() + INTERVALS[0]);
        }
        Ok(card)
    }

    pub fn tally(&self) -> Tally {
        let answered = self.cards.iter().filter(|c| c.first.is_some());
        Tally {
            answered: answered.clone().count(),
            first_time: answered.filter(|c| c.first == Some(true)).count(),
            learned: self.cards.iter().filter(|c| c.is_learned()).count(),
            cards: self.cards.len(),
        }
    }

    /// The deck as kept (see the module's notes).
    pub fn to_text(&self) -> String {
        let mut text = HEADER.to_string();
        for card in &self.cards {
            let first = match card.first {
                None => '-',
                Some(true) => 'y',
                Some(false) => 'n',
            };
            text += &format!("\n{} {} {first} {}", card.due, card.step, card.puzzle);
        }
        text
    }

    /// The deck a text holds, or the first line that does not read. Only what
    /// [`Deck::to_text`] writes reads: one spelling a deck.
    pub fn from_text(text: &str) -> Result<Deck, DeckError> {
        let mut lines = text.split('\n');
        if lines.next() != Some(HEADER) {
            return Err(DeckError::Malformed(1));
        }
        let mut deck = Deck::default();
        for (i, line) in lines.enumerate() {
            let card = read_card(line).ok_or(DeckError::Malformed(i + 2))?;
            if deck.cards.len() >= MOST_CARDS || deck.cards.iter().any(|c| c.puzzle == card.puzzle)
            {
                return Err(DeckError::Malformed(i + 2));
            }
            deck.cards.push(card);
        }
        Ok(deck)
    }
}

/// A card's line, if it is one as [`Deck::to_text`] writes it.
fn read_card(line: &str) -> Option<Card> {
    let mut parts = line.split(' ');
    let due = DailyDate::parse(parts.next()?).ok()?;
    let step = match parts.next()? {
        s if s.len() == 1 => s.parse::<u8>().ok().filter(|&n| n <= LEARNED)?,
        _ => return None,
    };
    let first = match parts.next()? {
        "-" => None,
        "y" => Some(true),
        "n" => Some(false),
        _ => return None,
    };
    let puzzle = parts.next().filter(|p| !p.is_empty())?;
    // A card with a step has been answered (a missed one is back at step 0 with its answer).
    let unanswered_with_a_step = step > 0 && first.is_none();
    if parts.next().is_some() || puzzle.contains(char::is_whitespace) || unanswered_with_a_step {
        return None;
    }
    Some(Card {
        puzzle: puzzle.to_string(),
        due,
        step,
        first,
    })
}
