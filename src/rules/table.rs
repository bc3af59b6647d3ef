//! Everything on the table that every player can see, and the legality of actions.

use super::{
    Action, ActionError, BuildersBoard, Estate, Expected, GameSetup, Kingdom, LineSlot, PlayerId,
    Pos, Score,
};
use serde::{Deserialize, Serialize};

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// The first line of a deal is being claimed; `next` indexes the pick order.
    FirstClaims {
        next: u8,
    },
    /// The king on this slot of the current line places (or discards) its domino.
    Place {
        slot: u8,
    },
    /// The king on this slot of the current line claims a domino on the next line (in
    /// Queendomino, it may tax, build and bribe the Dragon first).
    Claim {
        slot: u8,
    },
    /// Queendomino's last round: the king on this slot may tax, build and bribe, then ends its turn.
    Finish {
        slot: u8,
    },
    Over,
}

/// What the king to move has done this turn (Queendomino).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnState {
    /// The squares of the domino just placed (none after a discard).
    pub just_placed: Option<[Pos; 2]>,
    pub taxed: u8,
    pub built: bool,
}

/// The public part of a game: what every player may see. It holds no hidden information, so
/// views for players and computer opponents are built from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub(crate) setup: GameSetup,
    pub(crate) kingdoms: Vec<Kingdom>,
    pub(crate) current: Vec<LineSlot>,
    pub(crate) next: Vec<LineSlot>,
    pub(crate) step: Step,
    pub(crate) pick_order: Vec<PlayerId>,
    pub(crate) discarded: Vec<DominoId>,
    pub(crate) pile_len: usize,
    pub(crate) deal: u8,
    pub(crate) finished_deals: Vec<Vec<Score>>,
    /// Queendomino: each player's coins, knights, towers and buildings (empty in Kingdomino).
    pub(crate) estates: Vec<Estate>,
    pub(crate) builders: BuildersBoard,
    pub(crate) queen: Option<PlayerId>,
    pub(crate) turn: TurnState,
}

use super::DominoId;

impl Table {
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    pub fn step(&self) -> Step {
        self.step
    }

    pub fn is_over(&self) -> bool {
        self.step == Step::Over
    }

    /// The line whose dominoes are being placed (during the first claims: the one being claimed).
    pub fn current_line(&self) -> &[LineSlot] {
        &self.current
    }

    /// The line being claimed for the next round; empty in the last round.
    pub fn next_line(&self) -> &[LineSlot] {
        &self.next
    }

    /// Dominoes left in the draw pile (their order is hidden).
    pub fn pile_len(&self) -> usize {
        self.pile_len
    }

    /// Dominoes discarded this deal: unclaimed leftovers and dominoes that fitted nowhere.
    pub fn discarded(&self) -> &[DominoId] {
        &self.discarded
    }

    pub fn kingdom(&self, player: PlayerId) -> &Kingdom {
        &self.kingdoms[player.index()]
    }

    pub fn kingdoms(&self) -> &[Kingdom] {
        &self.kingdoms
    }

    pub fn players(&self) -> impl Iterator<Item = PlayerId> {
        (0..self.setup.players).map(PlayerId)
    }

    /// Which deal of the match this is, from 0 (a Dynasty has three).
    pub fn deal(&self) -> u8 {
        self.deal
    }

    /// The scores of each deal already finished, per player.
    pub fn finished_deals(&self) -> &[Vec<Score>] {
        &self.finished_deals
    }

    /// The order in which kings claim the first line of this deal.
    pub fn pick_order(&self) -> &[PlayerId] {
        &self.pick_order
    }

    /// The player who acts next, or `None` once the game is over.
    pub fn to_move(&self) -> Option<PlayerId> {
        match self.step {
            Step::FirstClaims { next } => Some(self.pick_order[next as usize]),
            Step::Place { slot } | Step::Claim { slot } | Step::Finish { slot } => {
                self.current[slot as usize].king
            }
            Step::Over => None,
        }
    }

    /// What the player to move must do, or `None` once the game is over.
    pub fn expected(&self) -> Option<Expected> {
        match self.step {
            Step::FirstClaims { .. } | Step::Claim { .. } => Some(Expected::Claim),
            Step::Place { .. } => Some(Expected::Place),
            Step::Finish { .. } => Some(Expected::Finish),
            Step::Over => None,
        }
    }

    /// The domino the player to move must place, during a placement.
    pub fn domino_to_place(&self) -> Option<DominoId> {
        match self.step {
            Step::Place { slot } => Some(self.current[slot as usize].domino),
            _ => None,
        }
    }

    /// The line on which the player to move claims, during a claim.
    pub fn line_to_claim(&self) -> Option<&[LineSlot]> {
        match self.step {
            Step::FirstClaims { .. } => Some(&self.current),
            Step::Claim { .. } => Some(&self.next),
            _ => None,
        }
    }

    /// Writes every legal action into `out` (cleared first). Placements are listed once each in
    /// the form [`crate::rules::Placement::canonical`] gives; a discard is listed only when no
    /// placement exists.
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.step {
            Step::Over => {}
            Step::FirstClaims { .. } | Step::Claim { .. } => {
                let line = self.line_to_claim().unwrap_or_default();
                out.extend(
                    line.iter()
                        .filter(|s| s.king.is_none())
                        .map(|s| Action::Claim(s.domino)),
                );
                if matches!(self.step, Step::Claim { .. }) {
                    self.queendomino_extras(out);
                }
            }
            Step::Finish { .. } => {
                out.push(Action::EndTurn);
                self.queendomino_extras(out);
            }
            Step::Place { slot } => {
                let slot = self.current[slot as usize];
                let owner = slot.king.expect("a placing slot has its king");
                let domino = slot.domino.domino();
                self.kingdoms[owner.index()].scan(domino, |p| {
                    out.push(Action::Place(p));
                    false
                });
                if out.is_empty() {
                    out.push(Action::Discard);
                }
            }
        }
    }

    /// Whether the player to move may take `action`, and if not, why.
    pub fn check(&self, action: Action) -> Result<(), ActionError> {
        let expected = self.expected().ok_or(ActionError::GameOver)?;
        match (action, self.step) {
            (Action::Claim(domino), Step::FirstClaims { .. } | Step::Claim { .. }) => {
                let line = self.line_to_claim().unwrap_or_default();
                let slot = line
                    .iter()
                    .find(|s| s.domino == domino)
                    .ok_or(ActionError::NotOnLine { domino })?;
                if slot.king.is_some() {
                    return Err(ActionError::AlreadyClaimed { domino });
                }
                Ok(())
            }
            (Action::Place(placement), Step::Place { slot }) => {
                let (kingdom, domino) = self.placing(slot);
                Ok(kingdom.check(domino.domino(), placement)?)
            }
            (Action::EndTurn, Step::Finish { .. }) => Ok(()),
            (Action::Tax(_) | Action::Build { .. } | Action::Dragon { .. }, _)
                if !self.setup.is_queendomino() =>
            {
                Err(ActionError::NotInThisGame)
            }
            (Action::Tax(at), Step::Claim { .. } | Step::Finish { .. }) => self.check_tax(at),
            (Action::Build { spot, at }, Step::Claim { .. } | Step::Finish { .. }) => {
                self.check_build(spot, at)
            }
            (Action::Dragon { spot }, Step::Claim { .. } | Step::Finish { .. }) => {
                self.check_dragon(spot)
            }
            (Action::Discard, Step::Place { slot }) => {
                let (kingdom, domino) = self.placing(slot);
                if kingdom.can_place(domino.domino()) {
                    Err(ActionError::DiscardRefused { domino })
                } else {
                    Ok(())
                }
            }
            _ => Err(ActionError::WrongStep { expected }),
        }
    }

    /// Like [`Table::check`], for a named player.
    pub fn check_as(&self, player: PlayerId, action: Action) -> Result<(), ActionError> {
        match self.to_move() {
            None => Err(ActionError::GameOver),
            Some(to_move) if to_move != player => Err(ActionError::NotYourTurn { to_move }),
            Some(_) => self.check(action),
        }
    }

    fn placing(&self, slot: u8) -> (&Kingdom, DominoId) {
        let slot = self.current[slot as usize];
        let owner = slot.king.expect("a placing slot has its king");
        (&self.kingdoms[owner.index()], slot.domino)
    }

    /// Each player's score in the deal being played, as it stands.
    pub fn scores(&self) -> Vec<Score> {
        let bonuses = self.setup.bonuses();
        if self.setup.is_queendomino() {
            self.players()
                .map(|p| {
                    let k = &self.kingdoms[p.index()];
                    k.queendomino_score(&self.estates[p.index()], self.queen == Some(p), bonuses)
                })
                .collect()
        } else {
            self.kingdoms.iter().map(|k| k.score(bonuses)).collect()
        }
    }

    /// Queendomino: each player's coins, knights, towers and buildings.
    pub fn estates(&self) -> &[Estate] {
        &self.estates
    }

    pub fn builders_board(&self) -> &BuildersBoard {
        &self.builders
    }

    /// Queendomino: who hosts the Queen (whoever has the most towers, ties going to the latest).
    pub fn queen(&self) -> Option<PlayerId> {
        self.queen
    }

    pub fn turn(&self) -> TurnState {
        self.turn
    }

    /// Taxes, buildings and bribes open to the king to move (Queendomino only).
    fn queendomino_extras(&self, out: &mut Vec<Action>) {
        let Some(p) = self.to_move().filter(|_| self.setup.is_queendomino()) else {
            return;
        };
        let estate = &self.estates[p.index()];
        if estate.knights_in_hand > 0 && self.turn.taxed < 2 {
            if let Some(squares) = self.turn.just_placed {
                out.extend(
                    squares
                        .iter()
                        .filter(|q| !estate.knights.contains(q))
                        .map(|&q| Action::Tax(q)),
                );
            }
        }
        if !self.turn.built {
            let towns: Vec<Pos> = estate.free_towns(&self.kingdoms[p.index()]).collect();
            for (spot, building) in self.builders.spots.iter().enumerate() {
                let cost = self.builders.cost(spot as u8, self.queen == Some(p));
                if building.is_some() && cost <= estate.coins {
                    out.extend(towns.iter().map(|&at| Action::Build {
                        spot: spot as u8,
                        at,
                    }));
                }
            }
        }
        if !self.builders.dragon_used && self.queen != Some(p) && estate.coins >= 1 {
            for (spot, building) in self.builders.spots.iter().enumerate() {
                if building.is_some() {
                    out.push(Action::Dragon { spot: spot as u8 });
                }
            }
        }
    }

    fn mover_estate(&self) -> (PlayerId, &Estate) {
        let p = self.to_move().expect("someone is to move");
        (p, &self.estates[p.index()])
    }

    fn check_tax(&self, at: Pos) -> Result<(), ActionError> {
        let (_, estate) = self.mover_estate();
        if !self.turn.just_placed.is_some_and(|sq| sq.contains(&at)) {
            return Err(ActionError::TaxNotOnNewDomino { at });
        }
        if estate.knights.contains(&at) {
            return Err(ActionError::KnightAlreadyThere { at });
        }
        if estate.knights_in_hand == 0 {
            return Err(ActionError::NoKnightInGuard);
        }
        Ok(())
    }

    fn check_build(&self, spot: u8, at: Pos) -> Result<(), ActionError> {
        let (p, estate) = self.mover_estate();
        if self.turn.built {
            return Err(ActionError::AlreadyBuilt);
        }
        self.for_sale(spot)?;
        if !estate
            .free_towns(&self.kingdoms[p.index()])
            .any(|t| t == at)
        {
            return Err(ActionError::NotAFreeTown { at });
        }
        let cost = self.builders.cost(spot, self.queen == Some(p));
        if cost > estate.coins {
            return Err(ActionError::CannotAfford {
                cost,
                coins: estate.coins,
            });
        }
        Ok(())
    }

    /// A building is for sale on `spot`, or the spot is empty.
    fn for_sale(&self, spot: u8) -> Result<(), ActionError> {
        match self.builders.spots.get(spot as usize).copied().flatten() {
            Some(_) => Ok(()),
            None => Err(ActionError::EmptySpot { spot }),
        }
    }

    fn check_dragon(&self, spot: u8) -> Result<(), ActionError> {
        let (p, estate) = self.mover_estate();
        if self.builders.dragon_used {
            return Err(ActionError::DragonAlreadyUsed);
        }
        if self.queen == Some(p) {
            return Err(ActionError::QueenHostCannotBribe);
        }
        self.for_sale(spot)?;
        if estate.coins < 1 {
            return Err(ActionError::CannotAfford {
                cost: 1,
                coins: estate.coins,
            });
        }
        Ok(())
    }
}
