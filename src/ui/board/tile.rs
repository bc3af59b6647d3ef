//! One terrain square, drawn with a pattern as well as a colour so that terrains stay apart for
//! colour-blind players.

use yew::prelude::*;

use crate::i18n::fill;
use crate::rules::Square;
use crate::ui::board::art::Crowns;
use crate::ui::language::use_lang;

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
    let lang = use_lang();
    let w = lang.words();
    let title = if crowns > 0 {
        fill(
            w.square_title,
            &[
                &lang.terrain_title(terrain),
                &lang.plural(w.crowns_label, crowns.into()),
            ],
        )
    } else {
        lang.terrain_title(terrain).to_string()
    };
    html! {
        <span class={classes!("tile", format!("tile--{}", terrain.name()))} {title}>
            <Crowns count={crowns} covered={props.covered} />
        </span>
    }
}
