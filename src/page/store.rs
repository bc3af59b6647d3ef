//! The page's single state and every change to it: a message in, the next state and the effects
//! to run out. Pure: what it reads from outside (the clock, a fresh slot or secret, a game by
//! link this browser kept) comes through [`Outside`], and what it changes outside (a game by
//! link to keep) goes out as an [`Effect`]; `ui/store.rs` runs both in the browser, the tests
//! with fakes. Each change of the game goes through the rules module; the store never decides
//! a rule. Effects that follow from what the state shows (saving the game in play, asking the
//! worker, timers) are the app's (`ui/app.rs`).

use std::rc::Rc;

use super::interaction::Interaction;
use super::kept_by_link::Kept;
use super::move_log::MoveLog;
use super::pace::Pace;
use super::saved_game::SavedGame;
use super::seats::Seat;
use super::session::Session;
use super::study::Studied;
use super::table_by_link::TableByLink;
use crate::ai::{GreedyPlayer, Response};
use crate::by_link::{GameByLink, Refusal, Secret};
use crate::daily::DailyDate;
use crate::i18n::refusals::Names;
use crate::i18n::{fill, Lang};
use crate::notation::{parse_link, Board, GameRecord, Link, LinkError, RecordError};
use crate::rules::{Action, DominoId, Game, GameSetup, KingdomId, Placement, PlayerId, Pos};

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
    /// Whole games a second the worker simulated in the speed test.
    pub speed: Option<f64>,
    /// Shown inside someone else's page: minimal chrome, and nothing stored until the reader plays.
    pub embed: bool,
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
    /// The game in play, kept as it is while its last round is replayed.
    pub live: Option<Session>,
    /// A game played by links: what this browser holds of it (the session shows it once dealt).
    pub by_link: Option<TableByLink>,
    /// Study is asked for: the options of a person's turn are weighed and shown.
    pub study: bool,
    /// The decision Study weighs or has weighed.
    pub studied: Option<Studied>,
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
}

pub enum Msg {
    Start {
        setup: GameSetup,
        seats: Vec<Seat>,
        pace: Pace,
    },
    /// Resume the saved game of this slot.
    Resume(String),
    /// Forget the saved game of this slot.
    Forget(String),
    Play(Action),
    /// A request went out to the worker.
    Thinking {
        id: u32,
        for_hint: bool,
    },
    Ai(AiEvent),
    Undo,
    Rotate,
    Target(Option<Pos>),
    MoveTarget {
        rows: i8,
        cols: i8,
    },
    /// Lay the domino in hand with its first half at the position.
    PlaceAt(Pos),
    /// A tap (or click) on a square of the kingdom being built: the first picks it, a second on
    /// the same square places there. Decided here, on the latest state, not by the square drawn
    /// when the tap came: a second tap before the first was drawn still places.
    Tap(Pos),
    ToggleFits,
    /// Queendomino: pick (or drop) a building to build by clicking a town square next.
    SelectSpot(Option<u8>),
    /// Queendomino: ask to confirm (or cancel) bribing the Dragon for a spot.
    AskDragon(Option<u8>),
    Quit,
    /// Open a link's fragment, or a pasted record or link.
    Open(String),
    /// Invite friends to a game by link with this setup and these seats (the first person is
    /// this browser's).
    InviteByLink {
        setup: GameSetup,
        seats: Vec<Seat>,
    },
    /// Take this seat at the game by link shown.
    TakeSeat(usize),
    /// Watch the game in play from its first move.
    StartReplay,
    /// Watch the moves since the person's last action, then go back to the game as it was.
    ReplayLastRound,
    /// Leave the replay of the last round for the game in play.
    BackToGame,
    /// Move the replay to the position after this many actions.
    SeekReplay(usize),
    /// Study on or off.
    SetStudy(bool),
    /// Study asked the worker (request `id`) to weigh the position after `at` actions.
    Studying {
        id: u32,
        at: usize,
    },
    /// The review's best move at the position shown, drawn like a hint (`None`: nothing drawn).
    /// The review's judged move: the Expert's best and the move played, when they differ.
    ShowJudged {
        best: Option<Action>,
        played: Option<Action>,
    },
    /// Leave the replay viewer and play on from the position shown, everyone a person.
    PlayFromHere,
    Notice(Notice),
    /// Close the notice at this index.
    Dismiss(usize),
    /// The service worker installed a new version of the page.
    UpdateReady,
    /// Speak this language from now on.
    SetLang(Lang),
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
            speed: None,
            embed: false,
            lang: Lang::default(),
            reader_played: false,
            update_ready: false,
            log: MoveLog::default(),
            live: None,
            viewer: None,
            by_link: None,
            study: false,
            studied: None,
        }
    }

    /// Opens what a link names (a game, a replay, a board or a puzzle).
    fn open(&mut self, link: Link, out: &mut dyn Outside) {
        self.by_link = None;
        self.thinking = None;
        self.interaction.after_move();
        self.viewer = None;
        self.session = None;
        self.slot = None;
        match link {
            Link::Game { record, seats } => {
                let seats = seats.map(|specs| Seat::from_specs(&specs, self.lang));
                match Session::from_record(&record, seats, self.lang) {
                    Ok(session) => {
                        self.session = Some(session);
                        self.slot = Some(out.new_slot());
                    }
                    Err(e) => self.record_problem(e),
                }
            }
            Link::Replay { record } => {
                let at = record.actions.len();
                let seats = Seat::people(record.setup.players as usize, self.lang);
                self.session = Session::watching(record, at, seats, None);
            }
            Link::Kingdom { board } => self.viewer = Some(Viewer::Board(board)),
            Link::Puzzle { board, domino } => self.viewer = Some(Viewer::Puzzle { board, domino }),
            Link::Daily { date } => self.open_daily(date, out),
        }
    }

    /// The deal of the day of `date`: the game this browser keeps of it if any (so that the
    /// link opens it where it stands, finished or not), else a new one against the Expert.
    fn open_daily(&mut self, date: DailyDate, out: &mut dyn Outside) {
        // Tomorrow's deal is no one's to practise today.
        if date > out.today() {
            let text = fill(self.lang.words().daily_not_yet, &[&date]);
            self.notices.push(Notice::problem(text));
            return;
        }
        let setup = date.setup();
        if let Some(saved) = self.saved.iter().find(|s| *s.game.table().setup() == setup) {
            let slot = saved.slot.clone();
            return self.resume(&slot);
        }
        let specs = ["human".to_string(), "expert".to_string()];
        match Game::new(setup) {
            Ok(game) => {
                // Named as the quick game names them: the person, and the Expert.
                let mut seats = Seat::from_specs(&specs, self.lang);
                let w = self.lang.words();
                seats[0].name = w.you.to_string();
                seats[1].name = w.expert_name.to_string();
                self.session = Some(Session::playing(game, seats, Pace::default()));
                self.slot = Some(out.new_slot());
                self.reader_played = true;
            }
            Err(e) => self.problem(self.lang.words().link_broken, e.to_string()),
        }
    }

    /// Resumes the saved game of `slot`.
    fn resume(&mut self, slot: &str) {
        if let Some(i) = self.saved.iter().position(|s| s.slot == slot) {
            let saved = Rc::make_mut(&mut self.saved).remove(i);
            self.session = Some(Session::playing(saved.game, saved.seats, saved.pace));
            self.slot = Some(saved.slot);
            self.by_link = None;
            self.reader_played = true;
            self.notices.clear();
        }
    }

    /// A link, record or save from outside that cannot be used: the sentence, and the detail.
    fn problem(&mut self, text: &str, detail: String) {
        self.notices.push(Notice {
            detail: Some(detail),
            ..Notice::problem(text)
        });
    }

    /// A record that cannot be replayed: which move the rules refuse and why, in the player's
    /// language; otherwise a damaged link.
    fn record_problem(&mut self, e: RecordError) {
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
    fn set_lang(&mut self, lang: Lang) {
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

    /// The game left for a new one stays saved, first in the list: a new game loses nothing.
    fn keep_left_game(&mut self, now: f64) {
        if let (Some(slot), Some(session)) = (self.slot.take(), self.session.take()) {
            let saved = Rc::make_mut(&mut self.saved);
            saved.retain(|s| s.slot != slot);
            saved.insert(
                0,
                SavedGame {
                    slot,
                    game: (*session.game).clone(),
                    seats: session.seats.clone(),
                    pace: session.pace,
                    updated: now,
                },
            );
        }
    }

    /// Lays the domino in hand at `first`, when a person is to move.
    fn place_at(&mut self, first: Pos) {
        if self.session.as_ref().is_some_and(Session::human_to_move) {
            self.play(Action::Place(self.placement_at(first)));
            self.reader_played = true;
        }
    }

    /// A person's action: the game as it stood is kept for Undo.
    fn play(&mut self, action: Action) {
        if self.by_link.is_some() {
            return self.play_by_link(action);
        }
        let Some(session) = self.session.as_mut() else {
            return;
        };
        let before = Rc::clone(&session.game);
        match Rc::make_mut(&mut session.game).play(action) {
            Ok(()) => {
                session.undo.push(before);
                self.clear_refusals();
                self.interaction.after_move();
            }
            Err(e) => {
                let w = self.lang.words();
                let why = self.lang.refusal(&e, &*session);
                self.clear_refusals();
                self.notices.push(Notice {
                    text: fill(w.not_allowed, &[&why]),
                    kind: NoticeKind::Refused,
                    detail: None,
                })
            }
        }
    }
}

impl Store {
    /// The person's action in a game by link: played, proved, and the next link made.
    fn play_by_link(&mut self, action: Action) {
        let Some(table) = self.by_link.as_mut() else {
            return;
        };
        match table.play(action) {
            Ok(()) => {
                self.session = table.session(self.lang);
                self.clear_refusals();
                self.interaction.after_move();
            }
            Err(Refusal::Refused { error, .. }) => {
                let w = self.lang.words();
                let why = match self.session.as_ref() {
                    Some(session) => self.lang.refusal(&error, session),
                    None => self.lang.refusal(&error, &NoNames),
                };
                self.clear_refusals();
                self.notices.push(Notice {
                    text: fill(w.not_allowed, &[&why]),
                    kind: NoticeKind::Refused,
                    detail: None,
                })
            }
            Err(e) => {
                let text = self.lang.words().by_link_refused;
                self.problem(text, e.to_string());
            }
        }
    }

    /// The worker's search for a game by link: a computer seat's move, or the check of one.
    fn by_link_computer(&mut self, action: Action) {
        let Some(table) = self.by_link.as_mut() else {
            return;
        };
        let Some(job) = table.computer_job() else {
            return;
        };
        match table.computer_found(&job, action) {
            Ok(()) => {
                self.session = table.session(self.lang);
                self.interaction.target = None;
            }
            Err(e) => {
                if !table.unchecked.is_empty() {
                    // Nothing kept of this game before: nothing to show.
                    self.by_link = None;
                    self.session = None;
                } else {
                    self.session = table.session(self.lang);
                }
                let text = self.lang.words().by_link_refused;
                self.problem(text, e.to_string());
            }
        }
    }

    /// Shows the game by link `table` (the game screen once it is dealt).
    fn show_by_link(&mut self, table: TableByLink) {
        self.session = table.session(self.lang);
        self.by_link = Some(table);
        self.slot = None;
        self.viewer = None;
        self.thinking = None;
        self.interaction = Interaction::default();
        self.reader_played = true;
    }

    /// A new game by link from the full setup, or why not (nobody plays it, or a name that
    /// cannot be shown).
    fn invite_by_link(&mut self, setup: GameSetup, seats: &[Seat], out: &mut dyn Outside) {
        match TableByLink::invite(setup, seats, || out.new_secret()) {
            Ok(table) => {
                self.notices.clear();
                self.show_by_link(table);
            }
            Err(e) => {
                let w = self.lang.words();
                let anyone = seats.iter().any(|s| s.is_human());
                let text = if anyone {
                    w.by_link_bad_name
                } else {
                    w.by_link_no_person
                };
                self.problem(text, e.to_string())
            }
        }
    }

    /// Opens a game by link, merged with what this browser kept of it.
    fn open_by_link(&mut self, text: &str, out: &dyn Outside) {
        let keeps = !self.embed;
        let opened = GameByLink::parse_link(text).and_then(|g| {
            let kept = out.kept_by_link(&g);
            TableByLink::open(g, kept, keeps)
        });
        match opened {
            Ok((table, older)) => {
                self.show_by_link(table);
                if older {
                    self.notices
                        .push(Notice::problem(self.lang.words().by_link_older));
                }
            }
            Err(e) => {
                // The game this browser keeps under that number, as it was.
                let kept = GameByLink::parse_unchecked(text)
                    .ok()
                    .filter(|_| keeps)
                    .and_then(|g| out.kept_by_link(&g))
                    .and_then(|k| TableByLink::open(k.game()?, Some(k), keeps).ok());
                if let Some((table, _)) = kept {
                    self.show_by_link(table);
                }
                let text = self.lang.words().by_link_refused;
                self.problem(text, e.to_string());
            }
        }
    }

    /// An answer (or a failure) from the computer players' worker.
    fn on_ai(&mut self, event: AiEvent) {
        let (id, answer) = match event {
            // Progress goes to the thinking bar's own state (`thinking_bar.rs`), not here.
            AiEvent::Answer(Response::Progress { .. }) => return,
            AiEvent::Answer(Response::Benchmark { games, millis, .. }) => {
                self.speed = Some(f64::from(games) * 1000.0 / millis.max(1.0));
                return;
            }
            AiEvent::Answer(Response::Weighed { id, weighed }) => {
                if let Some(studied) = self.studied.as_mut().filter(|s| s.id == id) {
                    studied.weighed = Some(Rc::new(*weighed));
                }
                return;
            }
            AiEvent::Answer(Response::Chosen { id, action, .. }) => (id, Some(action)),
            AiEvent::Answer(Response::Nothing { id }) => (id, None),
            // A request the worker could not read is a failure like a silent worker's.
            AiEvent::Answer(Response::Refused { id, .. }) | AiEvent::Failed { id } => {
                let Some(thinking) = self.thinking.filter(|t| t.id == id) else {
                    return;
                };
                self.thinking = None;
                let w = self.lang.words();
                if thinking.for_hint {
                    self.notices.push(Notice::problem(w.hint_failed));
                } else if let Some(name) = self.fallback_move() {
                    self.notices
                        .push(Notice::problem(fill(w.worker_restarted, &[&name])));
                }
                return;
            }
        };
        let Some(thinking) = self.thinking.filter(|t| t.id == id) else {
            return; // An answer to a question withdrawn since (undo, new game).
        };
        self.thinking = None;
        let Some(action) = answer else {
            return;
        };
        if thinking.for_hint {
            self.interaction.hint = Some(action);
        } else if self.by_link.is_some() {
            self.by_link_computer(action);
        } else if self.session.as_ref().is_some_and(Session::computer_to_move) {
            let refused = self
                .session
                .as_mut()
                .map(|s| Rc::make_mut(&mut s.game).play(action).is_err())
                .unwrap_or(false);
            if refused {
                self.fallback_move();
            } else {
                self.interaction.target = None;
            }
        }
    }

    /// The computer seat to move plays Greedy's choice here on the page; returns its name.
    fn fallback_move(&mut self) -> Option<String> {
        let session = self.session.as_mut().filter(|s| s.computer_to_move())?;
        let p = session.table().to_move()?;
        let action = GreedyPlayer::new().choose(&session.game.view(Some(p)).table)?;
        Rc::make_mut(&mut session.game).play(action).ok()?;
        Some(session.seats[p.index()].name.clone())
    }
}

impl Store {
    /// The state after `msg`, with the effects to run; `None` when nothing changes.
    pub fn update(&self, msg: Msg, out: &mut dyn Outside) -> Option<(Store, Vec<Effect>)> {
        let mut next = self.clone();
        match msg {
            Msg::Start { setup, seats, pace } => match Game::new(setup) {
                Ok(game) => {
                    next.session = Some(Session::playing(game, seats, pace));
                    next.reader_played = true;
                    next.viewer = None;
                    next.by_link = None;
                    next.slot = Some(out.new_slot());
                    next.notices.clear();
                    next.interaction = Interaction::default();
                    next.thinking = None;
                }
                Err(e) => {
                    let text = next.lang.words().table_cannot_play;
                    next.problem(text, e.to_string())
                }
            },
            Msg::Resume(slot) => next.resume(&slot),
            Msg::Forget(slot) => Rc::make_mut(&mut next.saved).retain(|s| s.slot != slot),
            Msg::Play(action) => {
                if next.session.as_ref().is_some_and(Session::human_to_move) {
                    next.play(action);
                    next.reader_played = true;
                }
            }
            Msg::Thinking { id, for_hint } => {
                next.thinking = Some(Thinking { id, for_hint });
                next.interaction.hint = None;
            }
            Msg::Ai(event) => next.on_ai(event),
            Msg::Undo => {
                if let Some(session) = next.session.as_mut() {
                    // The state kept before the person's last action; a game resumed or opened
                    // from a link has none kept for its earlier actions, and replays its record.
                    let earlier = session.undo.pop().or_else(|| {
                        let cut = session.last_human_action()?;
                        let mut record = GameRecord::of(&session.game);
                        record.actions.truncate(cut);
                        record.replay().ok().map(Rc::new)
                    });
                    if let Some(game) = earlier {
                        session.game = game;
                        next.interaction.after_move();
                        next.clear_refusals();
                        next.thinking = None;
                    }
                }
            }
            Msg::Rotate => next.interaction.dir = next.interaction.dir.clockwise(),
            Msg::Target(target) => next.interaction.target = target,
            Msg::MoveTarget { rows, cols } => {
                let from = next.interaction.target.unwrap_or(Pos::CASTLE);
                let to = Pos::new(from.row.saturating_add(rows), from.col.saturating_add(cols));
                if to.in_reach() {
                    next.interaction.target = Some(to);
                }
            }
            Msg::Tap(at) if next.interaction.target == Some(at) => next.place_at(at),
            Msg::Tap(at) => next.interaction.target = Some(at),
            Msg::PlaceAt(first) => next.place_at(first),
            Msg::ToggleFits => next.interaction.show_fits = !next.interaction.show_fits,
            Msg::SelectSpot(spot) => next.interaction.selected_spot = spot,
            Msg::AskDragon(spot) => next.interaction.confirm_dragon = spot,
            Msg::Quit => {
                next.by_link = None;
                next.keep_left_game(out.now());
                next.session = None;
                next.slot = None;
                next.viewer = None;
                next.interaction.after_move();
                next.notices.clear();
                next.thinking = None;
            }
            Msg::Open(text) if crate::by_link::is_game_by_link(&text) => {
                next.open_by_link(&text, out)
            }
            Msg::InviteByLink { setup, seats } => next.invite_by_link(setup, &seats, out),
            Msg::TakeSeat(seat) => {
                if let Some(table) = next.by_link.as_mut() {
                    match table.take_seat(seat, || out.new_secret()) {
                        Ok(()) => next.session = table.session(next.lang),
                        Err(e) => {
                            let text = next.lang.words().by_link_refused;
                            next.problem(text, e.to_string())
                        }
                    }
                }
            }
            Msg::Open(text) => match link_from_text(&text) {
                Ok(Some(link)) => next.open(link, out),
                Ok(None) => {}
                Err(LinkError::Record(e)) => next.record_problem(e),
                Err(e) => {
                    let text = next.lang.words().link_broken;
                    next.problem(text, e.to_string())
                }
            },
            Msg::StartReplay => {
                if let Some(s) = next.session.take() {
                    let record = GameRecord::of(&s.game);
                    next.session = Session::watching(record, 0, s.seats, s.dealt_together);
                    next.thinking = None;
                }
            }
            Msg::ReplayLastRound => {
                if let Some(s) = next.session.take() {
                    let from = s.last_human_action().map_or(0, |i| i + 1);
                    let record = GameRecord::of(&s.game);
                    let start = s.dealt_together.clone();
                    next.session = Session::watching(record, from, s.seats.clone(), start);
                    next.live = Some(s);
                    next.thinking = None;
                }
            }
            Msg::BackToGame => {
                if let Some(live) = next.live.take() {
                    next.session = Some(live);
                    next.interaction.after_move();
                }
            }
            Msg::SeekReplay(at) => {
                if let Some(s) = next.session.take() {
                    next.session = match s.replay.clone() {
                        Some(record) => {
                            let at = at.min(record.actions.len());
                            let start = s.dealt_together.clone();
                            Session::watching(record, at, s.seats.clone(), start).or(Some(s))
                        }
                        None => Some(s),
                    };
                }
            }
            Msg::SetStudy(on) => {
                next.study = on;
                next.studied = None;
            }
            Msg::Studying { id, at } => {
                next.studied = Some(Studied {
                    id,
                    at,
                    weighed: None,
                })
            }
            Msg::ShowJudged { best, played } => {
                if (next.interaction.hint, next.interaction.played) == (best, played) {
                    return None;
                }
                next.interaction.hint = best;
                next.interaction.played = played;
            }
            Msg::PlayFromHere => {
                // A game dealt together has no seed to play on from at one screen.
                if let Some(s) = next.session.as_mut().filter(|s| s.dealt_together.is_none()) {
                    // A game of its own from here: the game it replays stays saved as it was.
                    next.slot = Some(out.new_slot());
                    s.replay = None;
                    for seat in &mut s.seats {
                        seat.kind = crate::page::seats::SeatKind::Human;
                    }
                }
            }
            Msg::Notice(notice) => next.notices.push(notice),
            Msg::UpdateReady => next.update_ready = true,
            Msg::Dismiss(index) => {
                if index < next.notices.len() {
                    next.notices.remove(index);
                }
            }
            Msg::SetLang(lang) => next.set_lang(lang),
        }
        // A replay of the last round lasts while it is shown; any other screen ends it.
        if next.session.as_ref().is_none_or(|s| s.replay.is_none()) {
            next.live = None;
        }
        next.log = match &next.session {
            Some(session) => next.log.follow(&session.game),
            None => MoveLog::default(),
        };
        let effects = next.to_keep(self, out.now()).map(Effect::KeepByLink);
        Some((next, effects.into_iter().collect()))
    }

    /// The game by link to keep after a change from `before`: once keepable, whenever its game,
    /// this browser's seat or its secret changed (a refused check keeps again what was kept).
    fn to_keep(&self, before: &Store, now: f64) -> Option<Kept> {
        let table = self.by_link.as_ref().filter(|t| t.keepable())?;
        let same = before.by_link.as_ref().is_some_and(|b| {
            b.keepable() && b.game == table.game && b.me == table.me && b.secret == table.secret
        });
        (!same).then(|| table.kept(now))
    }
}

/// A link's fragment, a whole link, or a bare game record, as pasted or opened.
fn link_from_text(text: &str) -> Result<Option<Link>, LinkError> {
    let text = text.trim();
    let fragment = match text.split_once('#') {
        Some((_, fragment)) => fragment.to_string(),
        None if GameRecord::has_tag(text) => format!("game={text}"),
        None => text.to_string(),
    };
    parse_link(&fragment)
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
