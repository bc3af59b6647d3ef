//! What the page names in the player's language: terrains, dominoes, buildings, quests and the
//! parts of a score.

use super::{fill, Lang};
use crate::ai::Level;
use crate::rules::{BuildingKind, Domino, Quest, ScorePart, Terrain};

impl Lang {
    /// A Queendomino building's name.
    pub fn building(self, kind: BuildingKind) -> &'static str {
        let index = BuildingKind::ALL
            .iter()
            .position(|&k| k == kind)
            .unwrap_or(0);
        self.words().buildings[index]
    }

    /// A terrain as a square is named ("lake").
    pub fn terrain(self, terrain: Terrain) -> &'static str {
        self.words().terrains[terrain.index()]
    }

    /// A domino in words: "lake and forest, 1 crown".
    pub fn domino(self, domino: &Domino) -> String {
        let w = self.words();
        let [a, b] = domino.halves;
        let terrains = fill(
            w.halves,
            &[&self.terrain(a.terrain), &self.terrain(b.terrain)],
        );
        let crowns = u64::from(a.crowns + b.crowns);
        let crowns = if crowns == 0 {
            w.no_crown.to_string()
        } else {
            self.plural(w.crowns_label, crowns)
        };
        format!("{terrains}, {crowns}")
    }

    /// A computer level's name ("Greedy").
    pub fn level(self, level: Level) -> &'static str {
        let levels = &self.words().levels;
        match level {
            Level::Random => levels[0],
            Level::Greedy => levels[1],
            Level::Hard => levels[2],
            Level::Expert => levels[3],
        }
    }

    /// A terrain as a heading ("Lake").
    pub fn terrain_title(self, terrain: Terrain) -> &'static str {
        self.words().terrain_titles[terrain.index()]
    }

    pub fn quest_name(self, quest: Quest) -> String {
        let w = self.words();
        self.quest_text(
            quest,
            [w.quest_local_business, w.quest_four_corners],
            w.quest_names,
        )
    }

    /// One line saying how a quest scores.
    pub fn quest_rule(self, quest: Quest) -> String {
        let w = self.words();
        let by_terrain = [w.quest_local_business_rule, w.quest_four_corners_rule];
        self.quest_text(quest, by_terrain, w.quest_rules)
    }

    /// A quest's text: the two per-terrain sentences filled with the terrain, or one of the five
    /// others, in the order of `Words::quest_names`.
    fn quest_text(self, quest: Quest, by_terrain: [&str; 2], others: [&str; 5]) -> String {
        match quest {
            Quest::LocalBusiness(t) => fill(by_terrain[0], &[&self.terrain(t)]),
            Quest::FourCorners(t) => fill(by_terrain[1], &[&self.terrain(t)]),
            Quest::Harmony => others[0].into(),
            Quest::MiddleKingdom => others[1].into(),
            Quest::LostCorner => others[2].into(),
            Quest::FolieDesGrandeurs => others[3].into(),
            Quest::BleakKing => others[4].into(),
        }
    }

    /// A part of a score ("Buildings", "Quest: Bleak King").
    pub fn score_part(self, part: ScorePart) -> String {
        let w = self.words();
        match part {
            ScorePart::Territories => w.col_points.into(),
            ScorePart::Harmony => w.parts[0].into(),
            ScorePart::MiddleKingdom => w.parts[1].into(),
            ScorePart::Buildings => w.parts[2].into(),
            ScorePart::Coins => w.parts[3].into(),
            ScorePart::Queen => w.parts[4].into(),
            ScorePart::Quest(q) => fill(w.quest_part, &[&self.quest_name(q)]),
            ScorePart::Extra(module) => fill(w.extra_part, &[&module]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_quest_has_a_name_and_a_rule_in_every_language() {
        for lang in Lang::ALL {
            for q in Quest::ALL {
                assert!(!lang.quest_name(q).is_empty() && !lang.quest_rule(q).contains('{'));
            }
        }
        assert_eq!(Lang::Fr.quest_name(Quest::ALL[0]), "Commerce local (blé)");
    }
}
