//! One terrain square, drawn with a pattern as well as a colour so that terrains stay apart for
//! colour-blind players. A plain function, not a component: a board draws many, each inside a
//! square component of its own.

use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::rules::Square;
use crate::ui::board::art::crowns;

/// The square's land and crowns, `covered` of them by giants (Age of Giants) drawn greyed after
/// the ones still scoring.
pub fn tile(lang: Lang, square: Square, covered: u8) -> Html {
    let Square {
        terrain,
        crowns: count,
    } = square;
    let w = lang.words();
    let title = if count > 0 {
        fill(
            w.square_title,
            &[
                &lang.terrain_title(terrain),
                &lang.plural(w.crowns_label, count.into()),
            ],
        )
    } else {
        lang.terrain_title(terrain).to_string()
    };
    html! {
        <span class={classes!("tile", format!("tile--{}", terrain.name()))} {title}>
            { crowns(lang, count, covered) }
        </span>
    }
}
