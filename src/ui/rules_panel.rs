//! "The rules of this game": what the table is playing by, read from the rule set, with the
//! readings chosen where the rulebooks are silent. In our own words.

use yew::prelude::*;

use super::store::StoreHandle;
use crate::rules::{FirstClaims, RuleSet, Variant};

/// One sentence per rule in play.
pub fn rule_lines(rules: &RuleSet) -> Vec<String> {
    let mut lines = Vec::new();
    let game = match rules.game {
        Variant::Kingdomino => "Kingdomino",
        Variant::Queendomino => "Queendomino",
        Variant::RoyalWedding => "The Royal Wedding (both boxes)",
    };
    let expansion = if rules.giants {
        " with Age of Giants"
    } else {
        ""
    };
    lines.push(format!(
        "{game}{expansion}, {} players, {} king{} each; kingdoms {}x{} around the castle.",
        rules.seats,
        rules.kings_per_seat,
        if rules.kings_per_seat == 1 { "" } else { "s" },
        rules.kingdom_size,
        rules.kingdom_size
    ));
    let set_aside: Vec<String> = (0..rules.line_len)
        .filter(|i| rules.line_discards & (1 << i) != 0)
        .map(|i| (i + 1).to_string())
        .collect();
    let mut line = format!(
        "{} dominoes dealt, {} rounds: each line has {}",
        rules.dominoes_per_deal,
        rules.rounds(),
        rules.line_len
    );
    if !set_aside.is_empty() {
        line += &format!(
            "; once revealed, domino {} of each line is set aside before anyone claims",
            set_aside.join(" and ")
        );
    }
    match rules.leftovers {
        0 => {}
        1 => line += "; the domino nobody claims is discarded",
        n => line += &format!("; the {n} dominoes nobody claims are discarded"),
    }
    lines.push(line + ".");
    if rules.giants && rules.seats == 2 && rules.kingdom_size == 5 {
        lines.push(
            "Two players with the giants play 30 of the 60 dominoes (6 rounds, 5x5): the rulebook does not say; the Mighty Duel plays all 60 in 7x7."
                .into(),
        );
    }
    if rules.kingdoms < rules.seats {
        lines.push(format!("Teams of two: {} kingdoms, each built by two players around a shared castle. A team starts with one knight and 7 coins, shared; each player has their own king and turn and decides alone where the domino goes and whether to spend the team's knights and coins. Scores, the Queen, the tie-break and the victory are the team's.", rules.kingdoms));
    }
    if rules.game == Variant::RoyalWedding {
        lines.push(format!("Lines come from each box in turn, the first from the Queendomino box; the game ends when both boxes are used up, after round {}.", rules.rounds()));
    }
    lines.push(match rules.first_claims {
        FirstClaims::KingsDrawnAtRandom => {
            "The first line is claimed in an order drawn at random, king by king.".into()
        }
        FirstClaims::OneTwoOne => "The first line: one player drawn at random claims one domino, the other claims two, then the first claims the last.".into(),
    });
    lines.push("A domino touches the castle or a square of its own terrain and stays inside the kingdom's square; it is discarded only when it fits nowhere.".into());
    if rules.bonuses.harmony {
        lines.push("Harmony: +5 for a kingdom with no empty square.".into());
    }
    if rules.bonuses.middle_kingdom {
        lines.push(
            "Middle Kingdom: +10 when every square lies inside the square centred on the castle."
                .into(),
        );
    }
    for quest in rules.bonuses.quests.iter().flatten() {
        lines.push(format!("Quest, {}: {}", quest.name(), quest.explanation()));
    }
    if rules.giants {
        lines.push("Giants: a lettered domino (A-F) brings one, which must cover a crown of its player's kingdom at once (with no crown, or no giant left, nothing happens). A covered crown does not score; a square takes as many giants as it has crowns.".into());
        lines.push("Footsteps (49-54): their player may send one of their giants to an opponent with an uncovered crown, who chooses which crown it covers. The chance lasts until the turn goes on.".into());
    }
    if rules.has_queendomino() {
        lines.push("After placing, in this order and each optional: tax with one or two knights on the new domino, build one building, bribe the Dragon; then claim. Knights from a building tax from the next turn on.".into());
    }
    lines.push(format!(
        "Highest total wins{}; a tie goes to the largest territory, then the victory is shared.",
        if rules.deals > 1 {
            " over the three deals"
        } else {
            ""
        }
    ));
    lines
}

#[function_component(RulesPanel)]
pub fn rules_panel() -> Html {
    let store = use_context::<StoreHandle>().expect("store context");
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let lines = rule_lines(session.table().rules());
    html! {
        <details class="rules" data-rules="true">
            <summary>{ "The rules of this game" }</summary>
            <ul>{ for lines.into_iter().map(|l| html! { <li>{ l }</li> }) }</ul>
        </details>
    }
}
