//! At the end of a game: each kingdom's points round by round, one line each in its colour,
//! dashed differently and ending in its mark, so that no line depends on colour alone.

use yew::prelude::*;

use crate::i18n::fill;
use crate::page::session::Session;
use crate::rules::{ByKingdom, KingdomId};
use crate::ui::board::art::mark_shape;
use crate::ui::store::use_store;

/// The drawing's own units: the axes sit inside these margins.
const WIDTH: i64 = 320;
const HEIGHT: i64 = 180;
const LEFT: i64 = 34;
/// Room on the right for each kingdom's mark and final total, beside the lines' ends.
const RIGHT: i64 = 44;
/// The least distance between two marks' centres, so that none hides another.
const MARK_GAP: i64 = 11;
const TOP: i64 = 10;
const BOTTOM: i64 = 28;

/// Dash patterns, one per kingdom in turn (solid first).
pub const DASHES: [&str; 4] = ["none", "6 3", "2 3", "8 3 2 3"];

/// Heights for the end marks: each as near its line's end as it can be while no two are closer
/// than `MARK_GAP` (ties and near ties are laid out downwards, then the block moved up if it
/// ran off the bottom).
fn spread(ends: &[i64], bottom: i64) -> Vec<i64> {
    let mut order: Vec<usize> = (0..ends.len()).collect();
    crate::short_sort::sort_by_key(&mut order, |&i| (ends[i], i));
    let mut placed = vec![0; ends.len()];
    let mut last = i64::MIN / 2;
    for &i in &order {
        last = ends[i].max(last + MARK_GAP);
        placed[i] = last;
    }
    let overflow = (last - bottom).max(0);
    for &i in order.iter().rev() {
        placed[i] -= overflow;
    }
    placed
}

/// A round step for the horizontal lines: about four of them up to `max`.
fn grid_step(max: u32) -> u32 {
    [5, 10, 20, 25, 50, 100, 200]
        .into_iter()
        .find(|&step| max / step <= 4)
        .unwrap_or(500)
}

/// Where points fall on the chart: a round across, the points up to `top_value`.
#[derive(Clone, Copy)]
struct Scale {
    rounds: i64,
    top_value: u32,
}

impl Scale {
    fn x(self, round: i64) -> i64 {
        LEFT + round * (WIDTH - LEFT - RIGHT) / self.rounds
    }

    fn y(self, points: u32) -> i64 {
        HEIGHT - BOTTOM - i64::from(points) * (HEIGHT - TOP - BOTTOM) / i64::from(self.top_value)
    }
}

/// A kingdom's line, round by round, in its colour and dashes, led to its mark and final score
/// at the right (`end`: the line's last height, and its mark's, spread apart from the others').
fn kingdom_line(
    session: &Session,
    k: KingdomId,
    i: usize,
    totals: &[ByKingdom<u32>],
    scale: Scale,
    (end_y, mark_y): (i64, i64),
) -> Html {
    let seat = session.kingdom_seat(k);
    let colour = seat.css_colour();
    let points: Vec<String> = totals
        .iter()
        .enumerate()
        .map(|(r, t)| format!("{},{}", scale.x(r as i64), scale.y(t[k])))
        .collect();
    let end_x = scale.x(scale.rounds);
    let mark_x = end_x + 12;
    let last = totals[totals.len() - 1][k];
    html! {
        <g class="chart__kingdom" data-chart-kingdom={k.0.to_string()}
            data-points={totals.iter().map(|t| t[k].to_string()).collect::<Vec<_>>().join(",")}>
            <polyline points={points.join(" ")} fill="none" stroke={colour} stroke-width="2.5"
                stroke-dasharray={DASHES[i % DASHES.len()]} stroke-linejoin="round"/>
            <line class="chart__leader" x1={end_x.to_string()} y1={end_y.to_string()}
                x2={(mark_x - 5).to_string()} y2={mark_y.to_string()} stroke={colour} stroke-width="1"/>
            <g transform={format!("translate({} {})", mark_x - 5, mark_y - 5)}>
                <g transform="scale(0.84)">{ mark_shape(seat.mark(), seat.css_colour(), "#222", "1") }</g>
            </g>
            <text class="chart__final" x={(mark_x + 6).to_string()} y={(mark_y + 4).to_string()}>{ last }</text>
        </g>
    }
}

#[function_component(ScoreChart)]
pub fn score_chart() -> Html {
    let store = use_store();
    let session = store.session.clone();
    let key = session
        .as_ref()
        .map(|s| (s.game.history().len(), s.table().setup().seed));
    // A whole replay: once per finished game, not once per render.
    let totals = use_memo(key, move |_| {
        session
            .filter(|s| s.table().is_over())
            .map(|s| s.game.totals_by_round())
            .unwrap_or_default()
    });
    let Some(session) = store.session.as_ref() else {
        return html! {};
    };
    if totals.len() < 2 {
        return html! {};
    }
    let (lang, w) = (store.lang, store.lang.words());
    let rounds = totals.len() as i64 - 1;
    let max = totals.iter().flat_map(|t| t.iter().copied()).max();
    let max = max.unwrap_or(0).max(1);
    let step = grid_step(max);
    let top_value = max.div_ceil(step) * step;
    let scale = Scale { rounds, top_value };
    let (x, y) = (|round| scale.x(round), |points| scale.y(points));
    let table = session.table();
    let last = &totals[totals.len() - 1];
    let ends: Vec<i64> = table.rules().kingdom_ids().map(|k| y(last[k])).collect();
    let marks_at = spread(&ends, HEIGHT - BOTTOM);
    let lines = table.rules().kingdom_ids().enumerate().map(|(i, k)| {
        let end = (ends[i], marks_at[i]);
        kingdom_line(session, k, i, &totals, scale, end)
    });
    let axes = axes(top_value, step, rounds, &x, &y);
    let finals = table.rules().kingdom_ids();
    let entry = |k| fill(w.chart_entry, &[&session.kingdom_name(k), &last[k]]);
    let finals: Vec<String> = finals.map(entry).collect();
    let summary = fill(w.chart_summary, &[&lang.list(&finals)]);
    html! {
        <figure class="chart">
            <figcaption class="chart__title">{ w.chart_title }</figcaption>
            <svg class="chart__drawing" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="img" aria-label={summary}>
                { axes }
                <text class="chart__axis" x={((LEFT + WIDTH - RIGHT) / 2).to_string()} y={(HEIGHT - 2).to_string()} text-anchor="middle">{ w.chart_round }</text>
                { for lines }
            </svg>
        </figure>
    }
}

/// The grid of points every `step` up to `top_value`, and the rounds under the axis.
fn axes(
    top_value: u32,
    step: u32,
    rounds: i64,
    x: &dyn Fn(i64) -> i64,
    y: &dyn Fn(u32) -> i64,
) -> Html {
    let grid = (0..=top_value / step).map(|i| {
        let value = i * step;
        html! {
            <g class="chart__grid">
                <line x1={LEFT.to_string()} x2={(WIDTH - RIGHT).to_string()} y1={y(value).to_string()} y2={y(value).to_string()}/>
                <text x={(LEFT - 5).to_string()} y={(y(value) + 4).to_string()} text-anchor="end">{ value }</text>
            </g>
        }
    });
    // Round numbers under the axis: every one when they fit, else every other or fourth.
    let every = match rounds {
        0..=12 => 1,
        13..=24 => 2,
        _ => 4,
    };
    let ticks = (1..=rounds).filter(|r| r % every == 0 || *r == rounds).map(|r| {
        html! { <text x={x(r).to_string()} y={(HEIGHT - BOTTOM + 14).to_string()} text-anchor="middle">{ r }</text> }
    });
    html! { <>{ for grid }{ for ticks }</> }
}
