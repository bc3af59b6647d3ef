//! A whole game: the public table plus the hidden draw piles, driven by actions.

use super::draws::{draw_from, RevealedDraws};
use super::module::{HiddenParts, ModuleKind, Modules, Turn};
use super::table::Step;
use super::{
    registry, Action, ActionError, ByKingdom, DominoId, FirstClaims, GameSetup, Kingdom, LineSlot,
    PlayerId, PlayerView, Rng, RuleSet, SetupError, Table,
};

/// A game in progress. It is the only holder of the draw piles' order; players and computer
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
    /// Drawn from the end. In a deal made together (`draws`), every domino of the boxes not
    /// drawn yet this deal, in no order: each line is drawn from it by its own seed.
    pile: Vec<DominoId>,
    /// A deal made together: one seed per draw instead of `rng` (see [`RevealedDraws`]).
    draws: Option<RevealedDraws>,
    /// With `draws`, how many dominoes this deal has still to bring out.
    undrawn: usize,
    /// The game modules in play (dealt again at each deal).
    kinds: Vec<ModuleKind>,
    /// What the modules in play hide (their own draw piles), in their order.
    hidden: HiddenParts,
    rng: Rng,
    history: Vec<Action>,
    /// Who took each action of `history`.
    actors: Vec<PlayerId>,
}

/// Room for every action of a match, so that playing never reallocates.
fn action_room(rules: &RuleSet) -> usize {
    3 * usize::from(rules.dominoes_per_deal) * usize::from(rules.deals) + 8
}

impl Game {
    /// Deals a new game from a validated setup.
    pub fn new(setup: GameSetup) -> Result<Game, SetupError> {
        let rules = setup.rules()?;
        Game::with_modules(setup, &registry::in_play(&rules))
    }

    /// Deals a new game with the game modules of `kinds` in play, in that order, instead of
    /// those its rule set names: how a module in the making (or a test's) plugs in.
    pub fn with_modules(setup: GameSetup, kinds: &[ModuleKind]) -> Result<Game, SetupError> {
        Game::build(setup, kinds, None)
    }

    /// Deals a new game whose draws take their seeds from `draws` instead of `setup.seed`: a
    /// deal the players make together (games by link). Past the known seeds the game is starved
    /// ([`Game::is_starved`]).
    pub fn dealt_by(setup: GameSetup, draws: RevealedDraws) -> Result<Game, SetupError> {
        let rules = setup.rules()?;
        Game::build(setup, &registry::in_play(&rules), Some(draws))
    }

    /// The same game at its start: the same setup, modules and source of draws.
    pub fn at_start(&self) -> Game {
        let draws = self.draws.as_ref().map(RevealedDraws::rewound);
        // Not `expect`: its message would carry the error's `Debug` into every build.
        Game::build(self.table.setup, &self.kinds, draws)
            .unwrap_or_else(|_| panic!("a game's own setup is valid"))
    }

    /// Whether a draw was due whose seed is not known yet (a deal made together): the state is
    /// then not the real game's, and the action that led here waits for the seed.
    pub fn is_starved(&self) -> bool {
        self.draws.as_ref().is_some_and(RevealedDraws::is_starved)
    }

    /// In a deal made together, the draws made so far (a starved one included).
    pub fn draws_made(&self) -> Option<usize> {
        self.draws.as_ref().map(RevealedDraws::used)
    }

    fn build(
        setup: GameSetup,
        kinds: &[ModuleKind],
        draws: Option<RevealedDraws>,
    ) -> Result<Game, SetupError> {
        let rules = setup.rules()?;
        let capacity = action_room(&rules);
        let mut game = Game {
            table: Table {
                setup,
                rules,
                kingdoms: ByKingdom::new_with(rules.kingdoms as usize, |_| {
                    Kingdom::new(rules.kingdom_size)
                }),
                current: Vec::new(),
                next: Vec::new(),
                step: Step::Over,
                pick_order: Vec::new(),
                discarded: Vec::new(),
                set_aside: Vec::new(),
                pile_len: 0,
                deal: 0,
                finished_deals: Vec::new(),
                modules: Modules::default(),
            },
            pile: Vec::new(),
            draws,
            undrawn: 0,
            kinds: kinds.to_vec(),
            hidden: HiddenParts::default(),
            rng: Rng::new(setup.seed),
            history: Vec::with_capacity(capacity),
            actors: Vec::with_capacity(capacity),
        };
        game.start_deal();
        Ok(game)
    }

    /// A game consistent with what `view` shows, with `pile` as the hidden draw pile (drawn from
    /// its end): how a computer player imagines the unseen order. `pile` must hold
    /// `view.table.pile_len()` of the view's unseen dominoes. `seed` drives any later shuffle
    /// (the next deals of a Dynasty) and the order imagined for the modules' hidden piles.
    pub fn from_view(view: &PlayerView, mut pile: Vec<DominoId>, seed: u64) -> Game {
        debug_assert_eq!(pile.len(), view.table.pile_len());
        debug_assert!(pile.iter().all(|d| view.unseen.contains(d)));
        let rules = view.table.rules;
        let drawn = usize::from(rules.dominoes_per_deal) - view.table.pile_len();
        rules.arrange_pile(&mut pile, drawn / usize::from(rules.line_len));
        let mut rng = Rng::new(seed);
        let hidden = view.table.modules.imagined_hidden(&mut rng);
        // Searches play an imagined game to its end for every iteration.
        let room = action_room(&rules);
        Game {
            table: view.table.clone(),
            pile,
            draws: None,
            undrawn: 0,
            kinds: view.table.modules.kinds(),
            hidden,
            rng,
            history: Vec::with_capacity(room),
            actors: Vec::with_capacity(room),
        }
    }

    /// Reorders the hidden draw piles, and nothing else: for tests that what no player can see
    /// never changes what a computer player does.
    pub fn reshuffle_pile(&mut self, seed: u64) {
        let mut rng = Rng::new(seed);
        rng.shuffle(&mut self.pile);
        for (module, hidden) in self.table.modules.iter().zip(self.hidden.iter_mut()) {
            module.reshuffle(&mut **hidden, &mut rng);
        }
    }

    /// The public state.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Every action taken so far, in order (placements in canonical form).
    pub fn history(&self) -> &[Action] {
        &self.history
    }

    /// Every action taken so far with the seat that took it, in order.
    pub fn played(
        &self,
    ) -> impl DoubleEndedIterator<Item = (PlayerId, Action)> + ExactSizeIterator + '_ {
        self.actors
            .iter()
            .copied()
            .zip(self.history.iter().copied())
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
        if let Some(seat) = self.table.to_move() {
            self.actors.push(seat);
        }
        if !self.table.modules.is_empty() {
            let owner = self.table.modules.owner_index(action);
            for (i, m) in self.table.modules.iter_mut().enumerate() {
                if Some(i) != owner {
                    m.acted(action);
                }
            }
        }
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
                self.end_turn();
                let player = self.table.current[slot as usize].king.take();
                claim(&mut self.table.next, domino, player.expect("claiming king"));
                self.advance(slot);
            }
            (Action::Place(_) | Action::Discard, Step::Place { slot }) => {
                self.place(slot, action);
            }
            (Action::EndTurn, Step::Finish { slot }) => {
                self.end_turn();
                self.advance(slot);
            }
            (action, _) => {
                let turn = self.table.turn_of_mover().expect("someone acts");
                let module = self
                    .table
                    .modules
                    .owner_mut(action)
                    .expect("play_unchecked was given an action of the wrong step");
                module.apply(turn, &mut self.table.kingdoms, action);
            }
        }
    }

    /// The king on `slot` lays its domino (or discards it); its turn goes on with its game
    /// module's actions and the claim, or ends.
    fn place(&mut self, slot: u8, action: Action) {
        let line_slot = &mut self.table.current[slot as usize];
        line_slot.taken = true;
        let domino = line_slot.domino;
        let seat = line_slot.king.expect("placing king");
        let turn = Turn {
            seat,
            kingdom: self.table.rules.kingdom_of(seat),
        };
        let squares = match action {
            Action::Place(p) => {
                self.table.kingdoms[turn.kingdom].place_unchecked(domino.domino(), p);
                p.second().map(|second| [p.first, second])
            }
            _ => {
                self.table.discarded.push(domino);
                None
            }
        };
        let mut acts_after = false;
        let kingdoms = &self.table.kingdoms;
        for m in self.table.modules.iter_mut() {
            m.placed(turn, kingdoms, domino, squares);
            acts_after |= m.acts_after_placing();
        }
        if !self.table.next.is_empty() {
            self.table.step = Step::Claim { slot };
        } else if acts_after {
            self.table.step = Step::Finish { slot };
        } else {
            self.end_turn();
            self.advance(slot);
        }
    }

    /// The next king begins its turn.
    #[inline]
    fn new_turn(&mut self) {
        self.tell_modules(true);
    }

    /// The king to move ends its turn.
    #[inline]
    fn end_turn(&mut self) {
        self.tell_modules(false);
    }

    /// Tells the modules in play that the king to move starts (or ends) its turn.
    #[inline]
    fn tell_modules(&mut self, starting: bool) {
        if !self.table.modules.is_empty() {
            self.tell_each_module(starting); // else no module to tell: the plain game's fast path
        }
    }

    fn tell_each_module(&mut self, starting: bool) {
        let Some(turn) = self.table.turn_of_mover() else {
            return;
        };
        for m in self.table.modules.iter_mut() {
            if starting {
                m.new_turn(turn)
            } else {
                m.end_turn(turn)
            }
        }
    }

    /// Shuffles a fresh deck, lays out the first line and draws the first picking order (the
    /// kingdoms are empty: new, or emptied by the deal before).
    fn start_deal(&mut self) {
        let rules = self.table.rules;
        let mut deck: Vec<DominoId> = rules
            .domino_boxes()
            .flat_map(|b| b.dominoes().iter().map(|d| d.id))
            .collect();
        self.table.discarded.clear();
        self.table.next.clear();
        let mut first = std::mem::take(&mut self.table.current);
        if let Some(draws) = &mut self.draws {
            // Nothing is ordered in advance: the deal's own seed deals the modules, the first
            // line and the first claims; later lines wait for theirs.
            let mut rng = draws.next();
            self.pile = deck;
            self.undrawn = usize::from(rules.dominoes_per_deal);
            (self.table.modules, self.hidden) = Modules::deal(&self.kinds, &rules, &mut rng);
            self.draw_line(&mut first, Some(&mut rng));
            self.table.current = first;
            self.table.pick_order = first_pick_order(&rules, &mut rng);
        } else {
            self.rng.shuffle(&mut deck);
            deck.truncate(usize::from(rules.dominoes_per_deal));
            rules.arrange_pile(&mut deck, 0);
            self.pile = deck;
            (self.table.modules, self.hidden) = Modules::deal(&self.kinds, &rules, &mut self.rng);
            self.draw_line(&mut first, None);
            self.table.current = first;
            self.table.pick_order = first_pick_order(&rules, &mut self.rng);
        }
        self.table.step = Step::FirstClaims { next: 0 };
    }

    /// Replaces `line` with the next dominoes from the pile, sorted by number: from its end, or
    /// at random by `rng` in a deal made together.
    fn draw_line(&mut self, line: &mut Vec<LineSlot>, rng: Option<&mut Rng>) {
        let rules = self.table.rules;
        line.clear();
        match rng {
            Some(rng) => {
                let n = usize::from(rules.line_len).min(self.undrawn);
                let lines_drawn = (usize::from(rules.dominoes_per_deal) - self.undrawn)
                    / usize::from(rules.line_len);
                let wanted = rules
                    .lines_alternate_boxes
                    .then(|| rules.box_of_line(lines_drawn));
                let drawn = draw_from(
                    &mut self.pile,
                    n,
                    |d| wanted.is_none_or(|b| d.domino_box == b),
                    rng,
                );
                self.undrawn -= drawn.len();
                line.extend(drawn.into_iter().map(LineSlot::new));
            }
            None => {
                let n = usize::from(rules.line_len).min(self.pile.len());
                let start = self.pile.len() - n;
                line.extend(self.pile.drain(start..).map(LineSlot::new));
            }
        }
        crate::short_sort::sort_by_key(line, |s| s.domino.line_rank());
        // Positions the rule set sets aside before anyone claims.
        let discards = rules.line_discards;
        self.table.set_aside.clear();
        if discards != 0 {
            let mut position = 0;
            line.retain(|s| {
                let gone = discards & (1 << position) != 0;
                position += 1;
                if gone {
                    self.table.discarded.push(s.domino);
                    self.table.set_aside.push(s.domino);
                }
                !gone
            });
        }
        self.table.pile_len = if self.draws.is_some() {
            self.undrawn
        } else {
            self.pile.len()
        };
    }

    /// The current line is fully claimed: leftovers go, the next line is drawn, play begins.
    fn begin_round(&mut self) {
        let leftovers = self.table.current.iter().filter(|s| s.king.is_none());
        self.table.discarded.extend(leftovers.map(|s| s.domino));
        self.table.current.retain(|s| s.king.is_some());
        let mut next = std::mem::take(&mut self.table.next);
        // A deal made together draws the round's line and reshuffles what the modules hide by
        // the round's own seed, unless there is nothing left to draw.
        let hides = !self.hidden.hides_nothing();
        let mut rng = match &mut self.draws {
            Some(draws) if self.undrawn > 0 || hides => Some(draws.next()),
            _ => None,
        };
        if let Some(rng) = &mut rng {
            for (m, hidden) in self.table.modules.iter().zip(self.hidden.iter_mut()) {
                m.reshuffle(&mut **hidden, rng);
            }
        }
        self.draw_line(&mut next, rng.as_mut());
        self.table.next = next;
        for (m, hidden) in self.table.modules.iter_mut().zip(self.hidden.iter_mut()) {
            m.new_round(&mut **hidden);
        }
        self.table.step = Step::Place { slot: 0 };
        self.new_turn();
    }

    /// Moves on to the next king down the current line, or to the next round or deal.
    fn advance(&mut self, after: u8) {
        let next_king = self.table.current[after as usize + 1..]
            .iter()
            .position(|s| s.king.is_some() && !s.taken);
        if let Some(offset) = next_king {
            self.table.step = Step::Place {
                slot: after + 1 + offset as u8,
            };
            self.new_turn();
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
        if self.table.deal + 1 < self.table.rules.deals {
            self.table.deal += 1;
            // Each deal builds new kingdoms (a Dynasty adds up the deals' scores).
            for k in self.table.kingdoms.iter_mut() {
                *k = Kingdom::new(self.table.rules.kingdom_size);
            }
            self.start_deal();
        } else {
            self.table.step = Step::Over;
        }
    }
}

/// The order of the first claims, as the rule set draws it.
fn first_pick_order(rules: &RuleSet, rng: &mut Rng) -> Vec<PlayerId> {
    match rules.first_claims {
        FirstClaims::OneTwoOne => {
            let first = PlayerId(rng.below(2) as u8);
            let second = PlayerId(1 - first.0);
            vec![first, second, second, first]
        }
        FirstClaims::KingsDrawnAtRandom => {
            let mut kings: Vec<PlayerId> = rules
                .seat_ids()
                .flat_map(|s| std::iter::repeat_n(s, usize::from(rules.kings_per_seat)))
                .collect();
            rng.shuffle(&mut kings);
            kings
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
