//! The page's single state and every change to it: a message in, the next state and the effects
//! to run out. Pure: what it reads from outside (the clock, a fresh slot or secret, a game by
//! link this browser kept) comes through [`Outside`], and what it changes outside (a game by
//! link to keep) goes out as an [`Effect`]; `ui/store.rs` runs both in the browser, the tests
//! with fakes. Each change of the game goes through the rules module; the store never decides
//! a rule. The outside work that follows from what the state shows (saving the game in play,
//! counting it, asking the worker, a computer's pause) is decided in `wanted.rs` and run by the
//! hooks of `ui/hooks/`.

use std::rc::Rc;

use super::choices::Choices;
use super::hand_off::HandOff;
use super::interaction::Interaction;
use super::kept_by_link::Kept;
use super::move_log::MoveLog;
use super::pace::Pace;
use super::saved_game::SavedGame;
use super::seats::Seat;
use super::session::{Session, BY_LINK};
use super::study::Studied;
use super::table_by_link::TableByLink;
use crate::ai::GreedyPlayer;
use crate::by_link::{GameByLink, Refusal, Secret};
use crate::daily::DailyDate;
use crate::i18n::refusals::Names;
use crate::i18n::{fill, Lang};
use crate::notation::{
    parse_link, parse_replay_link, Board, GameRecord, Link, LinkError, RecordError,
};
use crate::rules::{Action, DominoId, Game, GameSetup, KingdomId, Placement, PlayerId, Pos};
use crate::worker_protocol::Response;

mod game;
mod lesson;
mod links;
mod msg;
mod practice;
mod replay;
mod starting;
mod update;
mod wanted;

pub use msg::Msg;
pub use update::needs_games_by_link;
pub use wanted::{Ask, Results, ToSave, Weigh};

/// What the store reads from outside the page's state.
pub trait Outside {
    /// The time, in ms since 1970.
    fn now(&self) -> f64;
    /// Today's date, for the deal of the day.
    fn today(&self) -> DailyDate;
    /// A new key for a saved game, unlike any other.
    fn new_slot(&mut self) -> String;
    /// A new secret from a cryptographic source; `None` without one.
    fn new_secret(&mut self) -> Option<Secret>;
    /// What this browser kept of the game `game` is a link of.
    fn kept_by_link(&self, game: &GameByLink) -> Option<Kept>;
}

/// What the store changes outside its state, for the page to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Keep this game by link in this browser (under its identity).
    KeepByLink(Kept),
    /// A build without games by link ([`BY_LINK`]) hands what needs them to the page's build:
    /// kept in the tab, the page loads again into it.
    HandOff(HandOff),
}

/// What the computer players' worker says back, or that it failed.
#[derive(Clone, Debug, PartialEq)]
pub enum AiEvent {
    Answer(Response),
    /// The worker did not answer request `id` in time; it has been restarted.
    Failed {
        id: u32,
    },
}

/// A message for the player: a sentence saying what happened and what they can do, in their
/// language, and for problems with outside input the technical detail (shown on request).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    pub kind: NoticeKind,
    pub detail: Option<String>,
}

impl Notice {
    pub fn problem(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            kind: NoticeKind::Problem,
            detail: None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    Refused,
    Problem,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Store {
    /// `None` shows the setup screen.
    pub session: Option<Session>,
    /// Every message on screen, oldest first (a bad link and a bad save both show).
    pub notices: Vec<Notice>,
    /// The saved games the setup screen offers to resume, the most recent first. Shared: a
    /// message that does not change them copies none of their games.
    pub saved: Rc<Vec<SavedGame>>,
    /// Where the game in play is saved (its own key: another tab's game is never touched);
    /// `None` for a game that is not saved (a replay).
    pub slot: Option<String>,
    /// What the person is doing with the pieces, apart from the game itself.
    pub interaction: Interaction,
    /// A question out to the computer players' worker.
    pub thinking: Option<Thinking>,
    /// The id of the last question to the worker (each has its own).
    pub next_id: u32,
    /// Whole games a second the worker simulated in the speed test.
    pub speed: Option<f64>,
    /// Shown inside someone else's page: minimal chrome, and nothing stored until the reader plays.
    pub embed: bool,
    /// A touch screen (a coarse pointer), read once at the page's edge: its words say "tap"
    /// where a mouse's say "click" (`i18n::gestures`).
    pub touch: bool,
    /// The language the page speaks.
    pub lang: Lang,
    /// A person has started, resumed or moved in a game in this page: an embed saves only from
    /// then on, and only such games count in the statistics.
    pub reader_played: bool,
    /// A board or puzzle opened from a link, instead of a game.
    pub viewer: Option<Viewer>,
    /// A new version of the page has installed and waits to take over.
    pub update_ready: bool,
    /// The moves of the game in play, with what each brought.
    pub log: MoveLog,
    /// What the rules allow in the game in play, sorted by kind (none without a game).
    pub choices: Rc<Choices>,
    /// The game in play, kept as it is while its last round is replayed.
    pub live: Option<Session>,
    /// A game played by links: what this browser holds of it (the session shows it once dealt).
    pub by_link: Option<TableByLink>,
    /// Study is asked for: the options of a person's turn are weighed and shown.
    pub study: bool,
    /// The drafting lens is asked for: each domino of the lines shows what it would add to
    /// each kingdom, and the unseen dominoes are tallied (`page::draft_lens`).
    pub lens: bool,
    /// The decision Study weighs or has weighed.
    pub studied: Option<Studied>,
    /// The replay (its record) whose review a link asked for (`&review`): the review starts as
    /// the replay opens, once.
    pub review_asked: Option<String>,
    /// The start screen offers the guided first game (a first visit's: `page::lesson::offered`,
    /// read at the page's edge); declined or started, it is offered no more.
    pub offer_lesson: bool,
    /// A file of games by link that the start screen's build read and handed over: the start
    /// page imports it (asking its passphrase when sealed), then says it is taken.
    pub import_handed: Option<String>,
}

/// What a build of its own makes of a message: its next state, or a way out into the page's
/// build (run by `ui/leaving.rs`).
// One a message, returned at once: a box would allocate at every step for the rare way out.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum Next {
    Stay(Store),
    Leave(Leaving),
}

/// A way out of a build of its own into the page's: the start screen's (`update_starting`) or
/// an embedded replay's (`update_watching`).
#[derive(Clone, Debug, PartialEq)]
pub enum Leaving {
    /// Kept in the tab for the game's build, which the page reloads into.
    HandOff(crate::page::hand_off::HandOff),
    /// Opened in the page's build, this fragment in the frame's address.
    OpenInPage(String),
}

/// What a link can show besides a game.
#[derive(Clone, Debug, PartialEq)]
pub enum Viewer {
    Board(Board),
    Puzzle { board: Board, domino: DominoId },
}

/// A request the worker is working on (its progress is the thinking bar's own state).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thinking {
    pub id: u32,
    /// A hint for a person, rather than a computer seat's move.
    pub for_hint: bool,
    /// A computer seat's question waits out a pause before it goes to the worker.
    pub pausing: bool,
}

impl Store {
    pub fn new(saved: Vec<SavedGame>, notices: Vec<Notice>) -> Store {
        Store {
            session: None,
            notices,
            saved: Rc::new(saved),
            slot: None,
            interaction: Interaction::default(),
            thinking: None,
            next_id: 0,
            speed: None,
            embed: false,
            touch: false,
            lang: Lang::default(),
            reader_played: false,
            update_ready: false,
            log: MoveLog::default(),
            choices: Rc::default(),
            live: None,
            viewer: None,
            by_link: None,
            study: false,
            lens: false,
            studied: None,
            review_asked: None,
            offer_lesson: false,
            import_handed: None,
        }
    }

    /// A link, record or save from outside that cannot be used: the sentence, and the detail.
    pub(super) fn problem(&mut self, text: &str, detail: String) {
        self.notices.push(Notice {
            detail: Some(detail),
            ..Notice::problem(text)
        });
    }

    /// A record that cannot be replayed: which move the rules refuse and why, in the player's
    /// language; otherwise a damaged link.
    pub(super) fn record_problem(&mut self, e: RecordError) {
        let w = self.lang.words();
        let detail = LinkError::Record(e.clone()).to_string();
        match &e {
            RecordError::Refused { index, error, .. } => {
                let why = self.lang.refusal(error, &NoNames);
                self.problem(&fill(w.record_refused, &[index, &why]), detail);
            }
            RecordError::NoSuchDomino { index, token } => {
                let text = fill(w.record_no_domino, &[index, &&token[1..]]);
                self.problem(&text, detail);
            }
            _ => self.problem(w.link_broken, detail),
        }
    }

    fn clear_refusals(&mut self) {
        self.notices.retain(|n| n.kind != NoticeKind::Refused);
    }

    /// Placing the domino in hand at `first` with the current rotation.
    pub fn placement_at(&self, first: Pos) -> Placement {
        Placement::new(first, self.interaction.dir)
    }

    /// The page's language, and the names the page gave ("You", "Player 2") in it at once.
    pub(super) fn set_lang(&mut self, lang: Lang) {
        let from = self.lang;
        for session in [self.session.as_mut(), self.live.as_mut()]
            .into_iter()
            .flatten()
        {
            for (i, seat) in session.seats.iter_mut().enumerate() {
                if let Some(name) = seat.name_in(i, from, lang) {
                    seat.name = name;
                }
            }
        }
        self.lang = lang;
    }
}

impl Store {
    /// What follows from a change from `before`: the log of the game shown, what its rules
    /// allow, and the end of a last round's replay left.
    pub(super) fn settle(&mut self, before: &Store) {
        // A replay of the last round lasts while it is shown; any other screen ends it.
        if self.session.as_ref().is_none_or(|s| s.played_here()) {
            self.live = None;
        }
        self.log = match &self.session {
            Some(session) => self.log.follow(&session.game),
            None => MoveLog::default(),
        };
        let same_game = |a: &Store, b: &Store| match (&a.session, &b.session) {
            (Some(a), Some(b)) => Rc::ptr_eq(&a.game, &b.game),
            (None, None) => true,
            _ => false,
        };
        if let Some(due) = self.lesson_hint() {
            self.interaction.hint = Some(due);
        }
        if !same_game(before, self) {
            let table = self.session.as_ref().map(Session::table);
            self.choices = Rc::new(table.map(Choices::of).unwrap_or_default());
        }
    }

    /// The game by link at this table: never one in a build without games by link
    /// ([`BY_LINK`]), so that such a build compiles none of their code.
    pub fn table_by_link(&self) -> Option<&TableByLink> {
        self.by_link.as_ref().filter(|_| BY_LINK)
    }

    /// The game by link to keep after a change from `before`: once keepable, whenever its game,
    /// this browser's seat or its secret changed (a refused check keeps again what was kept).
    fn to_keep(&self, before: &Store, now: f64) -> Option<Kept> {
        let table = self.table_by_link().filter(|t| t.keepable())?;
        let same = before.table_by_link().is_some_and(|b| {
            b.keepable() && b.game == table.game && b.me == table.me && b.secret == table.secret
        });
        (!same).then(|| table.kept(now))
    }
}

/// A refusal named without the table's seats (a record that cannot be replayed has none yet).
struct NoNames;

impl Names for NoNames {
    fn player(&self, seat: PlayerId) -> String {
        seat.to_string()
    }

    fn kingdom(&self, kingdom: KingdomId) -> String {
        kingdom.to_string()
    }
}
