//! "What if?": at a reviewed decision, the move played and the Expert's best each played to the
//! end with the Expert in every seat, over the same imagined draws, and the territories of the
//! decider's kingdom that made the difference between the two ends.
//!
//! Both lines start from one game imagined from the decider's view (the unseen dominoes in one
//! order drawn from the seed, as the review imagines its orders), so that what differs between
//! the two ends is the decision and what followed from it, never the luck of the draw. Each
//! line's seats are played by Experts seeded alike, so that the same choice gives the same line.

use std::fmt;

use crate::ai::{think, Budget, Level, NoClock, ReusableTrees};
use crate::rules::{
    Action, ActionError, Game, Kingdom, KingdomId, PlayerId, PlayerView, Pos, Rng, Territory,
};

use super::Decision;

/// One line, from the imagined start: the decider's first action, then the Experts to the end.
#[derive(Clone, Debug)]
pub struct Line {
    pub first: Action,
    /// The game from the imagined start to its end.
    pub game: Game,
    /// The decider's kingdom's final points.
    pub points: u32,
    /// Its territories the other line's kingdom does not have (the same terrain on the same
    /// squares with the same crowns): what made the difference.
    pub own_territories: Vec<Patch>,
}

/// A territory with its squares, to outline on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Patch {
    pub territory: Territory,
    pub squares: Vec<Pos>,
}

impl Patch {
    pub fn points(&self) -> u32 {
        self.territory.points()
    }
}

/// The two lines of a decision.
#[derive(Clone, Debug)]
pub struct WhatIf {
    pub seat: PlayerId,
    pub kingdom: KingdomId,
    /// The imagined game at the decision, before either first action.
    pub start: Game,
    pub played: Line,
    pub best: Line,
}

/// Why the lines could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WhatIfError {
    /// A first action the rules refuse at the decision.
    Refused(ActionError),
    /// The decision's view is not its decider's, or the decider is not to move.
    NotTheirs,
}

impl fmt::Display for WhatIfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WhatIfError::Refused(e) => write!(f, "the move is refused: {e}"),
            WhatIfError::NotTheirs => write!(f, "the decision is not its player's to make"),
        }
    }
}

impl std::error::Error for WhatIfError {}

/// The lines' Experts' playouts a move in the page's "What if?": enough for both lines to play
/// as the Expert would, few enough that both lines end within seconds in a phone's worker.
pub const ITERATIONS: u32 = 1_000;

/// The seed of the "What if?" of the decision at `index` of a game reviewed with `review_seed`:
/// the page and `kingdomino review --what-if` imagine the same draws.
pub fn line_seed(review_seed: u64, index: usize) -> u64 {
    // "WHATIF", so that the lines' draws are not the review's first imagined order.
    super::decision_seed(review_seed ^ 0x5748_4154_4946, index)
}

/// Plays `decision`'s move and `best` to the end, each seat's Expert thinking `iterations`
/// playouts a move; `seed` fixes the imagined draws and the Experts' choices.
pub fn what_if(
    decision: &Decision,
    best: Action,
    iterations: u32,
    seed: u64,
) -> Result<WhatIf, WhatIfError> {
    let mut run = WhatIfRun::new(&decision.view, decision.played, best, iterations, seed)?;
    while run.step() {}
    Ok(run.finish())
}

/// The two lines played a move at a time: each move a question ([`WhatIfRun::question`]: the
/// view of the seat to move and its search's seed) that the Expert answers with a fresh search
/// of the run's iterations, natively ([`WhatIfRun::step`]) or in the page's worker (a search
/// any browser repeats exactly), so that both give the same lines as [`what_if`].
pub struct WhatIfRun {
    seat: PlayerId,
    start: Game,
    /// The move played's line, then the other's.
    lines: [Game; 2],
    firsts: [Action; 2],
    /// The seed the Experts' seeds are drawn from, alike in both lines.
    experts: u64,
    iterations: u32,
    legal: Vec<Action>,
}

/// A move of a line to search: what its player sees, and the search's seed.
#[derive(Clone, Debug, PartialEq)]
pub struct LineMove {
    pub view: PlayerView,
    pub seed: u64,
}

impl WhatIfRun {
    /// The lines' start: one game imagined from `view` (its player to move), `played` and
    /// `other` each played in a copy of it.
    pub fn new(
        view: &PlayerView,
        played: Action,
        other: Action,
        iterations: u32,
        seed: u64,
    ) -> Result<WhatIfRun, WhatIfError> {
        let seat = view.viewer.ok_or(WhatIfError::NotTheirs)?;
        if view.table.to_move() != Some(seat) {
            return Err(WhatIfError::NotTheirs);
        }
        let mut rng = Rng::new(seed);
        let mut unseen = view.unseen.clone();
        rng.shuffle(&mut unseen);
        unseen.truncate(view.table.pile_len());
        let start = Game::from_view(view, unseen, rng.next_u64());
        let experts = rng.next_u64();
        let line = |first: Action| -> Result<Game, WhatIfError> {
            let mut game = start.clone();
            game.play_as(seat, first).map_err(WhatIfError::Refused)?;
            Ok(game)
        };
        Ok(WhatIfRun {
            seat,
            lines: [line(played)?, line(other)?],
            start,
            firsts: [played, other],
            experts,
            iterations,
            legal: Vec::new(),
        })
    }

    /// The playouts each move's search runs.
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// The first line still going.
    fn going(&self) -> Option<usize> {
        (0..2).find(|&i| !self.lines[i].table().is_over())
    }

    /// The next move to search, in the first line still going; none once both have ended.
    pub fn question(&self) -> Option<LineMove> {
        let game = &self.lines[self.going()?];
        let seat = game.table().to_move()?;
        // A seat's seed at a point of its line: the same in both lines where they agree, so
        // that the same first move makes the same line.
        let moves = game.history().len() as u64;
        let seed = Rng::new(
            self.experts
                ^ u64::from(seat.0).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                ^ moves.wrapping_mul(0xD1B5_4A32_D192_ED03),
        )
        .next_u64();
        Some(LineMove {
            view: game.view(Some(seat)),
            seed,
        })
    }

    /// Plays the Expert's answer to [`WhatIfRun::question`]: were it none, or not legal there,
    /// the first legal action keeps the line going rather than leaving it unfinished.
    pub fn answer(&mut self, chosen: Option<Action>) {
        let Some(i) = self.going() else {
            return;
        };
        let game = &mut self.lines[i];
        let Some(seat) = game.table().to_move() else {
            return;
        };
        game.table().legal_actions(&mut self.legal);
        let action = chosen
            .filter(|a| self.legal.contains(a))
            .unwrap_or(self.legal[0]);
        game.play_as(seat, action)
            .unwrap_or_else(|_| unreachable!("a legal action is played"));
    }

    /// Searches and plays the next move natively: whether a move was left.
    pub fn step(&mut self) -> bool {
        let Some(LineMove { view, seed }) = self.question() else {
            return false;
        };
        let mut search = Level::Expert.search(view, seed, &mut ReusableTrees::default());
        let budget = Budget::iterations(self.iterations);
        let chosen = think(search.as_mut(), budget, &NoClock);
        self.answer(chosen);
        true
    }

    pub fn is_done(&self) -> bool {
        self.going().is_none()
    }

    /// How far the lines have gone, from 0 to 1: each line half, by the dominoes drawn.
    pub fn done(&self) -> f32 {
        let pile = self.start.table().pile_len() as f32 + 1.0;
        let line = |g: &Game| match g.table().is_over() {
            true => 1.0,
            false => (pile - g.table().pile_len() as f32) / (pile + 1.0),
        };
        (line(&self.lines[0]) + line(&self.lines[1])) / 2.0
    }

    /// Both lines' ends. Call once [`WhatIfRun::is_done`]; a line still going is judged
    /// where it stands.
    pub fn finish(self) -> WhatIf {
        let [played, other] = self.lines;
        let kingdom = self.start.table().kingdom_of(self.seat);
        let line = |first: Action, game: Game, rival: &Game| Line {
            first,
            points: game.table().outcome().of(kingdom).total,
            own_territories: only_in(&game, rival, kingdom),
            game,
        };
        WhatIf {
            seat: self.seat,
            kingdom,
            played: line(self.firsts[0], played.clone(), &other),
            best: line(self.firsts[1], other, &played),
            start: self.start,
        }
    }
}

/// What the page shows of one line's end.
#[derive(Clone, Debug, PartialEq)]
pub struct End {
    pub first: Action,
    /// The decider's kingdom at the end.
    pub kingdom: Kingdom,
    /// Its final points.
    pub points: u32,
    /// Every seat's final points, by seat.
    pub totals: Vec<u32>,
    /// Its scoring territories the other end does not have.
    pub patches: Vec<Patch>,
}

/// What the page shows of a "What if?".
#[derive(Clone, Debug, PartialEq)]
pub struct Ends {
    pub seat: PlayerId,
    pub played: End,
    pub best: End,
}

impl WhatIf {
    /// The two ends as the page shows them.
    pub fn ends(&self) -> Ends {
        let end = |line: &Line| {
            let table = line.game.table();
            let kingdom = table.kingdom(self.kingdom);
            End {
                first: line.first,
                kingdom: kingdom.clone(),
                points: line.points,
                totals: table
                    .players()
                    .map(|p| table.outcome().of(table.kingdom_of(p)).total)
                    .collect(),
                // A territory without crowns makes no points, and no difference.
                patches: line
                    .own_territories
                    .iter()
                    .filter(|p| p.points() > 0)
                    .cloned()
                    .collect(),
            }
        };
        Ends {
            seat: self.seat,
            played: end(&self.played),
            best: end(&self.best),
        }
    }
}

/// The territories of `kingdom` in `game` that `other` does not have.
fn only_in(game: &Game, other: &Game, kingdom: KingdomId) -> Vec<Patch> {
    let patches = |g: &Game| -> Vec<Patch> {
        let k = g.table().kingdom(kingdom);
        k.territories()
            .into_iter()
            .map(|territory| Patch {
                squares: k
                    .squares()
                    .map(|(p, _)| p)
                    .filter(|&p| k.territory_contains(&territory, p))
                    .collect(),
                territory,
            })
            .collect()
    };
    let theirs = patches(other);
    patches(game)
        .into_iter()
        .filter(|p| {
            !theirs.iter().any(|t| {
                t.squares == p.squares
                    && t.territory.terrain == p.territory.terrain
                    && t.territory.crowns == p.territory.crowns
            })
        })
        .collect()
}
