//! A Queendomino building drawn as a red tile: its name, what it gives when built (knights,
//! towers, crowns), its income and its end-of-game points, in our own symbols.

use yew::prelude::*;

use crate::rules::queendomino::{BuildingId, BuildingRules};

#[derive(Properties, PartialEq)]
pub struct BuildingTileProps {
    pub building: BuildingId,
    #[prop_or_default]
    pub compact: bool,
}

/// The end-of-game points in a few characters: `5`, `2/forest`, `1/tower`.
pub fn points_text(r: &BuildingRules) -> String {
    let mut parts = Vec::new();
    if r.points > 0 {
        parts.push(r.points.to_string());
    }
    if let Some((terrain, points)) = r.points_per_territory {
        parts.push(format!("{points}/{} area", terrain.name()));
    }
    if r.points_per_tower > 0 {
        parts.push(format!("{}/tower", r.points_per_tower));
    }
    if r.points_per_knight > 0 {
        parts.push(format!("{}/knight", r.points_per_knight));
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
    let gives = [
        (r.knights, "♞", "knight"),
        (r.towers, "♜", "tower"),
        (r.crowns, "♛", "crown"),
    ];
    let income = [(r.coins_per_knight, "knight"), (r.coins_per_tower, "tower")]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, what)| format!("+{n} coin per {what} when taxing"))
        .collect::<Vec<_>>()
        .join("; ");
    let title = format!(
        "{}{}: gives {} knight(s), {} tower(s), {} crown(s); scores {}{}",
        r.name,
        if r.provisional {
            " (knights and towers provisional)"
        } else {
            ""
        },
        r.knights,
        r.towers,
        r.crowns,
        points_text(r),
        if income.is_empty() {
            String::new()
        } else {
            format!("; {income}")
        }
    );
    html! {
        <span class={classes!("building", props.compact.then_some("building--compact"))} {title}
            data-building={format!("{:?}", r.kind)}>
            if !props.compact {
                <span class="building__name">{ r.name }{ if r.provisional { " *" } else { "" } }</span>
            }
            <span class="building__gives">
                { for gives.iter().filter(|(n, _, _)| *n > 0).map(|(n, sym, _)| html! {
                    <span class="building__give">{ format!("{n}{sym}") }</span>
                }) }
            </span>
            if !props.compact {
                <span class="building__points">{ points_text(r) }</span>
                if !income.is_empty() { <span class="building__income">{ "+coins when taxing" }</span> }
            }
        </span>
    }
}
