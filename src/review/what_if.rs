//! "What if?": at a reviewed decision, the move played and the Expert's best each played to the
//! end with the Expert in every seat, over the same imagined draws, and the territories of the
//! decider's kingdom that made the difference between the two ends.
//!
//! Both lines start from one game imagined from the decider's view (the unseen dominoes in one
//! order drawn from the seed, as the review imagines its orders), so that what differs between
//! the two ends is the decision and what followed from it, never the luck of the draw. Each
//! line's seats are played by Experts seeded alike, so that the same choice gives the same line.

use std::fmt;

use crate::ai::{Bot, Budget, ExpertPlayer, NoClock};
use crate::rules::{Action, ActionError, Game, KingdomId, PlayerId, Pos, Rng, Territory};

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

/// Plays `decision`'s move and `best` to the end, each seat's Expert thinking `iterations`
/// playouts a move; `seed` fixes the imagined draws and the Experts' choices.
pub fn what_if(
    decision: &Decision,
    best: Action,
    iterations: u32,
    seed: u64,
) -> Result<WhatIf, WhatIfError> {
    let view = &decision.view;
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
    let play = |first: Action| -> Result<Game, WhatIfError> {
        let mut game = start.clone();
        game.play_as(seat, first).map_err(WhatIfError::Refused)?;
        to_the_end(&mut game, iterations, experts);
        Ok(game)
    };
    let (played, best_game) = (play(decision.played)?, play(best)?);
    let kingdom = start.table().kingdom_of(seat);
    let line = |first: Action, game: Game, other: &Game| Line {
        first,
        points: game.table().outcome().of(kingdom).total,
        own_territories: only_in(&game, other, kingdom),
        game,
    };
    Ok(WhatIf {
        seat,
        kingdom,
        played: line(decision.played, played.clone(), &best_game),
        best: line(best, best_game, &played),
        start,
    })
}

/// The Expert plays every seat to the end, one bot a seat seeded from `seed`.
fn to_the_end(game: &mut Game, iterations: u32, seed: u64) {
    let mut bots: Vec<ExpertPlayer> = game
        .table()
        .players()
        .map(|p| ExpertPlayer::new(seed ^ u64::from(p.0).wrapping_mul(0x9E37_79B9_7F4A_7C15)))
        .collect();
    let mut legal = Vec::new();
    while let Some(seat) = game.table().to_move() {
        let view = game.view(Some(seat));
        let chosen =
            bots[usize::from(seat.0)].choose(&view, Budget::iterations(iterations), &NoClock);
        // The Expert answers a legal action; were it ever not to, the first legal one keeps the
        // line going rather than leaving it unfinished.
        let action = match chosen.filter(|&a| game.table().check_as(seat, a).is_ok()) {
            Some(action) => action,
            None => {
                game.table().legal_actions(&mut legal);
                legal[0]
            }
        };
        game.play_as(seat, action)
            .unwrap_or_else(|_| unreachable!("a checked action is legal"));
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
