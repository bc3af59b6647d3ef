//! A finished game's scores counted the slow obvious way, kingdom by kingdom: territories by
//! walking the squares, the quests, and with Queendomino the buildings, the coins and the Queen.

use kingdomino::rules::queendomino::BuildingRules;
use kingdomino::rules::{KingdomId, Table};

use crate::common::naive_points;

/// Every kingdom's total in the (only) deal equals the slow count.
pub fn matches(table: &Table) {
    let rules = table.rules();
    let last = table.finished_deals().last().expect("a finished game");
    for (k, kingdom) in table.kingdoms().entries() {
        let quests: u32 = rules
            .bonuses
            .quests
            .iter()
            .flatten()
            .map(|q| q.points(kingdom, rules.edition))
            .sum();
        let bonuses = rules.bonuses;
        let expected = naive_points(kingdom, bonuses.harmony, bonuses.middle_kingdom)
            + quests
            + queendomino_points(table, k);
        assert_eq!(last[k].total, expected, "kingdom {k}");
    }
}

/// Buildings, coins and the Queen's crown.
fn queendomino_points(table: &Table, k: KingdomId) -> u32 {
    let Some(q) = table.queendomino() else {
        return 0;
    };
    let kingdom = table.kingdom(k);
    let estate = q.estate(k);
    let knights = u32::from(estate.knights_in_hand) + estate.knights.len() as u32;
    let buildings: u32 = estate
        .buildings
        .iter()
        .map(|(_, b)| {
            let r: &BuildingRules = b.rules();
            let territories = r.points_per_territory.map_or(0, |(terrain, per)| {
                per * kingdom
                    .territories()
                    .iter()
                    .filter(|t| t.terrain == terrain)
                    .count() as u32
            });
            r.points
                + territories
                + r.points_per_tower * u32::from(estate.towers)
                + r.points_per_knight * knights
        })
        .sum();
    let queen = if q.queen() == Some(k) {
        kingdom.score(Default::default()).largest_territory
    } else {
        0
    };
    buildings + estate.coins / 3 + queen
}
