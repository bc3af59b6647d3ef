//! The store's changes to the replay viewer: from the first move, the last round, a position.

use super::*;

impl Store {
    /// The replay viewer on the game in play, from its first move.
    pub(super) fn start_replay(&mut self) {
        if let Some(s) = self.session.take() {
            let record = GameRecord::of(&s.game);
            self.session = Session::watching(record, 0, s.seats, s.dealt_together);
            self.thinking = None;
        }
    }

    /// The moves since the person's last action, the game as it was kept to go back to.
    pub(super) fn replay_last_round(&mut self) {
        if let Some(s) = self.session.take() {
            let from = s.last_human_action().map_or(0, |i| i + 1);
            let record = GameRecord::of(&s.game);
            let start = s.dealt_together.clone();
            self.session = Session::watching(record, from, s.seats.clone(), start);
            self.live = Some(s);
            self.thinking = None;
        }
    }

    /// The replay at the position after `at` actions (at most the last).
    pub(super) fn seek_replay(&mut self, at: usize) {
        if let Some(s) = self.session.take() {
            self.session = match s.replay.clone() {
                Some(record) => {
                    let at = at.min(record.actions.len());
                    let start = s.dealt_together.clone();
                    Session::watching(record, at, s.seats.clone(), start).or(Some(s))
                }
                None => Some(s),
            };
        }
    }
}
