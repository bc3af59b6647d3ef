//! Who sits at the table: names, colours, and whether a person or the computer plays.

use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::i18n::{fill, Lang};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    Human,
    Computer,
    /// A person at another browser, in a game by link: they play by sending links.
    Away,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub name: String,
    /// Index into [`COLOURS`].
    pub colour: usize,
    pub kind: SeatKind,
    /// How strong a computer seat plays.
    #[serde(default = "default_level")]
    pub level: Level,
}

/// Answers within about a second a move.
pub fn default_level() -> Level {
    Level::Expert
}

/// The mark drawn with a colour, so that no player depends on telling colours apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Circle,
    Square,
    Triangle,
    Diamond,
    Star,
    Cross,
    Hexagon,
    Heart,
}

impl Mark {
    pub fn name(self) -> &'static str {
        match self {
            Mark::Circle => "circle",
            Mark::Square => "square",
            Mark::Triangle => "triangle",
            Mark::Diamond => "diamond",
            Mark::Star => "star",
            Mark::Cross => "cross",
            Mark::Hexagon => "hexagon",
            Mark::Heart => "heart",
        }
    }
}

/// A king's colour: its name, its CSS value and its mark.
#[derive(PartialEq)]
pub struct KingColour {
    pub name: &'static str,
    pub css: &'static str,
    pub mark: Mark,
}

const fn colour(name: &'static str, css: &'static str, mark: Mark) -> KingColour {
    KingColour { name, css, mark }
}

/// King colours, eight for the Royal Wedding. Saves keep the index: append, never reorder.
pub const COLOURS: [KingColour; 8] = [
    colour("Blue", "#2f6fd6", Mark::Circle),
    colour("Red", "#d23b3b", Mark::Square),
    colour("Green", "#2e9b48", Mark::Triangle),
    colour("Yellow", "#e3b320", Mark::Diamond),
    colour("Purple", "#8a4fc9", Mark::Star),
    colour("Orange", "#e07a1f", Mark::Cross),
    colour("Brown", "#7a4b1e", Mark::Hexagon),
    colour("Pink", "#e86fb4", Mark::Heart),
];

/// The colours new seats take, in seat order: the boxes' four, then Age of Giants' brown, then
/// the rest.
const SEAT_COLOURS: [usize; 8] = [0, 1, 2, 3, 6, 4, 5, 7];

impl Seat {
    pub fn king_colour(&self) -> &'static KingColour {
        &COLOURS[self.colour % COLOURS.len()]
    }

    pub fn css_colour(&self) -> &'static str {
        self.king_colour().css
    }

    pub fn mark(&self) -> Mark {
        self.king_colour().mark
    }

    pub fn is_human(&self) -> bool {
        self.kind == SeatKind::Human
    }

    /// Every seat a person, as when a game record is opened.
    pub fn people(count: usize, lang: Lang) -> Vec<Seat> {
        let mut seats = Seat::defaults(count, lang);
        for seat in &mut seats {
            seat.kind = SeatKind::Human;
        }
        seats
    }

    /// Seats from a link's list: `human`, or a computer level's name (anything else: a person).
    pub fn from_specs(specs: &[String], lang: Lang) -> Vec<Seat> {
        let mut seats = Seat::defaults(specs.len(), lang);
        for (seat, spec) in seats.iter_mut().zip(specs) {
            match spec.parse::<Level>() {
                Ok(level) => {
                    seat.kind = SeatKind::Computer;
                    seat.level = level;
                }
                Err(_) => seat.kind = SeatKind::Human,
            }
        }
        seats
    }

    /// How a link names this seat.
    pub fn spec(&self) -> String {
        match self.kind {
            SeatKind::Human => "human".to_string(),
            SeatKind::Computer => self.level.name().to_string(),
            SeatKind::Away => "human".to_string(),
        }
    }

    /// The seat's name in `to` when the page changes from `from`, if the page gave it ("Player 2",
    /// "You", "Expert", a level); a name a person typed stays as it is.
    pub fn name_in(&self, index: usize, from: Lang, to: Lang) -> Option<String> {
        let (a, b) = (from.words(), to.words());
        let name = self.name.as_str();
        if name == fill(a.player_n, &[&(index + 1)]) {
            return Some(fill(b.player_n, &[&(index + 1)]));
        }
        if name == a.you {
            return Some(b.you.to_string());
        }
        if name == a.expert_name {
            return Some(b.expert_name.to_string());
        }
        let level = a.levels.iter().position(|l| *l == name)?;
        Some(b.levels[level].to_string())
    }

    /// The default seats of a new table: the first a person, the others the computer.
    pub fn defaults(count: usize, lang: Lang) -> Vec<Seat> {
        (0..count)
            .map(|i| Seat {
                name: fill(lang.words().player_n, &[&(i + 1)]),
                colour: SEAT_COLOURS[i % SEAT_COLOURS.len()],
                kind: if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Computer
                },
                level: default_level(),
            })
            .collect()
    }
}
