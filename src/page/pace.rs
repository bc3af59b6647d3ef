//! How long a computer seat waits before acting, so people can follow its moves.

use serde::{Deserialize, Serialize};

use crate::ai::{Budget, Level};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pace {
    Relaxed,
    #[default]
    Normal,
    Fast,
}

impl Pace {
    pub const ALL: [Pace; 3] = [Pace::Relaxed, Pace::Normal, Pace::Fast];

    pub fn delay_ms(self) -> u32 {
        match self {
            Pace::Relaxed => 1200,
            Pace::Normal => 600,
            Pace::Fast => 120,
        }
    }

    /// The pause before a computer seat of `level` starts to act. The Expert's thinking is
    /// visible already, so it waits less.
    pub fn pause_ms(self, level: Level) -> u32 {
        if level == Level::Expert {
            self.delay_ms() / 4
        } else {
            self.delay_ms()
        }
    }

    /// How long the Expert may think (the other levels answer at once).
    pub fn budget(self) -> Budget {
        let millis = match self {
            Pace::Relaxed => 1500.0,
            Pace::Normal => 800.0,
            Pace::Fast => 250.0,
        };
        Budget {
            iterations: 2_000_000,
            millis: Some(millis),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Pace::Relaxed => "relaxed",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
        }
    }

    pub fn from_name(name: &str) -> Pace {
        Pace::ALL
            .into_iter()
            .find(|p| p.name() == name)
            .unwrap_or_default()
    }
}
