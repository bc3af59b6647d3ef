//! The end of a game, on each small board: its scoring territories counted up one by one, each
//! outlined as its points appear on it (`page::reveal` says when; all at once with reduced
//! motion or once skipped). A layer over the grid, so that counting redraws no square; a
//! drawing, not a component (it has no state).

use yew::prelude::*;

use crate::page::reveal::counted;
use crate::rules::{Kingdom, Pos};

/// The layer for `kingdom`, drawn over a grid of `rows` and `cols` (to place each territory's
/// squares and total).
pub fn territory_count(kingdom: &Kingdom, rows: &[i8], cols: &[i8]) -> Html {
    let area = |at: Pos| {
        let row = rows.iter().position(|&r| r == at.row)? + 1;
        let col = cols.iter().position(|&c| c == at.col)? + 1;
        Some(format!("grid-area: {row} / {col}"))
    };
    let territories = counted(kingdom).into_iter().filter_map(|t| {
        let at = format!("--at: {}ms", t.at_ms);
        let outline = t.squares.iter().filter_map(|&s| {
            let style = format!("{}; {at}", area(s)?);
            Some(html! { <span class="count__square" {style}></span> })
        });
        let style = format!("{}; {at}", area(t.anchor)?);
        Some(html! {
            <>
                { for outline }
                <span class="count__total" {style} data-territory-points={t.points.to_string()}>
                    { format!("+{}", t.points) }
                </span>
            </>
        })
    });
    html! { <div class="count" aria-hidden="true">{ for territories }</div> }
}
