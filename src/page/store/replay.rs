//! The store's changes to the replay viewer: from the first move, the last round, a position;
//! and the replay viewer alone, as an embedded replay holds it (the embeds' build reaches no
//! other screen: what leaves the replay is handed to the page's build by a link).

use super::*;

impl Store {
    /// The replay viewer at a record's last move, every seat a person.
    pub(super) fn open_replay(&mut self, record: GameRecord) {
        let at = record.actions.len();
        let seats = Seat::people(record.setup.players as usize, self.lang);
        self.session = Session::watching(record, at, seats, None);
    }

    /// An embedded replay's store: the replay a link's fragment names, in `lang`, or what the
    /// page says of a link it cannot open (any other link, which the loader sends to the page,
    /// is a broken replay here). Read by `parse_replay_link`, which leaves the other links'
    /// readers out of the replays' build.
    pub fn watching(fragment: &str, lang: Lang) -> Store {
        let empty = Store::new(Vec::new(), Vec::new());
        let mut store = Store {
            embed: true,
            lang,
            ..empty.clone()
        };
        match parse_replay_link(fragment) {
            Ok(Some(Link::Replay { record, .. })) => store.open_replay(record),
            Err(LinkError::Record(e)) => store.record_problem(e),
            Err(e) => store.problem(lang.words().link_broken, e.to_string()),
            Ok(_) => store.problem(lang.words().link_broken, String::new()),
        }
        store.settle(&empty);
        store
    }

    /// The state after a message the replay viewer handles itself (a step through the game, the
    /// review's judged move, and what every build handles), as [`Store::update`] changes it; a
    /// message that leaves the replay opens in the page; `None` for any other.
    pub fn update_watching(&self, msg: Msg) -> Option<Next> {
        if let Some(fragment) = self.hand_off(&msg) {
            return Some(Next::Leave(Leaving::OpenInPage(fragment)));
        }
        let mut next = self.clone();
        match next.shared(msg) {
            Ok(_) => {}
            Err(Msg::SeekReplay(at)) => next.seek_replay(at),
            Err(Msg::ShowJudged { best, played }) => {
                if !next.interaction.show_judged(best, played) {
                    return None;
                }
            }
            Err(_) => return None,
        }
        next.settle(self);
        Some(Next::Stay(next))
    }

    /// The fragment that opens in the page what `msg` makes of the replay shown, for the
    /// messages that leave it: playing on from the position shown, every seat a person
    /// (`Msg::PlayFromHere`), the whole replay with the Expert's review started
    /// (`Msg::ReviewInPage`, a finished game's), or the start screen, an empty fragment (`Msg::Quit`).
    pub fn hand_off(&self, msg: &Msg) -> Option<String> {
        let session = self.session.as_ref().filter(|s| !s.played_here());
        match msg {
            Msg::PlayFromHere => {
                let session = session.filter(|s| s.dealt_together.is_none())?;
                let record = GameRecord::of(&session.game);
                let seats = vec!["human".to_string(); session.seats.len()];
                let seats = Some(seats);
                Some(Link::Game { record, seats }.to_string())
            }
            Msg::ReviewInPage => {
                session?.game_to_review()?;
                let record = session?.replay.clone()?;
                let review = true;
                Some(Link::Replay { record, review }.to_string())
            }
            Msg::Quit => Some(String::new()),
            _ => None,
        }
    }

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
