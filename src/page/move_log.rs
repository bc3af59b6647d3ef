//! Every move of the game in play, with what it brought: the log the page shows folded, the
//! sentence the live region speaks, and the points each opponent's last domino scored (outlined
//! on their board). Kept in the store and followed move by move: a new move is one step from the
//! game the log last saw; an undo or a jump in the replay truncates it; anything else (another
//! game) rebuilds it from the deal.

use std::rc::Rc;

use super::session::Session;
use crate::i18n::{fill, Lang};
use crate::rules::{
    Action, BuildingId, DominoId, Game, GameSetup, GiantsAction, KingdomId, PlayerId,
    QueendominoAction, Table,
};

/// One move and what it did, in facts that any language can say.
#[derive(Clone, Debug, PartialEq)]
pub struct LoggedMove {
    pub seat: PlayerId,
    pub action: Action,
    /// Points the mover's kingdom gained (or lost) by it.
    pub gain: i64,
    /// The domino laid or given up.
    pub domino: Option<DominoId>,
    /// Coins a tax brought.
    pub coins: u32,
    /// The building built or burnt.
    pub building: Option<BuildingId>,
    /// The kingdom whose crown a giant covered.
    pub covered: Option<KingdomId>,
}

impl LoggedMove {
    /// The facts of `action` by `seat`, from the tables before and after it.
    pub fn of(seat: PlayerId, action: Action, before: &Table, after: &Table) -> LoggedMove {
        let kingdom = after.kingdom_of(seat);
        let gain =
            i64::from(after.scores()[kingdom].total) - i64::from(before.scores()[kingdom].total);
        let estate = |t: &Table| t.queendomino().map(|q| q.estate(kingdom).clone());
        let mut logged = LoggedMove {
            seat,
            action,
            gain,
            domino: None,
            coins: 0,
            building: None,
            covered: None,
        };
        match action {
            Action::Place(_) => {
                logged.domino = after.kingdom(kingdom).placed().last().map(|&(d, _)| d)
            }
            Action::Discard => logged.domino = before.domino_to_place(),
            Action::Queendomino(QueendominoAction::Tax(_)) => {
                logged.coins = match (estate(before), estate(after)) {
                    (Some(b), Some(a)) => a.coins.saturating_sub(b.coins),
                    _ => 0,
                }
            }
            Action::Queendomino(QueendominoAction::Build { at, .. }) => {
                logged.building = estate(after).and_then(|e| e.building_at(at))
            }
            Action::Queendomino(QueendominoAction::Dragon { spot }) => {
                logged.building = before
                    .queendomino()
                    .and_then(|q| q.builders_board().spots[usize::from(spot)])
            }
            Action::Giants(GiantsAction::Cover(_)) => {
                // The giant covers a crown of the kingdom it waited for, not always the mover's.
                logged.covered = before.giants().and_then(|g| g.waiting()).map(|(k, _)| k)
            }
            _ => {}
        }
        logged
    }

    /// The move in a sentence ("Red placed domino 23: lake and forest, 1 crown, +4 points").
    pub fn sentence(&self, lang: Lang, session: &Session) -> Option<String> {
        let w = lang.words();
        let who = &session.seats[self.seat.index()].name;
        // The person the page calls "you" is spoken to, in their language's second person.
        let said = |sentence: &str, you: usize, args: &[&dyn std::fmt::Display]| {
            let sentence = if *who == w.you {
                w.you_did[you]
            } else {
                sentence
            };
            fill(sentence, args)
        };
        Some(match self.action {
            Action::Claim(d) => said(w.a_claimed, 0, &[who, &d, &lang.domino(d.domino())]),
            Action::Place(_) => {
                let d = self.domino?;
                let points = lang.plural(w.a_points, self.gain.unsigned_abs());
                let points = if self.gain < 0 {
                    points.replacen('+', "-", 1)
                } else {
                    points
                };
                said(w.a_placed, 1, &[who, &d, &lang.domino(d.domino()), &points])
            }
            Action::Discard => said(w.a_discarded, 2, &[who, &self.domino?]),
            Action::Queendomino(QueendominoAction::Tax(_)) => said(
                w.a_taxed,
                3,
                &[who, &lang.plural(w.coins_gain, self.coins.into())],
            ),
            Action::Queendomino(QueendominoAction::Build { .. }) => {
                said(w.a_built, 4, &[who, &lang.building(self.building?.kind())])
            }
            Action::Queendomino(QueendominoAction::Dragon { .. }) => {
                said(w.a_dragon, 5, &[who, &lang.building(self.building?.kind())])
            }
            Action::EndTurn => said(w.a_end_turn, 6, &[who]),
            // A game module in the making has no sentences of its own yet.
            Action::Extra(_) => return None,
            Action::Giants(GiantsAction::Cover(at)) => fill(
                w.a_giant,
                &[
                    &session.kingdom_name(self.covered?),
                    &lang.square(at.row, at.col),
                ],
            ),
            Action::Giants(GiantsAction::Send { to, .. }) => {
                said(w.a_sent, 7, &[who, &session.kingdom_name(to)])
            }
        })
    }
}

/// The moves of the game in play so far, and the game they reach.
#[derive(Clone, Debug, Default)]
pub struct MoveLog {
    pub moves: Rc<Vec<LoggedMove>>,
    /// The deal and the game the log reaches, to go on from.
    reached: Option<(GameSetup, Rc<Game>)>,
}

impl PartialEq for MoveLog {
    fn eq(&self, other: &MoveLog) -> bool {
        Rc::ptr_eq(&self.moves, &other.moves)
    }
}

impl MoveLog {
    /// The log of `game`, going on from this one where it can.
    pub fn follow(&self, game: &Rc<Game>) -> MoveLog {
        let history = game.history();
        let setup = *game.table().setup();
        let same_deal = self.reached.as_ref().is_some_and(|(s, _)| *s == setup);
        let agrees = |n: usize| {
            same_deal
                && self
                    .moves
                    .iter()
                    .take(n)
                    .zip(history)
                    .all(|(m, a)| m.action == *a)
        };
        let known = self.moves.len();
        if known == history.len() && agrees(known) {
            return self.clone();
        }
        if history.len() < known && agrees(history.len()) {
            // Undone, or the replay stepped back: the moves up to here stand.
            return MoveLog {
                moves: Rc::new(self.moves[..history.len()].to_vec()),
                reached: Some((setup, game.clone())),
            };
        }
        let (mut moves, mut at) = match &self.reached {
            Some((_, reached)) if known < history.len() && agrees(known) => {
                ((*self.moves).clone(), (**reached).clone())
            }
            _ => (Vec::new(), game.at_start()),
        };
        for (seat, action) in game.played().skip(moves.len()) {
            let before = at.table().clone();
            if at.play(action).is_err() {
                // (Cannot happen: the game played it.) The log stops rather than lie.
                break;
            }
            moves.push(LoggedMove::of(seat, action, &before, at.table()));
        }
        MoveLog {
            moves: Rc::new(moves),
            reached: Some((setup, game.clone())),
        }
    }

    /// The last domino laid in `kingdom` after the move at `after` (a person's last action),
    /// with its squares' owner's gain: what an opponent did while the person waited.
    pub fn last_placement_since(
        &self,
        after: Option<usize>,
        kingdom: KingdomId,
        table: &Table,
    ) -> Option<(usize, &LoggedMove)> {
        let start = after.map_or(0, |i| i + 1);
        self.moves
            .iter()
            .enumerate()
            .skip(start)
            .rev()
            .find(|(_, m)| {
                matches!(m.action, Action::Place(_)) && table.kingdom_of(m.seat) == kingdom
            })
    }
}
