//! One terrain square, drawn with a pattern as well as a colour so that terrains stay apart for
//! colour-blind players.

use yew::prelude::*;

use super::art::Crowns;
use crate::rules::Square;

#[derive(Properties, PartialEq)]
pub struct TileProps {
    pub square: Square,
}

#[function_component(Tile)]
pub fn tile(props: &TileProps) -> Html {
    let Square { terrain, crowns } = props.square;
    html! {
        <span class={classes!("tile", format!("tile--{}", terrain.name()))} title={props.square.to_string()}>
            <Crowns count={crowns} />
        </span>
    }
}
