//! The review's chart: each kingdom's expected final points after every decision, as the Expert
//! saw it, one line each in its colour and dash (the score chart's), and the position shown
//! marked.

use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::page::session::Session;
use crate::review::{fixed, GameReview};
use crate::rules::KingdomId;
use crate::ui::panels::score_chart::DASHES;

const WIDTH: i64 = 320;
const HEIGHT: i64 = 160;
const LEFT: i64 = 34;
const RIGHT: i64 = 12;
const TOP: i64 = 10;
const BOTTOM: i64 = 24;

/// The chart of `review` over a game of `actions` actions, the replay at `at`. A function, not a
/// component (docs/architecture.md, "Bytes").
pub fn review_chart(
    lang: Lang,
    session: &Session,
    review: &GameReview,
    actions: usize,
    at: usize,
) -> Html {
    let moves = &review.moves;
    if moves.is_empty() {
        return html! {};
    }
    let w = lang.words();
    let table = session.table();
    // In whole units of the drawing: the page writes whole numbers only (no float formatting).
    let max = moves
        .iter()
        .flat_map(|m| m.expected.iter().copied())
        .fold(1.0f64, f64::max)
        .ceil() as i64;
    let mut steps = [10, 20, 25, 50, 100, 200].into_iter();
    let step = steps.find(|s| max / s < 4).unwrap_or(500);
    let top = (max + step - 1) / step * step;
    let span = actions.max(1) as i64;
    let x = |index: usize| LEFT + index as i64 * (WIDTH - LEFT - RIGHT) / span;
    let y = |points: f64| {
        HEIGHT - BOTTOM - (points * (HEIGHT - TOP - BOTTOM) as f64 / top as f64).round() as i64
    };
    let lines = table.rules().kingdom_ids().enumerate().map(|(i, k)| {
        let seat = session.kingdom_seat(k);
        let points: Vec<String> = moves
            .iter()
            .filter_map(|m| Some(format!("{},{}", x(m.index), y(*m.expected.get(k.index())?))))
            .collect();
        html! {
            <polyline class="chart__kingdom" data-chart-kingdom={k.0.to_string()}
                points={points.join(" ")} fill="none" stroke={seat.css_colour()} stroke-width="2"
                stroke-dasharray={DASHES[i % DASHES.len()]} stroke-linejoin="round"/>
        }
    });
    let grid = (0..=top / step).map(|i| grid_line(i * step, y(i as f64 * step as f64)));
    let last = moves.last().expect("not empty");
    let expected = |k: KingdomId| fixed(last.expected.get(k.index()).copied().unwrap_or(0.0), 0);
    let entry = |k| fill(w.chart_entry, &[&session.kingdom_name(k), &expected(k)]);
    let ends: Vec<String> = table.rules().kingdom_ids().map(entry).collect();
    let summary = fill(w.review_chart_summary, &[&lang.list(&ends)]);
    let here = x(at);
    html! {
        <figure class="chart review__chart" data-review-chart="true">
            <figcaption class="chart__title">{ w.review_chart_title }</figcaption>
            <svg class="chart__drawing" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="img" aria-label={summary}>
                { for grid }
                <line class="review__here" x1={here.to_string()} x2={here.to_string()}
                    y1={TOP.to_string()} y2={(HEIGHT - BOTTOM).to_string()} />
                <text class="chart__axis" x={((LEFT + WIDTH - RIGHT) / 2).to_string()} y={(HEIGHT - 4).to_string()} text-anchor="middle">{ w.review_chart_axis }</text>
                { for lines }
            </svg>
        </figure>
    }
}

/// A line of the grid at `value` points, drawn at height `at`.
fn grid_line(value: i64, at: i64) -> Html {
    html! {
        <g class="chart__grid">
            <line x1={LEFT.to_string()} x2={(WIDTH - RIGHT).to_string()} y1={at.to_string()} y2={at.to_string()}/>
            <text x={(LEFT - 5).to_string()} y={(at + 4).to_string()} text-anchor="end">{ value }</text>
        </g>
    }
}
