//! The outside work the state calls for, decided here and run by one short hook each in
//! `ui/hooks/`: save the game in play, count a finished game and record the day, wait out a
//! computer seat's pause, ask the worker (a move, a hint, Study's weighing) and cancel what was
//! asked once the state no longer asks it. Each hook runs its work whenever what is wanted
//! changes, as a key; the questions carry the ids the store gave them, so that an answer to a
//! question withdrawn is told from the one awaited.

use super::*;
use crate::ai::{Budget, Level};
use crate::by_link::COMPUTER_ITERATIONS;
use crate::daily::DailyDate;
use crate::page::kingdom_card::{card_facts, persons_kingdom, CardFacts};
use crate::page::practice::Practice;
use crate::page::seats::SeatKind;
use crate::page::study;
use crate::review::decision_seed;
use crate::rules::PlayerView;
use crate::statistics::Finished;

/// Where the game in play is saved, and how many actions it has: saved whenever this changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToSave {
    pub slot: String,
    pub actions: usize,
}

/// A finished game's results to keep, once: for the statistics, and the deal of the day's.
#[derive(Clone, Debug, PartialEq)]
pub struct Results {
    /// The game as the people at the table finished it (`None` with no person at it).
    pub finished: Option<Finished>,
    /// The deal of the day's date, with the person's points and the Expert's (the person sits
    /// first, the Expert second).
    pub day: Option<(DailyDate, u32, u32)>,
}

/// A question for the computer players' worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// A move (a computer seat's, or a person's hint), searched by as many workers as help.
    Move {
        id: u32,
        view: PlayerView,
        level: Level,
        budget: Budget,
    },
    /// A move searched exactly as every other browser searches it: one worker, this seed, a
    /// number of iterations, no tree kept (a computer seat of a game by link, or its check).
    Alone {
        id: u32,
        view: PlayerView,
        level: Level,
        budget: Budget,
        seed: u64,
    },
}

/// Study's question: every option of the position weighed.
#[derive(Clone, Debug, PartialEq)]
pub struct Weigh {
    pub id: u32,
    pub view: PlayerView,
    /// The move to judge among the finalists (a puzzle's answer); Study judges none.
    pub played: Option<Action>,
    pub budget: u32,
    pub seed: u64,
}

impl Store {
    /// The game to save now: one played here, an embed's only once the reader played, never a
    /// replay.
    pub fn to_save(&self) -> Option<ToSave> {
        let session = self.session.as_ref().filter(|s| s.played_here())?;
        let slot = self
            .slot
            .clone()
            .filter(|_| !self.embed || self.reader_played)?;
        let actions = session.game.history().len();
        Some(ToSave { slot, actions })
    }

    /// The finished game to count, by its length and seed: a game a person played here to its
    /// end, never one opened finished from a link, nor a replay.
    pub fn to_count(&self) -> Option<(usize, u64)> {
        let session = self.session.as_ref()?;
        let table = session.table();
        // The guided game is a lesson, not a game won.
        let counts = session.played_here()
            && table.is_over()
            && self.reader_played
            && session.lesson.is_none();
        counts.then(|| (session.game.history().len(), table.setup().seed))
    }

    /// What [`Store::to_count`] keeps.
    pub fn results(&self) -> Option<Results> {
        self.to_count()?;
        let session = self.session.as_ref()?;
        let seats: Vec<Option<Level>> = session
            .seats
            .iter()
            .map(|seat| (seat.kind == SeatKind::Computer).then_some(seat.level))
            .collect();
        let table = session.table();
        let total = |seat: u8| table.outcome().of(table.kingdom_of(PlayerId(seat))).total;
        let day = session.daily().map(|date| (date, total(0), total(1)));
        let finished = Finished::of(&session.game, &seats);
        Some(Results { finished, day })
    }

    /// What the gallery keeps of the finished game [`Store::to_count`] names: the postcard of
    /// the person's kingdom, dated `date` (the deal of the day by its own day).
    pub fn gallery_card(&self, date: &str) -> Option<CardFacts> {
        self.to_count()?;
        let session = self.session.as_ref()?;
        Some(card_facts(
            session,
            persons_kingdom(session),
            self.lang,
            date,
        ))
    }

    /// The pause before a computer seat's question goes out, so that a person can follow the
    /// moves: the question's id, and how long, in ms. [`Msg::PauseOver`] ends it.
    pub fn pause(&self) -> Option<(u32, u32)> {
        let thinking = self.thinking.filter(|t| t.pausing)?;
        let session = self.session.as_ref()?;
        let seat = &session.seats[session.table().to_move()?.index()];
        Some((thinking.id, session.pace.pause_ms(seat.level)))
    }

    /// Whether a computer's question to the worker is coming, or out: its worker is started
    /// during the pause, so that its files arrive while the person follows the moves, and the
    /// offline copy waits until it has answered (the two would share a slow link). A written
    /// game's moves (the guided game) ask no worker.
    pub fn awaits_computer(&self) -> bool {
        self.thinking.is_some() && !self.in_lesson()
    }

    /// The id of the question out to the worker, once any pause is over: a hook's key, cheaper
    /// than the question itself.
    pub fn asked(&self) -> Option<u32> {
        self.thinking.filter(|t| !t.pausing).map(|t| t.id)
    }

    /// The question out to the worker, once any pause is over.
    pub fn ask(&self) -> Option<Ask> {
        let thinking = self.thinking.filter(|t| !t.pausing)?;
        let id = thinking.id;
        if let Some(job) = self.table_by_link().filter(|_| !thinking.for_hint) {
            let job = job.computer_job()?;
            let budget = Budget::iterations(COMPUTER_ITERATIONS);
            let (view, level, seed) = (job.view, job.level, job.seed);
            return Some(Ask::Alone {
                id,
                view,
                level,
                budget,
                seed,
            });
        }
        let session = self.session.as_ref()?;
        let player = session.table().to_move()?;
        let view = session.game.view(Some(player));
        let level = match thinking.for_hint {
            true => Level::Expert,
            false => session.seats[player.index()].level,
        };
        let budget = session.pace.budget();
        Some(Ask::Move {
            id,
            view,
            level,
            budget,
        })
    }

    /// The id of Study's question, while the position due is not weighed yet, or of a puzzle's
    /// answer being weighed: a hook's key.
    pub fn weighing(&self) -> Option<u32> {
        if let Some(practice) = self.practice() {
            return practice.asked;
        }
        let studied = self.studied.as_ref().filter(|s| s.weighed.is_none())?;
        let session = self.session.as_ref().filter(|_| self.study)?;
        (study::due(session)? == studied.at).then_some(studied.id)
    }

    /// Study's question: the position due, while it is not weighed yet.
    pub fn weigh(&self) -> Option<Weigh> {
        let id = self.weighing()?;
        let session = self.session.as_ref()?;
        let view = session.game.view(session.table().to_move());
        if let Some(practice) = &session.practice {
            return Some(Weigh {
                id,
                view,
                played: practice.answer,
                budget: Practice::BUDGET,
                seed: practice.seed(),
            });
        }
        let at = session.game.history().len();
        Some(Weigh {
            id,
            view,
            played: None,
            budget: study::STUDY_BUDGET,
            seed: decision_seed(study::STUDY_SEED, at),
        })
    }

    /// A puzzle's answer judged, for its card in the deck "To practise": the puzzle and whether
    /// the answer was right (a hook's key: the card moves once a verdict).
    pub fn practised(&self) -> Option<(String, bool)> {
        let practice = self.practice()?;
        let verdict = practice.verdict.as_ref()?;
        Some((practice.puzzle.clone(), verdict.is_right()))
    }

    /// The id of the next question.
    pub(super) fn new_id(&mut self) -> u32 {
        self.next_id = self.next_id.wrapping_add(1);
        self.next_id
    }

    /// The questions a change calls for: a computer seat's move (after a pause at one screen;
    /// at once by link), and Study's weighing of a person's turn.
    pub(super) fn call_for_questions(&mut self) {
        if self.thinking.is_none() {
            let by_link = self
                .table_by_link()
                .is_some_and(|t| t.computer_job().is_some());
            let here = self.session.as_ref().is_some_and(Session::computer_to_move);
            if by_link || here {
                let id = self.new_id();
                let pausing = !by_link;
                self.thinking = Some(Thinking {
                    id,
                    for_hint: false,
                    pausing,
                });
                self.interaction.hint = None;
            }
        }
        let due = self
            .session
            .as_ref()
            .filter(|_| self.study)
            .and_then(study::due);
        if let Some(at) = due.filter(|&at| self.studied.as_ref().is_none_or(|s| s.at != at)) {
            let id = self.new_id();
            let weighed = None;
            self.studied = Some(Studied { id, at, weighed });
        }
    }

    /// A person asks for a hint: the Expert's move for their turn.
    pub(super) fn ask_hint(&mut self) {
        let my_turn = self.session.as_ref().is_some_and(Session::human_to_move);
        // A puzzle's answer is the person's own.
        let my_turn = my_turn && self.practice().is_none();
        // The guided game's move due glows already.
        if my_turn && self.thinking.is_none() && !self.in_lesson() {
            let id = self.new_id();
            self.thinking = Some(Thinking {
                id,
                for_hint: true,
                pausing: false,
            });
            self.interaction.hint = None;
        }
    }
}
