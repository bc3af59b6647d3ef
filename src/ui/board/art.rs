//! Our own drawings, as inline SVG: crowns, the castle, a king, the players' marks, the giant,
//! the Queen and the Dragon.
//!
//! Each is written as SVG text and handed to the page whole (`Html::from_html_unchecked`): a
//! drawing is data, not code, so it costs its compressed text in the page's first load and no
//! element-building code. Only our own constants and escaped words go into that text.

use yew::prelude::*;

use crate::i18n::{fill, Lang};
use crate::page::drawings::mark_path;
pub use crate::page::drawings::{castle_text, escaped, mark_text, CROWN};
use crate::page::seats::{KingColour, Mark, COLOURS};

/// A drawing from its SVG text.
pub fn drawing(svg: impl Into<AttrValue>) -> Html {
    Html::from_html_unchecked(svg.into())
}

/// Up to three small crowns along the top of a square; those `covered` by giants drawn grey (they
/// do not score).
pub fn crowns(lang: Lang, count: u8, covered: u8) -> Html {
    // Most squares have none: no empty box for the page to lay out.
    if count == 0 && covered == 0 {
        return html! {};
    }
    let label = (count > 0).then(|| lang.plural(lang.words().crowns_label, count.into()));
    let mut svg = match &label {
        Some(label) => format!(
            r#"<span class="crowns" role="img" aria-label="{}">"#,
            escaped(label)
        ),
        None => r#"<span class="crowns">"#.to_string(),
    };
    for _ in 0..count {
        svg += r#"<svg class="crowns__crown" viewBox="0 0 20 14" aria-hidden="true">"#;
        svg += CROWN;
        svg += "</svg>";
    }
    for _ in 0..covered {
        svg += concat!(
            r#"<svg class="crowns__crown crowns__crown--covered" viewBox="0 0 20 14" aria-hidden="true" data-covered-crown="true">"#,
            r##"<path d="M1 13 L2 3 L6.5 8 L10 1 L13.5 8 L18 3 L19 13 Z" fill="#b8b3aa" stroke="#55504a" stroke-width="1.4" stroke-linejoin="round" stroke-dasharray="2 1.5"/></svg>"##
        );
    }
    drawing(svg + "</span>")
}

/// A castle keep with towers, flying the player's colour.
pub fn castle(lang: Lang, colour: &str) -> Html {
    drawing(castle_text(lang.words().castle, colour))
}

/// A king meeple in the player's colour, wearing the player's mark on its robe (so that kings of
/// close colours differ).
pub fn king(colour: &str, mark: Mark) -> Html {
    let mark = format!(
        r#"<g transform="translate(8.4 19.6) scale(0.6)">{}</g>"#,
        mark_text(mark, "#fff", "#222", "1.2")
    );
    drawing(format!(
        concat!(
            r#"<svg class="king" viewBox="0 0 24 30" aria-hidden="true">"#,
            r##"<path d="M5 8 L7 3 L10 6 L12 2 L14 6 L17 3 L19 8 Z" fill="{c}" stroke="#222" stroke-width="1.2" stroke-linejoin="round"/>"##,
            r##"<circle cx="12" cy="12" r="4" fill="{c}" stroke="#222" stroke-width="1.2"/>"##,
            r##"<path d="M5 28 C5 20 8 16 12 16 C16 16 19 20 19 28 Z" fill="{c}" stroke="#222" stroke-width="1.2" stroke-linejoin="round"/>"##,
            "{mark}</svg>"
        ),
        c = escaped(colour),
        mark = mark,
    ))
}

/// A mark's outline on a 12x12 square, inside a drawing made of elements (the score chart).
pub fn mark_shape(
    mark: Mark,
    fill: &'static str,
    stroke: &'static str,
    width: &'static str,
) -> Html {
    match mark_path(mark) {
        None => html! { <circle cx="6" cy="6" r="5" {fill} {stroke} stroke-width={width}/> },
        Some(d) => {
            html! { <path {d} {fill} {stroke} stroke-width={width} stroke-linejoin="round"/> }
        }
    }
}

/// A player's colour with its mark: what a swatch shows wherever a player is named, named in the
/// reader's language.
pub fn colour_mark(lang: Lang, c: &KingColour) -> Html {
    let w = lang.words();
    let index = COLOURS.iter().position(|k| k.name == c.name).unwrap_or(0);
    let label = fill(
        w.colour_with_mark,
        &[&w.colours[index], &w.marks[c.mark as usize]],
    );
    drawing(format!(
        r#"<svg class="mark" viewBox="0 0 12 12" role="img" aria-label="{}" data-mark="{}">{}</svg>"#,
        escaped(&label),
        c.mark.name(),
        mark_text(c.mark, c.css, "#222", "1"),
    ))
}

/// A giant: a broad grey figure with a club, standing on the crown it covers.
pub fn giant() -> Html {
    drawing(concat!(
        r#"<svg class="giant" viewBox="0 0 24 30" aria-hidden="true">"#,
        r##"<circle cx="12" cy="6" r="4.5" fill="#8c8479" stroke="#2b2724" stroke-width="1.3"/>"##,
        r##"<path d="M3 29 C3 17 6 12 12 12 C18 12 21 17 21 29 Z" fill="#8c8479" stroke="#2b2724" stroke-width="1.3" stroke-linejoin="round"/>"##,
        r##"<path d="M19 14 L23 4" stroke="#5b3a1a" stroke-width="3" stroke-linecap="round"/>"##,
        r##"<path d="M8 20 H16" stroke="#2b2724" stroke-width="1.2"/></svg>"##
    ))
}

/// The Queen, a piece in gold and purple: she stands by the kingdom with the most towers.
pub fn queen(lang: Lang) -> Html {
    drawing(format!(
        concat!(
            r#"<svg class="queen" viewBox="0 0 24 30" role="img" aria-label="{}">"#,
            r##"<path d="M6.5 9 L7.5 3 L10 6.5 L12 1.5 L14 6.5 L16.5 3 L17.5 9 Z" fill="#f5cf3a" stroke="#5a3d00" stroke-width="1.1" stroke-linejoin="round"/>"##,
            r##"<circle cx="12" cy="12.5" r="3.6" fill="#f1d9bf" stroke="#222" stroke-width="1.1"/>"##,
            r##"<path d="M4 29 L8.5 17 H15.5 L20 29 Z" fill="#7b3fa0" stroke="#222" stroke-width="1.2" stroke-linejoin="round"/>"##,
            r##"<path d="M8 23 H16" stroke="#f5cf3a" stroke-width="1.4"/></svg>"##
        ),
        escaped(lang.words().hosts_queen)
    ))
}

/// The Dragon, a green piece with spread wings, burning one building a round for a coin; faded
/// once `flown` this round.
pub fn dragon(flown: bool) -> Html {
    // (Drawn beside the words that say where it is.)
    drawing(format!(
        concat!(
            r#"<svg class="dragon{}" viewBox="0 0 36 26" aria-hidden="true">"#,
            r##"<path d="M12 14 L4 3 L10 6 L13 2 L16 8 Z" fill="#4f8a3c" stroke="#1e3a16" stroke-width="1.1" stroke-linejoin="round"/>"##,
            r##"<path d="M6 22 C8 15 14 12 21 13 C25 13.5 27 11 28 8 L33 9 L30 12 C29 17 25 20 18 20 C14 20 11 21 9 24 Z" fill="#5fa046" stroke="#1e3a16" stroke-width="1.2" stroke-linejoin="round"/>"##,
            r##"<circle cx="29.5" cy="9.5" r="0.9" fill="#1e3a16"/>"##,
            r##"<path d="M33 9 L35.5 7.5 M33 10 L35.5 11" stroke="#e0521f" stroke-width="1.3" stroke-linecap="round"/></svg>"##
        ),
        if flown { " dragon--flown" } else { "" }
    ))
}
