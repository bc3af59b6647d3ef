//! The store's side of the guided first game (`page::lesson`): it opens on the fixed deal, the
//! person's move due glows as a hint, any other move of theirs is refused with the state
//! untouched, and the other seat plays the record's move once its pause is over (no worker is
//! asked). It is not saved (leaving it is skipping it) nor counted in the statistics.

use super::*;
use crate::ai::Level;
use crate::page::lesson::{Lesson, Teach, PERSON};

impl Store {
    /// Opens the guided first game at its start; it is offered no more.
    pub(super) fn open_lesson(&mut self) {
        let lesson = Lesson::new();
        let Ok(game) = Game::new(lesson.setup()) else {
            return;
        };
        let w = self.lang.words();
        let mut seats = Seat::from_specs(&["human".into(), Level::Greedy.name().into()], self.lang);
        seats[PERSON.index()].name = w.you.to_string();
        seats[1].name = w.levels[1].to_string();
        let mut session = Session::playing(game, seats, Pace::Normal);
        session.lesson = Some(lesson);
        self.session = Some(session);
        self.reader_played = true;
        self.interaction = Interaction::default();
        self.offer_lesson = false;
    }

    /// The refusal of a person's `action` in the guided game, when it is not the move that
    /// glows (the rules would have allowed it or not: the lesson asks for its move alone).
    pub(super) fn off_the_lesson(&self, action: Action) -> Option<Notice> {
        let session = self.session.as_ref()?;
        let lesson = session.lesson.as_ref()?;
        lesson.due(&session.game)?;
        (!lesson.accepts(&session.game, action)).then(|| Notice {
            text: self.lang.words().lesson_follow.to_string(),
            kind: NoticeKind::Refused,
            detail: None,
        })
    }

    /// The other seat of the guided game plays the record's move, its pause over; `false`
    /// outside the guided game.
    pub(super) fn lesson_plays_on(&mut self) -> bool {
        let Some(session) = self.session.as_mut().filter(|s| s.computer_to_move()) else {
            return false;
        };
        let Some(due) = session.lesson.as_ref().and_then(|l| l.due(&session.game)) else {
            return false;
        };
        if Rc::make_mut(&mut session.game).play(due).is_ok() {
            self.thinking = None;
            self.interaction.target = None;
        }
        true
    }

    /// The person's move due in the guided game, drawn as a hint (`None` outside it).
    pub(super) fn lesson_hint(&self) -> Option<Action> {
        let session = self.session.as_ref().filter(|s| s.human_to_move())?;
        session.lesson.as_ref()?.due(&session.game)
    }

    /// A tap at `at` in the guided game: on the second of the glowing squares, with the domino
    /// turned as they want, it stands for the first, so that tapping the glow twice lays it.
    pub(super) fn lesson_square(&self, at: Pos) -> Pos {
        let turned = self
            .session
            .as_ref()
            .filter(|s| s.human_to_move())
            .and_then(|s| s.lesson.as_ref()?.due_turned(&s.game, self.interaction.dir));
        match turned {
            Some(p) if p.second() == Some(at) => p.first,
            _ => at,
        }
    }

    /// What the banner teaches now in the guided game, in the page's language and for its
    /// screen (`None` outside it, and where nothing new is taught).
    pub fn lesson_sentence(&self) -> Option<&'static str> {
        Some(self.teaching()?.sentence(self.lang, self.touch))
    }

    /// What the guided game teaches now (`None` outside it, and where nothing new is taught).
    pub fn teaching(&self) -> Option<Teach> {
        let session = self.session.as_ref()?;
        session
            .lesson
            .as_ref()?
            .teach(&session.game, self.interaction.dir)
    }

    /// Whether the game in play is the guided one.
    pub fn in_lesson(&self) -> bool {
        self.session.as_ref().is_some_and(|s| s.lesson.is_some())
    }
}
