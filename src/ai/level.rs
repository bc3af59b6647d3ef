//! The ladder of computer opponents, from easiest to strongest.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::{Bot, ExpertPlayer, GreedyPlayer, HardPlayer, RandomPlayer};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Any legal move.
    Random,
    /// The most points now.
    Greedy,
    /// A judgement of the kingdom's future and of what the next pick denies others.
    Hard,
    /// Monte Carlo search over imagined orders of the unseen dominoes.
    Expert,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Random, Level::Greedy, Level::Hard, Level::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// A bot of this level; `seed` fixes its random choices.
    pub fn bot(self, seed: u64) -> Box<dyn Bot> {
        match self {
            Level::Random => Box::new(RandomPlayer::new(seed)),
            Level::Greedy => Box::new(GreedyPlayer::new()),
            Level::Hard => Box::new(HardPlayer::new()),
            Level::Expert => Box::new(ExpertPlayer::new(seed)),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| format!("unknown level {s:?}: random, greedy, hard or expert"))
    }
}
