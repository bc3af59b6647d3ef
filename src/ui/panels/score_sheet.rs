//! Running scores during the game; at the end, the ranking, every territory and the bonuses, with
//! the seed and the record folded under Details. (The banner says who won.)

use yew::prelude::*;

use crate::i18n::{fill, Lang, Words};
use crate::notation::GameRecord;
use crate::page::score_now::{parts_apart, score_now};
use crate::page::session::Session;
use crate::rules::{ByKingdom, Score, ScorePart, Standing};
use crate::ui::board::kingdom_label::kingdom_label;
use crate::ui::panels::score_chart::ScoreChart;
use crate::ui::store::use_store;

/// Every scoring territory (squares x crowns), the crownless squares, and every other part of
/// the score that scored (bonuses, buildings, coins, the Queen, whatever the rule set adds).
pub fn breakdown(score: &Score, lang: Lang) -> Html {
    let w = lang.words();
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
                    { fill(w.territory_points, &[&lang.terrain_title(t.terrain), &lang.plural(w.squares, t.squares.into()), &lang.plural(w.crowns, t.crowns.into()), &t.points()]) }
                </li>
            }) }
            if crownless > 0 {
                <li class="sheet__territory">{ fill(w.crownless, &[&lang.plural(w.squares, crownless.into())]) }</li>
            }
            { for others.map(|&(part, points)| html! {
                <li data-sheet-part={part.key()} data-points={points.to_string()}>{ fill(w.part_points, &[&lang.score_part(part), &points]) }</li>
            }) }
        </ul>
    }
}

/// The seed and the game's record, folded away: for those who replay deals or report problems.
fn record_details(session: &Session, w: &Words) -> Html {
    let record = GameRecord::of(&session.game).to_string();
    html! {
        <details class="sheet__more">
            <summary>{ w.details }</summary>
            <p>{ fill(w.seed_n, &[&session.table().setup().seed]) }</p>
            <p class="sheet__record-line">{ w.game_record }
                <code class="sheet__record" data-record={record.clone()}>{ record }</code>
            </p>
        </details>
    }
}

/// Each kingdom's score, part by part, deal by deal, in the order of the standings.
fn breakdowns(
    session: &Session,
    order: &[Standing],
    deals: &[ByKingdom<Score>],
    lang: Lang,
) -> Html {
    let w = lang.words();
    html! {
        <div class="sheet__details">
            { for order.iter().map(|s| {
                let name = session.kingdom_name(s.kingdom);
                html! {
                    <section class="sheet__player">
                        <h4>{ name }</h4>
                        { for deals.iter().enumerate().map(|(i, d)| html! {
                            <>
                                if deals.len() > 1 { <h5>{ fill(w.deal_score, &[&(i + 1), &d[s.kingdom].total]) }</h5> }
                                { breakdown(&d[s.kingdom], lang) }
                            </>
                        }) }
                    </section>
                }
            }) }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct ScoreSheetProps {
    /// The game is over and its end drawn: the chart (a replay of the game), the breakdowns and
    /// the record follow the final ranking, in a task of their own (see `GameScreen`).
    pub settled: bool,
}

#[function_component(ScoreSheet)]
pub fn score_sheet(props: &ScoreSheetProps) -> Html {
    let store = use_store();
    let over = store.session.as_ref().is_some_and(|s| s.table().is_over());
    let settled = over && props.settled;
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    let table = session.table();
    let (lang, w) = (store.lang, store.lang.words());
    let now = score_now(table);
    // During a game, the parts apart from the points earned (none at the end).
    let (coins, if_ended) = if over {
        (false, false)
    } else {
        parts_apart(table)
    };
    let outcome = table.outcome();
    let mut order: Vec<_> = outcome.standings.clone();
    if over {
        crate::short_sort::sort_by_key(&mut order, |s| (s.rank, s.kingdom));
    }
    let deals = table.finished_deals();
    let rows = order.iter().map(|s| {
        let k = s.kingdom;
        html! {
            <tr class={classes!("sheet__row", (over && s.rank == 1).then_some("sheet__row--winner"))}>
                if over { <td class="sheet__rank">{ s.rank }</td> }
                <td class="sheet__name">
                    { kingdom_label(&store, k) }
                </td>
                if deals.len() > 1 || table.rules().deals > 1 {
                    <td class="sheet__deals">{ deals.iter().map(|d| d[k].total.to_string()).collect::<Vec<_>>().join(" + ") }</td>
                }
                <td class="sheet__total" data-score-player={k.0.to_string()}>{ now[k].earned }</td>
                if coins { <td class="sheet__apart" data-coin-points={k.0.to_string()}>{ format!("+{}", now[k].coins) }</td> }
                if if_ended { <td class="sheet__apart" data-if-ended={k.0.to_string()}>{ format!("+{}", now[k].if_ended) }</td> }
                if over { <td class="sheet__largest">{ s.largest_territory }</td> }
            </tr>
        }
    });
    let record_line = settled.then(|| record_details(session, w));
    let details = settled.then(|| breakdowns(session, &order, deals, lang));
    html! {
        <section class={classes!("sheet", over.then_some("sheet--final"))} aria-label={w.score_sheet}>
            <h2 class="sheet__title">{ if over { w.final_scores } else { w.scores } }</h2>
            <table class="sheet__table">
                <thead><tr>
                    if over { <th>{ "#" }</th> }
                    <th>{ if table.rules().kingdoms < table.rules().seats { w.col_kingdom } else { w.col_player } }</th>
                    if deals.len() > 1 || table.rules().deals > 1 { <th>{ w.col_deals }</th> }
                    <th>{ w.col_points }</th>
                    if coins { <th>{ w.col_coins }</th> }
                    if if_ended { <th title={w.if_ended_title}>{ w.col_if_ended }</th> }
                    if over { <th title={w.largest_title}>{ w.col_largest }</th> }
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            if settled { <ScoreChart /> }
            { for details }
            { for record_line }
        </section>
    }
}
