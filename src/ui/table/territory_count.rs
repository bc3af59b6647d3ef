//! The end of a game, on each small board: its scoring territories counted up one by one, each
//! one's points appearing on it in turn (all at once with reduced motion). A layer over the
//! grid, so that counting redraws no square.

use yew::prelude::*;

use crate::rules::Kingdom;

#[derive(Properties, PartialEq)]
pub struct TerritoryCountProps {
    pub kingdom: Kingdom,
    /// The board's rows and columns, to place each total on its territory's first square.
    pub rows: Vec<i8>,
    pub cols: Vec<i8>,
}

#[function_component(TerritoryCount)]
pub fn territory_count(props: &TerritoryCountProps) -> Html {
    let scoring = props
        .kingdom
        .territories()
        .into_iter()
        .filter(|t| t.crowns > 0);
    let totals = scoring.zip(0u32..).filter_map(|(t, turn)| {
        let row = props.rows.iter().position(|&r| r == t.anchor.row)? + 1;
        let col = props.cols.iter().position(|&c| c == t.anchor.col)? + 1;
        let style = format!("grid-area: {row} / {col}; --count: {turn}");
        Some(html! {
            <span class="count__total" {style} data-territory-points={t.points().to_string()}>
                { format!("+{}", t.points()) }
            </span>
        })
    });
    html! { <div class="count" aria-hidden="true">{ for totals }</div> }
}
