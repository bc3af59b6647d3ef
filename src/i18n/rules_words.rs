//! The rules a table plays by, in the reader's words: the game's name and one sentence per rule
//! in play, read from the rule set, with the readings chosen where the rulebooks are silent. In
//! our own words.

use super::{fill, Lang};
use crate::rules::module::ModuleSet;
use crate::rules::{FirstClaims, RuleSet, Variant};

/// The game a rule set plays, as the reader calls it: "Kingdomino with Age of Giants".
pub fn game_name(rules: &RuleSet, lang: Lang) -> String {
    let w = lang.words();
    let game = match rules.game {
        Variant::Kingdomino => w.rules_games[0],
        Variant::Queendomino => w.rules_games[1],
        Variant::RoyalWedding => w.rules_games[2],
    };
    let giants = if rules.plays(ModuleSet::GIANTS) {
        w.rules_with_giants
    } else {
        ""
    };
    format!("{game}{giants}")
}

/// One sentence per rule in play, in the reader's language.
pub fn rule_lines(rules: &RuleSet, lang: Lang) -> Vec<String> {
    let w = lang.words();
    let mut lines = Vec::new();
    let game = game_name(rules, lang);
    lines.push(fill(
        w.rules_table,
        &[
            &game,
            &rules.seats,
            &lang.plural(w.kings_each, rules.kings_per_seat.into()),
            &rules.kingdom_size,
        ],
    ));
    lines.push(dealt(rules, lang));
    lines.extend(what_is_played(rules, lang));
    lines
}

/// How the dominoes are dealt: per deal, rounds, lines, the slots set aside and the leftovers.
fn dealt(rules: &RuleSet, lang: Lang) -> String {
    let w = lang.words();
    let set_aside: Vec<String> = (0..rules.line_len)
        .filter(|i| rules.line_discards & (1 << i) != 0)
        .map(|i| (i + 1).to_string())
        .collect();
    let mut line = fill(
        w.rules_dealt,
        &[&rules.dominoes_per_deal, &rules.rounds(), &rules.line_len],
    );
    if !set_aside.is_empty() {
        line += &fill(w.rules_set_aside, &[&lang.list(&set_aside)]);
    }
    if rules.leftovers > 0 {
        line += &lang.plural(w.rules_leftovers, rules.leftovers.into());
    }
    line + "."
}

/// The rules in play, one sentence each: the giants, teams and boxes, the first claims,
/// placing, the bonuses and quests, the modules and how the game is won.
fn what_is_played(rules: &RuleSet, lang: Lang) -> Vec<String> {
    let w = lang.words();
    let mut lines = Vec::new();
    if rules.plays(ModuleSet::GIANTS) && rules.seats == 2 && rules.kingdom_size == 5 {
        lines.push(w.rules_two_giants.into());
    }
    if rules.kingdoms < rules.seats {
        lines.push(fill(w.rules_teams, &[&rules.kingdoms]));
    }
    if rules.game == Variant::RoyalWedding {
        lines.push(fill(w.rules_boxes, &[&rules.rounds()]));
    }
    lines.push(match rules.first_claims {
        FirstClaims::KingsDrawnAtRandom => w.rules_first_drawn.into(),
        FirstClaims::OneTwoOne => w.rules_first_one_two_one.into(),
    });
    lines.push(w.rules_placing.into());
    if rules.bonuses.harmony {
        lines.push(w.rules_harmony.into());
    }
    if rules.bonuses.middle_kingdom {
        lines.push(w.rules_middle.into());
    }
    for &quest in rules.bonuses.quests.iter().flatten() {
        lines.push(fill(
            w.rules_quest,
            &[&lang.quest_name(quest), &lang.quest_rule(quest)],
        ));
    }
    if rules.plays(ModuleSet::GIANTS) {
        lines.push(w.rules_giants.into());
        lines.push(w.rules_footsteps.into());
    }
    if rules.plays(ModuleSet::QUEENDOMINO) {
        lines.push(w.rules_queendomino.into());
        lines.push(w.provisional_note.into());
    }
    let deals = if rules.deals > 1 {
        w.rules_three_deals
    } else {
        ""
    };
    lines.push(fill(w.rules_winner, &[&deals]));
    lines
}
