//! Running scores during the game; at the end, every territory, the bonuses, the ranking and the
//! tie-break when it decided.

use yew::prelude::*;

use super::store::StoreHandle;
use crate::notation::GameRecord;
use crate::rules::{Score, Table};

/// Each player's points so far: finished deals plus the deal in play.
pub fn running_totals(table: &Table) -> Vec<u32> {
    let live = table.scores();
    table
        .players()
        .map(|p| {
            let done: u32 = table
                .finished_deals()
                .iter()
                .map(|d| d[p.index()].total)
                .sum();
            done + if table.is_over() {
                0
            } else {
                live[p.index()].total
            }
        })
        .collect()
}

/// Every scoring territory (squares x crowns), the crownless squares and the bonuses.
pub fn breakdown(score: &Score) -> Html {
    let scoring = score.territories.iter().filter(|t| t.crowns > 0);
    let crownless: u32 = score
        .territories
        .iter()
        .filter(|t| t.crowns == 0)
        .map(|t| t.squares)
        .sum();
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
            if score.harmony > 0 { <li>{ format!("Harmony: +{}", score.harmony) }</li> }
            if score.buildings > 0 { <li data-sheet-buildings={score.buildings.to_string()}>{ format!("Buildings: +{}", score.buildings) }</li> }
            if score.coins > 0 { <li data-sheet-coins={score.coins.to_string()}>{ format!("Coins (one point per three): +{}", score.coins) }</li> }
            if score.queen > 0 { <li data-sheet-queen={score.queen.to_string()}>{ format!("The Queen's crown: +{}", score.queen) }</li> }
            if score.middle_kingdom > 0 { <li>{ format!("Middle Kingdom: +{}", score.middle_kingdom) }</li> }
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
        order.sort_by_key(|s| (s.rank, s.player));
    }
    let deals = table.finished_deals();
    let record = GameRecord::of(&session.game).to_string();
    let rows = order.iter().map(|s| {
        let p = s.player.index();
        let seat = &session.seats[p];
        html! {
            <tr class={classes!("sheet__row", (over && s.rank == 1).then_some("sheet__row--winner"))}>
                if over { <td class="sheet__rank">{ s.rank }</td> }
                <td class="sheet__name">
                    <span class="sheet__swatch" style={format!("background: {}", seat.css_colour())}></span>
                    { &seat.name }
                </td>
                if deals.len() > 1 || table.setup().deal_count() > 1 {
                    <td class="sheet__deals">{ deals.iter().map(|d| d[p].total.to_string()).collect::<Vec<_>>().join(" + ") }</td>
                }
                <td class="sheet__total" data-score-player={p.to_string()}>{ totals[p] }</td>
                if over { <td class="sheet__largest">{ s.largest_territory }</td> }
            </tr>
        }
    });
    let verdict = over.then(|| {
        let winners = outcome.winners();
        let names: Vec<&str> = winners.iter().map(|w| session.seats[w.index()].name.as_str()).collect();
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
                    let seat = &session.seats[s.player.index()];
                    html! {
                        <section class="sheet__player">
                            <h4>{ &seat.name }</h4>
                            { for deals.iter().enumerate().map(|(i, d)| html! {
                                <>
                                    if deals.len() > 1 { <h5>{ format!("Deal {}: {}", i + 1, d[s.player.index()].total) }</h5> }
                                    { breakdown(&d[s.player.index()]) }
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
                    <th>{ "Player" }</th>
                    if deals.len() > 1 || table.setup().deal_count() > 1 { <th>{ "Deals" }</th> }
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
