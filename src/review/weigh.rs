//! One decision weighed: every option the player had, each played out over the same imagined
//! orders of what the player could not see, valued by the margin the player's kingdom ends with:
//! its points less the other kingdoms' average (in two-player games, less the opponent's). A
//! claim that takes a domino from an opponent is worth what it denies them as well.
//!
//! Every option meets the same imagined games (common random numbers): order `j` is one
//! shuffle of the unseen dominoes and one stream of playout choices, whatever option precedes
//! it. The difference between two options is then the difference their choice makes, not the
//! luck of the draw, which is what "points given up" asks. Options are screened on the first
//! sixteenth of the orders; the four best, and the move played, go on (a quarter measured the
//! same figures, 10-15% slower: docs/review.md). From then on the finalists race: after every
//! screening's worth of orders, a finalist whose paired difference from the leader is clearly
//! below zero (by [`RACE_MARGIN`] standard errors) stops, as it cannot be the best; the leader,
//! the move played and the option followed go on, and a leader left alone is done.
//! Work is counted in playouts, so that the worker can run a decision in slices.

use serde::{Deserialize, Serialize};

use crate::ai::Playout;
use crate::rules::{Action, Game, KingdomId, PlayerId, PlayerView, Rng};

/// The options that go on past the screening (besides the move played).
const FINALISTS: usize = 4;

/// Standard errors of the paired difference by which a finalist must trail the leader to stop.
const RACE_MARGIN: f64 = 2.5;

/// One option's playouts so far: the sum of the player's final margins, each counted
/// `others` times over (own points times the other kingdoms, less their points), so that the
/// sum stays a whole number; and how many.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Tally {
    margins: i64,
    orders: u32,
}

impl Tally {
    fn mean(self, others: i64) -> f64 {
        self.margins as f64 / (f64::from(self.orders.max(1)) * others as f64)
    }
}

/// One option and its value: the player's expected final margin after it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct OptionValue {
    pub action: Action,
    pub value: f64,
    /// Imagined orders it was played out over: all of them for the finalists, the screening's
    /// for the rest.
    pub orders: u32,
}

/// A decision weighed: every option's value, the best, and what the move played is worth.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Weighed {
    pub seat: PlayerId,
    /// Every legal option, in the rules' order.
    pub options: Vec<OptionValue>,
    /// The best option: the highest value over all the orders.
    pub best: Action,
    /// The move played, with its value, when one was played (Study weighs a decision to come).
    pub played: Option<Action>,
    /// Each kingdom's expected final points after the move played (after the best, in Study).
    pub expected: Vec<f64>,
}

impl Weighed {
    /// The value of `action`, if it was an option.
    pub fn value_of(&self, action: Action) -> Option<f64> {
        self.options
            .iter()
            .find(|o| o.action == action)
            .map(|o| o.value)
    }

    pub fn best_value(&self) -> f64 {
        self.value_of(self.best).unwrap_or(0.0)
    }

    /// Points the move played gave up against the best (0 when it was the best).
    pub fn given_up(&self) -> f64 {
        self.played
            .and_then(|p| self.value_of(p))
            .map_or(0.0, |v| (self.best_value() - v).max(0.0))
    }
}

/// A decision being weighed, in playouts.
pub struct Weighing {
    view: PlayerView,
    played: Option<Action>,
    seat: PlayerId,
    kingdom: KingdomId,
    seed: u64,
    /// Imagined orders in all, and how many of them screen every option.
    orders: u32,
    screening: u32,
    options: Vec<Action>,
    tallies: Vec<Tally>,
    /// Each finalist's margin in every order so far (empty for the others), for the race's
    /// paired differences.
    margins: Vec<Vec<i64>>,
    /// Options still being played out (indices into `options`).
    live: Vec<usize>,
    /// Each kingdom's final points summed over the orders, after the option followed.
    followed: usize,
    expected: Vec<i64>,
    expected_orders: u32,
    /// Where the work stands: the order, and the next live option in it.
    order: u32,
    next: usize,
    /// The current order's imagined game before any option, with its playout's random numbers.
    imagined: Option<(Game, Rng)>,
    playout: Playout,
    playouts: u32,
}

impl Weighing {
    /// Weighs the decision the view's player faces, over `orders` imagined orders (at least 4);
    /// `played` is the move made, if any. `view` must have a player to move.
    pub fn new(view: PlayerView, played: Option<Action>, orders: u32, seed: u64) -> Weighing {
        let seat = view.table.to_move().expect("a decision to weigh");
        let kingdom = view.table.kingdom_of(seat);
        let mut options = Vec::new();
        view.table.legal_actions(&mut options);
        let orders = orders.max(4);
        let screening = (orders / 16).max(4);
        let live = (0..options.len()).collect();
        let followed = played
            .and_then(|p| options.iter().position(|&o| o == p))
            .unwrap_or(0);
        let kingdoms = view.table.kingdoms().len();
        Weighing {
            tallies: vec![Tally::default(); options.len()],
            margins: vec![Vec::new(); options.len()],
            view,
            played,
            seat,
            kingdom,
            seed,
            orders,
            screening,
            options,
            live,
            followed,
            expected: vec![0; kingdoms],
            expected_orders: 0,
            order: 0,
            next: 0,
            imagined: None,
            playout: Playout::default(),
            playouts: 0,
        }
    }

    /// Playouts the whole decision takes (known once the race is over; at most this before).
    pub fn total_work(&self) -> u32 {
        if self.order >= self.screening {
            let left = (self.orders.saturating_sub(self.order) * self.live.len() as u32)
                .saturating_sub(self.next as u32);
            return self.playouts + left;
        }
        let options = self.options.len() as u32;
        let finalists = options.min(FINALISTS as u32 + u32::from(self.played.is_some()));
        self.screening * options + (self.orders - self.screening) * finalists
    }

    pub fn work_done(&self) -> u32 {
        self.playouts
    }

    pub fn is_done(&self) -> bool {
        self.order >= self.orders || self.options.is_empty()
    }

    /// Plays up to `work` more playouts.
    pub fn run(&mut self, work: u32) {
        for _ in 0..work {
            if self.is_done() {
                return;
            }
            self.step();
        }
    }

    /// One order of the unseen dominoes and of the playout's choices, the same for every
    /// option: a function of the seed and the order's number alone.
    fn imagine(&self, order: u32) -> (Game, Rng) {
        let mut rng = Rng::new(self.seed ^ u64::from(order).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut unseen = self.view.unseen.clone();
        rng.shuffle(&mut unseen);
        unseen.truncate(self.view.table.pile_len());
        let game = Game::from_view(&self.view, unseen, rng.next_u64());
        (game, rng)
    }

    fn step(&mut self) {
        let (base, rng) = match &self.imagined {
            Some(imagined) => imagined,
            None => self.imagined.insert(self.imagine(self.order)),
        };
        let option = self.live[self.next];
        let mut game = base.clone();
        let mut rng = rng.clone();
        game.play_unchecked(self.options[option]);
        self.playout.run(&mut game, &mut rng);
        let outcome = game.table().outcome();
        let all: i64 = outcome.standings.iter().map(|s| i64::from(s.total)).sum();
        let own = i64::from(outcome.of(self.kingdom).total);
        let others = self.others();
        let margin = own * others - (all - own);
        let tally = &mut self.tallies[option];
        tally.margins += margin;
        tally.orders += 1;
        if self.order >= self.screening {
            self.margins[option].push(margin);
        }
        if option == self.followed {
            for (sum, standing) in self.expected.iter_mut().zip(&outcome.standings) {
                *sum += i64::from(standing.total);
            }
            self.expected_orders += 1;
        }
        self.playouts += 1;
        self.next += 1;
        if self.next == self.live.len() {
            self.next = 0;
            self.imagined = None;
            self.order += 1;
            if self.order == self.screening {
                self.keep_finalists();
            } else if self.order > self.screening && self.order % self.screening == 0 {
                self.race();
            }
        }
    }

    /// The other kingdoms (at least one, for a solo table).
    fn others(&self) -> i64 {
        (self.expected.len() as i64 - 1).max(1)
    }

    /// After the screening: the best few options, and the move played, go on.
    fn keep_finalists(&mut self) {
        let mut ranked = self.live.clone();
        crate::short_sort::sort_by(&mut ranked, |&a, &b| {
            self.tallies[b]
                .margins
                .cmp(&self.tallies[a].margins)
                .then(a.cmp(&b))
        });
        ranked.truncate(FINALISTS);
        if let Some(p) = self
            .played
            .and_then(|p| self.options.iter().position(|&o| o == p))
        {
            if !ranked.contains(&p) {
                ranked.push(p);
            }
        }
        // The option followed for the expected scores must be played out to the end: in Study
        // it is the best, known only now.
        if self.played.is_none() {
            self.followed = ranked[0];
            self.expected.iter_mut().for_each(|s| *s = 0);
            self.expected_orders = 0;
        }
        crate::short_sort::sort(&mut ranked);
        self.live = ranked;
    }

    /// Stops the finalists that trail the leader clearly, over the orders since the screening
    /// (the leader, the move played and the option followed go on).
    fn race(&mut self) {
        let Some(&leader) = self.live.iter().max_by(|&&a, &&b| {
            self.tallies[a]
                .margins
                .cmp(&self.tallies[b].margins)
                .then(b.cmp(&a))
        }) else {
            return;
        };
        let played = self
            .played
            .and_then(|p| self.options.iter().position(|&o| o == p));
        let trails = |option: usize| {
            let paired = self.margins[leader].iter().zip(&self.margins[option]);
            let n = self.margins[option].len() as f64;
            let (sum, squares) = paired.fold((0.0, 0.0), |(s, q), (a, b)| {
                let d = (a - b) as f64;
                (s + d, q + d * d)
            });
            let mean = sum / n;
            let variance = (squares / n - mean * mean).max(0.0) * n / (n - 1.0);
            mean > RACE_MARGIN * (variance / n).sqrt() && mean > 0.0
        };
        let keep: Vec<usize> = self
            .live
            .iter()
            .copied()
            .filter(|&o| o == leader || Some(o) == played || o == self.followed || !trails(o))
            .collect();
        self.live = keep;
        // The leader alone is left (it is the move played, or Study's best): nothing to weigh
        // it against.
        if self.live.len() == 1 {
            self.order = self.orders;
        }
    }

    /// The decision weighed so far (complete once [`Weighing::is_done`]).
    pub fn weighed(&self) -> Weighed {
        let others = self.others();
        let options: Vec<OptionValue> = self
            .options
            .iter()
            .zip(&self.tallies)
            .map(|(&action, &t)| OptionValue {
                action,
                value: t.mean(others),
                orders: t.orders,
            })
            .collect();
        // The best is judged on the orders every finalist met: the most orders, then the value.
        let best = options
            .iter()
            .enumerate()
            .max_by(|(i, a), (j, b)| {
                a.orders
                    .cmp(&b.orders)
                    .then(a.value.total_cmp(&b.value))
                    .then(j.cmp(i))
            })
            .map_or(Action::EndTurn, |(_, o)| o.action);
        let expected = self
            .expected
            .iter()
            .map(|&s| s as f64 / f64::from(self.expected_orders.max(1)))
            .collect();
        Weighed {
            seat: self.seat,
            options,
            best,
            played: self.played,
            expected,
        }
    }
}
