//! The end of a game, on each small board: its scoring territories counted up one by one, each
//! one's points appearing on it in turn (all at once with reduced motion). A layer over the
//! grid, so that counting redraws no square; a drawing, not a component (it has no state).

use yew::prelude::*;

use crate::rules::Kingdom;

/// The layer for `kingdom`, drawn over a grid of `rows` and `cols` (to place each total on its
/// territory's first square).
pub fn territory_count(kingdom: &Kingdom, rows: &[i8], cols: &[i8]) -> Html {
    let scoring = kingdom.territories().into_iter().filter(|t| t.crowns > 0);
    let totals = scoring.zip(0u32..).filter_map(|(t, turn)| {
        let row = rows.iter().position(|&r| r == t.anchor.row)? + 1;
        let col = cols.iter().position(|&c| c == t.anchor.col)? + 1;
        let style = format!("grid-area: {row} / {col}; --count: {turn}");
        Some(html! {
            <span class="count__total" {style} data-territory-points={t.points().to_string()}>
                { format!("+{}", t.points()) }
            </span>
        })
    });
    html! { <div class="count" aria-hidden="true">{ for totals }</div> }
}
