//! Running scores during the game; at the end, every territory, the bonuses, the ranking and the
//! tie-break when it decided.

use yew::prelude::*;

use super::kingdom_label::KingdomLabel;
use super::store::StoreHandle;
use crate::notation::GameRecord;
use crate::rules::{ByKingdom, Score, ScorePart, Table};

/// Each kingdom's points so far: finished deals plus the deal in play.
pub fn running_totals(table: &Table) -> ByKingdom<u32> {
    let live = table.scores();
    ByKingdom::new_with(live.len(), |k| {
        let done: u32 = table.finished_deals().iter().map(|d| d[k].total).sum();
        done + if table.is_over() { 0 } else { live[k].total }
    })
}

/// Every scoring territory (squares x crowns), the crownless squares, and every other part of
/// the score that scored (bonuses, buildings, coins, the Queen, whatever the rule set adds).
pub fn breakdown(score: &Score) -> Html {
    let scoring = score.territories.iter().filter(|t| t.crowns > 0);
    let crownless: u32 = score
        .territories
        .iter()
        .filter(|t| t.crowns == 0)
        .map(|t| t.squares)
        .sum();
    let others = score.parts.iter().filter(|(part, points)| {
        // Quests are listed even at 0, so that each player sees what each quest gave.
        *part != ScorePart::Territories && (*points > 0 || matches!(part, ScorePart::Quest(_)))
    });
    html! {
        <ul class="sheet__breakdown">
            { for scoring.map(|t| html! {
                <li class={classes!("sheet__territory", format!("sheet__territory--{}", t.terrain.name()))}>
                    <span class={classes!("sheet__chip", format!("tile--{}", t.terrain.name()))}></span>
                    { format!("{}: {} × {} = {}", capitalise(t.terrain.name()), plural(t.squares, "square"), plural(t.crowns, "crown"), t.points()) }
                </li>
            }) }
            if crownless > 0 {
                <li class="sheet__territory">{ format!("{} without crowns score nothing", plural(crownless, "square")) }</li>
            }
            { for others.map(|&(part, points)| html! {
                <li data-sheet-part={part.key()} data-points={points.to_string()}>{ format!("{}: +{points}", part.label()) }</li>
            }) }
        </ul>
    }
}

fn plural(n: u32, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

fn capitalise(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[function_component(ScoreSheet)]
pub fn score_sheet() -> Html {
    let store = use_context::<StoreHandle>().expect("store context");
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let totals = running_totals(table);
    let over = table.is_over();
    let outcome = table.outcome();
    let mut order: Vec<_> = outcome.standings.clone();
    if over {
        order.sort_by_key(|s| (s.rank, s.kingdom));
    }
    let deals = table.finished_deals();
    let record = GameRecord::of(&session.game).to_string();
    let rows = order.iter().map(|s| {
        let k = s.kingdom;
        html! {
            <tr class={classes!("sheet__row", (over && s.rank == 1).then_some("sheet__row--winner"))}>
                if over { <td class="sheet__rank">{ s.rank }</td> }
                <td class="sheet__name">
                    <KingdomLabel kingdom={k} />
                </td>
                if deals.len() > 1 || table.rules().deals > 1 {
                    <td class="sheet__deals">{ deals.iter().map(|d| d[k].total.to_string()).collect::<Vec<_>>().join(" + ") }</td>
                }
                <td class="sheet__total" data-score-player={k.0.to_string()}>{ totals[k] }</td>
                if over { <td class="sheet__largest">{ s.largest_territory }</td> }
            </tr>
        }
    });
    let verdict = over.then(|| {
        let winners = outcome.winners();
        let names: Vec<String> = winners.iter().map(|&w| session.kingdom_name(w)).collect();
        let text = if winners.len() > 1 {
            format!("Shared victory: {} (same score and same largest territory).", names.join(" and "))
        } else if outcome.decided_by_tie_break {
            format!("{} wins on the tie-break: tied on points, with the largest territory.", names[0])
        } else {
            format!("{} wins.", names[0])
        };
        html! { <p class="sheet__verdict" data-winners={winners.iter().map(|w| w.0.to_string()).collect::<Vec<_>>().join(",")}>{ text }</p> }
    });
    let details = over.then(|| {
        html! {
            <div class="sheet__details">
                { for order.iter().map(|s| {
                    let name = session.kingdom_name(s.kingdom);
                    html! {
                        <section class="sheet__player">
                            <h4>{ name }</h4>
                            { for deals.iter().enumerate().map(|(i, d)| html! {
                                <>
                                    if deals.len() > 1 { <h5>{ format!("Deal {}: {}", i + 1, d[s.kingdom].total) }</h5> }
                                    { breakdown(&d[s.kingdom]) }
                                </>
                            }) }
                        </section>
                    }
                }) }
            </div>
        }
    });
    html! {
        <section class={classes!("sheet", over.then_some("sheet--final"))} aria-label="Score sheet">
            <h2 class="sheet__title">{ if over { "Final scores" } else { "Scores" } }</h2>
            { for verdict }
            <table class="sheet__table">
                <thead><tr>
                    if over { <th>{ "#" }</th> }
                    <th>{ if table.rules().kingdoms < table.rules().seats { "Kingdom" } else { "Player" } }</th>
                    if deals.len() > 1 || table.rules().deals > 1 { <th>{ "Deals" }</th> }
                    <th>{ "Points" }</th>
                    if over { <th title="Squares of the largest territory: the tie-break">{ "Largest" }</th> }
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            { for details }
            if over {
                <p class="sheet__record-line">{ "Game record: " }
                    <code class="sheet__record" data-record={record.clone()}>{ record.clone() }</code>
                </p>
            }
        </section>
    }
}
