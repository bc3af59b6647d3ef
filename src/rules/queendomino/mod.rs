//! Queendomino: towns, knights collecting tax, coins, towers, buildings bought from the builders
//! board, the Queen and the Dragon. It joins the core through [`GameModule`]: its public state is
//! [`Queendomino`] (in [`crate::rules::Table`]), its hidden building pile stays in the game.

mod action;
mod builders_board;
mod building;
mod checked;
mod estate;
pub(crate) mod queendomino_box;
mod turn;
mod worth_taking;

pub use action::{QueendominoAction, QueendominoError, Stage};
pub use builders_board::BuildersBoard;
pub use building::{
    BuildingId, BuildingKind, BuildingRules, BUILDINGS, BUILDING_TILES, SPOT_COSTS,
};
pub use estate::{Estate, START_COINS, START_KNIGHTS};
pub use turn::TurnState;

use serde::{Deserialize, Serialize};

use super::module::{GameModule, Turn};
use super::Table;
use super::{
    Action, ActionError, Bonuses, ByKingdom, DominoId, Kingdom, KingdomId, Pos, Rng, RuleSet,
    Score, ScorePart, StateError,
};

/// The hidden pile of building tiles, drawn from its end.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BuildingPile(pub(crate) Vec<BuildingId>);

/// Queendomino's public state: each kingdom's estate, the builders board, the Queen and the
/// turn in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Queendomino {
    estates: ByKingdom<Estate>,
    builders: BuildersBoard,
    queen: Option<KingdomId>,
    turn: TurnState,
}

impl Queendomino {
    /// Each kingdom's coins, knights, towers and buildings (a team shares one).
    pub fn estates(&self) -> &ByKingdom<Estate> {
        &self.estates
    }

    pub fn estate(&self, kingdom: KingdomId) -> &Estate {
        &self.estates[kingdom]
    }

    pub fn builders_board(&self) -> &BuildersBoard {
        &self.builders
    }

    /// The kingdom hosting the Queen: the one with the most towers, ties going to the latest.
    pub fn queen(&self) -> Option<KingdomId> {
        self.queen
    }

    pub fn turn(&self) -> TurnState {
        self.turn
    }

    /// Coins a knight would collect now on `at` of `kingdom` (its territory's size plus what
    /// income buildings add): what the page shows before the knight is dropped.
    pub fn tax_preview(&self, id: KingdomId, kingdom: &Kingdom, at: Pos) -> u32 {
        self.estates[id].tax_for(kingdom.territory_size(at))
    }

    /// What building `spot` costs `kingdom` (its Queen's host pays one coin less).
    pub fn cost(&self, id: KingdomId, spot: u8) -> u32 {
        self.builders.cost(spot, self.queen == Some(id))
    }

    /// Tiles nobody has seen leave the pile: still there, as far as any player knows.
    pub fn unseen_buildings(&self) -> Vec<BuildingId> {
        let board = &self.builders;
        BuildingId::all()
            .filter(|b| !board.spots.contains(&Some(*b)))
            .filter(|b| !board.burned.contains(b))
            .filter(|b| {
                !self
                    .estates
                    .iter()
                    .any(|e| e.buildings.iter().any(|(_, x)| x == b))
            })
            .collect()
    }

    /// A pile consistent with what everyone sees, in an order drawn from `rng`: how a computer
    /// player imagines the hidden tiles.
    fn imagined_pile(&self, rng: &mut Rng) -> BuildingPile {
        let mut pile = self.unseen_buildings();
        rng.shuffle(&mut pile);
        pile.truncate(self.builders.pile_len);
        BuildingPile(pile)
    }

    fn check_tax(&self, turn: Turn, at: Pos) -> Result<(), QueendominoError> {
        let estate = &self.estates[turn.kingdom];
        let t = self.turn;
        if t.stage > Stage::Taxed {
            if t.new_knights > 0 && estate.knights_in_hand <= t.new_knights {
                return Err(QueendominoError::KnightsNotReady);
            }
            return Err(QueendominoError::OutOfOrder {
                tried: Stage::Taxed,
                after: t.stage,
            });
        }
        if !t.just_placed.is_some_and(|sq| sq.contains(&at)) {
            return Err(QueendominoError::TaxNotOnNewDomino { at });
        }
        if estate.knights.contains(&at) {
            return Err(QueendominoError::KnightAlreadyThere { at });
        }
        if estate.knights_in_hand == 0 {
            return Err(QueendominoError::NoKnightInGuard);
        }
        Ok(())
    }

    fn check_build(
        &self,
        turn: Turn,
        kingdom: &Kingdom,
        spot: u8,
        at: Pos,
    ) -> Result<(), QueendominoError> {
        if self.turn.stage >= Stage::Built {
            return Err(QueendominoError::OutOfOrder {
                tried: Stage::Built,
                after: self.turn.stage,
            });
        }
        self.for_sale(spot)?;
        let estate = &self.estates[turn.kingdom];
        if !estate.free_towns(kingdom).any(|t| t == at) {
            return Err(QueendominoError::NotAFreeTown { at });
        }
        let cost = self.cost(turn.kingdom, spot);
        if cost > estate.coins {
            return Err(QueendominoError::CannotAfford {
                cost,
                coins: estate.coins,
            });
        }
        Ok(())
    }

    fn check_dragon(&self, turn: Turn, spot: u8) -> Result<(), QueendominoError> {
        if self.builders.dragon_used {
            return Err(QueendominoError::DragonAlreadyUsed);
        }
        if self.turn.stage >= Stage::Bribed {
            return Err(QueendominoError::OutOfOrder {
                tried: Stage::Bribed,
                after: self.turn.stage,
            });
        }
        if self.queen == Some(turn.kingdom) {
            return Err(QueendominoError::QueenHostCannotBribe);
        }
        self.for_sale(spot)?;
        let coins = self.estates[turn.kingdom].coins;
        if coins < 1 {
            return Err(QueendominoError::CannotAfford { cost: 1, coins });
        }
        Ok(())
    }

    /// A building is for sale on `spot`, or the spot is empty.
    fn for_sale(&self, spot: u8) -> Result<(), QueendominoError> {
        match self.builders.spots.get(spot as usize).copied().flatten() {
            Some(_) => Ok(()),
            None => Err(QueendominoError::EmptySpot { spot }),
        }
    }

    /// A knight from the guard taxes the territory under it.
    fn tax(&mut self, turn: Turn, kingdom: &Kingdom, at: Pos) {
        let estate = &mut self.estates[turn.kingdom];
        estate.coins += estate.tax_for(kingdom.territory_size(at));
        estate.knights_in_hand -= 1;
        estate.knights.push(at);
        self.turn.taxed += 1;
        self.turn.stage = Stage::Taxed;
    }

    /// Buys a building onto a town square: its knights, towers and crowns come with it, and the
    /// Queen moves to whoever now has the most towers, ties included.
    fn build(&mut self, turn: Turn, kingdom: &mut Kingdom, spot: u8, at: Pos) {
        let cost = self.cost(turn.kingdom, spot);
        let building = self.builders.spots[spot as usize]
            .take()
            .expect("a checked building");
        let rules = building.rules();
        let estate = &mut self.estates[turn.kingdom];
        estate.coins -= cost;
        estate.buildings.push((at, building));
        estate.knights_in_hand += rules.knights;
        estate.towers += rules.towers;
        let towers = estate.towers;
        kingdom.add_crowns(at, rules.crowns);
        self.turn.stage = Stage::Built;
        self.turn.new_knights = rules.knights;
        let most = self.estates.iter().map(|e| e.towers).max().unwrap_or(0);
        if rules.towers > 0 && towers == most {
            self.queen = Some(turn.kingdom);
        }
    }

    fn bribe(&mut self, turn: Turn, spot: u8) {
        self.estates[turn.kingdom].coins -= 1;
        let burned = self.builders.spots[spot as usize]
            .take()
            .expect("a checked building");
        self.builders.burned.push(burned);
        self.builders.dragon_used = true;
        self.turn.stage = Stage::Bribed;
    }
}

impl GameModule for Queendomino {
    const NAME: &'static str = "queendomino";
    type Action = QueendominoAction;
    type Hidden = BuildingPile;

    fn own(action: Action) -> Option<QueendominoAction> {
        match action {
            Action::Queendomino(a) => Some(a),
            _ => None,
        }
    }

    fn deal(rules: &RuleSet, hidden: &mut BuildingPile, rng: &mut Rng) -> Queendomino {
        hidden.0 = BuildingId::all().collect();
        rng.shuffle(&mut hidden.0);
        let mut builders = BuildersBoard::default();
        builders.new_round(&mut hidden.0);
        Queendomino {
            estates: ByKingdom::new_with(rules.kingdoms as usize, |_| Estate::new()),
            builders,
            queen: None,
            turn: TurnState::default(),
        }
    }

    fn new_round(&mut self, hidden: &mut BuildingPile) {
        self.builders.new_round(&mut hidden.0);
    }

    fn new_turn(&mut self, _: Turn) {
        self.turn = TurnState::default();
    }

    fn placed(&mut self, _: Turn, _: &ByKingdom<Kingdom>, _: DominoId, squares: Option<[Pos; 2]>) {
        self.turn.just_placed = squares;
    }

    fn acts_after_placing(&self) -> bool {
        true
    }

    fn legal_actions(&self, turn: Turn, kingdoms: &ByKingdom<Kingdom>, out: &mut Vec<Action>) {
        let kingdom = &kingdoms[turn.kingdom];
        let estate = &self.estates[turn.kingdom];
        let t = self.turn;
        let ready = estate.knights_in_hand > t.new_knights;
        if ready && t.stage <= Stage::Taxed && t.taxed < 2 {
            if let Some(squares) = t.just_placed {
                out.extend(
                    squares
                        .iter()
                        .filter(|q| !estate.knights.contains(q))
                        .map(|&q| Action::Queendomino(QueendominoAction::Tax(q))),
                );
            }
        }
        if t.stage < Stage::Built {
            let towns: Vec<Pos> = estate.free_towns(kingdom).collect();
            for (spot, building) in self.builders.spots.iter().enumerate() {
                let spot = spot as u8;
                if building.is_some() && self.cost(turn.kingdom, spot) <= estate.coins {
                    out.extend(
                        towns
                            .iter()
                            .map(|&at| Action::Queendomino(QueendominoAction::Build { spot, at })),
                    );
                }
            }
        }
        if t.stage < Stage::Bribed
            && !self.builders.dragon_used
            && self.queen != Some(turn.kingdom)
            && estate.coins >= 1
        {
            for (spot, building) in self.builders.spots.iter().enumerate() {
                if building.is_some() {
                    let spot = spot as u8;
                    out.push(Action::Queendomino(QueendominoAction::Dragon { spot }));
                }
            }
        }
    }

    fn check(
        &self,
        turn: Turn,
        kingdoms: &ByKingdom<Kingdom>,
        action: QueendominoAction,
    ) -> Result<(), ActionError> {
        let kingdom = &kingdoms[turn.kingdom];
        match action {
            QueendominoAction::Tax(at) => self.check_tax(turn, at),
            QueendominoAction::Build { spot, at } => self.check_build(turn, kingdom, spot, at),
            QueendominoAction::Dragon { spot } => self.check_dragon(turn, spot),
        }
        .map_err(ActionError::Queendomino)
    }

    fn apply(&mut self, turn: Turn, kingdoms: &mut ByKingdom<Kingdom>, action: QueendominoAction) {
        let kingdom = &mut kingdoms[turn.kingdom];
        match action {
            QueendominoAction::Tax(at) => self.tax(turn, kingdom, at),
            QueendominoAction::Build { spot, at } => self.build(turn, kingdom, spot, at),
            QueendominoAction::Dragon { spot } => self.bribe(turn, spot),
        }
    }

    fn end_turn(&mut self, _: Turn) {
        self.turn = TurnState::default();
    }

    fn score(&self, id: KingdomId, kingdom: &Kingdom, score: &mut Score) {
        add_score_parts(kingdom, &self.estates[id], self.queen == Some(id), score);
    }

    /// A building's crowns (the Queen's Tower's) are added to its square.
    fn crown_changes(&self, kingdom: KingdomId, out: &mut Vec<(Pos, i8)>) {
        out.extend(
            self.estates[kingdom]
                .buildings
                .iter()
                .filter(|(_, b)| b.rules().crowns > 0)
                .map(|&(p, b)| (p, b.rules().crowns as i8)),
        );
    }

    fn check_state(
        &self,
        rules: &RuleSet,
        kingdoms: &ByKingdom<Kingdom>,
    ) -> Result<(), StateError> {
        self.checked_state(rules, kingdoms)
    }

    fn worth_taking(&self, table: &Table, legal: &[Action]) -> Option<Action> {
        self.judged_worth_taking(table, legal)
    }

    fn imagined_hidden(&self, rng: &mut Rng) -> BuildingPile {
        self.imagined_pile(rng)
    }

    fn reshuffle(hidden: &mut BuildingPile, rng: &mut Rng) {
        rng.shuffle(&mut hidden.0);
    }
}

/// A Queendomino kingdom's score outside a game (boards in links and on the command line).
pub fn score_kingdom(
    kingdom: &Kingdom,
    estate: &Estate,
    hosts_queen: bool,
    bonuses: Bonuses,
) -> Score {
    let mut score = kingdom.score(bonuses);
    add_score_parts(kingdom, estate, hosts_queen, &mut score);
    score
}

/// The buildings' points, a point per three coins, and the Queen's crown on her host's largest
/// territory (every largest one gains the same: its squares). Building crowns are on their
/// squares already.
fn add_score_parts(kingdom: &Kingdom, estate: &Estate, hosts_queen: bool, score: &mut Score) {
    let queen = if hosts_queen {
        score.largest_territory
    } else {
        0
    };
    score.add(ScorePart::Buildings, estate.building_points(kingdom));
    score.add(ScorePart::Coins, estate.coins / 3);
    score.add(ScorePart::Queen, queen);
}
