//! A game by link as this page holds it: the game, this browser's seat and secret, and where it
//! stands. Opening a link merges it with what this browser kept; after every change the page
//! adds what is its person's to add (their proof of the turn, their value of the next draw)
//! and plays the computer seats, whose moves every browser finds alike. Pure: what is kept comes
//! in, a new secret comes in, and what to keep is read off by the store (`keepable`).

use std::rc::Rc;

use super::kept_by_link::Kept;
use crate::by_link::{
    name_is_valid, Awaited, ComputerSearch, GameByLink, Position, Refusal, Seat as LinkSeat,
    Secret, MAX_NAME,
};
use crate::i18n::Lang;
use crate::notation::GameRecord;
use crate::page::seats::{Seat, SeatKind};
use crate::page::session::Session;
use crate::rules::{Action, Game, GameSetup};

#[derive(Clone, Debug, PartialEq)]
pub struct TableByLink {
    pub game: GameByLink,
    /// This browser's seat, once it joined.
    pub me: Option<usize>,
    pub secret: Option<Secret>,
    pub position: Rc<Position>,
    /// The game's start, dealt by the reveals (for the replay viewer).
    pub start: Option<Rc<Game>>,
    /// Computer moves of an opened link still to be searched again in the worker; nothing is
    /// kept, and nobody plays here, until each is found alike.
    pub unchecked: Vec<ComputerSearch>,
    /// What this browser kept of the game before the link came: kept again if a check fails.
    pub before: Option<GameByLink>,
    /// Whether this browser keeps the game: not inside someone else's page (an embed shows it
    /// read-only and touches no storage; the full page plays it).
    pub keeps: bool,
    /// The last change added only this browser's person's part of the next draw (the game
    /// waited for it): the link goes on to whoever plays next.
    pub revealed_only: bool,
}

impl TableByLink {
    /// A new game to invite friends to: the setup and seats of the start page's form, the first
    /// person's seat this browser's.
    pub fn invite(
        setup: GameSetup,
        seats: &[Seat],
        secret: impl FnOnce() -> Option<Secret>,
    ) -> Result<TableByLink, Refusal> {
        let me = seats
            .iter()
            .position(Seat::is_human)
            .ok_or_else(|| Refusal::Malformed("nobody plays it".into()))?;
        let game = GameByLink {
            version: crate::by_link::VERSION,
            record: GameRecord {
                setup,
                actions: Vec::new(),
            },
            seats: seats
                .iter()
                .map(|s| match s.kind {
                    SeatKind::Computer => LinkSeat::Computer(s.level),
                    _ => LinkSeat::Person {
                        name: s.name.trim().chars().take(MAX_NAME).collect(),
                        key: None,
                    },
                })
                .collect(),
        };
        // Names are shown to every friend: none may hide a character or read as another.
        if let Some((seat, _, _)) = game.persons().find(|(_, name, _)| !name_is_valid(name)) {
            return Err(Refusal::Malformed(format!(
                "seat {}'s name is not a name (1 to {MAX_NAME} characters, none invisible)",
                seat + 1
            )));
        }
        if let Some((a, b)) = game.names_alike() {
            return Err(Refusal::Malformed(format!(
                "seats {} and {} have names that read alike: give each person a name of their own",
                a + 1,
                b + 1
            )));
        }
        let mut table = TableByLink::held(game, None, None, Vec::new(), true)?;
        table.take_seat(me, secret)?;
        Ok(table)
    }

    /// Opens a link: merged with `kept`, what this browser kept of that game (whether the link
    /// was older than the latest known comes back too). Where it `keeps` nothing (an embed), it
    /// reads nothing kept either.
    pub fn open(
        incoming: GameByLink,
        kept: Option<Kept>,
        keeps: bool,
    ) -> Result<(TableByLink, bool), Refusal> {
        let kept = kept.filter(|_| keeps);
        let known = kept.as_ref().and_then(Kept::game);
        let (game, checked, older) = match &known {
            Some(known) => {
                let merged = known.merge(&incoming)?;
                let older = incoming.record.actions.len() < merged.record.actions.len();
                (merged, known.record.actions.len(), older)
            }
            None => (incoming, 0, false),
        };
        // Every move is checked now but the computers' not seen before, which the worker
        // searches again before anything is kept.
        game.check_moves()?;
        let unchecked = game.computer_checks(checked);
        let me = kept.as_ref().and_then(|k| k.seat);
        let secret = kept.as_ref().and_then(Kept::secret);
        let mut table = TableByLink::held(game, me, secret, unchecked, keeps)?;
        table.before = known;
        Ok((table, older))
    }

    /// The game as this browser holds it, brought up to date and kept.
    fn held(
        game: GameByLink,
        me: Option<usize>,
        secret: Option<Secret>,
        unchecked: Vec<ComputerSearch>,
        keeps: bool,
    ) -> Result<TableByLink, Refusal> {
        let position = game.check_moves()?;
        let mut table = TableByLink {
            game,
            me,
            secret,
            position: Rc::new(position),
            start: None,
            unchecked,
            before: None,
            keeps,
            revealed_only: false,
        };
        table.settle()?;
        Ok(table)
    }

    /// Takes `seat` (a person's, not yet joined) in this browser, with a new `secret` from the
    /// browser's cryptographic source (none without one: never a weaker source).
    pub fn take_seat(
        &mut self,
        seat: usize,
        secret: impl FnOnce() -> Option<Secret>,
    ) -> Result<(), Refusal> {
        // An embed keeps nothing: a secret made there would be lost (the full page takes seats).
        if self.me.is_some() || !self.keeps {
            return Ok(());
        }
        let secret = secret().ok_or(Refusal::NoSecretSource)?;
        self.game.join(seat, &secret);
        self.me = Some(seat);
        self.secret = Some(secret);
        self.settle()
    }

    /// This browser's person makes `action`.
    pub fn play(&mut self, action: Action) -> Result<(), Refusal> {
        let (Some(me), Some(secret)) = (self.me, self.secret) else {
            // (The page offers no move to a browser without a seat.)
            let mover = self
                .position
                .game
                .as_ref()
                .and_then(|g| g.table().to_move());
            return Err(Refusal::OutOfTurn {
                seat: mover.map_or(0, |p| usize::from(p.0)),
                index: self.game.record.actions.len() + 1,
            });
        };
        self.game.play_as(me, action, &secret)?;
        self.settle()?;
        self.revealed_only = false;
        Ok(())
    }

    /// Whether this browser keeps the game as it stands: once every computer move of the link
    /// is checked, and not inside someone else's page.
    pub fn keepable(&self) -> bool {
        self.unchecked.is_empty() && self.keeps
    }

    /// What this browser keeps of the game as it stands, stamped `now`.
    pub fn kept(&self, now: f64) -> Kept {
        Kept::new(&self.game, self.me, self.secret.as_ref(), now)
    }

    /// Adds this browser's part (the store keeps the result, see `keepable`).
    fn settle(&mut self) -> Result<(), Refusal> {
        let revealed = |game: &GameByLink, me: usize| {
            game.persons()
                .find(|(seat, _, _)| *seat == me)
                .and_then(|(_, _, key)| key.map(|k| k.draws_revealed()))
        };
        let position = match (self.me, self.secret) {
            (Some(me), Some(secret)) if self.unchecked.is_empty() => {
                let before = revealed(&self.game, me);
                let position = self.game.bring_up_to_date(me, &secret)?;
                self.revealed_only = revealed(&self.game, me) > before;
                position
            }
            _ => self.game.check_moves()?,
        };
        self.start = position.game.as_ref().map(|g| Rc::new(g.at_start()));
        self.position = Rc::new(position);
        Ok(())
    }

    /// The search the worker must make next: a computer move of the link to check, or the
    /// move of the computer seat to play.
    pub fn computer_job(&self) -> Option<ComputerSearch> {
        match self.unchecked.first() {
            Some(check) => Some(check.clone()),
            None => self.game.computer_turn(&self.position),
        }
    }

    /// The worker found `action` for `job`: the move to play, or the check of a move played.
    /// A move the search does not find is refused, and what was kept before is kept again.
    pub fn computer_found(&mut self, job: &ComputerSearch, action: Action) -> Result<(), Refusal> {
        match job.played {
            Some(played) => {
                if played != action {
                    let index = job.index + 1;
                    let token = crate::notation::action_token(played);
                    // (With nothing kept before, the caller drops the game: `unchecked` stays.)
                    if let Some(before) = self.before.take() {
                        self.game = before;
                        self.unchecked.clear();
                        self.settle()?;
                    }
                    return Err(Refusal::NotTheComputersMove { index, token });
                }
                self.unchecked.retain(|c| c.index != job.index);
            }
            None => self.game.add_computer_move(action),
        }
        self.settle()
    }

    pub fn awaited(&self) -> Awaited {
        self.game.awaited(&self.position)
    }

    /// The name of seat `seat`.
    pub fn name(&self, seat: usize, lang: Lang) -> String {
        name_of(&self.game.seats[seat], lang)
    }

    /// The game screen's session, once the game is dealt.
    pub fn session(&self, lang: Lang) -> Option<Session> {
        let game = self.position.game.clone()?;
        Some(Session {
            game: Rc::new(game),
            undo: Vec::new(),
            seats: seats_of(&self.game, self.me, lang),
            pace: Default::default(),
            replay: None,
            dealt_together: self.start.clone(),
            waiting_for_link: self.position.pending.is_some() || !self.unchecked.is_empty(),
            lesson: None,
            practice: None,
        })
    }
}

/// A seat's name: the person's, or the computer's level.
fn name_of(seat: &LinkSeat, lang: Lang) -> String {
    match seat {
        LinkSeat::Person { name, .. } => name.clone(),
        LinkSeat::Computer(level) => lang.level(*level).to_string(),
    }
}

/// The page's seats for a game by link seen from seat `me`: this browser's person plays here,
/// the others are away, computers play by the game's own search.
pub fn seats_of(game: &GameByLink, me: Option<usize>, lang: Lang) -> Vec<Seat> {
    let defaults = Seat::defaults(game.seats.len(), lang);
    game.seats
        .iter()
        .zip(defaults)
        .enumerate()
        .map(|(i, (seat, default))| Seat {
            name: name_of(seat, lang),
            kind: match seat {
                LinkSeat::Computer(_) => SeatKind::Computer,
                LinkSeat::Person { .. } if Some(i) == me => SeatKind::Human,
                LinkSeat::Person { .. } => SeatKind::Away,
            },
            level: match seat {
                LinkSeat::Computer(level) => *level,
                LinkSeat::Person { .. } => default.level,
            },
            ..default
        })
        .collect()
}
