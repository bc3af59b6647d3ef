//! A Queendomino building drawn as a red tile: its name, what it gives when built (knights,
//! towers, crowns), its income and its end-of-game points, in our own symbols.

use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::rules::queendomino::{BuildingId, BuildingRules};
use crate::ui::board::pieces::{crown, knight, tower, NEUTRAL};
use crate::ui::language::use_lang;

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

/// What hovering a building says (its name, what it gives, its points, its income), and its
/// income alone.
fn title_and_income(r: &BuildingRules, lang: Lang) -> (String, String) {
    let w = lang.words();
    let name = lang.building(r.kind);
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
    (title, income)
}

#[function_component(BuildingTile)]
pub fn building_tile(props: &BuildingTileProps) -> Html {
    let r = props.building.rules();
    let lang = use_lang();
    let w = lang.words();
    let name = lang.building(r.kind);
    // What it gives when built: in words on the builders board, a number and a symbol on a
    // square.
    let pieces = [knight(NEUTRAL), tower(), crown()];
    let gives = [r.knights, r.towers, r.crowns]
        .into_iter()
        .zip(pieces)
        .zip(w.gift_words)
        .filter(|((n, _), _)| *n > 0)
        .map(|((n, piece), words)| {
            let text = if props.compact {
                n.to_string()
            } else {
                format!(" {}", lang.plural(words, n.into()))
            };
            html! { <span class="building__give">{ piece }{ text }</span> }
        });
    let (title, income) = title_and_income(r, lang);
    html! {
        <span class={classes!("building", props.compact.then_some("building--compact"))} {title}
            data-building={format!("{:?}", r.kind)}>
            // On a square too: the name (cut to the square's width) says which building it is.
            if props.compact {
                <span class="building__name">{ for name_lines(name).into_iter().map(fitted_line) }</span>
            } else {
                <span class="building__name">{ name }{ if r.provisional { " *" } else { "" } }</span>
            }
            <span class="building__gives">
                { for gives }
            </span>
            if !props.compact {
                <span class="building__points">{ points_text(r, lang) }</span>
                if !income.is_empty() { <span class="building__income">{ income.clone() }</span> }
            }
        </span>
    }
}

/// A name in at most two lines, broken at the space nearest its middle.
pub fn name_lines(name: &str) -> Vec<&str> {
    let middle = name.len() / 2;
    let split = name
        .match_indices(' ')
        .map(|(at, _)| at)
        .min_by_key(|&at| at.abs_diff(middle));
    match split {
        Some(at) => vec![&name[..at], &name[at + 1..]],
        None => vec![name],
    }
}

/// One line of a name drawn to fit its square's width, whatever the language: a long word is
/// drawn smaller, never cut.
fn fitted_line(line: &str) -> Html {
    // About 0.6 em a letter; the text is then stretched or squeezed to the box's exact width.
    let width = (line.chars().count() * 6).max(6);
    html! {
        <svg class="building__line" viewBox={format!("0 0 {width} 10")} aria-hidden="true">
            <text x={(width / 2).to_string()} y="8.2" text-anchor="middle" font-size="10"
                textLength={(width - 1).to_string()} lengthAdjust="spacingAndGlyphs">{ line }</text>
        </svg>
    }
}
