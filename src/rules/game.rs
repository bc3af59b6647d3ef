//! A whole game: the public table plus the hidden draw pile, driven by actions.

use super::table::{Step, TurnState};
use super::{
    Action, ActionError, BuildersBoard, BuildingId, DominoId, Estate, GameSetup, Kingdom, LineSlot,
    PlayerId, PlayerView, Pos, Rng, SetupError, Table,
};

/// A game in progress. It is the only holder of the draw pile's order; players and computer
/// opponents see it through [`PlayerView`]s.
///
/// ```
/// use kingdomino::rules::{Game, GameSetup};
///
/// let mut game = Game::new(GameSetup::kingdomino(2, 7)).unwrap();
/// let mut actions = Vec::new();
/// while !game.table().is_over() {
///     game.table().legal_actions(&mut actions);
///     game.play(actions[0]).unwrap();
/// }
/// assert_eq!(game.table().kingdoms().len(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    table: Table,
    /// Drawn from the end.
    pile: Vec<DominoId>,
    /// Queendomino's hidden pile of buildings, drawn from the end.
    building_pile: Vec<BuildingId>,
    rng: Rng,
    history: Vec<Action>,
}

impl Game {
    /// Deals a new game from a validated setup.
    pub fn new(setup: GameSetup) -> Result<Game, SetupError> {
        setup.validate()?;
        let size = setup.kingdom_size();
        let mut game = Game {
            table: Table {
                setup,
                kingdoms: vec![Kingdom::new(size); setup.players as usize],
                current: Vec::new(),
                next: Vec::new(),
                step: Step::Over,
                pick_order: Vec::new(),
                discarded: Vec::new(),
                pile_len: 0,
                deal: 0,
                finished_deals: Vec::new(),
                estates: Vec::new(),
                builders: BuildersBoard::default(),
                queen: None,
                turn: TurnState::default(),
            },
            pile: Vec::new(),
            building_pile: Vec::new(),
            rng: Rng::new(setup.seed),
            history: Vec::with_capacity(2 * setup.deck_len() * usize::from(setup.deal_count()) + 8),
        };
        game.start_deal();
        Ok(game)
    }

    /// A game consistent with what `view` shows, with `pile` as the hidden draw pile (drawn from
    /// its end): how a computer player imagines the unseen order. `pile` must hold
    /// `view.table.pile_len()` of the view's unseen dominoes. `seed` drives any later shuffle
    /// (the next deals of a Dynasty).
    pub fn from_view(view: &PlayerView, pile: Vec<DominoId>, seed: u64) -> Game {
        debug_assert_eq!(pile.len(), view.table.pile_len());
        debug_assert!(pile.iter().all(|d| view.unseen.contains(d)));
        let mut rng = Rng::new(seed);
        let mut building_pile = view.unseen_buildings.clone();
        rng.shuffle(&mut building_pile);
        building_pile.truncate(view.table.builders.pile_len);
        Game {
            table: view.table.clone(),
            pile,
            building_pile,
            rng,
            history: Vec::new(),
        }
    }

    /// Reorders the hidden draw pile, and nothing else: for tests that what no player can see
    /// never changes what a computer player does.
    pub fn reshuffle_pile(&mut self, seed: u64) {
        let mut rng = Rng::new(seed);
        rng.shuffle(&mut self.pile);
        rng.shuffle(&mut self.building_pile);
    }

    /// The public state.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Every action taken so far, in order (placements in canonical form).
    pub fn history(&self) -> &[Action] {
        &self.history
    }

    /// What `viewer` may know: the table and the set (not the order) of unseen dominoes.
    /// `None` is a spectator.
    pub fn view(&self, viewer: Option<PlayerId>) -> PlayerView {
        PlayerView::new(viewer, self.table.clone())
    }

    /// Takes `action` for the player to move, or refuses it and changes nothing.
    pub fn play(&mut self, action: Action) -> Result<(), ActionError> {
        self.table.check(action)?;
        self.play_unchecked(action);
        Ok(())
    }

    /// Like [`Game::play`], refusing it when `player` is not the one to move.
    pub fn play_as(&mut self, player: PlayerId, action: Action) -> Result<(), ActionError> {
        self.table.check_as(player, action)?;
        self.play_unchecked(action);
        Ok(())
    }

    /// Takes an action known to be legal (one from [`Table::legal_actions`]) without checking it:
    /// the fast path for simulations. An illegal action here breaks the game's invariants.
    pub fn play_unchecked(&mut self, action: Action) {
        let action = match (action, self.table.domino_to_place()) {
            (Action::Place(p), Some(d)) => Action::Place(p.canonical(d.domino())),
            _ => action,
        };
        self.history.push(action);
        match (action, self.table.step) {
            (Action::Claim(domino), Step::FirstClaims { next }) => {
                let player = self.table.pick_order[next as usize];
                claim(&mut self.table.current, domino, player);
                if (next as usize) + 1 < self.table.pick_order.len() {
                    self.table.step = Step::FirstClaims { next: next + 1 };
                } else {
                    self.begin_round();
                }
            }
            (Action::Claim(domino), Step::Claim { slot }) => {
                let player = self.table.current[slot as usize].king.take();
                claim(&mut self.table.next, domino, player.expect("claiming king"));
                self.advance(slot);
            }
            (Action::Place(_) | Action::Discard, Step::Place { slot }) => {
                let line_slot = &mut self.table.current[slot as usize];
                line_slot.taken = true;
                let domino = line_slot.domino;
                let owner = line_slot.king.expect("placing king");
                self.table.turn.just_placed = None;
                match action {
                    Action::Place(p) => {
                        self.table.kingdoms[owner.index()].place_unchecked(domino.domino(), p);
                        self.table.turn.just_placed = p.second().map(|second| [p.first, second]);
                    }
                    _ => self.table.discarded.push(domino),
                }
                if !self.table.next.is_empty() {
                    self.table.step = Step::Claim { slot };
                } else if self.table.setup.is_queendomino() {
                    self.table.step = Step::Finish { slot };
                } else {
                    self.advance(slot);
                }
            }
            (Action::EndTurn, Step::Finish { slot }) => self.advance(slot),
            (Action::Tax(at), _) => self.tax(at),
            (Action::Build { spot, at }, _) => self.build(spot, at),
            (Action::Dragon { spot }, _) => {
                let p = self.table.to_move().expect("someone bribes");
                self.table.estates[p.index()].coins -= 1;
                let burned = self.table.builders.spots[spot as usize]
                    .take()
                    .expect("a building");
                self.table.builders.burned.push(burned);
                self.table.builders.dragon_used = true;
            }
            _ => unreachable!("play_unchecked was given an action of the wrong step"),
        }
    }

    /// A knight from the guard taxes the territory under it.
    fn tax(&mut self, at: Pos) {
        let p = self.table.to_move().expect("someone taxes");
        let squares = self.table.kingdoms[p.index()]
            .territories()
            .into_iter()
            .find(|t| self.table.kingdoms[p.index()].territory_contains(t, at))
            .map_or(0, |t| t.squares);
        let estate = &mut self.table.estates[p.index()];
        estate.coins += estate.tax_for(squares);
        estate.knights_in_hand -= 1;
        estate.knights.push(at);
        self.table.turn.taxed += 1;
    }

    /// Buys a building onto a town square: its knights, towers and crowns come with it, and the
    /// Queen moves to whoever now has the most towers, ties included.
    fn build(&mut self, spot: u8, at: Pos) {
        let p = self.table.to_move().expect("someone builds");
        let cost = self.table.builders.cost(spot, self.table.queen == Some(p));
        let building = self.table.builders.spots[spot as usize]
            .take()
            .expect("a building");
        let rules = building.rules();
        let estate = &mut self.table.estates[p.index()];
        estate.coins -= cost;
        estate.buildings.push((at, building));
        estate.knights_in_hand += rules.knights;
        estate.towers += rules.towers;
        let towers = estate.towers;
        self.table.kingdoms[p.index()].add_crowns(at, rules.crowns);
        self.table.turn.built = true;
        let most = self
            .table
            .estates
            .iter()
            .map(|e| e.towers)
            .max()
            .unwrap_or(0);
        if rules.towers > 0 && towers == most {
            self.table.queen = Some(p);
        }
    }

    /// Shuffles a fresh deck, lays out the first line and draws the first picking order.
    fn start_deal(&mut self) {
        let setup = self.table.setup;
        let mut deck: Vec<DominoId> = setup.domino_box().dominoes().iter().map(|d| d.id).collect();
        self.rng.shuffle(&mut deck);
        deck.truncate(setup.deck_len());
        self.pile = deck;
        let size = setup.kingdom_size();
        for k in &mut self.table.kingdoms {
            *k = Kingdom::new(size);
        }
        self.table.discarded.clear();
        self.table.next.clear();
        if setup.is_queendomino() {
            self.table.estates = vec![Estate::new(); setup.players as usize];
            self.table.builders = BuildersBoard::default();
            self.table.queen = None;
            self.building_pile = BuildingId::all().collect();
            self.rng.shuffle(&mut self.building_pile);
            self.table.builders.new_round(&mut self.building_pile);
        }
        let mut first = std::mem::take(&mut self.table.current);
        self.draw_line(&mut first);
        self.table.current = first;
        self.table.pick_order = self.first_pick_order();
        self.table.step = Step::FirstClaims { next: 0 };
    }

    /// Kings drawn at random; with two players one is drawn and picks once, the other picks
    /// twice, then the first picks the last domino.
    fn first_pick_order(&mut self) -> Vec<PlayerId> {
        let players = self.table.setup.players;
        if self.table.setup.kings_per_player() == 2 {
            let first = PlayerId(self.rng.below(2) as u8);
            let second = PlayerId(1 - first.0);
            vec![first, second, second, first]
        } else {
            let mut order: Vec<PlayerId> = (0..players).map(PlayerId).collect();
            self.rng.shuffle(&mut order);
            order
        }
    }

    /// Replaces `line` with the next dominoes from the pile, sorted by number.
    fn draw_line(&mut self, line: &mut Vec<LineSlot>) {
        let n = self.table.setup.line_len().min(self.pile.len());
        let start = self.pile.len() - n;
        line.clear();
        line.extend(self.pile.drain(start..).map(LineSlot::new));
        line.sort_unstable_by_key(|s| s.domino);
        self.table.pile_len = self.pile.len();
    }

    /// The current line is fully claimed: leftovers go, the next line is drawn, play begins.
    fn begin_round(&mut self) {
        let leftovers = self.table.current.iter().filter(|s| s.king.is_none());
        self.table.discarded.extend(leftovers.map(|s| s.domino));
        self.table.current.retain(|s| s.king.is_some());
        let mut next = std::mem::take(&mut self.table.next);
        self.draw_line(&mut next);
        self.table.next = next;
        if self.table.setup.is_queendomino() {
            self.table.builders.new_round(&mut self.building_pile);
        }
        self.table.turn = TurnState::default();
        self.table.step = Step::Place { slot: 0 };
    }

    /// Moves on to the next king down the current line, or to the next round or deal.
    fn advance(&mut self, after: u8) {
        let next_king = self.table.current[after as usize + 1..]
            .iter()
            .position(|s| s.king.is_some() && !s.taken);
        if let Some(offset) = next_king {
            self.table.turn = TurnState::default();
            self.table.step = Step::Place {
                slot: after + 1 + offset as u8,
            };
        } else if self.table.next.is_empty() {
            self.end_deal();
        } else {
            std::mem::swap(&mut self.table.current, &mut self.table.next);
            self.begin_round();
        }
    }

    fn end_deal(&mut self) {
        let scores = self.table.scores();
        self.table.finished_deals.push(scores);
        if self.table.deal + 1 < self.table.setup.deal_count() {
            self.table.deal += 1;
            self.start_deal();
        } else {
            self.table.step = Step::Over;
        }
    }
}

fn claim(line: &mut [LineSlot], domino: DominoId, player: PlayerId) {
    let slot = line
        .iter_mut()
        .find(|s| s.domino == domino)
        .expect("claimed domino is on the line");
    slot.king = Some(player);
}
