//! The player's statistics on the start page: games played and won per game and opponents, the
//! best scores, with export and reset. Kept in this browser's storage only
//! (`storage/statistics_keep.rs`).

use yew::prelude::*;

use crate::i18n::Words;
use crate::statistics::{Row, Statistics};
use crate::ui::store::use_store;

use crate::ui::storage::statistics_keep::{forget, load};

#[function_component(StatisticsPanel)]
pub fn statistics_panel() -> Html {
    let store = use_store();
    let loaded = use_state(load);
    let w = store.lang.words();
    let (stats, broken) = match &*loaded {
        Ok(stats) => (stats.clone(), false),
        Err(fresh) => (fresh.clone(), true),
    };
    let reset = {
        let loaded = loaded.clone();
        let question = w.stats_confirm;
        Callback::from(move |_: MouseEvent| {
            let sure = web_sys::window()
                .and_then(|w| w.confirm_with_message(question).ok())
                .unwrap_or(false);
            if sure {
                forget();
                loaded.set(Ok(Statistics::default()));
            }
        })
    };
    let export = format!(
        "data:application/json;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(&stats.to_json()))
    );
    let rows = stats.rows.iter().map(|row| stats_row(row, w));
    html! {
        <details class="stats">
            <summary>{ w.stats_title }</summary>
            <p class="stats__private">{ w.stats_private }</p>
            if broken { <p class="stats__broken" role="status">{ w.stats_broken }</p> }
            if stats.rows.is_empty() {
                <p class="stats__none">{ w.stats_none }</p>
            } else {
                <table class="stats__table">
                    <thead><tr>{ for w.stats_cols.iter().map(|c| html! { <th>{ *c }</th> }) }</tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
                <p class="stats__actions">
                    <a class="stats__export" href={export} download="kingdomino-statistics.json">{ w.stats_export }</a>
                    <button type="button" class="stats__reset" onclick={reset}>{ w.stats_reset }</button>
                </p>
            }
        </details>
    }
}

/// A row of the table: a game against an opponent, the games played and won, the best score.
fn stats_row(row: &Row, w: &Words) -> Html {
    // The level's and the game's names without the setup's "(about 1 s a move)".
    let short = |text: &'static str| text.split(" (").next().unwrap_or(text);
    let level_name = |i: usize| short(w.levels[i]);
    let game_name = |i: usize| short(w.rules_games[i]);
    html! {
        <tr data-stats-game={format!("{:?}", row.game)} data-stats-against={row.against.map(|l| format!("{l:?}"))}>
            <td>{ game_name(row.game as usize) }</td>
            <td>{ row.against.map_or(w.stats_people, |l| level_name(l as usize)) }</td>
            <td data-played={row.played.to_string()}>{ row.played }</td>
            <td data-won={row.won.to_string()}>{ if row.against.is_some() { row.won.to_string() } else { "–".to_string() } }</td>
            <td data-best={row.best.to_string()}>{ row.best }</td>
        </tr>
    }
}
