//! One terrain square, drawn with a pattern as well as a colour so that terrains stay apart for
//! colour-blind players.

use yew::prelude::*;

use super::art::Crowns;
use crate::rules::Square;

#[derive(Properties, PartialEq)]
pub struct TileProps {
    pub square: Square,
    /// Crowns covered by giants (Age of Giants), drawn greyed after the ones still scoring.
    #[prop_or_default]
    pub covered: u8,
}

#[function_component(Tile)]
pub fn tile(props: &TileProps) -> Html {
    let Square { terrain, crowns } = props.square;
    html! {
        <span class={classes!("tile", format!("tile--{}", terrain.name()))} title={props.square.to_string()}>
            <Crowns count={crowns} covered={props.covered} />
        </span>
    }
}
