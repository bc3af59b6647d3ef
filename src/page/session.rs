//! A game in play and who sits at it: the part of the page's state that is the game itself.

use std::rc::Rc;

use super::pace::Pace;
use super::seats::Seat;
use crate::notation::GameRecord;
use crate::rules::{Game, KingdomId, PlayerId, Table};

/// Whether this build plays games: the `play` feature, on by default. The embedded replays'
/// build leaves it out (`index.html`): it only watches, every session it holds is a replay
/// (`Store::watching`), and with this constant false the compiler drops what a person's or a
/// computer's move needs: drags, placing, the steps' words, the choices, the thinking.
pub const PLAYS: bool = cfg!(feature = "play");

/// Whether this build holds games by link: the `by-link` feature, on by default. The game's
/// lighter build leaves it out (`index.html`, `src/bin/game.rs`): a message that needs them
/// (a game by link opened, an invitation, an import) is handed over to the page's build
/// (`Effect::HandOff`), and with this constant false the compiler drops their checks, their
/// cryptography, their tables and their screens.
pub const BY_LINK: bool = cfg!(feature = "by-link");

/// A game in play and who sits at it.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// Shared, so that a change of the page's state that is not a move copies no game.
    pub game: Rc<Game>,
    /// The game as it stood before each action a person took here, latest last: what Undo
    /// goes back to without replaying the record.
    pub undo: Vec<Rc<Game>>,
    pub seats: Vec<Seat>,
    pub pace: Pace,
    /// The replay viewer: the whole record, with `game` at the position being looked at.
    /// Nobody acts while watching.
    pub replay: Option<GameRecord>,
    /// A game played by links: its start, dealt by the players' reveals, from which it
    /// replays (its record's seed deals nothing). `None`: the record replays from its seed.
    pub dealt_together: Option<Rc<Game>>,
    /// A game by link whose last move waits for the next draw's reveals: nobody acts here
    /// until the link that completes them comes.
    pub waiting_for_link: bool,
    /// The guided first game: every move written in advance, the person's glowing.
    pub lesson: Option<super::lesson::Lesson>,
    /// A puzzle of the deck "To practise": the position is answered, never played on.
    pub practice: Option<super::practice::Practice>,
}

impl Session {
    /// The public table: everything the components draw comes from here.
    pub fn table(&self) -> &Table {
        self.game.table()
    }

    /// A game played here, not a replay: never in a build that does not play ([`PLAYS`]).
    pub fn played_here(&self) -> bool {
        PLAYS && self.replay.is_none()
    }

    /// The seat to move, if it is a person's turn.
    pub fn human_to_move(&self) -> bool {
        self.played_here()
            && !self.waiting_for_link
            && self
                .table()
                .to_move()
                .is_some_and(|p| self.seats[p.index()].is_human())
    }

    /// A computer seat to move whose move the worker finds (a game by link plays its
    /// computers by its own search, the same in every browser).
    pub fn computer_to_move(&self) -> bool {
        self.played_here()
            && self.dealt_together.is_none()
            && self
                .table()
                .to_move()
                .is_some_and(|p| !self.seats[p.index()].is_human())
    }

    /// A game to play here, from where `game` stands: no replay, nothing to undo yet.
    pub fn playing(game: Game, seats: Vec<Seat>, pace: Pace) -> Session {
        Session {
            game: Rc::new(game),
            undo: Vec::new(),
            seats,
            pace,
            replay: None,
            dealt_together: None,
            waiting_for_link: false,
            lesson: None,
            practice: None,
        }
    }

    /// The date of the deal of the day this game is, if it is one.
    pub fn daily(&self) -> Option<crate::daily::DailyDate> {
        crate::daily::DailyDate::of_setup(self.table().setup())
    }

    /// A live game of people at one screen, from a record: how imports and shared links open.
    pub fn from_record(
        record: &GameRecord,
        seats: Option<Vec<Seat>>,
        lang: crate::i18n::Lang,
    ) -> Result<Session, crate::notation::RecordError> {
        let game = record.replay()?;
        let seats = seats.unwrap_or_else(|| Seat::people(record.setup.players as usize, lang));
        Ok(Session::playing(game, seats, Pace::default()))
    }

    /// The replay viewer on `record`, looking at the position after `at` actions; a game dealt
    /// together replays from its start.
    pub fn watching(
        record: GameRecord,
        at: usize,
        seats: Vec<Seat>,
        dealt_together: Option<Rc<Game>>,
    ) -> Option<Session> {
        let game = match &dealt_together {
            Some(start) => {
                let mut game = (**start).clone();
                for &action in record.actions.iter().take(at) {
                    game.play(action).ok()?;
                }
                game
            }
            None => {
                let mut shown = record.clone();
                shown.actions.truncate(at);
                shown.replay().ok()?
            }
        };
        Some(Session {
            game: Rc::new(game),
            undo: Vec::new(),
            seats,
            pace: Pace::default(),
            replay: Some(record),
            dealt_together,
            waiting_for_link: false,
            lesson: None,
            practice: None,
        })
    }

    /// The whole game the replay viewer shows, to its last action, and its name for the review
    /// (the record's text; a game by link's record names its game by its number).
    pub fn whole_game(&self) -> Option<(String, Game)> {
        let record = self.replay.as_ref()?;
        let whole = Session::watching(
            record.clone(),
            record.actions.len(),
            self.seats.clone(),
            self.dealt_together.clone(),
        )?;
        Some((record.to_string(), Rc::unwrap_or_clone(whole.game)))
    }

    /// The whole game the Expert's review weighs, with its name: the replay's, once finished
    /// (a game not finished is not reviewed).
    pub fn game_to_review(&self) -> Option<(String, Game)> {
        self.whole_game().filter(|(_, g)| g.table().is_over())
    }

    /// Index into the history of the last action a person took, if any: the history names who
    /// took each action, so nothing is replayed.
    pub fn last_human_action(&self) -> Option<usize> {
        self.game
            .played()
            .rposition(|(seat, _)| self.seats[seat.index()].is_human())
    }

    /// The seat whose name and colour stand for `kingdom`: its first builder.
    pub fn kingdom_seat(&self, kingdom: KingdomId) -> &Seat {
        let first = self.table().rules().seats_of(kingdom).next();
        &self.seats[first.unwrap_or(PlayerId(0)).index()]
    }

    /// The names of the players who build `kingdom`, joined.
    pub fn kingdom_name(&self, kingdom: KingdomId) -> String {
        let rules = self.table().rules();
        let names: Vec<&str> = rules
            .seats_of(kingdom)
            .map(|s| self.seats[s.index()].name.as_str())
            .collect();
        names.join(" & ")
    }

    /// Undo takes back a person's moves; a move sent by link is not taken back.
    pub fn can_undo(&self) -> bool {
        self.dealt_together.is_none() && self.last_human_action().is_some()
    }
}

impl crate::i18n::refusals::Names for Session {
    fn player(&self, seat: PlayerId) -> String {
        self.seats[seat.index()].name.clone()
    }

    fn kingdom(&self, kingdom: KingdomId) -> String {
        self.kingdom_name(kingdom)
    }
}
