//! The guided first game: one fixed deal of two-player Kingdomino, every move of it written in
//! advance, where the person's next move glows and the banner teaches each gesture the first
//! time it is needed (claim, place, rotate, discard, and at the end how territories score), in
//! a sentence each. The person plays every move themselves but only the move that glows; the
//! other seat's moves are the record's. The record was played by Hard for the person and Greedy
//! for the other seat (found by `cargo run --release --example find_lesson`), so the person
//! wins, 45 to 22; it is a record like any other, so it replays the same after every change.
//!
//! Opened by the link `#learn`; offered once on a first visit ([`offered`]).

use std::rc::Rc;

use crate::i18n::Lang;
use crate::notation::GameRecord;
use crate::rules::{Action, Dir, Game, GameSetup, Placement, PlayerId};

/// The whole game: two-player Kingdomino, seed 29, the person first.
const RECORD: &str = "KD2_2_-_29_k48.k45.k24.k17.r-1c-1e.k25.r-1c-1e.k38.r0c-2e.k7.r-1c1s.\
k12.r-2c-1e.k22.r0c-2e.k43.r-1c-2w.k1.r1c0w.k11.r-2c-4e.k46.x.k44.r-3c-4e.k32.r2c0w.k34.r-3c-1e.\
k29.r-2c-2e.k5.r2c-2n.k9.r0c-4e.k10.r-2c0e.k47.r-2c-3s.k20.r1c-1e.k27.r-2c-2n.k18.r1c-3e.r1c1s.\
x.r1c-3s";

/// The seat the person plays.
pub const PERSON: PlayerId = PlayerId(0);

/// The guided game's moves, the person's and the other seat's, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    moves: Rc<[Action]>,
    setup: GameSetup,
}

/// What the banner teaches now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Teach {
    /// The first claim: take the glowing domino, to lay it next turn.
    Claim,
    /// The first placement: lay it on the glowing squares, touching the castle or its land.
    Place,
    /// The domino in hand is turned otherwise than the glowing squares want.
    Rotate,
    /// The domino in hand fits nowhere: discard it.
    Discard,
    /// The game is over: each territory scores its squares times its crowns.
    Score,
}

impl Lesson {
    /// The guided game, read from its record.
    pub fn new() -> Lesson {
        // The record is this file's own constant; a test replays it to its end.
        let record: GameRecord = RECORD.parse().unwrap_or_else(|_| GameRecord {
            setup: GameSetup::kingdomino(2, 29),
            actions: Vec::new(),
        });
        Lesson {
            moves: record.actions.into(),
            setup: record.setup,
        }
    }

    /// The table it is played on.
    pub fn setup(&self) -> GameSetup {
        self.setup
    }

    /// Every move of the game, in order.
    pub fn moves(&self) -> &[Action] {
        &self.moves
    }

    /// The move due next in `game`, whoever's it is (`None` at the end).
    pub fn due(&self, game: &Game) -> Option<Action> {
        self.moves.get(game.history().len()).copied()
    }

    /// Whether `action` is the move due: the move itself, or a placement that lays the same
    /// halves on the same squares (a domino of two like halves, laid the other way round).
    pub fn accepts(&self, game: &Game, action: Action) -> bool {
        match action {
            Action::Place(p) => self.due_turned(game, p.dir) == Some(p),
            other => self.due(game) == Some(other),
        }
    }

    /// The placement due, with the domino in hand turned to `dir`: the one that lays the same
    /// halves on the same squares as the move due, if any.
    pub fn due_turned(&self, game: &Game, dir: Dir) -> Option<Placement> {
        let Some(Action::Place(due)) = self.due(game) else {
            return None;
        };
        let domino = game.table().domino_to_place()?.domino();
        let laid = |p: Placement| {
            let mut cells = p.cells(domino)?;
            crate::short_sort::sort_by_key(&mut cells, |(pos, _)| (pos.row, pos.col));
            Some(cells)
        };
        let want = laid(due)?;
        [due.first, due.second()?]
            .into_iter()
            .map(|first| Placement::new(first, dir))
            .find(|&p| laid(p) == Some(want))
    }

    /// What the banner teaches in `game`, with the domino in hand turned to `dir`: the person's
    /// first claim, their first placement, any turn that needs the domino turned, a discard, and
    /// the end's scoring; `None` while the other seat plays and for a gesture already taught.
    pub fn teach(&self, game: &Game, dir: Dir) -> Option<Teach> {
        let table = game.table();
        if table.is_over() {
            return Some(Teach::Score);
        }
        if table.to_move() != Some(PERSON) {
            return None;
        }
        let done_before = |kind: fn(&Action) -> bool| {
            game.played()
                .any(|(seat, action)| seat == PERSON && kind(&action))
        };
        match self.due(game)? {
            Action::Place(_) if self.due_turned(game, dir).is_none() => Some(Teach::Rotate),
            Action::Place(_) => {
                (!done_before(|a| matches!(a, Action::Place(_)))).then_some(Teach::Place)
            }
            Action::Claim(_) => {
                (!done_before(|a| matches!(a, Action::Claim(_)))).then_some(Teach::Claim)
            }
            Action::Discard => Some(Teach::Discard),
            _ => None,
        }
    }
}

impl Teach {
    /// The sentence in `lang`, for a touch screen (`touch`) or a pointer.
    pub fn sentence(self, lang: Lang, touch: bool) -> &'static str {
        let w = lang.words();
        let device = usize::from(touch);
        match self {
            Teach::Claim => w.lesson_claim[device],
            Teach::Place => w.lesson_place[device],
            Teach::Rotate => w.lesson_rotate,
            Teach::Discard => w.lesson_discard,
            Teach::Score => w.lesson_score,
        }
    }
}

impl Default for Lesson {
    fn default() -> Self {
        Lesson::new()
    }
}

/// Whether a first visit offers the guided game: never once declined or started here, nor to
/// someone with a game saved or finished (counted in the statistics) in this browser.
pub fn offered(declined_or_started: bool, saved_games: usize, any_finished: bool) -> bool {
    !declined_or_started && saved_games == 0 && !any_finished
}
