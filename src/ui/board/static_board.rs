//! A kingdom drawn read-only (board viewer, puzzle), with optional marks, a previewed domino and
//! clicks on squares. Squares carry the same test hooks as the game's boards.

use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::page::kingdom_view::{frame, square_words};
use crate::rules::{Estate, Kingdom, Pos, Square};
use crate::ui::board::art::giant;
use crate::ui::board::building_tile::BuildingTile;
use crate::ui::board::kingdom_board::cell_face;
use crate::ui::board::pieces::{self, NEUTRAL};
use crate::ui::board::tile::tile;
use crate::ui::language::use_lang;

#[derive(Properties, PartialEq)]
pub struct StaticBoardProps {
    pub kingdom: Kingdom,
    /// Extra classes for some squares.
    #[prop_or_default]
    pub marks: Vec<(Pos, &'static str)>,
    /// Squares previewed on top, and whether the preview is allowed.
    #[prop_or_default]
    pub ghost: Vec<(Pos, Square)>,
    #[prop_or(true)]
    pub ghost_ok: bool,
    /// A better placement, drawn as a domino where no preview is (a puzzle's answer).
    #[prop_or_default]
    pub best: Vec<(Pos, Square)>,
    #[prop_or_default]
    pub onclick: Option<Callback<Pos>>,
    /// Queendomino buildings and knights to draw.
    #[prop_or_default]
    pub estate: Option<Estate>,
    /// Age of Giants: the squares whose crowns giants cover, one entry per giant.
    #[prop_or_default]
    pub giants: Vec<Pos>,
    /// A picture ("How to play"): only the squares built and previewed, without the room
    /// around them, and without the hooks by which tests find a game's squares.
    #[prop_or_default]
    pub picture: bool,
}

/// The rows and columns holding the kingdom's squares and the previewed ones.
fn tight_frame(kingdom: &Kingdom, ghost: &[(Pos, Square)]) -> (Vec<i8>, Vec<i8>) {
    let (mut lo, mut hi) = kingdom.bounds();
    for (p, _) in ghost {
        lo = Pos::new(lo.row.min(p.row), lo.col.min(p.col));
        hi = Pos::new(hi.row.max(p.row), hi.col.max(p.col));
    }
    ((lo.row..=hi.row).collect(), (lo.col..=hi.col).collect())
}

/// A square of the board, numbered as a screen reader counts (row `row_no`, column `col_no`).
fn cell(props: &StaticBoardProps, lang: Lang, row_no: usize, col_no: usize, pos: Pos) -> Html {
    let (kingdom, w) = (&props.kingdom, lang.words());
    let mut class = classes!("kingdom__cell");
    let covered = props.giants.iter().filter(|&&g| g == pos).count() as u8;
    let content = cell_face(lang, kingdom, pos, "#7a4b1e", covered, &mut class);
    for (_, mark) in props.marks.iter().filter(|(p, _)| *p == pos) {
        class.push(*mark);
    }
    let ghost = ghost(props, lang, pos, &mut class);
    let square = kingdom.square(pos);
    let building = props.estate.as_ref().and_then(|e| e.building_at(pos));
    let giants = covered;
    let knight = props
        .estate
        .as_ref()
        .is_some_and(|e| e.knights.contains(&pos));
    let onclick = props
        .onclick
        .clone()
        .map(|cb| Callback::from(move |_: MouseEvent| cb.emit(pos)));
    let what = square_words(lang, kingdom, pos, building, knight, giants);
    let label = fill(w.cell, &[&row_no, &col_no, &what]);
    html! {
        <div {class} role="gridcell" data-player={(!props.picture).then_some("0")} data-row={pos.row.to_string()} data-col={pos.col.to_string()}
            data-terrain={square.map(|s| s.terrain.name())}
            data-crowns={square.map(|s| s.crowns.to_string())}
            data-building={building.map(|b| format!("{:?}", b.kind()))}
            {onclick}>
            <span class="sr-only">{ label }</span>
            <span class="kingdom__face" aria-hidden="true">
            { content }
            if let Some(b) = building { <span class="kingdom__building"><BuildingTile building={b} compact=true /></span> }
            if knight { <span class="kingdom__knight" data-knight="true">{ pieces::knight(NEUTRAL) }</span> }
            if giants > 0 {
                <span class="kingdom__giant" data-giants={giants.to_string()} title={lang.plural(w.giants_covering, giants.into())}>
                    { giant() }{ if giants > 1 { format!("×{giants}") } else { String::new() } }
                </span>
            }
            { for ghost }
            </span>
        </div>
    }
}

/// The half of a domino previewed on the square at `pos` (allowed or not), else the better
/// placement's half.
fn ghost(props: &StaticBoardProps, lang: Lang, pos: Pos, class: &mut Classes) -> Option<Html> {
    props
        .ghost
        .iter()
        .find(|(p, _)| *p == pos)
        .map(|&(_, square)| {
            class.push(if props.ghost_ok {
                "kingdom__cell--ok"
            } else {
                "kingdom__cell--bad"
            });
            html! { <span class="kingdom__ghost">{ tile(lang, square, 0) }</span> }
        })
        .or_else(|| {
            let (_, square) = *props.best.iter().find(|(p, _)| *p == pos)?;
            class.push("kingdom__cell--best-ghost");
            Some(html! { <span class="kingdom__ghost">{ tile(lang, square, 0) }</span> })
        })
}

#[function_component(StaticBoard)]
pub fn static_board(props: &StaticBoardProps) -> Html {
    let kingdom = &props.kingdom;
    let (rows, cols) = if props.picture {
        tight_frame(kingdom, &props.ghost)
    } else {
        frame(kingdom)
    };
    let lang = use_lang();
    let w = lang.words();
    let cell = |(row_no, col_no, pos): (usize, usize, Pos)| cell(props, lang, row_no, col_no, pos);
    let style = format!(
        "--rows: {}; --cols: {}; --king: #7a4b1e",
        rows.len(),
        cols.len()
    );
    html! {
        <div class={classes!(if props.picture { "kingdom-picture" } else { "kingdom" }, props.onclick.is_some().then_some("kingdom--placing"))}>
            <div class="kingdom__grid" {style} role="grid" aria-label={w.kingdom_and_score}>
                { for rows.iter().enumerate().map(|(i, &r)| html! {
                    <div class="kingdom__row" role="row">
                        { for cols.iter().enumerate().map(|(j, &c)| cell((i + 1, j + 1, Pos::new(r, c)))) }
                    </div>
                }) }
            </div>
        </div>
    }
}
