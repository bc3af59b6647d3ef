//! A domino drawn as its two squares, turned the way it would be laid.

use yew::prelude::*;

use crate::rules::{Dir, DominoId};
use crate::ui::board::art::giant;
use crate::ui::board::pieces::footprints;
use crate::ui::board::tile::tile;
use crate::ui::language::use_lang;

#[derive(Properties, PartialEq)]
pub struct DominoTileProps {
    pub domino: DominoId,
    /// Where the second half lies from the first.
    #[prop_or(Dir::East)]
    pub dir: Dir,
}

#[function_component(DominoTile)]
pub fn domino_tile(props: &DominoTileProps) -> Html {
    let lang = use_lang();
    let [first, second] = props.domino.halves();
    let half = |i: u8, square| {
        html! { <span class="domino__half" data-half={i.to_string()}>{ tile(lang, square, 0) }</span> }
    };
    // Draw in reading order: the second half comes first when it lies west or north.
    let (a, b) = match props.dir {
        Dir::East | Dir::South => (half(0, first), half(1, second)),
        Dir::West | Dir::North => (half(1, second), half(0, first)),
    };
    let upright = matches!(props.dir, Dir::North | Dir::South);
    // Age of Giants: a lettered domino brings a giant, a footstep domino may send one away.
    let badge = if props.domino.brings_a_giant() {
        html! { <span class="domino__badge" data-brings-giant="true">{ giant() }</span> }
    } else if props.domino.has_footsteps() {
        html! { <span class="domino__badge" data-footsteps="true">{ footprints() }</span> }
    } else {
        html! {}
    };
    html! {
        <span class={classes!("domino", upright.then_some("domino--upright"))}
              data-dir={props.dir.letter().to_string()}>
            { a }{ b }{ badge }
        </span>
    }
}
