//! The end of a game, on each small board: its scoring territories counted up one by one, each
//! outlined as its points appear on it (`page::reveal` says when; all at once with reduced
//! motion or once skipped). A layer over the grid, so that counting redraws no square; a
//! drawing, not a component (it has no state). Each territory is one shape with one animation
//! (`page::outline`): starting an animation is what a slow phone pays for, and an animated box
//! per square made the count's frame the page's longest task.

use yew::prelude::*;

use crate::page::outline::outline;
use crate::page::reveal::{counted, Counted};
use crate::rules::{Kingdom, Pos};
use crate::ui::board::art::drawing;

/// The layer for `kingdom`, drawn over a grid of `rows` and `cols` (to place each territory's
/// squares and total).
pub fn territory_count(kingdom: &Kingdom, rows: &[i8], cols: &[i8]) -> Html {
    outlined_territories(&counted(kingdom), rows, cols)
}

/// A layer outlining `territories` with their points, each at its moment, over a grid of `rows`
/// and `cols` (the end's count, a "What if?"'s difference).
pub fn outlined_territories(territories: &[Counted], rows: &[i8], cols: &[i8]) -> Html {
    // A square's column and row in the grid, from 0.
    let place = |at: Pos| {
        let row = rows.iter().position(|&r| r == at.row)?;
        let col = cols.iter().position(|&c| c == at.col)?;
        Some((col, row))
    };
    // A drawing, as the pieces are: one text for the whole layer.
    let mut outlines = format!(
        r#"<svg class="count__outlines" viewBox="0 0 {} {}" preserveAspectRatio="none">"#,
        cols.len(),
        rows.len()
    );
    let mut totals = String::new();
    for t in territories {
        let squares: Vec<(usize, usize)> = t.squares.iter().filter_map(|&s| place(s)).collect();
        let shape = outline(&squares);
        let at = t.at_ms;
        outlines += &format!(
            r#"<g class="count__territory" style="--at: {at}ms"><path class="count__fill" d="{}"/><path class="count__edge" d="{}"/></g>"#,
            shape.fill, shape.edge
        );
        if let Some((col, row)) = place(t.anchor) {
            let (row, col, points) = (row + 1, col + 1, t.points);
            totals += &format!(
                r#"<span class="count__total" style="grid-area: {row} / {col}; --at: {at}ms" data-territory-points="{points}">+{points}</span>"#
            );
        }
    }
    drawing(format!(
        r#"<div class="count" aria-hidden="true">{outlines}</svg>{totals}</div>"#
    ))
}
