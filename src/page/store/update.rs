//! The page's reducer, its messages grouped by who handles them: what every build handles
//! (`shared`, which the start screen's and the embedded replay's reducers call too), the game
//! at the table, and the moves between screens. Then what follows from any change (`settle`),
//! the questions it calls for and the effects to run.

use super::*;

impl Store {
    /// The state after `msg`, with the effects to run; `None` when nothing changes.
    pub fn update(&self, msg: Msg, out: &mut dyn Outside) -> Option<(Store, Vec<Effect>)> {
        if !BY_LINK && needs_games_by_link(&msg) {
            return self.hand_over(msg);
        }
        let mut next = self.clone();
        match next.shared(msg).or_else(|msg| next.at_the_table(msg)) {
            Ok(changed) => changed?,
            Err(msg) => next.between_screens(msg, out)?,
        }
        next.settle(self);
        next.call_for_questions();
        let effects = next.to_keep(self, out.now()).map(Effect::KeepByLink);
        Some((next, effects.into_iter().collect()))
    }

    /// In a build without games by link, a message that needs them: handed over to the page's
    /// build as the start screen hands its own (a table the rules refuse, or a file too large
    /// for any import, is said here).
    pub fn hand_over(&self, msg: Msg) -> Option<(Store, Vec<Effect>)> {
        match self.update_starting(msg)? {
            Next::Leave(Leaving::HandOff(hand_off)) => {
                Some((self.clone(), vec![Effect::HandOff(hand_off)]))
            }
            Next::Stay(next) => Some((next, Vec::new())),
            Next::Leave(_) => None,
        }
    }

    /// A message every build handles the same (a notice, closing one, the language, a new
    /// version waiting), handled here once for the page's, the start screen's and the embedded
    /// replay's reducers; any other is given back.
    pub(super) fn shared(&mut self, msg: Msg) -> Result<Option<()>, Msg> {
        match msg {
            Msg::Notice(notice) => self.notices.push(notice),
            Msg::Dismiss(index) if index < self.notices.len() => _ = self.notices.remove(index),
            Msg::Dismiss(_) => {}
            Msg::SetLang(lang) => self.set_lang(lang),
            Msg::UpdateReady => self.update_ready = true,
            Msg::DeclineLesson => self.offer_lesson = false,
            other => return Err(other),
        }
        Ok(Some(()))
    }

    /// The game at the table: a move, the pieces in hand, the computers' answers, help (`None`
    /// when nothing changes); any other message is given back.
    fn at_the_table(&mut self, msg: Msg) -> Result<Option<()>, Msg> {
        match msg {
            Msg::Play(action) => {
                if self.session.as_ref().is_some_and(Session::human_to_move) {
                    self.play(action);
                    self.reader_played = true;
                }
            }
            Msg::Hint => self.ask_hint(),
            Msg::PauseOver(id) if self.thinking.is_some_and(|t| t.id == id) => {
                // The guided game's other seat plays its written move; any other asks the worker.
                if !self.lesson_plays_on() {
                    self.thinking = self.thinking.map(|t| Thinking {
                        pausing: false,
                        ..t
                    });
                }
            }
            Msg::PauseOver(_) => return Ok(None),
            Msg::Ai(event) => self.on_ai(event),
            Msg::Undo => self.undo(),
            Msg::Rotate => self.interaction.dir = self.interaction.dir.clockwise(),
            Msg::Target(target) => self.interaction.target = target,
            Msg::MoveTarget { rows, cols } => self.interaction.move_target(rows, cols),
            Msg::Tap(at) => match self.lesson_square(at) {
                at if self.interaction.target == Some(at) => self.place_at(at),
                at => self.interaction.target = Some(at),
            },
            Msg::PlaceAt(first) => self.place_at(first),
            Msg::ToggleFits => self.interaction.show_fits = !self.interaction.show_fits,
            Msg::SelectSpot(spot) => self.interaction.selected_spot = spot,
            Msg::AskDragon(spot) => self.interaction.confirm_dragon = spot,
            Msg::SkipReveal => self.interaction.reveal_skipped = true,
            Msg::SetStudy(on) => (self.study, self.studied) = (on, None),
            Msg::SetLens(on) => self.lens = on,
            Msg::ShowJudged { best, played } => {
                return Ok(self.interaction.show_judged(best, played).then_some(()));
            }
            other => return Err(other),
        }
        Ok(Some(()))
    }

    /// From one screen to another: a new game, a saved one, a link, the replay and back, the
    /// start page. `None` when nothing changes.
    fn between_screens(&mut self, msg: Msg, out: &mut dyn Outside) -> Option<()> {
        match msg {
            Msg::Start { setup, seats, pace } => self.start(setup, seats, pace, out),
            Msg::Resume(slot) => self.resume(&slot),
            Msg::Forget(slot) => Rc::make_mut(&mut self.saved).retain(|s| s.slot != slot),
            Msg::Quit => self.quit(out.now()),
            Msg::Open(text) if BY_LINK && crate::by_link::is_game_by_link(&text) => {
                self.open_by_link(&text, out)
            }
            Msg::Open(text) => self.open_text(&text, out),
            Msg::ImportByLink(text) if BY_LINK => self.import_handed = Some(text),
            Msg::ImportTaken => self.import_handed = None,
            Msg::InviteByLink { setup, seats } if BY_LINK => {
                self.invite_by_link(setup, &seats, out)
            }
            Msg::TakeSeat(seat) if BY_LINK => self.take_seat(seat, out),
            Msg::StartReplay => self.start_replay(),
            Msg::ReplayLastRound => self.replay_last_round(),
            Msg::BackToGame => {
                if let Some(live) = self.live.take() {
                    self.session = Some(live);
                    self.interaction.after_move();
                }
            }
            Msg::SeekReplay(at) => self.seek_replay(at),
            Msg::PlayFromHere => self.play_from_here(out),
            // The page reviews in place (only an embedded replay hands the review over); the
            // other messages are every build's and the table's, handled before.
            _ => return None,
        }
        Some(())
    }
}

/// A message only a build with games by link handles: a game by link opened, an invitation, an
/// import of their file; and a puzzle of a game's position, whose screens (the deck "To
/// practise") are that build's too, so that a friend's link loads none of them.
pub fn needs_games_by_link(msg: &Msg) -> bool {
    match msg {
        Msg::Open(text) => {
            crate::by_link::is_game_by_link(text) || crate::notation::is_position_puzzle(text)
        }
        Msg::ImportByLink(_) | Msg::InviteByLink { .. } => true,
        _ => false,
    }
}
