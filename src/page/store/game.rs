//! The store's changes to the game in play: starting, resuming, playing, undoing, leaving it
//! (kept among the saved games), and the worker's answers.

use super::*;

impl Store {
    /// Resumes the saved game of `slot`.
    pub(super) fn resume(&mut self, slot: &str) {
        if let Some(i) = self.saved.iter().position(|s| s.slot == slot) {
            let saved = Rc::make_mut(&mut self.saved).remove(i);
            self.session = Some(Session::playing(saved.game, saved.seats, saved.pace));
            self.slot = Some(saved.slot);
            self.by_link = None;
            self.reader_played = true;
            self.notices.clear();
        }
    }

    /// The game left for a new one stays saved, first in the list: a new game loses nothing.
    pub(super) fn keep_left_game(&mut self, now: f64) {
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
    pub(super) fn place_at(&mut self, first: Pos) {
        if self.session.as_ref().is_some_and(Session::human_to_move) {
            self.play(Action::Place(self.placement_at(first)));
            self.reader_played = true;
        }
    }

    /// A person's action: the game as it stood is kept for Undo.
    pub(super) fn play(&mut self, action: Action) {
        if self.practice().is_some() {
            return self.answer_puzzle(action);
        }
        if self.table_by_link().is_some() {
            return self.play_by_link(action);
        }
        if let Some(refused) = self.off_the_lesson(action) {
            self.clear_refusals();
            return self.notices.push(refused);
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

    /// A new game at one screen, saved under a slot of its own.
    pub(super) fn start(
        &mut self,
        setup: GameSetup,
        seats: Vec<Seat>,
        pace: Pace,
        out: &mut dyn Outside,
    ) {
        match Game::new(setup) {
            Ok(game) => {
                self.session = Some(Session::playing(game, seats, pace));
                self.reader_played = true;
                self.viewer = None;
                self.by_link = None;
                self.slot = Some(out.new_slot());
                self.notices.clear();
                self.interaction = Interaction::default();
                self.thinking = None;
            }
            Err(e) => self.table_refused(e),
        }
    }

    /// A new table the rules refuse: the page says why, and starts nothing.
    pub(super) fn table_refused(&mut self, e: crate::rules::SetupError) {
        let text = self.lang.words().table_cannot_play;
        self.problem(text, e.to_string())
    }

    /// Back to before the person's last action: the state kept then; a game resumed or opened
    /// from a link has none kept for its earlier actions, and replays its record.
    pub(super) fn undo(&mut self) {
        // A puzzle's position is where it starts: nothing before it is the person's to undo.
        let session = self.session.as_mut().filter(|s| s.practice.is_none());
        let Some(session) = session else {
            return;
        };
        let earlier = session.undo.pop().or_else(|| {
            let cut = session.last_human_action()?;
            let mut record = GameRecord::of(&session.game);
            record.actions.truncate(cut);
            record.replay().ok().map(Rc::new)
        });
        if let Some(game) = earlier {
            session.game = game;
            self.interaction.after_move();
            self.clear_refusals();
            self.thinking = None;
        }
    }

    /// Back to the start page; the game left stays saved.
    pub(super) fn quit(&mut self, now: f64) {
        self.by_link = None;
        self.keep_left_game(now);
        self.session = None;
        self.slot = None;
        self.viewer = None;
        self.interaction.after_move();
        self.notices.clear();
        self.thinking = None;
    }

    /// An answer (or a failure) from the computer players' worker.
    pub(super) fn on_ai(&mut self, event: AiEvent) {
        let (id, answer) = match event {
            // Progress goes to the thinking bar's own state (`thinking_bar.rs`), not here.
            AiEvent::Answer(Response::Progress { .. }) => return,
            AiEvent::Answer(Response::Benchmark { games, millis, .. }) => {
                self.heard_speed(games, millis);
                return;
            }
            AiEvent::Answer(Response::Weighed { id, weighed }) => {
                if self.puzzle_weighed(id, &weighed) {
                    return;
                }
                if let Some(studied) = self.studied.as_mut().filter(|s| s.id == id) {
                    studied.weighed = Some(Rc::new(*weighed));
                }
                return;
            }
            AiEvent::Answer(Response::Chosen { id, action, .. }) => (id, Some(action)),
            AiEvent::Answer(Response::Nothing { id }) => (id, None),
            // A request the worker could not read is a failure like a silent worker's.
            AiEvent::Answer(Response::Refused { id, .. }) | AiEvent::Failed { id } => {
                if self.puzzle_not_weighed(id) {
                    return;
                }
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
        } else if self.table_by_link().is_some() {
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
    pub(super) fn fallback_move(&mut self) -> Option<String> {
        let session = self.session.as_mut().filter(|s| s.computer_to_move())?;
        let p = session.table().to_move()?;
        let action = GreedyPlayer::new().choose(&session.game.view(Some(p)).table)?;
        Rc::make_mut(&mut session.game).play(action).ok()?;
        Some(session.seats[p.index()].name.clone())
    }

    /// A game of its own from the position the replay shows, everyone a person; the game it
    /// replays stays saved as it was. A game dealt together has no seed to play on from.
    pub(super) fn play_from_here(&mut self, out: &mut dyn Outside) {
        if let Some(s) = self.session.as_mut().filter(|s| s.dealt_together.is_none()) {
            self.slot = Some(out.new_slot());
            s.replay = None;
            for seat in &mut s.seats {
                seat.kind = crate::page::seats::SeatKind::Human;
            }
        }
    }
}
