//! Keeping the tree from one decision to the next. A placement is followed by the same player's
//! claim with nothing revealed in between, and the other players' moves are in the tree too when
//! they come within its few levels: when the new position is reached from the old root by
//! actions the tree holds, that subtree (and what it learnt) becomes the new root.

use super::{ExpertSearch, Node, NONE};
use crate::rules::{DominoId, Game, PlayerView, Table};

/// The longest run of actions looked for between two decisions: a round of the largest table,
/// with Queendomino's optional actions.
const MAX_STEPS: usize = 40;
/// Positions tried before giving up (the kingdoms prune almost every branch at once).
const MAX_TRIED: usize = 4_000;

/// The last tree of each seat a worker searched for, so that its next decision for that seat
/// continues it (a worker may think for several computer players, and give hints).
#[derive(Default)]
pub struct ReusableTrees {
    trees: Vec<ExpertSearch>,
}

impl ReusableTrees {
    /// A search of `view`, continuing the tree kept for its viewer when the game went on
    /// through it.
    pub fn search(&mut self, view: PlayerView, seed: u64) -> ExpertSearch {
        match self.trees.iter().position(|t| t.view.viewer == view.viewer) {
            Some(i) => self.trees.swap_remove(i).continue_into(view, seed),
            None => ExpertSearch::new(view, seed),
        }
    }

    /// Keeps `search` as its viewer's tree, in place of the one before.
    pub fn keep(&mut self, search: ExpertSearch) {
        self.trees.retain(|t| t.view.viewer != search.view.viewer);
        self.trees.push(search);
    }
}

impl ExpertSearch {
    /// A search of `view` that keeps what this one learnt, when `view` follows from its root by
    /// actions the tree holds; otherwise a fresh search.
    pub fn continue_into(self, view: PlayerView, seed: u64) -> ExpertSearch {
        match self.find(&view) {
            Some(node) => self.subtree(node, view, seed),
            None => ExpertSearch::new(view, seed),
        }
    }

    /// The node whose position is `view`'s, if the tree reaches it.
    fn find(&self, view: &PlayerView) -> Option<u32> {
        if view.viewer != self.view.viewer || view.table.setup() != self.view.table.setup() {
            return None;
        }
        let start = Game::from_view(&self.view, self.pile_towards(view)?, 0);
        let mut tried = 0;
        self.find_from(0, &start, &view.table, 0, &mut tried)
    }

    /// A pile for the old root that draws next what `view` has seen since: the one order of
    /// the hidden dominoes that can lead to `view`, as far as the next line goes.
    fn pile_towards(&self, view: &PlayerView) -> Option<Vec<DominoId>> {
        let revealed: Vec<DominoId> = self
            .view
            .unseen
            .iter()
            .copied()
            .filter(|d| !view.unseen.contains(d))
            .collect();
        let len = self.view.table.pile_len();
        if revealed.len() > len || revealed.len() > usize::from(view.table.rules().line_len) {
            return None;
        }
        let mut pile: Vec<DominoId> = self
            .view
            .unseen
            .iter()
            .copied()
            .filter(|d| !revealed.contains(d))
            .take(len - revealed.len())
            .collect();
        // Drawn from the end.
        pile.extend(revealed);
        (pile.len() == len).then_some(pile)
    }

    fn find_from(
        &self,
        node: u32,
        game: &Game,
        target: &Table,
        depth: usize,
        tried: &mut usize,
    ) -> Option<u32> {
        if game.table() == target {
            return Some(node);
        }
        if depth == MAX_STEPS {
            return None;
        }
        let mut c = self.nodes[node as usize].first_child;
        while c != NONE {
            *tried += 1;
            if *tried > MAX_TRIED {
                return None;
            }
            let mut next = game.clone();
            if next.play(self.nodes[c as usize].action).is_ok() && on_the_way(next.table(), target)
            {
                if let Some(found) = self.find_from(c, &next, target, depth + 1, tried) {
                    return Some(found);
                }
            }
            c = self.nodes[c as usize].next_sibling;
        }
        None
    }

    /// A search rooted at `node`'s position (`view`) holding `node`'s subtree.
    fn subtree(self, node: u32, view: PlayerView, seed: u64) -> ExpertSearch {
        let mut fresh = ExpertSearch::new(view, seed);
        if fresh.settled.is_some() {
            return fresh;
        }
        let old = &self.nodes;
        let mut nodes = Vec::with_capacity(old.len());
        nodes.push(Node {
            first_child: NONE,
            next_sibling: NONE,
            ..old[node as usize]
        });
        // Every descendant, each linked in front of its new parent's children.
        let mut queue = vec![(node, 0u32)];
        while let Some((from, to)) = queue.pop() {
            let mut c = old[from as usize].first_child;
            while c != NONE {
                let id = nodes.len() as u32;
                nodes.push(Node {
                    first_child: NONE,
                    next_sibling: nodes[to as usize].first_child,
                    ..old[c as usize]
                });
                nodes[to as usize].first_child = id;
                queue.push((c, id));
                c = old[c as usize].next_sibling;
            }
        }
        fresh.nodes = nodes;
        fresh.reused = fresh.nodes[0].visits;
        fresh
    }
}

/// Whether every kingdom of `table` could still become the one of `target`: the dominoes it
/// holds are the first ones of the target's.
fn on_the_way(table: &Table, target: &Table) -> bool {
    table.players().all(|p| {
        let (now, then) = (
            table.seat_kingdom(p).placed(),
            target.seat_kingdom(p).placed(),
        );
        now.len() <= then.len() && now == &then[..now.len()]
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::GreedyPlayer;
    use crate::rules::{Action, GameSetup, PlayerId, Step};

    /// Plays a game, seat 0 searching and the others greedy: seat 0's decisions, and those that
    /// began with part of the last tree, among them the claims right after its own placement.
    fn decisions_continuing(setup: GameSetup) -> (usize, usize, usize) {
        let mut game = Game::new(setup).unwrap();
        let mut greedy = GreedyPlayer::new();
        let mut trees = ReusableTrees::default();
        let (mut decisions, mut continuing, mut after_placing) = (0, 0, 0);
        let mut placed_last = false;
        while let Some(p) = game.table().to_move() {
            let mut searched = false;
            let action = if p == PlayerId(0) {
                let mut search = trees.search(game.view(Some(p)), 9);
                let kept = search.reused() > 0;
                search.run(600);
                if search.settled.is_none() {
                    searched = true;
                    decisions += 1;
                    continuing += usize::from(kept);
                    if placed_last {
                        assert!(kept, "a claim after a placement continues its branch");
                        after_placing += 1;
                    }
                }
                let choice = search.best().unwrap();
                trees.keep(search);
                choice
            } else {
                greedy.choose(game.table()).unwrap()
            };
            // (A placement with no choice grows no tree.)
            placed_last = searched && matches!(action, Action::Place(_));
            game.play(action).unwrap();
        }
        (decisions, continuing, after_placing)
    }

    /// Every claim after a searched placement continues its branch; some decisions continue
    /// the tree across the other players' moves too, and every action played is legal (a
    /// kept root may hold actions met in imagined games only: they are never chosen).
    #[test]
    fn decisions_continue_the_tree_where_the_game_went_through_it() {
        let mut across = 0;
        for setup in (0..4)
            .map(|seed| GameSetup::kingdomino(2, seed))
            .chain([GameSetup::kingdomino(4, 4), GameSetup::queendomino(2, 5)])
        {
            let (decisions, continuing, after_placing) = decisions_continuing(setup);
            assert!(after_placing >= 5, "{after_placing} claims after placing");
            assert!(continuing >= after_placing && continuing < decisions);
            across += continuing - after_placing;
        }
        assert!(
            across >= 4,
            "{across} decisions continued across others' moves"
        );
    }

    #[test]
    fn a_claim_keeps_what_was_learnt_about_its_placement() {
        let mut game = Game::new(GameSetup::kingdomino(2, 5)).unwrap();
        let mut greedy = GreedyPlayer::new();
        // On to seat 0's second placement.
        while !(game.table().to_move() == Some(PlayerId(0))
            && matches!(game.table().step(), Step::Place { .. }))
        {
            let action = greedy.choose(game.table()).unwrap();
            game.play(action).unwrap();
        }
        let mut search = ExpertSearch::new(game.view(Some(PlayerId(0))), 1);
        search.run(2_000);
        let placement = search.best().unwrap();
        let visits = search.root_stats()[0].1;
        assert!(matches!(placement, Action::Place(_)));
        game.play(placement).unwrap();
        let next = search.continue_into(game.view(Some(PlayerId(0))), 2);
        assert_eq!(next.reused(), visits);
        assert!(!next.root_stats().is_empty());
        assert!(next
            .root_stats()
            .iter()
            .all(|(a, _, _)| matches!(a, Action::Claim(_))));
    }

    #[test]
    fn a_position_the_tree_never_reached_starts_afresh() {
        let game = Game::new(GameSetup::kingdomino(3, 8)).unwrap();
        let mut search = ExpertSearch::new(game.view(Some(PlayerId(0))), 1);
        search.run(200);
        let other = Game::new(GameSetup::kingdomino(3, 9)).unwrap();
        assert_eq!(
            search
                .continue_into(other.view(Some(PlayerId(0))), 2)
                .reused(),
            0
        );
    }
}
