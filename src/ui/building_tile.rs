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

/// The end-of-game points in a few characters: `5`, `2/forest area`, `1/tower`.
pub fn points_text(r: &BuildingRules, lang: Lang) -> String {
    let w = lang.words();
    let mut parts = Vec::new();
    if r.points > 0 {
        parts.push(r.points.to_string());
    }
    if let Some((terrain, points)) = r.points_per_territory {
        parts.push(fill(w.per_area, &[&points, &lang.terrain(terrain)]));
    }
    if r.points_per_tower > 0 {
        parts.push(fill(w.per_tower, &[&r.points_per_tower]));
    }
    if r.points_per_knight > 0 {
        parts.push(fill(w.per_knight, &[&r.points_per_knight]));
    }
    if parts.is_empty() {
        "0".into()
    } else {
        parts.join(" + ")
    }
}

#[function_component(BuildingTile)]
pub fn building_tile(props: &BuildingTileProps) -> Html {
    let r = props.building.rules();
    let lang = use_lang();
    let w = lang.words();
    let name = lang.building(r.kind);
    let gives = [
        (r.knights, "♞", "knight"),
        (r.towers, "♜", "tower"),
        (r.crowns, "♛", "crown"),
    ];
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
            if !props.compact {
                <span class="building__name">{ name }{ if r.provisional { " *" } else { "" } }</span>
            }
            <span class="building__gives">
                { for gives.iter().filter(|(n, _, _)| *n > 0).map(|(n, sym, _)| html! {
                    <span class="building__give">{ format!("{n}{sym}") }</span>
                }) }
            </span>
            if !props.compact {
                <span class="building__points">{ points_text(r, lang) }</span>
                if !income.is_empty() { <span class="building__income">{ w.coins_when_taxing }</span> }
            }
        </span>
    }
}
