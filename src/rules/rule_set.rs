//! The rule set: everything a game reads from its setup, validated once. No other part of the
//! engine asks how many players there are; it asks the rule set.

use serde::{Deserialize, Serialize};

use super::module::ModuleSet;
use super::{Bonuses, DominoBox, DominoId, KingdomId, PlayerId, Variant, MAX_PLAYERS};

/// Which rulings a game follows. Records and links carry it, so a game played before a rule
/// was corrected replays exactly as it was played.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Edition {
    /// Records `KD1_`/`QD1_` and links without a version: two-player Kingdomino claims its first
    /// line one-two-one, and the Middle Kingdom asks for a castle in the centre of the occupied
    /// bounds.
    First,
    /// The rulebooks' readings: every king drawn at random for the first claims, and the Middle
    /// Kingdom asks for every square inside the grid centred on the castle.
    #[default]
    Second,
}

impl Edition {
    /// The number written in records (`KD2_`) and links (`v=2`).
    pub fn number(self) -> u8 {
        match self {
            Edition::First => 1,
            Edition::Second => 2,
        }
    }

    pub fn from_number(n: u8) -> Option<Edition> {
        match n {
            1 => Some(Edition::First),
            2 => Some(Edition::Second),
            _ => None,
        }
    }
}

/// How the order of the first claims is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FirstClaims {
    /// Every king goes into a hand and comes out one at a time; each claims as it comes out.
    KingsDrawnAtRandom,
    /// One king is drawn; its player claims once, the other player claims twice, then the first
    /// player claims the last domino (Queendomino's two-player rule).
    OneTwoOne,
}

/// The rules one game of the family is played by, from [`super::GameSetup::rules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RuleSet {
    /// The game, which names the modules in play (Queendomino's towns, knights and buildings).
    pub game: Variant,
    pub edition: Edition,
    /// The boxes the dominoes come from, in the order the lines are drawn from them.
    pub boxes: [Option<DominoBox>; 2],
    /// Seats at the table.
    pub seats: u8,
    /// Which kingdom each seat builds (teams share one); unused entries are 0.
    kingdom_of: [u8; MAX_PLAYERS],
    pub kingdoms: u8,
    /// Kings each seat drafts with.
    pub kings_per_seat: u8,
    /// Dominoes in a line.
    pub line_len: u8,
    /// Positions of each line (bit 0 = the first, the lowest) set aside once it is revealed,
    /// before anyone claims (Age of Giants).
    pub line_discards: u8,
    /// Dominoes of each line no king claims: they leave the game once every king has claimed.
    pub leftovers: u8,
    /// Side of each kingdom's square: 5 or 7.
    pub kingdom_size: u8,
    /// Dominoes drawn from the box (or boxes) for one deal.
    pub dominoes_per_deal: u8,
    pub first_claims: FirstClaims,
    pub bonuses: Bonuses,
    /// Deals in the match (three for a Dynasty).
    pub deals: u8,
    /// The game modules in play, from the table of rule sets' column.
    pub modules: ModuleSet,
    /// The lines come from each box in turn (the Royal Wedding's two boxes).
    pub lines_alternate_boxes: bool,
}

impl RuleSet {
    /// A rule set where each seat builds its own kingdom, with `modules` in play.
    pub(crate) fn individual(
        game: Variant,
        edition: Edition,
        seats: u8,
        modules: ModuleSet,
    ) -> RuleSet {
        let mut kingdom_of = [0; MAX_PLAYERS];
        for (seat, kingdom) in kingdom_of.iter_mut().enumerate().take(seats as usize) {
            *kingdom = seat as u8;
        }
        RuleSet {
            game,
            edition,
            boxes: [Some(game.domino_box()), None],
            seats,
            kingdom_of,
            kingdoms: seats,
            kings_per_seat: 1,
            line_len: 4,
            line_discards: 0,
            leftovers: 0,
            kingdom_size: 5,
            dominoes_per_deal: 48,
            first_claims: FirstClaims::KingsDrawnAtRandom,
            bonuses: Bonuses::default(),
            deals: 1,
            modules,
            lines_alternate_boxes: false,
        }
    }

    /// The kingdom `seat` builds.
    pub fn kingdom_of(&self, seat: PlayerId) -> KingdomId {
        KingdomId(self.kingdom_of[seat.index()])
    }

    /// The seats that build `kingdom`, in seat order.
    pub fn seats_of(&self, kingdom: KingdomId) -> impl Iterator<Item = PlayerId> + '_ {
        self.seat_ids()
            .filter(move |&s| self.kingdom_of(s) == kingdom)
    }

    pub fn seat_ids(&self) -> impl Iterator<Item = PlayerId> {
        (0..self.seats).map(PlayerId)
    }

    pub fn kingdom_ids(&self) -> impl Iterator<Item = KingdomId> {
        (0..self.kingdoms).map(KingdomId)
    }

    /// Kings on the table, and so dominoes claimed from each line.
    pub fn kings(&self) -> u8 {
        self.seats * self.kings_per_seat
    }

    /// Rounds in a deal: one per line drawn.
    pub fn rounds(&self) -> u8 {
        self.dominoes_per_deal / self.line_len
    }

    /// Every box in play.
    pub fn domino_boxes(&self) -> impl Iterator<Item = DominoBox> {
        self.boxes.into_iter().flatten()
    }

    /// Whether the modules of `modules` are in play (`ModuleSet::GIANTS`,
    /// `ModuleSet::QUEENDOMINO`).
    pub fn plays(&self, modules: ModuleSet) -> bool {
        self.modules.contains(modules)
    }

    /// Seats build kingdoms in teams: `teams[seat]` is the seat's team, from 0; every team has
    /// exactly two seats and the teams are numbered in order.
    pub(crate) fn set_teams(&mut self, teams: &[u8]) -> Result<(), ()> {
        let count = teams.len() / 2;
        if teams.len() % 2 != 0
            || (0..count).any(|t| teams.iter().filter(|&&x| usize::from(x) == t).count() != 2)
        {
            return Err(());
        }
        for (seat, &team) in teams.iter().enumerate() {
            self.kingdom_of[seat] = team;
        }
        self.kingdoms = count as u8;
        Ok(())
    }

    /// The box the `line`-th line of a deal (from 0) is drawn from: the boxes in turn.
    pub fn box_of_line(&self, line: usize) -> DominoBox {
        match self.boxes {
            [Some(first), Some(second)] if self.lines_alternate_boxes => {
                if line % 2 == 0 {
                    first
                } else {
                    second
                }
            }
            [Some(first), _] => first,
            [None, _] => DominoBox::Kingdomino,
        }
    }

    /// Orders a draw pile (drawn from its end) so that the lines come from the boxes in turn,
    /// `lines_drawn` lines having been drawn already; the order within each box is kept.
    pub(crate) fn arrange_pile(&self, pile: &mut Vec<DominoId>, lines_drawn: usize) {
        if !self.lines_alternate_boxes {
            return;
        }
        let mut by_box: Vec<(DominoBox, Vec<DominoId>)> = self
            .domino_boxes()
            .map(|b| {
                (
                    b,
                    pile.iter()
                        .rev()
                        .copied()
                        .filter(|d| d.domino_box == b)
                        .collect(),
                )
            })
            .collect();
        let len = usize::from(self.line_len);
        let mut order = Vec::with_capacity(pile.len());
        let mut line = lines_drawn;
        while order.len() < pile.len() {
            let wanted = self.box_of_line(line);
            let Some((_, from)) = by_box
                .iter_mut()
                .find(|(b, d)| *b == wanted && !d.is_empty())
            else {
                break;
            };
            let take = len.min(from.len());
            order.extend(from.drain(..take));
            line += 1;
        }
        for (_, rest) in by_box {
            order.extend(rest);
        }
        order.reverse();
        *pile = order;
    }
}
