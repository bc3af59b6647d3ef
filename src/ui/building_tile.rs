//! A Queendomino building drawn as a red tile: its name, what it gives when built (knights,
//! towers, crowns), its income and its end-of-game points, in our own symbols.

use yew::prelude::*;

use super::language::use_lang;
use crate::i18n::{fill, Lang};
use crate::rules::queendomino::{BuildingId, BuildingRules};

#[derive(Properties, PartialEq)]
pub struct BuildingTileProps {
    pub building: BuildingId,
    #[prop_or_default]
    pub compact: bool,
}

/// The end-of-game points in words: "5 points", "2 points for each forest territory".
pub fn points_text(r: &BuildingRules, lang: Lang) -> String {
    let w = lang.words();
    let mut parts = Vec::new();
    if r.points > 0 {
        parts.push(lang.plural(w.points_n, r.points.into()));
    }
    if let Some((terrain, points)) = r.points_per_territory {
        let text = lang.plural(w.per_area, points.into());
        parts.push(fill(&text, &[&"", &lang.terrain(terrain)]));
    }
    if r.points_per_tower > 0 {
        parts.push(lang.plural(w.per_tower, r.points_per_tower.into()));
    }
    if r.points_per_knight > 0 {
        parts.push(lang.plural(w.per_knight, r.points_per_knight.into()));
    }
    if parts.is_empty() {
        lang.plural(w.points_n, 0)
    } else {
        lang.list(&parts)
    }
}

#[function_component(BuildingTile)]
pub fn building_tile(props: &BuildingTileProps) -> Html {
    let r = props.building.rules();
    let lang = use_lang();
    let w = lang.words();
    let name = lang.building(r.kind);
    // What it gives when built: in words on the builders board, a number and a symbol on a
    // square.
    let gives = [(r.knights, "♞"), (r.towers, "♜"), (r.crowns, "♛")]
        .into_iter()
        .zip(w.gift_words)
        .filter(|((n, _), _)| *n > 0)
        .map(|((n, symbol), words)| {
            if props.compact {
                format!("{n}{symbol}")
            } else {
                format!("{symbol} {}", lang.plural(words, n.into()))
            }
        });
    let income = [
        (r.coins_per_knight, w.knight_tower[0]),
        (r.coins_per_tower, w.knight_tower[1]),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, what)| fill(w.coin_per, &[&n, &what]))
    .collect::<Vec<_>>()
    .join("; ");
    let named = format!("{name}{}", if r.provisional { w.provisional } else { "" });
    let mut title = fill(
        w.building_title,
        &[
            &named,
            &r.knights,
            &r.towers,
            &r.crowns,
            &points_text(r, lang),
        ],
    );
    if !income.is_empty() {
        title += &format!("; {income}");
    }
    html! {
        <span class={classes!("building", props.compact.then_some("building--compact"))} {title}
            data-building={format!("{:?}", r.kind)}>
            // On a square too: the name (cut to the square's width) says which building it is.
            <span class="building__name">{ name }{ if r.provisional && !props.compact { " *" } else { "" } }</span>
            <span class="building__gives">
                { for gives.map(|text| html! { <span class="building__give">{ text }</span> }) }
            </span>
            if !props.compact {
                <span class="building__points">{ points_text(r, lang) }</span>
                if !income.is_empty() { <span class="building__income">{ income.clone() }</span> }
            }
        </span>
    }
}
