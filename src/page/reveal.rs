//! The end of a game, revealed: each kingdom's scoring territories counted one after another
//! (each outlined as its points appear), every kingdom at once, and who won last, once every
//! count is done. One tap skips to the end (`Msg::SkipReveal`); with reduced motion all shows at
//! once. Pure timing: the view draws each part with its moment as an animation delay.

use crate::rules::{Kingdom, Pos, Table};

/// When the first territory is counted, after the final layout has drawn.
pub const FIRST_MS: u32 = 300;
/// Between two territories of one kingdom.
pub const STEP_MS: u32 = 600;
/// How long a territory's points take to appear; the winner is named after the last.
pub const COUNT_MS: u32 = 450;

/// A scoring territory in the reveal: its squares, the square its points show on, its points and
/// when they are counted.
#[derive(Clone, Debug, PartialEq)]
pub struct Counted {
    pub squares: Vec<Pos>,
    pub anchor: Pos,
    pub points: u32,
    pub at_ms: u32,
}

/// The scoring territories of `kingdom` (those with crowns), in the order they are counted.
pub fn counted(kingdom: &Kingdom) -> Vec<Counted> {
    let scoring = kingdom.territories().into_iter().filter(|t| t.crowns > 0);
    scoring
        .zip(0u32..)
        .map(|(t, turn)| Counted {
            squares: kingdom
                .squares()
                .map(|(at, _)| at)
                .filter(|&at| kingdom.territory_contains(&t, at))
                .collect(),
            anchor: t.anchor,
            points: t.points(),
            at_ms: FIRST_MS + turn * STEP_MS,
        })
        .collect()
}

/// When the winner is named: once the longest count of any kingdom at the table is done.
pub fn verdict_at_ms(table: &Table) -> u32 {
    let longest = table
        .kingdoms()
        .iter()
        .map(|k| counted(k).last().map_or(0, |c| c.at_ms + COUNT_MS))
        .max()
        .unwrap_or(0);
    longest.max(FIRST_MS)
}
