//! The Expert: information-set Monte Carlo tree search. Every iteration imagines one order of the
//! unseen dominoes (a determinization drawn from the player's view, never the real pile), walks
//! a shared tree of actions with UCB (the next few actions only), adds one node, finishes the
//! game with the cheap informed playout, and credits each node with the result of the player
//! who chose it, so any number of players and any turn order work.

mod reuse;

pub use reuse::ReusableTrees;

use super::playout::Playout;
use super::{think, Bot, Budget, Clock, Search};
use crate::rules::{Action, Game, PlayerId, PlayerView, Rng, Table, MAX_PLAYERS};

const NONE: u32 = u32::MAX;
/// Exploration constant for rewards in 0..=1; 0.35 and 1.2 both measured weaker (docs/expert.md).
const EXPLORATION: f64 = 0.7;
/// How many actions deep the tree grows below its root; the playout plays every action beyond.
/// Deeper, the tree plays the other players' later moves by UCB over few visits, untried ones
/// at random, which models them worse than the playout does (docs/expert.md).
const TREE_DEPTH: usize = 3;
/// Iterations between looks at the clock (and progress reports in the worker).
pub const CHUNK: u32 = 64;

#[derive(Clone, Copy)]
struct Node {
    action: Action,
    /// The player who took `action`; the node's value is theirs.
    actor: PlayerId,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// Times the node's action was legal when its parent was passed through.
    available: u32,
    reward: f64,
}

/// A search in progress, run in chunks so that a worker can report progress and stop on time.
pub struct ExpertSearch {
    view: PlayerView,
    nodes: Vec<Node>,
    rng: Rng,
    playout: Playout,
    legal: Vec<Action>,
    /// The actions legal at the root: a tree kept from an earlier decision may hold others,
    /// met in imagined games where its actions led elsewhere.
    root_legal: Vec<Action>,
    path: Vec<u32>,
    unseen: Vec<crate::rules::DominoId>,
    iterations: u32,
    /// Iterations the root had already seen when the search began (kept from the last decision).
    reused: u32,
    /// The root's legal actions when there are fewer than two: nothing to search.
    settled: Option<Option<Action>>,
}

/// The result of a finished game for each seat (its kingdom's, so team-mates share it): mostly
/// the share of the victory, a little the margin over the best opponent, so that search prefers
/// bigger wins and smaller losses (victory alone and a sharper margin were measured weaker or
/// level: see docs/expert.md).
fn rewards(table: &Table) -> [f64; MAX_PLAYERS] {
    let outcome = table.outcome();
    let mut r = [0.0; MAX_PLAYERS];
    for seat in table.players() {
        let s = outcome.of(table.kingdom_of(seat));
        let margin = outcome.margin(s) as f64;
        r[seat.index()] = 0.75 * outcome.share(s) + 0.25 * (0.5 + 0.5 * (margin / 20.0).tanh());
    }
    r
}

impl ExpertSearch {
    pub fn new(view: PlayerView, seed: u64) -> ExpertSearch {
        let mut legal = Vec::with_capacity(128);
        view.table.legal_actions(&mut legal);
        let settled = (legal.len() <= 1).then(|| legal.first().copied());
        let root = Node {
            action: Action::Discard,
            actor: PlayerId(0),
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            available: 0,
            reward: 0.0,
        };
        ExpertSearch {
            view,
            nodes: vec![root],
            rng: Rng::new(seed),
            playout: Playout::default(),
            root_legal: legal.clone(),
            legal,
            path: Vec::with_capacity(64),
            unseen: Vec::new(),
            iterations: 0,
            reused: 0,
            settled,
        }
    }

    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// Iterations through the root kept from the previous decision's tree.
    pub fn reused(&self) -> u32 {
        self.reused
    }

    /// The root's actions with their visits and mean reward, most visited first.
    pub fn root_stats(&self) -> Vec<(Action, u32, f64)> {
        let mut stats = Vec::new();
        let mut c = self.nodes[0].first_child;
        while c != NONE {
            let n = &self.nodes[c as usize];
            if self.root_legal.contains(&n.action) {
                stats.push((n.action, n.visits, n.reward / f64::from(n.visits.max(1))));
            }
            c = n.next_sibling;
        }
        crate::short_sort::sort_by(&mut stats, |a, b| b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)));
        stats
    }

    /// The most visited action at the root.
    /// (Before any iteration, the first legal one.)
    pub fn best(&self) -> Option<Action> {
        match self.settled {
            Some(only) => only,
            None => self
                .root_stats()
                .first()
                .map(|s| s.0)
                .or(self.root_legal.first().copied()),
        }
    }

    /// Runs `count` more iterations (none when there is nothing to choose).
    pub fn run(&mut self, count: u32) {
        if self.settled.is_some() {
            return;
        }
        for _ in 0..count {
            self.iterate();
        }
    }

    /// One imagined order of the unseen dominoes, consistent with the view.
    fn determinize(&mut self) -> Game {
        self.unseen.clear();
        self.unseen.extend_from_slice(&self.view.unseen);
        self.rng.shuffle(&mut self.unseen);
        self.unseen.truncate(self.view.table.pile_len());
        Game::from_view(&self.view, self.unseen.clone(), self.rng.next_u64())
    }

    fn child_with(&self, parent: u32, action: Action) -> u32 {
        let mut c = self.nodes[parent as usize].first_child;
        while c != NONE && self.nodes[c as usize].action != action {
            c = self.nodes[c as usize].next_sibling;
        }
        c
    }

    fn iterate(&mut self) {
        let mut game = self.determinize();
        self.path.clear();
        self.path.push(0);
        let mut node = 0u32;
        while self.path.len() <= TREE_DEPTH {
            let Some(actor) = game.table().to_move() else {
                break;
            };
            game.table().legal_actions(&mut self.legal);
            let mut untried = None;
            let mut seen_untried = 0;
            let mut best = (NONE, f64::NEG_INFINITY);
            for i in 0..self.legal.len() {
                let action = self.legal[i];
                let c = self.child_with(node, action);
                if c == NONE {
                    seen_untried += 1;
                    if self.rng.below(seen_untried) == 0 {
                        untried = Some(action);
                    }
                    continue;
                }
                let n = &mut self.nodes[c as usize];
                n.available += 1;
                let mean = n.reward / f64::from(n.visits);
                let ucb =
                    mean + EXPLORATION * (f64::from(n.available).ln() / f64::from(n.visits)).sqrt();
                if ucb > best.1 {
                    best = (c, ucb);
                }
            }
            if let Some(action) = untried {
                let id = self.nodes.len() as u32;
                let parent = &mut self.nodes[node as usize];
                let sibling = parent.first_child;
                parent.first_child = id;
                self.nodes.push(Node {
                    action,
                    actor,
                    first_child: NONE,
                    next_sibling: sibling,
                    visits: 0,
                    available: 1,
                    reward: 0.0,
                });
                game.play_unchecked(action);
                self.path.push(id);
                break;
            }
            node = best.0;
            game.play_unchecked(self.nodes[node as usize].action);
            self.path.push(node);
        }
        self.playout.run(&mut game, &mut self.rng);
        let r = rewards(game.table());
        for &n in &self.path {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            node.reward += r[node.actor.index()];
        }
        self.iterations += 1;
    }
}

impl Search for ExpertSearch {
    fn run(&mut self, work: u32) {
        ExpertSearch::run(self, work);
    }

    fn work_done(&self) -> u32 {
        self.iterations
    }

    fn is_settled(&self) -> bool {
        self.settled.is_some()
    }

    fn best(&self) -> Option<Action> {
        ExpertSearch::best(self)
    }

    fn root_stats(&self) -> Vec<(Action, u32, f64)> {
        ExpertSearch::root_stats(self)
    }

    fn into_tree(self: Box<Self>) -> Option<ExpertSearch> {
        Some(*self)
    }
}

/// The Expert as a [`Bot`]: a search for every decision, seeded from its own seed, continuing
/// the last decision's tree where the game went on through it.
pub struct ExpertPlayer {
    rng: Rng,
    trees: ReusableTrees,
}

impl ExpertPlayer {
    pub fn new(seed: u64) -> ExpertPlayer {
        ExpertPlayer {
            rng: Rng::new(seed),
            trees: ReusableTrees::default(),
        }
    }
}

impl Bot for ExpertPlayer {
    fn choose(&mut self, view: &PlayerView, budget: Budget, clock: &dyn Clock) -> Option<Action> {
        let seed = self.rng.next_u64();
        let mut search = self.trees.search(view.clone(), seed);
        let choice = think(&mut search, budget, clock);
        self.trees.keep(search);
        choice
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameSetup, Step};

    /// How many actions below the root the deepest node lies.
    fn deepest(search: &ExpertSearch) -> usize {
        let (mut deepest, mut stack) = (0, vec![(0u32, 0usize)]);
        while let Some((node, depth)) = stack.pop() {
            deepest = deepest.max(depth);
            let mut c = search.nodes[node as usize].first_child;
            while c != NONE {
                stack.push((c, depth + 1));
                c = search.nodes[c as usize].next_sibling;
            }
        }
        deepest
    }

    /// The tree stops at the next few actions and leaves the rest to the playout; it does reach
    /// that depth.
    #[test]
    fn the_tree_grows_no_deeper_than_its_limit() {
        let mut game = Game::new(GameSetup::kingdomino(4, 3)).unwrap();
        while !matches!(game.table().step(), Step::Place { .. }) {
            let mut actions = Vec::new();
            game.table().legal_actions(&mut actions);
            game.play(actions[0]).unwrap();
        }
        let viewer = game.table().to_move();
        let mut search = ExpertSearch::new(game.view(viewer), 5);
        search.run(5_000);
        assert_eq!(deepest(&search), TREE_DEPTH);
    }
}
