//! "How to play": each game of the family in a few sentences of our own, with pictures drawn by
//! the game's own boards (an allowed and a refused placement, a territory scored, a knight
//! collecting tax, a giant on a crown). Shown on the start page and, for the game in play, at
//! the table.

use yew::prelude::*;

use crate::i18n::{Lang, Words};
use crate::notation::parse_kingdom;
use crate::rules::module::ModuleSet;
use crate::rules::{Pos, RuleSet, Square, Terrain, Variant};
use crate::ui::board::static_board::StaticBoard;

/// A game of the family, or the expansion, as "How to play" explains it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Kingdomino,
    Queendomino,
    AgeOfGiants,
    RoyalWedding,
}

impl Part {
    pub const ALL: [Part; 4] = [
        Part::Kingdomino,
        Part::Queendomino,
        Part::AgeOfGiants,
        Part::RoyalWedding,
    ];

    /// What a table playing by `rules` needs explained: Kingdomino always, then what it adds.
    pub fn of(rules: &RuleSet) -> Vec<Part> {
        let mut parts = vec![Part::Kingdomino];
        if rules.game != Variant::Kingdomino {
            parts.push(Part::Queendomino);
        }
        if rules.plays(ModuleSet::GIANTS) {
            parts.push(Part::AgeOfGiants);
        }
        if rules.game == Variant::RoyalWedding {
            parts.push(Part::RoyalWedding);
        }
        parts
    }

    fn paragraphs(self, w: &'static Words) -> &'static [&'static str] {
        match self {
            Part::Kingdomino => &w.howto_kd,
            Part::Queendomino => &w.howto_qd,
            Part::AgeOfGiants => &w.howto_giants,
            Part::RoyalWedding => &w.howto_rw,
        }
    }
}

/// A picture: a kingdom in notation, a domino previewed on it (allowed or refused), squares
/// picked out, and what it shows.
struct Picture {
    kingdom: &'static str,
    ghost: &'static [(i8, i8, Terrain)],
    ok: bool,
    picked: &'static [(i8, i8)],
    caption: fn(&Words) -> &'static str,
}

const fn picture(
    kingdom: &'static str,
    ghost: &'static [(i8, i8, Terrain)],
    ok: bool,
    picked: &'static [(i8, i8)],
    caption: fn(&Words) -> &'static str,
) -> Picture {
    Picture {
        kingdom,
        ghost,
        ok,
        picked,
        caption,
    }
}

/// Positions count from the castle: row 0, column 0; rows grow downwards.
const KINGDOMINO_PICTURES: [Picture; 3] = [
    picture(
        "LL1C",
        &[(1, -2, Terrain::Lake), (1, -1, Terrain::Forest)],
        true,
        &[],
        |w| w.howto_legal,
    ),
    picture(
        "LL1C",
        &[(-1, -2, Terrain::Wheat), (-1, -1, Terrain::Mine)],
        false,
        &[],
        |w| w.howto_illegal,
    ),
    picture(
        "LL1C/L1LW",
        &[],
        true,
        &[(0, -2), (0, -1), (1, -2), (1, -1)],
        |w| w.howto_scored,
    ),
];

const QUEENDOMINO_PICTURES: [Picture; 1] = [picture(
    "FFC/T[Bk]F+",
    &[],
    true,
    &[(0, -2), (0, -1), (1, -1)],
    |w| w.howto_knight,
)];

const GIANTS_PICTURES: [Picture; 1] = [picture("WM2gC/.M", &[], true, &[], |w| w.howto_giant)];

fn pictures(part: Part) -> &'static [Picture] {
    match part {
        Part::Kingdomino => &KINGDOMINO_PICTURES,
        Part::Queendomino => &QUEENDOMINO_PICTURES,
        Part::AgeOfGiants => &GIANTS_PICTURES,
        Part::RoyalWedding => &[],
    }
}

fn draw(picture: &Picture, w: &Words) -> Html {
    // The pictures' kingdoms are ours, valid and small (tests/browser/first_game.test.mjs draws
    // each); a panic's message would carry the notation's errors into the page for nothing.
    let Ok(parsed) = parse_kingdom(picture.kingdom) else {
        return html! {};
    };
    let estate =
        (!parsed.buildings.is_empty() || !parsed.knights.is_empty()).then(|| parsed.estate(0));
    let giants = parsed.giants.clone();
    let Ok(kingdom) = parsed.into_kingdom(7) else {
        return html! {};
    };
    let ghost: Vec<(Pos, Square)> = picture
        .ghost
        .iter()
        .map(|&(row, col, terrain)| (Pos::new(row, col), Square { terrain, crowns: 0 }))
        .collect();
    let marks = picture
        .picked
        .iter()
        .map(|&(row, col)| (Pos::new(row, col), "kingdom__cell--picked"))
        .collect::<Vec<_>>();
    let caption = (picture.caption)(w);
    html! {
        <figure class={classes!("howto__picture", (!picture.ok).then_some("howto__picture--refused"))}>
            <StaticBoard {kingdom} {ghost} ghost_ok={picture.ok} {marks} {estate} {giants} picture=true />
            <figcaption>{ caption }</figcaption>
        </figure>
    }
}

/// The `parts`, in `lang`, under `title`: the start page's "How to play", the table's "How to
/// play this game".
pub fn how_to_play(lang: Lang, parts: &[Part], title: &'static str) -> Html {
    how_to_play_unfolding(lang, parts, title, true, None)
}

/// How to play, its parts drawn only once `drawn` (the start screen draws them when the panel
/// is first opened, which `ontoggle` hears: a closed panel then costs its summary alone, most
/// of the start screen's elements otherwise).
pub fn how_to_play_unfolding(
    lang: Lang,
    parts: &[Part],
    title: &'static str,
    drawn: bool,
    ontoggle: Option<Callback<Event>>,
) -> Html {
    html! {
        <details class="howto" {ontoggle}>
            <summary>{ title }</summary>
            if drawn { { how_to_play_body(lang, parts) } }
        </details>
    }
}

/// The parts, drawn once the panel is opened.
fn how_to_play_body(lang: Lang, parts: &[Part]) -> Html {
    let w = lang.words();
    let sections = parts.iter().map(|&part| {
        html! {
            <section class="howto__part" data-howto={format!("{part:?}")}>
                <h3>{ w.howto_parts[part as usize] }</h3>
                { for part.paragraphs(w).iter().map(|p| html! { <p>{ *p }</p> }) }
                if !pictures(part).is_empty() {
                    <div class="howto__pictures">{ for pictures(part).iter().map(|p| draw(p, w)) }</div>
                }
            </section>
        }
    });
    html! {
        <>
            // The guided first game, asked for again (the address's change opens it).
            <p class="howto__lesson"><a href="#learn">{ w.lesson_again }</a></p>
            { for sections }
        </>
    }
}
