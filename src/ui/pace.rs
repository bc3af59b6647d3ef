//! How long a computer seat waits before acting, so people can follow its moves.

use serde::{Deserialize, Serialize};

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
