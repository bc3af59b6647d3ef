//! The store's changes from links: a record, a replay, a board, a puzzle, the deal of the day,
//! and games by link (invited, opened, joined, played, their computer moves found).

use super::*;

impl Store {
    /// Opens what a link names (a game, a replay, a board, a puzzle, the deal of the day or the
    /// guided first game).
    pub(super) fn open(&mut self, link: Link, out: &mut dyn Outside) {
        self.by_link = None;
        self.thinking = None;
        self.interaction.after_move();
        self.viewer = None;
        self.session = None;
        self.slot = None;
        self.review_asked = None;
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
            Link::Replay { record, review } => {
                if review {
                    self.review_asked = Some(record.to_string());
                }
                self.open_replay(record);
            }
            Link::Kingdom { board } => self.viewer = Some(Viewer::Board(board)),
            Link::Puzzle { board, domino } => self.viewer = Some(Viewer::Puzzle { board, domino }),
            // The lighter build hands a puzzle over before it comes here (`needs_games_by_link`).
            Link::Position { record } if BY_LINK => self.open_position(&record),
            Link::Position { .. } => {}
            Link::Daily { date } => self.open_daily(date, out),
            Link::Lesson => self.open_lesson(),
        }
    }

    /// The deal of the day of `date`: the game this browser keeps of it if any (so that the
    /// link opens it where it stands, finished or not), else a new one against the Expert.
    pub(super) fn open_daily(&mut self, date: DailyDate, out: &mut dyn Outside) {
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

    /// Opens a link's fragment, a whole link or a bare record (not a game by link).
    pub(super) fn open_text(&mut self, text: &str, out: &mut dyn Outside) {
        match link_from_text(text) {
            Ok(Some(link)) => self.open(link, out),
            Ok(None) => {}
            Err(LinkError::Record(e)) => self.record_problem(e),
            Err(e) => {
                let text = self.lang.words().link_broken;
                self.problem(text, e.to_string())
            }
        }
    }

    /// The person's action in a game by link: played, proved, and the next link made.
    pub(super) fn play_by_link(&mut self, action: Action) {
        let Some(table) = self.by_link.as_mut().filter(|_| BY_LINK) else {
            return;
        };
        match table.play(action) {
            Ok(()) => {
                self.session = table.session(self.lang);
                self.clear_refusals();
                self.interaction.after_move();
            }
            Err(Refusal::IllegalMove { error, .. }) => {
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
    pub(super) fn by_link_computer(&mut self, action: Action) {
        let Some(table) = self.by_link.as_mut().filter(|_| BY_LINK) else {
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
    pub(super) fn show_by_link(&mut self, table: TableByLink) {
        self.session = table.session(self.lang);
        self.by_link = Some(table);
        self.slot = None;
        self.viewer = None;
        self.thinking = None;
        self.interaction = Interaction::default();
        // An embed only shows a game by link: nothing of it is saved nor counted there.
        self.reader_played = !self.embed;
    }

    /// A new game by link from the full setup, or why not (nobody plays it, or a name that
    /// cannot be shown).
    pub(super) fn invite_by_link(
        &mut self,
        setup: GameSetup,
        seats: &[Seat],
        out: &mut dyn Outside,
    ) {
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
    pub(super) fn open_by_link(&mut self, text: &str, out: &dyn Outside) {
        let keeps = !self.embed;
        let opened = GameByLink::parse_link(text).and_then(|g| {
            // An embed reads nothing kept, as it keeps nothing.
            let kept = keeps.then(|| out.kept_by_link(&g)).flatten();
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

    /// Takes `seat` at the game by link shown, with a new secret.
    pub(super) fn take_seat(&mut self, seat: usize, out: &mut dyn Outside) {
        let Some(table) = self.by_link.as_mut().filter(|_| BY_LINK) else {
            return;
        };
        match table.take_seat(seat, || out.new_secret()) {
            Ok(()) => self.session = table.session(self.lang),
            Err(e) => {
                let text = self.lang.words().by_link_refused;
                self.problem(text, e.to_string())
            }
        }
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
