//! Who won: scores, tie-breaks and ranks.

use super::{KingdomId, Table};

/// One kingdom's result (the seats building it share it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    pub kingdom: KingdomId,
    /// Points over every deal of the match.
    pub total: u32,
    /// The tie-break: squares of the largest territory (summed over the deals of a Dynasty).
    pub largest_territory: u32,
    /// 1 for the winners; kingdoms tied on both counts share a rank.
    pub rank: u8,
}

/// The ranking at the end of a game, in kingdom order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub standings: Vec<Standing>,
    /// True when the best score was shared and the largest territory separated the players.
    pub decided_by_tie_break: bool,
}

impl Outcome {
    /// A kingdom's share of the victory: 1 for a sole winner, split on a shared victory, else 0.
    pub fn share(&self, standing: &Standing) -> f64 {
        if standing.rank == 1 {
            1.0 / self.standings.iter().filter(|s| s.rank == 1).count() as f64
        } else {
            0.0
        }
    }

    /// Points ahead of the best other player (negative when behind).
    pub fn margin(&self, standing: &Standing) -> i64 {
        let best_other = self
            .standings
            .iter()
            .filter(|o| o.kingdom != standing.kingdom)
            .map(|o| o.total)
            .max()
            .unwrap_or(0);
        i64::from(standing.total) - i64::from(best_other)
    }

    /// The kingdoms ranked first: more than one is a shared victory.
    pub fn winners(&self) -> Vec<KingdomId> {
        self.standings
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| s.kingdom)
            .collect()
    }

    /// The standing of `kingdom`.
    pub fn of(&self, kingdom: KingdomId) -> &Standing {
        &self.standings[kingdom.index()]
    }
}

impl Table {
    /// Standings over the deals played so far; final once the game is over. A deal in progress
    /// is not counted.
    pub fn outcome(&self) -> Outcome {
        let mut standings: Vec<Standing> = self
            .rules()
            .kingdom_ids()
            .map(|kingdom| {
                let deals = self.finished_deals().iter().map(|d| &d[kingdom]);
                let (total, largest) =
                    deals.fold((0, 0), |(t, l), s| (t + s.total, l + s.largest_territory));
                Standing {
                    kingdom,
                    total,
                    largest_territory: largest,
                    rank: 0,
                }
            })
            .collect();
        let key = |s: &Standing| (s.total, s.largest_territory);
        let snapshot = standings.clone();
        for s in &mut standings {
            s.rank = 1 + snapshot.iter().filter(|o| key(o) > key(s)).count() as u8;
        }
        let best = standings.iter().map(|s| s.total).max().unwrap_or(0);
        let tied_on_points = standings.iter().filter(|s| s.total == best).count();
        let winners = standings.iter().filter(|s| s.rank == 1).count();
        Outcome {
            standings,
            decided_by_tie_break: tied_on_points > winners,
        }
    }
}
