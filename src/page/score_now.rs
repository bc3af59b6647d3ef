//! The score sheet during a game: the points each kingdom has earned, and apart from them what
//! the end would add if the game ended now (quests, Harmony, the Middle Kingdom: a lone castle
//! is "centred" and "on every corner" before anyone moves) and its coins' points (Queendomino).
//! A newcomer reads the first column as points earned, so it holds only those.

use crate::rules::{ByKingdom, ScorePart, Table};

/// One kingdom's running score, in parts that add up to its total.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ScoreNow {
    /// Territories, buildings, the Queen, and every deal already played.
    pub earned: u32,
    /// One point per three coins held.
    pub coins: u32,
    /// What the quests and bonuses would give if the game ended now.
    pub if_ended: u32,
}

/// Whether a part is given only at the end, by how the kingdom ends up.
fn at_the_end(part: ScorePart) -> bool {
    matches!(
        part,
        ScorePart::Quest(_) | ScorePart::Harmony | ScorePart::MiddleKingdom
    )
}

/// Each kingdom's running score in parts; during a game only (a finished game's total is
/// earned, all of it).
pub fn score_now(table: &Table) -> ByKingdom<ScoreNow> {
    let totals = table.running_totals();
    let live = table.scores();
    ByKingdom::new_with(live.len(), |k| {
        if table.is_over() {
            return ScoreNow {
                earned: totals[k],
                ..ScoreNow::default()
            };
        }
        let parts = &live[k].parts;
        let if_ended = parts
            .iter()
            .filter(|(p, _)| at_the_end(*p))
            .map(|(_, n)| n)
            .sum();
        let coins = live[k].part(ScorePart::Coins);
        ScoreNow {
            earned: totals[k] - if_ended - coins,
            coins,
            if_ended,
        }
    })
}

/// Which of the parts apart a table can have: (coins, quests or bonuses).
pub fn parts_apart(table: &Table) -> (bool, bool) {
    let bonuses = table.rules().bonuses;
    let end_bonuses =
        bonuses.harmony || bonuses.middle_kingdom || bonuses.quests.iter().any(Option::is_some);
    (table.queendomino().is_some(), end_bonuses)
}
