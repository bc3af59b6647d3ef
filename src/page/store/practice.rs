//! The store's changes for a puzzle of a game's position (`#puzzle=<record>`): opened, the
//! person's answer taken (checked by the rules, never played), weighed by the worker as the
//! review weighs a move, and judged (`page::practice`).

use super::*;
use crate::page::pace::Pace;
use crate::page::practice::Practice;
use crate::review::Weighed;

impl Store {
    /// The position `record` reaches, as a puzzle for the seat to move: that seat "You", the
    /// others the Expert's, nothing saved and nothing counted.
    pub(super) fn open_position(&mut self, record: &GameRecord) {
        let game = match record.replay() {
            Ok(game) => game,
            Err(e) => return self.record_problem(e),
        };
        let Some(practice) = Practice::of(record, &game) else {
            let text = self.lang.words().link_broken;
            return self.problem(text, "its game is over".into());
        };
        let specs: Vec<String> = (0..record.setup.players)
            .map(|p| match PlayerId(p) == practice.seat {
                true => "human".to_string(),
                false => "expert".to_string(),
            })
            .collect();
        let mut seats = Seat::from_specs(&specs, self.lang);
        seats[practice.seat.index()].name = self.lang.words().you.to_string();
        let mut session = Session::playing(game, seats, Pace::default());
        session.practice = Some(practice);
        self.session = Some(session);
    }

    /// The puzzle in play, if any: never one in the game's lighter build ([`BY_LINK`] false),
    /// which hands puzzles to the page's build, so that it compiles none of their code.
    pub fn practice(&self) -> Option<&Practice> {
        self.session.as_ref()?.practice.as_ref().filter(|_| BY_LINK)
    }

    /// The person's answer to the puzzle: refused as a move would be, or taken and sent to be
    /// weighed. The game is not played on; a second answer is not taken.
    pub(super) fn answer_puzzle(&mut self, action: Action) {
        let Some(session) = self.session.as_ref() else {
            return;
        };
        let Some(practice) = session.practice.as_ref().filter(|p| p.answer.is_none()) else {
            return;
        };
        let refused = session.table().check_as(practice.seat, action).err();
        let why = refused.map(|e| self.lang.refusal(&e, session));
        self.clear_refusals();
        if let Some(why) = why {
            let text = fill(self.lang.words().not_allowed, &[&why]);
            return self.notices.push(Notice {
                text,
                kind: NoticeKind::Refused,
                detail: None,
            });
        }
        let id = self.new_id();
        if let Some(practice) = self.session.as_mut().and_then(|s| s.practice.as_mut()) {
            (practice.answer, practice.asked) = (Some(action), Some(id));
        }
        self.interaction.after_move();
    }

    /// The worker's weighing of the answer, if `id` asked it: judged, and the Expert's best
    /// drawn beside the answer as the review draws them.
    pub(super) fn puzzle_weighed(&mut self, id: u32, weighed: &Weighed) -> bool {
        let practice = self.session.as_mut().and_then(|s| s.practice.as_mut());
        let Some(practice) = practice.filter(|p| p.asked == Some(id)) else {
            return false;
        };
        practice.judge(weighed.clone());
        let best = practice.verdict.as_ref().map(|v| v.best);
        self.interaction.show_judged(best, practice.answer);
        true
    }

    /// The worker failed to weigh the answer, if `id` asked it: the answer is taken back, to
    /// be given again.
    pub(super) fn puzzle_not_weighed(&mut self, id: u32) -> bool {
        let practice = self.session.as_mut().and_then(|s| s.practice.as_mut());
        let Some(practice) = practice.filter(|p| p.asked == Some(id)) else {
            return false;
        };
        (practice.answer, practice.asked) = (None, None);
        let text = self.lang.words().puzzle_not_weighed;
        self.notices.push(Notice::problem(text));
        true
    }
}
